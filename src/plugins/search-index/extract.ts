/**
 * Reads one built HTML page and returns its DocSearch-shaped records: one
 * per page title, one per heading, one per paragraph, list item or table
 * row, each with the hierarchy of headings above it. A row of an options
 * table (a row with its own anchor) becomes a definition: its name is one
 * level below the heading above it, so searching an option name finds the
 * option itself rather than the paragraphs that mention it.
 */
import {load, type CheerioAPI} from 'cheerio';
import type {AnyNode, Element} from 'domhandler';
import {
  hierarchyLevels,
  type Hierarchy,
  type HierarchyLevel,
  type SearchRecord,
} from '../../search/types';

export interface ExtractOptions {
  /** Path of the page on the site, e.g. `/docs/installation/`. */
  pathname: string;
  /** The site's base URL (default `/`), to read the section from the path. */
  baseUrl?: string;
}

/** Whether the page asks not to be indexed (unlisted docs, test fixtures). */
export function isNoIndexPage($: CheerioAPI): boolean {
  const robots = $('meta[name="robots"]').attr('content') ?? '';
  return /noindex/i.test(robots);
}

/** Client redirect pages only hold a meta refresh. */
function isRedirectPage($: CheerioAPI): boolean {
  return $('meta[http-equiv="refresh"]').length > 0;
}

/**
 * Pages the contextual search can return: docs versions (`docs-<plugin>-
 * <version>`) and everything else that is a page of its own (`default`).
 * Lists of posts or tags (`blog_posts_list`, `doc_tags_list`, …) only repeat
 * content found on the pages they list.
 */
export function isSearchableTag(tag: string): boolean {
  return tag === 'default' || /^docs-.+-.+$/.test(tag);
}

const clean = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** Elements whose text does not belong to the text of their parent. */
const skippedInOwnText = new Set([
  'ul',
  'ol',
  'p',
  'pre',
  'table',
  'svg',
  'button',
  'script',
  'style',
]);

/**
 * Text of an element, skipping nested blocks (lists, paragraphs, code
 * blocks, tables) and "#" heading links: those are records of their own, or
 * not content at all. Walks the DOM instead of cloning, which is much faster
 * on large pages.
 */
function textOf(node: AnyNode, skipBlocks: boolean): string {
  if (node.type === 'text') {
    return (node as unknown as {data: string}).data;
  }
  if (node.type !== 'tag') {
    return '';
  }
  const element = node as Element;
  const className = element.attribs.class ?? '';
  if (
    className.includes('hash-link') ||
    className.includes('theme-code-block')
  ) {
    return '';
  }
  if (skipBlocks && skippedInOwnText.has(element.tagName.toLowerCase())) {
    return '';
  }
  return element.children.map((child) => textOf(child, skipBlocks)).join('');
}

const headingText = (heading: Element): string => clean(textOf(heading, false));

const ownText = (element: Element): string =>
  clean(element.children.map((child) => textOf(child, true)).join(''));

/**
 * The part of the site a page belongs to, shown as each hit's first label
 * (lvl0) and used to group hits in the search modal.
 */
export function sectionLabel(
  tag: string,
  pathname: string,
  baseUrl = '/',
): string {
  if (tag.startsWith('docs-community-')) {
    return 'Community';
  }
  if (tag.startsWith('docs-')) {
    return 'Docs';
  }
  const relative = pathname.startsWith(baseUrl)
    ? pathname.slice(baseUrl.length)
    : pathname.replace(/^\//, '');
  const labels: Record<string, string> = {
    blog: 'Blog',
    changelog: 'Changelog',
    community: 'Community',
    docs: 'Docs',
    showcase: 'Showcase',
  };
  return labels[relative.split('/')[0] ?? ''] ?? 'Pages';
}

/** Blocks whose text is not indexed: code, navigation, hidden parts. */
const skippedTags = new Set(['pre', 'nav']);
const skippedClasses = ['theme-code-block', 'theme-doc-toc-mobile', 'hidden'];

/**
 * Whether `element` is or sits inside a skipped block. A walk up the
 * parents, not `closest()` with a selector: cheerio compiles the selector
 * again on every call, which was most of the extraction's time.
 */
function isInSkippedBlock(element: Element): boolean {
  for (
    let node: Element | null = element;
    node && node.type === 'tag';
    node = node.parent as Element | null
  ) {
    if (skippedTags.has(node.tagName.toLowerCase())) {
      return true;
    }
    const classes = (node.attribs.class ?? '').split(/\s+/);
    if (skippedClasses.some((name) => classes.includes(name))) {
      return true;
    }
  }
  return false;
}

const contentRoots = [
  'article .theme-doc-markdown',
  'article .markdown',
  'main article',
  'main',
];

export function extractRecords(
  html: string,
  options: ExtractOptions,
): SearchRecord[] {
  // htmlparser2 (xml: {xmlMode: false}) parses about five times faster than parse5.
  const $ = load(html, {xml: {xmlMode: false, decodeEntities: true}});
  if (isNoIndexPage($) || isRedirectPage($)) {
    return [];
  }
  const language = $('meta[name="docsearch:language"]').attr('content') ?? 'en';
  const version = $('meta[name="docsearch:version"]').attr('content') ?? null;
  const tag =
    $('meta[name="docsearch:docusaurus_tag"]').attr('content') ?? 'default';
  if (!isSearchableTag(tag)) {
    return [];
  }
  const title = clean($('article h1, main h1, header h1').first().text());
  if (!title) {
    return [];
  }

  const hierarchy: Hierarchy = {
    lvl0: sectionLabel(tag, options.pathname, options.baseUrl),
    lvl1: title,
    lvl2: null,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  };
  const records: SearchRecord[] = [];
  let anchor: string | null = null;
  // Positions count from 0 in the page; the index builder makes them
  // global to a shard.
  let position = 0;

  const push = (
    type: SearchRecord['type'],
    content: string | null,
    definition?: {level: HierarchyLevel; name: string},
  ) => {
    const url = anchor ? `${options.pathname}#${anchor}` : options.pathname;
    records.push({
      objectID: `${url}::${records.length}`,
      hierarchy: definition
        ? {...hierarchy, [definition.level]: definition.name}
        : {...hierarchy},
      content,
      type,
      ...(definition ? {definition: true} : {}),
      url,
      url_without_anchor: options.pathname,
      anchor,
      weight: {
        pageRank: 0,
        level:
          type === 'content' ? 0 : 100 - hierarchyLevels.indexOf(type) * 10,
        position: position++,
      },
      language,
      version,
      docusaurus_tag: tag,
    });
  };

  push('lvl1', null);

  const deepestLevel = (): number => {
    for (let level = 6; level >= 1; level -= 1) {
      if (hierarchy[`lvl${level}` as HierarchyLevel]) {
        return level;
      }
    }
    return 1;
  };

  const rootSelector = contentRoots.find((selector) => $(selector).length > 0);
  if (!rootSelector) {
    return records;
  }
  const root = $(rootSelector).first();
  const seen = new Set<AnyNode>();

  root.find('h2, h3, h4, h5, h6, p, li, tbody tr').each((_, element) => {
    if (isInSkippedBlock(element)) {
      return;
    }
    const name = element.tagName.toLowerCase();
    if (/^h[2-6]$/.test(name)) {
      const level = Number(name[1]);
      const key = `lvl${level}` as HierarchyLevel;
      hierarchy[key] = headingText(element);
      for (let deeper = level + 1; deeper <= 6; deeper += 1) {
        hierarchy[`lvl${deeper}` as HierarchyLevel] = null;
      }
      anchor = $(element).attr('id') ?? anchor;
      push(key, null);
      return;
    }
    if (seen.has(element)) {
      return;
    }
    seen.add(element);
    if (name === 'tr') {
      const cells = $(element)
        .children('td, th')
        .map((__, cell) => clean(textOf(cell, false)))
        .get();
      const rowId = $(element).attr('id');
      const [first = '', ...rest] = cells;
      const headingAnchor = anchor;
      if (rowId && first) {
        // An option or field row: name, then type, default, description.
        const level = Math.min(deepestLevel() + 1, 6);
        anchor = rowId;
        push('content', rest.filter(Boolean).join(' · ') || null, {
          level: `lvl${level}` as HierarchyLevel,
          name: first,
        });
      } else {
        // Any other row: one record, linked to the heading above.
        const text = cells.filter(Boolean).join(' · ');
        if (text.length >= 2) {
          push('content', text);
        }
      }
      anchor = headingAnchor;
      return;
    }
    const text =
      name === 'p' ? clean(textOf(element, false)) : ownText(element);
    if (text.length >= 2) {
      push('content', text);
    }
  });
  return records;
}
