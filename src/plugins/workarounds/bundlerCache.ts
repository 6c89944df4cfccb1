/**
 * Rspack's persistent cache keeps what loaders produced across builds until
 * one of the cache's build dependencies changes: Docusaurus lists its own
 * bundler config files and the site config, with the modules they require.
 * The loaders of this folder are passed to the bundler by path
 * (`require.resolve`), not required, so an edit to one of them went unseen:
 * the next build reused the old loader's output until the cache was
 * cleared. They are build dependencies of the cache here.
 *
 * So are the vendor patches (`patches/*.patch`): the cache takes packages
 * in node_modules as unchanged while their version is, so a new or edited
 * patch reached the bundles only once the cache was cleared.
 */
import {readdirSync} from 'node:fs';
import path from 'node:path';

/** The bundler loaders of this folder (`*Loader.js`). */
export const loaderFiles: string[] = readdirSync(__dirname)
  .filter((name) => name.endsWith('Loader.js'))
  .map((name) => path.join(__dirname, name));

const patchesDir = path.resolve(__dirname, '../../../patches');

/** The patch-package patches applied to node_modules. */
export const patchFiles: string[] = readdirSync(patchesDir)
  .filter((name) => name.endsWith('.patch'))
  .map((name) => path.join(patchesDir, name));

interface PersistentCache {
  buildDependencies?: string[];
}

/**
 * Adds the loaders to the persistent cache's build dependencies, when the
 * config has that cache (Rspack with `rspackPersistentCache`; not with
 * DOCUSAURUS_NO_PERSISTENT_CACHE). Returns whether it did.
 */
export function addLoadersToBundlerCache(config: {
  experiments?: object;
}): boolean {
  // Webpack's types know no `experiments.cache`: it is Rspack's.
  const {cache} = (config.experiments ?? {}) as {
    cache?: PersistentCache | boolean;
  };
  if (typeof cache !== 'object' || !Array.isArray(cache.buildDependencies)) {
    return false;
  }
  const known = new Set(cache.buildDependencies);
  cache.buildDependencies.push(
    ...[...loaderFiles, ...patchFiles].filter((file) => !known.has(file)),
  );
  return true;
}
