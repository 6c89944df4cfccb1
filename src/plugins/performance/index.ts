/**
 * Build tweaks that keep the bytes every page downloads small.
 *
 * - Fonts are never inlined (see below).
 * - The client bundle's route registry drops module paths that only server
 *   rendering reads (see registryLoader.js). The build writes them to
 *   `registryPathsFile` instead, for the debug registry page.
 *
 * Fonts are never inlined as data URIs. The bundler inlines assets under
 * 10 KB, and the KaTeX stylesheet (loaded by the math page) declares some
 * sixty small fonts: inlined, they added 125 KB of base64 to the one
 * stylesheet that every page loads, although only math pages use them.
 */
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {registryModulePaths} from './registryLoader.js';

/** The theme's client module that registers Prism languages on every page. */
export const prismClientModule = path.join(
  path.dirname(require.resolve('@docusaurus/theme-classic/package.json')),
  'lib/prism-include-languages',
);

/** Where the build writes the registry's module paths for the debug page. */
export const registryPathsFile = '__docusaurus/debug/registry-paths.json';

interface LoaderUse {
  loader?: string;
  options?: Record<string, unknown>;
}

interface RuleLike {
  test?: unknown;
  use?: unknown;
}

/** Whether a module rule is the one that handles font files. */
export function isFontRule(
  rule: unknown,
): rule is RuleLike & {use: LoaderUse[]} {
  const {test, use} = (rule ?? {}) as RuleLike;
  return (
    test instanceof RegExp && test.test('font.woff2') && Array.isArray(use)
  );
}

export function stopInliningFonts(rules: unknown[]): number {
  let changed = 0;
  for (const rule of rules.filter(isFontRule)) {
    for (const use of rule.use) {
      if (use.loader?.includes('url-loader') && use.options) {
        use.options.limit = false;
        changed += 1;
      }
    }
  }
  return changed;
}

export default function performancePlugin(context: LoadContext): Plugin {
  return {
    name: 'performance',
    async postBuild({outDir}) {
      const source = await readFile(
        path.join(context.generatedFilesDir, 'registry.js'),
        'utf8',
      );
      const target = path.join(outDir, registryPathsFile);
      await mkdir(path.dirname(target), {recursive: true});
      await writeFile(target, JSON.stringify(registryModulePaths(source)));
    },
    configureWebpack(config, isServer) {
      const changed = stopInliningFonts(
        (config.module?.rules ?? []) as unknown[],
      );
      if (changed === 0) {
        throw new Error(
          'performance plugin: the font loader rule was not found; check src/plugins/performance/index.ts against the installed Docusaurus version.',
        );
      }
      // Prism's extra languages are registered by our CodeBlock when a page
      // renders code, not by the theme's client module on every page: the
      // module pulled Prism and its grammars into the main bundle.
      const movePrismLanguages = {
        resolve: {
          alias: {[`${prismClientModule}$`]: require.resolve('./noop.js')},
        },
      };
      // The development server keeps the paths: there is no build output
      // to read them from, and no download size to save.
      if (isServer || config.mode !== 'production') {
        return movePrismLanguages;
      }
      return {
        ...movePrismLanguages,
        output: {
          // Chunk files named by id and content hash: the runtime then holds
          // one map (id to hash) instead of two, about 9 KB gzip less on
          // every first visit.
          chunkFilename: 'assets/js/[id].[contenthash:8].js',
        },
        module: {
          rules: [
            {
              test: /[\\/]\.docusaurus[\\/]registry\.js$/,
              use: [require.resolve('./registryLoader.js')],
            },
          ],
        },
      };
    },
  };
}
