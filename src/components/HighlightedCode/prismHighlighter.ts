/**
 * Highlighting in the browser, for the code blocks the build could not
 * highlight (code computed by a page, such as the colour generator's CSS).
 * Loaded on demand: Prism and its grammars stay out of every other page.
 */
import {Prism, normalizeTokens} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import type {HighlightLine} from '@site/src/utils/highlightedCode';

// The theme's additional languages (themeConfig.prism.additionalLanguages).
prismIncludeLanguages(Prism);

/** Token lines of `code`, as prism-react-renderer's `Highlight` makes them. */
export function highlight(code: string, language: string): HighlightLine[] {
  const grammar = Prism.languages[language];
  if (!grammar) {
    return normalizeTokens([code]);
  }
  const environment = {code, grammar, language, tokens: [] as unknown[]};
  Prism.hooks.run('before-tokenize', environment);
  environment.tokens = Prism.tokenize(code, grammar);
  Prism.hooks.run('after-tokenize', environment);
  return normalizeTokens(
    environment.tokens as Parameters<typeof normalizeTokens>[0],
  );
}
