/**
 * The drawing behind a card's preview: a few overlapping discs in the site's
 * tag colours and the initials of its title. It depends only on the site, so
 * a card looks the same on every visit and in the server HTML.
 */
import type {ShowcaseSite} from '../../../data/showcase/sites';
import {showcaseTags} from '../../../data/showcase/tags';

export const previewWidth = 320;
export const previewHeight = 180;

export interface PreviewDisc {
  cx: number;
  cy: number;
  r: number;
  fill: string;
  opacity: number;
}

export interface PreviewDrawing {
  background: string;
  discs: PreviewDisc[];
  initials: string;
}

/** 32-bit FNV-1a hash: a stable seed from a string. */
export function hashString(value: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < value.length; index += 1) {
    hash ^= value.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Mulberry32: a small seeded generator of numbers in [0, 1). */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Up to two letters: the first character of the first two words, or for a
 * single word its first character and its next capital ("AgileTs" -> "AT").
 * Works on code points, so emoji and CJK titles are not split in half.
 */
export function titleInitials(title: string): string {
  const words = title.match(/[\p{L}\p{N}]+/gu) ?? [];
  const [first, second] = words;
  if (first === undefined) {
    return '?';
  }
  const firstCharacters = Array.from(first);
  const secondInitial =
    second !== undefined
      ? Array.from(second)[0]
      : firstCharacters.slice(1).find((character) => /\p{Lu}/u.test(character));
  return `${firstCharacters[0] ?? ''}${secondInitial ?? ''}`.toUpperCase();
}

export function drawSitePreview(site: ShowcaseSite): PreviewDrawing {
  const random = seededRandom(hashString(site.website));
  // A site without tags still gets colours: two hues picked from its hash.
  const hue = Math.floor(random() * 360);
  const palette =
    site.tags.length > 0
      ? site.tags.map((tag) => showcaseTags[tag].color)
      : [`hsl(${hue} 55% 42%)`, `hsl(${(hue + 140) % 360} 60% 55%)`];
  // The background colour is picked by the hash, not the first tag, so the
  // favourites (all tagged "favorite" first) do not all come out pink.
  const backgroundIndex = Math.floor(random() * palette.length);
  const colorAt = (index: number) =>
    palette[(backgroundIndex + index) % palette.length] ?? '#888';
  const discCount = Math.max(3, palette.length + 1);
  const discs = Array.from({length: discCount}, (_, index) => ({
    cx: Math.round(random() * previewWidth),
    cy: Math.round(random() * previewHeight),
    r: Math.round(40 + random() * 80),
    fill: colorAt(index + 1),
    opacity: Math.round((0.55 + random() * 0.35) * 100) / 100,
  }));
  return {
    background: colorAt(0),
    discs,
    initials: titleInitials(site.title),
  };
}
