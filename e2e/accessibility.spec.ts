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
    // Only violations are reported; axe then skips collecting the details
    // of every passing node, most of its time on large pages. Set before
    // the tags: `options()` replaces the whole options object, tags included.
    .options({resultTypes: ['violations']})
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
  for (const [viewportName, viewport] of Object.entries(viewports)) {
    test(`${kind} (${path}) has no violations, light and dark, ${viewportName}`, async ({
      page,
      gotoHydrated,
    }) => {
      // Axe takes long on the largest pages (the showcase).
      test.setTimeout(120_000);
      await page.setViewportSize(viewport);
      // With no stored choice the site follows the system colour scheme,
      // live: one load serves both modes.
      await page.emulateMedia({colorScheme: 'light'});
      await gotoHydrated(path);
      const html = page.locator('html');
      await expect(html).toHaveAttribute('data-theme', 'light');
      expect(await violations(page), 'light').toEqual([]);
      await page.emulateMedia({colorScheme: 'dark'});
      await expect(html).toHaveAttribute('data-theme', 'dark');
      // The theme eases link colours into the new mode: contrast is checked
      // once those transitions have ended, not on a colour halfway there.
      await page.evaluate(() =>
        Promise.all(
          document
            .getAnimations()
            .filter((change) => change instanceof CSSTransition)
            // A transition cut short by the next one rejects: it has ended.
            .map((change) => change.finished.catch(() => undefined)),
        ),
      );
      expect(await violations(page), 'dark').toEqual([]);
    });
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
