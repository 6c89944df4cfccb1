// What a reader sees, compared with committed screenshots: the parts of the
// pages where a layout or drawing mistake is easy to miss in a DOM assertion
// (the home hero and feature grid, the search field's focus ring, blog
// authors with their avatars and social icons, an option table on a phone,
// a showcase card and the /tests/ navbar), in light and dark mode.
//
// Baselines are made on this machine's Chromium (Debian, its fonts): fonts
// and anti-aliasing differ elsewhere. Anti-aliased pixels are ignored by the
// comparison (pixelmatch) and up to `maxDiffPixels` (playwright.config.ts)
// others may differ; a broken image, a second focus ring or clipped icons
// change far more. After a reviewed change of design or content, regenerate
// all of them with one command (it needs build/):
//
//   npm run test:visual:update
//
// They live in e2e/visual.spec.ts-snapshots/ (Playwright's default name).
import type {Locator, Page} from '@playwright/test';
import {expect, test} from './support/sharedTab';

const desktop = {width: 1280, height: 900} as const;
const phone = {width: 390, height: 844} as const;
const colorModes = ['light', 'dark'] as const;

/**
 * Waits until what is in view stops changing: fonts, images (lazy ones
 * included once in view) and network requests.
 */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    await document.fonts.ready;
    const inView = Array.from(document.images).filter((image) => {
      const box = image.getBoundingClientRect();
      return box.bottom > 0 && box.top < window.innerHeight;
    });
    await Promise.all(
      inView.map((image) => image.decode().catch(() => undefined)),
    );
  });
}

/** Scrolls `element` into view and waits for what it shows to load. */
async function bringIntoView(page: Page, element: Locator): Promise<void> {
  await element.scrollIntoViewIfNeeded();
  await settle(page);
}

for (const colorScheme of colorModes) {
  test.describe(`${colorScheme} mode`, () => {
    test.use({colorScheme});

    for (const viewport of [desktop, phone]) {
      test(`home hero at ${viewport.width} px`, async ({
        gotoHydrated,
        page,
      }) => {
        await page.setViewportSize(viewport);
        await gotoHydrated('/');
        await settle(page);
        await expect(page).toHaveScreenshot(
          `home-hero-${viewport.width}-${colorScheme}.png`,
        );
      });
    }

    test('home feature grid', async ({gotoHydrated, page}) => {
      await page.setViewportSize(desktop);
      await gotoHydrated('/');
      const features = page.locator(
        'section[aria-labelledby="features-heading"]',
      );
      await bringIntoView(page, features);
      await expect(features).toHaveScreenshot(
        `home-features-${colorScheme}.png`,
      );
    });

    test('search field with the keyboard focus', async ({
      gotoHydrated,
      page,
    }) => {
      await page.setViewportSize(desktop);
      await gotoHydrated('/docs/installation/');
      await page.keyboard.press('Control+k');
      const input = page.locator('.DocSearch-Input');
      await expect(input).toBeFocused();
      const form = page.locator('.DocSearch-Form');
      await settle(page);
      await expect(form).toHaveScreenshot(`search-field-${colorScheme}.png`);
    });

    test('release post authors', async ({gotoHydrated, page}) => {
      await page.setViewportSize(desktop);
      await gotoHydrated('/blog/releases/3.8/');
      const authors = page.locator('main article header .avatar').first();
      await settle(page);
      await expect(authors).toHaveScreenshot(
        `release-post-author-${colorScheme}.png`,
      );
    });

    test('option table on a phone', async ({gotoHydrated, page}) => {
      await page.setViewportSize(phone);
      await gotoHydrated('/docs/api/docusaurus-config/');
      const table = page
        .locator('#required-fields')
        .locator('xpath=following::table[1]');
      await bringIntoView(page, table);
      await expect(table).toHaveScreenshot(
        `api-config-table-390-${colorScheme}.png`,
      );
    });

    test('showcase card', async ({gotoHydrated, page}) => {
      await page.setViewportSize(desktop);
      await gotoHydrated('/showcase/');
      const card = page
        .locator('section[aria-labelledby="favorites"] li.card')
        .first();
      await bringIntoView(page, card);
      await expect(card).toHaveScreenshot(`showcase-card-${colorScheme}.png`);
    });
  });
}

test('the /tests/ navbar at 1280 px', async ({gotoHydrated, page}) => {
  await page.setViewportSize(desktop);
  await gotoHydrated('/tests/');
  await settle(page);
  await expect(page.locator('nav.navbar')).toHaveScreenshot(
    'tests-navbar-1280.png',
  );
});
