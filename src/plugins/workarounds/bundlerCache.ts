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
 *
 * The cache does not notice a changed `resolve.alias` either. Docusaurus
 * puts a hash of the theme's aliases into the cache version, not of the
 * aliases plugins add; when the search-index plugin's alias differed between
 * search modes, the deploy-preview build (custom mode) reused modules
 * resolved for the main build (local mode). The version gets a hash of
 * every alias here, so each set of aliases has a cache of its own. (The
 * search-index plugin now gives the local and custom modes the same aliases
 * and names the mode's client in a generated module, so those two builds
 * share one cache; algolia mode, without the shim alias, has its own.)
 */
import {createHash} from 'node:crypto';
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
  version?: string;
}

/** A short hash of the aliases, in an order that does not depend on merging. */
export function aliasesHash(alias: unknown): string {
  const entries =
    alias && typeof alias === 'object' && !Array.isArray(alias)
      ? Object.entries(alias).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      : (alias ?? null);
  return createHash('sha256')
    .update(JSON.stringify(entries))
    .digest('hex')
    .slice(0, 10);
}

/**
 * Adds the loaders and the patches to the persistent cache's build
 * dependencies and a hash of the aliases to its version, when the config
 * has that cache (Rspack with `rspackPersistentCache`; not with
 * DOCUSAURUS_NO_PERSISTENT_CACHE). Returns whether it did.
 */
export function completeBundlerCacheKey(config: {
  experiments?: object;
  resolve?: {alias?: unknown};
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
  // The aliases the plugins before this one added (this plugin runs last;
  // its own alias is the same in every build).
  const suffix = `-aliases-${aliasesHash(config.resolve?.alias)}`;
  if (!cache.version?.endsWith(suffix)) {
    cache.version = `${cache.version ?? ''}${suffix}`;
  }
  return true;
}
