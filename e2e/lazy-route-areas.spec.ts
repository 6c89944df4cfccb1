// The routes of rarely visited areas (test pages, changelog, older docs
// versions, the blog's tag, author, archive and list pages, the debug
// pages) are not in the entry chunk every page downloads; they load
// when a reader goes there, and those pages still render, navigate,
// preload on hover and show the 404 page like the others.
import type {Page} from '@playwright/test';
import {expect, test} from './support/sharedTab';
import {entryChunkSource} from './support/builtSite';
import {collectConsole} from './support/console';
import {
  expectScriptsOfRequested,
  recordScripts,
} from './support/scriptRequests';

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

/**
 * Reaches `path` by a client-side navigation: the history entry is added,
 * then reached through the browser's back button, which the router follows.
 */
async function navigateThroughHistory(page: Page, path: string) {
  await page.evaluate((target) => {
    const here = window.location.pathname;
    window.history.pushState(null, '', target);
    window.history.pushState(null, '', here);
    window.history.back();
  }, path);
}

test('the entry chunk holds no route of the lazy areas', () => {
  const main = entryChunkSource();
  // Pages of each area, as the route manifest would name them.
  for (const route of [
    '/changelog/2.0.0-alpha.19/',
    '/tests/pages/react-18/',
    '/docs/3.7.0/installation/',
    '/docs/3.8.1/installation/',
    '/blog/tags/release/',
    '/blog/authors/slorber/',
    '/blog/page/2/',
    '/__docusaurus/debug/config/',
  ]) {
    expect(main).not.toContain(`"${route}"`);
  }
  // The current docs stay in it.
  expect(main).toContain('"/docs/installation/"');
  // The archive's path is its area's path, which stays, but not the route's
  // component: `ComponentCreator(path, hash)`.
  expect(main).toContain('("/docs/installation/",');
  expect(main).not.toContain('("/blog/archive/",');
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

test("a post's tag link opens the tag's page client-side; an unknown tag shows the 404 page", async ({
  page,
  gotoHydrated,
}) => {
  const errors = collectConsole(page, 'error');
  await gotoHydrated('/blog/releases/3.8/');
  const isSameDocument = await markDocument(page);
  await page.locator('article a[href="/blog/tags/release/"]').first().click();
  await expect(page).toHaveURL(/\/blog\/tags\/release\/$/);
  await expect(page.locator('h1')).toContainText('tagged with "release"');
  await expect(page.locator('article').first()).toBeVisible();
  expect(await isSameDocument()).toBe(true);
  await navigateThroughHistory(page, '/blog/tags/no-such-tag/');
  await expect(page).toHaveURL(/\/blog\/tags\/no-such-tag\/$/);
  await expect(page.locator('h1')).toHaveText('Page Not Found');
  expect(await isSameDocument()).toBe(true);
  expect(errors).toEqual([]);
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
  await navigateThroughHistory(page, '/tests/no-such-page/');
  await expect(page).toHaveURL(/\/tests\/no-such-page\/$/);
  await expect(page.locator('h1')).toHaveText('Page Not Found');
  expect(await isSameDocument()).toBe(true);
});
