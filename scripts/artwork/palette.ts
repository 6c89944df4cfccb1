/**
 * The two palettes of the site's artwork. Every drawing takes one, so the
 * light and dark files share their shapes and differ only in colour. The
 * greens are the site's primary colours (src/css/custom.css).
 */
export interface Palette {
  /** Brand green and its darker and lighter shades. */
  brand: string;
  brandDeep: string;
  brandBright: string;
  /** Pale green for fills behind the brand colour. */
  mint: string;
  /** Very pale green for large backdrops. */
  mintSoft: string;
  /** Outline and face colour of drawn objects. */
  ink: string;
  /** Lines that stand for headings and for text. */
  heading: string;
  inkSoft: string;
  /** Page and window surfaces, their rules and their panels. */
  paper: string;
  paperLine: string;
  panel: string;
  /** Code block background and its text lines. */
  code: string;
  /** Accents: sunny yellow, coral, sky blue, lilac. */
  sun: string;
  coral: string;
  sky: string;
  lilac: string;
  /** The mascot: body, outline and face, light in both modes. */
  mascotBody: string;
  mascotLine: string;
  mascotFace: string;
  /** Pale backdrops in the accent hues, for the feature illustrations. */
  tintSky: string;
  tintSun: string;
  tintLilac: string;
  tintCoral: string;
  /** Cheeks of the mascot. */
  blush: string;
  /** Shadow under floating objects (used with opacity). */
  shadow: string;
}

export const lightPalette: Palette = {
  brand: '#2e8555',
  brandDeep: '#205d3b',
  brandBright: '#3cad6e',
  mint: '#c8f0da',
  mintSoft: '#e9f6ef',
  ink: '#1f2a24',
  heading: '#3b4652',
  inkSoft: '#c9d1d8',
  paper: '#ffffff',
  paperLine: '#d5dce2',
  panel: '#f2f5f7',
  code: '#1d2530',
  sun: '#f3b63f',
  coral: '#ee7d66',
  sky: '#5b8def',
  lilac: '#9b7ede',
  tintSky: '#eaf1fd',
  tintSun: '#fcf3df',
  tintLilac: '#f1ecfb',
  tintCoral: '#fcece8',
  mascotBody: '#ffffff',
  mascotLine: '#1f5c3c',
  mascotFace: '#16331f',
  blush: '#f5a3a3',
  shadow: '#0f2a1b',
};

export const darkPalette: Palette = {
  brand: '#25c2a0',
  brandDeep: '#168a70',
  brandBright: '#4fddbf',
  mint: '#1f5547',
  mintSoft: '#17302a',
  ink: '#10231c',
  heading: '#c9d0d9',
  inkSoft: '#4a5261',
  paper: '#262a33',
  paperLine: '#3b414d',
  panel: '#1f232b',
  code: '#12151b',
  sun: '#f2c14e',
  coral: '#f28b75',
  sky: '#7aa5f5',
  lilac: '#b39cf0',
  tintSky: '#1b2332',
  tintSun: '#29251a',
  tintLilac: '#231f31',
  tintCoral: '#2b201e',
  mascotBody: '#eef8f3',
  mascotLine: '#0f4a3b',
  mascotFace: '#0f2a22',
  blush: '#f09a9a',
  shadow: '#000000',
};

export const palettes = {light: lightPalette, dark: darkPalette} as const;

export type PaletteName = keyof typeof palettes;
