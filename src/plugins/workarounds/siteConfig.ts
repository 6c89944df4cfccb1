/**
 * Workaround: the browser's copy of the site config leaves out what only
 * the build reads.
 *
 * `@generated/docusaurus.config` holds the whole config, with every plugin's
 * and preset's options and the server-rendering template, and is part of
 * the entry chunk every page downloads. A loader (siteConfigLoader.js)
 * leaves those keys out of the module, in both bundles so that server
 * rendering and hydration see the same object. The debug config page
 * (src/theme/DebugConfig) imports `@generated/docusaurus.config?full`,
 * which the loader leaves whole, in its own chunk.
 */

/** Bundler rule, client and server: trims the generated site config. */
export const siteConfigRule = {
  test: /[\\/]\.docusaurus[\\/]docusaurus\.config\.mjs$/,
  use: [require.resolve('./siteConfigLoader.js')],
};
