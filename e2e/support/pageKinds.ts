/** One page of every kind the site has, for checks that sample page kinds. */
export const pageKinds: Record<string, string> = {
  home: '/',
  doc: '/docs/installation/',
  'versioned doc': '/docs/3.7.0/installation/',
  'api doc': '/docs/api/docusaurus-config/',
  'category index': '/docs/category/guides/',
  'doc tags': '/docs/tags/',
  'blog list': '/blog/',
  'blog post': '/blog/releases/3.8/',
  'blog archive': '/blog/archive/',
  'blog authors': '/blog/authors/',
  'blog tags': '/blog/tags/',
  'changelog list': '/changelog/',
  'changelog entry': '/changelog/3.8.1/',
  showcase: '/showcase/',
  versions: '/versions/',
  community: '/community/support/',
  search: '/search/?q=sidebar',
  'not found': '/this-page-does-not-exist/',
  tests: '/tests/pages/',
};

/**
 * Pages with their own inline scripts, frames or libraries, which the
 * samples of page kinds load too.
 */
export const pagesWithOwnScripts: Record<string, string> = {
  'client redirect': '/docs/support/',
  'live code': '/docs/markdown-features/code-blocks/',
  'live code fixtures': '/tests/pages/live-playground-tests/',
  diagrams: '/docs/markdown-features/diagrams/',
  math: '/docs/markdown-features/math-equations/',
  'colour generator': '/docs/styling-layout/',
  embeds: '/tests/pages/embeds/',
  'ideal image': '/tests/pages/ideal-image/',
};
