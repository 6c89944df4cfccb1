/**
 * One small illustration per feature card of the home page, each on a pale
 * backdrop of its own hue. Keys match `image` in src/data/features.ts.
 */
import type {Palette} from './palette';
import {svgDocument} from './svg';

export const featureIllustrationSize = {width: 240, height: 120} as const;

export const featureIllustrationKeys = [
  'markdown',
  'content',
  'versions',
  'translations',
  'search',
  'styling',
] as const;

export type FeatureIllustrationKey = (typeof featureIllustrationKeys)[number];

function line(
  x1: number,
  x2: number,
  y: number,
  color: string,
  width = 6,
): string {
  return `<path d="M${x1} ${y}H${x2}" stroke="${color}" stroke-width="${width}" stroke-linecap="round"/>`;
}

/** A sheet of paper with a soft offset shadow. */
function card(
  p: Palette,
  x: number,
  y: number,
  w: number,
  h: number,
  radius = 8,
): string {
  return [
    `<rect x="${x + 4}" y="${y + 5}" width="${w}" height="${h}" rx="${radius}" fill="${p.shadow}" opacity="0.08"/>`,
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${radius}" fill="${p.paper}" stroke="${p.paperLine}" stroke-width="2"/>`,
  ].join('');
}

function markdown(p: Palette): string {
  return [
    card(p, 52, 16, 104, 90),
    // "#" drawn as strokes, then a heading and lines of text.
    `<path d="M68 32V46M76 32V46M64 36H80M64 42H80" stroke="${p.brand}" stroke-width="2.8" stroke-linecap="round"/>`,
    line(88, 138, 39, p.heading, 7),
    line(66, 140, 60, p.inkSoft),
    line(66, 132, 74, p.inkSoft),
    line(66, 112, 88, p.inkSoft),
    // A component chip "</>" on top of the page.
    card(p, 132, 52, 64, 40, 12),
    `<path d="M150 64L142 72L150 80M178 64L186 72L178 80M168 62L160 82" fill="none" stroke="${p.sky}" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round"/>`,
  ].join('');
}

function content(p: Palette): string {
  return [
    // A blog post card, behind.
    card(p, 132, 14, 78, 66),
    `<rect x="140" y="22" width="62" height="22" rx="4" fill="${p.tintSun}"/>`,
    `<circle cx="156" cy="33" r="6" fill="${p.sun}"/>`,
    `<path d="M170 44L182 30L196 44Z" fill="${p.coral}" opacity="0.8"/>`,
    line(142, 190, 56, p.heading, 5),
    line(142, 182, 68, p.inkSoft, 5),
    // A landing page, at the back left.
    card(p, 28, 20, 78, 62),
    `<rect x="36" y="28" width="62" height="24" rx="4" fill="${p.mint}"/>`,
    line(50, 84, 40, p.brand, 5),
    `<rect x="44" y="60" width="20" height="14" rx="3" fill="${p.tintSky}"/>`,
    `<rect x="70" y="60" width="20" height="14" rx="3" fill="${p.tintSky}"/>`,
    // A doc page with a sidebar, in front.
    card(p, 74, 46, 96, 62),
    `<path d="M100 47V107" stroke="${p.paperLine}" stroke-width="2"/>`,
    line(82, 93, 58, p.inkSoft, 4),
    line(82, 93, 68, p.brand, 4),
    line(82, 93, 78, p.inkSoft, 4),
    line(110, 150, 60, p.heading, 6),
    line(110, 160, 74, p.inkSoft, 5),
    line(110, 146, 86, p.inkSoft, 5),
    line(110, 154, 98, p.inkSoft, 5),
  ].join('');
}

function versions(p: Palette): string {
  const sheets = [
    {x: 44, y: 14, tag: p.sky},
    {x: 66, y: 28, tag: p.sun},
    {x: 88, y: 42, tag: p.brand},
  ];
  return [
    ...sheets.map(({x, y, tag}) =>
      [
        card(p, x, y, 96, 64),
        `<rect x="${x + 10}" y="${y + 10}" width="30" height="12" rx="6" fill="${tag}"/>`,
        line(x + 10, x + 78, y + 36, p.inkSoft, 5),
        line(x + 10, x + 64, y + 48, p.inkSoft, 5),
      ].join(''),
    ),
    // A version menu with a chevron.
    card(p, 160, 20, 54, 28, 8),
    line(170, 190, 34, p.heading, 5),
    `<path d="M196 31L200 36L204 31" fill="none" stroke="${p.brand}" stroke-width="2.8" stroke-linecap="round" stroke-linejoin="round"/>`,
  ].join('');
}

function translations(p: Palette): string {
  return [
    // A globe.
    `<circle cx="92" cy="64" r="38" fill="${p.paper}" stroke="${p.paperLine}" stroke-width="2"/>`,
    `<ellipse cx="92" cy="64" rx="16" ry="38" fill="none" stroke="${p.lilac}" stroke-width="2.5"/>`,
    `<path d="M54 64H130M60 44H124M60 84H124M92 26V102" fill="none" stroke="${p.lilac}" stroke-width="2.5"/>`,
    // Speech bubble with a Latin "A".
    card(p, 124, 16, 50, 40, 12),
    `<path d="M140 56L136 66L150 56Z" fill="${p.paper}"/>`,
    `<path d="M141 46L149 26L157 46M144 39H154" fill="none" stroke="${p.brand}" stroke-width="3.2" stroke-linecap="round" stroke-linejoin="round"/>`,
    // Speech bubble with the CJK character for "writing", as strokes.
    card(p, 150, 66, 50, 40, 12),
    `<path d="M166 106L162 114L176 106Z" fill="${p.paper}"/>`,
    `<path d="M175 74V78M164 80H186M168 82Q174 92 186 99M182 82Q176 93 164 99" fill="none" stroke="${p.coral}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>`,
  ].join('');
}

function search(p: Palette): string {
  return [
    card(p, 46, 18, 112, 86),
    line(58, 120, 34, p.heading, 6),
    line(58, 142, 50, p.inkSoft, 5),
    `<rect x="55" y="58" width="90" height="14" rx="4" fill="${p.sun}" opacity="0.45"/>`,
    line(58, 130, 65, p.heading, 5),
    line(58, 138, 80, p.inkSoft, 5),
    line(58, 112, 92, p.inkSoft, 5),
    // Magnifier over the highlighted line.
    `<circle cx="150" cy="70" r="24" fill="${p.paper}" fill-opacity="0.55" stroke="${p.brand}" stroke-width="6"/>`,
    `<path d="M167 87L186 106" stroke="${p.brand}" stroke-width="9" stroke-linecap="round"/>`,
    // A key cap with "K".
    `<rect x="182" y="20" width="32" height="28" rx="7" fill="${p.paper}" stroke="${p.paperLine}" stroke-width="2"/>`,
    `<path d="M194 27V41M194 35L203 27M197 33L203 41" fill="none" stroke="${p.heading}" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round"/>`,
  ].join('');
}

function styling(p: Palette): string {
  const swatches = [p.brand, p.sky, p.coral, p.sun];
  return [
    card(p, 40, 18, 116, 86),
    ...swatches.map(
      (color, index) =>
        `<circle cx="${62 + index * 24}" cy="40" r="9" fill="${color}"/>`,
    ),
    // Sliders, each with a knob.
    ...[62, 78, 94].map((y, index) =>
      [
        line(56, 140, y, p.inkSoft, 4),
        line(56, 76 + index * 24, y, p.brand, 4),
        `<circle cx="${76 + index * 24}" cy="${y}" r="6" fill="${p.paper}" stroke="${p.brand}" stroke-width="3"/>`,
      ].join(''),
    ),
    // A paint brush, leaning on the card.
    `<g transform="rotate(32 182 62)">`,
    `<rect x="176" y="44" width="12" height="52" rx="5" fill="${p.lilac}"/>`,
    `<rect x="175" y="34" width="14" height="12" rx="2" fill="${p.paperLine}"/>`,
    `<path d="M175 34Q176 20 182 14Q188 20 189 34Z" fill="${p.brand}"/>`,
    `</g>`,
  ].join('');
}

const drawings: Record<
  FeatureIllustrationKey,
  {draw: (p: Palette) => string; backdrop: keyof Palette; title: string}
> = {
  markdown: {
    draw: markdown,
    backdrop: 'mintSoft',
    title: 'A Markdown page with a component',
  },
  content: {
    draw: content,
    backdrop: 'tintSky',
    title: 'A doc page, a blog post and a landing page',
  },
  versions: {
    draw: versions,
    backdrop: 'tintSun',
    title: 'Stacked versions of a page and a version menu',
  },
  translations: {
    draw: translations,
    backdrop: 'tintLilac',
    title: 'A globe with speech bubbles in two scripts',
  },
  search: {
    draw: search,
    backdrop: 'tintCoral',
    title: 'A magnifier over a highlighted line and a K key',
  },
  styling: {
    draw: styling,
    backdrop: 'mintSoft',
    title: 'Colour swatches, sliders and a paint brush',
  },
};

export function featureIllustrationSvg(
  key: FeatureIllustrationKey,
  p: Palette,
): string {
  const {draw, backdrop, title} = drawings[key];
  const {width, height} = featureIllustrationSize;
  return svgDocument({
    width,
    height,
    title,
    body: `<rect width="${width}" height="${height}" fill="${p[backdrop]}"/>${draw(p)}`,
  });
}
