/**
 * The home page illustration: the mascot in front of a documentation site
 * (navbar, sidebar, heading, text, a code block and a note), with a version
 * tag, a search chip and a few sparkles around it.
 */
import {mascotFigure} from './mascot';
import type {Palette} from './palette';
import {svgDocument} from './svg';

export const heroSize = {width: 560, height: 440} as const;

/** A four-pointed sparkle centred on (x, y). */
function sparkle(x: number, y: number, size: number, color: string): string {
  const s = size;
  const k = size * 0.28;
  return `<path d="M${x} ${y - s}Q${x + k} ${y - k} ${x + s} ${y}Q${x + k} ${y + k} ${x} ${y + s}Q${x - k} ${y + k} ${x - s} ${y}Q${x - k} ${y - k} ${x} ${y - s}Z" fill="${color}"/>`;
}

/** Rounded text line from x1 to x2 at height y. */
function textLine(
  x1: number,
  x2: number,
  y: number,
  color: string,
  width = 7,
): string {
  return `<path d="M${x1} ${y}H${x2}" stroke="${color}" stroke-width="${width}" stroke-linecap="round"/>`;
}

function browserWindow(p: Palette): string {
  const x = 150;
  const y = 58;
  const w = 380;
  const h = 290;
  const parts = [
    // Shadow and frame.
    `<rect x="${x + 8}" y="${y + 12}" width="${w}" height="${h}" rx="16" fill="${p.shadow}" opacity="0.1"/>`,
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="16" fill="${p.paper}" stroke="${p.paperLine}" stroke-width="2"/>`,
    // Title bar with window buttons and an address field.
    `<path d="M${x + 1} ${y + 36}V${y + 16}Q${x + 1} ${y + 1} ${x + 16} ${y + 1}H${x + w - 16}Q${x + w - 1} ${y + 1} ${x + w - 1} ${y + 16}V${y + 36}Z" fill="${p.panel}"/>`,
    `<path d="M${x} ${y + 36}H${x + w}" stroke="${p.paperLine}" stroke-width="2"/>`,
    `<circle cx="${x + 20}" cy="${y + 18}" r="5" fill="${p.coral}"/>`,
    `<circle cx="${x + 37}" cy="${y + 18}" r="5" fill="${p.sun}"/>`,
    `<circle cx="${x + 54}" cy="${y + 18}" r="5" fill="${p.brandBright}"/>`,
    `<rect x="${x + 90}" y="${y + 9}" width="200" height="18" rx="9" fill="${p.paper}" stroke="${p.paperLine}" stroke-width="1.5"/>`,
    textLine(x + 102, x + 200, y + 18, p.inkSoft, 5),
    // Site navbar: a tiny logo tile and three links.
    `<rect x="${x + 16}" y="${y + 50}" width="16" height="16" rx="4" fill="${p.brand}"/>`,
    textLine(x + 40, x + 84, y + 58, p.inkSoft, 6),
    textLine(x + 250, x + 280, y + 58, p.inkSoft, 6),
    textLine(x + 292, x + 322, y + 58, p.inkSoft, 6),
    textLine(x + 334, x + 360, y + 58, p.brand, 6),
    `<path d="M${x} ${y + 78}H${x + w}" stroke="${p.paperLine}" stroke-width="1.5"/>`,
    // Sidebar with the current page highlighted.
    `<path d="M${x + 104} ${y + 78}V${y + h - 2}" stroke="${p.paperLine}" stroke-width="1.5"/>`,
    textLine(x + 18, x + 76, y + 98, p.inkSoft, 6),
    `<rect x="${x + 12}" y="${y + 110}" width="82" height="18" rx="6" fill="${p.mint}"/>`,
    textLine(x + 20, x + 72, y + 119, p.brand, 6),
    textLine(x + 18, x + 84, y + 140, p.inkSoft, 6),
    textLine(x + 18, x + 66, y + 160, p.inkSoft, 6),
    textLine(x + 18, x + 78, y + 180, p.inkSoft, 6),
    textLine(x + 18, x + 58, y + 200, p.inkSoft, 6),
    // Page heading and paragraph.
    textLine(x + 124, x + 250, y + 104, p.heading, 12),
    textLine(x + 124, x + 354, y + 128, p.inkSoft),
    textLine(x + 124, x + 330, y + 144, p.inkSoft),
    textLine(x + 124, x + 280, y + 160, p.inkSoft),
    // Code block.
    `<rect x="${x + 122}" y="${y + 176}" width="240" height="58" rx="8" fill="${p.code}"/>`,
    textLine(x + 136, x + 166, y + 192, p.sky, 6),
    textLine(x + 174, x + 246, y + 192, p.sun, 6),
    textLine(x + 148, x + 200, y + 206, p.brandBright, 6),
    textLine(x + 208, x + 262, y + 206, p.coral, 6),
    textLine(x + 136, x + 180, y + 220, p.lilac, 6),
    // A note (admonition) with a green edge.
    `<rect x="${x + 122}" y="${y + 246}" width="240" height="30" rx="6" fill="${p.mintSoft}"/>`,
    `<path d="M${x + 125} ${y + 249}V${y + 273}" stroke="${p.brand}" stroke-width="5" stroke-linecap="round"/>`,
    textLine(x + 138, x + 300, y + 261, p.brandBright, 6),
  ];
  return parts.join('');
}

/** A version tag hanging off the window's top edge. */
function versionTag(p: Palette): string {
  return [
    `<g transform="rotate(8 470 46)">`,
    `<rect x="424" y="26" width="92" height="38" rx="19" fill="${p.sun}" stroke="${p.mascotLine}" stroke-width="3"/>`,
    `<circle cx="444" cy="45" r="6" fill="${p.mascotBody}" stroke="${p.mascotLine}" stroke-width="2.5"/>`,
    textLine(460, 498, 45, p.mascotLine, 6),
    `</g>`,
  ].join('');
}

/** A search field chip with a magnifier and a key cap. */
function searchChip(p: Palette): string {
  return [
    `<rect x="386" y="318" width="150" height="46" rx="23" fill="${p.shadow}" opacity="0.1" transform="translate(5 7)"/>`,
    `<rect x="386" y="318" width="150" height="46" rx="23" fill="${p.paper}" stroke="${p.paperLine}" stroke-width="2"/>`,
    `<circle cx="410" cy="339" r="8" fill="none" stroke="${p.brand}" stroke-width="3.5"/>`,
    `<path d="M416 345L422 351" stroke="${p.brand}" stroke-width="3.5" stroke-linecap="round"/>`,
    textLine(434, 474, 341, p.inkSoft, 6),
    `<rect x="490" y="328" width="30" height="24" rx="6" fill="${p.panel}" stroke="${p.paperLine}" stroke-width="2"/>`,
    // The letter K, drawn as strokes.
    `<path d="M501 334V346M501 341L509 334M503.5 339L509 346" fill="none" stroke="${p.brand}" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"/>`,
  ].join('');
}

export function heroSvg(p: Palette): string {
  const {width, height} = heroSize;
  const body = [
    // A soft backdrop blob behind everything.
    `<path d="M92 170C96 92 176 34 282 30C390 26 510 70 534 168C558 268 500 378 388 402C276 426 140 416 96 344C70 302 90 226 92 170Z" fill="${p.mintSoft}"/>`,
    // Dotted texture in the backdrop's corner.
    ...[0, 1, 2, 3].flatMap((row) =>
      [0, 1, 2, 3, 4].map(
        (col) =>
          `<circle cx="${40 + col * 16}" cy="${60 + row * 16}" r="2.2" fill="${p.brandBright}" opacity="0.35"/>`,
      ),
    ),
    browserWindow(p),
    versionTag(p),
    searchChip(p),
    sparkle(118, 110, 11, p.sun),
    sparkle(540, 236, 8, p.brandBright),
    sparkle(352, 404, 7, p.lilac),
    sparkle(138, 58, 6, p.coral),
    mascotFigure(p, 'translate(8 196) scale(1.4)'),
  ].join('');
  return svgDocument({
    width,
    height,
    title:
      'The Docusaurus mascot, a cheerful page, in front of a documentation site',
    body,
  });
}
