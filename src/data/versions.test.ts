import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {versionRows} from './versions';

const changelog = readFileSync(
  path.resolve(__dirname, '../../CHANGELOG.md'),
  'utf8',
);

describe('versionRows', () => {
  const rows = versionRows();

  it('lists Canary, the served versions and the archived ones, newest first', () => {
    expect(rows.map((row) => [row.name, row.group])).toEqual([
      ['current', 'current'],
      ['3.8.1', 'latest'],
      ['3.7.0', 'past'],
      ['2.3.1', 'archived'],
      ['2.2.0', 'archived'],
      ['2.1.0', 'archived'],
      ['2.0.1', 'archived'],
      ['1.x.x', 'archived'],
    ]);
    expect(rows[0]?.label).toMatch(/^Canary/);
  });

  it('links each served version to its docs, changelog entry and release post', () => {
    const byName = Object.fromEntries(rows.map((row) => [row.name, row]));
    expect(byName.current?.docs.href).toBe('/docs/');
    expect(byName.current?.releaseNotes.map((link) => link.href)).toEqual([
      '/changelog/',
    ]);
    expect(byName['3.8.1']?.docs.href).toBe('/docs/3.8.1/');
    expect(byName['3.8.1']?.releaseNotes.map((link) => link.href)).toEqual([
      '/changelog/3.8.1/',
      '/blog/releases/3.8/',
    ]);
    expect(byName['3.7.0']?.docs.href).toBe('/docs/3.7.0/');
    expect(byName['3.7.0']?.releaseNotes.map((link) => link.href)).toEqual([
      '/changelog/3.7.0/',
      '/blog/releases/3.7/',
    ]);
  });

  it('sends archived docs to their own hosts', () => {
    const archived = rows.filter((row) => row.group === 'archived');
    for (const row of archived) {
      expect(row.docs.external).toBe(true);
      expect(row.docs.href).toMatch(/^https:\/\//);
    }
    // 1.x predates the changelog: no release notes rather than a dead link.
    expect(archived.find((row) => row.name === '1.x.x')?.releaseNotes).toEqual(
      [],
    );
  });

  it('only links changelog entries that CHANGELOG.md has', () => {
    const entries = rows
      .flatMap((row) => row.releaseNotes)
      .map((link) => /^\/changelog\/(.+)\/$/.exec(link.href)?.[1])
      .filter((name): name is string => name !== undefined);
    expect(entries.length).toBeGreaterThanOrEqual(6);
    for (const name of entries) {
      expect(changelog, name).toContain(`\n## ${name} (`);
    }
  });

  it('follows versions.json: a new release becomes the latest stable', () => {
    const next = versionRows(['3.9.0', '3.8.1', '3.7.0'], []);
    expect(next.map((row) => [row.name, row.group])).toEqual([
      ['current', 'current'],
      ['3.9.0', 'latest'],
      ['3.8.1', 'past'],
      ['3.7.0', 'past'],
    ]);
  });
});
