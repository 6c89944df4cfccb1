// A console-clean crawl. Every URL of the built sitemap and every
// /tests/ page renders in Chromium with no console error, no uncaught error
// and no failed request, with a title and exactly one H1. Most pages load
// from their HTML and hydrate; of the pages one template renders from data
// and of the older versions' docs, one page per group loads and the others
// are reached by client-side navigation (see support/crawlPlan.ts).
// The URLs are split into shards that run in parallel on the test workers;
// each shard reuses one page, so the crawl stays within CI time.
//
// A doc page of an older version whose Markdown renders exactly as the
// same page of the next newer version (see support/versionTwins.ts) is not
// loaded again: the browser would run the same components on the same
// content. Its built HTML is checked for a title and one H1 instead, and
// the pages of its version that did change are loaded in its version's
// shell. That leaves about a sixth of the pages, and of the crawl's time,
// out of the browser.
import {builtPage, builtRoutes, sitemapPaths} from './support/builtSite';
import {emulateConnection} from './support/connection';
import {
  headingExceptions,
  navigate,
  standInForMedia,
  visit,
  type PageProblems,
} from './support/crawl';
import {crawlPlan, navigationGroup} from './support/crawlPlan';
import {pageKinds, pagesWithOwnScripts} from './support/pageKinds';
import {expect, test} from './support/test';
import {versionTwins} from './support/versionTwins';

const shardCount = 6;

function siteList(): string[] {
  const paths = new Set([...sitemapPaths(), ...builtRoutes('/tests/')]);
  return [...paths].sort();
}

// Service workers are blocked: each page would otherwise go through the
// site's worker and its caches, which e2e/offline.spec.ts tests, and the
// crawl would take longer. Blocked, a registration resolves to nothing and
// plugin-pwa's registration code logs this one error, which is skipped.
//
// No trace either: a failing shard reports each page's problems itself, and
// recording the network and console of some 120 page loads per shard (to
// throw it away when the shard passes) made the crawl 8 % slower (one shard
// of 120 pages, one worker: 48.9 and 49.6 s with the trace, 45.2 s without).
test.use({serviceWorkers: 'block', trace: 'off'});

// The pages do not prefetch the pages they link to: the crawl reports the
// browser as a data-saver connection, on which the site skips prefetching
// (e2e/links.spec.ts proves it). Prefetching every visible link's chunks is a
// quarter of a page load's work, and the crawl visits each of those pages
// itself. The same spec proves the prefetching on a fast connection.
//
// Images, fonts and media are not fetched from the server: decoding them is
// most of a page's work after hydration, and e2e/link-integrity.spec.ts
// proves every file the HTML names exists. See standInForMedia(): images
// get a one-pixel stand-in, fonts and media are refused. Scripts, styles
// and data still load, so a missing chunk or a failing fetch is caught.
test.beforeEach(async ({page}) => {
  await standInForMedia(page);
  await emulateConnection(page, {effectiveType: '4g', saveData: true});
});

const allPages = siteList();
const twins = versionTwins(allPages);
const urls = allPages.filter((path) => !twins.has(path));
const plan = crawlPlan(urls);

test('the crawl covers the sitemap and the /tests/ pages', () => {
  expect(sitemapPaths().length).toBeGreaterThan(400);
  expect(builtRoutes('/tests/').length).toBeGreaterThan(50);
  console.log(
    `crawl: ${urls.length} URLs in ${shardCount} shards, ${plan.load.length} loaded and ${plan.navigate.length} navigated to; ${twins.size} doc pages the same as in the next newer version`,
  );
});

test('a page is left out only for a loaded twin with the same content', () => {
  const olderDocs = allPages.filter((path) => /^\/docs\/\d/.test(path));
  // Most older docs are unchanged; those that changed are still loaded.
  expect(twins.size).toBeGreaterThan(olderDocs.length / 2);
  expect(twins.size).toBeLessThan(olderDocs.length);
  for (const [path, twin] of twins) {
    expect(path).toMatch(/^\/docs\/\d/);
    // The twin is loaded, or is itself the twin of a loaded page.
    let loaded = twin;
    while (twins.has(loaded)) {
      loaded = twins.get(loaded)!;
    }
    expect(urls).toContain(loaded);
  }
  // Pages that changed between versions, or that have no Markdown body,
  // are loaded in each version.
  for (const path of [
    '/docs/3.7.0/installation/',
    '/docs/3.8.1/category/guides/',
    '/docs/3.7.0/tags/',
  ]) {
    expect(urls).toContain(path);
  }
});

test('the pages left out have a title and one H1 in their built HTML', () => {
  const problems = [...twins.keys()].flatMap((path) => {
    const $ = builtPage(path);
    const headings = $('h1').length;
    return [
      ...($('title').text().trim() ? [] : [`${path}: empty <title>`]),
      ...(headings === 1 || path in headingExceptions
        ? []
        : [`${path}: ${headings} H1 elements`]),
    ];
  });
  expect(problems).toEqual([]);
});

// The sampled page kinds that no sitemap lists: the 404 page, a client
// redirect, the search page with a query.
const samplesOutsideCrawl = Object.entries({
  ...pageKinds,
  ...pagesWithOwnScripts,
}).filter(([, path]) => !urls.includes(path));

test('the sampled pages the sitemap does not list load clean', async ({
  page,
}) => {
  expect(samplesOutsideCrawl.map(([kind]) => kind)).toEqual(
    expect.arrayContaining(['not found', 'client redirect']),
  );
  const failures: PageProblems[] = [];
  for (const [kind, path] of samplesOutsideCrawl) {
    const result = await visit(page, path, {
      expectedStatus: kind === 'not found' ? 404 : 200,
    });
    if (result.problems.length > 0) {
      failures.push(result);
    }
  }
  expect(failures).toEqual([]);
});

test('each group of pages reached by navigation has a loaded page', () => {
  // Every page is in the plan once.
  expect([...plan.load, ...plan.navigate].sort()).toEqual(urls);
  const loadedGroups = new Set(plan.load.map(navigationGroup));
  for (const path of plan.navigate) {
    expect(loadedGroups).toContain(navigationGroup(path));
  }
  // Pages with their own Markdown or page code in the current site load.
  for (const path of [
    '/',
    '/docs/installation/',
    '/blog/releases/3.8/',
    '/tests/pages/',
    '/showcase/',
  ]) {
    expect(plan.load).toContain(path);
  }
  for (const path of [
    '/changelog/3.8.1/',
    '/blog/tags/release/',
    '/docs/3.7.0/installation/',
  ]) {
    expect(plan.navigate).toContain(path);
  }
});

const builtTitle = (path: string) => builtPage(path)('title').text();

test('a navigation is reported unless it renders the page its HTML shows', async ({
  page,
}) => {
  await visit(page, '/docs/');
  const rendered = await navigate(
    page,
    '/docs/installation/',
    builtTitle('/docs/installation/'),
  );
  expect(rendered.problems).toEqual([]);
  expect(new URL(page.url()).pathname).toBe('/docs/installation/');
  await expect(page.locator('h1')).toHaveText(
    builtPage('/docs/installation/')('h1').text(),
  );
  // A route the browser does not know renders the not-found page.
  const unknown = await navigate(page, '/docs/no-such-page/', 'Nowhere', {
    timeout: 2_000,
  });
  expect(unknown.problems).toEqual([
    expect.stringMatching(
      /^did not render after navigation \(title "(?!Nowhere)/,
    ),
  ]);
  // A page whose scripts fail to load.
  await visit(page, '/docs/');
  await page.route('**/assets/js/**', (route) => route.abort());
  const broken = await navigate(page, '/docs/cli/', builtTitle('/docs/cli/'), {
    timeout: 2_000,
  });
  expect(broken.problems).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^request failed: .*\/assets\/js\//),
    ]),
  );
});

for (let shard = 0; shard < shardCount; shard += 1) {
  const inShard = (_: string, index: number) => index % shardCount === shard;
  const toLoad = plan.load.filter(inShard);
  const toNavigate = plan.navigate.filter(inShard);
  test(`crawl shard ${shard + 1}/${shardCount}: pages load clean`, async ({
    page,
  }) => {
    // A load takes about half a second, a navigation less; the per-page
    // timeouts of visit() and navigate() bound a page that hangs, so one
    // slow page cannot eat the shard's time.
    test.setTimeout((toLoad.length + toNavigate.length) * 4_000 + 60_000);
    const failures: PageProblems[] = [];
    for (const url of toLoad) {
      const result = await visit(page, url);
      if (result.problems.length > 0) {
        failures.push(result);
      }
    }
    // Navigations start from the last page loaded; after a page that went
    // wrong, the next one is loaded instead, from a clean document.
    let clean = failures.length === 0 && toLoad.length > 0;
    for (const url of toNavigate) {
      const result = clean
        ? await navigate(page, url, builtTitle(url))
        : await visit(page, url);
      clean = result.problems.length === 0;
      if (!clean) {
        failures.push(result);
      }
    }
    console.log(
      `crawl shard ${shard + 1}: ${toLoad.length} pages loaded, ${toNavigate.length} navigated to, ${failures.length} with problems`,
    );
    expect(failures).toEqual([]);
  });
}
