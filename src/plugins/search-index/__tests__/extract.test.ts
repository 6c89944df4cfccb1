import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {extractRecords, isSearchableTag, sectionLabel} from '../extract';

const fixture = (name: string) =>
  readFileSync(path.join(__dirname, '__fixtures__', name), 'utf8');

describe('extractRecords', () => {
  const records = extractRecords(fixture('doc-page.html'), {
    pathname: '/docs/sidebar/items/',
  });

  it('writes a page record, heading records and content records in order', () => {
    expect(
      records.map((r) => [r.type, r.content ?? r.hierarchy[r.type as 'lvl1']]),
    ).toEqual([
      ['lvl1', 'Sidebar items'],
      ['content', 'A sidebar holds items of several types.'],
      ['lvl2', 'Doc items'],
      ['content', 'A doc item links to a doc <by id>.'],
      ['content', 'First point'],
      ['content', 'Nested point'],
      ['lvl3', 'Shorthand'],
      ['content', 'Write the id as a string.'],
      ['content', 'boolean · Whether the category starts collapsed.'],
      ['content', 'Plain · row'],
      ['lvl2', 'Links'],
      ['content', 'Links point anywhere.'],
    ]);
  });

  it('keeps the hierarchy above each record and resets deeper levels', () => {
    const shorthand = records.find(
      (r) => r.content === 'Write the id as a string.',
    )!;
    expect(shorthand.hierarchy).toEqual({
      lvl0: 'Docs',
      lvl1: 'Sidebar items',
      lvl2: 'Doc items',
      lvl3: 'Shorthand',
      lvl4: null,
      lvl5: null,
      lvl6: null,
    });
    const links = records.find((r) => r.content === 'Links point anywhere.')!;
    expect(links.hierarchy.lvl3).toBeNull();
  });

  it('links records to the nearest heading anchor', () => {
    expect(records[0]!.url).toBe('/docs/sidebar/items/');
    expect(records.find((r) => r.content?.startsWith('First'))!.url).toBe(
      '/docs/sidebar/items/#doc-items',
    );
    const plainRow = records.find((r) => r.content === 'Plain · row')!;
    expect(plainRow.url).toBe('/docs/sidebar/items/#doc-shorthand');
    expect(plainRow.definition).toBeUndefined();
  });

  it('turns an option row with its own anchor into a definition one level below its heading', () => {
    const row = records.find((r) => r.definition)!;
    expect(row).toMatchObject({
      type: 'content',
      anchor: 'collapsed',
      url: '/docs/sidebar/items/#collapsed',
      content: 'boolean · Whether the category starts collapsed.',
    });
    expect(row.hierarchy).toMatchObject({
      lvl2: 'Doc items',
      lvl3: 'Shorthand',
      lvl4: 'collapsed',
      lvl5: null,
    });
    expect(records.filter((r) => r.definition)).toHaveLength(1);
  });

  it('labels each page with its section of the site', () => {
    expect(sectionLabel('docs-default-current', '/docs/cli/')).toBe('Docs');
    expect(sectionLabel('docs-default-3.7.0', '/docs/3.7.0/cli/')).toBe('Docs');
    expect(sectionLabel('docs-community-current', '/community/team/')).toBe(
      'Community',
    );
    expect(sectionLabel('default', '/blog/releases/3.8/')).toBe('Blog');
    expect(sectionLabel('default', '/changelog/2.0.0-beta.9/')).toBe(
      'Changelog',
    );
    expect(sectionLabel('default', '/showcase/')).toBe('Showcase');
    expect(sectionLabel('default', '/base/changelog/3.8.1/', '/base/')).toBe(
      'Changelog',
    );
    expect(sectionLabel('default', '/versions/')).toBe('Pages');
  });

  it('reads the DocSearch meta tags', () => {
    expect(records[0]).toMatchObject({
      language: 'en',
      version: 'current',
      docusaurus_tag: 'docs-default-current',
      url_without_anchor: '/docs/sidebar/items/',
    });
  });

  it('leaves out code blocks and heading anchor links', () => {
    expect(records.some((r) => r.content?.includes('ignored'))).toBe(false);
    expect(records.some((r) => r.hierarchy.lvl2?.includes('\u200b'))).toBe(
      false,
    );
  });

  it('leaves out the text of code blocks, navigation, the mobile table of contents and hidden parts, however deep', () => {
    const page = `<html><head>
      <meta name="docsearch:docusaurus_tag" content="docs-default-current" />
      </head><body><main><article><div class="theme-doc-markdown markdown">
      <h1>Blocks</h1>
      <p>Kept paragraph.</p>
      <div class="language-js theme-code-block"><div><p>Code paragraph.</p></div></div>
      <nav aria-label="Pagination"><ul><li>Nav item.</li></ul></nav>
      <div class="theme-doc-toc-mobile"><ul><li>Mobile contents item.</li></ul></div>
      <p class="note hidden">Hidden paragraph.</p>
      <div class="hidden"><section><p>Inside hidden.</p></section></div>
      <p class="hiddenish">Class sharing a prefix.</p>
      <PRE><p>Upper-case pre.</p></PRE>
      </div></article></main></body></html>`;
    expect(
      extractRecords(page, {pathname: '/docs/blocks/'}).map((r) => r.content),
    ).toEqual([null, 'Kept paragraph.', 'Class sharing a prefix.']);
  });

  it('skips noindex pages, redirect pages and list pages', () => {
    expect(
      extractRecords(fixture('noindex-page.html'), {pathname: '/x/'}),
    ).toEqual([]);
    expect(
      extractRecords(fixture('redirect-page.html'), {pathname: '/y/'}),
    ).toEqual([]);
    expect(
      extractRecords(fixture('list-page.html'), {pathname: '/blog/'}),
    ).toEqual([]);
  });

  it('indexes default pages and docs versions only', () => {
    expect(isSearchableTag('default')).toBe(true);
    expect(isSearchableTag('docs-default-3.7.0')).toBe(true);
    expect(isSearchableTag('docs-community-current')).toBe(true);
    expect(isSearchableTag('blog_posts_list')).toBe(false);
    expect(isSearchableTag('doc_tag_doc_list')).toBe(false);
  });
});
