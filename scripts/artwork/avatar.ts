/**
 * Monogram avatars: the person's initials on a disc of one of eight deep
 * hues, with a soft arc whose angle comes from the name. The same style for
 * every person, readable on light and dark pages alike (white letters on
 * colours of at least 4.5:1 contrast), so one file serves both modes.
 */
import {monogramInitials} from '../../src/utils/avatars';
import {escapeText, svgDocument} from './svg';

/** Deep hues that all carry white text at 4.5:1 or more. */
export const avatarHues = [
  '#2a7a4f',
  '#1d6f80',
  '#3f5bd1',
  '#7a4bbf',
  '#b0436c',
  '#a8561f',
  '#476b2e',
  '#2f64a3',
] as const;

/** 32-bit FNV-1a: a stable number from a name. */
function hashName(name: string): number {
  let hash = 0x811c9dc5;
  for (const character of name) {
    hash ^= character.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export function avatarHue(name: string): string {
  return avatarHues[hashName(name) % avatarHues.length] ?? avatarHues[0];
}

export function avatarSvg(name: string): string {
  const hash = hashName(name);
  const hue = avatarHue(name);
  const angle = (hash >>> 8) % 360;
  const initials = escapeText(monogramInitials(name));
  return svgDocument({
    width: 96,
    height: 96,
    title: `Monogram of ${name}`,
    body: [
      `<rect width="96" height="96" fill="${hue}"/>`,
      // Two soft arcs, turned by the name, so monograms of the same hue differ.
      `<g transform="rotate(${angle} 48 48)" fill="#fff">`,
      `<circle cx="96" cy="8" r="44" opacity="0.14"/>`,
      `<circle cx="4" cy="100" r="30" opacity="0.09"/>`,
      `</g>`,
      `<text x="48" y="49" fill="#fff" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'DejaVu Sans', sans-serif" font-size="36" font-weight="600" text-anchor="middle" dominant-baseline="central" letter-spacing="1">${initials}</text>`,
    ].join(''),
  });
}
