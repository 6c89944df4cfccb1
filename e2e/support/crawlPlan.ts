/**
 * How e2e/crawl.spec.ts reaches each page: loaded from its HTML, or by
 * client-side navigation inside a page that is already loaded.
 *
 * A load proves that React takes over the server's HTML (hydration) without
 * an error. A navigation proves that the page's route, chunks and
 * components render in the browser without an error, and that they render
 * the title of its built HTML; it costs about 40 % of a load (80 pages
 * across the site in one tab: 260 ms a page against 650 ms).
 *
 * Hydration fails on components that render differently in the browser,
 * not on the data a template is given. So in each group of pages that one
 * template renders from data (the tag, author and pagination lists, the
 * changelog entries) and of an older version's docs (the current docs'
 * components, which the current docs load), the first page is loaded and
 * the others are navigated to. Every other page is loaded.
 */

/** The group a page is navigated to in, or undefined if it is loaded. */
export function navigationGroup(path: string): string | undefined {
  const list = /^(.*?\/(?:tags|authors|page)\/)[^/]+\//.exec(path);
  if (list) {
    return list[1];
  }
  const group = /^(\/changelog\/|\/docs\/\d[^/]*\/).+/.exec(path);
  return group?.[1];
}

export interface CrawlPlan {
  /** Pages loaded from their HTML, in the order given. */
  load: string[];
  /** Pages reached by navigation, in the order given. */
  navigate: string[];
}

/** Splits sorted paths into pages to load and pages to navigate to. */
export function crawlPlan(paths: readonly string[]): CrawlPlan {
  const plan: CrawlPlan = {load: [], navigate: []};
  const seen = new Set<string>();
  for (const path of paths) {
    const group = navigationGroup(path);
    if (group === undefined || !seen.has(group)) {
      plan.load.push(path);
      if (group !== undefined) {
        seen.add(group);
      }
    } else {
      plan.navigate.push(path);
    }
  }
  return plan;
}
