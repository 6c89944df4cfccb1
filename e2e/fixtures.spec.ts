// The /tests/ fixtures behave in the browser: sidebar categories (expanding,
// and a collapse duration that follows the content height and reduced
// motion), synced tabs, and the crash and error-boundary pages.
import type {Locator, Page} from '@playwright/test';
import {expect, test} from './support/sharedTab';
import {
  gotoHydratedPage,
  reloadHydrated,
  test as freshContextTest,
} from './support/test';

// The tests share the worker's tab (support/sharedTab.ts), save the one that
// reads the page with scripts disabled, a setting of a browser context of
// its own (`freshContextTest`).

// These tests were written for a window taller than the default one; the
// long sidebar lists they check for visibility keep that room.
test.use({viewport: {width: 1280, height: 900}});

const escapeRegExp = (text: string) =>
  text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The sidebar category whose own label is exactly `label`. */
function category(page: Page, label: string): Locator {
  return page
    .locator('.theme-doc-sidebar-menu li.theme-doc-sidebar-item-category')
    .filter({
      has: page.locator(':scope > .menu__list-item-collapsible > a', {
        hasText: new RegExp(`^${escapeRegExp(label)}$`),
      }),
    });
}

/** The link or caret that expands and collapses a category. */
function toggleOf(item: Locator): Locator {
  return item.locator(':scope > .menu__list-item-collapsible > a');
}

const collapsed = /menu__list-item--collapsed/;

test.describe('huge sidebar category', () => {
  test('expands and collapses, three levels deep', async ({
    page,
    gotoHydrated,
  }) => {
    await gotoHydrated('/tests/docs/');
    const huge = category(page, 'Huge sidebar category');
    const sidebar = page.locator('.theme-doc-sidebar-menu');
    await expect(huge).toHaveClass(collapsed);
    await expect(sidebar.getByText('Link 8 (level 1)')).toBeHidden();

    await toggleOf(huge).click();
    await expect(huge).not.toHaveClass(collapsed);
    await expect(toggleOf(huge)).toHaveAttribute('aria-expanded', 'true');
    // A standalone link, then 8 links and 8 categories.
    await expect(huge.locator(':scope > ul > li')).toHaveCount(17);
    await expect(sidebar.getByText('Link 8 (level 1)')).toBeVisible();
    // A list is clipped while it opens (overflow hidden, height animated)
    // and the sidebar may scroll as it grows: click inside it once it is
    // open, as a reader would.
    await expect(huge.locator(':scope > ul')).toHaveCSS('overflow', 'visible');

    const level1 = category(page, 'Category 8 (level 1)');
    await toggleOf(level1).click();
    const level2 = level1.locator('li.theme-doc-sidebar-item-category').filter({
      hasText: /^Category 3 \(level 2\)/,
    });
    await expect(level2).toBeVisible();
    await expect(level1.locator(':scope > ul')).toHaveCSS(
      'overflow',
      'visible',
    );
    await toggleOf(level2).click();
    await expect(level2.getByText('Link 1 (level 3)')).toBeVisible();

    await toggleOf(huge).click();
    await expect(huge).toHaveClass(collapsed);
    await expect(toggleOf(huge)).toHaveAttribute('aria-expanded', 'false');
    await expect(sidebar.getByText('Link 8 (level 1)')).toBeHidden();
  });

  /**
   * Records the `transition` the theme's Collapsible sets on the category's
   * list while it collapses, and waits for the collapse to finish (it sets
   * `display: none` on `transitionend`).
   */
  async function collapseTransitions(page: Page): Promise<string[]> {
    await gotoHydratedPage(page, '/tests/docs/');
    const huge = category(page, 'Huge sidebar category');
    await toggleOf(huge).click();
    const list = huge.locator(':scope > ul');
    // The expansion has ended once the list's overflow is visible again (the
    // theme sets it on transitionend). A collapse started during the
    // expansion can meet the expansion's transitionend, which then applies
    // the collapsed style at once, and the theme starts a second, 40 ms
    // collapse of the now empty list.
    await expect(list).toHaveCSS('display', 'block');
    await expect(list).toHaveCSS('overflow', 'visible');
    await list.evaluate((element) => {
      const seen: string[] = [];
      (window as unknown as {seenTransitions: string[]}).seenTransitions = seen;
      new MutationObserver(() => {
        const {transition} = (element as HTMLElement).style;
        if (transition && !seen.includes(transition)) {
          seen.push(transition);
        }
      }).observe(element, {attributes: true, attributeFilter: ['style']});
    });
    await toggleOf(huge).click();
    await expect(list).toHaveCSS('display', 'none');
    return page.evaluate(
      () => (window as unknown as {seenTransitions: string[]}).seenTransitions,
    );
  }

  test.describe('with reduced motion', () => {
    test.use({reducedMotion: 'reduce'});

    test('the collapse animation takes 1 ms', async ({page}) => {
      expect(await collapseTransitions(page)).toEqual([
        'height 1ms ease-in-out',
      ]);
    });
  });

  test.describe('without reduced motion', () => {
    test.use({reducedMotion: 'no-preference'});

    test('the collapse duration grows with the content height', async ({
      page,
    }) => {
      const transitions = await collapseTransitions(page);
      expect(transitions).toHaveLength(1);
      const duration = Number(/height (\d+)ms/.exec(transitions[0]!)?.[1]);
      // 17 items of about 36 px: far more than the 1 ms of reduced motion.
      expect(duration).toBeGreaterThan(200);
    });
  });
});

test.describe('sidebar categories on load', () => {
  const deepDoc =
    '/tests/docs/tests/test-expansion/test-category-expansion/level-1/level-2/deep-doc/';
  const onThePath = [
    'Tests',
    'Category expansion',
    'Test category expansion',
    'Level 1',
    'Level 2',
  ];
  const offThePath = ['Other category', 'Visibility', 'Huge sidebar category'];

  async function expectExpandedOnPath(page: Page) {
    await expect(
      page.locator(
        '.theme-doc-sidebar-menu .menu__link--active:not(.menu__link--sublist)',
      ),
    ).toHaveText('Deep doc');
    for (const label of onThePath) {
      await expect(category(page, label), label).not.toHaveClass(collapsed);
    }
    for (const label of offThePath) {
      await expect(category(page, label), label).toHaveClass(collapsed);
    }
  }

  test('start expanded when they contain the active page', async ({
    page,
    gotoHydrated,
  }) => {
    await gotoHydrated(deepDoc);
    await expectExpandedOnPath(page);
  });

  test.describe('in the server-rendered HTML', () => {
    test.use({javaScriptEnabled: false});

    freshContextTest(
      'are already expanded before any script runs',
      async ({page}) => {
        await page.goto(deepDoc);
        await expectExpandedOnPath(page);
      },
    );
  });
});

test.describe('tabs tests page', () => {
  test('groups with the same groupId keep one synced choice', async ({
    page,
    gotoHydrated,
  }) => {
    await gotoHydrated('/tests/pages/tabs-tests/');
    // The three groups with groupId "fixture-package-manager".
    const groups = page.getByRole('tablist').filter({
      has: page.getByRole('tab', {name: 'npm', exact: true}),
    });
    await expect(groups).toHaveCount(3);
    const tab = (group: number, name: string) =>
      groups.nth(group).getByRole('tab', {name, exact: true});

    await tab(0, 'Yarn').click();
    for (const group of [0, 1, 2]) {
      await expect(tab(group, 'Yarn')).toHaveAttribute('aria-selected', 'true');
    }
    await expect(
      page.getByText('Yarn is selected in this group too.'),
    ).toBeVisible();

    await tab(1, 'pnpm').click();
    await expect(tab(0, 'pnpm')).toHaveAttribute('aria-selected', 'true');
    await expect(tab(1, 'pnpm')).toHaveAttribute('aria-selected', 'true');
    // The third group has no pnpm tab: it keeps its own choice.
    await expect(tab(2, 'Yarn')).toHaveAttribute('aria-selected', 'true');

    await reloadHydrated(page);
    await expect(tab(0, 'pnpm')).toHaveAttribute('aria-selected', 'true');
    await expect(tab(1, 'pnpm')).toHaveAttribute('aria-selected', 'true');
    await expect(
      page.getByText('pnpm is selected in this group too.'),
    ).toBeVisible();
  });
});

test.describe('crash and error boundary pages', () => {
  test('the crash test page explains itself in a default build', async ({
    page,
    gotoHydrated,
  }) => {
    await gotoHydrated('/tests/pages/crashTest/');
    await expect(page.getByRole('heading', {level: 1})).toHaveText(
      'Crash test',
    );
    await expect(page.getByText('This page renders normally.')).toBeVisible();
    await expect(
      page.getByText('DOCUSAURUS_CRASH_TEST=true npx docusaurus build'),
    ).toBeVisible();
    // The text quotes the crash screen; the screen's heading must be absent.
    await expect(
      page.getByRole('heading', {name: 'This page crashed.'}),
    ).toHaveCount(0);
  });

  test('a local boundary shows its fallback with the cause chain', async ({
    page,
    gotoHydrated,
  }) => {
    await gotoHydrated('/tests/pages/error-boundary-tests/');
    await page
      .getByRole('button', {name: 'Throw an error with two causes'})
      .click();
    const fallback = page.getByRole('alert');
    await expect(fallback).toContainText('This part of the page crashed.');
    await expect(fallback).toContainText(
      /outer[\s\S]*Cause:[\s\S]*inner[\s\S]*Cause:[\s\S]*root/,
    );
    // Only the box is replaced; the rest of the page still works.
    await expect(
      page.getByRole('button', {name: 'Throw a plain error'}),
    ).toBeVisible();
    await fallback.getByRole('button', {name: 'Try again'}).click();
    await expect(
      page.getByRole('button', {name: 'Throw an error with two causes'}),
    ).toBeVisible();
  });

  test('the page-level boundary shows "This page crashed." and recovers', async ({
    page,
    gotoHydrated,
  }) => {
    await gotoHydrated('/tests/pages/error-boundary-tests/');
    await page.getByRole('button', {name: 'Crash the whole page'}).click();
    await expect(
      page.getByRole('heading', {name: 'This page crashed.'}),
    ).toBeVisible();
    await expect(
      page.getByText('The whole page content crashed on purpose'),
    ).toBeVisible();
    await expect(page.getByText('Cause:')).toBeVisible();
    await expect(page.locator('nav.navbar')).toBeVisible();
    await page.getByRole('button', {name: 'Try again'}).click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText(
      'Error boundary tests',
    );
  });
});

test('the images doc renders every image, including require().default and imports', async ({
  page,
  gotoHydrated,
}) => {
  await gotoHydrated('/tests/docs/tests/images/');
  const images = page.locator('article .markdown img');
  await expect(
    page.getByRole('img', {name: 'The tile grid at half size'}),
  ).toHaveAttribute('src', /\S/);
  for (const image of await images.all()) {
    const name = await image.getAttribute('alt');
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(
        () =>
          image.evaluate((element: HTMLImageElement) => element.naturalWidth),
        {message: `${name} has loaded`},
      )
      .toBeGreaterThan(0);
  }
});
