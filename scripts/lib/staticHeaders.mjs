// Content types and caching of the files of a build: the rules of
// `npm run serve`. deploy/nginx/docusaurus-site.conf states the same rules
// for nginx (staticHeaders.test.mjs holds the two together).

// Bundled assets and the files of the search index (all but its manifest)
// carry a content hash in their name, so they never change.
export const hashedAsset =
  /^\/(?:assets\/.+[.-]|search-index\/[^/]+\.)[0-9a-f]{8,}\.[a-z0-9]+$/i;

// The service worker and its chunks must reach the browser fresh every time.
export const serviceWorker = /^\/([\w-]+\.)?sw\.js$/;

/**
 * Types with a charset, and the ones the static file library lacks.
 * @type {Record<string, string>}
 */
export const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.xsl': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.ico': 'image/x-icon',
  '.wasm': 'application/wasm',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
};

/**
 * Cache-Control of a file, by its URL path.
 * @param {string} pathname
 */
export function cacheControl(pathname) {
  if (serviceWorker.test(pathname)) {
    return 'no-store';
  }
  if (hashedAsset.test(pathname)) {
    return 'public, max-age=31536000, immutable';
  }
  // HTML and unhashed files must be revalidated.
  return 'public, max-age=0, must-revalidate';
}
