// Hosted search: the hosted mode sends the multi-index query to the
// search service (here a local stand-in), and rewrites /docs/next paths.
import {searchStandInPort} from '../scripts/builds.mjs';
import {startSearchStandIn} from './support/searchStandIn';
import {expect, test} from './support/sharedTab';

let standIn: Awaited<ReturnType<typeof startSearchStandIn>>;

test.beforeAll(async () => {
  standIn = await startSearchStandIn(searchStandInPort, [
    {
      url: 'https://docusaurus.io/docs/next/installation/#requirements',
      lvl0: 'Getting Started',
      lvl1: 'Installation',
      content: 'Node.js version 18 or above.',
    },
  ]);
});

test.afterAll(async () => {
  await standIn.close();
});

test('DocSearch posts one multi-index query for docusaurus-2 with the site credentials and the current docs facet', async ({
  page,
  gotoHydrated,
}) => {
  await gotoHydrated('/docs/');
  await page.keyboard.press('Control+k');
  await page.getByRole('searchbox').fill('install');
  const hit = page.locator('.DocSearch-Hit a').first();
  await expect(hit).toBeVisible();

  const request = standIn.requests.find((r) => r.method === 'POST');
  expect(request).toBeDefined();
  expect(request!.path).toBe('/1/indexes/*/queries');
  expect(request!.query.get('x-algolia-application-id')).toBe('X1Z85QJPUV');
  expect(request!.query.get('x-algolia-api-key')).toBeTruthy();
  const [query] = (request!.body as {requests: Record<string, unknown>[]})
    .requests;
  expect(query).toMatchObject({
    indexName: 'docusaurus-2',
    hitsPerPage: 20,
    attributesToRetrieve: expect.arrayContaining([
      'hierarchy.lvl0',
      'content',
      'url',
    ]),
    attributesToSnippet: expect.arrayContaining(['content:10']),
  });
  expect(String(query!.query)).toMatch(/^inst/);
  expect(JSON.stringify(query!.facetFilters)).toContain(
    'docusaurus_tag:docs-default-current',
  );

  // The hit's /docs/next/ path is rewritten to /docs/ (replaceSearchResultPathname).
  await expect(hit).toHaveAttribute('href', '/docs/installation/#requirements');
});
