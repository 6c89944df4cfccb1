import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {ChangelogParseError, categoryOf, parseChangelog} from '../parser';
import {authorsOf, summaryOf, toPost} from '../posts';
import {releasePostOf} from '../releasePosts';

const fixture = (name: string) =>
  readFileSync(path.join(__dirname, '__fixtures__', name), 'utf8');

describe('parseChangelog', () => {
  it('reads versions, dates, categories and committers of normal sections', () => {
    const versions = parseChangelog(fixture('normal.md'));
    expect(versions.map((v) => [v.version, v.date])).toEqual([
      ['1.2.0', '2024-03-01'],
      ['1.1.1', '2024-02-01'],
      ['1.1.0', '2024-01-15'],
    ]);
    const [latest] = versions;
    expect(latest!.categories).toEqual({'New Feature': 3, 'Bug Fix': 1});
    expect(latest!.committers).toEqual(['alice', 'bob']);
    expect(latest!.committerCount).toBe(2);
    expect(latest!.body).toContain('#### 🐛 Bug Fix');
    expect(latest!.body).not.toContain('Committers');
    expect(latest!.note).toBeUndefined();
  });

  it('keeps a version note and a version with no committers', () => {
    const [, failed, older] = parseChangelog(fixture('normal.md'));
    expect(failed!.note).toBe('Failed release');
    expect(failed!.categories).toEqual({});
    expect(older!.committers).toEqual([]);
    expect(older!.committerCount).toBeUndefined();
    expect(older!.categories).toEqual({Polish: 1});
  });

  it('counts free-form bullets as Uncategorized and keeps free headings', () => {
    const [second, first] = parseChangelog(fixture('freeform.md'));
    expect(second!.categories).toEqual({Uncategorized: 2, Features: 1});
    expect(first!.categories).toEqual({Uncategorized: 1});
  });

  it('names the line of a malformed heading', () => {
    expect(() =>
      parseChangelog(fixture('malformed-heading.md'), 'CHANGELOG.md'),
    ).toThrow(
      new ChangelogParseError(
        'CHANGELOG.md',
        5,
        'malformed release heading "## 0.9.0 2023-12-01": expected "## <version> (<YYYY-MM-DD>)"',
      ),
    );
  });

  it('rejects an impossible date', () => {
    expect(() => parseChangelog('## 1.0.0 (2024-02-30)\n')).toThrow(
      /invalid date "2024-02-30"/,
    );
  });

  it('rejects an empty file and a file without releases', () => {
    expect(() => parseChangelog('', 'CHANGELOG.md')).toThrow(
      'CHANGELOG.md: the file is empty',
    );
    expect(() => parseChangelog('# Changelog\n\nNothing yet.\n')).toThrow(
      /no release sections/,
    );
  });

  it('ignores headings inside code fences', () => {
    const versions = parseChangelog(
      '## 1.0.0 (2024-01-01)\n\n- x\n\n```md\n## not a release\n```\n',
    );
    expect(versions).toHaveLength(1);
  });

  it('strips emoji from category headings', () => {
    expect(categoryOf('#### 🏃 Performance')).toBe('Performance');
    expect(categoryOf('#### Bug Fixes')).toBe('Bug Fixes');
  });
});

describe('posts', () => {
  it('derives authors from committers, once each, sorted', () => {
    const versions = parseChangelog(fixture('normal.md'));
    expect(authorsOf(versions)).toEqual({
      alice: {name: 'alice', url: 'https://github.com/alice', page: false},
      bob: {name: 'bob', url: 'https://github.com/bob', page: false},
    });
  });

  it('summarises a release above the truncate marker', () => {
    const [latest, failed] = parseChangelog(fixture('normal.md'));
    expect(summaryOf(latest!)).toBe(
      '3 new features and 1 bug fix, by 2 committers.',
    );
    expect(summaryOf(failed!)).toBe('Failed release');
    const post = toPost(latest!);
    expect(post.fileName).toBe('1.2.0.md');
    expect(post.content).toMatch(
      /^---\ntitle: "1.2.0"\nslug: "\/1.2.0"\ndate: 2024-03-01T12:00:00.000Z\n/,
    );
    expect(post.content).toContain('authors: ["alice", "bob"]');
    expect(toPost(latest!, 2).content).toContain(
      'date: 2024-03-01T11:59:58.000Z',
    );
    expect(post.content).toContain(
      '3 new features and 1 bug fix, by 2 committers.\n\n<!-- truncate -->',
    );
    expect(post.content).toContain('\n## 🐛 Bug Fix');
  });

  it('links releases to their announcement post', () => {
    expect(releasePostOf('3.8.1')).toBe('/blog/releases/3.8/');
    expect(releasePostOf('2.0.1')).toBe(
      '/blog/2022/08/01/announcing-docusaurus-2.0/',
    );
    expect(releasePostOf('2.0.0-beta.0')).toBe(
      '/blog/2021/05/12/announcing-docusaurus-two-beta/',
    );
    expect(releasePostOf('2.0.0-beta.3')).toBeUndefined();
    expect(releasePostOf('1.9.0')).toBeUndefined();
  });
});
