// Loader for the generated `.docusaurus/docusaurus.config.mjs`.
//
// Docusaurus bundles the whole site config into the entry chunk every page
// downloads: with it the options of every plugin and preset and the HTML
// template of server rendering, which no browser code reads. This loader
// leaves those keys out. The debug config page, the one place that shows
// them, imports the module with the `?full` query and gets it unchanged.
'use strict';

/** Keys of the site config that only the build (and the debug page) use. */
const buildOnlyKeys = ['plugins', 'presets', 'ssrTemplate'];

/** Query of the import that keeps the whole config. */
const fullQuery = '?full';

const moduleShape = /^([\s\S]*?)export default (\{[\s\S]*\});\s*$/;

/**
 * The generated module without the build-only keys.
 * @param {string} source
 */
function siteConfigForBrowser(source) {
  const match = moduleShape.exec(source);
  if (!match) {
    throw new Error(
      'siteConfigLoader: the generated docusaurus.config.mjs is not `export default {...};`; its format changed. Check src/plugins/workarounds/siteConfigLoader.js.',
    );
  }
  /** @type {Record<string, unknown>} */
  const config = JSON.parse(/** @type {string} */ (match[2]));
  for (const key of buildOnlyKeys) {
    if (!(key in config)) {
      throw new Error(
        `siteConfigLoader: the generated site config has no "${key}"; its format changed. Check src/plugins/workarounds/siteConfigLoader.js.`,
      );
    }
    delete config[key];
  }
  return `${match[1]}export default ${JSON.stringify(config)};\n`;
}

/**
 * @this {{resourceQuery: string}}
 * @param {string} source
 */
module.exports = function siteConfigLoader(source) {
  return this.resourceQuery === fullQuery
    ? source
    : siteConfigForBrowser(source);
};
module.exports.siteConfigForBrowser = siteConfigForBrowser;
module.exports.buildOnlyKeys = buildOnlyKeys;
