// Page-weight budget: the JavaScript and CSS (gzip) a first visit downloads
// stays within config/page-weight-budget.json. Measured twice: from the
// built HTML alone (what the page names) and in Chromium (adding the route
// chunks the app loads to hydrate), which is the figure the budget limits.
import {expect, test} from './support/test';
import budget from '../config/page-weight-budget.json';
import {
  firstVisitWeight,
  firstVisitWeightInBrowser,
} from '../scripts/lib/pageWeight.mjs';
import {baseURL} from '../playwright.config';
import {buildDir} from './support/builtSite';

const kilobytes = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

for (const [route, limit] of Object.entries(budget.pages)) {
  test(`first visit to ${route} stays within its budget`, async ({page}) => {
    const fromHtml = firstVisitWeight(buildDir, route);
    const inBrowser = await firstVisitWeightInBrowser(
      page,
      baseURL,
      buildDir,
      route,
    );
    const report = {
      route,
      htmlKB: kilobytes(fromHtml.html),
      namedInHtml: {js: kilobytes(fromHtml.js), css: kilobytes(fromHtml.css)},
      loaded: {js: kilobytes(inBrowser.js), css: kilobytes(inBrowser.css)},
      limit,
    };
    console.log(JSON.stringify(report));
    // The browser loads at least what the HTML names.
    expect(inBrowser.js).toBeGreaterThanOrEqual(fromHtml.js);
    expect(kilobytes(inBrowser.js)).toBeLessThanOrEqual(limit.jsKB);
    expect(kilobytes(inBrowser.css)).toBeLessThanOrEqual(limit.cssKB);
  });
}
