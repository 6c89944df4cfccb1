import {describe, expect, it} from 'vitest';
import {allowedTypos, typoDistances} from '../typos';

const typoDistance = (a: string, b: string, max: number) =>
  typoDistances(a, b, max)[0];

/** The textbook table, whole, as the reference for the pruned one. */
function referenceDistance(a: string, b: string): number {
  const table = Array.from({length: a.length + 1}, (_, i) =>
    Array.from({length: b.length + 1}, (_, j) =>
      i === 0 ? j : j === 0 ? i : 0,
    ),
  );
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      table[i]![j] = Math.min(
        table[i - 1]![j]! + 1,
        table[i]![j - 1]! + 1,
        table[i - 1]![j - 1]! + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        table[i]![j] = Math.min(table[i]![j]!, table[i - 2]![j - 2]! + 1);
      }
    }
  }
  return table[a.length]![b.length]!;
}

describe('typoDistance', () => {
  it('counts a swapped pair of neighbours as one typo', () => {
    expect(typoDistance('mermiad', 'mermaid', 2)).toBe(1);
    expect(typoDistance('verison', 'version', 2)).toBe(1);
  });

  it('counts substitutions, insertions and deletions', () => {
    expect(typoDistance('sidbar', 'sidebar', 2)).toBe(1);
    expect(typoDistance('sidebars', 'sidebar', 2)).toBe(1);
    expect(typoDistance('sodebar', 'sidebar', 2)).toBe(1);
    expect(typoDistance('sdbar', 'sidebar', 2)).toBe(2);
  });

  it('stops past the limit', () => {
    expect(typoDistance('blog', 'sidebar', 1)).toBe(2);
    expect(typoDistance('abc', 'abc', 0)).toBe(0);
  });
});

describe('typoDistances', () => {
  it('gives the distance to the first letters of a longer word', () => {
    // "confg" is one typo from "config", the start of "configuration".
    expect(typoDistances('confg', 'configuration', 1)).toEqual([2, 1]);
    expect(typoDistances('verison', 'versioning', 2)).toEqual([3, 1]);
  });

  it('agrees with the whole table on every pair of a set of words', () => {
    // Words and near-misses of each other: swaps, gaps, extra letters.
    const words = [
      'sidebar',
      'sidbar',
      'sdiebar',
      'sidebars',
      'side',
      'versioning',
      'verison',
      'version',
      'vresion',
      'mermaid',
      'mermiad',
      'merm',
      'config',
      'confg',
      'configuration',
      'abc',
      'acb',
      'ba',
      'a',
      'plugin',
      'pluign',
      'plugins',
      'i18n',
      'i81n',
      'trailingslash',
      'trailingslahs',
      'trail',
    ];
    for (const a of words) {
      for (const b of words) {
        for (const max of [1, 2]) {
          const cap = (distance: number) => Math.min(distance, max + 1);
          const [whole, start] = typoDistances(a, b, max);
          expect([a, b, max, whole]).toEqual([
            a,
            b,
            max,
            cap(referenceDistance(a, b)),
          ]);
          if (b.length > a.length) {
            expect([a, b, max, start]).toEqual([
              a,
              b,
              max,
              cap(referenceDistance(a, b.slice(0, a.length))),
            ]);
          }
        }
      }
    }
  });
});

describe('typoDistances, computed in the band around the diagonal', () => {
  it('agrees with the whole table on every pair of words of up to five letters of a, b and c', () => {
    // Few letters, so that swaps, repeats and shifts of every kind occur;
    // lengths far apart, so that whole rows fall outside the band.
    const words: string[] = [''];
    for (let length = 1; length <= 5; length += 1) {
      for (const word of words.filter((w) => w.length === length - 1)) {
        words.push(`${word}a`, `${word}b`, `${word}c`);
      }
    }
    const mismatches: string[] = [];
    for (const a of words.filter((w) => w.length > 0)) {
      for (const b of words) {
        for (const max of [0, 1, 2, 3]) {
          const cap = (distance: number) => Math.min(distance, max + 1);
          const [whole, start] = typoDistances(a, b, max);
          const expectedWhole =
            Math.abs(a.length - b.length) <= max
              ? cap(referenceDistance(a, b))
              : max + 1;
          const expectedStart =
            b.length > a.length
              ? cap(referenceDistance(a, b.slice(0, a.length)))
              : max + 1;
          if (whole !== expectedWhole || start !== expectedStart) {
            mismatches.push(`${a} ${b} ${max}: ${whole} ${start}`);
          }
        }
      }
    }
    expect(words.length).toBe(364);
    expect(mismatches).toEqual([]);
    // Some 130,000 pairs: about 4 s alone on this machine, more while
    // the build and the browser tests share the two cores.
  }, 60_000);
});

describe('allowedTypos', () => {
  it('allows none under 4 letters, one from 4, two from 8', () => {
    expect([3, 4, 7, 8].map(allowedTypos)).toEqual([0, 1, 1, 2]);
  });
});

describe('stem', () => {
  it('gives the forms of a word ending in y one stem', async () => {
    const {stem} = await import('../text');
    expect(stem('deploying')).toBe(stem('deployment'));
    expect(stem('deploys')).toBe(stem('deploy'));
    expect(stem('swizzling')).toBe(stem('swizzle'));
  });
});
