// The routes of rarely visited areas (test pages, changelog, older docs
// versions) are not in the entry chunk every page downloads; they load
// when a reader goes there, and those pages still render, navigate,
// preload on hover and show the 404 page like the others.
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {expect, test} from './support/test';
import {buildDir} from './support/builtSite';
import {collectConsole} from './support/console';
import {
  expectScriptsOfRequested,
  recordScripts,
} from './support/scriptRequests';

/** Source of the entry chunk (main.<hash>.js) of the build. */
function entryChunkSource(): string {
  const dir = path.join(buildDir, 'assets/js');
  const main = readdirSync(dir).find((file) =>
    /^main\.[\da-f]+\.js$/.test(file),
  );
  if (!main) {
    throw new Error(`No main.<hash>.js in ${dir}`);
  }
  return readFileSync(path.join(dir, main), 'utf8');
}

/** Marks the current document, to tell a client-side navigation from a load. */
async function markDocument(page: Page) {
  await page.evaluate(() => {
    (window as unknown as {sameDocument: boolean}).sameDocument = true;
  });
  return () =>
    page.evaluate(
      () =>
        (window as unknown as {sameDocument?: boolean}).sameDocument === true,
    );
}

test('the entry chunk holds no route of the lazy areas', () => {
  const main = entryChunkSource();
  // Pages of each area, as the route manifest would name them.
  for (const route of [
    '/changelog/2.0.0-alpha.19/',
    '/tests/pages/react-18/',
    '/docs/3.7.0/installation/',
    '/docs/3.8.1/installation/',
  ]) {
    expect(main).not.toContain(`"${route}"`);
  }
  // The current docs stay in it.
  expect(main).toContain('"/docs/installation/"');
});

test('a page of a lazy area renders on a first visit and hydrates', async ({
  page,
  gotoHydrated,
}) => {
  const errors = collectConsole(page, 'error');
  await gotoHydrated('/docs/3.7.0/installation/');
  await expect(page.locator('h1')).toHaveText('Installation');
  await expect(page.locator('.theme-doc-sidebar-menu')).toBeVisible();
  expect(errors).toEqual([]);
});

test('a link into a lazy area navigates client-side', async ({
  page,
  gotoHydrated,
}) => {
  await gotoHydrated('/blog/');
  const isSameDocument = await markDocument(page);
  const scripts = recordScripts(page).paths;
  await page.locator('a[href="/changelog/"]').first().click();
  await expect(page).toHaveURL(/\/changelog\/$/);
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.locator('article').first()).toBeVisible();
  expect(await isSameDocument()).toBe(true);
  // The changelog's routes came with the navigation.
  expect(scripts.length).toBeGreaterThan(0);
});

test('hovering a link into a lazy area preloads its page', async ({
  page,
  gotoHydrated,
}) => {
  // Every script the page loads, from its first request on.
  const requests = recordScripts(page);
  const scripts = requests.paths;
  await gotoHydrated('/versions/');
  const link = page.locator('main a[href^="/docs/3.7.0/"]').first();
  await expect(link).toBeVisible();
  const target = (await link.getAttribute('href'))!;
  const beforeHover = scripts.length;
  await link.hover();
  await expect
    .poll(() =>
      scripts
        .slice(beforeHover)
        .some((url) => url.includes('lazy-route-area-')),
    )
    .toBe(true);
  // The hover loads what the target page renders with.
  await expectScriptsOfRequested(requests, target);
  // So the click loads nothing more.
  const isSameDocument = await markDocument(page);
  const before = scripts.length;
  await link.click();
  await expect(page).toHaveURL(/\/docs\/3\.7\.0\//);
  await expect(page.locator('h1').first()).toBeVisible();
  expect(scripts.slice(before)).toEqual([]);
  expect(await isSameDocument()).toBe(true);
});

test('an unknown path inside a lazy area shows the 404 page', async ({
  page,
  gotoHydrated,
}) => {
  await gotoHydrated('/');
  const isSameDocument = await markDocument(page);
  // A client-side navigation: the history entry is added, then reached
  // through the browser's back button, which the router follows.
  await page.evaluate(() => {
    window.history.pushState(null, '', '/tests/no-such-page/');
    window.history.pushState(null, '', '/');
    window.history.back();
  });
  await expect(page).toHaveURL(/\/tests\/no-such-page\/$/);
  await expect(page.locator('h1')).toHaveText('Page Not Found');
  expect(await isSameDocument()).toBe(true);
});
