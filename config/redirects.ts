import type {Options as ClientRedirectsOptions} from '@docusaurus/plugin-client-redirects';
import versions from '../versions.json';

/**
 * Client redirects, so old URLs keep working. The plugin writes a small
 * HTML page at each old path that sends the browser to the new one; targets
 * are written without the trailing slash because the plugin applies the
 * site's `trailingSlash` setting to them.
 */

/** Pages that moved from the docs to the community instance. */
const movedToCommunity: ClientRedirectsOptions['redirects'] = [
  'support',
  'team',
  'resources',
].map((page) => ({
  from: [`/docs/${page}`, `/docs/next/${page}`],
  to: `/community/${page}`,
}));

/**
 * Redirects that exercise the plugin itself (tests.json
 * `dogfoodingRedirects`): a target with a query string or a hash keeps it,
 * and absolute targets leave the site.
 */
const dogfoodingRedirects: ClientRedirectsOptions['redirects'] = [
  {from: '/home/', to: '/'},
  {from: '/home/qs', to: '/?a=1'},
  {from: '/home/anchor', to: '/#anchor'},
  {from: '/home/absolute', to: 'https://docusaurus.io/'},
  {from: '/home/absolute/qs', to: 'https://docusaurus.io/?a=1'},
  {from: '/home/absolute/anchor', to: 'https://docusaurus.io/#anchor'},
];

/** Root route of each docs version: /docs/ (current) and /docs/<version>/. */
const docsVersionRoots = new Set([
  '/docs/',
  ...versions.map((version) => `/docs/${version}/`),
]);

/**
 * The introduction doc used to live at <version root>/introduction; it is
 * now the root of each docs version, so the old URL leads there.
 */
export function createRedirects(routePath: string): string[] | undefined {
  return docsVersionRoots.has(routePath)
    ? [`${routePath}introduction/`]
    : undefined;
}

export const clientRedirectsOptions = {
  // /docs/installation.html -> /docs/installation/ (old static-host URLs).
  fromExtensions: ['html'],
  redirects: [
    ...movedToCommunity,
    {
      from: '/docs/api/misc/docusaurus-init',
      to: '/docs/api/misc/create-docusaurus',
    },
    ...dogfoodingRedirects,
  ],
  createRedirects,
} satisfies ClientRedirectsOptions;
