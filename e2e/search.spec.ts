// Search on the embedded index (local mode): the DocSearch modal, its
// keyboard access, results, recent searches, empty and error screens, and
// the /search page.
import type {Page} from '@playwright/test';
import judged from '../bench/search-queries.json';
import {builtFile} from './support/builtSite';
import type {SearchIndexManifest} from '../src/search/indexFormat';
import {collectConsole} from './support/console';
import {recordScripts} from './support/scriptRequests';
import {emulateConnection} from './support/connection';
import {
  reloadHydrated,
  waitForHydration,
  test as freshContextTest,
} from './support/test';
import {expect, test} from './support/sharedTab';

/**
 * The first search in a docs version downloads that version's index (about
 * 170 KB gzip) into the search worker; on a busy 2-core CI machine this can
 * take longer than the default 7 s expect timeout.
 */
const shardLoad = {timeout: 20_000};
const modal = '.DocSearch-Modal';

async function search(page: Page, query: string) {
  await page.keyboard.press('Control+k');
  const input = page.getByRole('searchbox');
  await input.fill(query);
  return input;
}

/**
 * Resolves once the open modal shows the outcome of the query in its input:
 * its hits (the "See all" link below them names the query) or the "No
 * results" screen for it. Hits still on screen from an earlier query have
 * another link, so they do not count.
 */
async function expectOutcomeShown(page: Page, options?: {timeout: number}) {
  // The value as the input kept it (it takes at most 64 characters).
  const query = await page.getByRole('searchbox').inputValue();
  const seeAll = page.locator(
    `.DocSearch-HitsFooter a[href="/search/?q=${encodeURIComponent(query)}"]`,
  );
  const noResults = page
    .locator('.DocSearch-NoResults .DocSearch-Title')
    .filter({hasText: `No results for "${query}"`});
  await expect(seeAll.or(noResults)).toBeVisible(options);
}

test.describe('opening and closing', () => {
  test('Ctrl+K and Cmd+K open the modal; Escape closes it and refocuses the button', async ({
    page,
    gotoHydrated,
  }) => {
    await gotoHydrated('/docs/');
    await page.keyboard.press('Control+k');
    await expect(page.locator(modal)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator(modal)).toHaveCount(0);
    await expect(page.locator('.DocSearch-Button')).toBeFocused();
    await page.keyboard.press('Meta+k');
    await expect(page.locator(modal)).toBeVisible();
  });

  test('"/" opens the modal, but types a slash inside a field', async ({
    page,
    gotoHydrated,
  }) => {
    await gotoHydrated('/search/');
    await page.locator('body').click({position: {x: 5, y: 300}});
    await page.keyboard.press('/');
    await expect(page.locator(modal)).toBeVisible();
    await expect(page.getByRole('searchbox').first()).toHaveValue('');
    await page.keyboard.press('Escape');
    const pageInput = page.locator('form input[type="search"]');
    await pageInput.click();
    await page.keyboard.press('/');
    await expect(page.locator(modal)).toHaveCount(0);
    await expect(pageInput).toHaveValue('/');
  });

  test('text selected on the page is the initial query; typing reads it, and tests storage, no more', async ({
    page,
    gotoHydrated,
  }) => {
    // The modal reads the selection and creates its two search stores
    // (each tests local storage with a throwaway key) when it opens. Doing
    // it again on each render made every keystroke lay out the page.
    await page.addInitScript(() => {
      const counts = {selectionRead: 0, storageTest: 0};
      (window as unknown as {__modalCounts: typeof counts}).__modalCounts =
        counts;
      const toText = Selection.prototype.toString;
      Selection.prototype.toString = function (this: Selection) {
        counts.selectionRead += 1;
        return toText.call(this);
      };
      const setItem = Storage.prototype.setItem;
      Storage.prototype.setItem = function (
        this: Storage,
        key: string,
        value: string,
      ) {
        if (key === '__TEST_KEY__') {
          counts.storageTest += 1;
        }
        setItem.call(this, key, value);
      };
    });
    await gotoHydrated('/docs/');
    await page.evaluate(() => {
      const heading = document.querySelector('h1')!;
      getSelection()!.selectAllChildren(heading);
    });
    const selected = await page.evaluate(() => getSelection()!.toString());
    await page.keyboard.press('Control+k');
    const input = page.getByRole('searchbox');
    await expect(input).toHaveValue(selected.slice(0, 64));
    const counts = () =>
      page.evaluate(
        () =>
          (
            window as unknown as {
              __modalCounts: {selectionRead: number; storageTest: number};
            }
          ).__modalCounts,
      );
    const opened = await counts();
    await input.fill('');
    await input.pressSequentially('sidebar');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    expect(await counts()).toEqual(opened);
  });

  test('the input says "Search docs" and takes at most 64 characters', async ({
    page,
    gotoHydrated,
  }) => {
    await gotoHydrated('/docs/');
    await page.keyboard.press('Control+k');
    const input = page.getByRole('searchbox');
    await expect(input).toHaveAttribute('placeholder', 'Search docs');
    await expect(input).toHaveAttribute('maxlength', '64');
  });
});

test.describe('keyboard', () => {
  test('"/" typed in the live code editor stays in the editor', async ({
    page,
    gotoHydrated,
  }) => {
    await gotoHydrated('/docs/playground/');
    const editor = page.locator('[contenteditable]').first();
    await editor.click();
    await page.keyboard.press('End');
    await page.keyboard.press('/');
    await expect(editor).toContainText('/');
    await expect(page.locator(modal)).toHaveCount(0);
  });

  test('Ctrl+K while the modal is open closes it', async ({
    page,
    gotoHydrated,
  }) => {
    await gotoHydrated('/docs/');
    await page.keyboard.press('Control+k');
    await expect(page.locator(modal)).toBeVisible();
    await page.getByRole('searchbox').fill('sidebar');
    await page.keyboard.press('Control+k');
    await expect(page.locator(modal)).toHaveCount(0);
  });
});

test.describe('relevance', () => {
  // A sample of the judged queries (bench/search-queries.json), one or two
  // per class; the whole set is measured by npm run bench:search.
  const sample = [
    'trailingSlash',
    'onBrokenLinks',
    'routeBasePath',
    'swizzle',
    'migrating',
    'mermiad',
    'useBaseUrl',
    'sidebar_position',
    'window is not defined',
    'write-heading-ids',
    'deploy to github pages',
    'tabs',
  ];
  // One page serves every query: the index is loaded once, as for a reader
  // who searches again.
  test('each sampled query shows a right page first', async ({
    page,
    gotoHydrated,
  }) => {
    // Twelve searches: room for the first index download on a busy machine.
    test.setTimeout(60_000);
    await gotoHydrated('/docs/');
    await page.keyboard.press('Control+k');
    const input = page.getByRole('searchbox');
    for (const query of sample) {
      const entry = judged.queries.find(
        (candidate) => candidate.query === query,
      )!;
      await input.fill(query);
      await expectOutcomeShown(page, shardLoad);
      const first = page.locator('.DocSearch-Hit a').first();
      await expect(first, `a hit for "${query}"`).toBeVisible();
      const href = (await first.getAttribute('href'))!.replace(/#.*$/, '');
      expect
        .soft(entry.relevant, `first hit of "${query}" (${entry.class})`)
        .toContain(href);
    }
  });
});

test.describe('results', () => {
  // The tests of this block that start from the same search share its page
  // (a step per behaviour); the ones that leave the modal come last.
  test('a word shows grouped, highlighted hits, at most 5 per group; "See all N results" opens the search page for the query', async ({
    page,
    gotoHydrated,
  }) => {
    await gotoHydrated('/docs/');
    await search(page, 'sidebar');
    await test.step('grouped, highlighted hits, at most 5 per group', async () => {
      await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
      await expect(page.locator('.DocSearch-Hit mark').first()).toContainText(
        /sidebar/i,
      );
      const groups = page.locator('.DocSearch-Hits');
      const groupCount = await groups.count();
      expect(groupCount).toBeGreaterThan(0);
      for (let index = 0; index < groupCount; index += 1) {
        expect(
          await groups.nth(index).locator('.DocSearch-Hit').count(),
        ).toBeLessThanOrEqual(5);
      }
    });
    await test.step('"See all N results" opens the search page', async () => {
      const seeAll = page.getByRole('link', {name: /^See all \d+ results$/});
      await expect(seeAll).toBeVisible();
      // The link sits below the hits, at the bottom of the scrolling list.
      await page
        .locator('.DocSearch-Dropdown')
        .evaluate((list) => list.scrollTo(0, list.scrollHeight));
      await seeAll.click();
      await expect(page).toHaveURL(/\/search\/\?q=sidebar$/);
      await expect(page.getByRole('heading', {level: 1})).toContainText(
        'sidebar',
      );
    });
  });

  test('the four best pages show their sections; the rest, loaded without text, show their titles', async ({
    page,
    gotoHydrated,
  }) => {
    await gotoHydrated('/docs/');
    // Counted from here: in the shared tab, the search page an earlier test
    // ended on (it loads the text of a whole page of hits) may still be
    // finishing its requests while this test's first page loads.
    const textFiles: string[] = [];
    page.on('request', (request) => {
      if (/\/search-index\/.*\.text\./.test(request.url())) {
        textFiles.push(request.url());
      }
    });
    await search(page, 'plugin');
    await expect(page.locator('.DocSearch-Hit').nth(8)).toBeVisible(shardLoad);
    expect(textFiles.length).toBeGreaterThan(0);
    expect(textFiles.length).toBeLessThanOrEqual(4);
    // Section hits link to an anchor; a page listed by title links to the
    // page itself.
    const hrefs = await page
      .locator('.DocSearch-Hit a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs.some((href) => href?.includes('#'))).toBe(true);
    expect(hrefs.filter((href) => !href?.includes('#')).length).toBeGreaterThan(
      2,
    );
  });

  test('a hit prefetches its page, by its path and once, after it has stayed on screen for a moment; a click opens the page in the app', async ({
    page,
    gotoHydrated,
  }) => {
    await gotoHydrated('/docs/');
    // Records when each hit path first shows in the modal and when its
    // page is asked for.
    await page.evaluate(() => {
      const record = {
        shown: {} as Record<string, number>,
        calls: [] as [string, number][],
      };
      (window as unknown as {record: typeof record}).record = record;
      new MutationObserver(() => {
        for (const link of Array.from(
          document.querySelectorAll('.DocSearch-Hit a'),
        )) {
          const path = link.getAttribute('href')!.replace(/#.*$/, '');
          record.shown[path] ??= performance.now();
        }
      }).observe(document.body, {childList: true, subtree: true});
      const original = window.docusaurus;
      window.docusaurus = {
        ...original,
        prefetch: (path: string) => {
          record.calls.push([path, performance.now()]);
          return original.prefetch(path);
        },
      };
    });
    type Recorded = {
      shown: {[path: string]: number};
      calls: [string, number][];
    };
    const recorded = () =>
      page.evaluate(() => (window as unknown as {record: Recorded}).record);
    await search(page, 'sidebar');
    await expectOutcomeShown(page, shardLoad);
    const hrefs = await page
      .locator('.DocSearch-Hit a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
    expect(hrefs.some((href) => href.includes('#'))).toBe(true);
    const firstPath = hrefs[0]!.replace(/#.*$/, '');
    await expect
      .poll(async () => (await recorded()).calls.map(([path]) => path))
      .toContain(firstPath);
    const {shown, calls} = await recorded();
    const paths = calls.map(([path]) => path);
    // Paths only, each once, each of a hit that was shown, and never in the
    // first 400 ms it was on screen.
    expect(paths.filter((path) => /[#?]/.test(path))).toEqual([]);
    expect(new Set(paths).size).toBe(paths.length);
    for (const [path, at] of calls) {
      expect(shown[path], path).toBeDefined();
      expect(at - shown[path]!, path).toBeGreaterThanOrEqual(400);
    }

    // A plain click navigates in the app: the window (and this marker on
    // it) stays.
    await page.evaluate(() => {
      (window as unknown as {samePage: boolean}).samePage = true;
    });
    const withSection = page.locator('.DocSearch-Hit a[href*="#"]').first();
    const href = await withSection.getAttribute('href');
    await withSection.click();
    await expect(page).toHaveURL(
      new RegExp(`${href!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
    );
    await expect(page.locator(modal)).toHaveCount(0);
    expect(
      await page.evaluate(
        () => (window as unknown as {samePage?: boolean}).samePage,
      ),
    ).toBe(true);
  });

  test('a typo still finds the page; Enter opens the selected hit at its own URL', async ({
    page,
    gotoHydrated,
  }) => {
    await gotoHydrated('/docs/');
    await search(page, 'sidbar');
    await test.step('a typo still finds the page', async () => {
      await expect(
        page.locator('.DocSearch-Hit a[href="/docs/sidebar/"]').first(),
      ).toBeVisible();
    });
    await test.step('Enter opens the selected hit at its own URL', async () => {
      const first = page.locator('.DocSearch-Hit a').first();
      const href = await first.getAttribute('href');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(
        new RegExp(`${href!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
      );
      await expect(page.locator(modal)).toHaveCount(0);
    });
  });

  test('contextual search: a 3.7.0 page finds 3.7.0 docs, not other versions', async ({
    page,
    gotoHydrated,
  }) => {
    await gotoHydrated('/docs/3.7.0/installation/');
    await search(page, 'sidebar');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    const hrefs = await page
      .locator('.DocSearch-Hit a')
      .evaluateAll((links) =>
        links.map((link) => link.getAttribute('href') ?? ''),
      );
    const docs = hrefs.filter((href) => href.startsWith('/docs/'));
    expect(docs.length).toBeGreaterThan(0);
    expect(docs.every((href) => href.startsWith('/docs/3.7.0/'))).toBe(true);
  });

  test('contextual search: a current page finds current docs only', async ({
    page,
    gotoHydrated,
  }) => {
    await gotoHydrated('/docs/installation/');
    await search(page, 'sidebar');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    const hrefs = await page
      .locator('.DocSearch-Hit a')
      .evaluateAll((links) =>
        links.map((link) => link.getAttribute('href') ?? ''),
      );
    expect(hrefs.some((href) => /^\/docs\/3\.(7\.0|8\.1)\//.test(href))).toBe(
      false,
    );
  });
});

test.describe('recent searches and favourites', () => {
  test('persist across reload', async ({page, gotoHydrated}) => {
    await gotoHydrated('/docs/');
    await search(page, 'sidbar');
    await page.locator('.DocSearch-Hit a').first().click();
    await waitForHydration(page);
    await page.keyboard.press('Control+k');
    const recent = page.locator('.DocSearch-Hit-source', {hasText: 'Recent'});
    await expect(recent).toBeVisible();
    await page.getByTitle('Save this search').first().click();
    await expect(
      page.locator('.DocSearch-Hit-source', {hasText: 'Favorite'}),
    ).toBeVisible();
    await reloadHydrated(page);
    await page.keyboard.press('Control+k');
    await expect(
      page.locator('.DocSearch-Hit-source', {hasText: 'Favorite'}),
    ).toBeVisible();
    const stored = await page.evaluate(() =>
      Object.keys(localStorage).filter((key) => key.startsWith('__DOCSEARCH_')),
    );
    expect(stored).toEqual(
      expect.arrayContaining([
        '__DOCSEARCH_RECENT_SEARCHES__docusaurus-2',
        '__DOCSEARCH_FAVORITE_SEARCHES__docusaurus-2',
      ]),
    );
  });
});

test.describe('empty and error screens', () => {
  test('no results: the query, suggestions and a way to report it', async ({
    page,
    gotoHydrated,
  }) => {
    await gotoHydrated('/docs/');
    await search(page, 'sidebar');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await page.getByRole('searchbox').fill('sidebarxqzwv');
    const screen = page.locator('.DocSearch-NoResults');
    await expect(screen).toContainText('No results for "sidebarxqzwv"');
    await expect(screen).toContainText('Try searching for');
    const suggestions = screen.locator('.DocSearch-NoResults-Prefill-List li');
    expect(await suggestions.count()).toBeGreaterThan(0);
    expect(await suggestions.count()).toBeLessThanOrEqual(3);
    await expect(screen).toContainText(
      'Believe this query should return results?',
    );
    await expect(
      screen.getByRole('link', {name: 'Let us know.'}),
    ).toHaveAttribute('href', /github\.com\/facebook\/docusaurus\/issues\/new/);
  });

  test('an unreachable index shows the network error screen', async ({
    page,
    gotoHydrated,
  }) => {
    // On the context: the index is fetched by the search worker.
    await page.context().route('**/search-index/**', (route) => route.abort());
    await gotoHydrated('/docs/');
    await search(page, 'sidebar');
    const screen = page.locator('.DocSearch-ErrorScreen');
    await expect(screen).toContainText('Unable to fetch results');
    await expect(screen).toContainText(
      'You might want to check your network connection.',
    );
    // The screen stays: DocSearch would otherwise reset to "No results".
    await page.waitForTimeout(500);
    await expect(screen).toBeVisible();
  });
});

test.describe('search page', () => {
  test('shows titles, breadcrumbs and more results on scroll; labels each hit with its section and lists each URL once', async ({
    page,
    gotoHydrated,
  }) => {
    const errors = collectConsole(page, 'error');
    await gotoHydrated('/search/?q=version');
    const results = page.locator('main article');
    await test.step('titles, breadcrumbs and more results on scroll', async () => {
      await expect(page.getByRole('heading', {level: 1})).toHaveText(
        'Search results for "version"',
      );
      await expect(results.first()).toBeVisible(shardLoad);
      await expect(results.first().locator('h2 a')).toBeVisible();
      await expect(
        results.first().locator('nav[aria-label="Breadcrumbs"], ul').first(),
      ).toBeVisible();
      const firstCount = await results.count();
      await page.mouse.wheel(0, 20000);
      await expect
        .poll(() => results.count())
        .toBeGreaterThan(Math.max(firstCount, 15));
      expect(errors).toEqual([]);
    });
    await test.step('each hit labelled with its section, each URL once', async () => {
      const hits = await results.evaluateAll((articles) =>
        articles.map((article) => ({
          url: article.querySelector('h2 a')?.getAttribute('href') ?? '',
          label:
            article.querySelector('nav li')?.textContent?.trim() ?? '(none)',
        })),
      );
      const expectedLabel = (url: string) =>
        url.startsWith('/docs/')
          ? 'Docs'
          : url.startsWith('/blog/')
            ? 'Blog'
            : url.startsWith('/changelog/')
              ? 'Changelog'
              : url.startsWith('/community/')
                ? 'Community'
                : url.startsWith('/showcase/')
                  ? 'Showcase'
                  : 'Pages';
      for (const hit of hits) {
        expect(hit.label, hit.url).toBe(expectedLabel(hit.url));
      }
      const urls = hits.map((hit) => hit.url);
      expect(new Set(urls).size).toBe(urls.length);
      expect(new Set(hits.map((hit) => hit.label)).size).toBeGreaterThan(1);
    });
  });

  test('filters by docs version', async ({page, gotoHydrated}) => {
    await gotoHydrated('/search/?q=sidebar');
    const select = page.locator('form select');
    await select.selectOption({label: '3.7.0'});
    // The hits of the query before the choice may show first: wait for the
    // list of the chosen version.
    const docsLinks = () =>
      page
        .locator('main article h2 a')
        .evaluateAll((links) =>
          links
            .map((link) => link.getAttribute('href') ?? '')
            .filter((href) => href.startsWith('/docs/')),
        );
    await expect
      .poll(docsLinks, shardLoad)
      .toContainEqual(expect.stringMatching(/^\/docs\/3\.7\.0\//));
    expect(
      (await docsLinks()).filter((href) => !href.startsWith('/docs/3.7.0/')),
    ).toEqual([]);
  });

  test('without a query shows an empty state', async ({page, gotoHydrated}) => {
    await gotoHydrated('/search/');
    await expect(page.getByRole('heading', {level: 1})).toHaveText(
      'Search the documentation',
    );
    await expect(page.locator('main article')).toHaveCount(0);
  });
});

test.describe('safety', () => {
  const hostile = [
    '<script>window.__pwned = 1</script>',
    '"><img src=x onerror="window.__pwned=1">',
    '😀'.repeat(64),
    'مرحبا بالعالم',
    '?!.,;:…',
  ];

  test('hostile queries render as text; nothing executes; no errors', async ({
    page,
    gotoHydrated,
  }) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') {
        problems.push(message.text());
      }
    });
    page.on('dialog', (dialog) => {
      problems.push(`dialog: ${dialog.message()}`);
      void dialog.dismiss();
    });
    await gotoHydrated('/docs/');
    await page.keyboard.press('Control+k');
    const input = page.getByRole('searchbox');
    for (const query of hostile) {
      await input.fill(query);
      await expectOutcomeShown(page, shardLoad);
    }
    await gotoHydrated(`/search/?q=${encodeURIComponent(hostile[1]!)}`);
    await expect(page.getByRole('heading', {level: 1})).toContainText(
      'onerror',
    );
    expect(
      await page.evaluate(
        () => (window as unknown as {__pwned?: number}).__pwned,
      ),
    ).toBeUndefined();
    expect(problems).toEqual([]);
  });

  test('local search downloads no hosted Algolia client', async ({
    page,
    gotoHydrated,
  }) => {
    // A method only the hosted client (algoliasearch/lite) defines; the
    // client DocSearch carries inside its modal has no such method.
    const hostedClientMark = 'searchWithHTTPInfo';
    const requests = recordScripts(page);
    await gotoHydrated('/docs/');
    await search(page, 'sidebar');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await page.goto('/search/?q=plugin');
    await expect(page.locator('main article').first()).toBeVisible(shardLoad);
    requests.stop();
    // The search code did load: the modal's chunk is among the scripts.
    expect(requests.paths).toEqual(
      expect.arrayContaining([expect.stringContaining('docsearch')]),
    );
    // Read from the build: a missing file fails instead of counting as empty.
    expect(
      requests.paths.filter((pathname) =>
        builtFile(decodeURIComponent(pathname.slice(1))).includes(
          hostedClientMark,
        ),
      ),
    ).toEqual([]);
  });

  test('no request leaves 127.0.0.1', async ({page, gotoHydrated}) => {
    const external: string[] = [];
    page.on('request', (request) => {
      const {hostname} = new URL(request.url());
      if (
        !['127.0.0.1', 'localhost'].includes(hostname) &&
        !request.url().startsWith('data:')
      ) {
        external.push(request.url());
      }
    });
    await gotoHydrated('/docs/');
    await search(page, 'sidebar');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await page.goto('/search/?q=plugin');
    await expect(page.locator('main article').first()).toBeVisible(shardLoad);
    expect(external).toEqual([]);
  });
});

// A fresh context each: an empty HTTP cache and no search worker yet, as on
// a reader's first visit.
freshContextTest.describe('loading ahead of the first search', () => {
  const manifest = JSON.parse(
    builtFile('search-index/manifest.json'),
  ) as SearchIndexManifest;
  /**
   * The index files a search on /docs/ needs: the lexicon and the shards of
   * its contextual filters (the current docs, the community docs, and the
   * pages of no docs version), not the shards of older versions.
   */
  const currentIndexFiles = [
    'manifest.json',
    ...manifest.lexicons.map((lexicon) => lexicon.file),
    ...manifest.shards
      .filter((shard) =>
        ['default', 'docs-default-current', 'docs-community-current'].includes(
          shard.docusaurus_tag,
        ),
      )
      .flatMap((shard) => [shard.file, shard.postings]),
  ].sort();
  const indexFile = (url: string) =>
    /\/search-index\/([^/?]+)$/.exec(new URL(url).pathname)?.[1];
  const isTextFile = (file: string) =>
    /\.text\.\d+\.[0-9a-f]+\.json$/.test(file);
  /** Search code: the modal's chunks, the client and the worker's script. */
  const isSearchCode = (url: string) =>
    /\/assets\/js\/(search\.|[^/]*(docsearch_react_modal|docsearch_css|siteSearchClient))/.test(
      new URL(url).pathname,
    );

  const uniqueIndexFiles = (requested: string[]) =>
    [...new Set(requested.filter((file) => !file.startsWith('/')))].sort();

  /** Everything of search the context requests, in order. */
  function recordSearchRequests(page: Page) {
    const requested: string[] = [];
    page.context().on('request', (request) => {
      const file = indexFile(request.url());
      if (file) {
        requested.push(file);
      } else if (isSearchCode(request.url())) {
        requested.push(new URL(request.url()).pathname);
      }
    });
    return requested;
  }

  async function searchAndWaitForHits(page: Page) {
    await page.keyboard.press('Control+k');
    await page.getByRole('searchbox').fill('sidebar');
    await expect(page.locator('.DocSearch-Hit a[href]').first()).toBeVisible(
      shardLoad,
    );
  }

  freshContextTest(
    'once the page is idle, the index of the version read loads unasked; the first search then fetches only the modal and page text',
    async ({page, gotoHydrated}) => {
      const requested = recordSearchRequests(page);
      await gotoHydrated('/docs/');
      await expect
        // Once each: with the site's service worker, a file the search
        // worker fetches through it is reported twice.
        .poll(() => uniqueIndexFiles(requested), {
          timeout: 15_000,
        })
        .toEqual(currentIndexFiles);
      expect(
        requested.some((file) => /\/assets\/js\/search\./.test(file)),
      ).toBe(true);
      // Parsed by the worker too: the loads have all ended.
      await page.waitForLoadState('networkidle');
      const before = requested.length;
      await searchAndWaitForHits(page);
      const afterKey = requested.slice(before);
      // The modal's code waits for the reader: it would run on the page's
      // thread. It is the only script the key fetches: the modal's styles
      // are in the site's stylesheet already.
      expect(afterKey.filter((file) => file.startsWith('/'))).toEqual([
        expect.stringMatching(/docsearch_react_modal/),
      ]);
      const indexFilesAfterKey = afterKey.filter(
        (file) => !file.startsWith('/'),
      );
      expect(indexFilesAfterKey.length).toBeGreaterThan(0);
      expect(indexFilesAfterKey.filter((file) => !isTextFile(file))).toEqual(
        [],
      );
    },
  );

  freshContextTest(
    'on a data-saver connection nothing of search loads until the reader reaches for it',
    async ({page, gotoHydrated}) => {
      await emulateConnection(page, {effectiveType: '4g', saveData: true});
      const requested = recordSearchRequests(page);
      await gotoHydrated('/docs/');
      await page.waitForLoadState('networkidle');
      // Well past the point where a normal connection starts loading (a
      // second of quiet network after load, then an idle period).
      await page.waitForTimeout(3_000);
      expect(requested).toEqual([]);
      await searchAndWaitForHits(page);
      expect(uniqueIndexFiles(requested)).toEqual(
        expect.arrayContaining(currentIndexFiles),
      );
    },
  );
});
