import {describe, expect, it} from 'vitest';
import {
  adjustLightness,
  computeShades,
  contrastRatio,
  DEFAULT_ADJUSTMENTS,
  DEFAULT_THEME_COLORS,
  deserializeThemeColors,
  formatContrastRatio,
  isDefaultThemeColors,
  parseAdjustment,
  parseColor,
  previewCss,
  primaryContrast,
  serializeThemeColors,
  themeCss,
  type ThemeColors,
} from './colors';

const hexes = (colors: ThemeColors) =>
  Object.fromEntries(
    computeShades(colors).map((shade) => [shade.variable, shade.hex]),
  );

const withBase = (base: string): ThemeColors => ({
  ...DEFAULT_THEME_COLORS.light,
  base,
});

describe('computeShades', () => {
  // Expected values were produced by color@5 (`Color(base).darken(r).hex()`);
  // the light and dark defaults equal the ones in src/css/custom.css.
  it('derives the light default shades', () => {
    expect(hexes(DEFAULT_THEME_COLORS.light)).toEqual({
      '--ifm-color-primary': '#2e8555',
      '--ifm-color-primary-dark': '#29784c',
      '--ifm-color-primary-darker': '#277148',
      '--ifm-color-primary-darkest': '#205d3b',
      '--ifm-color-primary-light': '#33925d',
      '--ifm-color-primary-lighter': '#359962',
      '--ifm-color-primary-lightest': '#3cad6e',
    });
  });

  it('derives the dark default shades', () => {
    expect(hexes(DEFAULT_THEME_COLORS.dark)).toEqual({
      '--ifm-color-primary': '#25c2a0',
      '--ifm-color-primary-dark': '#21af90',
      '--ifm-color-primary-darker': '#1fa588',
      '--ifm-color-primary-darkest': '#1a8870',
      '--ifm-color-primary-light': '#29d5b0',
      '--ifm-color-primary-lighter': '#32d8b4',
      '--ifm-color-primary-lightest': '#4fddbf',
    });
  });

  it.each([
    [
      '#8b5cf6',
      [
        '#8b5cf6',
        '#743cf4',
        '#692cf3',
        '#4d0ce0',
        '#a27cf8',
        '#ad8cf9',
        '#cfbcfb',
      ],
    ],
    [
      '#c2410c',
      [
        '#c2410c',
        '#af3b0b',
        '#a5370a',
        '#882e08',
        '#d5480d',
        '#df4b0e',
        '#f1591b',
      ],
    ],
  ])('derives the shades of %s', (base, expected) => {
    expect(computeShades(withBase(base)).map((shade) => shade.hex)).toEqual(
      expected,
    );
  });

  it('lists the seven shades, primary to lightest, with their amounts', () => {
    expect(
      computeShades(DEFAULT_THEME_COLORS.light).map((shade) => [
        shade.name,
        shade.adjustment,
      ]),
    ).toEqual([
      ['primary', 0],
      ['dark', 0.1],
      ['darker', 0.15],
      ['darkest', 0.3],
      ['light', -0.1],
      ['lighter', -0.15],
      ['lightest', -0.3],
    ]);
  });

  it('uses edited adjustment amounts', () => {
    const colors: ThemeColors = {
      ...DEFAULT_THEME_COLORS.light,
      adjustments: {...DEFAULT_ADJUSTMENTS, dark: 0.3},
    };
    expect(hexes(colors)['--ifm-color-primary-dark']).toBe('#205d3b');
  });

  it('ends at black and white for the extreme amounts', () => {
    expect(adjustLightness('#2e8555', 1)).toBe('#000000');
    expect(adjustLightness('#f0f0f0', -1)).toBe('#ffffff');
  });
});

describe('parseColor', () => {
  it.each([
    ['#2e8555', '#2e8555'],
    ['  #2E8555 ', '#2e8555'],
    ['#abc', '#aabbcc'],
    ['rgb(46, 133, 85)', '#2e8555'],
    ['hsl(120, 50%, 50%)', '#40bf40'],
    ['rebeccapurple', '#663399'],
  ])('reads %j as %s', (input, hex) => {
    expect(parseColor(input)).toEqual({ok: true, hex});
  });

  it.each([
    ['', /Enter a color/],
    ['#12', /not a color/],
    ['red-ish', /not a color/],
    ['#2e855', /not a color/],
    ['#2e855580', /opaque/],
    ['transparent', /opaque/],
    ['#'.repeat(500), /too long/],
  ])('refuses %j', (input, message) => {
    const result = parseColor(input);
    expect(result.ok).toBe(false);
    expect(result.ok ? '' : result.message).toMatch(message);
  });
});

describe('parseAdjustment', () => {
  it.each([
    ['0.1', 0.1],
    ['-0.3', -0.3],
    ['0', 0],
    ['1', 1],
  ])('reads %s', (input, amount) => {
    expect(parseAdjustment(input)).toBe(amount);
  });

  it.each(['', ' ', 'abc', '1.5', '-2', 'Infinity'])('refuses %j', (input) => {
    expect(parseAdjustment(input)).toBeNull();
  });
});

describe('contrast', () => {
  it('follows the WCAG 2 formula', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBe(21);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    // #777 on white is the classic "just below AA" pair: 4.48:1.
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.478, 3);
    // Order does not matter.
    expect(contrastRatio('#ffffff', '#777777')).toBeCloseTo(4.478, 3);
  });

  it('measures the defaults', () => {
    expect(primaryContrast(DEFAULT_THEME_COLORS.light)).toBeCloseTo(4.563, 3);
    expect(primaryContrast(DEFAULT_THEME_COLORS.dark)).toBeCloseTo(7.761, 3);
  });

  it('measures the primary shade, not the raw base', () => {
    const colors: ThemeColors = {
      ...DEFAULT_THEME_COLORS.light,
      adjustments: {...DEFAULT_ADJUSTMENTS, primary: -0.3},
    };
    expect(primaryContrast(colors)).toBeCloseTo(
      contrastRatio('#3cad6e', '#ffffff'),
      10,
    );
  });

  it('rounds down for display', () => {
    expect(formatContrastRatio(4.4999)).toBe('4.49:1');
    expect(formatContrastRatio(4.562881)).toBe('4.56:1');
    expect(formatContrastRatio(21)).toBe('21.00:1');
  });
});

describe('CSS output', () => {
  it('writes the light defaults under :root without a background', () => {
    expect(themeCss('light', DEFAULT_THEME_COLORS.light)).toBe(
      `:root {
  --ifm-color-primary: #2e8555;
  --ifm-color-primary-dark: #29784c;
  --ifm-color-primary-darker: #277148;
  --ifm-color-primary-darkest: #205d3b;
  --ifm-color-primary-light: #33925d;
  --ifm-color-primary-lighter: #359962;
  --ifm-color-primary-lightest: #3cad6e;
}
`,
    );
  });

  it('writes dark colours under [data-theme=dark] with a custom background', () => {
    const colors: ThemeColors = {
      ...DEFAULT_THEME_COLORS.dark,
      base: '#8b5cf6',
      background: '#101014',
    };
    expect(themeCss('dark', colors)).toBe(
      `[data-theme='dark'] {
  --ifm-color-primary: #8b5cf6;
  --ifm-color-primary-dark: #743cf4;
  --ifm-color-primary-darker: #692cf3;
  --ifm-color-primary-darkest: #4d0ce0;
  --ifm-color-primary-light: #a27cf8;
  --ifm-color-primary-lighter: #ad8cf9;
  --ifm-color-primary-lightest: #cfbcfb;
  --ifm-background-color: #101014;
}
`,
    );
  });

  it('leaves out a background equal to the default of that mode', () => {
    // #ffffff is the light default but a custom value in dark mode.
    const dark = {...DEFAULT_THEME_COLORS.dark, background: '#ffffff'};
    expect(themeCss('dark', dark)).toContain(
      '--ifm-background-color: #ffffff;',
    );
    expect(themeCss('light', DEFAULT_THEME_COLORS.light)).not.toContain(
      '--ifm-background-color',
    );
  });

  it('scopes the preview rule to its mode', () => {
    expect(previewCss('light', DEFAULT_THEME_COLORS.light)).toMatch(
      /^html\[data-theme='light'\] \{\n {2}--ifm-color-primary: #2e8555;/,
    );
    expect(previewCss('dark', DEFAULT_THEME_COLORS.dark)).toMatch(
      /^html\[data-theme='dark'\] \{/,
    );
  });
});

describe('stored colours', () => {
  const custom: ThemeColors = {
    base: '#8b5cf6',
    background: '#fafafa',
    adjustments: {...DEFAULT_ADJUSTMENTS, lightest: -0.4},
  };

  it('round-trip', () => {
    expect(
      deserializeThemeColors('light', serializeThemeColors(custom)),
    ).toEqual(custom);
  });

  it('are absent or unreadable as null', () => {
    expect(deserializeThemeColors('light', null)).toBeNull();
    expect(deserializeThemeColors('light', '{oops')).toBeNull();
    expect(deserializeThemeColors('light', '"#8b5cf6"')).toBeNull();
  });

  it('fall back to the defaults field by field', () => {
    expect(
      deserializeThemeColors(
        'dark',
        JSON.stringify({
          base: 'red-ish',
          background: '#000',
          adjustments: {dark: 7, light: -0.2},
        }),
      ),
    ).toEqual({
      base: '#25c2a0',
      background: '#000000',
      adjustments: {...DEFAULT_ADJUSTMENTS, light: -0.2},
    });
  });

  it('tell the defaults apart from custom colours', () => {
    expect(isDefaultThemeColors('light', DEFAULT_THEME_COLORS.light)).toBe(
      true,
    );
    expect(isDefaultThemeColors('dark', DEFAULT_THEME_COLORS.light)).toBe(
      false,
    );
    expect(isDefaultThemeColors('light', custom)).toBe(false);
  });
});
