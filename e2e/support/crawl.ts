// Reaching one page the way the crawls do (e2e/crawl.spec.ts for every page,
// e2e/crawl-sample.spec.ts for one page of each kind on both servers): no
// console error, no uncaught error, no failed request or HTTP error, a
// rendered page with a title and exactly one H1. A page is loaded from its
// HTML and hydrated (visit), or reached by client-side navigation in a
// loaded page (navigate).
import type {ConsoleMessage, Page} from '@playwright/test';
import {waitForHydration} from './test';

/**
 * Pages whose purpose is to produce an error, with the messages they are
 * expected to log. Anything else they log is still reported.
 */
export const expectedErrors: Record<string, RegExp> = {};

/**
 * Fixture pages without exactly one H1 by design, and why.
 */
export const headingExceptions: Record<string, string> = {
  '/tests/pages/layout-no-children/':
    'renders the Layout with no children, to prove the shell stands alone',
};

/**
 * With service workers blocked (the crawls block them), plugin-pwa's
 * registration code logs this one error, which is skipped.
 */
export const blockedWorkerMessage =
  /^registerSW failed TypeError: Cannot read properties of undefined \(reading 'waiting'\)/;

/**
 * Chromium logs each request the crawl itself refuses (it skips images,
 * fonts and media); the request is not the page's failure.
 */
const refusedByCrawl =
  /^Failed to load resource: net::ERR_BLOCKED_BY_CLIENT(?:\.Inspector)?$/;

export interface PageProblems {
  url: string;
  problems: string[];
}

/**
 * Records what goes wrong on `page` while a page is reached: console
 * errors, uncaught errors, failed requests and HTTP errors. A navigation
 * request answered with `expectedStatus` is not an error. Call the
 * returned function to stop recording.
 */
function watchProblems(
  page: Page,
  url: string,
  problems: string[],
  expectedStatus: number,
): () => void {
  const allowed = expectedErrors[url];
  const onConsole = (message: ConsoleMessage) => {
    // Chromium logs the expected error status of the page itself too.
    const isExpectedStatus =
      expectedStatus !== 200 &&
      message.text().includes(`status of ${expectedStatus}`) &&
      new URL(message.location().url).pathname ===
        new URL(url, 'http://x').pathname;
    if (
      message.type() === 'error' &&
      !isExpectedStatus &&
      !allowed?.test(message.text()) &&
      !blockedWorkerMessage.test(message.text()) &&
      !refusedByCrawl.test(message.text())
    ) {
      problems.push(`console error: ${message.text().slice(0, 200)}`);
    }
  };
  const onPageError = (error: Error) => {
    problems.push(`uncaught: ${error.message.slice(0, 200)}`);
  };
  const onRequestFailed = (request: {
    url(): string;
    failure(): {errorText: string} | null;
  }) => {
    const reason = request.failure()?.errorText ?? '';
    // Navigating away cancels requests still in flight, and a crawl may
    // refuse files it does not need (ERR_BLOCKED_BY_CLIENT): not failures.
    if (
      !reason.includes('ERR_ABORTED') &&
      !reason.includes('ERR_BLOCKED_BY_CLIENT')
    ) {
      problems.push(`request failed: ${request.url()} (${reason})`);
    }
  };
  const onResponse = (response: {
    status(): number;
    url(): string;
    request(): {isNavigationRequest(): boolean};
  }) => {
    const expected =
      response.request().isNavigationRequest() &&
      response.status() === expectedStatus;
    if (response.status() >= 400 && !expected) {
      problems.push(`HTTP ${response.status()}: ${response.url()}`);
    }
  };
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  page.on('requestfailed', onRequestFailed);
  page.on('response', onResponse);
  return () => {
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
    page.off('requestfailed', onRequestFailed);
    page.off('response', onResponse);
  };
}

/** Reports a page without a title or without exactly one H1. */
async function checkTitleAndHeading(
  page: Page,
  url: string,
  problems: string[],
): Promise<void> {
  const title = await page.title();
  if (!title.trim()) {
    problems.push('empty <title>');
  }
  const headings = await page.locator('h1').count();
  if (headings !== 1 && !(url in headingExceptions)) {
    problems.push(`${headings} H1 elements`);
  }
}

/** Loads `url` from its HTML and waits until React has taken it over. */
export async function visit(
  page: Page,
  url: string,
  {expectedStatus = 200}: {expectedStatus?: number} = {},
): Promise<PageProblems> {
  const problems: string[] = [];
  const stopWatching = watchProblems(page, url, problems, expectedStatus);
  try {
    // Hydration, not the load event, marks a usable page: waiting for late
    // images and fonts would double the crawl's time. Their files are
    // checked to exist by e2e/link-integrity.spec.ts.
    await page.goto(url, {waitUntil: 'domcontentloaded', timeout: 15_000});
    await waitForHydration(page, {timeout: 10_000});
    await checkTitleAndHeading(page, url, problems);
  } catch (error) {
    problems.push(`did not load and hydrate: ${(error as Error).message}`);
  } finally {
    stopWatching();
  }
  return {url, problems};
}

/**
 * Reaches `url` by client-side navigation inside the site page `page`
 * shows (loaded and hydrated), as a click on a link would, and waits until
 * the page's head names it: its canonical link is `url` and its title is
 * `builtTitle`, the title of its built HTML. A route the browser does not
 * know would render the not-found page, whose title differs.
 */
export async function navigate(
  page: Page,
  url: string,
  builtTitle: string,
  {timeout = 10_000}: {timeout?: number} = {},
): Promise<PageProblems> {
  const problems: string[] = [];
  const stopWatching = watchProblems(page, url, problems, 200);
  try {
    // The router follows the history's popstate events: the new entry is
    // pushed, then announced as if the reader had gone to it.
    await page.evaluate((path) => {
      window.history.pushState(null, '', path);
      window.dispatchEvent(new PopStateEvent('popstate', {state: null}));
    }, url);
    await page.waitForFunction(
      ({path, title}) => {
        const canonical = document
          .querySelector('link[rel="canonical"]')
          ?.getAttribute('href');
        return (
          canonical != null &&
          new URL(canonical).pathname === path &&
          document.title === title
        );
      },
      {path: url, title: builtTitle},
      {timeout},
    );
    await checkTitleAndHeading(page, url, problems);
  } catch (error) {
    const shown = await page.title().catch(() => '');
    problems.push(
      `did not render after navigation (title "${shown}", built "${builtTitle}"): ${(error as Error).message.split('\n')[0]}`,
    );
  } finally {
    stopWatching();
  }
  return {url, problems};
}

/** A one-pixel PNG, in base64 as the browser's interception takes it. */
const onePixelPng =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/**
 * Answers the page's image requests with a one-pixel PNG (an image
 * component that fails on a missing image, such as ideal-image's, still
 * sees an image) and refuses its font and media requests; visit() does not
 * count those refusals.
 *
 * Done through the browser's own request interception, limited to those
 * resource types, rather than page.route(): Playwright's routing pauses
 * every request of the page for a round trip to the test process and turns
 * the HTTP cache off, so each page of a crawl would fetch and compile the
 * site's scripts again.
 */
export async function standInForMedia(page: Page): Promise<void> {
  const session = await page.context().newCDPSession(page);
  session.on('Fetch.requestPaused', (event) => {
    const answer =
      event.resourceType === 'Image'
        ? session.send('Fetch.fulfillRequest', {
            requestId: event.requestId,
            responseCode: 200,
            responseHeaders: [{name: 'Content-Type', value: 'image/png'}],
            body: onePixelPng,
          })
        : session.send('Fetch.failRequest', {
            requestId: event.requestId,
            errorReason: 'BlockedByClient',
          });
    // A request the page has dropped meanwhile (it navigated on) can no
    // longer be answered; nothing is left to do for it.
    answer.catch(() => undefined);
  });
  await session.send('Fetch.enable', {
    patterns: (['Image', 'Font', 'Media'] as const).map((resourceType) => ({
      urlPattern: '*',
      resourceType,
      requestStage: 'Request' as const,
    })),
  });
}
