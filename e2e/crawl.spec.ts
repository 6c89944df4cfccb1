// A console-clean crawl. Every URL of the built sitemap and every
// /tests/ page loads in Chromium with no console error, no uncaught error
// and no failed request; it hydrates, has a title and exactly one H1.
// The URLs are split into shards that run in parallel on the test workers;
// each shard reuses one page, so the crawl stays within CI time.
import type {Page} from '@playwright/test';
import {builtRoutes, sitemapPaths} from './support/builtSite';
import {expect, test, waitForHydration} from './support/test';

const shardCount = 6;

/**
 * Pages whose purpose is to produce an error, with the messages they are
 * expected to log. Anything else they log is still reported.
 */
const expectedErrors: Record<string, RegExp> = {};

/**
 * Fixture pages without exactly one H1 by design, and why.
 */
const headingExceptions: Record<string, string> = {
  '/tests/pages/layout-no-children/':
    'renders the Layout with no children, to prove the shell stands alone',
};

function crawlList(): string[] {
  const paths = new Set([...sitemapPaths(), ...builtRoutes('/tests/')]);
  return [...paths].sort();
}

interface PageProblems {
  url: string;
  problems: string[];
}

async function visit(page: Page, url: string): Promise<PageProblems> {
  const problems: string[] = [];
  const allowed = expectedErrors[url];
  const onConsole = (message: {type(): string; text(): string}) => {
    if (
      message.type() === 'error' &&
      !allowed?.test(message.text()) &&
      !blockedWorkerMessage.test(message.text())
    ) {
      problems.push(`console error: ${message.text().slice(0, 200)}`);
    }
  };
  const onPageError = (error: Error) => {
    problems.push(`uncaught: ${error.message.slice(0, 200)}`);
  };
  const onRequestFailed = (request: {
    url(): string;
    resourceType(): string;
    failure(): {errorText: string} | null;
  }) => {
    const reason = request.failure()?.errorText ?? '';
    // Navigating away cancels requests still in flight, and the crawl
    // itself refuses images, fonts and media: neither is a failure.
    if (
      !reason.includes('ERR_ABORTED') &&
      !skippedResources.has(request.resourceType())
    ) {
      problems.push(`request failed: ${request.url()} (${reason})`);
    }
  };
  const onResponse = (response: {status(): number; url(): string}) => {
    if (response.status() >= 400) {
      problems.push(`HTTP ${response.status()}: ${response.url()}`);
    }
  };
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  page.on('requestfailed', onRequestFailed);
  page.on('response', onResponse);
  try {
    // Hydration, not the load event, marks a usable page: waiting for late
    // images and fonts would double the crawl's time. Their files are
    // checked to exist by e2e/link-integrity.spec.ts.
    await page.goto(url, {waitUntil: 'domcontentloaded', timeout: 15_000});
    await waitForHydration(page, {timeout: 10_000});
    const title = await page.title();
    if (!title.trim()) {
      problems.push('empty <title>');
    }
    const headings = await page.locator('h1').count();
    if (headings !== 1 && !(url in headingExceptions)) {
      problems.push(`${headings} H1 elements`);
    }
  } catch (error) {
    problems.push(`did not load and hydrate: ${(error as Error).message}`);
  } finally {
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
    page.off('requestfailed', onRequestFailed);
    page.off('response', onResponse);
  }
  return {url, problems};
}

// Service workers are blocked: each page would otherwise go through the
// site's worker and its caches, which e2e/offline.spec.ts tests, and the
// crawl would take longer. Blocked, a registration resolves to nothing and
// plugin-pwa's registration code logs this one error, which is skipped.
test.use({serviceWorkers: 'block'});

// Images, fonts and media are not fetched: decoding them is most of a
// page's work after hydration, and e2e/link-integrity.spec.ts proves every
// file the HTML names exists. Scripts, styles and data still load, so a
// missing chunk or a failing fetch is still caught.
const skippedResources = new Set(['image', 'font', 'media']);

// Matched by file name, so that scripts and styles never pass through the
// interception at all.
const skippedFiles =
  /\.(?:png|jpe?g|gif|webp|avif|svg|ico|woff2?|ttf|otf|mp4|webm)(?:[?#]|$)/i;

test.beforeEach(async ({page}) => {
  await page.route(skippedFiles, (route) =>
    skippedResources.has(route.request().resourceType())
      ? route.abort('blockedbyclient')
      : route.fallback(),
  );
});
const blockedWorkerMessage =
  /^registerSW failed TypeError: Cannot read properties of undefined \(reading 'waiting'\)/;

const urls = crawlList();

test('the crawl covers the sitemap and the /tests/ pages', () => {
  expect(sitemapPaths().length).toBeGreaterThan(400);
  expect(builtRoutes('/tests/').length).toBeGreaterThan(50);
  console.log(`crawl: ${urls.length} URLs in ${shardCount} shards`);
});

for (let shard = 0; shard < shardCount; shard += 1) {
  const shardUrls = urls.filter((_, index) => index % shardCount === shard);
  test(`crawl shard ${shard + 1}/${shardCount}: pages load clean`, async ({
    page,
  }) => {
    // Pages take about half a second; the per-page timeouts above bound a
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
