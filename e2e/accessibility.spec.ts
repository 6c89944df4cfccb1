// Accessibility: zero WCAG 2.1 A/AA violations on every page kind, in both
// colour modes, at desktop and 390 px mobile widths; keyboard access to the
// navbar dropdowns.
import type {Page} from '@playwright/test';
import {axeViolations, wcagRules} from './support/axe';
import {expect, test} from './support/sharedTab';
import {pageKinds} from './support/pageKinds';
import {showcaseSites} from '../src/data/showcase/sites';
import {showcaseTagList} from '../src/data/showcase/tags';

const viewports = {
  desktop: {width: 1280, height: 900},
  mobile: {width: 390, height: 844},
};

/**
 * The rules whose outcome depends on colours. Switching the colour mode
 * changes colours only (the page, its names and its structure stay the
 * same), so the second mode at a width is checked with these alone.
 */
const colourRules = {rules: ['color-contrast', 'link-in-text-block']};

/**
 * Switches the system colour scheme, which the site follows live when the
 * reader has stored no choice, and waits until the page shows the new
 * colours everywhere.
 */
async function switchColourMode(page: Page, mode: 'light' | 'dark') {
  await page.emulateMedia({colorScheme: mode});
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
  await page.evaluate(() => {
    // The theme eases colours into the new mode. Content the browser skips
    // while it is off screen (`content-visibility: auto`, the showcase
    // cards) keeps the old mode's style until something reads it, and its
    // transition only starts then and does not run off screen. Contrast is
    // checked on the colours the page settles on: every element is styled
    // now, and every colour transition jumps to its end.
    document.querySelectorAll('body *').forEach((element) => {
      void getComputedStyle(element).color;
    });
    for (const change of document.getAnimations()) {
      if (change instanceof CSSTransition) {
        change.finish();
      }
    }
  });
}

const showcaseCards = (page: Page) => page.locator('main li.card');

/**
 * What the showcase cards on screen show of the ways a card can differ: its
 * tags (each tag's pill, with its colour), a source button or none, no tags
 * at all, the preview drawing, and the section it sits in.
 */
function showcaseCardVariants(page: Page) {
  return page.locator('main').evaluate((main) => {
    const cards = Array.from(main.querySelectorAll('li.card'));
    const unique = (values: string[]) => [...new Set(values)].sort();
    return {
      tags: unique(
        cards.flatMap((card) =>
          Array.from(card.querySelectorAll('.card__footer li'), (pill) =>
            (pill.textContent ?? '').trim(),
          ),
        ),
      ),
      withSource: cards.some((card) =>
        card.querySelector('[aria-label^="Source of"]'),
      ),
      withoutSource: cards.some(
        (card) => !card.querySelector('[aria-label^="Source of"]'),
      ),
      withoutTags: cards.some(
        (card) => !card.querySelector('.card__footer ul'),
      ),
      drawings: unique(
        cards.map(
          (card) => card.querySelector('svg use')?.getAttribute('href') ?? '',
        ),
      ),
      sections: unique(
        cards.map(
          (card) =>
            card.closest('section')?.getAttribute('aria-labelledby') ?? '',
        ),
      ),
    };
  });
}

/**
 * The showcase lists 353 cards, and axe's time grows with them. The first
 * pass (every rule, desktop, light) checks the whole list. The other passes
 * check the cards a name search for "at" leaves (about one in seven). Every
 * card is the same component, so a part of the list that still has every
 * tag, a card with and one without a source button, a card without tags,
 * every preview drawing and both sections shows them everything the whole
 * list would. The part is checked for that here, so a change to the data
 * cannot quietly thin it.
 */
async function narrowShowcase(page: Page) {
  const wholeList = await showcaseCardVariants(page);
  await page.getByRole('searchbox', {name: 'Search by name'}).fill('at');
  const shown = showcaseSites.filter((site) =>
    site.title.toLowerCase().includes('at'),
  ).length;
  await expect(showcaseCards(page)).toHaveCount(shown);
  expect(await showcaseCardVariants(page)).toEqual(wholeList);
  expect(wholeList).toMatchObject({
    tags: showcaseTagList.map((tag) => tag.label).sort(),
    withSource: true,
    withoutSource: true,
    withoutTags: true,
    sections: ['all-sites', 'favorites'],
  });
}

for (const [kind, path] of Object.entries(pageKinds)) {
  test(`${kind} (${path}) has no violations, desktop and mobile, light and dark`, async ({
    page,
    gotoHydrated,
  }) => {
    // Axe takes long on the largest page: the showcase's 353 cards, about
    // a minute on a loaded two-core machine.
    test.setTimeout(300_000);
    // One load serves both widths and both modes: the layout follows the
    // window live, and so does the colour mode.
    await page.setViewportSize(viewports.desktop);
    await page.emulateMedia({colorScheme: 'light'});
    await gotoHydrated(path);
    await switchColourMode(page, 'light');
    if (path === pageKinds.showcase) {
      // The cards after the first batch render while the browser is idle.
      await expect(showcaseCards(page)).toHaveCount(showcaseSites.length);
    }
    expect(await axeViolations(page, wcagRules), 'desktop, light').toEqual([]);
    if (path === pageKinds.showcase) {
      await narrowShowcase(page);
    }
    await switchColourMode(page, 'dark');
    expect(await axeViolations(page, colourRules), 'desktop, dark').toEqual([]);

    await page.setViewportSize(viewports.mobile);
    // The navbar collapses into its menu button below 997 px.
    await expect(
      page.getByRole('button', {name: 'Toggle navigation bar'}),
    ).toBeVisible();
    expect(await axeViolations(page, wcagRules), 'mobile, dark').toEqual([]);
    await switchColourMode(page, 'light');
    expect(await axeViolations(page, colourRules), 'mobile, light').toEqual([]);
  });
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
  test('a dropdown menu can take focus in the same frame it opens', async ({
    page,
    gotoHydrated,
  }) => {
    await page.setViewportSize(viewports.desktop);
    await gotoHydrated('/docs/installation/');
    // Enter, React's update (a microtask) and the style read happen before
    // any frame is drawn: what a Tab pressed at once would find.
    const visibility = await page
      .locator('.navbar__items--right .dropdown')
      .first()
      .evaluate(async (dropdown) => {
        dropdown
          .querySelector('.navbar__link')!
          .dispatchEvent(
            new KeyboardEvent('keydown', {key: 'Enter', bubbles: true}),
          );
        await new Promise<void>((resolve) => queueMicrotask(resolve));
        return {
          open: dropdown.classList.contains('dropdown--show'),
          menu: getComputedStyle(dropdown.querySelector('.dropdown__menu')!)
            .visibility,
        };
      });
    expect(visibility).toEqual({open: true, menu: 'visible'});
  });
});

// The checks above pass on pages without violations; this proves they would
// see one, in the mode they run in (see support/axe.ts).
test('the check reports violations on a page that has them', async ({
  page,
  gotoHydrated,
}) => {
  await gotoHydrated(pageKinds['category index']!);
  await page.locator('main').evaluate((main) => {
    const faint = document.createElement('p');
    faint.textContent = 'Grey text on a white background';
    faint.style.cssText = 'color: #ddd; background: #fff';
    const unnamed = document.createElement('img');
    unnamed.src = '/img/logo.svg';
    main.append(faint, unnamed);
  });
  expect(page.frames()).toHaveLength(1);
  const found = await axeViolations(page, wcagRules);
  expect(found.map((violation) => violation.rule).sort()).toEqual([
    'color-contrast',
    'image-alt',
  ]);
});
