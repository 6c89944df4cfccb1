/**
 * Doc pages of an older version that render the same content as the same
 * page of the next newer version. Most docs do not change from one release
 * to the next: 126 of the 217 pages of 3.8.1 and 3.7.0 render the
 * same Markdown as their newer twin. Such a page runs the same components
 * on the same content, inside its version's shell, which the pages that
 * did change still load; e2e/crawl.spec.ts loads only one of the two in
 * the browser and checks the other's built HTML.
 */
import {builtFile} from './builtSite';
import versions from '../../versions.json';

/**
 * The docs path prefix of each version, newest first: the current docs
 * at /docs/, then the released versions in the order of versions.json.
 */
const versionPrefixes = ['/docs/', ...versions.map((name) => `/docs/${name}/`)];

/**
 * The rendered Markdown of a doc page, its paths in its own version's docs
 * written as paths of the current docs; undefined for pages without
 * Markdown content (generated indexes, tag lists). The Markdown is the
 * only content of the doc's article before its footer (tags, edit link,
 * last update), so it is cut out of the HTML text: parsing each page would
 * take seconds, in every test worker.
 */
function docContent(route: string, prefix: string): string | undefined {
  const html = builtFile(`${route}index.html`);
  const start = html.indexOf('class="theme-doc-markdown');
  if (
    start === -1 ||
    html.indexOf('class="theme-doc-markdown', start + 1) !== -1
  ) {
    return undefined;
  }
  const ends = ['<footer class="theme-doc-footer', '</article>']
    .map((marker) => html.indexOf(marker, start))
    .filter((index) => index !== -1);
  if (ends.length === 0) {
    return undefined;
  }
  return html.slice(start, Math.min(...ends)).replaceAll(prefix, '/docs/');
}

/**
 * For each page of `routes` that is a twin, the newer page with the same
 * content. A route of the current docs or outside the docs is never one.
 */
export function versionTwins(routes: readonly string[]): Map<string, string> {
  const built = new Set(routes);
  const twins = new Map<string, string>();
  // Oldest first is not needed: each older page is compared with the next
  // newer version only, which is loaded or is itself a twin of a loaded one.
  for (let index = 1; index < versionPrefixes.length; index += 1) {
    const older = versionPrefixes[index]!;
    const newer = versionPrefixes[index - 1]!;
    for (const route of routes) {
      if (!route.startsWith(older)) {
        continue;
      }
      const twin = `${newer}${route.slice(older.length)}`;
      if (!built.has(twin)) {
        continue;
      }
      const content = docContent(route, older);
      if (content !== undefined && content === docContent(twin, newer)) {
        twins.set(route, twin);
      }
    }
  }
  return twins;
}
