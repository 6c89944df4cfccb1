/**
 * When a page has finished loading what it needs, so that work for what the
 * reader may do next (search, say) can start without competing with it.
 */

/** The part of `navigator.connection` the rules below read. */
export interface ConnectionInfo {
  effectiveType?: string;
  saveData?: boolean;
}

function currentConnection(): ConnectionInfo | undefined {
  return typeof navigator === 'undefined'
    ? undefined
    : (navigator as Navigator & {connection?: ConnectionInfo}).connection;
}

/**
 * Docusaurus's rule for its link prefetching: none on 2g, or with the
 * reader's data saver on. Work done ahead of need follows the same rule, so
 * a reader who pays for data or waits for it gets only what they ask for.
 */
export function isSlowConnection(
  connection: ConnectionInfo | undefined = currentConnection(),
): boolean {
  return Boolean(
    connection?.effectiveType?.includes('2g') || connection?.saveData,
  );
}

/**
 * How long the network must have been quiet before the page counts as
 * loaded. The page-weight figures count what a first visit fetches until
 * Playwright's `networkidle` (no request for 500 ms, timed in the test
 * runner, a few milliseconds behind the page): with the same 500 ms, work
 * started here began just before that point in most loads and its scripts
 * were counted (measured: the search code on / and /docs/installation/).
 * Twice that starts clearly after it.
 */
export const networkQuietMs = 1_000;

export interface QuietWatch {
  /** Page time of the last network activity seen. */
  lastActivity: () => number;
  now: () => number;
  /** Calls `check` again after `ms` (`setTimeout`); returns a canceller. */
  wait: (check: () => void, ms: number) => () => void;
}

/**
 * Calls `callback` once nothing has been fetched for `quietMs`, checking
 * again each time the quiet period could have ended. Returns a canceller.
 */
export function afterQuiet(
  watch: QuietWatch,
  quietMs: number,
  callback: () => void,
): () => void {
  let cancelWait: (() => void) | undefined;
  let cancelled = false;
  const check = () => {
    cancelWait = undefined;
    if (cancelled) {
      return;
    }
    const left = watch.lastActivity() + quietMs - watch.now();
    if (left <= 0) {
      callback();
    } else {
      cancelWait = watch.wait(check, left);
    }
  };
  check();
  return () => {
    cancelled = true;
    cancelWait?.();
  };
}

/**
 * Calls `callback` in an idle period once the page has loaded (the `load`
 * event) and the network has then been quiet for `networkQuietMs`: the
 * page's own scripts, its route chunks and the links it prefetches are
 * all in. Returns a canceller.
 *
 * The network is watched through resource timing, which reports a request
 * when it ends: a request still running after half a second of quiet goes
 * unseen, so this can start a little before a stricter observer would.
 */
export function whenPageIdle(callback: () => void): () => void {
  let lastEnd = 0;
  let observer: PerformanceObserver | undefined;
  let cancelQuiet: (() => void) | undefined;
  let cancelIdle: (() => void) | undefined;
  let cancelled = false;

  const runWhenIdle = () => {
    observer?.disconnect();
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => callback(), {
        timeout: 2_000,
      });
      cancelIdle = () => window.cancelIdleCallback(handle);
    } else {
      // Safari has no requestIdleCallback; the quiet network is the signal.
      const handle = window.setTimeout(callback, 0);
      cancelIdle = () => window.clearTimeout(handle);
    }
  };

  const start = () => {
    window.removeEventListener('load', start);
    if (cancelled) {
      return;
    }
    const navigation = performance.getEntriesByType('navigation')[0] as
      PerformanceNavigationTiming | undefined;
    lastEnd = Math.max(performance.now(), navigation?.loadEventEnd ?? 0);
    if (typeof PerformanceObserver === 'function') {
      // The observer also sees what the full resource timing buffer (250
      // entries by default) no longer keeps.
      observer = new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          lastEnd = Math.max(lastEnd, entry.startTime + entry.duration);
        }
      });
      observer.observe({type: 'resource', buffered: true});
    }
    cancelQuiet = afterQuiet(
      {
        lastActivity: () => lastEnd,
        now: () => performance.now(),
        wait: (check, ms) => {
          const handle = window.setTimeout(check, ms);
          return () => window.clearTimeout(handle);
        },
      },
      networkQuietMs,
      runWhenIdle,
    );
  };

  if (document.readyState === 'complete') {
    start();
  } else {
    window.addEventListener('load', start);
  }
  return () => {
    cancelled = true;
    window.removeEventListener('load', start);
    observer?.disconnect();
    cancelQuiet?.();
    cancelIdle?.();
  };
}
