/**
 * Code languages without a Prism grammar (error catalogue). Prism's own
 * `highlight()` throws for one, but the theme's code blocks never call it:
 * they render through prism-react-renderer's `Highlight`, which falls back
 * to plain text, so a Markdown code block in an unknown language renders
 * (e2e/errors.spec.ts shows it on a page). Where an unknown language does
 * throw is `prism.additionalLanguages`: the theme loads a Prism component
 * file for each, and a name without one fails the build
 * (config/developerErrors.test.ts). This site's list must all exist.
 */
import {createRequire} from 'node:module';
import {createElement, type ReactElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {
  Highlight,
  Prism,
  type PrismGrammar,
  type Token,
} from 'prism-react-renderer';
import {describe, expect, it} from 'vitest';
import {buildEnv} from './env';
import {prismLight} from './prism';
import {themeConfig} from './themeConfig';

/** The lines of tokens `Highlight` produces for `code` in `language`. */
function highlightedLines(language: string, code: string): Token[][] {
  let lines: Token[][] = [];
  renderToStaticMarkup(
    createElement(Highlight, {
      prism: Prism,
      theme: prismLight,
      language,
      code,
      children: ({tokens}): ReactElement => {
        lines = tokens;
        return createElement('pre');
      },
    }),
  );
  return lines;
}

describe('a language with no Prism grammar', () => {
  const code = 'let total = 1\ntotal += 2';

  it('makes Prism.highlight() throw', () => {
    // Undefined, whatever the type says: that is the case under test.
    const missingGrammar = Prism.languages.madeuplang as PrismGrammar;
    expect(missingGrammar).toBeUndefined();
    expect(() => Prism.highlight(code, missingGrammar, 'madeuplang')).toThrow(
      new Error('The language "madeuplang" has no grammar.'),
    );
  });

  it('renders as plain text through Highlight, line by line', () => {
    expect(highlightedLines('madeuplang', code)).toEqual([
      [{types: ['plain'], content: 'let total = 1'}],
      [{types: ['plain'], content: 'total += 2'}],
    ]);
    // The same code in a language Prism knows is split into tokens.
    const js = highlightedLines('javascript', code).flat();
    expect(js).toContainEqual({types: ['keyword'], content: 'let'});
  });
});

describe("this site's prism.additionalLanguages", () => {
  const {additionalLanguages} = themeConfig(buildEnv()).prism;
  // The theme's prism-include-languages requires the component files, so
  // they resolve from the theme package.
  const themeRequire = createRequire(
    require.resolve('@docusaurus/theme-classic/package.json'),
  );

  it('names only languages Prism has a component file for', () => {
    expect(additionalLanguages.length).toBeGreaterThan(0);
    for (const language of additionalLanguages) {
      expect(
        () => themeRequire.resolve(`prismjs/components/prism-${language}`),
        language,
      ).not.toThrow();
    }
    expect(() =>
      themeRequire.resolve('prismjs/components/prism-madeuplang'),
    ).toThrow(/Cannot find module/);
  });
});
