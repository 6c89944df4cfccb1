/**
 * The social card (1200 × 630) that link previews show: the logo and the
 * mascot on the brand green, with the site's name and what it is for.
 */
import {logoShapes, mascotFigure} from './mascot';
import type {Palette} from './palette';
import {svgDocument} from './svg';

export function socialCardSvg(p: Palette): string {
  const font = `font-family="Helvetica, Arial, 'DejaVu Sans', sans-serif"`;
  return svgDocument({
    width: 1200,
    height: 630,
    title:
      'Docusaurus: documentation sites, blogs and pages built with React and MDX',
    body: [
      `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1b4d33"/><stop offset="1" stop-color="${p.brand}"/></linearGradient></defs>`,
      `<rect width="1200" height="630" fill="url(#bg)"/>`,
      `<circle cx="1010" cy="330" r="230" fill="#ffffff" opacity="0.07"/>`,
      `<g transform="translate(96 140) scale(1.5)">${logoShapes(p)}</g>`,
      `<text x="96" y="330" ${font} font-size="96" font-weight="700" fill="#ffffff">Docusaurus</text>`,
      `<text x="100" y="410" ${font} font-size="40" fill="#d9f7e8">Documentation sites, blogs and pages</text>`,
      `<text x="100" y="466" ${font} font-size="40" fill="#d9f7e8">built with React and MDX</text>`,
      mascotFigure(p, 'translate(860 140) scale(2.2)'),
    ].join(''),
  });
}
