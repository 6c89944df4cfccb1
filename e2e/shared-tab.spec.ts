// The tab that specs share (support/sharedTab.ts) gives each test the
// clean start a fresh browser context would: the first test leaves every
// kind of state behind, the second (same worker, same tab) finds none of it.
import {expect, test} from './support/sharedTab';

test.describe.configure({mode: 'serial'});

const leftover = 'left-by-an-earlier-test';

test('a test leaves state behind in the shared tab', async ({
  page,
  gotoHydrated,
}) => {
  await gotoHydrated('/docs/installation/');
  await page.evaluate((value) => {
    // Kept across documents of the tab: proves the next test got this tab.
    window.name = value;
    (window as unknown as {leftover?: string}).leftover = value;
    localStorage.setItem(leftover, value);
    sessionStorage.setItem(leftover, value);
    document.cookie = `${value}=1; path=/`;
  }, leftover);
  await page.addInitScript((value) => {
    (window as unknown as {fromInitScript?: string}).fromInitScript = value;
  }, leftover);
  await page.context().addInitScript((value) => {
    (window as unknown as {fromContextScript?: string}).fromContextScript =
      value;
  }, leftover);
  await page.route('**/robots.txt', (route) => route.fulfill({body: leftover}));
  await page
    .context()
    .route('**/sitemap.xml', (route) => route.fulfill({body: leftover}));
  page.on('dialog', (dialog) => dialog.accept());
  await page.setViewportSize({width: 500, height: 600});
  await page.emulateMedia({colorScheme: 'dark', reducedMotion: 'reduce'});
  await page.mouse.move(640, 30);
  await page.evaluate(() => window.open('/docs/', '_blank'));
  await expect.poll(() => page.context().pages().length).toBe(2);
});

test('the next test starts clean in the same tab', async ({
  page,
  gotoHydrated,
}) => {
  expect(page.context().pages()).toEqual([page]);
  expect(page.viewportSize()).toEqual({width: 1280, height: 800});
  expect(page.url()).not.toContain('/docs/installation/');

  // Only the fragment differs from the address the last test ended on:
  // still a new document.
  await gotoHydrated('/docs/installation/#requirements');
  const state = await page.evaluate(async (key) => {
    const fetched = async (path: string) => (await fetch(path)).text();
    return {
      sameTab: window.name === key,
      newDocument:
        (window as unknown as {leftover?: string}).leftover === undefined,
      initScripts: [
        (window as unknown as {fromInitScript?: string}).fromInitScript,
        (window as unknown as {fromContextScript?: string}).fromContextScript,
      ],
      localStorage: localStorage.getItem(key),
      sessionStorage: sessionStorage.getItem(key),
      cookie: document.cookie.includes(key),
      dark: matchMedia('(prefers-color-scheme: dark)').matches,
      reducedMotion: matchMedia('(prefers-reduced-motion: reduce)').matches,
      robots: await fetched('/robots.txt'),
      sitemap: await fetched('/sitemap.xml'),
      // Dismissed, as with no listener; the last test's listener accepts.
      confirmed: confirm('Still listened to?'),
      serviceWorker: 'serviceWorker' in navigator,
    };
  }, leftover);
  expect(state).toMatchObject({
    sameTab: true,
    newDocument: true,
    initScripts: [undefined, undefined],
    localStorage: null,
    sessionStorage: null,
    cookie: false,
    dark: false,
    reducedMotion: false,
    confirmed: false,
    serviceWorker: false,
  });
  expect(state.robots).not.toBe(leftover);
  expect(state.sitemap).not.toBe(leftover);
});

test('a policy violation in the shared tab is reported to the test', async ({
  page,
  gotoHydrated,
  cspViolations,
}) => {
  await gotoHydrated('/');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.ran = true';
    document.body.append(script);
  });
  await expect.poll(() => cspViolations.length).toBe(1);
  expect(cspViolations.splice(0)[0]).toMatch(/^script-src-elem blocked inline/);
});

test('a test may leave its tab stuck in an open dialog', async ({
  page,
  gotoHydrated,
}) => {
  await gotoHydrated('/');
  await page.evaluate((key) => localStorage.setItem(key, key), leftover);
  // Never answered: the dialog stays open and the page's script waits.
  page.on('dialog', () => undefined);
  const opened = page.waitForEvent('dialog');
  void page.evaluate(() => alert('Left open')).catch(() => undefined);
  await opened;
});

test('the next test gets a new tab, and the storage is still cleared', async ({
  page,
  gotoHydrated,
}) => {
  await gotoHydrated('/');
  const state = await page.evaluate(
    (key) => ({
      sameTab: window.name === key,
      localStorage: localStorage.getItem(key),
    }),
    leftover,
  );
  expect(state).toEqual({sameTab: false, localStorage: null});
});

test('a test may close the shared tab', async ({page, gotoHydrated}) => {
  await gotoHydrated('/');
  await page.evaluate((key) => localStorage.setItem(key, key), leftover);
  await page.close();
});

test('the next test gets a new tab, and the storage is cleared too', async ({
  page,
  gotoHydrated,
}) => {
  await gotoHydrated('/');
  expect(
    await page.evaluate((key) => localStorage.getItem(key), leftover),
  ).toBeNull();
});
