import {describe, expect, it} from 'vitest';
import {renderFullText, renderIndex} from '../llmsTxt';
import type {TwinPage} from '../pages';

function page(
  permalink: string,
  section: string,
  title: string,
  description = '',
): TwinPage {
  return {
    permalink,
    title,
    description,
    section,
    olderVersionPath: undefined,
    listed: true,
    hasOwnContent: true,
  };
}

describe('renderIndex', () => {
  it('writes the llmstxt.org layout: name, summary, details, then link sections in order', () => {
    expect(
      renderIndex({
        title: 'Docusaurus',
        summary: 'A static-site\ngenerator.',
        details: ['Each link is Markdown.'],
        sectionOrder: ['Docs', 'Community', 'Blog'],
        pages: [
          page('/blog/hello/', 'Blog', 'Hello', 'First post.'),
          page('/docs/', 'Docs', 'Introduction', 'Start here.'),
          page('/docs/cli/', 'Docs', 'CLI [commands]', ''),
        ],
        siteUrl: 'https://docusaurus.io/',
      }),
    ).toBe(`# Docusaurus

> A static-site generator.

Each link is Markdown.

## Docs

- [Introduction](https://docusaurus.io/docs.md): Start here.
- [CLI \\[commands\\]](https://docusaurus.io/docs/cli.md)

## Blog

- [Hello](https://docusaurus.io/blog/hello.md): First post.
`);
  });
});

describe('renderFullText', () => {
  it('puts each page under its title with its source URL and description, separated by rules', () => {
    expect(
      renderFullText({
        title: 'Docusaurus',
        summary: 'Docs.',
        pages: [
          {
            page: page('/docs/', 'Docs', 'Introduction'),
            converted: {title: 'Intro', description: 'Start.', body: 'Text.'},
          },
          {
            page: page('/docs/cli/', 'Docs', 'CLI'),
            converted: {title: 'CLI', description: '', body: '## Build'},
          },
        ],
        siteUrl: 'https://docusaurus.io',
      }),
    ).toBe(`# Docusaurus

> Docs.

---

# Intro

Source: <https://docusaurus.io/docs/>

> Start.

Text.

---

# CLI

Source: <https://docusaurus.io/docs/cli/>

## Build
`);
  });
});
