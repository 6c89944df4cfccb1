import {describe, expect, it} from 'vitest';
import {
  pageNames,
  parseLexicon,
  isBeingTyped,
  mayHold,
  pickRecords,
  recordFilter,
  resolveQuery,
  SearchEngine,
} from '../engine';
import type {PageText} from '../indexFormat';
import type {SearchRecord} from '../types';
import {memoryFetch, record} from './testShards';

const scope = {
  languages: new Set(['en']),
  tags: new Set(['default', 'docs-default-current']),
};

async function ranked(records: SearchRecord[], query: string) {
  const engine = new SearchEngine({
    indexUrl: '/search-index/',
    fetch: memoryFetch(records).fetch,
  });
  const result = await engine.rank({query, ...scope});
  const hits = await engine.hits(result, result.pages, '');
  return hits.flat().map((hit) => hit.record.url);
}

const docs = (fields: Parameters<typeof record>[0]) =>
  record({hierarchy: {lvl0: 'Docs'} as SearchRecord['hierarchy'], ...fields});
const changelog = (fields: Parameters<typeof record>[0]) =>
  record({
    docusaurus_tag: 'default',
    version: null,
    hierarchy: {lvl0: 'Changelog'} as SearchRecord['hierarchy'],
    ...fields,
  });

/** Pages without the query words: words are rare, as in a real site. */
const fillerPages = Array.from({length: 20}, (_, index) =>
  docs({url: `/docs/other-${index}/`, title: `Other ${index}`}),
);

describe('search engine ranking', () => {
  it('ranks in one scoring space across shards: the reference page before a changelog line', async () => {
    const records = [
      changelog({
        url: '/changelog/2.0.0/',
        title: '2.0.0',
        content: 'Fix trailingSlash handling of trailingSlash routes.',
      }),
      docs({url: '/docs/config/', title: 'Configuration', type: 'lvl1'}),
      docs({
        url: '/docs/config/#trailingSlash',
        title: 'Configuration',
        definition: true,
        hierarchy: {lvl2: 'trailingSlash'} as SearchRecord['hierarchy'],
        content: 'boolean · Whether URLs end with a slash.',
      }),
      // Pages without the word: it is rare, as in a real site.
      ...Array.from({length: 20}, (_, index) =>
        docs({url: `/docs/other-${index}/`, title: `Other ${index}`}),
      ),
    ];
    expect((await ranked(records, 'trailingSlash'))[0]).toBe(
      '/docs/config/#trailingSlash',
    );
  });

  it('matches word forms: "swizzle" finds the page titled "Swizzling"', async () => {
    const records = [
      docs({url: '/docs/swizzling/', title: 'Swizzling', type: 'lvl1'}),
      docs({url: '/docs/other/', title: 'Other', content: 'Nothing here.'}),
    ];
    expect(await ranked(records, 'swizzle')).toEqual(['/docs/swizzling/']);
  });

  it('forgives a swapped pair of letters', async () => {
    const records = [
      docs({url: '/docs/diagrams/', title: 'Mermaid diagrams', type: 'lvl1'}),
      docs({
        url: '/docs/diagrams/#x',
        title: 'Mermaid diagrams',
        content: 'A mermaid chart.',
      }),
    ];
    expect((await ranked(records, 'mermiad'))[0]).toBe('/docs/diagrams/');
  });

  it('reads a word being typed as the start of the words it begins, not as a typo', async () => {
    const records = [
      docs({url: '/docs/sidebar/', title: 'Sidebar items', type: 'lvl1'}),
      docs({url: '/docs/panels/', title: 'Side panels', type: 'lvl1'}),
    ];
    // "sideb" begins "sidebar"; one letter off "side", it is not taken as
    // a typo of it.
    expect(await ranked(records, 'sideb')).toEqual(['/docs/sidebar/']);
    // A word that begins none still forgives a typo: "sidbe" is "sideb"
    // with two letters swapped.
    expect(await ranked(records, 'sidbe')).toContain('/docs/sidebar/');
  });

  it('prefers an exact title to a stemmed one', async () => {
    const records = [
      docs({url: '/docs/options/', title: 'Versions', type: 'lvl1'}),
      docs({url: '/docs/versioning/', title: 'Versioning', type: 'lvl1'}),
    ];
    expect(await ranked(records, 'versioning')).toEqual([
      '/docs/versioning/',
      '/docs/options/',
    ]);
  });

  it('falls back to pages matching some words when few match all', async () => {
    const records = [
      docs({
        url: '/docs/code/',
        title: 'Code blocks',
        content: 'Syntax highlighting with Prism.',
      }),
      docs({
        url: '/docs/lines/',
        title: 'Line numbering',
        content: 'Show line numbers.',
      }),
    ];
    const urls = await ranked(records, 'syntax highlighting line numbers');
    expect(urls).toEqual(
      expect.arrayContaining(['/docs/code/', '/docs/lines/']),
    );
  });

  it('lists only all-words matches when enough pages have them', async () => {
    const all = Array.from({length: 6}, (_, index) =>
      docs({
        url: `/docs/p${index}/`,
        title: `Page ${index}`,
        content: 'custom css here',
      }),
    );
    const partial = docs({
      url: '/docs/partial/',
      title: 'Partial',
      content: 'custom only',
    });
    const urls = await ranked([...all, partial], 'custom css');
    expect(urls).toHaveLength(6);
    expect(urls).not.toContain('/docs/partial/');
  });

  it('lists each URL once, with its best record', async () => {
    const records = [
      docs({url: '/docs/tabs/', title: 'Tabs', type: 'lvl1'}),
      docs({url: '/docs/tabs/', title: 'Tabs', content: 'Tabs group content.'}),
      docs({url: '/docs/tabs/', title: 'Tabs', content: 'More about tabs.'}),
    ];
    expect(await ranked(records, 'tabs')).toEqual(['/docs/tabs/']);
  });

  it('ranks docs above the changelog for the same text', async () => {
    const records = [
      changelog({
        url: '/changelog/1.0.0/',
        title: 'Sidebar release',
        type: 'lvl1',
      }),
      docs({url: '/docs/sidebar/', title: 'Sidebar release', type: 'lvl1'}),
    ];
    expect((await ranked(records, 'sidebar release'))[0]).toBe(
      '/docs/sidebar/',
    );
  });

  it('names a page by its route too: "autogenerated sidebars" finds Sidebar › Autogenerated', async () => {
    const records = [
      docs({url: '/docs/sidebar/', title: 'Sidebar', type: 'lvl1'}),
      docs({
        url: '/docs/sidebar/',
        title: 'Sidebar',
        content: 'Sidebars list the docs. A sidebar can be autogenerated.',
      }),
      docs({
        url: '/docs/sidebar/autogenerated/',
        title: 'Autogenerated',
        type: 'lvl1',
      }),
      docs({
        url: '/docs/sidebar/autogenerated/',
        title: 'Autogenerated',
        content: 'An autogenerated sidebar follows the folders of the docs.',
      }),
      ...fillerPages,
    ];
    expect((await ranked(records, 'autogenerated sidebars'))[0]).toBe(
      '/docs/sidebar/autogenerated/',
    );
  });

  it('finds a page by the last segment of its route, which its title lacks', async () => {
    const records = [
      docs({
        url: '/docs/changes/',
        title: 'Changes',
        content: 'Breaking changes may need a migration of your config.',
      }),
      docs({url: '/docs/migration/', title: 'Upgrading Docusaurus'}),
      docs({
        url: '/docs/migration/',
        title: 'Upgrading Docusaurus',
        content: 'Pick the guide for the version you upgrade from.',
      }),
      ...fillerPages,
    ];
    expect((await ranked(records, 'migrating'))[0]).toBe('/docs/migration/');
  });

  it('ranks a page whose name holds some of the words above one that only mentions them more', async () => {
    const records = [
      docs({
        url: '/docs/navbar/',
        title: 'Navbar',
        content:
          'The version dropdown lists each version of the docs in the navbar at the top.',
      }),
      // "versioning" is only in its route, above its own slug.
      docs({
        url: '/docs/versioning/switch/',
        title: 'Switching releases',
        content: 'Readers pick a release in the version dropdown.',
      }),
      ...fillerPages,
    ];
    expect((await ranked(records, 'version dropdown'))[0]).toBe(
      '/docs/versioning/switch/',
    );
  });

  it('lists the page with the shorter route first when scores are equal', async () => {
    const content = 'Set draft to leave a page out of production builds.';
    const records = [
      docs({url: '/docs/reference/plugins/pages/', title: 'Pages', content}),
      docs({url: '/docs/blog/', title: 'Blog', content}),
      ...fillerPages,
    ];
    expect(await ranked(records, 'draft')).toEqual([
      '/docs/blog/',
      '/docs/reference/plugins/pages/',
    ]);
  });

  it('ranks a feature page above a migration guide that names it more often', async () => {
    const records = [
      docs({
        url: '/docs/migration/v2/manual/#sidebar-collapsible',
        title: 'Manual migration',
        content:
          'sidebarCollapsible moved: sidebarCollapsible is now a sidebar option.',
      }),
      docs({
        url: '/docs/3.7.0/migration/v3/#sidebars',
        title: 'Upgrading to v3',
        content:
          'sidebarCollapsible keeps working: sidebarCollapsible needs no change.',
      }),
      docs({
        url: '/docs/sidebar/#collapsible',
        title: 'Sidebar',
        content: 'Set sidebarCollapsible to let readers fold the categories.',
      }),
    ];
    expect((await ranked(records, 'sidebarCollapsible'))[0]).toBe(
      '/docs/sidebar/#collapsible',
    );
  });
});

describe('records ruled out before stemming', () => {
  // Words of the index, with the stems the index gives them.
  const lexicon = parseLexicon({
    language: 'en',
    entries: [
      'base',
      'cafe',
      'defined',
      'doc',
      'not',
      'path',
      'route',
      'routebasepath',
      'ssg',
      'swizzl!',
      'swizzled 2',
      'swizzling 3',
      'window',
    ].join('\n'),
  });
  const text: PageText = {
    records: [
      ['1', '', 'Rendering'],
      ['c', 'swizzled', 'A component swizzled with a wrapper.'],
      ['c', 'other', 'Nothing to see here.'],
      ['d', 'routeBasePath', 'routeBasePath', 'string · Where the docs live.'],
      ['c', 'accent', 'The café serves a défined window.'],
      ['c', 'phrase', 'The build fails: window is not defined.'],
      ['c', 'stop', 'Of the many, the few.'],
    ],
  };

  it('lists the lexicon words of each query word', () => {
    const filter = recordFilter(resolveQuery('swizzling', lexicon), lexicon);
    expect(filter).toHaveLength(1);
    expect(filter[0]).toEqual(
      expect.arrayContaining(['swizzled', 'swizzling', 'swizzl']),
    );
  });

  it('rules out the records that hold none of those words', () => {
    const filter = recordFilter(resolveQuery('swizzling', lexicon), lexicon);
    expect(mayHold('a component swizzled with a wrapper.', filter)).toBe(true);
    expect(mayHold('nothing to see here.', filter)).toBe(false);
    // Outside ASCII, lower case is not the index's normal form.
    expect(mayHold('nothing to see in the café.', filter)).toBe(true);
  });

  it.each([
    'swizzling',
    'swizzle',
    'swizz',
    'path',
    'base path',
    'routeBasePath',
    'ssg', // names the title record through its route only
    'cafe', // a record outside ASCII is never ruled out
    'window is not defined',
    'the of', // stop words only: found as a phrase
    'missing',
  ])('picks the same records for "%s" as stemming every record', (query) => {
    const words = resolveQuery(query, lexicon);
    const typed = query.toLowerCase().split(' ');
    const phrase = typed.length > 1 ? ` ${typed.join(' ')} ` : '';
    const routeStems = new Set(['doc', 'ssg']);
    // A text of its own for each call: records stemmed by one call must not
    // hide a record the other would rule out.
    const copy = (): PageText => structuredClone(text);
    expect(
      pickRecords(
        copy(),
        words,
        phrase,
        routeStems,
        recordFilter(words, lexicon),
      ),
    ).toEqual(pickRecords(copy(), words, phrase, routeStems));
  });
});

describe('page names', () => {
  it('are worked out for the pages a query matches, not for every page of a loaded shard', async () => {
    const engine = new SearchEngine({
      indexUrl: '/search-index/',
      fetch: memoryFetch([
        docs({url: '/docs/swizzling/', title: 'Swizzling', type: 'lvl1'}),
        ...fillerPages,
      ]).fetch,
    });
    const {shards} = await engine.shards(scope.languages, scope.tags);
    const worked = () =>
      shards.flatMap((shard) => shard.names.filter(Boolean)).length;
    const pageCount = shards.reduce(
      (sum, shard) => sum + shard.meta.pages.length,
      0,
    );
    expect(pageCount).toBe(21);
    expect(worked()).toBe(0);

    const result = await engine.rank({query: 'swizzle', ...scope});
    expect(result.pages).toHaveLength(1);
    expect(worked()).toBe(1);
    const [{shard, page}] = result.pages as [(typeof result.pages)[number]];
    const names = pageNames(shard, page);
    expect([...names.titleStems]).toEqual(['swizzl']);
    expect(names.titleWords).toEqual(['swizzling']);
    expect([...names.routeStems]).toEqual(['doc', 'swizzl']);
    // Worked out once: the same object the next time.
    expect(pageNames(shard, page)).toBe(names);
  });
});

describe('search engine matching', () => {
  it('prefers a page holding the word itself to one holding longer words it begins', async () => {
    const records = [
      docs({url: '/docs/options/', title: 'Options', type: 'lvl1'}),
      docs({
        url: '/docs/options/#sidebarPath',
        title: 'Options',
        definition: true,
        hierarchy: {lvl2: 'sidebarPath'} as SearchRecord['hierarchy'],
        content: 'string · Where the sidebars file is.',
      }),
      docs({url: '/docs/sidebar/', title: 'Sidebar', type: 'lvl1'}),
      docs({
        url: '/docs/sidebar/',
        title: 'Sidebar',
        content: 'The sidebar lists the docs.',
      }),
    ];
    expect((await ranked(records, 'sidebar'))[0]).toBe('/docs/sidebar/');
    // While the word is typed, its completions count.
    expect(await ranked(records, 'sidebarP')).toContain(
      '/docs/options/#sidebarPath',
    );
  });

  it('shows the record holding the query as a phrase before one holding its words apart', () => {
    const lexicon = parseLexicon({
      language: 'en',
      entries: ['defined', 'not', 'window'].join('\n'),
    });
    const text: PageText = {
      records: [
        ['1', '', 'Rendering'],
        ['c', 'apart', 'The window is there; a value is not defined yet.'],
        ['c', 'phrase', 'The build fails: window is not defined.'],
      ],
    };
    const query = 'window is not defined';
    const picked = pickRecords(
      text,
      resolveQuery(query, lexicon),
      ' window is not defined ',
    );
    expect(picked.records[0]).toBe(2);
    expect(picked.phrase).toBe(true);
  });

  it('does not take an option named by a longer identifier as named by the query', () => {
    const lexicon = parseLexicon({
      language: 'en',
      entries: ['doc', 'docversionroot', 'version'].join('\n'),
    });
    const text: PageText = {
      records: [
        ['1', '', 'Options'],
        [
          'd',
          'docVersionRoot',
          'docVersionRoot',
          'string · The component at the root of each versioned page.',
        ],
        ['c', 'versions', 'Each doc version has its own sidebar.'],
      ],
    };
    const picked = pickRecords(
      text,
      resolveQuery('doc version', lexicon),
      ' doc version ',
    );
    expect(picked.allInTitle).toBe(false);
    expect(picked.records[0]).toBe(2);
  });

  it('shows the option row named by the query, then the page is listed once', async () => {
    const records = [
      docs({url: '/docs/config/', title: 'Configuration', type: 'lvl1'}),
      docs({
        url: '/docs/config/',
        title: 'Configuration',
        content: 'The config file holds baseUrl and more.',
      }),
      docs({
        url: '/docs/config/#baseUrl',
        title: 'Configuration',
        definition: true,
        hierarchy: {lvl2: 'baseUrl'} as SearchRecord['hierarchy'],
        content: 'string · The base URL of the site.',
      }),
    ];
    const urls = await ranked(records, 'baseUrl');
    expect(urls[0]).toBe('/docs/config/#baseUrl');
    expect(new Set(urls).size).toBe(urls.length);
  });
});

describe('a word being typed', () => {
  const lexicon = parseLexicon({
    language: 'en',
    entries: ['base', 'path', 'sidebar', 'sidebars 1', 'versioning'].join('\n'),
  });

  it.each([
    ['sideb', true],
    ['base pa', true],
    ['versioni', true], // on its way to "versioning", whose stem it is
    ['sidebar', false],
    ['base path', false],
    ['path base', false],
    ['sidbear', false], // a typo: the reader has finished the word
    ['qzxwv', false], // no word of the index
  ])('"%s": %s', (query, typing) => {
    expect(isBeingTyped(resolveQuery(query, lexicon))).toBe(typing);
  });
});
