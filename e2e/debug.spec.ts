// The debug pages: the debug panel of @docusaurus/plugin-debug and its pages
// of site data render in the production build.
import type {Page} from '@playwright/test';
import {entryChunkSource} from './support/builtSite';
import {gotoHydratedPage} from './support/test';
import {expect, test} from './support/sharedTab';

/** Opens a debug page, which must carry the panel's title. */
async function open(page: Page, path: string) {
  await gotoHydratedPage(page, path);
  await expect(page).toHaveTitle('Docusaurus debug panel');
}

test('the panel links the six debug pages', async ({page}) => {
  await open(page, '/__docusaurus/debug/');
  await expect(page.locator('nav a')).toHaveText([
    'Config',
    'Metadata',
    'Registry',
    'Routes',
    'Content',
    'Global data',
  ]);
});

for (const path of ['/__docusaurus/debug/', '/__docusaurus/debug/config/']) {
  test(`${path} shows the site config`, async ({page}) => {
    await open(page, path);
    await expect(page.locator('main h2')).toHaveText('Site config');
    await expect(page.locator('main')).toContainText('https://docusaurus.io');
    await expect(page.locator('main')).toContainText('baseUrl');
  });
}

test('the config page shows what only the build reads, which the pages leave out', async ({
  page,
}) => {
  await open(page, '/__docusaurus/debug/config/');
  const main = page.locator('main');
  // The JSON view lists the top-level keys; plugin and preset options and
  // the server-rendering template are among them.
  for (const key of ['presets', 'plugins', 'ssrTemplate', 'themeConfig']) {
    await expect(main).toContainText(key);
  }
  // The config in the entry chunk every page downloads has none of them
  // (the minifier writes its keys unquoted).
  const entryChunk = entryChunkSource();
  expect(entryChunk).toMatch(/[,{]themeConfig:\{/);
  for (const key of ['presets', 'plugins', 'ssrTemplate']) {
    expect(entryChunk).not.toMatch(new RegExp(`[,{]"?${key}"?:`));
  }
  expect(entryChunk).not.toContain('sidebarsCommunity.ts');
});

test('metadata shows the versions and the plugins by type', async ({page}) => {
  await open(page, '/__docusaurus/debug/metadata/');
  const main = page.locator('main');
  await expect(main.locator('h2')).toHaveText('Site Metadata');
  await expect(main).toContainText('Docusaurus Version: 3.8.1');
  await expect(main).toContainText('Site Version: 3.8.1');
  const plugin = (name: string) => main.locator('li').filter({hasText: name});
  await expect(plugin('docusaurus-plugin-content-docs')).toContainText(
    'Type: package',
  );
  await expect(plugin('docusaurus-plugin-content-docs')).toContainText('3.8.1');
  await expect(plugin('docusaurus-plugin-pwa')).toContainText('Type: package');
  await expect(plugin('docusaurus-plugin-ideal-image')).toContainText(
    'Type: package',
  );
  // Plugins of the site itself are listed as local ones.
  await expect(
    main.locator('li').filter({hasText: 'Type: local'}).first(),
  ).toBeVisible();
});

test('registry lists the code chunks and their paths', async ({page}) => {
  await open(page, '/__docusaurus/debug/registry/');
  const main = page.locator('main');
  await expect(main.locator('h2')).toHaveText('Registry');
  await expect(main.locator('li').first()).toContainText('Aliased Path:');
  await expect(main.locator('li').first()).toContainText('Resolved Path:');
  await expect(main).toContainText('@site/docs/installation.mdx');
});

test('routes lists the top-level routes', async ({page}) => {
  await open(page, '/__docusaurus/debug/routes/');
  const main = page.locator('main');
  await expect(main.locator('h2')).toHaveText('Routes');
  await expect(
    main
      .locator('li')
      .filter({has: page.locator('code', {hasText: /^\/docs\/$/})}),
  ).toContainText('Is exact: false');
  await expect(
    main.locator('li').filter({has: page.locator('code', {hasText: /^\/$/})}),
  ).toContainText('Is exact: true');
});

test('content shows the loaded content of each plugin', async ({page}) => {
  await open(page, '/__docusaurus/debug/content/');
  const main = page.locator('main');
  await expect(main.locator('h2')).toHaveText('Plugin content');
  await expect(main.locator('h3')).toContainText([
    'docusaurus-plugin-content-docs',
    'docusaurus-plugin-content-blog',
  ]);
  const docs = main.locator('section').filter({
    has: page.locator('h3', {hasText: 'docusaurus-plugin-content-docs'}),
  });
  await expect(docs.locator('code')).toContainText(['default', 'community']);
});

test('globalData shows the data plugins share with the client', async ({
  page,
}) => {
  await open(page, '/__docusaurus/debug/globalData/');
  const main = page.locator('main');
  await expect(main.locator('h2')).toHaveText('Global data');
  // The docs plugin shares each instance's path and versions.
  await expect(main).toContainText('docusaurus-plugin-content-docs');
  await expect(main).toContainText('path:"/docs"');
  await expect(main).toContainText('path:"/community"');
});
