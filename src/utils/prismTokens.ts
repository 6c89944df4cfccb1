/**
 * Prism tokens of a piece of code by line, as prism-react-renderer's
 * `Highlight` computes them. Shared by the build (which highlights Markdown
 * code blocks) and the browser (which highlights code a page computes), so
 * both render the same tokens.
 */
import {Prism, normalizeTokens} from 'prism-react-renderer';
import type {HighlightLine} from './highlightedCode';

/** Token lines of `code`; plain text when Prism has no such language. */
export function prismTokenLines(
  code: string,
  language: string,
): HighlightLine[] {
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
