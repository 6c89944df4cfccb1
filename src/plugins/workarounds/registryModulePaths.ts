/**
 * Workaround: the client bundle's route registry carries no module paths.
 *
 * Each entry of the generated `.docusaurus/registry.js` is
 * [loader, modulePath, weakModuleId]. Only server rendering reads the module
 * path (react-loadable reports which modules a page used); the browser never
 * does, yet the strings are in the JavaScript every page downloads. A loader
 * (registryModulePathsLoader.js) drops them from the client bundle; the build
 * writes them to `registryPathsFile` for the debug registry page
 * (src/theme/DebugRegistry), the one place that shows them.
 */
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {registryModulePaths} from './registryModulePathsLoader.js';

/** Where the build writes the registry's module paths for the debug page. */
export const registryPathsFile = '__docusaurus/debug/registry-paths.json';

/** Bundler rule for the client: strips module paths from the registry. */
export const registryRule = {
  test: /[\\/]\.docusaurus[\\/]registry\.js$/,
  use: [require.resolve('./registryModulePathsLoader.js')],
};

/** Writes the module paths of the generated registry into the build. */
export async function writeRegistryPaths(
  generatedFilesDir: string,
  outDir: string,
): Promise<void> {
  const source = await readFile(
    path.join(generatedFilesDir, 'registry.js'),
    'utf8',
  );
  const target = path.join(outDir, registryPathsFile);
  await mkdir(path.dirname(target), {recursive: true});
  await writeFile(target, JSON.stringify(registryModulePaths(source)));
}
