/**
 * Generating the posts must be safe while another Docusaurus process reads
 * them: nothing is rewritten when the changelog is unchanged, the folder is
 * never emptied, and releases that left the changelog lose their post.
 */
import {
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {contentStampFile, generateChangelogPosts} from '../index';

const fixture = path.join(__dirname, '__fixtures__', 'normal.md');

describe('generateChangelogPosts', () => {
  let dir: string;
  let changelog: string;
  let outDir: string;

  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'changelog-posts-'));
    changelog = path.join(dir, 'CHANGELOG.md');
    outDir = path.join(dir, 'posts');
    cpSync(fixture, changelog);
  });

  afterEach(() => {
    rmSync(dir, {recursive: true, force: true});
  });

  it('writes one post per release, the authors map and a content stamp', async () => {
    const result = await generateChangelogPosts(changelog, outDir);
    expect(result.written).toBe(true);
    expect(readdirSync(outDir).sort()).toEqual(
      [
        contentStampFile,
        '1.1.0.md',
        '1.1.1.md',
        '1.2.0.md',
        'authors.json',
      ].sort(),
    );
    expect(readFileSync(path.join(outDir, '1.2.0.md'), 'utf8')).toContain(
      'title: "1.2.0"',
    );
  });

  it('leaves every file untouched when the changelog did not change', async () => {
    await generateChangelogPosts(changelog, outDir);
    const before = Object.fromEntries(
      readdirSync(outDir).map((name) => [
        name,
        statSync(path.join(outDir, name)).ino,
      ]),
    );
    const result = await generateChangelogPosts(changelog, outDir);
    expect(result.written).toBe(false);
    const after = Object.fromEntries(
      readdirSync(outDir).map((name) => [
        name,
        statSync(path.join(outDir, name)).ino,
      ]),
    );
    // A rewrite (temporary file renamed over the old one) gives a new inode.
    expect(after).toEqual(before);
  });

  it('replaces changed posts, removes posts of dropped releases, leaves no temporary file', async () => {
    await generateChangelogPosts(changelog, outDir);
    const source = readFileSync(changelog, 'utf8');
    // Drop the older releases and reword an entry of 1.2.0.
    writeFileSync(
      changelog,
      source
        .slice(0, source.indexOf('## 1.1.1'))
        .replace('Adds a thing.', 'Adds a better thing.'),
    );
    const result = await generateChangelogPosts(changelog, outDir);
    expect(result).toEqual({versions: 1, written: true});
    expect(readdirSync(outDir).sort()).toEqual(
      [contentStampFile, '1.2.0.md', 'authors.json'].sort(),
    );
    expect(readFileSync(path.join(outDir, '1.2.0.md'), 'utf8')).toContain(
      'Adds a better thing.',
    );
  });

  it('keeps the posts in place while a concurrent run regenerates them', async () => {
    await generateChangelogPosts(changelog, outDir);
    writeFileSync(
      changelog,
      readFileSync(changelog, 'utf8').replace('Adds a thing.', 'Changed.'),
    );
    let finished = false;
    const regenerating = generateChangelogPosts(changelog, outDir).finally(
      () => {
        finished = true;
      },
    );
    // Read between every I/O step of the second run, as a running build
    // would: each read must find a complete post.
    const reads: string[] = [];
    while (!finished) {
      try {
        reads.push(readFileSync(path.join(outDir, '1.2.0.md'), 'utf8'));
      } catch (error) {
        reads.push(String(error));
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
    await regenerating;
    expect(reads.length).toBeGreaterThan(1);
    expect(
      reads.filter((content) => !content.includes('title: "1.2.0"')),
    ).toEqual([]);
  });
});
