/**
 * Carries a code block's build-time highlighting (see
 * src/utils/highlightedCode.ts) from the CodeBlock wrapper, which receives
 * it as a prop, to CodeBlock/Content, which renders the lines.
 */
import {createContext, useContext} from 'react';

export const HighlightedCodeContext = createContext<string | undefined>(
  undefined,
);

/** The encoded highlighting of the enclosing code block, if it has one. */
export function useEncodedHighlight(): string | undefined {
  return useContext(HighlightedCodeContext);
}
