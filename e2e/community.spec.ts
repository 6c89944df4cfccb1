// The community docs instance at /community/, its sidebar and its navbar
// item.
import type {Page} from '@playwright/test';
import {gotoHydratedPage} from './support/test';
import {expect, test} from './support/sharedTab';

/** Sidebar order of sidebarsCommunity.ts, with each page's title. */
const communityPages = [
  {path: '/community/support/', label: 'Support', title: 'Support'},
  {path: '/community/team/', label: 'Team', title: 'Team'},
  {
    path: '/community/resources/',
    label: 'Resources',
    title: 'Awesome Resources',
  },
  {
    path: '/community/contributing/',
    label: 'Contributing',
    title: 'Contributing',
  },
  {
    path: '/community/canary/',
    label: 'Canary releases',
    title: 'Canary releases',
  },
  {
    path: '/community/release-process/',
    label: 'Release process',
    title: 'Release process',
  },
];

const sidebarLinks = [
  'Changelog',
  'Showcase',
  'Feature Requests',
  'Chat with us on Discord',
];

/** Opens a page that must exist (HTTP 200) and waits for it to hydrate. */
async function open(page: Page, path: string) {
  const response = await gotoHydratedPage(page, path);
  expect(response?.status(), path).toBe(200);
}

// One page opens each community page in turn (a full load each): a browser
// context per page would spend most of its time starting up and loading
// the site's scripts into an empty cache.
test('each community page renders its own page with Community active', async ({
  page,
}) => {
  for (const {path, title} of communityPages) {
    await test.step(path, async () => {
      await open(page, path);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(title);
      await expect(page.getByText('Page Not Found')).toHaveCount(0);
      await expect(page.locator('.navbar__link--active')).toHaveText([
        'Community',
      ]);
      await expect(
        page.locator('.theme-doc-sidebar-menu .menu__link--active'),
      ).toHaveAttribute('href', path);
    });
  }
});

test('the community sidebar lists the six pages in order, then its links', async ({
  page,
}) => {
  await open(page, '/community/support/');
  await expect(
    page.locator('.theme-doc-sidebar-menu > li > a.menu__link'),
  ).toHaveText([...communityPages.map(({label}) => label), ...sidebarLinks]);
  const sidebar = page.locator('.theme-doc-sidebar-menu');
  await expect(
    sidebar.getByRole('link', {name: 'Feature Requests'}),
  ).toHaveAttribute('href', '/feature-requests/');
  await expect(
    sidebar.getByRole('link', {name: /Chat with us on Discord/}),
  ).toHaveAttribute('target', '_blank');
});

test('Community stays active after client-side navigation', async ({page}) => {
  await open(page, '/community/support/');
  await page
    .locator('.theme-doc-sidebar-menu')
    .getByRole('link', {name: 'Team'})
    .click();
  await expect(page).toHaveURL(/\/community\/team\/$/);
  await expect(page.locator('.navbar__link--active')).toHaveText(['Community']);
});

test('Community is not active outside /community/', async ({page}) => {
  await open(page, '/docs/installation/');
  await expect(
    page
      .locator('.navbar__items')
      .getByRole('link', {name: 'Community', exact: true}),
  ).not.toHaveClass(/navbar__link--active/);
});

test('team cards show each member with a monogram avatar', async ({
  page,
  gotoHydrated,
}) => {
  await gotoHydrated('/community/team/');
  const cards = page.locator('main article.card');
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all()) {
    const name = (await card.getByRole('heading').textContent()) ?? '';
    const avatar = card.getByRole('img', {name: `Avatar of ${name}`});
    await expect(avatar).toHaveAttribute(
      'src',
      /^\/img\/avatars\/[a-z0-9-]+\.svg$/,
    );
    await avatar.scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        avatar.evaluate((image: HTMLImageElement) => image.naturalWidth),
      )
      .toBeGreaterThan(0);
  }
});
