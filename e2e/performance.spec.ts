// Issue 14: heavy libraries load only on the pages that use them.
import type {Page} from '@playwright/test';
import {expect, test} from './support/test';

/** Records the JavaScript files a page loads (not prefetches). */
function trackScripts(page: Page): () => Promise<string[]> {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    const purpose = response.request().headers()['sec-purpose'] ?? '';
    if (response.url().endsWith('.js') && !purpose.includes('prefetch')) {
      // A body still streaming when the test ends is not needed.
      bodies.push(response.text().catch(() => ''));
    }
  });
  return () => Promise.all(bodies);
}

async function scriptsOf(page: Page, path: string): Promise<string[]> {
  const scripts = trackScripts(page);
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  return scripts();
}

const isMermaid = (source: string) => source.includes('mermaidCaptureSizes');
const isLiveEditor = (source: string) =>
  source.includes('react-live') || source.includes('sucrase');

test('a doc page without diagrams or live code loads neither library', async ({
  page,
}) => {
  const scripts = await scriptsOf(page, '/docs/installation/');
  expect(scripts.length).toBeGreaterThan(2);
  expect(scripts.some(isMermaid)).toBe(false);
  expect(scripts.some(isLiveEditor)).toBe(false);
});

test('the home page loads neither library', async ({page}) => {
  const scripts = await scriptsOf(page, '/');
  expect(scripts.some(isMermaid)).toBe(false);
  expect(scripts.some(isLiveEditor)).toBe(false);
});

test('a page with a diagram loads Mermaid and renders it in both colour modes', async ({
  page,
}) => {
  const scripts = trackScripts(page);
  await page.goto('/docs/markdown-features/diagrams/');
  // Mermaid loads after first paint: wait for the diagram, then look at
  // what was downloaded.
  const diagram = page.locator('.docusaurus-mermaid-container svg').first();
  await expect(diagram).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect((await scripts()).some(isMermaid)).toBe(true);
  await page.evaluate(() => localStorage.setItem('theme-189', 'dark'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(
    page.locator('.docusaurus-mermaid-container svg').first(),
  ).toBeVisible();
});

test('live code blocks still run on their page', async ({page}) => {
  await page.goto('/docs/markdown-features/code-blocks/');
  const playground = page.locator('[class*="playgroundContainer"]').first();
  const editor = playground.locator('[contenteditable]');
  await expect(editor).toBeVisible();
  // The result renders in the sandboxed live code frame.
  const preview = playground
    .locator('[class*="playgroundPreview"]')
    .frameLocator('iframe')
    .locator('body');
  await expect(preview).toContainText('10 characters');
  // Editing the code re-renders the preview: change the initial text.
  await editor.evaluate((element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const start = node.textContent!.indexOf('Docusaurus');
      if (start >= 0) {
        const range = document.createRange();
        range.setStart(node, start);
        range.setEnd(node, start + 'Docusaurus'.length);
        const selection = window.getSelection()!;
        selection.removeAllRanges();
        selection.addRange(range);
        (element as HTMLElement).focus();
        return;
      }
    }
    throw new Error('initial text not found in the live editor');
  });
  await page.keyboard.type('Docs');
  await expect(preview).toContainText('4 characters');
});
