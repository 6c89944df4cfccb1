// Every internal link, script, stylesheet and image that a built
// page names resolves to a file of the build. The build's own checks
// (onBrokenLinks and onBrokenAnchors: 'throw') cover links made with
// <Link> and Markdown; this also covers raw HTML, head tags, feeds' <link>
// tags and the redirect pages. The same pass checks that no page repeats
// an id, since a repeated id sends a #fragment link to the wrong place.
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {expect, test} from './support/sharedTab';
import {siteUrl} from '../config/site';
import {buildDir} from './support/builtSite';

const attributes: Record<string, string> = {
  a: 'href',
  link: 'href',
  script: 'src',
  img: 'src',
  source: 'src',
  iframe: 'src',
};

/** Every element that names a file, in one selector: one walk per page. */
const referenceSelector = Object.entries(attributes)
  .map(([tag, attribute]) => `${tag}[${attribute}]`)
  .join(', ');

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true, recursive: true})
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The site path a reference points to, or null when it is not ours. */
function internalPath(reference: string, pageUrl: URL): string | null {
  if (/^(?:mailto|tel|javascript|data):/i.test(reference)) {
    return null;
  }
  const url = new URL(reference, pageUrl);
  const ours = url.origin === pageUrl.origin || url.origin === siteUrl;
  if (
    !ours ||
    (url.pathname === pageUrl.pathname && reference.startsWith('#'))
  ) {
    return null;
  }
  return decodeURIComponent(url.pathname);
}

function resolves(sitePath: string): boolean {
  const file = path.join(buildDir, sitePath);
  if (sitePath.endsWith('/')) {
    return existsSync(path.join(file, 'index.html'));
  }
  return existsSync(file) && statSync(file).isFile();
}

test('every internal reference in the built HTML resolves to a built file, and ids are unique', () => {
  test.setTimeout(180_000);
  const files = htmlFiles(buildDir);
  const broken: string[] = [];
  const duplicateIds: string[] = [];
  let checked = 0;
  for (const file of files) {
    const route = `/${path.relative(buildDir, file).split(path.sep).join('/')}`;
    const pageUrl = new URL(
      route.replace(/index\.html$/, ''),
      'http://site.test',
    );
    // htmlparser2 (cheerio's `xml` option, in HTML mode) rather than the
    // default parse5: three times as fast on the build's 1,500 pages, and it
    // sees the same ids and references, plus those inside <noscript>, which
    // parse5 keeps as text.
    const $ = load(readFileSync(file, 'utf8'), {xml: {xmlMode: false}});
    // A duplicated id makes a #fragment link land on the wrong element.
    const ids = new Set<string>();
    $('[id]').each((_, element) => {
      const id = $(element).attr('id')!;
      // remark-gfm gives each post's footnote section the heading id
      // `footnote-label`; a blog list page that shows several full posts
      // with footnotes (the /tests/ blog does, on purpose) repeats it.
      if (ids.has(id) && id !== 'footnote-label') {
        duplicateIds.push(`${route}: #${id}`);
      }
      ids.add(id);
    });
    $(referenceSelector).each((_, element) => {
      // The selector matches elements only.
      const tag = 'tagName' in element ? element.tagName : '';
      const attribute = attributes[tag]!;
      const reference = $(element).attr(attribute) ?? '';
      const sitePath = internalPath(reference, pageUrl);
      if (sitePath === null) {
        return;
      }
      // The not-found page is rendered for the path /404.html, which is
      // not a route: the theme derives its canonical URL and the locale
      // dropdown's link from that path. Any URL that is not found shows
      // this page, so those self-references are never followed to a file.
      if (route === '/404.html' && /^\/404(?:\.html)?\/$/.test(sitePath)) {
        return;
      }
      checked += 1;
      if (!resolves(sitePath)) {
        broken.push(`${route}: ${tag} ${attribute}="${reference}"`);
      }
    });
  }
  console.log(
    `link integrity: ${checked} internal references in ${files.length} HTML files`,
  );
  expect(files.length).toBeGreaterThan(1000);
  expect(broken).toEqual([]);
  expect(duplicateIds).toEqual([]);
});
