/**
 * The current docs hold every page of the reference at its id and slug, and
 * no page is a stub.
 */
import {readFileSync, existsSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import referenceDocs from './referenceDocs.json';
import {
  frontMatterValue,
  optionTableRows,
  proseOf,
  splitFrontMatter,
  wordCount,
} from './markdownText';

const repoRoot = path.resolve(__dirname, '../..');

interface ReferenceDoc {
  id: string;
  title: string;
  sidebar: 'docs' | 'api';
  file: string;
  slug?: string;
}

const docs = referenceDocs.docs as ReferenceDoc[];

function load(doc: ReferenceDoc) {
  const file = path.join(repoRoot, doc.file);
  const {frontMatter, body} = splitFrontMatter(readFileSync(file, 'utf8'));
  return {file, frontMatter, body};
}

/** The id Docusaurus gives a doc: folder + (front matter id or file name). */
function docIdOf(doc: ReferenceDoc, frontMatter: string): string {
  const relative = path.relative('docs', doc.file).replace(/\.mdx?$/, '');
  const folder = path.dirname(relative);
  const name = frontMatterValue(frontMatter, 'id') ?? path.basename(relative);
  return folder === '.' ? name : `${folder}/${name}`;
}

describe('docs of the reference', () => {
  it('has the expected number of pages per sidebar', () => {
    expect(docs.filter((doc) => doc.sidebar === 'docs')).toHaveLength(53);
    expect(docs.filter((doc) => doc.sidebar === 'api')).toHaveLength(37);
  });

  it.each(docs.map((doc) => [doc.id, doc] as const))(
    '%s exists with its id, title and slug',
    (_, doc) => {
      expect(existsSync(path.join(repoRoot, doc.file)), doc.file).toBe(true);
      const {frontMatter} = load(doc);
      expect(docIdOf(doc, frontMatter)).toBe(doc.id);
      expect(frontMatterValue(frontMatter, 'title')).toBe(doc.title);
      expect(frontMatterValue(frontMatter, 'slug')).toBe(doc.slug);
      expect(
        frontMatterValue(frontMatter, 'description')?.length ?? 0,
      ).toBeGreaterThan(50);
    },
  );
});

describe('no stub pages', () => {
  const measured = docs.map((doc) => {
    const {body} = load(doc);
    return {
      doc,
      words: wordCount(proseOf(body)),
      hasH2: /^## /m.test(body),
      optionRows: optionTableRows(body),
    };
  });

  it.each(measured.map((m) => [m.doc.id, m] as const))(
    '%s has real content',
    (_, m) => {
      const isOptionPage = m.doc.sidebar === 'api' && m.optionRows >= 3;
      expect(m.hasH2, 'page has an H2').toBe(true);
      if (!isOptionPage) {
        expect(m.words, 'words of prose').toBeGreaterThan(250);
      }
      expect(m.doc.id).toBeTruthy();
    },
  );

  it('reports the size of the docs', () => {
    const total = measured.reduce((sum, m) => sum + m.words, 0);
    console.log(`docs prose: ${total} words over ${measured.length} pages`);
    expect(total).toBeGreaterThan(0);
  });
});
