import {describe, expect, it} from 'vitest';
import {showcaseSites} from './sites';
import {isShowcaseTagKey, showcaseTagKeys} from './tags';

const maxDescriptionLength = 120;

function isHttpUrl(value: string): boolean {
  try {
    const {protocol} = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

describe('showcase sites', () => {
  describe.each(showcaseSites.map((site) => [site.website, site] as const))(
    '%s',
    (_website, site) => {
      it('has a title and a description of at most 120 characters', () => {
        expect(site.title.trim()).not.toBe('');
        expect(site.description.trim()).not.toBe('');
        expect(site.description.length).toBeLessThanOrEqual(
          maxDescriptionLength,
        );
      });

      it('links to http(s) URLs', () => {
        expect(isHttpUrl(site.website)).toBe(true);
        if (site.source !== null) {
          expect(isHttpUrl(site.source)).toBe(true);
        }
      });

      it('uses known tags, each once', () => {
        expect(site.tags.filter((tag) => !isShowcaseTagKey(tag))).toEqual([]);
        expect(new Set(site.tags).size).toBe(site.tags.length);
      });

      it('is tagged opensource exactly when it has a source', () => {
        expect(site.tags.includes('opensource')).toBe(site.source !== null);
      });
    },
  );

  it('has no duplicate websites', () => {
    const seen = new Set<string>();
    const duplicates = showcaseSites
      .map((site) => site.website)
      .filter((website) => seen.has(website) || !seen.add(website));
    expect(duplicates).toEqual([]);
  });

  it('is sorted by title, case-insensitively', () => {
    const titles = showcaseSites.map((site) => site.title.toLowerCase());
    const sorted = [...titles].sort();
    expect(titles).toEqual(sorted);
  });

  it('reports its counts', () => {
    const perTag = Object.fromEntries(
      showcaseTagKeys.map((key) => [
        key,
        showcaseSites.filter((site) => site.tags.includes(key)).length,
      ]),
    );
    const favorites = perTag.favorite ?? 0;
    // Printed so a reviewer sees the size of the list at a glance.
    console.log(
      [
        `showcase: ${showcaseSites.length} sites, ${favorites} favourites`,
        ...Object.entries(perTag).map(([key, count]) => `  ${key}: ${count}`),
      ].join('\n'),
    );
    expect(showcaseSites.length).toBeGreaterThan(0);
    expect(favorites).toBeGreaterThan(0);
  });
});
