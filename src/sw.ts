/**
 * Additions to the service worker of `@docusaurus/plugin-pwa` (its
 * `swCustom` module, see config/pwa.ts). The plugin calls the default export
 * with the registration params before it adds its own listeners.
 *
 * - In offline mode the plugin precaches the whole build except the search
 *   index, which this module caches at install time from the index manifest,
 *   so search answers offline.
 * - In every mode the search index files are served from a cache: the
 *   manifest network-first (it changes on each deploy), the shards
 *   cache-first (their names carry a content hash).
 * - Outside offline mode nothing is precached, so the pages a reader visits
 *   and the files they load are cached as they are fetched and used when the
 *   network fails. Offline mode skips these routes: there the plugin's
 *   precache answers and two handlers must not answer the same request.
 *
 * The module is compiled on its own (no imports from src/), see
 * config/pwa.ts.
 */
import {ExpirationPlugin} from 'workbox-expiration';
import {registerRoute} from 'workbox-routing';
import {CacheFirst, NetworkFirst} from 'workbox-strategies';

export interface SwParams {
  offlineMode: boolean;
  debug: boolean;
}

/** The shape of `search-index/manifest.json` this module relies on. */
interface SearchIndexManifest {
  shards: {file: string}[];
}

/** The parts of the worker scope used here (the DOM lib has no SW types). */
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface ServiceWorkerScope {
  registration: ServiceWorkerRegistration;
  addEventListener(
    type: 'install' | 'activate',
    listener: (event: ExtendableEvent) => void,
  ): void;
}

export const cacheNames = {
  searchIndex: 'search-index',
  pages: 'visited-pages',
  assets: 'visited-assets',
  files: 'visited-files',
} as const;

/** Folder of the search index, relative to the site's base URL. */
export const searchIndexFolder = 'search-index/';

export function searchIndexManifestUrl(scope: string): string {
  return new URL(`${searchIndexFolder}manifest.json`, scope).href;
}

/** The manifest and every shard it lists, as absolute URLs. */
export function searchIndexUrls(
  manifest: SearchIndexManifest,
  scope: string,
): string[] {
  const folder = new URL(searchIndexFolder, scope);
  return [
    searchIndexManifestUrl(scope),
    ...manifest.shards.map((shard) => new URL(shard.file, folder).href),
  ];
}

export type RequestKind =
  | 'search-index-manifest'
  | 'search-shard'
  | 'page'
  | 'asset'
  | 'file'
  | 'other';

/** Which cache rule applies to a GET request made inside `scope`. */
export function classifyRequest(
  request: {url: string; mode: string; method: string},
  scope: string,
): RequestKind {
  const url = new URL(request.url);
  const base = new URL(scope);
  if (
    request.method !== 'GET' ||
    url.origin !== base.origin ||
    !url.pathname.startsWith(base.pathname)
  ) {
    return 'other';
  }
  if (request.mode === 'navigate') {
    return 'page';
  }
  const relative = url.pathname.slice(base.pathname.length);
  if (relative === `${searchIndexFolder}manifest.json`) {
    return 'search-index-manifest';
  }
  if (relative.startsWith(searchIndexFolder)) {
    return 'search-shard';
  }
  // The service worker script is checked for updates by the browser itself.
  if (relative === 'sw.js') {
    return 'other';
  }
  // Bundled files carry a content hash in their name.
  if (relative.startsWith('assets/')) {
    return 'asset';
  }
  return 'file';
}

/**
 * Markdown twins of pages (`/docs/installation.md`, written by the
 * markdown-twins plugin): the "Copy page" button fetches the twin of each
 * doc a reader opens, and "View as Markdown" navigates to it. Neither the
 * precache nor the routes below take them, so they get a route and a cache
 * of their own in both modes: fresh from the network when online, from the
 * cache when not.
 */
export const markdownTwinCacheName = 'markdown-twins';

export function isMarkdownTwinRequest(
  request: {url: string; method: string},
  scope: string,
): boolean {
  const url = new URL(request.url);
  const base = new URL(scope);
  return (
    request.method === 'GET' &&
    url.origin === base.origin &&
    url.pathname.startsWith(base.pathname) &&
    url.pathname.endsWith('.md')
  );
}

function registerMarkdownTwinRoute(scope: string): void {
  registerRoute(
    ({request}) => isMarkdownTwinRequest(request, scope),
    new NetworkFirst({
      cacheName: markdownTwinCacheName,
      plugins: [new ExpirationPlugin({maxEntries: 100})],
    }),
  );
}

async function cacheSearchIndex(scope: string): Promise<void> {
  const manifestUrl = searchIndexManifestUrl(scope);
  const response = await fetch(manifestUrl, {cache: 'no-cache'});
  if (!response.ok) {
    // A build without a local index (hosted search): nothing to cache.
    return;
  }
  const manifest = (await response.clone().json()) as SearchIndexManifest;
  const cache = await caches.open(cacheNames.searchIndex);
  const wanted = searchIndexUrls(manifest, scope);
  await cache.put(manifestUrl, response);
  await cache.addAll(wanted.slice(1));
  // Shards of earlier deploys are no longer listed: drop them.
  const stale = (await cache.keys()).filter(
    (request) => !wanted.includes(request.url),
  );
  await Promise.all(stale.map((request) => cache.delete(request)));
}

export default function swCustom(params: SwParams): void {
  // The plugin runs this module inside the worker; `self` is the worker scope.
  const worker = self as unknown as ServiceWorkerScope;
  const {scope} = worker.registration;
  const kindOf = (request: Request) => classifyRequest(request, scope);
  if (params.debug) {
    console.log('[sw.ts] custom routes', {scope, params});
  }

  // First, so that it answers before the page and file routes below.
  registerMarkdownTwinRoute(scope);

  registerRoute(
    ({request}) => kindOf(request) === 'search-index-manifest',
    new NetworkFirst({cacheName: cacheNames.searchIndex}),
  );
  registerRoute(
    ({request}) => kindOf(request) === 'search-shard',
    new CacheFirst({
      cacheName: cacheNames.searchIndex,
      plugins: [new ExpirationPlugin({maxEntries: 40})],
    }),
  );

  if (params.offlineMode) {
    worker.addEventListener('install', (event) => {
      event.waitUntil(cacheSearchIndex(scope));
    });
    return;
  }

  registerRoute(
    ({request}) => kindOf(request) === 'page',
    new NetworkFirst({
      cacheName: cacheNames.pages,
      // `?offlineMode=true` and other queries do not change the page.
      matchOptions: {ignoreSearch: true},
      plugins: [new ExpirationPlugin({maxEntries: 100})],
    }),
  );
  registerRoute(
    ({request}) => kindOf(request) === 'asset',
    new CacheFirst({
      cacheName: cacheNames.assets,
      plugins: [new ExpirationPlugin({maxEntries: 500})],
    }),
  );
  registerRoute(
    ({request}) => kindOf(request) === 'file',
    new NetworkFirst({
      cacheName: cacheNames.files,
      plugins: [new ExpirationPlugin({maxEntries: 200})],
    }),
  );
}
