// One browser tab per test worker, shared by the tests of the specs that
// import `test` from here instead of from ./test.
//
// Why: the first page of a new tab costs a new renderer process, which
// compiles the site's scripts from nothing: about 2.3 CPU-seconds per test
// on the CI machine, against 0.7 for a page in a tab that has loaded the
// site before (its process and compiled code stay). Opening a fresh tab for
// each of a few hundred tests was most of `npm test`'s time.
//
// What a test still starts with, as in a fresh browser context: no cookies,
// local storage, IndexedDB, cache storage or service worker on any of the
// test servers; no listeners, routes or media emulation of an earlier test;
// the configured viewport, colour scheme and reduced-motion setting; the
// mouse in the top-left corner; no other tab; and an address that is not
// the one the last test ended on, so its first navigation loads a new
// document. What stays is the HTTP cache, as a returning reader's would:
// a prefetch answered from it is reported without its Sec-Purpose header,
// so tell prefetches from loads by resource type (isScriptLoad in
// ./scriptRequests). The tab has no service workers (the offline spec
// tests the site's).
//
// Init scripts a test adds (to the tab or its context) are removed too.
//
// A test belongs here when it leaves nothing the reset cannot undo and
// needs nothing a fresh context alone gives: no exposed functions, no CDP
// sessions of its own, no permissions, scripts disabled, offline mode or
// service workers, no second tab with its own session storage, and no
// measure of what a first visit downloads. Those tests take `test` from
// ./test: a whole spec, or single tests beside shared-tab ones in the
// same file, imported as `freshContextTest`. Mixing costs little:
// Playwright runs the tests of each kind together, in worker processes of
// their own.
import type {BrowserContext, CDPSession, Page} from '@playwright/test';
import {builds, nginxPort} from '../../scripts/builds.mjs';
import {expect, reportCspViolations, test as base} from './test';

/** What Playwright returns for an added init script: it can be removed. */
type InitScript = Awaited<ReturnType<Page['addInitScript']>>;

/** Every server a test may open: storage on all of them is cleared. */
const serverOrigins = [
  ...builds.map((build) => `http://127.0.0.1:${build.port}`),
  `http://127.0.0.1:${nginxPort}`,
];

const clearedStorage = [
  'cookies',
  'file_systems',
  'indexeddb',
  'local_storage',
  'cache_storage',
  'service_workers',
  'storage_buckets',
].join(',');

/** The page events a test may listen to; an earlier test's listeners go. */
const pageEvents = [
  'console',
  'dialog',
  'domcontentloaded',
  'download',
  'filechooser',
  'frameattached',
  'framedetached',
  'framenavigated',
  'load',
  'pageerror',
  'popup',
  'request',
  'requestfailed',
  'requestfinished',
  'response',
  'websocket',
  'worker',
] as const;

interface TabSettings {
  viewport: {width: number; height: number} | null;
  colorScheme: 'light' | 'dark' | 'no-preference' | null;
  reducedMotion: 'reduce' | 'no-preference' | null;
}

interface SharedTab {
  /** The tab, reset for the test that asks for it. */
  open(settings: TabSettings): Promise<Page>;
  /** Starts a new list of the policy violations the tab reports. */
  collectCspViolations(): string[];
}

/**
 * Whether `task` succeeds within `ms`: false when it fails or takes longer
 * (a page stuck in a dialog).
 */
async function within(ms: number, task: Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([
      task.then(
        () => true,
        () => false,
      ),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Makes the init scripts a test adds to the tab or its context removable:
 * they are kept in `added` and disposed of before the next test.
 */
function trackInitScripts(
  target: Page | BrowserContext,
  added: InitScript[],
): void {
  const addInitScript: Page['addInitScript'] =
    target.addInitScript.bind(target);
  const tracked: Page['addInitScript'] = async (script, arg, options) => {
    const disposable = await addInitScript(script, arg, options);
    added.push(disposable);
    return disposable;
  };
  Object.assign(target, {addInitScript: tracked});
}

/**
 * Clears what an earlier test left in the tab itself; false when the tab
 * cannot be reused (it is stuck in a dialog, or its script fails).
 */
async function clearTab(page: Page): Promise<boolean> {
  for (const event of pageEvents) {
    page.removeAllListeners(event);
  }
  await page.unrouteAll({behavior: 'ignoreErrors'});
  // Moving off the last test's address (without loading anything) makes
  // the next test's first navigation load a new document even when it
  // differs from that address only by its #fragment.
  return page.url().startsWith('http')
    ? within(
        2_000,
        page.evaluate(() => {
          sessionStorage.clear();
          history.replaceState(null, '', '/__between-tests__');
        }),
      )
    : true;
}

/**
 * Clears what an earlier test left in the context, whichever tab it used:
 * init scripts, routes, cookies and the storage of every test server.
 */
async function clearContext(
  context: BrowserContext,
  cdp: CDPSession,
  initScripts: InitScript[],
): Promise<void> {
  for (const script of initScripts.splice(0)) {
    // The scripts of a tab that has been closed went with it.
    await script.dispose().catch(() => undefined);
  }
  await context.unrouteAll({behavior: 'ignoreErrors'});
  await context.clearCookies();
  for (const origin of serverOrigins) {
    await cdp.send('Storage.clearDataForOrigin', {
      origin,
      storageTypes: clearedStorage,
    });
  }
}

export const test = base.extend<object, {sharedTab: SharedTab}>({
  sharedTab: [
    async ({browser}, use, workerInfo) => {
      const {baseURL, viewport} = workerInfo.project.use;
      const context = await browser.newContext({
        baseURL,
        viewport,
        serviceWorkers: 'block',
      });
      // The tab is a browser without service workers: the site then does
      // not try to register one (a blocked registration would log an error
      // on every page). e2e/offline.spec.ts tests the worker.
      await context.addInitScript(() => {
        Reflect.deleteProperty(Navigator.prototype, 'serviceWorker');
      });
      let violations: string[] = [];
      await reportCspViolations(context, (violation) => {
        violations.push(violation);
      });
      const initScripts: InitScript[] = [];
      trackInitScripts(context, initScripts);
      let tab: {page: Page; cdp: CDPSession} | undefined;
      const newTab = async () => {
        const page = await context.newPage();
        trackInitScripts(page, initScripts);
        return {page, cdp: await context.newCDPSession(page)};
      };
      await use({
        async open({viewport: size, colorScheme, reducedMotion}) {
          for (const other of context.pages()) {
            if (other !== tab?.page) {
              await other.close();
            }
          }
          const reusable =
            tab !== undefined &&
            !tab.page.isClosed() &&
            (await clearTab(tab.page));
          if (!tab || !reusable) {
            await tab?.page.close();
            tab = await newTab();
          }
          await clearContext(context, tab.cdp, initScripts);
          const {page} = tab;
          if (size) {
            await page.setViewportSize(size);
          }
          await page.emulateMedia({
            media: null,
            colorScheme: colorScheme ?? 'light',
            reducedMotion,
            forcedColors: null,
            contrast: null,
          });
          await page.mouse.move(0, 0);
          return page;
        },
        collectCspViolations() {
          violations = [];
          return violations;
        },
      });
      await context.close();
    },
    {scope: 'worker'},
  ],
  page: async (
    {
      sharedTab,
      viewport,
      colorScheme,
      reducedMotion,
      javaScriptEnabled,
      offline,
      permissions,
      storageState,
      isMobile,
    },
    use,
  ) => {
    if (
      javaScriptEnabled === false ||
      offline === true ||
      (permissions?.length ?? 0) > 0 ||
      storageState !== undefined ||
      isMobile === true
    ) {
      throw new Error(
        'This test sets a browser-context option that the shared tab cannot give; import `test` from ./test (a fresh context per test) in its spec.',
      );
    }
    await use(await sharedTab.open({viewport, colorScheme, reducedMotion}));
  },
  // Still an automatic fixture: an override keeps the options of the one it
  // replaces.
  cspViolations: async ({sharedTab}, use) => {
    const violations = sharedTab.collectCspViolations();
    await use(violations);
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
  },
});

export {expect};
