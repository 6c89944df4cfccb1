/**
 * The real CHANGELOG.md holds every release of the reference with its date
 * and the same number of entries per category.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import {describe, expect, it} from 'vitest';
import {parseChangelog} from '../parser';
import expectedReleases from './expectedReleases.json';

/**
 * Where the two reference files disagree. changelog.json counts 11 bullets
 * for 2.0.0-alpha.28, while changelog-entries.json lists 12 distinct entries
 * for it (the extra one is the dependency upgrade at the end); the changelog
 * keeps all 12.
 */
const knownDifferences: Record<string, Record<string, number>> = {
  '2.0.0-alpha.28': {Uncategorized: 12},
};

interface ExpectedRelease {
  version: string;
  date: string;
  categories: Record<string, number>;
  committers?: number;
}

const expected = {
  releases: expectedReleases.releases as ExpectedRelease[],
};

const changelog = parseChangelog(
  readFileSync(path.resolve(__dirname, '../../../../CHANGELOG.md'), 'utf8'),
);

describe('CHANGELOG.md', () => {
  it('has the 106 releases from 2.0.0-alpha.19 to 3.8.1 with their dates', () => {
    expect(changelog).toHaveLength(106);
    expect(changelog.map((v) => [v.version, v.date])).toEqual(
      expected.releases.map((r) => [r.version, r.date]),
    );
    expect(changelog[0]!.version).toBe('3.8.1');
    expect(changelog.at(-1)!.version).toBe('2.0.0-alpha.19');
  });

  it('is ordered newest first by semver, without duplicates', () => {
    for (let index = 1; index < changelog.length; index += 1) {
      const newer = changelog[index - 1]!.version;
      const older = changelog[index]!.version;
      expect(semver.gt(newer, older), `${newer} > ${older}`).toBe(true);
    }
  });

  it('has the reference number of entries per category in every release', () => {
    const mismatches = expected.releases.flatMap((reference) => {
      const release = {
        ...reference,
        categories: {
          ...reference.categories,
          ...knownDifferences[reference.version],
        },
      };
      const parsed = changelog.find((v) => v.version === release.version);
      const actual = Object.fromEntries(
        Object.entries(parsed?.categories ?? {}),
      );
      return JSON.stringify(actual) === JSON.stringify(release.categories) ||
        isDeepEqualUnordered(actual, release.categories)
        ? []
        : [
            `${release.version}: expected ${JSON.stringify(release.categories)}, got ${JSON.stringify(actual)}`,
          ];
    });
    expect(mismatches).toEqual([]);
    const entries = changelog.reduce(
      (sum, v) => sum + Object.values(v.categories).reduce((a, b) => a + b, 0),
      0,
    );
    console.log(
      `CHANGELOG.md: ${changelog.length} releases, ${entries} entries`,
    );
  });

  it('credits the reference number of committers', () => {
    const mismatches = expected.releases
      .filter((release) => 'committers' in release)
      .flatMap((release) => {
        const parsed = changelog.find((v) => v.version === release.version);
        return parsed?.committerCount === release.committers
          ? []
          : [
              `${release.version}: expected ${release.committers}, got ${parsed?.committerCount}`,
            ];
      });
    expect(mismatches).toEqual([]);
  });
});

function isDeepEqualUnordered(
  a: Record<string, number>,
  b: Record<string, number>,
): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => a[key] === b[key]);
}
