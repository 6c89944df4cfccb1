/**
 * The llms.txt index files (format of llmstxt.org: an H1 with the name, a
 * blockquote summary, optional paragraphs, then H2 sections whose lists
 * hold `[title](url): notes` links) and the llms-full.txt text file.
 */
import type {ListItem, PhrasingContent, RootContent} from 'mdast';
import {markdownTwinPath} from '../../utils/markdownTwin';
import {markdownFromMdast, type ConvertedPage} from './htmlToMarkdown';
import type {TwinPage} from './pages';

export interface IndexInput {
  /** H1 of the file. */
  title: string;
  /** One-paragraph summary (the blockquote). */
  summary: string;
  /** Paragraphs between the summary and the sections (Markdown). */
  details: string[];
  /** Section names in the order they appear; empty sections are left out. */
  sectionOrder: string[];
  pages: TwinPage[];
  /** Origin of the site, e.g. `https://docusaurus.io`. */
  siteUrl: string;
}

/** Absolute URL of a path of the site. */
export function absoluteUrl(siteUrl: string, pathname: string): string {
  return `${siteUrl.replace(/\/$/, '')}${pathname}`;
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function linkItem(page: TwinPage, siteUrl: string): ListItem {
  const children: PhrasingContent[] = [
    {
      type: 'link',
      url: absoluteUrl(siteUrl, markdownTwinPath(page.permalink)),
      children: [{type: 'text', value: oneLine(page.title)}],
    },
  ];
  const notes = oneLine(page.description);
  if (notes) {
    children.push({type: 'text', value: `: ${notes}`});
  }
  return {
    type: 'listItem',
    spread: false,
    children: [{type: 'paragraph', children}],
  };
}

export function renderIndex(input: IndexInput): string {
  const nodes: RootContent[] = [
    {type: 'heading', depth: 1, children: [{type: 'text', value: input.title}]},
    {
      type: 'blockquote',
      children: [
        {
          type: 'paragraph',
          children: [{type: 'text', value: oneLine(input.summary)}],
        },
      ],
    },
  ];
  const header = markdownFromMdast(nodes);
  const sections = input.sectionOrder.flatMap((section): RootContent[] => {
    const pages = input.pages.filter((page) => page.section === section);
    if (pages.length === 0) {
      return [];
    }
    return [
      {type: 'heading', depth: 2, children: [{type: 'text', value: section}]},
      {
        type: 'list',
        ordered: false,
        spread: false,
        children: pages.map((page) => linkItem(page, input.siteUrl)),
      },
    ];
  });
  return `${[header, ...input.details, markdownFromMdast(sections)].join('\n\n')}\n`;
}

export interface FullTextInput {
  title: string;
  summary: string;
  /** Pages in reading order, each with its converted content. */
  pages: {page: TwinPage; converted: ConvertedPage}[];
  siteUrl: string;
}

/**
 * Every page in one file: each starts with its title, its URL and its
 * description, then its content, and ends with a rule.
 */
export function renderFullText(input: FullTextInput): string {
  const header = markdownFromMdast([
    {type: 'heading', depth: 1, children: [{type: 'text', value: input.title}]},
    {
      type: 'blockquote',
      children: [
        {
          type: 'paragraph',
          children: [{type: 'text', value: oneLine(input.summary)}],
        },
      ],
    },
  ]);
  const parts = input.pages.map(({page, converted}) => {
    const pageHeader = markdownFromMdast([
      {
        type: 'heading',
        depth: 1,
        children: [{type: 'text', value: converted.title || page.title}],
      },
      {
        type: 'paragraph',
        children: [
          {type: 'text', value: 'Source: '},
          {
            type: 'link',
            url: absoluteUrl(input.siteUrl, page.permalink),
            children: [
              {type: 'text', value: absoluteUrl(input.siteUrl, page.permalink)},
            ],
          },
        ],
      },
      ...(converted.description
        ? [
            {
              type: 'blockquote',
              children: [
                {
                  type: 'paragraph',
                  children: [
                    {type: 'text', value: oneLine(converted.description)},
                  ],
                },
              ],
            } satisfies RootContent,
          ]
        : []),
    ]);
    return `${pageHeader}\n\n${converted.body}`;
  });
  return `${[header, ...parts].join('\n\n---\n\n')}\n`;
}
