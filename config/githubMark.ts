/**
 * The GitHub mark for the navbar's repository link, taken from GitHub's own
 * icon set (`@primer/octicons`) when the config loads. Inline SVG drawn in
 * `currentColor`, so it follows the navbar link colour in both colour modes.
 */
import {readFileSync} from 'node:fs';

const markFile =
  require.resolve('@primer/octicons/build/svg/mark-github-24.svg');

/**
 * The icon's `<svg>` element: decorative (the link carries the name), filled
 * with the text colour, at `size` CSS pixels.
 */
export function githubMarkSvg(size = 24): string {
  const source = readFileSync(markFile, 'utf8').trim();
  const path = /<path [^>]*\/>/.exec(source)?.[0];
  if (path === undefined) {
    throw new Error(`No <path> in ${markFile}: check @primer/octicons.`);
  }
  return `<svg viewBox="0 0 24 24" width="${size}" height="${size}" fill="currentColor" aria-hidden="true" focusable="false">${path}</svg>`;
}
