// Route changes scroll to the top or to the hash
// anchor; the progress bar appears when a route change takes over 200 ms.
import type {Page} from '@playwright/test';
import {expect, test} from './support/sharedTab';

/** Records whether the progress bar element was ever added to the page. */
async function watchProgressBar(page: Page) {
  await page.evaluate(() => {
    const record = window as unknown as {progressBarShown: boolean};
    record.progressBarShown = false;
    new MutationObserver(() => {
      if (document.getElementById('nprogress')) {
        record.progressBarShown = true;
      }
    }).observe(document.body, {childList: true, subtree: true});
  });
  return () =>
    page.evaluate(
      () => (window as unknown as {progressBarShown: boolean}).progressBarShown,
    );
}

test('a client-side navigation scrolls to the top', async ({
  page,
  gotoHydrated,
}) => {
  await gotoHydrated('/docs/installation/');
  const next = page.locator('a.pagination-nav__link--next');
  await next.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  const nextTitle = (await next.locator('.pagination-nav__label').innerText())
    .replace(/»/g, '')
    .trim();
  await next.click();
  await expect(page.locator('article h1')).toHaveText(nextTitle);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('a link to another page with #anchor scrolls to the anchor', async ({
  page,
  gotoHydrated,
}) => {
  await gotoHydrated('/tests/pages/link-tests/');
  await page.locator('a[data-case="query-and-hash"]').click();
  await expect(page).toHaveURL(
    /\/tests\/pages\/tabs-tests\/\?fixture-lang=ts#selection-in-the-query-string$/,
  );
  const target = page.locator('#selection-in-the-query-string');
  await expect(target).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});

test('the progress bar appears when the next route takes over 200 ms', async ({
  page,
  gotoHydrated,
}) => {
  await gotoHydrated('/tests/pages/link-tests/');
  await page.waitForLoadState('networkidle');
  // Slow every chunk the next route needs.
  await page.route('**/assets/js/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  const progressBarShown = await watchProgressBar(page);
  await page.locator('a[data-case="no-trailing-slash"]').click();
  await expect(page.locator('#nprogress .bar')).toBeAttached();
  // The old page stays while the route loads, then the bar finishes.
  await expect(page).toHaveURL(/\/tests\/pages\/seo\/$/);
  await expect(page.locator('h1')).toContainText(/SEO/i);
  await expect(page.locator('#nprogress')).toHaveCount(0);
  expect(await progressBarShown()).toBe(true);
});

test('the progress bar stays hidden for a fast route change', async ({
  page,
  gotoHydrated,
}) => {
  await gotoHydrated('/tests/pages/link-tests/');
  // Hovering loads the route's chunks, so the click swaps pages at once.
  const link = page.locator('a[data-case="no-trailing-slash"]');
  await link.hover();
  // Wait for that load to finish: asking again returns the same pending
  // chunk loads (the network was already idle once, so waiting for
  // "networkidle" would return at once).
  await page.evaluate(
    (href) =>
      (
        window as unknown as {
          docusaurus: {preload: (path: string) => Promise<unknown>};
        }
      ).docusaurus.preload(href),
    (await link.getAttribute('href'))!,
  );
  const progressBarShown = await watchProgressBar(page);
  await page.locator('a[data-case="no-trailing-slash"]').click();
  await expect(page.locator('h1')).toContainText(/SEO/i);
  await page.waitForTimeout(400);
  expect(await progressBarShown()).toBe(false);
});
