// Docs versions: three docs versions, the version
// dropdown, the outdated-version banner, the stored preferred version and
// the /versions/ page.
import type {Page} from '@playwright/test';
import {archivedVersions} from '../config/versions';
import {versionRows} from '../src/data/versions';
import {waitForHydration} from './support/test';
import {expect, test} from './support/sharedTab';

const preferredVersionKey = 'docs-preferred-version-default-189';

async function openVersionMenu(page: Page) {
  await waitForHydration(page);
  const dropdown = page.locator('.navbar__items--right .dropdown').first();
  await dropdown.hover();
  const menu = dropdown.locator('.dropdown__menu');
  await expect(menu).toBeVisible();
  return {dropdown, menu};
}

test('the dropdown links to the same doc in another version, keeping query and hash', async ({
  page,
}) => {
  await page.goto('/docs/installation/?x=1#requirements');
  // The dropdown remounts once after hydration to pick up the query and
  // hash; hover it after that, or the hover lands on the replaced element.
  await expect(
    page
      .locator('.navbar__items--right .dropdown')
      .first()
      .locator('.dropdown__menu a', {hasText: /^3\.8\.1$/}),
  ).toHaveAttribute('href', '/docs/3.8.1/installation/?x=1#requirements');
  // Landing on #requirements scrolls down, and the navbar (hideOnScroll)
  // hides; scroll up a little, as a reader would, to bring it back.
  await expect(page.locator('#requirements')).toBeInViewport();
  await page.mouse.move(600, 400);
  await page.mouse.wheel(0, -40);
  await expect(page.locator('nav.navbar')).not.toHaveClass(/navbarHidden/);
  const {dropdown, menu} = await openVersionMenu(page);
  const target = menu.getByRole('link', {name: '3.8.1', exact: true});
  // Follow the link from the keyboard: a pointer click first scrolls the
  // link into view, and on this page (scrolled down to #requirements) that
  // scroll can hide the navbar again (hideOnScroll) and close the menu.
  await target.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(
    /\/docs\/3\.8\.1\/installation\/\?x=1#requirements$/,
  );
  await expect(page.getByRole('heading', {level: 1})).toHaveText(
    'Installation',
  );
  await expect(page.locator('#requirements')).toBeInViewport();
  await expect(dropdown.locator('> .navbar__link')).toHaveText('3.8.1');
});

test('a doc missing from a version links to that version’s main doc', async ({
  page,
}) => {
  await page.goto('/docs/api/plugins/@docusaurus/plugin-css-cascade-layers/');
  await expect(page.getByRole('heading', {level: 1})).toContainText(
    'plugin-css-cascade-layers',
  );
  const {menu} = await openVersionMenu(page);
  await expect(
    menu.getByRole('link', {name: '3.7.0', exact: true}),
  ).toHaveAttribute('href', '/docs/3.7.0/');
  // 3.8.1 has the page, so it keeps the reader on it.
  await expect(
    menu.getByRole('link', {name: '3.8.1', exact: true}),
  ).toHaveAttribute(
    'href',
    '/docs/3.8.1/api/plugins/@docusaurus/plugin-css-cascade-layers/',
  );
  const missing = await page.request.get(
    '/docs/3.7.0/api/plugins/@docusaurus/plugin-css-cascade-layers/',
  );
  expect(missing.status()).toBe(404);
});

test('an older version shows a banner that links to the latest version', async ({
  page,
}) => {
  await page.goto('/docs/3.7.0/installation/');
  const banner = page.locator('.theme-doc-version-banner');
  await expect(banner).toContainText(
    'This is documentation for Docusaurus 3.7.0, which is no longer actively maintained.',
  );
  const latest = banner.getByRole('link', {name: 'latest version'});
  await expect(latest).toHaveAttribute('href', '/docs/installation/');
  await waitForHydration(page);
  await latest.click();
  await expect(page).toHaveURL(/\/docs\/installation\/$/);
  await expect(page.locator('.theme-doc-version-banner')).toHaveCount(0);
});

test('the latest version has no banner', async ({page}) => {
  await page.goto('/docs/installation/');
  await expect(page.getByRole('heading', {level: 1})).toHaveText(
    'Installation',
  );
  await expect(page.locator('.theme-doc-version-banner')).toHaveCount(0);
});

test('a chosen version is stored and used by the navbar doc links', async ({
  page,
  gotoHydrated,
}) => {
  await page.goto('/docs/installation/');
  const {menu} = await openVersionMenu(page);
  await menu.getByRole('link', {name: '3.7.0', exact: true}).click();
  await expect(page).toHaveURL(/\/docs\/3\.7\.0\/installation\/$/);

  const docsLink = page
    .locator('.navbar__items')
    .getByRole('link', {name: 'Docs', exact: true});
  // On a 3.7.0 page the links follow the active version...
  await expect(docsLink).toHaveAttribute('href', '/docs/3.7.0/');
  expect(
    await page.evaluate(
      (key) => localStorage.getItem(key),
      preferredVersionKey,
    ),
  ).toBe('3.7.0');

  // ...and away from the docs, after a full reload, the stored choice.
  await gotoHydrated('/blog/');
  await expect(docsLink).toHaveAttribute('href', '/docs/3.7.0/');
  await expect(
    page
      .locator('.navbar__items')
      .getByRole('link', {name: 'API', exact: true}),
  ).toHaveAttribute('href', '/docs/3.7.0/cli/');
  await docsLink.click();
  await expect(page).toHaveURL(/\/docs\/3\.7\.0\/$/);
});

test('without a stored choice the navbar Docs link goes to the current docs', async ({
  page,
  gotoHydrated,
}) => {
  await gotoHydrated('/blog/');
  await expect(
    page
      .locator('.navbar__items')
      .getByRole('link', {name: 'Docs', exact: true}),
  ).toHaveAttribute('href', '/docs/');
  expect(
    await page.evaluate(
      (key) => localStorage.getItem(key),
      preferredVersionKey,
    ),
  ).toBeNull();
});

test.describe('/versions/', () => {
  test('lists every version in its section', async ({page}) => {
    await page.goto('/versions/');
    await expect(page.getByRole('heading', {level: 1})).toHaveText(
      'Docusaurus versions',
    );
    const versionsIn = (section: string) =>
      page.getByRole('table', {name: section}).locator('tbody th[scope="row"]');
    await expect(versionsIn('Current version (Canary)')).toHaveText([
      /^Canary/,
    ]);
    await expect(versionsIn('Latest stable version')).toHaveText(['3.8.1']);
    await expect(versionsIn('Past versions')).toHaveText(['3.7.0']);
    await expect(versionsIn('Archived versions')).toHaveText(
      archivedVersions.map((version) => version.name),
    );
  });

  test('links each version to its docs and release notes', async ({page}) => {
    await page.goto('/versions/');
    const main = page.locator('main');
    const expectLink = async (name: string, href: string) =>
      expect(main.getByRole('link', {name, exact: true})).toHaveAttribute(
        'href',
        href,
      );
    await expectLink('Documentation for 3.8.1', '/docs/3.8.1/');
    await expectLink('Changelog for 3.8.1', '/changelog/3.8.1/');
    await expectLink('Release blog post for 3.8.1', '/blog/releases/3.8/');
    await expectLink('Documentation for 3.7.0', '/docs/3.7.0/');
    await expectLink('Changelog for 3.7.0', '/changelog/3.7.0/');
    await expectLink('Release blog post for 3.7.0', '/blog/releases/3.7/');
    for (const {name, url} of archivedVersions) {
      const link = main.getByRole('link', {
        name: `Documentation for ${name}`,
        exact: true,
      });
      await expect(link).toHaveAttribute('href', url);
      await expect(link).toHaveAttribute('target', '_blank');
    }
  });

  test('every internal link responds', async ({page, request}) => {
    await page.goto('/versions/');
    const hrefs = await page
      .locator('main table a')
      .evaluateAll((links) =>
        links.map((link) => link.getAttribute('href') ?? ''),
      );
    const internal = [...new Set(hrefs.filter((href) => href.startsWith('/')))];
    const expected = versionRows()
      .flatMap((row) => [row.docs, ...row.releaseNotes])
      .filter((link) => !link.external)
      .map((link) => link.href);
    // Docs of the three served versions, the changelog, and the changelog
    // entries and release posts of the served and archived versions.
    expect(internal.sort()).toEqual([...new Set(expected)].sort());
    expect(internal).toHaveLength(16);
    for (const href of internal) {
      const response = await request.get(href);
      expect(response.status(), href).toBe(200);
    }
  });

  test('a documentation link opens that version', async ({
    page,
    gotoHydrated,
  }) => {
    await gotoHydrated('/versions/');
    await page
      .getByRole('link', {name: 'Documentation for 3.7.0', exact: true})
      .click();
    await expect(page).toHaveURL(/\/docs\/3\.7\.0\/$/);
    await expect(page.locator('.theme-doc-version-banner')).toContainText(
      '3.7.0',
    );
  });
});

test.describe('version banners agree with /versions/', () => {
  test('the latest release has no "unmaintained" banner, older ones do', async ({
    page,
  }) => {
    await page.goto('/versions/');
    const latestRelease = page
      .getByRole('table', {name: 'Latest stable version'})
      .locator('tbody th[scope="row"]');
    await expect(latestRelease).toHaveText(['3.8.1']);

    for (const path of [
      '/docs/3.8.1/',
      '/docs/3.8.1/installation/',
      '/docs/3.8.1/api/docusaurus-config/',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', {level: 1})).toBeVisible();
      await expect(page.locator('.theme-doc-version-banner'), path).toHaveCount(
        0,
      );
      await expect(page.locator('main')).not.toContainText(
        'no longer actively maintained',
      );
    }

    await page.goto('/docs/3.7.0/api/docusaurus-config/');
    await expect(page.locator('.theme-doc-version-banner')).toHaveText(
      /This is documentation for Docusaurus 3\.7\.0, which is no longer actively maintained\./,
    );
  });
});
