/**
 * A search client that answers the Algolia search API calls DocSearch and
 * algoliasearch-helper make, from the embedded index (engine.ts). It
 * implements the part of the API they use: `search({requests})` and the
 * legacy array form, `facetFilters`, `facets` counts, pagination,
 * highlighting and snippets (`content:10` unless the request says
 * otherwise, as the hosted DocSearch index is configured).
 */
import {
  allowedValues,
  matchesFacets,
  parseFacetFilters,
  type FacetFilters,
} from './facetFilters';
import {
  createWordMatcher,
  highlight,
  snippet,
  type HighlightTags,
  type HighlightValue,
  type SnippetValue,
} from './highlight';
import {SearchEngine, type Fetch} from './engine';
import {tokenize} from './text';
import {hierarchyLevels, type HierarchyLevel, type SearchRecord} from './types';

/** Parameters of one query, flat (v5) or under `params` (legacy). */
export interface SearchParams {
  query?: string;
  page?: number;
  hitsPerPage?: number;
  facetFilters?: FacetFilters;
  facets?: string | string[];
  attributesToSnippet?: string[];
  attributesToRetrieve?: string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
  [key: string]: unknown;
}

export interface SearchRequest extends SearchParams {
  indexName: string;
  params?: SearchParams;
}

export interface LocalHit extends SearchRecord {
  _highlightResult: {
    hierarchy: Partial<Record<HierarchyLevel, HighlightValue>>;
    content?: HighlightValue;
  };
  _snippetResult: {
    hierarchy: Partial<Record<HierarchyLevel, SnippetValue>>;
    content?: SnippetValue;
  };
}

export interface SearchResponse {
  hits: LocalHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  processingTimeMS: number;
  exhaustiveNbHits: true;
  query: string;
  params: string;
  index: string;
  facets?: Record<string, Record<string, number>>;
}

export interface LocalSearchClient {
  search(
    input: {requests: SearchRequest[]} | SearchRequest[],
  ): Promise<{results: SearchResponse[]}>;
  /** Starts loading the shards these filters need (e.g. on hover). */
  prefetch(facetFilters?: FacetFilters): Promise<void>;
  addAlgoliaAgent(segment: string, version?: string): void;
  clearCache(): Promise<void>;
  readonly appId: string;
  readonly apiKey: string;
}

function normalizeRequest(
  request: SearchRequest,
): SearchParams & {indexName: string} {
  const {params, ...rest} = request;
  return {...params, ...rest};
}

/** `['content:10', 'hierarchy.lvl1:10']` -> {content: 10, 'hierarchy.lvl1': 10}. */
function snippetLengths(attributes: string[] | undefined): Map<string, number> {
  const lengths = new Map<string, number>();
  for (const attribute of attributes ?? []) {
    const [name, count] = attribute.split(':');
    lengths.set(name!, Number(count ?? 10) || 10);
  }
  return lengths;
}

/** What the hosted DocSearch index snippets when a request names nothing. */
const defaultSnippetAttributes = ['content:10'];

function toHit(
  record: SearchRecord,
  matchedTerms: string[],
  queryWords: string[],
  params: SearchParams,
): LocalHit {
  const tags: HighlightTags = {
    pre: params.highlightPreTag ?? '<em>',
    post: params.highlightPostTag ?? '</em>',
  };
  const ellipsis = params.snippetEllipsisText ?? '…';
  const isMatch = createWordMatcher(matchedTerms);
  const lengths = snippetLengths(
    params.attributesToSnippet ?? defaultSnippetAttributes,
  );
  const hierarchyHighlight: LocalHit['_highlightResult']['hierarchy'] = {};
  const hierarchySnippet: LocalHit['_snippetResult']['hierarchy'] = {};
  for (const level of hierarchyLevels) {
    const text = record.hierarchy[level];
    if (text) {
      hierarchyHighlight[level] = highlight(text, queryWords, isMatch, tags);
      const length = lengths.get(`hierarchy.${level}`);
      if (length) {
        hierarchySnippet[level] = snippet(
          text,
          length,
          isMatch,
          tags,
          ellipsis,
        );
      }
    }
  }
  const contentLength = lengths.get('content');
  return {
    ...record,
    _highlightResult: {
      hierarchy: hierarchyHighlight,
      ...(record.content
        ? {content: highlight(record.content, queryWords, isMatch, tags)}
        : {}),
    },
    _snippetResult: {
      hierarchy: hierarchySnippet,
      ...(record.content && contentLength
        ? {
            content: snippet(
              record.content,
              contentLength,
              isMatch,
              tags,
              ellipsis,
            ),
          }
        : {}),
    },
  };
}

export function createLocalSearchClient(options: {
  indexUrl: string;
  /** Origin of the site's `url` (e.g. `https://docusaurus.io`). */
  origin: string;
  fetch?: Fetch;
}): LocalSearchClient {
  const engine = new SearchEngine(options);

  async function searchOne(request: SearchRequest): Promise<SearchResponse> {
    const started = performance.now();
    const params = normalizeRequest(request);
    const query = params.query ?? '';
    const hitsPerPage = Math.max(
      0,
      Math.min(1000, Number(params.hitsPerPage ?? 20)),
    );
    const page = Math.max(0, Number(params.page ?? 0));
    const clauses = parseFacetFilters(params.facetFilters);
    const ranked =
      query.trim() === ''
        ? []
        : await engine.search({
            query,
            languages: allowedValues(clauses, 'language'),
            tags: allowedValues(clauses, 'docusaurus_tag'),
            accept: (shard, record) =>
              matchesFacets(
                {
                  language: shard.entry.language,
                  docusaurus_tag: shard.entry.docusaurus_tag,
                  version:
                    shard.meta.pages[shard.recordPage[record]!]![3] ?? null,
                },
                clauses,
              ),
          });
    const shown = ranked.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
    const records = await engine.records(shown, options.origin);
    const queryWords = tokenize(query);
    const hits = records.map((record, index) =>
      toHit(record, shown[index]!.stems, queryWords, params),
    );
    const facetNames =
      typeof params.facets === 'string'
        ? [params.facets]
        : (params.facets ?? []);
    const facets =
      facetNames.length > 0
        ? Object.fromEntries(
            facetNames.map((facet) => {
              const counts: Record<string, number> = {};
              for (const {shard} of ranked) {
                const value =
                  facet === 'language'
                    ? shard.entry.language
                    : facet === 'docusaurus_tag'
                      ? shard.entry.docusaurus_tag
                      : undefined;
                if (value !== undefined) {
                  counts[value] = (counts[value] ?? 0) + 1;
                }
              }
              return [facet, counts];
            }),
          )
        : undefined;
    return {
      hits,
      nbHits: ranked.length,
      page,
      nbPages: hitsPerPage === 0 ? 0 : Math.ceil(ranked.length / hitsPerPage),
      hitsPerPage,
      processingTimeMS: Math.round(performance.now() - started),
      exhaustiveNbHits: true,
      query,
      params: '',
      index: params.indexName,
      ...(facets ? {facets} : {}),
    };
  }

  return {
    appId: 'local',
    apiKey: 'local',
    async search(input) {
      const requests = Array.isArray(input) ? input : input.requests;
      const results = await Promise.all(requests.map(searchOne));
      return {results};
    },
    async prefetch(facetFilters) {
      const clauses = parseFacetFilters(facetFilters);
      await engine.shards(
        allowedValues(clauses, 'language'),
        allowedValues(clauses, 'docusaurus_tag'),
      );
    },
    addAlgoliaAgent() {
      // No user agent to report: nothing is sent anywhere.
    },
    async clearCache() {
      // Index files are immutable for the lifetime of a page.
    },
  };
}
