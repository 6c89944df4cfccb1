// The page shell around every page: skip link, navbar, announcement bar,
// external links, not-found page and footer.
import {readFileSync} from 'node:fs';
import {reloadHydrated, waitForHydration} from './support/test';
import {expect, test} from './support/sharedTab';

test.describe('skip to content', () => {
  test('is the first tab stop and moves focus to the main content', async ({
    page,
  }) => {
    // The theme moves the focus: the page must have loaded its scripts,
    // which start after the first paint (the load event can come first).
    await page.goto('/docs/installation/');
    await waitForHydration(page);
    await page.keyboard.press('Tab');
    const skipLink = page.getByRole('link', {name: 'Skip to main content'});
    await expect(skipLink).toBeFocused();
    await page.keyboard.press('Enter');
    // The theme focuses <main> then drops its temporary tabindex, so the
    // browser keeps <main> as the sequential focus starting point: the next
    // Tab lands on the first focusable element of the content, not the navbar.
    await page.keyboard.press('Tab');
    const focusIsInMain = await page.evaluate(
      () => document.activeElement?.closest('main') !== null,
    );
    expect(focusIsInMain).toBe(true);
  });
});

test.describe('navbar', () => {
  test('shows the items in order', async ({page}) => {
    await page.goto('/');
    const left = page.locator(
      '.navbar__items:not(.navbar__items--right) > a.navbar__link',
    );
    await expect(left).toHaveText([
      'Docs',
      'API',
      'Blog',
      'Showcase',
      'Community',
      'Tests',
    ]);
    const right = page.locator('.navbar__items--right');
    await expect(right.locator('.dropdown > .navbar__link').first()).toHaveText(
      /Canary/,
    );
    await expect(right.locator('.dropdown > .navbar__link').nth(1)).toHaveText(
      'English',
    );
    await expect(
      right.getByRole('link', {name: 'GitHub repository'}),
    ).toHaveAttribute('href', 'https://github.com/facebook/docusaurus');
  });

  test('version dropdown lists Canary and the archived versions', async ({
    page,
  }) => {
    await page.goto('/docs/installation/');
    const dropdown = page.locator('.navbar__items--right .dropdown').first();
    await dropdown.hover();
    const menu = dropdown.locator('.dropdown__menu');
    await expect(menu.getByRole('link', {name: /Canary/})).toHaveAttribute(
      'href',
      '/docs/installation/',
    );
    await expect(menu.getByText('Archived versions')).toBeVisible();
    for (const version of ['2.3.1', '2.2.0', '2.1.0', '2.0.1', '1.x.x']) {
      await expect(menu.getByRole('link', {name: version})).toBeVisible();
    }
    await expect(
      menu.getByRole('link', {name: 'All versions'}),
    ).toHaveAttribute('href', '/versions/');
  });

  test('locale dropdown links each locale to the same path', async ({page}) => {
    await page.goto('/docs/installation/?x=1#top');
    const dropdown = page.locator('.navbar__items--right .dropdown').nth(1);
    await dropdown.hover();
    const english = dropdown.getByRole('link', {name: 'English'});
    await expect(english).toHaveAttribute('href', /^\/docs\/installation\//);
    await expect(english).toHaveAttribute('lang', 'en');
  });
});

test.describe('announcement bar', () => {
  const bar = '.theme-announcement-bar';

  test('announces the current version and stays closed once closed', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.locator(bar)).toContainText('Docusaurus v3.8');
    await page.getByRole('button', {name: 'Close'}).click();
    await expect(page.locator(bar)).toHaveCount(0);
    await reloadHydrated(page);
    await expect(page.locator(bar)).toHaveCount(0);
  });

  test('shows again when the announcement id changes', async ({page}) => {
    await page.goto('/');
    await page.evaluate(() => {
      localStorage.setItem(
        'docusaurus.announcement.id-189',
        'announcementBar-v3.7',
      );
      localStorage.setItem('docusaurus.announcement.dismiss-189', 'true');
    });
    await reloadHydrated(page);
    await expect(page.locator(bar)).toBeVisible();
  });
});

test.describe('external links', () => {
  test('open in a new tab without opener or referrer', async ({page}) => {
    await page.goto('/');
    const link = page
      .locator('footer')
      .getByRole('link', {name: /Stack Overflow/});
    await expect(link).toHaveAttribute('target', '_blank');
    const rel = (await link.getAttribute('rel')) ?? '';
    expect(rel.split(' ')).toEqual(
      expect.arrayContaining(['noopener', 'noreferrer']),
    );
  });
});

test.describe('not-found page', () => {
  test('renders for an unknown path', async ({page}) => {
    const response = await page.goto('/this/page/does-not-exist/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(
      'Page Not Found',
    );
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(
      'Page Not Found',
    );
  });
});

test.describe('footer', () => {
  test('has the four columns, the logo and the copyright', async ({page}) => {
    await page.goto('/');
    const titles = page.locator('footer .footer__title');
    await expect(titles).toHaveText(['Learn', 'Community', 'More', 'Legal']);
    const logo = page.locator('footer .footer__logo').first();
    await expect(logo).toHaveAttribute('width', '32');
    await expect(logo).toHaveAttribute('height', '32');
    await expect(page.locator('footer')).toContainText('Copyright © 2025');
  });
});

test.describe('search input focus', () => {
  for (const viewport of [
    {width: 1280, height: 800},
    {width: 390, height: 844},
  ]) {
    for (const colorScheme of ['light', 'dark'] as const) {
      test(`draws one focus ring (${viewport.width} px, ${colorScheme})`, async ({
        page,
        gotoHydrated,
      }) => {
        await page.setViewportSize(viewport);
        await page.emulateMedia({colorScheme});
        await gotoHydrated('/docs/installation/');
        await page.keyboard.press('Control+k');
        const input = page.locator('.DocSearch-Input');
        await expect(input).toBeFocused();
        const rings = await input.evaluate((element) => {
          const form = element.closest('.DocSearch-Form');
          return {
            inputOutline: getComputedStyle(element).outlineStyle,
            inputFocusVisible: element.matches(':focus-visible'),
            formRing: form ? getComputedStyle(form).boxShadow : 'none',
          };
        });
        // The focused input draws no outline of its own...
        expect(rings.inputFocusVisible).toBe(true);
        expect(rings.inputOutline).toBe('none');
        // ...inside the form's ring, which DocSearch draws.
        expect(rings.formRing).toMatch(/inset/);
      });
    }
  }
});

test.describe('GitHub link', () => {
  const markPath = () => {
    const source = readFileSync(
      require.resolve('@primer/octicons/build/svg/mark-github-24.svg'),
      'utf8',
    );
    return /d="([^"]+)"/.exec(source)?.[1];
  };

  test('shows the GitHub mark in the navbar, named for assistive technology', async ({
    page,
  }) => {
    await page.goto('/');
    const link = page
      .locator('.navbar__items--right')
      .getByRole('link', {name: 'GitHub repository'});
    await expect(link.locator('svg path')).toHaveAttribute('d', markPath()!);
    const icon = await link.locator('svg').boundingBox();
    expect(icon?.width).toBe(24);
    // The word is for the mobile menu: on the desktop navbar only the mark shows.
    await expect(link.getByText('GitHub', {exact: true})).toHaveCSS(
      'position',
      'absolute',
    );
  });

  test('is the mark and a visible word in the mobile menu', async ({
    page,
    gotoHydrated,
  }) => {
    await page.setViewportSize({width: 390, height: 844});
    await gotoHydrated('/');
    await page.locator('button.navbar__toggle').click();
    const link = page
      .locator('.navbar-sidebar')
      .getByRole('link', {name: 'GitHub repository'});
    await expect(link).toBeVisible();
    await expect(link.locator('svg path')).toHaveAttribute('d', markPath()!);
    const word = link.getByText('GitHub', {exact: true});
    await expect(word).toBeVisible();
    const box = await word.boundingBox();
    expect(box?.width).toBeGreaterThan(20);
  });
});
