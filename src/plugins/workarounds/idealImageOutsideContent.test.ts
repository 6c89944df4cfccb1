import {describe, expect, it} from 'vitest';
import {
  codeIssuer,
  idealImageOutsideContent,
  isIdealImageRule,
  keepIdealImageOutOfContent,
} from './idealImageOutsideContent';

/** The rule as plugin-ideal-image 3.8.1 adds it. */
function idealImageRule() {
  return {
    test: /\.(?:png|jpe?g)$/i,
    issuer: {and: [/\.(?:tsx?|jsx?|mdx?)$/i]},
    use: [
      '/x/@docusaurus/lqip-loader/lib/index.js',
      {
        loader: '/x/@docusaurus/responsive-loader/lib/index.js',
        options: {emitFile: true},
      },
    ],
  };
}

const imageRule = {
  test: /\.(?:ico|jpe?g|png|gif|webp|avif)(?:\?.*)?$/i,
  use: [{loader: '/x/url-loader/index.js', options: {limit: 10000}}],
};

describe('keepIdealImageOutOfContent', () => {
  it('limits the ideal-image rule to images required from JS and TS', () => {
    const rule = idealImageRule();
    expect(keepIdealImageOutOfContent([imageRule, rule])).toBe(1);
    expect(rule.issuer).toEqual({and: [codeIssuer]});
    for (const issuer of ['page.tsx', 'Card.jsx', 'data.ts', 'index.js']) {
      expect(codeIssuer.test(issuer)).toBe(true);
    }
    for (const issuer of ['assets.mdx', 'intro.md', 'styles.css']) {
      expect(codeIssuer.test(issuer)).toBe(false);
    }
  });

  it('leaves the ordinary image rule alone', () => {
    expect(isIdealImageRule(imageRule)).toBe(false);
    expect(keepIdealImageOutOfContent([imageRule, 'not a rule'])).toBe(0);
    expect(imageRule).not.toHaveProperty('issuer');
  });
});

describe('idealImageOutsideContent', () => {
  it('fails a production build whose config has no ideal-image rule', () => {
    const config = {mode: 'production', module: {rules: [imageRule]}};
    expect(() => idealImageOutsideContent(config)).toThrow(
      /plugin-ideal-image loader rule was not found/,
    );
  });

  it('accepts a development config without the rule (disableInDev)', () => {
    const config = {mode: 'development', module: {rules: [imageRule]}};
    expect(() => idealImageOutsideContent(config)).not.toThrow();
  });
});
