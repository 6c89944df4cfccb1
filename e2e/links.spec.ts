// Links: where external and internal links lead, route prefetching on hover
// and when a link scrolls into view (skipped on 2g or data-saver
// connections), and .html paths.
import type {Page, Request} from '@playwright/test';
import {expect, test} from './support/sharedTab';
import {emulateConnection} from './support/connection';
import {
  expectScriptsOfRequested,
  recordScripts,
} from './support/scriptRequests';

const linkTests = '/tests/pages/link-tests/';

/** Route chunks: scripts under /assets/js/ other than the entry bundles. */
function isRouteChunk(request: Request): boolean {
  const {pathname} = new URL(request.url());
  return (
    pathname.startsWith('/assets/js/') &&
    !/\/(main|runtime~main)\.[0-9a-f]+\.js$/.test(pathname)
  );
}

/** Prefetch hints the router has added to <head>. */
function prefetchHints(page: Page): Promise<string[]> {
  return page
    .locator('head link[rel="prefetch"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
}

test.describe('link rules', () => {
  test('external links, with a scheme or //, open in a new tab without opener or referrer', async ({
    page,
    gotoHydrated,
  }) => {
    await gotoHydrated(linkTests);
    for (const linkCase of ['external', 'protocol-relative']) {
      const link = page.locator(`a[data-case="${linkCase}"]`);
      await expect(link).toHaveAttribute('target', '_blank');
      const rel = (await link.getAttribute('rel')) ?? '';
      expect(rel.split(' ')).toEqual(
        expect.arrayContaining(['noopener', 'noreferrer']),
      );
    }
    await expect(
      page.locator('a[data-case="protocol-relative"]'),
    ).toHaveAttribute('href', '//github.com/facebook/docusaurus');
  });

  test('internal links get the base URL and the trailing slash, and navigate client-side', async ({
    page,
    gotoHydrated,
  }) => {
    await gotoHydrated(linkTests);
    // Written as /tests/pages/seo; the base URL is "/" and trailingSlash is on.
    const link = page.locator('a[data-case="no-trailing-slash"]');
    await expect(link).toHaveAttribute('href', '/tests/pages/seo/');
    await expect(link).not.toHaveAttribute('target', /.+/);
    await expect(page.locator('a[data-case="query-and-hash"]')).toHaveAttribute(
      'href',
      '/tests/pages/tabs-tests/?fixture-lang=ts#selection-in-the-query-string',
    );
    // A client-side navigation keeps the same document.
    await page.evaluate(() => {
      (window as unknown as {marker: string}).marker = 'same document';
    });
    await link.click();
    await expect(page).toHaveURL(/\/tests\/pages\/seo\/$/);
    expect(
      await page.evaluate(
        () => (window as unknown as {marker?: string}).marker,
      ),
    ).toBe('same document');
  });
});

test.describe('preloading and prefetching', () => {
  test('hovering an internal link loads its route chunks, so the click needs no download', async ({
    page,
    gotoHydrated,
  }) => {
    // Every script the tab loads, from the first page on.
    const requests = recordScripts(page);
    await gotoHydrated(linkTests);
    const chunkScripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script' && isRouteChunk(request)) {
        chunkScripts.push(request.url());
      }
    });
    await page.waitForLoadState('networkidle');
    expect(chunkScripts).toEqual([]);

    await page.locator('a[data-case="no-trailing-slash"]').hover();
    await expect.poll(() => chunkScripts.length).toBeGreaterThan(0);
    // Wait until the hover has asked for every script the page needs.
    await expectScriptsOfRequested(requests, '/tests/pages/seo/');
    requests.stop();

    const loadedOnHover = chunkScripts.length;
    await page.locator('a[data-case="no-trailing-slash"]').click();
    await expect(page).toHaveURL(/\/tests\/pages\/seo\/$/);
    await expect(page.locator('h1')).toBeVisible();
    expect(chunkScripts).toHaveLength(loadedOnHover);
  });

  test('a link is prefetched when it scrolls into view', async ({
    page,
    gotoHydrated,
  }) => {
    await gotoHydrated('/');
    await page.waitForLoadState('networkidle');
    const footerLink = page.locator('.footer a[href="/docs/migration/"]');
    await expect(footerLink).not.toBeInViewport();
    const before = await prefetchHints(page);

    const prefetchRequests: string[] = [];
    page.on('request', (request) => {
      if (isRouteChunk(request)) {
        prefetchRequests.push(request.url());
      }
    });
    await footerLink.scrollIntoViewIfNeeded();
    await expect
      .poll(async () => (await prefetchHints(page)).length)
      .toBeGreaterThan(before.length);
    const added = (await prefetchHints(page)).filter(
      (href) => !before.includes(href),
    );
    // The hints are fetched at once, as low-priority requests.
    await expect
      .poll(() =>
        added.every((href) =>
          prefetchRequests.some((url) => url.endsWith(href)),
        ),
      )
      .toBe(true);
  });

  test('a visible link is prefetched in idle time, not in the task that reports it', async ({
    page,
    gotoHydrated,
  }) => {
    await gotoHydrated('/');
    await page.waitForLoadState('networkidle');
    // What a link scrolling into view does: nothing is added in the same
    // task; the hints follow once the page is idle.
    const {before, sameTask} = await page.evaluate(() => {
      const hints = () =>
        document.querySelectorAll('link[rel="prefetch"]').length;
      const count = hints();
      // Pages the home page does not link to (one new page is enough).
      for (const path of [
        '/docs/api/plugins/@docusaurus/plugin-pwa/',
        '/docs/markdown-features/diagrams/',
        '/blog/releases/3.0/',
      ]) {
        void window.docusaurus.prefetch(path);
      }
      return {before: count, sameTask: hints()};
    });
    expect(sameTask).toBe(before);
    await expect
      .poll(async () => (await prefetchHints(page)).length)
      .toBeGreaterThan(before);
  });

  test('each chunk file is prefetched once, however many routes need it', async ({
    page,
    gotoHydrated,
  }) => {
    // The sidebar's many links share the docs' theme and data chunks.
    await gotoHydrated('/docs/installation/');
    await expect
      .poll(async () => (await prefetchHints(page)).length)
      .toBeGreaterThan(10);
    await page.waitForLoadState('networkidle');
    const hints = await prefetchHints(page);
    expect(hints.length).toBe(new Set(hints).size);
  });

  for (const connection of [
    {name: 'data saver', effectiveType: '4g', saveData: true},
    {name: '2g', effectiveType: '2g', saveData: false},
    {name: 'slow-2g', effectiveType: 'slow-2g', saveData: false},
  ]) {
    test(`nothing is prefetched or preloaded on a ${connection.name} connection`, async ({
      page,
      gotoHydrated,
    }) => {
      await emulateConnection(page, connection);
      const chunkRequests: string[] = [];
      page.on('request', (request) => {
        if (isRouteChunk(request)) {
          chunkRequests.push(request.url());
        }
      });
      await gotoHydrated(linkTests);
      const initialChunks = chunkRequests.length;
      await page.locator('.footer').scrollIntoViewIfNeeded();
      await page.locator('a[data-case="no-trailing-slash"]').hover();
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(300);
      expect(await prefetchHints(page)).toEqual([]);
      expect(chunkRequests).toHaveLength(initialChunks);
      // Nor is the chunk map, which only prefetching would need here,
      // whenever it would have been asked for.
      expect(
        chunkRequests.filter((url) => url.includes('/chunk-map.')),
      ).toEqual([]);
    });
  }

  test('the same page on a fast connection is prefetched (control for the test above)', async ({
    page,
    gotoHydrated,
  }) => {
    await emulateConnection(page, {effectiveType: '4g', saveData: false});
    await gotoHydrated(linkTests);
    await expect
      .poll(async () => (await prefetchHints(page)).length)
      .toBeGreaterThan(0);
  });
});

test.describe('.html and index.html paths', () => {
  test('/docs/installation/index.html renders the installation page', async ({
    page,
    gotoHydrated,
  }) => {
    await gotoHydrated('/docs/installation/index.html');
    await expect(page.locator('article h1')).toHaveText('Installation');
    await expect(page.getByText('Page Not Found')).toHaveCount(0);
  });

  test('/docs/installation.html leads to /docs/installation/', async ({
    page,
    gotoHydrated,
  }) => {
    await gotoHydrated('/docs/installation.html');
    await expect(page).toHaveURL(/\/docs\/installation\/$/);
    await expect(page.locator('article h1')).toHaveText('Installation');
  });

  test('client-side, a link to an .html path renders the clean route', async ({
    page,
    gotoHydrated,
  }) => {
    await gotoHydrated('/');
    // The router strips ".html" and "/index.html" when no route has the
    // exact path (Docusaurus normalizeLocation).
    await page.evaluate(() => {
      window.history.pushState({}, '', '/docs/installation.html');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.locator('article h1')).toHaveText('Installation');
    await expect(page).toHaveURL(/\/docs\/installation\.html$/);
  });
});

test('no preconnect or dns-prefetch hint names a host the page does not use', async ({
  page,
  gotoHydrated,
}) => {
  // Search is local by default, so the pages talk to no other host.
  for (const path of ['/', '/docs/installation/', '/blog/', '/search/']) {
    const hosts = new Set<string>();
    page.on('request', (request) => hosts.add(new URL(request.url()).origin));
    await gotoHydrated(path);
    await page.waitForLoadState('networkidle');
    const hints = await page
      .locator('link[rel="preconnect"], link[rel="dns-prefetch"]')
      .evaluateAll((links) =>
        links.map(
          (link) => new URL(link.getAttribute('href')!, location.href).origin,
        ),
      );
    expect(hints.filter((origin) => !hosts.has(origin))).toEqual([]);
    expect(hints).toEqual([]);
    page.removeAllListeners('request');
  }
});
