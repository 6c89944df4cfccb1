/**
 * Theme colour settings: a base colour, a background colour and the
 * seven Infima primary shades derived from the base. Parsing, shade maths and
 * contrast go through the `color` package; this module is the only place that
 * imports it, so the rest of the site sees a small, typed interface.
 */
import Color, {type ColorInstance} from 'color';
import type {ColorMode} from '@docusaurus/theme-common';

export type {ColorMode};

export const SHADE_NAMES = [
  'primary',
  'dark',
  'darker',
  'darkest',
  'light',
  'lighter',
  'lightest',
] as const;

export type ShadeName = (typeof SHADE_NAMES)[number];

/**
 * How much each shade changes the lightness of the base colour: a positive
 * amount darkens by that ratio, a negative one lightens by it.
 */
export type ShadeAdjustments = Readonly<Record<ShadeName, number>>;

export const DEFAULT_ADJUSTMENTS: ShadeAdjustments = {
  primary: 0,
  dark: 0.1,
  darker: 0.15,
  darkest: 0.3,
  light: -0.1,
  lighter: -0.15,
  lightest: -0.3,
};

/** Adjustments outside this range turn every base colour black or white. */
export const ADJUSTMENT_MIN = -1;
export const ADJUSTMENT_MAX = 1;

export interface ThemeColors {
  /** Base colour as lower-case `#rrggbb`. */
  readonly base: string;
  /** Page background as lower-case `#rrggbb`. */
  readonly background: string;
  readonly adjustments: ShadeAdjustments;
}

export const DEFAULT_THEME_COLORS: Readonly<Record<ColorMode, ThemeColors>> = {
  light: {
    base: '#2e8555',
    background: '#ffffff',
    adjustments: DEFAULT_ADJUSTMENTS,
  },
  dark: {
    base: '#25c2a0',
    background: '#181920',
    adjustments: DEFAULT_ADJUSTMENTS,
  },
};

/** WCAG 2 AA minimum for normal text (links use the primary colour). */
export const MIN_TEXT_CONTRAST = 4.5;

/** Longer input is refused outright: no CSS colour notation needs it. */
export const MAX_COLOR_INPUT_LENGTH = 64;

export function shadeVariable(shade: ShadeName): string {
  return shade === 'primary'
    ? '--ifm-color-primary'
    : `--ifm-color-primary-${shade}`;
}

export type ColorParseResult =
  | {readonly ok: true; readonly hex: string}
  | {readonly ok: false; readonly message: string};

/**
 * Reads a colour typed by a reader: hex (`#2e8555`, `#2e8`), `rgb()`, `hsl()`
 * or a CSS colour name. Returns it as lower-case `#rrggbb`, or a message that
 * says what is wrong.
 */
export function parseColor(input: string): ColorParseResult {
  const text = input.trim();
  if (text === '') {
    return {ok: false, message: 'Enter a color, for example #2e8555.'};
  }
  if (text.length > MAX_COLOR_INPUT_LENGTH) {
    return {
      ok: false,
      message: `That is too long for a color (at most ${MAX_COLOR_INPUT_LENGTH} characters).`,
    };
  }
  let color: ColorInstance;
  try {
    color = Color(text);
  } catch {
    return {
      ok: false,
      message: `"${text}" is not a color. Use a hex value such as #2e8555, rgb(), hsl() or a color name.`,
    };
  }
  // A see-through primary or background would make the shades and the
  // contrast ratio depend on whatever is behind the page.
  if (color.alpha() < 1) {
    return {ok: false, message: 'Use an opaque color (no transparency).'};
  }
  return {ok: true, hex: color.hex().toLowerCase()};
}

/** Reads an adjustment amount typed by a reader; `null` when unusable. */
export function parseAdjustment(input: string): number | null {
  if (input.trim() === '') {
    return null;
  }
  const amount = Number(input);
  return Number.isFinite(amount) &&
    amount >= ADJUSTMENT_MIN &&
    amount <= ADJUSTMENT_MAX
    ? amount
    : null;
}

/** Changes the HSL lightness of `hex` by `adjustment` (see ShadeAdjustments). */
export function adjustLightness(hex: string, adjustment: number): string {
  // `color` clamps the lightness to 0–100 %, so extreme amounts end at
  // black or white instead of wrapping around.
  return Color(hex).darken(adjustment).hex().toLowerCase();
}

export interface ComputedShade {
  readonly name: ShadeName;
  readonly variable: string;
  readonly adjustment: number;
  readonly hex: string;
}

export function computeShades(colors: ThemeColors): ComputedShade[] {
  return SHADE_NAMES.map((name) => {
    const adjustment = colors.adjustments[name];
    return {
      name,
      variable: shadeVariable(name),
      adjustment,
      hex: adjustLightness(colors.base, adjustment),
    };
  });
}

/** WCAG 2 contrast ratio of two opaque colours, from 1 to 21. */
export function contrastRatio(foreground: string, background: string): number {
  return Color(foreground).contrast(Color(background));
}

/**
 * The ratio for display, rounded down: a pair just under the threshold must
 * not read as "4.50:1" next to a warning that it is below 4.5:1.
 */
export function formatContrastRatio(ratio: number): string {
  return `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;
}

/** The primary colour as the page shows it, against the background. */
export function primaryContrast(colors: ThemeColors): number {
  return contrastRatio(
    adjustLightness(colors.base, colors.adjustments.primary),
    colors.background,
  );
}

/** Selectors a site's `custom.css` uses for each mode. */
export const THEME_SELECTORS: Readonly<Record<ColorMode, string>> = {
  light: ':root',
  dark: "[data-theme='dark']",
};

/**
 * Custom property declarations for one mode: the seven shades, and the
 * background only when it differs from the default (otherwise it is noise in
 * the reader's stylesheet).
 */
export function themeDeclarations(
  mode: ColorMode,
  colors: ThemeColors,
): Array<readonly [property: string, value: string]> {
  const declarations: Array<readonly [string, string]> = computeShades(
    colors,
  ).map((shade) => [shade.variable, shade.hex] as const);
  if (colors.background !== DEFAULT_THEME_COLORS[mode].background) {
    declarations.push(['--ifm-background-color', colors.background]);
  }
  return declarations;
}

export function cssRule(
  selector: string,
  declarations: ReadonlyArray<readonly [string, string]>,
): string {
  const body = declarations
    .map(([property, value]) => `  ${property}: ${value};`)
    .join('\n');
  return `${selector} {\n${body}\n}\n`;
}

/** The CSS block a reader copies into `src/css/custom.css`. */
export function themeCss(mode: ColorMode, colors: ThemeColors): string {
  return cssRule(THEME_SELECTORS[mode], themeDeclarations(mode, colors));
}

/**
 * The rule that previews one mode on the page. `html[data-theme=…]` matches
 * only while that mode is shown (so light colours never leak into dark mode,
 * which `:root` would) and is more specific than the site's own rules.
 */
export function previewCss(mode: ColorMode, colors: ThemeColors): string {
  return cssRule(`html[data-theme='${mode}']`, themeDeclarations(mode, colors));
}

export function isDefaultThemeColors(
  mode: ColorMode,
  colors: ThemeColors,
): boolean {
  const defaults = DEFAULT_THEME_COLORS[mode];
  return (
    colors.base === defaults.base &&
    colors.background === defaults.background &&
    SHADE_NAMES.every(
      (name) => colors.adjustments[name] === defaults.adjustments[name],
    )
  );
}

/** Storage key of one mode's custom colours (the site adds its suffix). */
export function themeColorsStorageKey(mode: ColorMode): string {
  return `ifm-theme-colors-${mode}`;
}

export function serializeThemeColors(colors: ThemeColors): string {
  return JSON.stringify(colors);
}

/**
 * Reads stored colours back. Storage is outside our control (older formats,
 * hand edits), so anything that is not valid falls back to the defaults of
 * that mode, field by field.
 */
export function deserializeThemeColors(
  mode: ColorMode,
  stored: string | null,
): ThemeColors | null {
  if (stored === null) {
    return null;
  }
  let data: unknown;
  try {
    data = JSON.parse(stored);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null) {
    return null;
  }
  const record = data as Record<string, unknown>;
  const defaults = DEFAULT_THEME_COLORS[mode];
  const storedColor = (value: unknown, fallback: string): string => {
    if (typeof value !== 'string') {
      return fallback;
    }
    const parsed = parseColor(value);
    return parsed.ok ? parsed.hex : fallback;
  };
  const storedAdjustments =
    typeof record.adjustments === 'object' && record.adjustments !== null
      ? (record.adjustments as Record<string, unknown>)
      : {};
  const adjustments = Object.fromEntries(
    SHADE_NAMES.map((name) => {
      const value = storedAdjustments[name];
      const amount =
        typeof value === 'number' ? parseAdjustment(String(value)) : null;
      return [name, amount ?? defaults.adjustments[name]];
    }),
  ) as Record<ShadeName, number>;
  return {
    base: storedColor(record.base, defaults.base),
    background: storedColor(record.background, defaults.background),
    adjustments,
  };
}
