// The production server compresses responses and caches hashed assets for a
// long time; pages are revalidated. nginx with the shipped config does the
// same (this file also runs in the "nginx" project); bundles are sent
// precompressed; the service worker is never cached; text types carry their
// charset.
import {readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import {buildDir} from './support/builtSite';
import type {APIRequestContext, Page} from '@playwright/test';
import {expect, test} from './support/sharedTab';

test('hashed assets are compressed and cached for a year', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const mainScript = await page
    .locator('script[src*="/assets/js/main."]')
    .getAttribute('src');
  const response = await request.get(mainScript!, {
    headers: {'Accept-Encoding': 'br, gzip'},
  });
  expect(response.headers()['content-encoding']).toBe('br');
  expect(response.headers()['cache-control']).toBe(
    'public, max-age=31536000, immutable',
  );
});

test('search index files are cached for a year; their manifest is revalidated', async ({
  request,
}) => {
  const manifest = await request.get('/search-index/manifest.json');
  expect(manifest.headers()['cache-control']).toContain('must-revalidate');
  const {lexicons} = (await manifest.json()) as {lexicons: {file: string}[]};
  expect(lexicons.length).toBeGreaterThan(0);
  const lexicon = await request.get(`/search-index/${lexicons[0]!.file}`, {
    headers: {'Accept-Encoding': 'gzip'},
  });
  expect(lexicon.status()).toBe(200);
  expect(lexicon.headers()['content-encoding']).toBe('gzip');
  expect(lexicon.headers()['cache-control']).toBe(
    'public, max-age=31536000, immutable',
  );
});

test('pages are compressed and revalidated', async ({request}) => {
  const response = await request.get('/docs/installation/', {
    headers: {'Accept-Encoding': 'gzip'},
  });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-encoding']).toBe('gzip');
  expect(response.headers()['cache-control']).toContain('must-revalidate');
});

test('a folder without its trailing slash redirects to it', async ({
  request,
}) => {
  const response = await request.get('/docs/installation?x=1', {
    maxRedirects: 0,
  });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe('/docs/installation/?x=1');
});

/** main.js and the largest text file of the search index (the one a server
 * would spend longest compressing on every request). */
async function precompressedFiles(page: Page): Promise<string[]> {
  await page.goto('/');
  const mainScript = (await page
    .locator('script[src*="/assets/js/main."]')
    .getAttribute('src'))!;
  const searchText = readdirSync(path.join(buildDir, 'search-index'))
    .filter((file) => /\.text\.\d+\.[0-9a-f]+\.json$/.test(file))
    .map((file) => `/search-index/${file}`)
    .sort(
      (a, b) =>
        statSync(path.join(buildDir, b)).size -
        statSync(path.join(buildDir, a)).size,
    )[0]!;
  return [mainScript, searchText];
}

/** Asserts that `file` comes back as its precompressed copy in `encoding`. */
async function expectPrecompressed(
  request: APIRequestContext,
  file: string,
  encoding: 'br' | 'gzip',
) {
  const response = await request.get(file, {
    headers: {'Accept-Encoding': encoding},
  });
  expect(response.headers()['content-encoding'], file).toBe(encoding);
  // Compressed on the fly, the response would be chunked, without a length.
  const extension = encoding === 'br' ? '.br' : '.gz';
  expect(Number(response.headers()['content-length']), file).toBe(
    statSync(path.join(buildDir, `${file}${extension}`)).size,
  );
}

test('bundles and search text files are sent as the precompressed copy of the build', async ({
  page,
  request,
}) => {
  for (const file of await precompressedFiles(page)) {
    await expectPrecompressed(request, file, 'br');
    await expectPrecompressed(request, file, 'gzip');
  }
});

test('the precompressed copy is sent whatever was requested before it', async ({
  page,
  request,
}) => {
  // A longer path full of slashes leaves them in memory the server reuses
  // for the next request. Debian's nginx brotli module hands nginx a file
  // name longer than the name itself; with symbolic links checked, nginx
  // read the leftover slashes as part of the name, missed the .br copy and
  // compressed the file again. Where the leftovers land depends on the
  // lengths involved, so every length up to 40 segments is tried.
  const files = [
    ...(await precompressedFiles(page)),
    '/search-index/manifest.json',
  ];
  for (const file of files) {
    for (let segments = 1; segments <= 40; segments += 1) {
      const before = await request.get(`${file}${'/x'.repeat(segments)}`, {
        headers: {'Accept-Encoding': 'br'},
      });
      expect(before.status()).toBe(404);
      await expectPrecompressed(request, file, 'br');
    }
  }
});

test('the service worker is never cached', async ({request}) => {
  const response = await request.get('/sw.js');
  expect(response.headers()['cache-control']).toBe('no-store');
});

test('a missing page is the site’s 404 page, with status 404', async ({
  request,
}) => {
  const response = await request.get('/no-such-page/');
  expect(response.status()).toBe(404);
  expect(response.headers()['cache-control']).toBe('no-cache');
  expect(await response.text()).toContain('Page Not Found');
});

test('a client-side route without a file renders from the 404 page', async ({
  page,
  gotoHydrated,
}) => {
  // No HTML file exists for the subpath: the server answers with 404.html
  // and status 404, and the client router matches the non-exact route.
  const response = await gotoHydrated('/feature-requests/some-board/');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', {level: 1})).toHaveText(
    'Feature requests',
  );
});

const contentTypes: [path: string, type: string][] = [
  ['/docs/installation/', 'text/html; charset=utf-8'],
  ['/sitemap.xml', 'application/xml; charset=utf-8'],
  ['/manifest.json', 'application/json'],
  ['/img/logo.svg', 'image/svg+xml; charset=utf-8'],
  ['/img/favicon.ico', 'image/x-icon'],
  ['/img/icon-192.png', 'image/png'],
  [
    `/assets/files/${readdirSync(path.join(buildDir, 'assets/files')).find((file) => file.endsWith('.txt'))}`,
    'text/plain; charset=utf-8',
  ],
  // The Markdown twins of the pages and the llms.txt indexes.
  ['/docs/installation.md', 'text/markdown; charset=utf-8'],
  ['/blog/releases/3.8.md', 'text/markdown; charset=utf-8'],
  ['/llms.txt', 'text/plain; charset=utf-8'],
  ['/llms-full.txt', 'text/plain; charset=utf-8'],
  ['/docs/3.7.0/llms.txt', 'text/plain; charset=utf-8'],
];

for (const [file, type] of contentTypes) {
  test(`${file} is served as ${type}`, async ({request}) => {
    const response = await request.get(file);
    expect(response.headers()['content-type']).toBe(type);
  });
}

test('Markdown twins are compressed and revalidated', async ({request}) => {
  const response = await request.get('/llms-full.txt', {
    headers: {'Accept-Encoding': 'gzip'},
  });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-encoding']).toBe('gzip');
  expect(response.headers()['cache-control']).toBe(
    'public, max-age=0, must-revalidate',
  );
  expect(await response.text()).toMatch(/^# /);
});
