/**
 * Turns a built page of the site into clean Markdown: the rendered content,
 * not the MDX source, so partials, npm2yarn tabs, generated card lists and
 * anything a component renders come out as the reader sees them.
 *
 * The generic HTML → Markdown work is done by hast-util-to-mdast and
 * mdast-util-to-markdown (with the GFM and math extensions); the handlers
 * here teach it the markup of Docusaurus' theme components, which would
 * otherwise lose their meaning (tab labels, admonition types, code block
 * languages and titles) or leak noise (heading anchors, KaTeX's visual
 * spans, SVG icons).
 */
import type {Element, ElementContent, Nodes, Parents, Root, Text} from 'hast';
import {fromHtml} from 'hast-util-from-html';
import {select, selectAll} from 'hast-util-select';
import {toString} from 'hast-util-to-string';
import {
  defaultHandlers,
  toMdast,
  type Handle,
  type State,
} from 'hast-util-to-mdast';
import type {
  BlockContent,
  Code,
  Heading,
  List,
  ListItem,
  Paragraph,
  PhrasingContent,
  Root as MdastRoot,
  RootContent,
} from 'mdast';
import {gfmToMarkdown} from 'mdast-util-gfm';
import {mathToMarkdown, type InlineMath, type Math} from 'mdast-util-math';
import {toMarkdown} from 'mdast-util-to-markdown';

export interface ConvertedPage {
  /** Text of the page's H1. */
  title: string;
  /** The page's meta description ('' when it has none). */
  description: string;
  /** The content below the title, as Markdown. */
  body: string;
}

/** Where the content of each page kind sits, most specific first. */
const contentSelectors = [
  // Doc pages (content of the Markdown file, with its H1).
  '.theme-doc-markdown',
  // Blog posts and changelog entries.
  'main article .markdown',
  // Category index pages: the card list.
  'main article',
];

function classList(element: Element): string[] {
  const value = element.properties.className;
  return Array.isArray(value) ? value.map(String) : [];
}

function hasClass(element: Element, name: string): boolean {
  return classList(element).includes(name);
}

/** CSS module classes carry a hash suffix (`codeBlockTitle_OeMC`). */
function hasClassPrefix(element: Element, prefix: string): boolean {
  return classList(element).some((name) => name.startsWith(`${prefix}_`));
}

function childElements(element: Element): Element[] {
  return element.children.filter(
    (child): child is Element => child.type === 'element',
  );
}

/** Zero-width and non-breaking spaces the theme puts in its markup. */
function cleanText(text: string): string {
  return text.replace(/[\u200B\uFEFF]/g, '').replace(/\u00A0/g, ' ');
}

/** Text of a code element, with `<br>` as line breaks. */
function codeText(node: Nodes): string {
  if (node.type === 'text') {
    return node.value;
  }
  if (node.type === 'element' && node.tagName === 'br') {
    return '\n';
  }
  if ('children' in node) {
    return node.children.map((child) => codeText(child)).join('');
  }
  return '';
}

function paragraph(children: PhrasingContent[]): Paragraph {
  return {type: 'paragraph', children};
}

function strongLabel(label: string): PhrasingContent {
  return {type: 'strong', children: [{type: 'text', value: label}]};
}

/** Children converted to flow (block) content. */
function flowOf(state: State, parent: Parents): BlockContent[] {
  return state.toFlow(state.all(parent)) as BlockContent[];
}

/**
 * A code block of the theme: `div.theme-code-block.language-x` holding an
 * optional title and the highlighted `pre`.
 */
function codeBlock(element: Element): Code {
  const language = classList(element)
    .find((name) => name.startsWith('language-'))
    ?.slice('language-'.length);
  const title = childElements(element).find((child) =>
    hasClassPrefix(child, 'codeBlockTitle'),
  );
  const code = select('pre code', element) ?? select('pre', element);
  const value = code ? codeText(code).replace(/\n$/, '') : '';
  return {
    type: 'code',
    lang: language || null,
    meta: title ? `title=${JSON.stringify(cleanText(toString(title)))}` : null,
    value,
  };
}

/**
 * An admonition becomes a blockquote that starts with its type in bold,
 * followed by its title when the author gave one:
 * `> **Warning:** Node.js **18** reached end of life`.
 */
function admonition(state: State, element: Element): RootContent {
  const type =
    classList(element)
      .find((name) => name.startsWith('theme-admonition-'))
      ?.slice('theme-admonition-'.length) ?? 'note';
  const typeLabel = type.charAt(0).toUpperCase() + type.slice(1);
  const [heading, content] = childElements(element);
  const headingWithoutIcon: Element | undefined = heading && {
    ...heading,
    children: heading.children.filter(
      (child) => !(child.type === 'element' && child.tagName === 'span'),
    ),
  };
  const headingText = headingWithoutIcon
    ? cleanText(toString(headingWithoutIcon)).trim()
    : '';
  // Without a title, the heading shows the type keyword itself.
  const hasTitle =
    headingText !== '' && headingText.toLowerCase() !== type.toLowerCase();
  const titleNodes = hasTitle
    ? (state.all(headingWithoutIcon!) as PhrasingContent[])
    : [];
  const firstLine = paragraph(
    hasTitle
      ? [
          strongLabel(`${typeLabel}:`),
          {type: 'text', value: ' '},
          ...titleNodes,
        ]
      : [strongLabel(typeLabel)],
  );
  return {
    type: 'blockquote',
    children: [firstLine, ...(content ? flowOf(state, content) : [])],
  };
}

/** Tabs become one section per tab, each opened by its label in bold. */
function tabs(state: State, element: Element): RootContent[] {
  const labels = selectAll('[role="tab"]', element).map((tab) =>
    cleanText(toString(tab)).trim(),
  );
  const panels = selectAll('[role="tabpanel"]', element);
  return panels.flatMap((panel, index) => [
    paragraph([strongLabel(labels[index] ?? `Tab ${index + 1}`)]),
    ...flowOf(state, panel),
  ]);
}

/**
 * `<details>`: the summary as bold text (its own emphasis dropped, which
 * bold cannot nest cleanly), then the content.
 */
function details(state: State, element: Element): RootContent[] {
  const summary = childElements(element).find(
    (child) => child.tagName === 'summary',
  );
  const rest: Element = {
    ...element,
    children: element.children.filter((child) => child !== summary),
  };
  const summaryText = summary ? cleanText(toString(summary)).trim() : '';
  return [
    ...(summaryText ? [paragraph([strongLabel(summaryText)])] : []),
    ...flowOf(state, rest),
  ];
}

/** A doc card of DocCardList: a link with its title and description. */
function docCard(state: State, card: Element): ListItem | undefined {
  const link = select('a', card);
  if (!link) {
    return undefined;
  }
  const heading = select('h2', link);
  const description = select('p', link);
  const title = String(
    heading?.properties.title ?? cleanText(toString(heading ?? link)).trim(),
  );
  const descriptionText = description
    ? String(description.properties.title ?? toString(description)).trim()
    : '';
  const children: PhrasingContent[] = [
    {
      type: 'link',
      url: state.resolve(String(link.properties.href ?? '')),
      children: [{type: 'text', value: title}],
    },
  ];
  if (descriptionText) {
    children.push({type: 'text', value: `: ${descriptionText}`});
  }
  return {type: 'listItem', spread: false, children: [paragraph(children)]};
}

function isDocCard(element: Element): boolean {
  return (
    element.tagName === 'article' && hasClassPrefix(element, 'docCardListItem')
  );
}

/** The TeX source KaTeX keeps in its MathML annotation. */
function texOf(element: Element): string {
  const annotation = select(
    'annotation[encoding="application/x-tex"]',
    element,
  );
  return annotation ? toString(annotation).trim() : toString(element);
}

/**
 * Mermaid diagrams are drawn in the browser; the static page carries their
 * source in a `<noscript>` (see src/theme/Mermaid). Depending on how the
 * parser treats scripting, its content is elements or raw text.
 */
function noscript(_state: State, element: Element): Code | undefined {
  const raw = element.children
    .filter((child): child is Text => child.type === 'text')
    .map((child) => child.value)
    .join('');
  const source =
    select('pre.mermaid-source', element) ??
    select('pre.mermaid-source', fromHtml(raw, {fragment: true}));
  if (!source) {
    return undefined;
  }
  return {
    type: 'code',
    lang: 'mermaid',
    meta: null,
    value: toString(source).replace(/\n$/, ''),
  };
}

const div: Handle = (state, element) => {
  if (hasClass(element, 'theme-code-block')) {
    return codeBlock(element);
  }
  if (hasClass(element, 'theme-admonition')) {
    return admonition(state, element);
  }
  if (hasClass(element, 'tabs-container')) {
    return tabs(state, element);
  }
  return defaultHandlers.div!(state, element);
};

const section: Handle = (state, element) => {
  const cards = childElements(element);
  if (cards.length > 0 && cards.every(isDocCard)) {
    const list: List = {
      type: 'list',
      ordered: false,
      spread: false,
      children: cards
        .map((card) => docCard(state, card))
        .filter((item): item is ListItem => item !== undefined),
    };
    return list;
  }
  return defaultHandlers.section!(state, element);
};

const span: Handle = (state, element) => {
  if (hasClass(element, 'katex-display')) {
    const math: Math = {type: 'math', meta: null, value: texOf(element)};
    return math;
  }
  if (hasClass(element, 'katex')) {
    const math: InlineMath = {type: 'inlineMath', value: texOf(element)};
    return math;
  }
  return defaultHandlers.span!(state, element);
};

const anchor: Handle = (state, element) => {
  // Self-links of headings and API table rows.
  if (hasClass(element, 'hash-link')) {
    return undefined;
  }
  return defaultHandlers.a!(state, element);
};

const ignore: Handle = () => undefined;

const handlers: Record<string, Handle> = {
  a: anchor,
  div,
  section,
  span,
  details: (state, element) => details(state, element),
  noscript,
  // Copy, wrap and other controls only make sense on the page.
  button: ignore,
};

function removeElement(root: Root | Element, target: Element): boolean {
  const index = root.children.indexOf(target as ElementContent);
  if (index !== -1) {
    root.children.splice(index, 1);
    return true;
  }
  return root.children.some(
    (child) => child.type === 'element' && removeElement(child, target),
  );
}

/** Removes the title and, when it is all a `<header>` holds, the header. */
function removeTitle(content: Element, title: Element): void {
  const header = selectAll('header', content).find((candidate) =>
    candidate.children.includes(title),
  );
  if (header && childElements(header).length === 1) {
    removeElement(content, header);
  } else {
    removeElement(content, title);
  }
}

export function markdownFromMdast(children: RootContent[]): string {
  const tree: MdastRoot = {type: 'root', children};
  return toMarkdown(tree, {
    // Unaligned tables: padding cells to one width only adds tokens.
    extensions: [gfmToMarkdown({tablePipeAlign: false}), mathToMarkdown()],
    bullet: '-',
    emphasis: '_',
    fences: true,
    listItemIndent: 'one',
    rule: '-',
  }).trim();
}

/** The parts of a built page the conversion reads. */
export interface PageParts {
  /** The document up to `<body>`: only its description is read. */
  head: string;
  /** The `<main>` element, whole. */
  main: string;
}

/**
 * Cuts the head and the `<main>` element out of a built page. Parsing is
 * most of the conversion's work: the navbar, sidebar and footer are never
 * parsed.
 */
export function pageParts(html: string, pageUrl: string): PageParts {
  const bodyStart = html.search(/<body[\s>]/);
  const mainStart = html.search(/<main[\s>]/);
  const mainEnd = html.lastIndexOf('</main>');
  if (mainStart === -1 || mainEnd < mainStart) {
    throw new Error(`${pageUrl} has no <main> element to convert.`);
  }
  return {
    head: bodyStart === -1 ? html : html.slice(0, bodyStart),
    main: html.slice(mainStart, mainEnd + '</main>'.length),
  };
}

/** The page's meta description ('' when it has none). */
export function describeHead(head: string): string {
  return String(
    select('meta[name="description"]', fromHtml(head))?.properties.content ??
      '',
  ).trim();
}

/** What the `<main>` of a page converts to: all of a page but its description. */
export type ConvertedMain = Omit<ConvertedPage, 'description'>;

/**
 * Converts the `<main>` element of a page at `pageUrl` (absolute: every
 * link and image in the output is made absolute against it).
 */
export function convertMain(mainHtml: string, pageUrl: string): ConvertedMain {
  const main = select('main', fromHtml(mainHtml, {fragment: true}));
  if (!main) {
    throw new Error(`${pageUrl} has no <main> element to convert.`);
  }
  const titleElement = select('h1', main);
  const title = titleElement ? cleanText(toString(titleElement)).trim() : '';
  // The tree was parsed for this call alone: it is changed in place.
  const content =
    contentSelectors
      .map((selector) => select(selector, main))
      .find((element) => element !== undefined) ?? main;
  if (titleElement) {
    const titleInContent = selectAll('h1', content).find(
      (h1) => cleanText(toString(h1)).trim() === title,
    );
    if (titleInContent) {
      removeTitle(content, titleInContent);
    }
  }
  // A <base> makes hast-util-to-mdast resolve every URL against the page.
  const withBase: Root = {
    type: 'root',
    children: [
      {
        type: 'element',
        tagName: 'base',
        properties: {href: pageUrl},
        children: [],
      },
      content,
    ],
  };
  const mdast = toMdast(withBase, {
    handlers,
    // React's markers (`<!--$-->`) and other comments are not content.
    nodeHandlers: {comment: () => undefined},
  }) as MdastRoot;
  return {title, body: markdownFromMdast(mdast.children)};
}

/**
 * Converts a built page. `pageUrl` is the page's absolute URL: every link
 * and image in the output is made absolute against it.
 */
export function convertPage(html: string, pageUrl: string): ConvertedPage {
  const {head, main} = pageParts(html, pageUrl);
  return {description: describeHead(head), ...convertMain(main, pageUrl)};
}

/** The twin file: title, description as a quote, then the content. */
export function renderTwin(page: ConvertedPage): string {
  const heading: Heading = {
    type: 'heading',
    depth: 1,
    children: [{type: 'text', value: page.title}],
  };
  const header = markdownFromMdast([
    heading,
    ...(page.description
      ? [
          {
            type: 'blockquote',
            children: [paragraph([{type: 'text', value: page.description}])],
          } satisfies RootContent,
        ]
      : []),
  ]);
  return `${header}\n\n${page.body}\n`;
}
