/**
 * The classic theme registers a client module that imports Prism and all
 * of `prism.additionalLanguages` into every page (about 35 KB). This site
 * highlights code at build time and loads Prism on demand for the few code
 * blocks a page computes in the browser, so the module is replaced by an
 * empty one in this site's bundles only. Sites without this plugin (the
 * fixture sites of the developer-error tests) keep the theme's behaviour.
 */
import path from 'node:path';

/** The absolute request the generated `client-modules.js` makes. */
export function prismClientModuleRequest(): string {
  const themeLib = path.dirname(
    require.resolve('@docusaurus/theme-classic/lib/index.js'),
  );
  return path.join(themeLib, 'prism-include-languages');
}

export function prismClientModuleAlias(): Record<string, string> {
  const request = prismClientModuleRequest();
  const empty = path.join(__dirname, 'emptyClientModule.js');
  return {[`${request}$`]: empty, [`${request}.js$`]: empty};
}
