/**
 * Links prefetch the pages they point to once they scroll into view
 * (Docusaurus's `<Link>` calls `window.docusaurus.prefetch`). On a docs page
 * that is dozens of calls in the tasks right after the first render, each
 * scanning the whole route manifest for the target's chunks: two long tasks
 * of about 50 ms on a mobile CPU, in the window where a reader's first tap
 * waits for them. Nobody needs those chunks before the page is idle, so
 * this module hands the calls to an idle-time queue. Hover preloading and
 * everything else stay as they are; the slow-connection rules still apply,
 * in Docusaurus's own prefetch, which the queue calls.
 *
 * Docusaurus freezes `window.docusaurus` and sets it after the client
 * modules load, so the object is replaced, once, after the first render
 * (before any link has reported itself visible).
 */
import type {ClientModule} from '@docusaurus/types';
import {createIdleQueue, scheduleIdle} from './idleQueue';

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
        queue(() => {
          const started = original.prefetch(routePath);
          resolve(started === false ? [] : started);
        });
      }),
  });
}

const clientModule: ClientModule = {
  onRouteDidUpdate: prefetchWhenIdle,
};

export default clientModule;
