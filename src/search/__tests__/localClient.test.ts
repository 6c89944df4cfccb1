import {describe, expect, it} from 'vitest';
import {createLocalSearchClient, typedPagesWithText} from '../localClient';
import {memoryFetch, textFilesOf} from './testShards';

const origin = 'https://docusaurus.io';
const contextual = [
  'language:en',
  ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'],
];

/** The fields DocSearch sends with one query. */
function docSearchRequest(query: string, extra: Record<string, unknown> = {}) {
  return {
    query,
    indexName: 'docusaurus-2',
    attributesToRetrieve: [
      'hierarchy.lvl0',
      'hierarchy.lvl1',
      'content',
      'type',
      'url',
    ],
    attributesToSnippet: ['hierarchy.lvl1:10', 'content:10'],
    snippetEllipsisText: '…',
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    hitsPerPage: 20,
    facetFilters: contextual,
    ...extra,
  };
}

function client() {
  const server = memoryFetch();
  return {
    server,
    client: createLocalSearchClient({
      indexUrl: '/search-index/',
      origin,
      fetch: server.fetch,
    }),
  };
}

describe('local search client', () => {
  it('answers the DocSearch request form with absolute URLs', async () => {
    const {client: search} = client();
    const {results} = await search.search({
      requests: [docSearchRequest('sidebar')],
    });
    const [result] = results;
    expect(result!.nbHits).toBeGreaterThan(0);
    expect(result!.hits[0]!.url).toBe('https://docusaurus.io/docs/sidebar/');
    expect(result!.hits[0]!.type).toBe('lvl1');
    expect(result!.index).toBe('docusaurus-2');
  });

  it('answers the legacy array form used by algoliasearch-helper', async () => {
    const {client: search} = client();
    const {results} = await search.search([
      {
        indexName: 'docusaurus-2',
        params: {query: 'sidebar', facetFilters: contextual},
      },
    ]);
    expect(results[0]!.nbHits).toBeGreaterThan(0);
  });

  it('finds words with a typo and by prefix', async () => {
    const {client: search} = client();
    const typo = await search.search({requests: [docSearchRequest('sidbar')]});
    expect(typo.results[0]!.hits.map((hit) => hit.url)).toContain(
      'https://docusaurus.io/docs/sidebar/',
    );
    const prefix = await search.search({
      requests: [docSearchRequest('versio')],
    });
    expect(prefix.results[0]!.hits[0]!.hierarchy.lvl1).toBe('Versioning');
  });

  it('applies facetFilters as an AND of OR groups, with negation', async () => {
    const {client: search} = client();
    const current = await search.search({
      requests: [docSearchRequest('sidebar')],
    });
    expect(
      current.results[0]!.hits.every((hit) => hit.version !== '3.7.0'),
    ).toBe(true);

    const old = await search.search({
      requests: [
        docSearchRequest('sidebar', {
          facetFilters: ['language:en', ['docusaurus_tag:docs-default-3.7.0']],
        }),
      ],
    });
    expect(old.results[0]!.hits.map((hit) => hit.url)).toEqual([
      'https://docusaurus.io/docs/3.7.0/sidebar/',
    ]);

    const negated = await search.search({
      requests: [
        docSearchRequest('sidebar', {
          facetFilters: [...contextual, 'docusaurus_tag:-default'],
        }),
      ],
    });
    expect(
      negated.results[0]!.hits.some((hit) => hit.docusaurus_tag === 'default'),
    ).toBe(false);
  });

  it('loads only the files the filters and words need, once each', async () => {
    const {client: search, server} = client();
    await search.search({requests: [docSearchRequest('sidebar')]});
    await search.search({requests: [docSearchRequest('sidebar')]});
    await search.search({requests: [docSearchRequest('plugin')]});
    // Nothing of the 3.7.0 docs, which the contextual filter leaves out.
    expect(server.calls.some((url) => url.includes('3.7.0'))).toBe(false);
    expect(new Set(server.calls).size).toBe(server.calls.length);
    expect(server.calls).toContain('/search-index/manifest.json');
  });

  it('escapes HTML and wraps matches in the highlight tags', async () => {
    const {client: search} = client();
    const {results} = await search.search({
      requests: [docSearchRequest('sidebar post')],
    });
    const hit = results[0]!.hits.find((h) => h.url.includes('/blog/hostile/'))!;
    expect(hit._highlightResult.content!.value).toBe(
      'A <mark>sidebar</mark> <mark>post</mark> with &lt;script&gt;alert(1)&lt;/script&gt; in its text &amp; more.',
    );
    expect(hit._highlightResult.hierarchy.lvl1!.value).toBe(
      'Hostile &lt;b&gt;title&lt;/b&gt;',
    );
    expect(JSON.stringify(hit._snippetResult)).not.toContain('<script>');
  });

  it('cuts snippets to the requested number of words around the match', async () => {
    const {client: search} = client();
    const {results} = await search.search({
      requests: [
        docSearchRequest('bottom', {attributesToSnippet: ['content:4']}),
      ],
    });
    expect(results[0]!.hits[0]!._snippetResult.content!.value).toBe(
      '…button at its <mark>bottom</mark>.',
    );
  });

  it('paginates and counts', async () => {
    const {client: search} = client();
    const request = (page: number) =>
      docSearchRequest('plugin', {hitsPerPage: 20, page});
    const first = await search.search({requests: [request(0)]});
    expect(first.results[0]).toMatchObject({
      nbHits: 30,
      nbPages: 2,
      page: 0,
      hitsPerPage: 20,
    });
    expect(first.results[0]!.hits).toHaveLength(20);
    const second = await search.search({requests: [request(1)]});
    expect(second.results[0]!.hits).toHaveLength(10);
  });

  it('counts facet values (matching pages) for algoliasearch-helper', async () => {
    const {client: search} = client();
    const {results} = await search.search([
      {
        indexName: 'docusaurus-2',
        params: {
          query: 'sidebar',
          facets: ['docusaurus_tag'],
          hitsPerPage: 0,
          facetFilters: ['language:en'],
        },
      },
    ]);
    // /docs/sidebar/ and /docs/versioning/ in the current docs.
    expect(results[0]!.facets!.docusaurus_tag).toMatchObject({
      'docs-default-current': 2,
      'docs-default-3.7.0': 1,
    });
    expect(results[0]!.hits).toEqual([]);
  });

  it('fails with a RetryError when the index is unreachable, and retries later', async () => {
    const {client: search, server} = client();
    server.setFailing(true);
    await expect(
      search.search({requests: [docSearchRequest('sidebar')]}),
    ).rejects.toMatchObject({
      name: 'RetryError',
    });
    server.setFailing(false);
    const {results} = await search.search({
      requests: [docSearchRequest('sidebar')],
    });
    expect(results[0]!.nbHits).toBeGreaterThan(0);
  });

  it('returns no hits for an empty query or only punctuation', async () => {
    const {client: search} = client();
    for (const query of ['', '   ', '?!…', '"><']) {
      const {results} = await search.search({
        requests: [docSearchRequest(query)],
      });
      expect(results[0]!.nbHits).toBe(0);
    }
  });
});

describe('local search client, superseded queries', () => {
  it('loads no page text for a query a newer one has replaced', async () => {
    const {client: search, server} = client();
    await search.prefetch(contextual);
    const before = server.calls.length;
    const stale = await search.search(
      {requests: [docSearchRequest('sidebar')]},
      {isStale: () => true},
    );
    expect(stale).toEqual({results: [], skipped: true});
    expect(server.calls.slice(before)).toEqual([]);
    const current = await search.search({
      requests: [docSearchRequest('sidebar')],
    });
    expect(current.results[0]!.hits.length).toBeGreaterThan(0);
    expect(
      server.calls.slice(before).every((url) => url.includes('.text.')),
    ).toBe(true);
  });
});

describe('local search client, queries replaced while they rank', () => {
  it('lists the pages by title and loads no page text', async () => {
    const {client: search, server} = client();
    await search.prefetch(contextual);
    const before = server.calls.length;
    // Current when the index is there, replaced once it is ranked.
    let asked = 0;
    const replaced = await search.search(
      {requests: [docSearchRequest('sidebar')]},
      {isStale: () => (asked += 1) > 1},
    );
    expect(asked).toBe(2);
    expect(replaced.skipped).toBeUndefined();
    const titleHits = replaced.results[0]!.hits;
    expect(titleHits[0]!.url).toBe('https://docusaurus.io/docs/sidebar/');
    expect(titleHits.every((hit) => hit.type === 'lvl1')).toBe(true);
    expect(server.calls.slice(before)).toEqual([]);
    // The same query, current to the end, shows its sections from the text.
    const current = await search.search({
      requests: [docSearchRequest('sidebar')],
    });
    expect(server.calls.slice(before).length).toBeGreaterThan(0);
    const currentHits = current.results[0]!.hits;
    expect(currentHits.map((hit) => hit.url)).toEqual(
      titleHits.map((hit) => hit.url),
    );
    expect(currentHits[1]).toMatchObject({
      type: 'content',
      content: 'Each version has its own sidebar file.',
    });
    expect(titleHits.every((hit) => hit.content === null)).toBe(true);
  });
});

describe('local search client, pages shown with their text', () => {
  it('loads the text of the first pagesWithText pages only and lists the others by title', async () => {
    const {client: search, server} = client();
    const full = await search.search({
      requests: [docSearchRequest('plugin')],
    });
    const {client: limitedSearch, server: limitedServer} = client();
    const limited = await limitedSearch.search({
      requests: [docSearchRequest('plugin', {pagesWithText: 2})],
    });
    const textFiles = (calls: string[]) =>
      calls.filter((url) => url.includes('.text.')).sort();

    const pages = (hits: {url_without_anchor: string}[]) => [
      ...new Set(hits.map((hit) => hit.url_without_anchor)),
    ];
    const limitedHits = limited.results[0]!.hits;
    // The same pages in the same order: the text only picks what to show.
    expect(pages(limitedHits)).toEqual(pages(full.results[0]!.hits));
    const [first, second] = pages(limitedHits);
    // Only the files holding the first two pages are loaded.
    expect(textFiles(limitedServer.calls)).toEqual(
      textFilesOf(
        limitedServer.files,
        [first!, second!].map((url) => new URL(url).pathname),
      ),
    );
    expect(textFiles(server.calls).length).toBeGreaterThan(
      textFiles(limitedServer.calls).length,
    );
    const titleOnly = limitedHits.filter(
      (hit) =>
        hit.url_without_anchor !== first && hit.url_without_anchor !== second,
    );
    expect(titleOnly.length).toBeGreaterThan(0);
    for (const hit of titleOnly) {
      expect(hit).toMatchObject({type: 'lvl1', content: null, anchor: null});
      expect(hit.url).toBe(hit.url_without_anchor);
      expect(hit.hierarchy.lvl1).toBeTruthy();
    }
  });
});

describe('local search client, hits per section', () => {
  it('lists and loads the text of at most maxHitsPerSection pages per section', async () => {
    const {client: search, server} = client();
    const {results} = await search.search({
      requests: [docSearchRequest('plugin', {maxHitsPerSection: 5})],
    });
    expect(results[0]!.hits).toHaveLength(5);
    expect(results[0]!.nbHits).toBeGreaterThanOrEqual(30);
    // The files holding those five pages, and no other.
    expect(server.calls.filter((url) => url.includes('.text.')).sort()).toEqual(
      textFilesOf(
        server.files,
        results[0]!.hits.map((hit) => new URL(hit.url_without_anchor).pathname),
      ),
    );
  });
});

describe('local search client, a word being typed', () => {
  it('shows its best page with sections and the others by title, loading one page’s text', async () => {
    const {client: search, server} = client();
    const {results} = await search.search({
      requests: [docSearchRequest('plugi', {pagesWithText: 4})],
    });
    const hits = results[0]!.hits;
    const pages = [...new Set(hits.map((hit) => hit.url_without_anchor))];
    expect(pages.length).toBeGreaterThan(typedPagesWithText);
    const [best] = pages;
    expect(server.calls.filter((url) => url.includes('.text.')).sort()).toEqual(
      textFilesOf(server.files, [new URL(best!).pathname]),
    );
    for (const hit of hits.filter((h) => h.url_without_anchor !== best)) {
      expect(hit).toMatchObject({type: 'lvl1', content: null, anchor: null});
    }
    // Once the word is complete, the first four pages show their sections.
    const complete = await search.search({
      requests: [docSearchRequest('plugin', {pagesWithText: 4})],
    });
    const withSections = new Set(
      complete.results[0]!.hits.filter(
        (hit) => hit.type !== 'lvl1' || hit.anchor !== null,
      ).map((hit) => hit.url_without_anchor),
    );
    expect(withSections.size).toBeGreaterThan(typedPagesWithText);
  });
});
