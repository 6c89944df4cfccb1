import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {extractRecords, isSearchableTag} from '../extract';

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
      ['content', 'collapsed · boolean'],
      ['lvl2', 'Links'],
      ['content', 'Links point anywhere.'],
    ]);
  });

  it('keeps the hierarchy above each record and resets deeper levels', () => {
    const shorthand = records.find(
      (r) => r.content === 'Write the id as a string.',
    )!;
    expect(shorthand.hierarchy).toEqual({
      lvl0: 'Guides',
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

  it('links records to the nearest heading anchor, and table rows to their own', () => {
    expect(records[0]!.url).toBe('/docs/sidebar/items/');
    expect(records.find((r) => r.content?.startsWith('First'))!.url).toBe(
      '/docs/sidebar/items/#doc-items',
    );
    const row = records.find((r) => r.content === 'collapsed · boolean')!;
    expect(row.anchor).toBe('collapsed');
    expect(row.url).toBe('/docs/sidebar/items/#collapsed');
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
