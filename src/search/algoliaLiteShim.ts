/**
 * Stands in for `algoliasearch/lite` in local and custom search modes (see
 * the search-index plugin), so the theme's /search page queries this site's
 * search client instead of the hosted Algolia cluster.
 */
import {getSiteSearchClient} from './siteSearchClient';

export function liteClient(): ReturnType<typeof getSiteSearchClient> {
  return getSiteSearchClient();
}
