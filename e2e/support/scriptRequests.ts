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

/**
 * Whether `request` loads a script for the page to run, not a prefetch (a
 * `<link rel="prefetch">`, kept for a later page). The Sec-Purpose header
 * alone does not tell them apart: a prefetch answered from the HTTP cache,
 * as in a tab that has loaded the site before, is reported without it. Its
 * resource type does: "other", where a script the page runs is "script".
 */
export function isScriptLoad(request: Request): boolean {
  const purpose = request.headers()['sec-purpose'] ?? '';
  return request.resourceType() === 'script' && !purpose.includes('prefetch');
}

/** Records the script requests of `page` from now on. */
export function recordScripts(page: Page): ScriptRequests {
  const paths: string[] = [];
  const onRequest = (request: Request) => {
    if (isScriptLoad(request)) {
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
