/**
 * Highlighting in the browser, for the code blocks the build could not
 * highlight (code computed by a page, such as the colour generator's CSS).
 * Loaded on demand: Prism and its grammars stay out of every other page.
 */
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import type {HighlightLine} from '@site/src/utils/highlightedCode';
import {prismTokenLines} from '@site/src/utils/prismTokens';

// The theme's additional languages (themeConfig.prism.additionalLanguages).
prismIncludeLanguages(Prism);

/** Token lines of `code`, as prism-react-renderer's `Highlight` makes them. */
export function highlight(code: string, language: string): HighlightLine[] {
  return prismTokenLines(code, language);
}
