// The colour generator on the styling doc: new theme colours apply to the
// page at once, each colour mode keeps its own, and switching the colour
// mode re-applies the colours stored for it.
import type {Page} from '@playwright/test';
import {expect, test} from './support/sharedTab';
import {
  gotoHydratedPage,
  reloadHydrated,
  test as freshContextTest,
} from './support/test';

// The tests share the worker's tab (support/sharedTab.ts), save two that
// need a browser context of their own (`freshContextTest`): one opens a
// second tab whose session storage must be its own, one is granted the
// clipboard permissions.

const docPath = '/docs/styling-layout/';
const storageKey = (mode: 'light' | 'dark') => `ifm-theme-colors-${mode}-189`;

const defaults = {
  light: {primary: '#2e8555', background: '#ffffff'},
  dark: {primary: '#25c2a0', background: '#181920'},
};

async function openGenerator(page: Page) {
  await page.emulateMedia({colorScheme: 'light'});
  await gotoHydratedPage(page, docPath);
  await page
    .getByRole('heading', {name: 'Color generator'})
    .scrollIntoViewIfNeeded();
}

/** A custom property as the page computes it on <html>. */
function pageVariable(page: Page, name: string) {
  return page.evaluate(
    (property) =>
      getComputedStyle(document.documentElement)
        .getPropertyValue(property)
        .trim(),
    name,
  );
}

/**
 * Polls a custom property until it takes the expected value. A change
 * shows within a frame or two, so it is read often rather than at the
 * default pace (100 ms, then 250 ms and more), which the tests' dozens of
 * changes would each wait out.
 */
function expectVariable(page: Page, name: string) {
  return expect.poll(() => pageVariable(page, name), {
    intervals: [20, 50, 100],
  });
}

function expectPrimary(page: Page) {
  return expectVariable(page, '--ifm-color-primary');
}

const primaryInput = (page: Page) =>
  page.getByRole('textbox', {name: 'Primary color', exact: true});
const backgroundInput = (page: Page) =>
  page.getByRole('textbox', {name: 'Background color', exact: true});
const generator = (page: Page) =>
  page.getByRole('group', {name: 'Color generator'});
const cssBlock = (page: Page) => generator(page).locator('.theme-code-block');

/** Clicks the navbar colour mode toggle until `mode` is on screen. */
async function switchMode(page: Page, mode: 'light' | 'dark') {
  const toggle = page.getByRole('button', {
    name: /Switch between dark and light mode/,
  });
  for (let clicks = 0; clicks < 3; clicks += 1) {
    if ((await page.locator('html').getAttribute('data-theme')) === mode) {
      break;
    }
    await toggle.click();
  }
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
}

test('a new colour applies to the page at once and to the CSS block', async ({
  page,
}) => {
  await openGenerator(page);
  await expectPrimary(page).toBe(defaults.light.primary);

  await primaryInput(page).fill('#8b5cf6');
  await expectPrimary(page).toBe('#8b5cf6');
  expect(await pageVariable(page, '--ifm-color-primary-dark')).toBe('#743cf4');
  expect(await pageVariable(page, '--ifm-color-primary-lightest')).toBe(
    '#cfbcfb',
  );
  await expect(
    generator(page).getByRole('row', {name: /--ifm-color-primary-dark\b/}),
  ).toContainText('#743cf4');
  await expect(cssBlock(page)).toContainText(':root {');
  await expect(cssBlock(page)).toContainText('--ifm-color-primary: #8b5cf6;');
  // The default background is left out of the CSS block.
  await expect(cssBlock(page)).not.toContainText('--ifm-background-color');

  // Other notations are read and shown as hex once the field is left.
  await primaryInput(page).fill('rgb(194, 65, 12)');
  await expectPrimary(page).toBe('#c2410c');
  await primaryInput(page).press('Tab');
  await expect(primaryInput(page)).toHaveValue('#c2410c');

  // The native picker drives the same colour.
  await page.getByLabel('Primary color picker').fill('#0b7285');
  await expectPrimary(page).toBe('#0b7285');
  await expect(primaryInput(page)).toHaveValue('#0b7285');

  // An edited adjustment changes its shade only.
  await page
    .getByLabel('Adjustment of --ifm-color-primary-dark', {exact: true})
    .fill('0.3');
  await expectVariable(page, '--ifm-color-primary-dark').toBe('#08505d');
  await expectPrimary(page).toBe('#0b7285');

  await backgroundInput(page).fill('#fafafa');
  await expectVariable(page, '--ifm-background-color').toBe('#fafafa');
  await expect(cssBlock(page)).toContainText(
    '--ifm-background-color: #fafafa;',
  );
});

test('the contrast ratio is shown, with a warning below 4.5:1', async ({
  page,
}) => {
  await openGenerator(page);
  await expect(page.getByText(/on the background: 4\.56:1/)).toBeVisible();
  const warning = page.getByText('Low contrast.');
  await expect(warning).toHaveCount(0);

  await primaryInput(page).fill('#777777');
  await expect(page.getByText(/on the background: 4\.47:1/)).toBeVisible();
  await expect(warning).toBeVisible();

  await primaryInput(page).fill('#767676');
  await expect(page.getByText(/on the background: 4\.54:1/)).toBeVisible();
  await expect(warning).toHaveCount(0);
});

test('dark mode keeps its own colours', async ({page}) => {
  await openGenerator(page);
  await primaryInput(page).fill('#8b5cf6');
  await expectPrimary(page).toBe('#8b5cf6');

  // Nothing stored for dark yet: its defaults apply.
  await switchMode(page, 'dark');
  await expectPrimary(page).toBe(defaults.dark.primary);
  await expect(primaryInput(page)).toHaveValue(defaults.dark.primary);
  await expect(backgroundInput(page)).toHaveValue(defaults.dark.background);
  await expect(cssBlock(page)).toContainText("[data-theme='dark'] {");

  await primaryInput(page).fill('#f59e0b');
  await expectPrimary(page).toBe('#f59e0b');

  await switchMode(page, 'light');
  await expectPrimary(page).toBe('#8b5cf6');
  await expect(primaryInput(page)).toHaveValue('#8b5cf6');

  await switchMode(page, 'dark');
  await expectPrimary(page).toBe('#f59e0b');
});

test('reload restores the colours from sessionStorage; Reset clears them', async ({
  page,
}) => {
  await openGenerator(page);
  await primaryInput(page).fill('#8b5cf6');
  await backgroundInput(page).fill('#fafafa');
  await expectPrimary(page).toBe('#8b5cf6');
  const stored = await page.evaluate(
    (key) => sessionStorage.getItem(key),
    storageKey('light'),
  );
  expect(JSON.parse(stored ?? 'null')).toMatchObject({
    base: '#8b5cf6',
    background: '#fafafa',
  });

  await reloadHydrated(page);
  await expectPrimary(page).toBe('#8b5cf6');
  await expect(primaryInput(page)).toHaveValue('#8b5cf6');
  await expect(backgroundInput(page)).toHaveValue('#fafafa');

  await page.getByRole('button', {name: 'Reset light mode colors'}).click();
  await expectPrimary(page).toBe(defaults.light.primary);
  await expect(primaryInput(page)).toHaveValue(defaults.light.primary);
  await expect(backgroundInput(page)).toHaveValue(defaults.light.background);
  expect(
    await page.evaluate(
      (key) => sessionStorage.getItem(key),
      storageKey('light'),
    ),
  ).toBeNull();
});

freshContextTest(
  'a new tab starts with the defaults',
  async ({page, context}) => {
    await openGenerator(page);
    await primaryInput(page).fill('#8b5cf6');
    await expectPrimary(page).toBe('#8b5cf6');

    // Same browser profile, new tab: sessionStorage is per tab.
    const sameContextTab = await context.newPage();
    await openGenerator(sameContextTab);
    await expectPrimary(sameContextTab).toBe(defaults.light.primary);
    await expect(primaryInput(sameContextTab)).toHaveValue(
      defaults.light.primary,
    );
    // A tab of the same profile shares its cookies, local storage and cache;
    // a tab of another profile shares nothing with it (the site keeps no
    // state on the server), so it starts with the defaults all the more.
  },
);

test('invalid input shows an error and changes nothing', async ({page}) => {
  await openGenerator(page);
  await primaryInput(page).fill('#8b5cf6');
  await expectPrimary(page).toBe('#8b5cf6');
  const cssBefore = await cssBlock(page).innerText();

  for (const [input, message] of [
    ['#12', /not a color/],
    ['red-ish', /not a color/],
    ['a'.repeat(500), /too long/],
  ] as const) {
    await primaryInput(page).fill(input);
    await primaryInput(page).press('Tab');
    await expect(primaryInput(page)).toHaveAttribute('aria-invalid', 'true');
    const errorId = await primaryInput(page).getAttribute('aria-describedby');
    const error = page.locator(`[id="${errorId}"]`);
    await expect(error).toHaveText(message);
    await expect(error).toHaveAttribute('aria-live', 'polite');
    expect(await pageVariable(page, '--ifm-color-primary')).toBe('#8b5cf6');
    expect(await cssBlock(page).innerText()).toBe(cssBefore);
  }

  // Fixing the text clears the error and applies the colour.
  await primaryInput(page).fill('#0b7285');
  await expect(primaryInput(page)).toHaveAttribute('aria-invalid', 'false');
  await expectPrimary(page).toBe('#0b7285');
});

freshContextTest(
  'the Copy button puts the CSS on the clipboard',
  async ({page, context, baseURL}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: baseURL,
    });
    await openGenerator(page);
    await primaryInput(page).fill('#8b5cf6');
    await expect(cssBlock(page)).toContainText('--ifm-color-primary: #8b5cf6;');

    await cssBlock(page)
      .getByRole('button', {name: 'Copy code to clipboard'})
      .click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.trim()).toBe(
      [
        ':root {',
        '  --ifm-color-primary: #8b5cf6;',
        '  --ifm-color-primary-dark: #743cf4;',
        '  --ifm-color-primary-darker: #692cf3;',
        '  --ifm-color-primary-darkest: #4d0ce0;',
        '  --ifm-color-primary-light: #a27cf8;',
        '  --ifm-color-primary-lighter: #ad8cf9;',
        '  --ifm-color-primary-lightest: #cfbcfb;',
        '}',
      ].join('\n'),
    );
  },
);

test('one style element carries the preview however many changes', async ({
  page,
}) => {
  await openGenerator(page);
  await primaryInput(page).fill('#8b5cf6');
  await expectPrimary(page).toBe('#8b5cf6');
  const countStyles = () =>
    page.evaluate(() => document.querySelectorAll('style').length);
  const stylesAfterFirstChange = await countStyles();

  for (let step = 0; step < 20; step += 1) {
    const hex = `#${(0x203040 + step * 0x050403).toString(16)}`;
    await primaryInput(page).fill(hex);
    await expectPrimary(page).toBe(hex);
  }
  await switchMode(page, 'dark');
  await switchMode(page, 'light');

  expect(await countStyles()).toBe(stylesAfterFirstChange);
  await expect(page.locator('style#color-generator-preview')).toHaveCount(1);
});

test('leaving the page gives other pages the site colours', async ({page}) => {
  await openGenerator(page);
  await primaryInput(page).fill('#8b5cf6');
  await expectPrimary(page).toBe('#8b5cf6');

  await page.locator('main a[href="/docs/swizzling/"]').first().click();
  await expect(page).toHaveURL(/\/docs\/swizzling\/$/);
  await expectPrimary(page).toBe(defaults.light.primary);
  await expect(page.locator('style#color-generator-preview')).toHaveCount(0);

  // Coming back previews the colours stored in this tab again.
  await page.goBack();
  await expectPrimary(page).toBe('#8b5cf6');
});

test('an invalid colour is explained in place while the reader is still typing', async ({
  page,
}) => {
  await openGenerator(page);
  const input = primaryInput(page);
  await input.click();
  await input.fill('#zzzzzz');
  // The reader pauses without leaving the field: the message appears beside
  // the field, the field is marked invalid and keeps focus.
  const errorId = await input.getAttribute('aria-describedby');
  await expect(page.locator(`[id="${errorId}"]`)).toHaveText(
    /"#zzzzzz" is not a color/,
  );
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(input).toBeFocused();
  expect(await pageVariable(page, '--ifm-color-primary')).toBe('#2e8555');

  // Typing on towards a valid colour clears it at once.
  await input.fill('#0b7285');
  await expect(input).toHaveAttribute('aria-invalid', 'false');
  await expect(page.locator(`[id="${errorId}"]`)).toHaveText('');
});
