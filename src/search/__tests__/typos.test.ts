import {describe, expect, it} from 'vitest';
import {allowedTypos, typoDistance} from '../typos';

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
