// What a first visit to a built page downloads before it is interactive,
// read from the page's HTML: the scripts it runs (<script src>, and the
// list its script loader adds), the route chunks it preloads (<link
// rel="preload" as="script">) and its stylesheets, each measured
// gzip-compressed as the production server sends them.
// Shared by the page-weight budget (e2e/page-weight.spec.ts) and the bench.
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {load} from 'cheerio';

/** Id of the element listing a page's scripts (config/htmlTemplate.ts). */
const entryScriptsId = '__docusaurus-entry-scripts';

/** @param {Buffer | string} content */
export function gzipBytes(content) {
  return gzipSync(content).length;
}

/**
 * Gzip size of each built asset and the JS and CSS totals.
 * @param {string} buildDir
 * @param {[string, 'js' | 'css'][]} assets  site paths and their kind
 */
function weighAssets(buildDir, assets) {
  const files = assets.map(([url, kind]) => ({
    path: url,
    kind,
    bytes: gzipBytes(
      readFileSync(path.join(buildDir, decodeURI(url.split('?')[0] ?? url))),
    ),
  }));
  /** @param {'js' | 'css'} kind */
  const sum = (kind) =>
    files.filter((file) => file.kind === kind).reduce((a, f) => a + f.bytes, 0);
  return {js: sum('js'), css: sum('css'), files};
}

/**
 * @param {string} buildDir
 * @param {string} route  e.g. '/docs/installation/'
 * @returns {{route: string, html: number, js: number, css: number,
 *   files: {path: string, kind: 'js' | 'css', bytes: number}[]}}
 */
export function firstVisitWeight(buildDir, route) {
  const htmlFile = path.join(buildDir, route, 'index.html');
  if (!existsSync(htmlFile)) {
    throw new Error(`No built page for ${route} (${htmlFile}).`);
  }
  const html = readFileSync(htmlFile, 'utf8');
  const $ = load(html);
  /** @type {Map<string, 'js' | 'css'>} */
  const assets = new Map();
  $('script[src]').each((_, element) => {
    assets.set($(element).attr('src') ?? '', 'js');
  });
  // The scripts the page adds once it has painted (config/htmlTemplate.ts):
  // a JSON list of URLs.
  const listed = $(`script#${entryScriptsId}`).text();
  for (const src of listed
    ? /** @type {string[]} */ (JSON.parse(listed))
    : []) {
    assets.set(src, 'js');
  }
  $('link[rel="preload"][as="script"]').each((_, element) => {
    assets.set($(element).attr('href') ?? '', 'js');
  });
  $('link[rel="stylesheet"]').each((_, element) => {
    assets.set($(element).attr('href') ?? '', 'css');
  });
  // Only the site's own files: a third-party URL is not part of the build.
  const ownAssets = [...assets].filter(
    ([url]) => url.startsWith('/') && !url.startsWith('//'),
  );
  return {route, html: gzipBytes(html), ...weighAssets(buildDir, ownAssets)};
}

/**
 * The JavaScript and CSS a first visit to `route` makes Chromium download
 * before the network is idle, measured by loading the page: the files the
 * HTML names plus the route chunks the app loads to hydrate. Prefetches
 * (`Sec-Purpose: prefetch`, for links the reader may follow next) are left
 * out, and so is the service worker's own script (`/sw.js`), which runs in
 * a worker, not in the page; the bench reports it on its own line.
 *
 * @param {import('playwright-core').Page} page  a fresh page (empty cache)
 * @param {string} origin  e.g. 'http://127.0.0.1:4173'
 * @param {string} buildDir  directory the server serves
 * @param {string} route
 */
export async function firstVisitWeightInBrowser(page, origin, buildDir, route) {
  /** @type {Map<string, 'js' | 'css'>} */
  const requested = new Map();
  /** @param {import('playwright-core').Request} request */
  const onRequest = (request) => {
    const purpose = request.headers()['sec-purpose'] ?? '';
    const url = new URL(request.url());
    const kind = url.pathname.endsWith('.js')
      ? 'js'
      : url.pathname.endsWith('.css')
        ? 'css'
        : null;
    if (
      kind &&
      url.origin === origin &&
      !purpose.includes('prefetch') &&
      url.pathname !== '/sw.js'
    ) {
      requested.set(url.pathname, kind);
    }
  };
  page.on('request', onRequest);
  await page.goto(`${origin}${route}`, {waitUntil: 'load'});
  await page.waitForSelector('html[data-has-hydrated="true"]');
  await page.waitForLoadState('networkidle');
  page.off('request', onRequest);
  return {route, ...weighAssets(buildDir, [...requested])};
}
