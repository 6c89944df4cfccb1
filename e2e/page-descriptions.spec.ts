// Every page of the site has a description (<meta name="description">):
// search engines show it under the title, link previews use it, and
// Lighthouse's SEO audit fails a page without it. The theme's list pages
// (tags, authors) and the search page set only a title; wrappers in
// src/theme/ add the description.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {buildDir, builtRoutes} from './support/builtSite';
import {expect, test} from './support/sharedTab';

/** Pages that are not part of the site a reader browses, and why. */
const withoutDescription: Record<string, string> = {
  '/live-code-preview/':
    'the sandboxed frame that runs live code, never visited on its own',
};

function description(route: string): string {
  const html = readFileSync(path.join(buildDir, route, 'index.html'), 'utf8');
  // What comes before the body (the minified pages have no `</head>`):
  // parsing each page whole took most of the test's time.
  const body = html.indexOf('<body');
  const head = body < 0 ? html : html.slice(0, body);
  return load(head)('meta[name="description"]').attr('content') ?? '';
}

test('every built page outside /tests/ and the debug pages has a description', () => {
  const routes = builtRoutes('/').filter(
    (route) =>
      !route.startsWith('/tests/') &&
      !route.startsWith('/__docusaurus/') &&
      !(route in withoutDescription),
  );
  expect(routes).toEqual(
    expect.arrayContaining([
      '/blog/tags/',
      '/docs/tags/',
      '/blog/authors/',
      '/blog/authors/slorber/',
      '/search/',
    ]),
  );
  const missing = routes.filter((route) => description(route).trim() === '');
  expect(missing).toEqual([]);
});

test('the search page keeps its description once the browser renders it', async ({
  page,
  gotoHydrated,
}) => {
  await gotoHydrated('/search/?q=sidebar');
  await expect(page.locator('main article').first()).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /\S/,
  );
});
