// The scripts a tab loads, for specs about what hovering a link preloads:
// a recorder of script requests, and a wait for the scripts a built page
// renders with.
import type {Page, Request} from '@playwright/test';
import {builtPageScripts} from './builtSite';
import {expect} from './test';

export interface ScriptRequests {
  /** Paths of the scripts requested so far, in order, prefetches left out. */
  paths: string[];
  /** Stops recording (a shared tab outlives the test). */
  stop: () => void;
}

/** Records the script requests of `page` from now on. */
export function recordScripts(page: Page): ScriptRequests {
  const paths: string[] = [];
  const onRequest = (request: Request) => {
    const purpose = request.headers()['sec-purpose'] ?? '';
    if (request.resourceType() === 'script' && !purpose.includes('prefetch')) {
      paths.push(new URL(request.url()).pathname);
    }
  };
  page.on('request', onRequest);
  return {paths, stop: () => page.off('request', onRequest)};
}

/**
 * Waits until the tab has requested every script the built page at `route`
 * names in its HTML, whoever asked for it. Waiting for "networkidle" after
 * a hover does not do this: it returns at once once the page has been idle.
 */
export async function expectScriptsOfRequested(
  requests: ScriptRequests,
  route: string,
): Promise<void> {
  await expect
    .poll(() =>
      builtPageScripts(route).filter((src) => !requests.paths.includes(src)),
    )
    .toEqual([]);
}
