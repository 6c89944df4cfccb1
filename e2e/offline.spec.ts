// Offline use with @docusaurus/plugin-pwa and the additions of src/sw.ts:
// registration of /sw.js with a params query and its failure, offline mode
// activation, service worker updates and the app manifest.
import type {Page} from '@playwright/test';
import {collectConsole} from './support/console';
import {test as sharedTabTest} from './support/sharedTab';
import {expect, reloadHydrated, test} from './support/test';
import {baseURL} from '../playwright.config';

// Offline mode precaches the whole build on install.
test.describe.configure({timeout: 180_000});
test.use({serviceWorkers: 'allow'});

/** Waits until the service worker is active and returns its script URL. */
function activeWorkerUrl(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active!.scriptURL;
  });
}

function workerParams(scriptUrl: string): unknown {
  const url = new URL(scriptUrl);
  expect(url.pathname).toBe('/sw.js');
  return JSON.parse(url.searchParams.get('params') ?? 'null');
}

async function searchHits(page: Page, query: string) {
  await page.keyboard.press('Control+k');
  await page.getByRole('searchbox').fill(query);
  return page.locator('.DocSearch-Hit');
}

/** The URL of any worker of the registration, installed or not. */
function registeredWorkerUrl(page: Page): Promise<string | undefined> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    const worker =
      registration?.installing ?? registration?.waiting ?? registration?.active;
    return worker?.scriptURL;
  });
}

/**
 * Installs the worker of an earlier deploy: the same /sw.js under another
 * URL, so the site's own registration is an update of it. It is registered
 * from a static file, where no site script registers anything.
 */
async function installPreviousDeploy(page: Page) {
  await page.goto('/manifest.json');
  await page.evaluate(async () => {
    const params = {offlineMode: false, debug: false, deploy: 'previous'};
    await navigator.serviceWorker.register(
      `/sw.js?params=${encodeURIComponent(JSON.stringify(params))}`,
    );
    await navigator.serviceWorker.ready;
  });
}

test.describe('registration', () => {
  test('/sw.js is registered with params {offlineMode: false, debug: false} by default', async ({
    page,
    gotoHydrated,
  }) => {
    await gotoHydrated('/');
    expect(workerParams(await activeWorkerUrl(page))).toEqual({
      offlineMode: false,
      debug: false,
    });
  });

  test('registration waits until the page has loaded, out of the entry script', async ({
    page,
    gotoHydrated,
  }) => {
    // The activation strategies are checked first thing in a registration:
    // record the page's state when the installed-apps check runs.
    await page.addInitScript(() => {
      const recorded = window as unknown as {
        __strategiesCheckedAt?: {readyState: string; loaded: boolean};
      };
      // Chromium's API, not in TypeScript's DOM types.
      const prototype = Navigator.prototype as Navigator & {
        getInstalledRelatedApps: () => Promise<unknown[]>;
      };
      const check = prototype.getInstalledRelatedApps;
      prototype.getInstalledRelatedApps = function (this: Navigator) {
        const [navigation] = performance.getEntriesByType(
          'navigation',
        ) as PerformanceNavigationTiming[];
        recorded.__strategiesCheckedAt ??= {
          readyState: document.readyState,
          loaded: (navigation?.loadEventEnd ?? 0) > 0,
        };
        return check.call(this);
      };
    });
    await gotoHydrated('/');
    await activeWorkerUrl(page);
    expect(
      await page.evaluate(
        () =>
          (window as unknown as {__strategiesCheckedAt?: unknown})
            .__strategiesCheckedAt,
      ),
    ).toEqual({readyState: 'complete', loaded: true});
  });

  test('?offlineMode=true turns offline mode on', async ({
    page,
    gotoHydrated,
  }) => {
    await gotoHydrated('/?offlineMode=true');
    await expect.poll(() => registeredWorkerUrl(page)).toBeDefined();
    expect(workerParams((await registeredWorkerUrl(page))!)).toEqual({
      offlineMode: true,
      debug: false,
    });
  });

  test('a failed registration is logged and the site keeps working', async ({
    page,
    gotoHydrated,
  }) => {
    const errors = collectConsole(page, 'error');
    // As in a browser that refuses service workers for this site.
    await page.addInitScript(() => {
      ServiceWorkerContainer.prototype.register = () =>
        Promise.reject(
          new DOMException('Registration refused', 'SecurityError'),
        );
    });
    await gotoHydrated('/docs/installation/');
    await expect
      .poll(() => errors.some((text) => text.includes('registerSW failed')))
      .toBe(true);
    await page.locator('a.pagination-nav__link--next').click();
    await expect(page).not.toHaveURL(/\/docs\/installation\/$/);
    await expect(page.locator('article h1')).toBeVisible();
  });
});

test.describe('offline mode', () => {
  // Installing a worker in offline mode precaches the whole build (2,600
  // files, one at a time), most of this test's time. One install serves
  // both halves: the update the popup announces, then offline use of the
  // worker it brought. The first-visit path of offline mode is covered by
  // the registration tests above: the worker is registered with
  // {offlineMode: true}, and a first install activates.
  test('a new version waiting to take over shows the reload popup; Refresh applies it; then visited and other pages work offline, and search still answers', async ({
    page,
    context,
    gotoHydrated,
  }) => {
    await installPreviousDeploy(page);
    // This page runs under the previous worker; its registration installs
    // the new one, which waits while the previous one controls the page.
    await gotoHydrated('/docs/installation/?offlineMode=true');
    const popup = page
      .locator('.alert')
      .filter({hasText: 'New version available'});
    await expect(popup).toBeVisible({timeout: 100_000});
    expect(
      await page.evaluate(
        async () => (await navigator.serviceWorker.ready).waiting !== null,
      ),
    ).toBe(true);

    const reloaded = page.waitForEvent('load');
    await popup.getByRole('button', {name: 'Refresh'}).click();
    await reloaded;
    expect(workerParams(await activeWorkerUrl(page))).toEqual({
      offlineMode: true,
      debug: false,
    });
    expect(
      await page.evaluate(
        async () => (await navigator.serviceWorker.ready).waiting,
      ),
    ).toBeNull();

    // The same worker now answers without a network.
    await context.setOffline(true);
    await reloadHydrated(page);
    await expect(page.locator('article h1')).toHaveText('Installation');

    // Client-side navigation: the next route's code comes from the cache.
    const next = page.locator('a.pagination-nav__link--next');
    const nextTitle = (await next.locator('.pagination-nav__label').innerText())
      .replace(/»/g, '')
      .trim();
    await next.click();
    await expect(page.locator('article h1')).toHaveText(nextTitle);

    // A page never opened before loads in full from the precache.
    await gotoHydrated('/blog/');
    await expect(page.locator('main article').first()).toBeVisible();

    // The search index was cached when the worker installed.
    const hits = await searchHits(page, 'sidebar');
    await expect(hits.first()).toBeVisible();
    await expect(page.locator('.DocSearch-ErrorScreen')).toHaveCount(0);
  });
});

test.describe('outside offline mode', () => {
  test('nothing is precached, but visited pages still open offline', async ({
    page,
    context,
    gotoHydrated,
  }) => {
    await gotoHydrated('/docs/installation/');
    await activeWorkerUrl(page);
    // The second load goes through the worker, which keeps the page and
    // the files it uses.
    await reloadHydrated(page);
    await page.waitForLoadState('networkidle');
    await context.setOffline(true);

    await reloadHydrated(page);
    await expect(page.locator('article h1')).toHaveText('Installation');
    await expect(page.locator('.navbar')).toBeVisible();

    // A page never visited is not available.
    await expect(page.goto('/blog/')).rejects.toThrow();
  });

  test('a new version takes over at once, without a popup', async ({
    page,
    gotoHydrated,
  }) => {
    await installPreviousDeploy(page);
    await gotoHydrated('/');
    await expect
      .poll(async () => workerParams(await activeWorkerUrl(page)))
      .toEqual({offlineMode: false, debug: false});
    expect(
      await page.evaluate(
        async () => (await navigator.serviceWorker.ready).waiting,
      ),
    ).toBeNull();
    await expect(page.getByText('New version available')).toHaveCount(0);
  });
});

// The manifest and the head tags that name it need no service worker: this
// test shares the worker's tab (support/sharedTab.ts), which has none.
sharedTabTest(
  'the app manifest names the site and lists its icons',
  async ({request, page, gotoHydrated}) => {
    await gotoHydrated('/');
    const manifestHref = await page
      .locator('link[rel="manifest"]')
      .getAttribute('href');
    expect(manifestHref).toBe('/manifest.json');
    const manifest = (await (
      await request.get(`${baseURL}${manifestHref}`)
    ).json()) as {
      name: string;
      start_url: string;
      display: string;
      theme_color: string;
      icons: {src: string; sizes: string; purpose?: string}[];
    };
    expect(manifest).toMatchObject({
      name: 'Docusaurus',
      start_url: '.',
      display: 'standalone',
    });
    for (const icon of manifest.icons) {
      const response = await request.get(`${baseURL}/${icon.src}`);
      expect(response.headers()['content-type']).toBe('image/png');
    }
    expect(manifest.icons.map((icon) => icon.purpose ?? 'any')).toContain(
      'maskable',
    );
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute(
      'content',
      manifest.theme_color,
    );
    await expect(
      page.locator('meta[name="apple-mobile-web-app-capable"]'),
    ).toHaveAttribute('content', 'yes');
    await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute(
      'href',
      '/img/apple-touch-icon.png',
    );
    await expect(
      page.locator('meta[name="msapplication-TileImage"]'),
    ).toHaveAttribute('content', '/img/icon-192.png');
  },
);
