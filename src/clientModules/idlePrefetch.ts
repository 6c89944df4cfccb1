/**
 * Links prefetch the pages they point to once they scroll into view
 * (Docusaurus's `<Link>` calls `window.docusaurus.prefetch`). On a docs page
 * that is dozens of calls in the tasks right after the first render, each
 * scanning the whole route manifest for the target's chunks: two long tasks
 * of about 50 ms on a mobile CPU, in the window where a reader's first tap
 * waits for them. Nobody needs those chunks before the page is idle, so
 * this module hands the calls to an idle-time queue. Hover preloading and
 * everything else stay as they are. On a connection where Docusaurus's own
 * prefetch does nothing (2g, or the reader's data saver), the queue does
 * nothing either: it does not load the chunk map for a prefetch that will
 * not happen.
 *
 * Docusaurus freezes `window.docusaurus` and sets it after the client
 * modules load, so the object is replaced, once, after the first render
 * (before any link has reported itself visible).
 */
import type {ClientModule} from '@docusaurus/types';
import {isSlowConnection} from '@site/src/utils/pageIdle';
import {createIdleQueue, scheduleIdle} from './idleQueue';

/**
 * The bundler runtime's loader of the chunk hash map (added by
 * src/plugins/workarounds/chunkHashMap.ts): Docusaurus' prefetch reads chunk
 * file names synchronously, so the map must be there first.
 */
declare const __webpack_require__: {hm?: () => Promise<void>};

const loadChunkMap = (): Promise<void> =>
  typeof __webpack_require__ !== 'undefined' &&
  typeof __webpack_require__.hm === 'function'
    ? __webpack_require__.hm()
    : Promise.resolve();

/**
 * The map, loaded from the first idle period on. The prefetches are queued
 * only once it is there: queued before, each would finish its idle task at
 * once, and all of them would then run together when the map arrives, in
 * the one long task the queue is there to avoid. A failed load is tried
 * again by the next prefetch.
 */
let chunkMap: Promise<void> | undefined;
const chunkMapLoaded = (): Promise<void> =>
  (chunkMap ??= new Promise<void>((resolve) => scheduleIdle(() => resolve()))
    .then(loadChunkMap)
    .catch((error: unknown) => {
      chunkMap = undefined;
      throw error;
    }));

let replaced = false;

function prefetchWhenIdle(): void {
  const original = window.docusaurus;
  if (replaced || !original) {
    return;
  }
  replaced = true;
  const queue = createIdleQueue<() => void>((task) => task(), scheduleIdle);
  window.docusaurus = Object.freeze({
    ...original,
    // Resolves once the queued prefetch has run and its files are fetched.
    prefetch: (routePath: string) =>
      new Promise<void[]>((resolve) => {
        if (isSlowConnection()) {
          resolve([]);
          return;
        }
        chunkMapLoaded().then(
          () =>
            queue(() => {
              const started = original.prefetch(routePath);
              resolve(started === false ? [] : started);
            }),
          // Without the map (offline, say) there is nothing to prefetch.
          () => resolve([]),
        );
      }),
  });
}

const clientModule: ClientModule = {
  onRouteDidUpdate: prefetchWhenIdle,
};

export default clientModule;
