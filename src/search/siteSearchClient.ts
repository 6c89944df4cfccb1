/**
 * The search client of this site, chosen at build time by `SEARCH_MODE`
 * (customFields): the embedded index (local), hosted Algolia (algolia), or
 * an Algolia-compatible host (custom). Loaded lazily: only when a reader
 * reaches for search.
 */
import siteConfig from '@generated/docusaurus.config';
import {siteCustomFields} from '@site/src/data/siteCustomFields';
// Aliased by the search-index plugin to the real algoliasearch lite client.
import {liteClient as hostedLiteClient} from 'algoliasearch-lite-hosted';
import type {LocalSearchClient} from './localClient';
import {searchIndexDir} from './indexFormat';
import {createWorkerSearchClient} from './workerClient';

type HostedClient = ReturnType<typeof hostedLiteClient>;
export type SiteSearchClient = LocalSearchClient | HostedClient;

let client: SiteSearchClient | undefined;

export function getSiteSearchClient(): SiteSearchClient {
  if (client) {
    return client;
  }
  const {searchMode, searchHost} = siteCustomFields(siteConfig);
  const {appId, apiKey} = siteConfig.themeConfig.algolia as {
    appId: string;
    apiKey: string;
  };
  if (searchMode === 'local') {
    client = createWorkerSearchClient({
      indexUrl: `${siteConfig.baseUrl}${searchIndexDir}/`,
      origin: new URL(siteConfig.url).origin,
    });
  } else if (searchMode === 'custom' && searchHost) {
    const url = new URL(searchHost);
    client = hostedLiteClient(appId, apiKey, {
      hosts: [
        {
          url: url.host,
          accept: 'readWrite',
          protocol: url.protocol === 'http:' ? 'http' : 'https',
        },
      ],
    });
  } else {
    client = hostedLiteClient(appId, apiKey);
  }
  return client;
}

/** Loads what the first query needs while the reader moves to the box. */
export function prefetchSearch(facetFilters: unknown): void {
  const current = getSiteSearchClient();
  if ('prefetch' in current) {
    current
      .prefetch(facetFilters as Parameters<LocalSearchClient['prefetch']>[0])
      .catch(() => {
        // The error resurfaces, with its own screen, when the reader searches.
      });
  }
}
