// The changelog: /changelog/ lists releases 20 per page, newest first.
import {expect, test} from './support/sharedTab';

test('the list shows 20 releases, newest first, with a link to page 2', async ({
  page,
}) => {
  await page.goto('/changelog/');
  await expect(page.getByRole('heading', {level: 1})).toHaveText(
    'Docusaurus changelog',
  );
  const versions = page.locator('[data-testid="changelog-list"] > li h2');
  await expect(versions).toHaveCount(20);
  await expect(versions.first()).toHaveText('3.8.1');
  await expect(versions.nth(1)).toHaveText('3.8.0');
  const older = page.getByRole('link', {name: /Older entries/i});
  await expect(older).toHaveAttribute('href', '/changelog/page/2/');
  await older.click();
  await expect(page).toHaveURL(/\/changelog\/page\/2\/$/);
  await expect(versions).toHaveCount(20);
});

test('page 6 is the last page and page 7 does not exist', async ({page}) => {
  await page.goto('/changelog/page/6/');
  const versions = page.locator('[data-testid="changelog-list"] > li h2');
  await expect(versions.last()).toHaveText('2.0.0-alpha.19');
  await expect(page.getByRole('link', {name: /Older entries/i})).toHaveCount(0);
  const response = await page.goto('/changelog/page/7/');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', {level: 1})).toHaveText(
    'Page Not Found',
  );
});

test('an entry shows its categories, PR links, links out and committers', async ({
  page,
}) => {
  await page.goto('/changelog/3.8.1/');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('3.8.1');
  const article = page.locator('article').first();
  for (const category of ['Bug Fix', 'Performance', 'Maintenance']) {
    await expect(
      article.getByRole('heading', {level: 2, name: new RegExp(category)}),
    ).toBeVisible();
  }
  await expect(article.getByRole('link', {name: '#11242'})).toHaveAttribute(
    'href',
    'https://github.com/facebook/docusaurus/pull/11242',
  );
  await expect(
    article.getByRole('link', {name: 'GitHub release v3.8.1'}),
  ).toHaveAttribute(
    'href',
    'https://github.com/facebook/docusaurus/releases/tag/v3.8.1',
  );
  await article.getByRole('link', {name: 'Release blog post'}).click();
  await expect(page).toHaveURL(/\/blog\/releases\/3\.8\/$/);
  await page.goBack();
  const contributors = page.getByRole('region', {name: /Contributors/});
  await expect(contributors.getByRole('heading')).toHaveText(
    'Contributors (7)',
  );
  await expect(contributors.getByRole('listitem')).toHaveCount(7);
  await expect(
    contributors.getByRole('link', {name: '@slorber'}),
  ).toBeVisible();
});

test('releases on the same day keep their order in the sidebar', async ({
  page,
}) => {
  await page.setViewportSize({width: 1280, height: 900});
  await page.goto('/changelog/3.5.1/');
  const items = await page.locator('aside nav a').allTextContents();
  expect(items.length).toBe(106);
  expect(items.indexOf('3.5.2')).toBeLessThan(items.indexOf('3.5.1'));
  expect(items.indexOf('3.5.1')).toBeLessThan(items.indexOf('3.5.0'));
});

test('the authors page lists the committers', async ({page}) => {
  await page.goto('/changelog/authors/');
  await expect(page.getByRole('heading', {level: 1})).toHaveText(/Authors/);
  await expect(
    page.getByRole('link', {name: 'slorber', exact: false}).first(),
  ).toBeVisible();
  expect(await page.locator('main li').count()).toBeGreaterThan(100);
});

test('the sitemap dates each entry by its release', async ({request}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const lastmod = (path: string) =>
    new RegExp(`<loc>[^<]*${path}</loc><lastmod>([^<]+)</lastmod>`).exec(
      sitemap,
    )?.[1];
  // The release dates in CHANGELOG.md.
  expect(lastmod('/changelog/3.8.1/')).toBe('2025-06-06');
  expect(lastmod('/changelog/3.8.0/')).toBe('2025-05-26');
});
