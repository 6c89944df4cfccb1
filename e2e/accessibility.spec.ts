// Accessibility: zero WCAG 2.1 A/AA violations on every page kind, in both
// colour modes, at desktop and 390 px mobile widths; keyboard access to the
// navbar dropdowns.
import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import {expect, test} from './support/test';
import {pageKinds} from './support/pageKinds';

const viewports = {
  desktop: {width: 1280, height: 900},
  mobile: {width: 390, height: 844},
};

async function violations(page: Page) {
  const results = await new AxeBuilder({page})
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
  }));
}

for (const [kind, path] of Object.entries(pageKinds)) {
  for (const scheme of ['light', 'dark'] as const) {
    for (const [viewportName, viewport] of Object.entries(viewports)) {
      test(`${kind} (${path}) has no violations, ${scheme}, ${viewportName}`, async ({
        page,
        gotoHydrated,
      }) => {
        // Axe takes long on the largest pages (the showcase).
        test.setTimeout(90_000);
        await page.setViewportSize(viewport);
        await page.addInitScript((mode) => {
          localStorage.setItem('theme-189', mode);
        }, scheme);
        await gotoHydrated(path);
        await expect(page.locator('html')).toHaveAttribute(
          'data-theme',
          scheme,
        );
        expect(await violations(page)).toEqual([]);
      });
    }
  }
}

test.describe('keyboard access to the navbar dropdowns', () => {
  for (const [name, index] of [
    ['version', 0],
    ['locale', 1],
  ] as const) {
    test(`the ${name} dropdown opens with the keyboard and its items are reachable`, async ({
      page,
      gotoHydrated,
    }) => {
      await page.setViewportSize(viewports.desktop);
      await gotoHydrated('/docs/installation/');
      const dropdown = page
        .locator('.navbar__items--right .dropdown')
        .nth(index);
      const toggle = dropdown.locator('> .navbar__link');
      for (const key of ['Enter', ' '] as const) {
        await toggle.focus();
        await page.keyboard.press(key === ' ' ? 'Space' : key);
        await expect(dropdown).toHaveClass(/dropdown--show/);
        await expect(toggle).toHaveAttribute('aria-expanded', 'true');
        await page.keyboard.press('Tab');
        const focusedInside = await dropdown.evaluate((element) =>
          element
            .querySelector('.dropdown__menu')!
            .contains(document.activeElement),
        );
        expect(focusedInside).toBe(true);
        await page.keyboard.press('Escape');
        await toggle.focus();
        if ((await toggle.getAttribute('aria-expanded')) === 'true') {
          await page.keyboard.press(key === ' ' ? 'Space' : key);
        }
      }
    });
  }
});
