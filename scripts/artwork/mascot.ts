/**
 * The site's mascot, drawn for this site: a cheerful page of documentation
 * with a folded corner, a face, and text lines on its front. The full figure
 * (arms, feet, a pencil) stars in the home page illustration; the logo shows
 * the page and face alone on a green tile.
 */
import type {Palette} from './palette';
import {svgDocument} from './svg';

/** Outline of the page body, folded at the top right (box 0..120 × 0..140). */
const bodyPath =
  'M32 12H80L102 34V116Q102 130 88 130H32Q18 130 18 116V26Q18 12 32 12Z';
const foldPath = 'M80 12V28Q80 34 86 34H102Z';

function face(p: Palette): string {
  return [
    // Eyes with a catch light, looking a little up and to the right.
    `<circle cx="47" cy="60" r="6.5" fill="${p.mascotFace}"/>`,
    `<circle cx="73" cy="60" r="6.5" fill="${p.mascotFace}"/>`,
    `<circle cx="49.2" cy="57.6" r="2.2" fill="#fff"/>`,
    `<circle cx="75.2" cy="57.6" r="2.2" fill="#fff"/>`,
    `<ellipse cx="37" cy="73" rx="5.5" ry="3.6" fill="${p.blush}" opacity="0.75"/>`,
    `<ellipse cx="83" cy="73" rx="5.5" ry="3.6" fill="${p.blush}" opacity="0.75"/>`,
    `<path d="M51 73Q60 82 69 73" fill="none" stroke="${p.mascotFace}" stroke-width="4" stroke-linecap="round"/>`,
  ].join('');
}

/** The page with its face: shared by the logo and the full figure. */
function pageWithFace(p: Palette, strokeWidth: number): string {
  return [
    `<path d="${bodyPath}" fill="${p.mascotBody}" stroke="${p.mascotLine}" stroke-width="${strokeWidth}" stroke-linejoin="round"/>`,
    `<path d="${foldPath}" fill="${p.mint}" stroke="${p.mascotLine}" stroke-width="${strokeWidth}" stroke-linejoin="round"/>`,
    face(p),
  ].join('');
}

/**
 * The full mascot in its own box of 150 × 160 units, placed with a
 * transform. It waves with its left arm and holds a pencil in its right.
 */
export function mascotFigure(p: Palette, transform: string): string {
  const line = `stroke="${p.mascotLine}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"`;
  return `<g transform="${transform}">${[
    // Soft shadow on the ground.
    `<ellipse cx="62" cy="150" rx="44" ry="6" fill="${p.shadow}" opacity="0.14"/>`,
    // Feet.
    `<path d="M38 128v12q0 5 -6 5h-6" fill="none" ${line}/>`,
    `<path d="M82 128v12q0 5 6 5h6" fill="none" ${line}/>`,
    // Waving arm (behind the body) and its hand.
    `<path d="M20 84Q4 74 6 50" fill="none" ${line}/>`,
    `<circle cx="6" cy="46" r="6" fill="${p.mascotBody}" stroke="${p.mascotLine}" stroke-width="3.5"/>`,
    pageWithFace(p, 4),
    // Text lines on its front: a heading in green, then two lines of text.
    `<path d="M34 94H64" stroke="${p.brand}" stroke-width="6" stroke-linecap="round"/>`,
    `<path d="M34 106H86M34 116H74" stroke="${p.inkSoft}" stroke-width="4" stroke-linecap="round"/>`,
    // Arm holding a pencil.
    `<path d="M102 88Q116 92 122 80" fill="none" ${line}/>`,
    `<g transform="rotate(-38 124 74)">`,
    `<rect x="116" y="50" width="13" height="34" rx="2" fill="${p.sun}" stroke="${p.mascotLine}" stroke-width="3"/>`,
    `<path d="M116 50L122.5 38L129 50Z" fill="${p.mascotBody}" stroke="${p.mascotLine}" stroke-width="3" stroke-linejoin="round"/>`,
    `<path d="M120.6 41.6L122.5 38L124.4 41.6Z" fill="${p.mascotLine}"/>`,
    `<rect x="116" y="80" width="13" height="7" rx="2" fill="${p.coral}" stroke="${p.mascotLine}" stroke-width="3"/>`,
    `</g>`,
    `<circle cx="121" cy="79" r="6" fill="${p.mascotBody}" stroke="${p.mascotLine}" stroke-width="3.5"/>`,
  ].join('')}</g>`;
}

/**
 * The logo: the mascot's page and face on a rounded green tile, redrawn at
 * the tile's scale so the face still reads at 16 and 32 pixels.
 */
export function logoSvg(p: Palette): string {
  return svgDocument({
    width: 64,
    height: 64,
    title: 'Docusaurus',
    body: logoShapes(p),
  });
}

/** The logo's shapes in its 64 × 64 box, to place inside other drawings. */
export function logoShapes(p: Palette): string {
  return [
    `<rect width="64" height="64" rx="14" fill="${p.brand}"/>`,
    `<path d="M21 8H39L49 18V50Q49 56 43 56H21Q15 56 15 50V14Q15 8 21 8Z" fill="${p.mascotBody}" stroke="${p.mascotLine}" stroke-width="2.5" stroke-linejoin="round"/>`,
    `<path d="M39 8V15Q39 18 42 18H49Z" fill="${p.mint}" stroke="${p.mascotLine}" stroke-width="2.5" stroke-linejoin="round"/>`,
    `<circle cx="26" cy="31" r="3.8" fill="${p.mascotFace}"/>`,
    `<circle cx="38" cy="31" r="3.8" fill="${p.mascotFace}"/>`,
    `<circle cx="27.3" cy="29.6" r="1.3" fill="#fff"/>`,
    `<circle cx="39.3" cy="29.6" r="1.3" fill="#fff"/>`,
    `<ellipse cx="21.5" cy="38" rx="2.8" ry="1.9" fill="${p.blush}"/>`,
    `<ellipse cx="42.5" cy="38" rx="2.8" ry="1.9" fill="${p.blush}"/>`,
    `<path d="M27.5 38.5Q32 43 36.5 38.5" fill="none" stroke="${p.mascotFace}" stroke-width="2.6" stroke-linecap="round"/>`,
    `<path d="M23 47H33" stroke="${p.brand}" stroke-width="3" stroke-linecap="round"/>`,
  ].join('');
}
