// What readers and site authors see when something fails: crash pages,
// route code and content that fail to load, a wrong base URL, storage that
// is unavailable, and the messages of common developer errors.
import type {BrowserContext, Page, Request} from '@playwright/test';
import {builtPage} from './support/builtSite';
import {collectConsole} from './support/console';
import {expect, test} from './support/sharedTab';
import {gotoHydratedPage, test as freshContextTest} from './support/test';
import {baseURL} from '../playwright.config';

// These tests fail requests on purpose with page.route(); a service worker
// controlling the page would answer them before the route sees them. The
// tab they share (support/sharedTab.ts) has none. The test of unavailable
// storage has a browser context of its own (`freshContextTest`), with the
// service worker a reader's browser registers.

/** Route chunks: scripts under /assets/js/ other than the entry bundles. */
function isRouteChunk(url: string): boolean {
  const {pathname} = new URL(url);
  return (
    pathname.startsWith('/assets/js/') &&
    !/\/(main|runtime~main)\.[0-9a-f]+\.js$/.test(pathname)
  );
}

/** The route chunks a page loads when it is opened directly. */
async function routeChunksOf(
  context: BrowserContext,
  path: string,
): Promise<Set<string>> {
  const page = await context.newPage();
  const chunks = new Set<string>();
  page.on('request', (request: Request) => {
    if (request.resourceType() === 'script' && isRouteChunk(request.url())) {
      chunks.add(request.url());
    }
  });
  await gotoHydratedPage(page, path);
  await page.waitForLoadState('networkidle');
  await page.close();
  return chunks;
}

test.describe('crash pages', () => {
  test('an error inside the layout shows "This page crashed." with the cause chain; "Try again" re-renders', async ({
    page,
    gotoHydrated,
  }) => {
    await gotoHydrated('/tests/pages/error-boundary-tests/');
    await page.getByRole('button', {name: 'Crash the whole page'}).click();
    const main = page.locator('main');
    await expect(
      main.getByRole('heading', {level: 1, name: 'This page crashed.'}),
    ).toBeVisible();
    // The navbar and footer stay: only the page content was replaced.
    await expect(page.locator('.navbar')).toBeVisible();
    await expect(page.locator('.footer')).toBeVisible();
    expect(await main.locator('p').last().innerText()).toBe(
      'The whole page content crashed on purpose\n\nCause:\nThrown by the "Crash the whole page" button',
    );
    await page.getByRole('button', {name: 'Try again'}).click();
    await expect(
      page.getByRole('heading', {level: 1, name: 'Error boundary tests'}),
    ).toBeVisible();
    await expect(
      page.getByRole('button', {name: 'Crash the whole page'}),
    ).toBeVisible();
  });

  test('an error outside the layout shows the crash page titled "Page Error"; "Try again" re-renders', async ({
    page,
    gotoHydrated,
  }) => {
    await gotoHydrated('/tests/pages/page-error-tests/');
    await page.getByRole('button', {name: 'Crash the page component'}).click();
    await expect(page).toHaveTitle('Page Error');
    await expect(
      page.getByRole('heading', {level: 1, name: /^This page crashed/}),
    ).toBeVisible();
    await expect(page.getByRole('button', {name: 'Try again'})).toBeVisible();
    await expect(
      page.getByText(
        'The page component crashed on purpose\n\nCause:\nThrown by the "Crash the page component" button',
        {exact: true},
      ),
    ).toBeVisible();
    await page.getByRole('button', {name: 'Try again'}).click();
    await expect(
      page.getByRole('heading', {level: 1, name: 'Page error tests'}),
    ).toBeVisible();
    await expect(page).toHaveTitle(/^Page error tests/);
  });
});

test.describe('loading failures', () => {
  test('route code that fails to load logs a warning and reloads the page in full', async ({
    page,
    gotoHydrated,
  }) => {
    const warnings = collectConsole(page, 'warning');
    await gotoHydrated('/tests/pages/link-tests/');
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => {
      (window as unknown as {marker: string}).marker = 'before navigation';
    });
    // Every chunk that is not loaded yet fails, as after a redeploy.
    await page.route('**/assets/js/**', (route) => route.abort());

    const fullReload = page.waitForRequest(
      (request) =>
        request.isNavigationRequest() &&
        request.url() === `${baseURL}/tests/pages/seo/`,
    );
    await page.locator('a[data-case="no-trailing-slash"]').click();
    await fullReload;
    await page.waitForLoadState('load');
    expect(
      warnings.some((text) => /ChunkLoadError|Loading chunk/.test(text)),
    ).toBe(true);
    // A new document: the server-rendered SEO page, nothing left of the old one.
    await expect(page).toHaveURL(`${baseURL}/tests/pages/seo/`);
    await expect(page.locator('h1')).toContainText(/SEO/i);
    expect(
      await page.evaluate(
        () => (window as unknown as {marker?: string}).marker,
      ),
    ).toBeUndefined();
  });

  test('page content that fails to load shows the error and a Retry button that loads it', async ({
    page,
    context,
  }) => {
    // The chunks only the installation doc needs, beyond the docs root.
    const docsRoot = await routeChunksOf(context, '/docs/');
    const installation = await routeChunksOf(context, '/docs/installation/');
    const ownChunks = [...installation].filter((url) => !docsRoot.has(url));
    expect(ownChunks.length).toBeGreaterThan(0);

    let failing = true;
    await page.route(
      (url) => ownChunks.includes(url.href),
      (route) => (failing ? route.abort() : route.continue()),
    );
    // Opened at its index.html path, the doc's own code is only loaded when
    // the page renders (the router strips the suffix), so the failure is
    // shown in place of the content.
    await page.goto('/docs/installation/index.html');
    const retry = page.getByRole('button', {name: 'Retry'});
    await expect(retry).toBeVisible();
    await expect(retry.locator('xpath=../..')).toContainText(
      /ChunkLoadError|Loading chunk/,
    );

    failing = false;
    await retry.click();
    await expect(page.locator('article h1')).toHaveText('Installation');
    await expect(retry).toHaveCount(0);
  });
});

test.describe('wrong base URL', () => {
  const prefix = '/wrong-base';

  // A host where the build was deployed under /wrong-base/ although it was
  // built for "/": the pages answer there, but /assets/... do not exist.
  async function serveUnderPrefix(page: Page) {
    await page.route(`${baseURL}/**`, async (route) => {
      const url = new URL(route.request().url());
      if (!url.pathname.startsWith(`${prefix}/`)) {
        await route.fulfill({status: 404, body: 'Not found'});
        return;
      }
      url.pathname = url.pathname.slice(prefix.length);
      const response = await route.fetch({url: url.href});
      await route.fulfill({response});
    });
  }

  test('the home page inserts the banner about the base URL', async ({
    page,
  }) => {
    await serveUnderPrefix(page);
    await page.goto(`${prefix}/`);
    const banner = page.locator('#__docusaurus-base-url-issue-banner');
    await expect(banner).toBeVisible();
    await expect(banner).toContainText(
      'Your Docusaurus site did not load properly.',
    );
    await expect(banner).toContainText('Current configured baseUrl = /');
    await expect(
      page.locator('#__docusaurus-base-url-issue-banner-suggestion-container'),
    ).toHaveText(`${prefix}/`);
  });

  test('the banner stays out of a site that loads', async ({
    page,
    gotoHydrated,
  }) => {
    await gotoHydrated('/');
    await expect(
      page.locator('#__docusaurus-base-url-issue-banner-container'),
    ).toHaveCount(0);
  });
});

test.describe('storage unavailable', () => {
  // The real setting: the service worker registration reads storage too.
  test.use({serviceWorkers: 'allow'});

  freshContextTest(
    'with storage unavailable the site renders, warns once and the colour toggle works',
    async ({page, gotoHydrated}) => {
      // Like a browser that blocks storage: reading window.localStorage throws.
      await page.addInitScript(() => {
        Object.defineProperty(window, 'localStorage', {
          configurable: true,
          get() {
            throw new DOMException(
              'The operation is insecure.',
              'SecurityError',
            );
          },
        });
      });
      const warnings = collectConsole(page, 'warning');
      const errors = collectConsole(page, 'error');
      page.on('pageerror', (error) => errors.push(error.message));

      await page.emulateMedia({colorScheme: 'dark'});
      await gotoHydrated('/docs/installation/');
      await expect(page.locator('article h1')).toHaveText('Installation');
      const toggle = (mode: string) =>
        page.getByRole('button', {
          name: `Switch between dark and light mode (currently ${mode})`,
        });
      const html = page.locator('html');
      // Nothing stored: the system preference (dark here) applies.
      await expect(html).toHaveAttribute('data-theme', 'dark');
      await toggle('system mode').click();
      await expect(html).toHaveAttribute('data-theme', 'light');
      await expect(toggle('light mode')).toBeVisible();
      // The choice holds for the session, across client-side navigations.
      await page.locator('a.pagination-nav__link--next').click();
      await expect(page).not.toHaveURL(/\/docs\/installation\/$/);
      await expect(html).toHaveAttribute('data-theme', 'light');
      await toggle('light mode').click();
      await expect(html).toHaveAttribute('data-theme', 'dark');

      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toContain(
        'Docusaurus browser storage is not available',
      );
      expect(errors).toEqual([]);
    },
  );
});

// Developer errors of the error catalogue that show in the browser, each
// triggered on request on /tests/pages/developer-error-tests/. The ones a
// build reports are proven on fixture sites in config/developerErrors.test.ts.
test.describe('developer errors', () => {
  const fixturePage = '/tests/pages/developer-error-tests/';

  /** The error chain the crash screen shows below its heading. */
  const crashMessage = (page: Page) =>
    page
      .getByRole('heading', {level: 1, name: 'This page crashed'})
      .locator('xpath=following-sibling::p');

  test('a navbar item that throws: the crash screen asks to check the navbar item config', async ({
    page,
  }) => {
    await page.goto(`${fixturePage}?crashNavbarItem=true`);
    await expect(
      page.getByRole('heading', {level: 1, name: 'This page crashed'}),
    ).toBeVisible();
    await expect(page.getByRole('button', {name: 'Try again'})).toBeVisible();
    expect(await crashMessage(page).innerText()).toBe(
      [
        'A theme navbar item failed to render.',
        'Please double-check the following navbar item (themeConfig.navbar.items) of your Docusaurus config:',
        '{',
        '  "type": "custom-testsNavbarItem",',
        '  "position": "left"',
        '}',
        '',
        'Cause:',
        'The custom navbar item crashed on purpose (?crashNavbarItem=true)',
      ].join('\n'),
    );
    // The crash screen replaced the page: nothing of it is left.
    await expect(
      page.getByRole('heading', {name: 'Developer error tests'}),
    ).toHaveCount(0);
  });

  test('the custom navbar item renders normally without the query parameter', async ({
    page,
    gotoHydrated,
  }) => {
    await gotoHydrated(fixturePage);
    await expect(
      page.locator('.navbar__items [data-testid="tests-navbar-item"]'),
    ).toBeVisible();
    await expect(
      page.getByRole('heading', {level: 1, name: 'Developer error tests'}),
    ).toBeVisible();
  });

  const colourToggle = (page: Page, mode: string) =>
    page.getByRole('button', {
      name: `Switch between dark and light mode (currently ${mode})`,
    });

  test('an unexpected colour mode crashes the page with "unexpected color mode"; "Try again" recovers', async ({
    page,
    gotoHydrated,
  }) => {
    await gotoHydrated(fixturePage);
    // The reader chose light mode: storing "light" again is no change.
    await colourToggle(page, 'system mode').click();
    await expect(colourToggle(page, 'light mode')).toBeVisible();
    await page
      .getByRole('button', {name: 'Set the colour mode to "sepia"'})
      .click();
    await expect(page).toHaveTitle('Page Error');
    await expect(
      page.getByRole('heading', {level: 1, name: 'This page crashed'}),
    ).toBeVisible();
    expect(await crashMessage(page).innerText()).toBe(
      'unexpected color mode sepia',
    );
    // The page itself got a valid mode; the crash screen has the navbar.
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(page.locator('.navbar')).toBeVisible();

    await page.getByRole('button', {name: 'Try again'}).click();
    await expect(
      page.getByRole('heading', {level: 1, name: 'Developer error tests'}),
    ).toBeVisible();
    await expect(colourToggle(page, 'light mode')).toBeVisible();
  });

  test('the same call from system mode is put right by the storage change event: nothing fails', async ({
    page,
    gotoHydrated,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await gotoHydrated(fixturePage);
    await expect(colourToggle(page, 'system mode')).toBeVisible();
    await page
      .getByRole('button', {name: 'Set the colour mode to "sepia"'})
      .click();
    await expect(colourToggle(page, 'light mode')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute(
      'data-theme-choice',
      'light',
    );
    await expect(
      page.getByRole('heading', {level: 1, name: 'Developer error tests'}),
    ).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a link rendered outside the router fails with "Invariant failed"', async ({
    page,
    gotoHydrated,
  }) => {
    await gotoHydrated(fixturePage);
    await page
      .getByRole('button', {name: 'Render a link outside the router'})
      .click();
    await expect(page.getByRole('alert')).toHaveText('Invariant failed');
    // Only that root failed: the page keeps working.
    await expect(
      page.getByRole('heading', {level: 1, name: 'Developer error tests'}),
    ).toBeVisible();
  });

  test('a code block in a language without a grammar renders as plain text', async ({
    page,
    gotoHydrated,
  }) => {
    // Nothing throws (the console of this page is checked by the crawl).
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const code = 'define total as 1\nadd 2 to total';
    // Server-rendered: the static HTML holds the code, line by line.
    const $ = builtPage(fixturePage);
    expect(
      $('pre.language-madeuplang .token-line')
        .map((_, line) => $(line).text())
        .get(),
    ).toEqual(code.split('\n'));

    await gotoHydrated(fixturePage);
    const block = page.locator('pre.language-madeuplang');
    await expect(block).toBeVisible();
    await expect(block.locator('.token-line')).toHaveText(code.split('\n'));
    // One plain token per line, no highlighting...
    await expect(block.locator('.token')).toHaveCount(2);
    await expect(block.locator('.token:not(.plain)')).toHaveCount(0);
    // ...while a language Prism knows gets its tokens.
    await expect(
      page.locator('pre.language-js .token.keyword').first(),
    ).toBeVisible();
    // The block keeps the usual buttons.
    await block.hover();
    await expect(
      page
        .locator('.theme-code-block', {has: block})
        .getByRole('button', {name: 'Copy code to clipboard'}),
    ).toBeVisible();
    expect(errors).toEqual([]);
  });
});
