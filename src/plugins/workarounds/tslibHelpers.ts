/**
 * Workaround: the browser bundle gets one tslib helper, not all of tslib.
 *
 * @docusaurus/utils-common is compiled to CommonJS with `importHelpers`, so
 * its entry requires `tslib` (every helper, about 3.7 KB gzip, in the bundle
 * every page loads) to call one of them, `__importDefault`. For that one
 * file, `tslib` resolves to a module with just that helper (tslibShim.js).
 * The build fails if the file starts using another helper.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';

const utilsCommonEntry = require.resolve('@docusaurus/utils-common');

/** The tslib helpers a CommonJS file calls (`tslib_1.__helper`). */
export function tslibHelpersUsed(source: string): string[] {
  return [...new Set(source.match(/\btslib_\d+\.(__\w+)/g) ?? [])]
    .map((call) => call.replace(/^tslib_\d+\./, ''))
    .sort();
}

/** Client-side rule: `tslib` resolves to the shim in utils-common's entry. */
export function tslibShimRule() {
  const used = tslibHelpersUsed(readFileSync(utilsCommonEntry, 'utf8'));
  if (used.join() !== '__importDefault') {
    throw new Error(
      `workarounds/tslibHelpers: ${utilsCommonEntry} uses the tslib helpers ${used.join(', ')}; tslibShim.js provides only __importDefault. Update src/plugins/workarounds/tslibShim.js or drop the workaround.`,
    );
  }
  return {
    test: new RegExp(
      `^${utilsCommonEntry.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`,
    ),
    resolve: {
      alias: {tslib$: path.join(__dirname, 'tslibShim.js')},
    },
  };
}
