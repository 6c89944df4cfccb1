// The API reference: option rows are linkable, and API pages use
// the "api" sidebar with the navbar "API" item active.
import type {Page} from '@playwright/test';
import {expect, test} from './support/sharedTab';

const docsPluginPage = '/docs/api/plugins/@docusaurus/plugin-content-docs/';

async function targetId(page: Page): Promise<string | null> {
  return page.evaluate(() => document.querySelector(':target')?.id ?? null);
}

test.describe('option anchors', () => {
  test('an option link scrolls its row into view and highlights it', async ({
    page,
  }) => {
    await page.goto(`${docsPluginPage}#routeBasePath`);
    const row = page.locator('tr#routeBasePath');
    await expect(row).toBeInViewport();
    await expect(row.locator('td').first()).toContainText('routeBasePath');
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    expect(await targetId(page)).toBe('routeBasePath');
    // The :target rule of the table marks the row.
    await expect(row).toHaveCSS('outline-style', 'solid');
    // Not hidden under the sticky navbar.
    const navbarBottom = await page
      .locator('.navbar')
      .evaluate((navbar) => navbar.getBoundingClientRect().bottom);
    const rowTop = await row.evaluate(
      (element) => element.getBoundingClientRect().top,
    );
    expect(rowTop).toBeGreaterThanOrEqual(navbarBottom);
  });

  test('other rows are not highlighted', async ({page}) => {
    await page.goto(`${docsPluginPage}#routeBasePath`);
    await expect(page.locator('tr#path')).toHaveCSS('outline-style', 'none');
  });

  test('a row’s own link points to its anchor', async ({
    page,
    gotoHydrated,
  }) => {
    await gotoHydrated(docsPluginPage);
    const row = page.locator('tr#sidebarPath');
    const selfLink = row.getByRole('link', {
      name: 'Direct link to sidebarPath',
    });
    await expect(selfLink).toHaveAttribute('href', '#sidebarPath');
    await row.hover();
    await selfLink.click();
    await expect(page).toHaveURL(/#sidebarPath$/);
    await expect(row).toBeInViewport();
    expect(await targetId(page)).toBe('sidebarPath');
  });
});

test.describe('API sidebar', () => {
  const navbarLink = (page: Page, name: string) =>
    page
      .locator('.navbar__items')
      .getByRole('link', {name, exact: true})
      .first();

  test('is shown and active on API pages', async ({page}) => {
    await page.goto('/docs/cli/');
    await expect(navbarLink(page, 'API')).toHaveClass(/navbar__link--active/);
    await expect(navbarLink(page, 'Docs')).not.toHaveClass(
      /navbar__link--active/,
    );
    const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
    const topLevel = sidebar.locator(
      '.theme-doc-sidebar-menu > li > a, .theme-doc-sidebar-menu > li > .menu__list-item-collapsible > a',
    );
    await expect(topLevel.nth(0)).toHaveText('CLI');
    await expect(topLevel.nth(1)).toHaveText('Client API');
    await expect(sidebar.locator('a[aria-current="page"]')).toHaveText('CLI');
    // Not the guides sidebar.
    await expect(
      sidebar.getByRole('link', {name: 'Getting Started'}),
    ).toHaveCount(0);
  });

  test('stays active deep in the reference', async ({page}) => {
    await page.goto(docsPluginPage);
    await expect(navbarLink(page, 'API')).toHaveClass(/navbar__link--active/);
    const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
    await expect(
      sidebar.getByRole('link', {name: 'CLI', exact: true}),
    ).toBeVisible();
    await expect(sidebar.locator('a[aria-current="page"]')).toContainText(
      'plugin-content-docs',
    );
  });

  test('is not used on guide pages', async ({page}) => {
    await page.goto('/docs/installation/');
    await expect(navbarLink(page, 'Docs')).toHaveClass(/navbar__link--active/);
    await expect(navbarLink(page, 'API')).not.toHaveClass(
      /navbar__link--active/,
    );
    const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
    await expect(
      sidebar.getByRole('link', {name: 'Installation'}),
    ).toBeVisible();
    await expect(
      sidebar.getByRole('link', {name: 'CLI', exact: true}),
    ).toHaveCount(0);
  });

  test('the navbar API item opens the CLI page', async ({
    page,
    gotoHydrated,
  }) => {
    await gotoHydrated('/');
    await navbarLink(page, 'API').click();
    await expect(page).toHaveURL(/\/docs\/cli\/$/);
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  });
});
