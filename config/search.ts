import type {ThemeConfig} from '@docusaurus/theme-search-algolia';
import type {BuildEnv} from './env';

/** Index name of the hosted DocSearch index. */
export const searchIndexName = 'docusaurus-2';

/**
 * DocSearch settings. The DocSearch UI and the /search page come from
 * `@docusaurus/theme-search-algolia`; which engine answers is chosen by
 * `SEARCH_MODE` (see src/search/).
 */
export function searchThemeConfig(
  env: Pick<BuildEnv, 'searchMode' | 'algoliaAppId' | 'algoliaApiKey'>,
): ThemeConfig['algolia'] {
  // Custom hosts speak the Algolia protocol and take the same credentials.
  const hosted = env.searchMode !== 'local';
  return {
    // Public, search-only credentials of the hosted index. In local mode the
    // theme still requires values, but no request reaches Algolia.
    appId: hosted ? (env.algoliaAppId ?? 'X1Z85QJPUV') : 'LOCAL',
    apiKey: hosted
      ? (env.algoliaApiKey ?? 'bf7211c161e8205da2f933a02534105a')
      : 'local-search',
    indexName: searchIndexName,
    contextualSearch: true,
    searchPagePath: 'search',
    // Results indexed from a /docs/next deployment point at /docs here.
    // A string is matched literally (the theme escapes it).
    replaceSearchResultPathname: {from: '/docs/next', to: '/docs'},
  };
}
