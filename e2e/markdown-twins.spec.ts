// Docs for tools and AI assistants: the Markdown twin of every doc,
// community page, blog post and changelog entry, the llms.txt indexes and
// llms-full.txt (checked on the built site), and the "Copy page" button with
// its "View as Markdown" menu item (checked in Chromium, online and offline).
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {axeViolations} from './support/axe';
import type {Page} from '@playwright/test';
import {expect, test} from './support/sharedTab';
import {reloadHydrated, test as freshContextTest} from './support/test';
import {
  buildDir,
  builtFile,
  builtPage,
  sitemapPaths,
} from './support/builtSite';
import {parseLlmsTxt, type LlmsTxt} from './support/llmsTxt';
import {baseURL} from '../playwright.config';
import {
  convertPage,
  renderTwin,
} from '../src/plugins/markdown-twins/htmlToMarkdown';

const siteUrl = 'https://docusaurus.io';

/** Sitemap pages of the kinds that have twins, by kind. */
function pagesWithTwins() {
  const paths = sitemapPaths();
  const olderVersion = /^\/docs\/(\d+\.\d+\.\d+)\//;
  const docs = paths.filter(
    (p) =>
      p.startsWith('/docs/') && !/^\/docs\/(\d+\.\d+\.\d+\/)?tags\//.test(p),
  );
  return {
    currentDocs: docs.filter((p) => !olderVersion.test(p)),
    olderDocs: (version: string) =>
      docs.filter((p) => p.startsWith(`/docs/${version}/`)),
    community: paths.filter((p) => p.startsWith('/community/')),
    blogPosts: paths.filter(
      (p) =>
        p.startsWith('/blog/') &&
        !/^\/blog\/((page|tags|authors|archive)\/.*)?$/.test(p),
    ),
    changelogEntries: paths.filter(
      (p) =>
        p.startsWith('/changelog/') &&
        !/^\/changelog\/((page|authors)\/.*)?$/.test(p),
    ),
    docs,
  };
}

/** `/docs/installation/` → `/docs/installation.md` (written out, not computed by the plugin). */
const twinOf = (pagePath: string) => `${pagePath.replace(/\/$/, '')}.md`;

/** Lines of Markdown outside fenced code blocks, inline code removed. */
function proseLines(markdown: string): string[] {
  const lines: string[] = [];
  let fence: string | undefined;
  for (const line of markdown.split('\n')) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length) {
        fence = undefined;
      }
    } else if (marker) {
      fence = marker;
    } else {
      lines.push(line.replace(/(`+)[^`]*?\1/g, ''));
    }
  }
  return lines;
}

function readTwin(pagePath: string): string {
  return readFileSync(path.join(buildDir, twinOf(pagePath)), 'utf8');
}

const llmsTxt = (file: string): LlmsTxt => parseLlmsTxt(builtFile(file));
const linkedPaths = (index: LlmsTxt) =>
  index.sections.flatMap((section) =>
    section.links.map((link) => new URL(link.url).pathname),
  );

test.describe('Markdown twins in the build', () => {
  const kinds = pagesWithTwins();

  test('every doc (all versions), community page, blog post and changelog entry has a clean twin', () => {
    const pages = [
      ...kinds.docs,
      ...kinds.community,
      ...kinds.blogPosts,
      ...kinds.changelogEntries,
    ];
    expect(kinds.docs.length).toBeGreaterThan(250);
    expect(kinds.community.length).toBeGreaterThan(5);
    expect(kinds.blogPosts.length).toBeGreaterThan(20);
    expect(kinds.changelogEntries.length).toBeGreaterThan(100);
    const problems: string[] = [];
    for (const pagePath of pages) {
      if (!existsSync(path.join(buildDir, twinOf(pagePath)))) {
        problems.push(`${pagePath}: no ${twinOf(pagePath)}`);
        continue;
      }
      const twin = readTwin(pagePath);
      if (!/^# \S/.test(twin)) {
        problems.push(`${pagePath}: does not start with the title`);
      }
      const noise = proseLines(twin).filter(
        (line) =>
          /^(import|export) /.test(line) ||
          // A JSX tag; `\<Tabs>` is prose that names a component.
          /(?<!\\)<\/?[A-Z][A-Za-z]*[\s/>]/.test(line) ||
          /\]\(\/(?!\/)/.test(line),
      );
      if (noise.length > 0) {
        problems.push(
          `${pagePath}: JSX, imports or relative links: ${noise[0]}`,
        );
      }
    }
    expect(problems).toEqual([]);
  });

  test('a twin holds the title, the description and the content of its page', () => {
    const twin = readTwin('/docs/installation/');
    const $ = builtPage('/docs/installation/');
    const description = $('meta[name="description"]').attr('content')!;
    expect(twin.startsWith(`# Installation\n\n> ${description}\n\n`)).toBe(
      true,
    );
    // Tabs of npm2yarn, code with its language, absolute links.
    expect(twin).toContain('**npm**\n\n```bash\nnpm');
    expect(twin).toContain('](https://docusaurus.io/docs/configuration/)');
    expect(twin).not.toContain('Edit this page');
  });

  test('each page with a twin names it in <link rel="alternate">, and only those pages', () => {
    const withTwin = [
      '/docs/installation/',
      '/docs/',
      '/docs/category/guides/',
      '/docs/3.7.0/installation/',
      '/community/support/',
      '/blog/releases/3.8/',
      '/changelog/3.8.1/',
    ];
    for (const pagePath of withTwin) {
      const links = builtPage(pagePath)(
        'link[rel="alternate"][type="text/markdown"]',
      );
      expect(links.length, pagePath).toBe(1);
      expect(links.attr('href'), pagePath).toBe(twinOf(pagePath));
    }
    for (const pagePath of [
      '/',
      '/blog/',
      '/docs/tags/',
      '/changelog/',
      '/tests/docs/',
    ]) {
      expect(
        builtPage(pagePath)('link[rel="alternate"][type="text/markdown"]')
          .length,
        pagePath,
      ).toBe(0);
    }
  });

  test('/llms.txt follows the llms.txt format and lists exactly the current pages', () => {
    const index = llmsTxt('llms.txt');
    expect(index.title).toBe('Docusaurus');
    expect(index.summary).toMatch(/static-site generator/);
    expect(index.sections.map((section) => section.name)).toEqual([
      'Docs',
      'API reference',
      'Community',
      'Blog',
      'Changelog',
    ]);
    const expected = [
      ...kinds.currentDocs,
      ...kinds.community,
      ...kinds.blogPosts,
      ...kinds.changelogEntries,
    ].map(twinOf);
    const linked = linkedPaths(index);
    expect(new Set(linked).size).toBe(linked.length);
    expect([...linked].sort()).toEqual([...expected].sort());
    for (const section of index.sections) {
      for (const link of section.links) {
        expect(link.url.startsWith(`${siteUrl}/`), link.url).toBe(true);
      }
    }
    // Sections hold their kind of page, the first doc is the introduction.
    const [docs, api, community, blog, changelog] = index.sections;
    expect(docs!.links[0]).toMatchObject({
      name: 'Introduction',
      url: `${siteUrl}/docs.md`,
    });
    expect(docs!.links[0]!.notes).toBeTruthy();
    expect(api!.links.map((link) => link.url)).toContain(
      `${siteUrl}/docs/cli.md`,
    );
    expect(
      community!.links.every((link) => link.url.includes('/community/')),
    ).toBe(true);
    expect(blog!.links.every((link) => link.url.includes('/blog/'))).toBe(true);
    expect(changelog!.links[0]!.url).toBe(`${siteUrl}/changelog/3.8.1.md`);
  });

  test('each older docs version has its own index, and they differ where the versions do', () => {
    const cascadeLayers =
      '/api/plugins/@docusaurus/plugin-css-cascade-layers.md';
    for (const version of ['3.8.1', '3.7.0']) {
      const index = llmsTxt(`docs/${version}/llms.txt`);
      expect(index.title).toBe(`Docusaurus ${version}`);
      expect(index.sections.map((section) => section.name)).toEqual([
        'Docs',
        'API reference',
      ]);
      expect([...linkedPaths(index)].sort()).toEqual(
        kinds.olderDocs(version).map(twinOf).sort(),
      );
    }
    expect(linkedPaths(llmsTxt('llms.txt'))).toContain(`/docs${cascadeLayers}`);
    expect(linkedPaths(llmsTxt('docs/3.8.1/llms.txt'))).toContain(
      `/docs/3.8.1${cascadeLayers}`,
    );
    expect(
      linkedPaths(llmsTxt('docs/3.7.0/llms.txt')).some((url) =>
        url.includes('css-cascade-layers'),
      ),
    ).toBe(false);
  });

  test('/llms-full.txt holds the current docs in sidebar order', () => {
    const full = builtFile('llms-full.txt');
    expect(full.startsWith('# Docusaurus\n\n> ')).toBe(true);
    const sources = [...full.matchAll(/^Source: <([^>]+)>$/gm)].map(
      ([, url]) => new URL(url!).pathname,
    );
    // The order of the Docs and API reference sections of llms.txt, minus
    // the category indexes (which only list other pages).
    const [docs, api] = llmsTxt('llms.txt').sections;
    const sidebarOrder = [...docs!.links, ...api!.links]
      .map((link) => new URL(link.url).pathname.replace(/\.md$/, '/'))
      .filter((pagePath) => !pagePath.startsWith('/docs/category/'));
    expect(sources).toEqual(sidebarOrder);
    expect(sources[0]).toBe('/docs/');
    expect(full).toContain(
      readTwin('/docs/installation/')
        .split('\n\n')
        .slice(2)
        .join('\n\n')
        .trim(),
    );
  });

  test('the converter turns the fixture page into the committed Markdown', () => {
    const pagePath = '/tests/pages/markdown-twin/';
    const html = readFileSync(
      path.join(buildDir, pagePath, 'index.html'),
      'utf8',
    );
    const expected = readFileSync(
      path.join(__dirname, 'fixtures', 'markdown-twin.md'),
      'utf8',
    );
    expect(renderTwin(convertPage(html, `${siteUrl}${pagePath}`))).toBe(
      expected,
    );
  });
});

test('twins and indexes are served as UTF-8 Markdown and text', async ({
  request,
}) => {
  const twin = await request.get(`${baseURL}/docs/installation.md`);
  expect(twin.status()).toBe(200);
  expect(twin.headers()['content-type']).toBe('text/markdown; charset=utf-8');
  expect(await twin.text()).toBe(readTwin('/docs/installation/'));
  for (const file of ['/llms.txt', '/llms-full.txt', '/docs/3.7.0/llms.txt']) {
    const response = await request.get(`${baseURL}${file}`);
    expect(response.status(), file).toBe(200);
    expect(response.headers()['content-type'], file).toBe(
      'text/plain; charset=utf-8',
    );
  }
});

const docPath = '/docs/installation/';

function copyButton(page: Page) {
  return page.getByRole('button', {name: /^(Copy page|Copied)$/});
}

function menuToggle(page: Page) {
  return page.getByRole('button', {name: 'More page actions'});
}

async function clipboardText(page: Page): Promise<string> {
  return page.evaluate(() => navigator.clipboard.readText());
}

const clipboardPermissions = ['clipboard-read', 'clipboard-write'];

// The tests that read the clipboard are granted it, a permission of a
// browser context of their own (`freshContextTest`); the others share the
// worker's tab (support/sharedTab.ts).
test.describe('Copy page', () => {
  freshContextTest(
    'copies the Markdown of the page, from the keyboard, and confirms it',
    async ({page, context, gotoHydrated}) => {
      await context.grantPermissions(clipboardPermissions);
      await gotoHydrated(docPath);
      await page.evaluate(() => navigator.clipboard.writeText('before'));
      const button = copyButton(page);
      await expect(button).toHaveText('Copy page');
      await button.focus();
      await page.keyboard.press('Enter');
      await expect(button).toHaveText('Copied');
      await expect(page.locator('article').getByRole('status')).toHaveText(
        'Page copied as Markdown.',
      );
      expect(await clipboardText(page)).toBe(readTwin(docPath));
    },
  );

  test('the menu opens and closes with the keyboard; "View as Markdown" opens the twin', async ({
    page,
    gotoHydrated,
  }) => {
    await gotoHydrated(docPath);
    const toggle = menuToggle(page);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const view = page.getByRole('link', {name: 'View as Markdown'});
    await expect(view).toBeHidden();
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(view).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(
      page.getByRole('button', {name: 'Copy page as Markdown'}),
    ).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(view).toBeHidden();
    await expect(toggle).toBeFocused();

    await page.keyboard.press('Space');
    await view.click();
    await expect(page).toHaveURL(`${baseURL}/docs/installation.md`);
    expect((await page.locator('body').innerText()).trimEnd()).toBe(
      readTwin(docPath).trimEnd(),
    );
  });

  freshContextTest(
    'the menu item copies too',
    async ({page, context, gotoHydrated}) => {
      await context.grantPermissions(clipboardPermissions);
      await gotoHydrated('/docs/3.7.0/installation/');
      await menuToggle(page).click();
      await page.getByRole('button', {name: 'Copy page as Markdown'}).click();
      await expect(copyButton(page)).toHaveText('Copied');
      expect(await clipboardText(page)).toBe(
        readTwin('/docs/3.7.0/installation/'),
      );
    },
  );

  test('pages without a twin have no button', async ({page, gotoHydrated}) => {
    await gotoHydrated('/tests/docs/');
    await expect(page.locator('article h1')).toBeVisible();
    await expect(copyButton(page)).toHaveCount(0);
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`axe finds nothing on a doc page with the button and its menu open, ${scheme}`, async ({
      page,
      gotoHydrated,
    }) => {
      await page.addInitScript((mode) => {
        localStorage.setItem('theme-189', mode);
      }, scheme);
      await gotoHydrated(docPath);
      await menuToggle(page).click();
      await expect(
        page.getByRole('link', {name: 'View as Markdown'}),
      ).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});

test.describe('Copy page offline', () => {
  test.use({
    serviceWorkers: 'allow',
    permissions: ['clipboard-read', 'clipboard-write'],
  });

  freshContextTest(
    'after a visit, Copy page and View as Markdown work without a network',
    async ({page, context, gotoHydrated}) => {
      await gotoHydrated(docPath);
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      // The second load runs under the worker, which caches the page, its
      // files, and (once the browser is idle) the twin and the copy code.
      await reloadHydrated(page);
      await page.waitForLoadState('networkidle');
      // The button marks when the worker has fetched its twin and copy code.
      await expect(page.locator('[data-offline-ready="true"]')).toHaveCount(1);
      await page.waitForLoadState('networkidle');
      await context.setOffline(true);

      await copyButton(page).click();
      await expect(copyButton(page)).toHaveText('Copied');
      expect(await clipboardText(page)).toBe(readTwin(docPath));

      await menuToggle(page).click();
      await page.getByRole('link', {name: 'View as Markdown'}).click();
      await expect(page).toHaveURL(`${baseURL}/docs/installation.md`);
      expect((await page.locator('body').innerText()).trimEnd()).toBe(
        readTwin(docPath).trimEnd(),
      );
    },
  );
});
