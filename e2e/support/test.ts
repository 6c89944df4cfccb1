// One way to reach a usable page, shared by every spec. The built site is
// server-rendered, so a page is on screen before React takes it over; until
// then clicks, toggles and stored preferences do nothing. Docusaurus marks
// the takeover with data-has-hydrated="true" on <html>, and the specs wait
// for that mark, not for the load event (which also waits for late images).
import {
  test as base,
  expect,
  type BrowserContext,
  type Page,
  type Response,
} from '@playwright/test';

const hydratedSelector = 'html[data-has-hydrated="true"]';

type GotoOptions = Parameters<Page['goto']>[1];
type ReloadOptions = Parameters<Page['reload']>[0];

/** Navigates the test's page to `path` and resolves once it has hydrated. */
export type GotoHydrated = (
  path: string,
  options?: GotoOptions,
) => Promise<Response | null>;

/** Resolves once React has taken over the page currently shown in `page`. */
export async function waitForHydration(
  page: Page,
  options?: {timeout?: number},
): Promise<void> {
  await page.waitForSelector(hydratedSelector, options);
}

/**
 * `gotoHydrated` for a page other than the test's own, e.g. a second tab or
 * a page of another browser context.
 */
export async function gotoHydratedPage(
  page: Page,
  path: string,
  options?: GotoOptions,
): Promise<Response | null> {
  const response = await page.goto(path, options);
  await waitForHydration(page);
  return response;
}

/** Reloads `page` and resolves once the new document has hydrated. */
export async function reloadHydrated(
  page: Page,
  options?: ReloadOptions,
): Promise<Response | null> {
  const response = await page.reload(options);
  await waitForHydration(page);
  return response;
}

export const test = base.extend<{
  gotoHydrated: GotoHydrated;
  cspViolations: string[];
}>({
  gotoHydrated: async ({page}, use) => {
    await use((path, options) => gotoHydratedPage(page, path, options));
  },
  // Every page the test opens, and every frame in it, reports the
  // Content-Security-Policy violations it sees; the test fails if there is
  // one. The servers send a strict policy, so a violation is a broken
  // script, style, image or connection the site relies on.
  cspViolations: [
    async ({context}, use) => {
      const violations: string[] = [];
      await reportCspViolations(context, (violation) => {
        violations.push(violation);
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    {auto: true},
  ],
});

/**
 * Makes every page of `context`, and every frame in it, pass the
 * Content-Security-Policy violations it sees to `onViolation`.
 */
export async function reportCspViolations(
  context: BrowserContext,
  onViolation: (violation: string) => void,
): Promise<void> {
  await context.exposeBinding(
    'reportCspViolation',
    (_source, violation: string) => onViolation(violation),
  );
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (
        window as unknown as {
          reportCspViolation: (violation: string) => void;
        }
      ).reportCspViolation;
      report(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} on ${event.documentURI} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
}

export {expect};
