// The custom navbar item shows on /tests only.
import {expect, test} from './support/sharedTab';

const item = '[data-testid="tests-navbar-item"]';

test('is absent outside /tests', async ({page, gotoHydrated}) => {
  await gotoHydrated('/');
  await expect(page.locator(item)).toHaveCount(0);
});

test('shows on /tests/ and explains itself when pressed', async ({
  page,
  gotoHydrated,
}) => {
  // The button works once the page's scripts run: a press before that
  // lands on the server-rendered button.
  await gotoHydrated('/tests/');
  const button = page.locator(`.navbar__items ${item}`);
  await expect(button).toBeVisible();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('status')).toContainText(
    'custom navbar item example',
  );
});

test('has a mobile variant in the mobile sidebar', async ({
  page,
  gotoHydrated,
}) => {
  await page.setViewportSize({width: 390, height: 800});
  await gotoHydrated('/tests/');
  await page.locator('button.navbar__toggle').click();
  const button = page.locator(`.navbar-sidebar ${item}`);
  await expect(button).toBeVisible();
  await button.click();
  await expect(
    page.locator('.navbar-sidebar').getByRole('status'),
  ).toContainText('custom navbar item example');
});

// One page opens each path in turn (a full load each): a browser context
// per path would spend most of its time starting up and loading the site's
// scripts into an empty cache.
test('shows on every /tests/ section and nowhere else', async ({
  page,
  gotoHydrated,
}) => {
  for (const path of ['/tests/docs/', '/tests/blog/', '/tests/pages/']) {
    await test.step(`shows on ${path}`, async () => {
      await gotoHydrated(path);
      await expect(page.locator(`.navbar__items ${item}`)).toBeVisible();
    });
  }

  // /testsuite/ does not exist: the not-found page renders there, with the
  // navbar, at a path that starts with "/tests" but is not below /tests/.
  for (const path of [
    '/docs/',
    '/blog/',
    '/community/support/',
    '/testsuite/',
  ]) {
    await test.step(`is absent on ${path}`, async () => {
      await gotoHydrated(path);
      await expect(page.locator('.navbar__items').first()).toBeVisible();
      await expect(page.locator(item)).toHaveCount(0);
    });
  }
});

test.describe('keeps the navbar on one line', () => {
  for (const width of [1280, 1000]) {
    test(`at ${width} px, beside the version dropdown`, async ({
      page,
      gotoHydrated,
    }) => {
      await page.setViewportSize({width, height: 800});
      // Measured once React has taken the page over: the version dropdown
      // is remounted then (see
      // src/theme/NavbarItem/DocsVersionDropdownNavbarItem.tsx), and the
      // element found before that is detached and has no box.
      await gotoHydrated('/tests/');
      const navbar = page.locator('nav.navbar');
      const button = page.locator(`.navbar__items ${item}`);
      const dropdown = page.locator('.navbar__items--right .dropdown').first();
      await expect(button).toBeVisible();
      await expect(dropdown).toBeVisible();
      // The label is for assistive technology; on screen the item is an icon.
      await expect(button).toHaveAccessibleName(/Custom navbar item/);
      const navbarHeight = await navbar.evaluate(
        (element) => element.getBoundingClientRect().height,
      );
      const expectedHeight = await navbar.evaluate(
        (element) =>
          parseFloat(
            getComputedStyle(element).getPropertyValue('--ifm-navbar-height'),
          ) * parseFloat(getComputedStyle(document.documentElement).fontSize),
      );
      expect(navbarHeight).toBeLessThanOrEqual(expectedHeight + 1);
      const buttonBox = await button.boundingBox();
      const dropdownBox = await dropdown.boundingBox();
      expect(buttonBox).not.toBeNull();
      expect(dropdownBox).not.toBeNull();
      if (buttonBox && dropdownBox) {
        expect(buttonBox.x + buttonBox.width).toBeLessThanOrEqual(
          dropdownBox.x,
        );
        expect(buttonBox.height).toBeLessThanOrEqual(expectedHeight);
      }
      // The item is one line, like the links beside it...
      const linkBox = await page
        .locator('.navbar__items > a.navbar__link', {hasText: 'Docs'})
        .boundingBox();
      expect(buttonBox?.height).toBeLessThanOrEqual((linkBox?.height ?? 0) + 1);
      // ...the site title, when shown, is not cut short...
      const title = page.locator('.navbar__title');
      if (await title.isVisible()) {
        expect(
          await title.evaluate(
            (element) => element.scrollWidth <= element.clientWidth,
          ),
        ).toBe(true);
      }
      // ...and no navbar entry overlaps another, the brand included.
      const overlaps = await page.evaluate(() => {
        const entries = Array.from(
          document.querySelectorAll(
            '.navbar__brand, .navbar__items > .navbar__item, .navbar__items > [class*="navbarSearchContainer"], .navbar__items > [class*="colorModeToggle"]',
          ),
        ).filter((element) => element.getBoundingClientRect().width > 0);
        const found: string[] = [];
        entries.forEach((first, index) => {
          const a = first.getBoundingClientRect();
          for (const second of entries.slice(index + 1)) {
            const b = second.getBoundingClientRect();
            if (a.left < b.right - 0.5 && b.left < a.right - 0.5) {
              found.push(`${first.textContent} / ${second.textContent}`);
            }
          }
        });
        return found;
      });
      expect(overlaps).toEqual([]);
    });
  }
});
