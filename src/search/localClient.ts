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
  matchWords,
  snippet,
  type HighlightTags,
  type HighlightValue,
  type SnippetValue,
} from './highlight';
import {
  isBeingTyped,
  SearchEngine,
  type Fetch,
  type PageHit,
  type RankedPage,
} from './engine';
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
  /**
   * Most hits listed per section (lvl0), an extension of this client: the
   * modal shows no more per group, so their text is not loaded.
   */
  maxHitsPerSection?: number;
  /**
   * How many of the best pages are shown with their matching sections, an
   * extension of this client: only their text is loaded (with the other
   * pages of their text files), so a query waits for one round of small
   * fetches at most. Pages ranked lower are listed
   * by their title. Default: every page shown. While the query's last word
   * is still being typed, at most `typedPagesWithText`.
   */
  pagesWithText?: number;
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
  /**
   * `control.isStale` tells when a newer query has replaced this one. It is
   * asked when the index is loaded: a stale query is then not ranked and
   * the answer says `skipped` (keystrokes typed while the index loads are
   * past once it is there). It is asked again once the query is ranked: a
   * query replaced by then is answered with its pages listed by title, and
   * loads no page text, so the newer query does not wait for a round of
   * text files whose hits the reader will not see for long.
   */
  search(
    input: {requests: SearchRequest[]} | SearchRequest[],
    control?: {isStale?: () => boolean},
  ): Promise<{results: SearchResponse[]; skipped?: true}>;
  /** Starts loading the shards these filters need (e.g. on hover). */
  prefetch(facetFilters?: FacetFilters): Promise<void>;
  addAlgoliaAgent(segment: string, version?: string): void;
  clearCache(): Promise<void>;
  readonly appId: string;
  readonly apiKey: string;
}

/** Pages shown with their sections while the last word is being typed. */
export const typedPagesWithText = 1;

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
  isMatch: (word: string) => boolean,
  queryWords: string[],
  params: SearchParams,
): LocalHit {
  const tags: HighlightTags = {
    pre: params.highlightPreTag ?? '<em>',
    post: params.highlightPostTag ?? '</em>',
  };
  const ellipsis = params.snippetEllipsisText ?? '…';
  const lengths = snippetLengths(
    params.attributesToSnippet ?? defaultSnippetAttributes,
  );
  const hierarchyHighlight: LocalHit['_highlightResult']['hierarchy'] = {};
  const hierarchySnippet: LocalHit['_snippetResult']['hierarchy'] = {};
  for (const level of hierarchyLevels) {
    const text = record.hierarchy[level];
    if (text) {
      const parts = matchWords(text, isMatch);
      hierarchyHighlight[level] = highlight(parts, queryWords, tags);
      const length = lengths.get(`hierarchy.${level}`);
      if (length) {
        hierarchySnippet[level] = snippet(parts, length, tags, ellipsis);
      }
    }
  }
  const contentLength = lengths.get('content');
  const content = record.content ? matchWords(record.content, isMatch) : null;
  return {
    ...record,
    _highlightResult: {
      hierarchy: hierarchyHighlight,
      ...(content ? {content: highlight(content, queryWords, tags)} : {}),
    },
    _snippetResult: {
      hierarchy: hierarchySnippet,
      ...(content && contentLength
        ? {content: snippet(content, contentLength, tags, ellipsis)}
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

  async function searchOne(
    request: SearchRequest,
    isStale: () => boolean,
  ): Promise<SearchResponse | undefined> {
    const started = performance.now();
    const params = normalizeRequest(request);
    const query = params.query ?? '';
    const hitsPerPage = Math.max(
      0,
      Math.min(1000, Number(params.hitsPerPage ?? 20)),
    );
    const page = Math.max(0, Number(params.page ?? 0));
    const clauses = parseFacetFilters(params.facetFilters);
    const languages = allowedValues(clauses, 'language');
    const tags = allowedValues(clauses, 'docusaurus_tag');
    if (query.trim() !== '') {
      await engine.shards(languages, tags);
      if (isStale()) {
        return undefined;
      }
    }
    const result =
      query.trim() === ''
        ? undefined
        : await engine.rank({
            query,
            languages,
            tags,
            accept: (shard, pageIndex) =>
              matchesFacets(
                {
                  language: shard.entry.language,
                  docusaurus_tag: shard.entry.docusaurus_tag,
                  version: shard.meta.pages[pageIndex]![3] ?? null,
                },
                clauses,
              ),
          });
    const ranked = result?.pages ?? [];
    // Replaced while it was ranked: titles only (see `isStale` above).
    const replaced = result !== undefined && isStale();
    // Pages give one or two hits each: expand them in rank order (loading
    // the text of the first `pagesWithText`, listing the others by title)
    // until the requested page of hits is full.
    const needed = (page + 1) * hitsPerPage;
    const expanded: PageHit[] = [];
    let next = 0;
    // Batches of `hitsPerPage` pages, so that page n of hits is the same
    // whichever page was asked first.
    const perSection = Number(params.maxHitsPerSection ?? Infinity) || Infinity;
    const requestedWithText =
      Number(params.pagesWithText ?? Infinity) || Infinity;
    // A query whose last word is still being typed is on its way to
    // another: only its best page is shown with its sections, the others
    // by title. Typing "sidebar" into a cold modal loaded the text files of
    // four pages for each of "sid", "side", "sideb"…: ten files, 261 KB in
    // all against a budget of 250, before the word was complete.
    const typing =
      result !== undefined && [...result.words.values()].some(isBeingTyped);
    const pagesWithText = replaced
      ? 0
      : typing
        ? Math.min(typedPagesWithText, requestedWithText)
        : requestedWithText;
    const sectionHits = new Map<string, number>();
    let expandedPages = 0;
    const sectionOf = ({shard, page: index}: RankedPage) =>
      shard.meta.pages[index]![2];
    while (result && expanded.length < needed && next < ranked.length) {
      const batch = ranked
        .slice(next, next + Math.max(1, hitsPerPage))
        .filter((rankedPage) => {
          // Each page gives at least one hit.
          const section = sectionOf(rankedPage);
          const count = sectionHits.get(section) ?? 0;
          if (count >= perSection) {
            return false;
          }
          sectionHits.set(section, count + 1);
          return true;
        });
      next += Math.max(1, hitsPerPage);
      const withText = batch.slice(
        0,
        Math.max(0, pagesWithText - expandedPages),
      );
      expandedPages += batch.length;
      for (const hits of await engine.hits(result, withText, options.origin)) {
        expanded.push(...hits);
      }
      for (const rankedPage of batch.slice(withText.length)) {
        expanded.push(engine.titleHit(rankedPage, options.origin));
      }
    }
    if (perSection !== Infinity) {
      const kept = new Map<string, number>();
      const trimmed = expanded.filter(({ranked: rankedPage}) => {
        const section = sectionOf(rankedPage);
        const count = kept.get(section) ?? 0;
        kept.set(section, count + 1);
        return count < perSection;
      });
      expanded.splice(0, expanded.length, ...trimmed);
    }
    const shown = expanded.slice(page * hitsPerPage, needed);
    const queryWords = tokenize(query);
    // Pages matched by the same stems share a matcher (and what it decided).
    const matchers = new Map<string, (word: string) => boolean>();
    const hits = shown.map(({ranked: rankedPage, record}) => {
      const key = rankedPage.stems.join(' ');
      let isMatch = matchers.get(key);
      if (!isMatch) {
        isMatch = createWordMatcher(rankedPage.stems);
        matchers.set(key, isMatch);
      }
      return toHit(record, isMatch, queryWords, params);
    });
    // Pages not expanded count one hit each.
    const nbHits = expanded.length + ranked.length - expandedPages;
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
      nbHits,
      page,
      nbPages: hitsPerPage === 0 ? 0 : Math.ceil(nbHits / hitsPerPage),
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
    async search(input, control) {
      const requests = Array.isArray(input) ? input : input.requests;
      const isStale = control?.isStale ?? (() => false);
      const answers = await Promise.all(
        requests.map((request) => searchOne(request, isStale)),
      );
      const results = answers.filter((answer) => answer !== undefined);
      return results.length === answers.length
        ? {results}
        : {results, skipped: true};
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
