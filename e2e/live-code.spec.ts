// Live code blocks under the site's strict Content-Security-Policy.
// The page never evaluates code; the result renders in a sandboxed frame
// (its own opaque origin and policy), which the page sizes and themes.
import type {Locator, Page} from '@playwright/test';
import {expect, test} from './support/sharedTab';

const fixturePage = '/tests/pages/live-playground-tests/';

function playground(page: Page, index = 0) {
  const container = page.locator('[class*="playgroundContainer"]').nth(index);
  return {
    editor: container.locator('[contenteditable]'),
    frame: container.locator('[class*="playgroundPreview"] iframe'),
    result: container
      .locator('[class*="playgroundPreview"]')
      .frameLocator('iframe')
      .locator('#root'),
  };
}

/** Replaces the code in a live editor by typing `code`. */
async function replaceCode(page: Page, editor: Locator, code: string) {
  await editor.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Delete');
  await page.keyboard.type(code);
}

test('the result renders in a sandboxed frame and follows edits', async ({
  page,
  gotoHydrated,
}) => {
  await gotoHydrated(fixturePage);
  const {editor, frame, result} = playground(page);
  await expect(frame).toHaveAttribute('sandbox', 'allow-scripts');
  await expect(result.getByRole('button')).toHaveText('Clicked 0 times');
  await result.getByRole('button').click();
  await expect(result.getByRole('button')).toHaveText('Clicked 1 times');
  await replaceCode(page, editor, '<strong>Edited in the page</strong>');
  await expect(result.locator('strong')).toHaveText('Edited in the page');
});

test('noInline code calls render() itself', async ({page, gotoHydrated}) => {
  await gotoHydrated(fixturePage);
  const {result} = playground(page, 1);
  await expect(result.locator('span[title]')).toHaveCount(3);
  await expect(result.locator('span[title="seagreen"]')).toBeVisible();
});

test('code runs in an opaque origin, away from the site’s storage', async ({
  page,
  gotoHydrated,
}) => {
  await gotoHydrated(fixturePage);
  const {editor, result} = playground(page);
  await replaceCode(page, editor, '<p>origin: {String(window.origin)}</p>');
  await expect(result.locator('p')).toHaveText('origin: null');
  await replaceCode(page, editor, '<p>{localStorage.length}</p>');
  await expect(result).toContainText('SecurityError');
});

test('errors in the code are shown in the result', async ({
  page,
  gotoHydrated,
}) => {
  await gotoHydrated(fixturePage);
  const {editor, result} = playground(page);
  await replaceCode(page, editor, '<p>{notDefined}</p>');
  await expect(result.locator('.live-error')).toContainText(
    'notDefined is not defined',
  );
});

test('the frame takes its content’s height and the colour mode', async ({
  page,
  gotoHydrated,
}) => {
  await gotoHydrated(fixturePage);
  const {editor, frame, result} = playground(page);
  await expect(result.getByRole('button')).toBeVisible();
  const shortHeight = (await frame.boundingBox())!.height;
  await replaceCode(
    page,
    editor,
    '<div style={{height: 300}}>A tall result</div>',
  );
  await expect(result).toContainText('A tall result');
  await expect
    .poll(async () => (await frame.boundingBox())!.height)
    .toBeGreaterThanOrEqual(300);
  expect(shortHeight).toBeLessThan(100);
});

test('the frame follows the page’s colour mode', async ({
  page,
  gotoHydrated,
}) => {
  await gotoHydrated(`${fixturePage}?docusaurus-theme=dark`);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const {frame, result} = playground(page);
  await expect(result.getByRole('button')).toBeVisible();
  await expect(frame.contentFrame().locator('html')).toHaveAttribute(
    'data-theme',
    'dark',
  );
});
