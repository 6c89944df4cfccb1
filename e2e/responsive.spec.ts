// The responsive breakpoint: above 996 px is desktop, 996 px or less is mobile.
import {expect, test} from './support/sharedTab';

const toggle = 'button.navbar__toggle';

test('996 px shows the mobile menu button, 997 px the desktop navbar', async ({
  page,
}) => {
  await page.setViewportSize({width: 996, height: 800});
  await page.goto('/');
  await expect(page.locator(toggle)).toBeVisible();
  await expect(
    page.locator('.navbar__items a', {hasText: 'Blog'}).first(),
  ).toBeHidden();

  await page.setViewportSize({width: 997, height: 800});
  await expect(page.locator(toggle)).toBeHidden();
  await expect(
    page.locator('.navbar__items a', {hasText: 'Blog'}).first(),
  ).toBeVisible();
});

test('the repository link is in the desktop navbar and in the mobile menu, never under the mobile search button', async ({
  page,
  gotoHydrated,
}) => {
  const navbarLink = page.locator('.navbar__items .header-github-link');
  await page.setViewportSize({width: 412, height: 800});
  await gotoHydrated('/blog/tags/');
  await expect(page.locator('.navbar .DocSearch-Button')).toBeVisible();
  await expect(navbarLink).toBeHidden();
  await page.locator(toggle).click();
  await expect(
    page.locator('.navbar-sidebar').getByRole('link', {name: /GitHub/}),
  ).toBeVisible();

  await page.setViewportSize({width: 997, height: 800});
  await expect(navbarLink).toBeVisible();
});

test('the mobile sidebar opens, closes, and closes itself on desktop', async ({
  page,
  gotoHydrated,
}) => {
  await page.setViewportSize({width: 390, height: 800});
  await gotoHydrated('/');
  const sidebar = page.locator('.navbar-sidebar');

  await page.locator(toggle).click();
  await expect(page.locator('.navbar')).toHaveClass(/navbar-sidebar--show/);
  await expect(sidebar.getByRole('link', {name: 'Blog'})).toBeVisible();

  await sidebar.getByRole('button', {name: 'Close navigation bar'}).click();
  await expect(page.locator('.navbar')).not.toHaveClass(/navbar-sidebar--show/);

  await page.locator(toggle).click();
  await expect(page.locator('.navbar')).toHaveClass(/navbar-sidebar--show/);
  await page.setViewportSize({width: 1200, height: 800});
  await expect(page.locator('.navbar')).not.toHaveClass(/navbar-sidebar--show/);
});

// Server rendering does not know the width: a doc page is sent with both
// tables of contents and the desktop sidebar, and once hydrated it keeps
// only those of its width (the theme's window-size hook, which sets the
// first size as a transition), and follows the width when it changes.
test('a hydrated doc page keeps only the table of contents and sidebar of its width', async ({
  page,
  gotoHydrated,
}) => {
  await page.setViewportSize({width: 412, height: 800});
  await gotoHydrated('/docs/installation/');
  await expect(page.locator('.theme-doc-toc-desktop')).toHaveCount(0);
  await expect(page.locator('.theme-doc-sidebar-container nav')).toHaveCount(0);
  await expect(page.locator('.theme-doc-toc-mobile')).toBeVisible();

  await page.setViewportSize({width: 1280, height: 800});
  await expect(page.locator('.theme-doc-toc-desktop')).toBeVisible();
  await expect(page.locator('.theme-doc-sidebar-container nav')).toBeVisible();
});
