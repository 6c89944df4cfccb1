// A console-clean crawl. Every URL of the built sitemap and every
// /tests/ page loads in Chromium with no console error, no uncaught error
// and no failed request; it hydrates, has a title and exactly one H1.
// The URLs are split into shards that run in parallel on the test workers;
// each shard reuses one page, so the crawl stays within CI time.
import {builtRoutes, sitemapPaths} from './support/builtSite';
import {emulateConnection} from './support/connection';
import {standInForMedia, visit, type PageProblems} from './support/crawl';
import {pageKinds, pagesWithOwnScripts} from './support/pageKinds';
import {expect, test} from './support/test';

const shardCount = 6;

function crawlList(): string[] {
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

const urls = crawlList();

test('the crawl covers the sitemap and the /tests/ pages', () => {
  expect(sitemapPaths().length).toBeGreaterThan(400);
  expect(builtRoutes('/tests/').length).toBeGreaterThan(50);
  console.log(`crawl: ${urls.length} URLs in ${shardCount} shards`);
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

for (let shard = 0; shard < shardCount; shard += 1) {
  const shardUrls = urls.filter((_, index) => index % shardCount === shard);
  test(`crawl shard ${shard + 1}/${shardCount}: pages load clean`, async ({
    page,
  }) => {
    // Pages take about half a second; the per-page timeouts of visit() bound a
    // page that hangs, so one slow page cannot eat the shard's time.
    test.setTimeout(shardUrls.length * 4_000 + 60_000);
    const failures: PageProblems[] = [];
    for (const url of shardUrls) {
      const result = await visit(page, url);
      if (result.problems.length > 0) {
        failures.push(result);
      }
    }
    console.log(
      `crawl shard ${shard + 1}: ${shardUrls.length} pages, ${failures.length} with problems`,
    );
    expect(failures).toEqual([]);
  });
}
