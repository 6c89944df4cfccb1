/**
 * The three docs versions hold the pages they should: 90 in Canary and
 * 3.8.1, 89 in 3.7.0, which predates the CSS cascade layers plugin. Keeping
 * the id lists equal elsewhere keeps the diff between versions deliberate.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import versionNames from '../../versions.json';
import {frontMatterValue, splitFrontMatter} from './markdownText';

const repoRoot = path.resolve(__dirname, '../..');

/** Content folder of a version, as the docs plugin resolves it. */
function folderOf(version: string): string {
  return version === 'current'
    ? path.join(repoRoot, 'docs')
    : path.join(repoRoot, 'versioned_docs', `version-${version}`);
}

/** Doc files of a folder: Markdown pages, not partials (`_*`) or tests. */
function docFiles(folder: string): string[] {
  return readdirSync(folder, {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.mdx?$/.test(file))
    .filter((file) =>
      file.split(path.sep).every((part) => !part.startsWith('_')),
    )
    .sort();
}

/** The id Docusaurus gives a doc: folder + (front matter id or file name). */
function docIdOf(folder: string, file: string): string {
  const {frontMatter} = splitFrontMatter(
    readFileSync(path.join(folder, file), 'utf8'),
  );
  const relative = file
    .replace(/\.mdx?$/, '')
    .split(path.sep)
    .join('/');
  const dir = path.posix.dirname(relative);
  const name =
    frontMatterValue(frontMatter, 'id') ?? path.posix.basename(relative);
  return dir === '.' ? name : `${dir}/${name}`;
}

function docIdsOf(version: string): string[] {
  const folder = folderOf(version);
  return docFiles(folder)
    .map((file) => docIdOf(folder, file))
    .sort();
}

/** Doc ids a versioned sidebar file refers to (doc items and links). */
function sidebarDocIds(version: string): string[] {
  const file = path.join(
    repoRoot,
    'versioned_sidebars',
    `version-${version}-sidebars.json`,
  );
  const ids: string[] = [];
  const visit = (value: unknown): void => {
    if (typeof value === 'string') {
      ids.push(value);
    } else if (Array.isArray(value)) {
      value.forEach(visit);
    } else if (value !== null && typeof value === 'object') {
      const item = value as Record<string, unknown>;
      if (typeof item.id === 'string') {
        ids.push(item.id);
      }
      visit(item.items);
      visit(item.link);
    }
  };
  visit(Object.values(JSON.parse(readFileSync(file, 'utf8')) as object));
  return ids;
}

const cascadeLayersId = 'api/plugins/plugin-css-cascade-layers';

describe('docs versions', () => {
  const ids = Object.fromEntries(
    ['current', ...versionNames].map((version) => [version, docIdsOf(version)]),
  );

  it('are Canary, 3.8.1 and 3.7.0', () => {
    expect(versionNames).toEqual(['3.8.1', '3.7.0']);
  });

  it('hold 90 / 90 / 89 pages', () => {
    expect({
      current: ids.current?.length,
      '3.8.1': ids['3.8.1']?.length,
      '3.7.0': ids['3.7.0']?.length,
    }).toEqual({current: 90, '3.8.1': 90, '3.7.0': 89});
  });

  it('give every page a distinct id', () => {
    for (const list of Object.values(ids)) {
      expect(new Set(list).size).toBe(list.length);
    }
  });

  it('share the same ids, except the cascade layers page missing in 3.7.0', () => {
    expect(ids.current).toContain(cascadeLayersId);
    expect(ids['3.8.1']).toEqual(ids.current);
    expect(ids['3.7.0']).not.toContain(cascadeLayersId);
    expect(ids['3.7.0']).toEqual(
      ids['3.8.1']?.filter((id) => id !== cascadeLayersId),
    );
  });

  it.each(versionNames)(
    'versioned sidebar %s only names docs of its version',
    (version) => {
      const known = new Set(ids[version]);
      const referenced = sidebarDocIds(version);
      expect(referenced.length).toBeGreaterThan(50);
      expect(referenced.filter((id) => !known.has(id))).toEqual([]);
    },
  );
});
