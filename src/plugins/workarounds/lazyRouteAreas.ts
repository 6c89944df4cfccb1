/**
 * Workaround: the route manifest of rarely visited areas loads on demand.
 *
 * Docusaurus puts the whole route manifest (routes.js, registry.js,
 * routesChunkNames.json: a route object, chunk names and a chunk loader per
 * route) into the entry chunk every page downloads. Most of this site's
 * routes are in areas few readers open: the test pages, the changelog, the
 * two older docs versions, the blog's tag, author, list and archive pages,
 * and the debug pages. A loader (lazyRouteAreasLoader.js) turns each
 * area into one route whose component (lazyRoutes.tsx) loads the area's
 * routes from a chunk of their own; the core patch passes the path to a
 * route component's `preload`, so the area's own routes are preloaded too.
 * Server rendering uses the same manifest, so every page still renders
 * fully at build time.
 */
import path from 'node:path';

/** Path prefixes (under the base URL) whose routes load on demand. */
export const lazyRouteAreaPaths = [
  'tests/',
  'changelog/',
  'docs/3.8.1/',
  'docs/3.7.0/',
  'blog/tags/',
  'blog/authors/',
  'blog/page/',
  'blog/archive/',
  '__docusaurus/',
];

const generatedManifestFile =
  /[\\/]\.docusaurus[\\/](?:routes\.js|registry\.js|routesChunkNames\.json)$/;

/** Bundler rule, client and server: splits the generated route manifest. */
export function lazyRouteAreasRule(baseUrl: string, isServer: boolean) {
  return {
    test: generatedManifestFile,
    use: [
      {
        loader: require.resolve('./lazyRouteAreasLoader.js'),
        options: {
          areas: lazyRouteAreaPaths.map((area) => `${baseUrl}${area}`),
          lazyRoutesModule: path.join(__dirname, 'lazyRoutes.tsx'),
          // Like registry.js (registryModulePaths.ts), an area's registry
          // entries carry their module paths in the server bundle only.
          stripModulePaths: !isServer,
        },
      },
    ],
  };
}
