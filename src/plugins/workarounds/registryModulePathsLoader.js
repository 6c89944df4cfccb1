// Loader for the generated `.docusaurus/registry.js`, client bundle only.
//
// Each registry entry is [loader, modulePath, weakModuleId]. The module path
// is only read during server rendering, where react-loadable reports which
// modules a page used; the browser never reads it. Dropping it from the
// client bundle removes a long string per route module from the JavaScript
// every page downloads (about 10 KB gzip at ~900 modules).
'use strict';

const entryPath = /\), "([^"\\]|\\.)*", require\.resolveWeak\(/g;

/** @param {string} source */
function stripModulePaths(source) {
  let count = 0;
  const result = source.replace(entryPath, () => {
    count += 1;
    return '), "", require.resolveWeak(';
  });
  return {result, count};
}

/** @param {string} source */
module.exports = function registryLoader(source) {
  const {result, count} = stripModulePaths(source);
  const entries = (source.match(/require\.resolveWeak\(/g) ?? []).length;
  if (count !== entries) {
    throw new Error(
      `registryLoader: rewrote ${count} of ${entries} registry entries; the generated registry format changed. Check src/plugins/workarounds/registryModulePathsLoader.js.`,
    );
  }
  return result;
};

/**
 * The module path of every registry entry, by chunk name, read from the
 * generated registry source. The debug registry page shows these; since the
 * client bundle no longer carries them, the build writes them to a file.
 */
/** @param {string} source */
function registryModulePaths(source) {
  const entry =
    /"((?:[^"\\]|\\.)*)": \[\(\) => import\([^)]*\), "((?:[^"\\]|\\.)*)", require\.resolveWeak\(/g;
  /** @type {Record<string, string>} */
  const paths = {};
  for (const [, chunkName, modulePath] of source.matchAll(entry)) {
    paths[JSON.parse(`"${chunkName}"`)] = JSON.parse(`"${modulePath}"`);
  }
  return paths;
}

module.exports.stripModulePaths = stripModulePaths;
module.exports.registryModulePaths = registryModulePaths;
