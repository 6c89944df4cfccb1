/**
 * Text normalization shared by indexing and querying, so that a query term
 * and a document word compare equal when a reader would expect them to.
 */

/** Lower-cased, without diacritics (é -> e). */
export function normalizeTerm(term: string): string {
  return term
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** Splits text into words: letters and digits, keeping `_` and inner dots/dashes. */
export function tokenize(text: string): string[] {
  return text.match(/[\p{L}\p{N}_]+(?:[.-][\p{L}\p{N}_]+)*/gu) ?? [];
}

/**
 * Tokens for the index: every word, plus the parts of compound words
 * (`plugin-content-docs` also indexes `plugin`, `content`, `docs`).
 */
export function indexTokens(text: string): string[] {
  const tokens: string[] = [];
  for (const word of tokenize(text)) {
    tokens.push(word);
    if (/[.-]/.test(word)) {
      tokens.push(...word.split(/[.-]/).filter(Boolean));
    }
  }
  return tokens;
}
