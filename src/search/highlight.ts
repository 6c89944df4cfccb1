/**
 * Builds Algolia-style `_highlightResult` and `_snippetResult` values. The
 * text is HTML-escaped first (DocSearch renders these values as HTML), then
 * matched words are wrapped in the highlight tags.
 */
import {escapeHtml} from '../utils/escapeHtml';
import {normalizeTerm, stem, tokenize, wordParts} from './text';

export interface HighlightValue {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

export interface SnippetValue {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
}

export interface HighlightTags {
  pre: string;
  post: string;
}

interface Piece {
  text: string;
  matched: boolean;
  isWord: boolean;
}

/**
 * A text split into words and separators, matched words marked: a record's
 * content is highlighted and snippeted from the same split.
 */
export type MatchedText = readonly Piece[];

/** Splits text into words and separators, marking matched words. */
export function matchWords(
  text: string,
  isMatch: (word: string) => boolean,
): MatchedText {
  const result: Piece[] = [];
  let last = 0;
  const words = tokenize(text);
  let cursor = 0;
  for (const word of words) {
    const start = text.indexOf(word, cursor);
    if (start < 0) {
      continue;
    }
    if (start > last) {
      result.push({
        text: text.slice(last, start),
        matched: false,
        isWord: false,
      });
    }
    result.push({text: word, matched: isMatch(word), isWord: true});
    last = start + word.length;
    cursor = last;
  }
  if (last < text.length) {
    result.push({text: text.slice(last), matched: false, isWord: false});
  }
  return result;
}

function render(parts: MatchedText, tags: HighlightTags): string {
  return parts
    .map((part) =>
      part.matched
        ? `${tags.pre}${escapeHtml(part.text)}${tags.post}`
        : escapeHtml(part.text),
    )
    .join('');
}

/**
 * A word matches when its stem is one of the stems the engine matched
 * (`Swizzling` for a query `swizzle`), or one of its parts' stems does
 * (`plugin-content-docs` for `docs`). Each word is decided once: the hits
 * of a query repeat the same words many times.
 */
export function createWordMatcher(
  matchedStems: Iterable<string>,
): (word: string) => boolean {
  const stems = new Set(matchedStems);
  const decided = new Map<string, boolean>();
  return (word) => {
    let matched = decided.get(word);
    if (matched === undefined) {
      matched =
        stems.has(stem(normalizeTerm(word))) ||
        wordParts(word).some((part) => stems.has(stem(normalizeTerm(part))));
      decided.set(word, matched);
    }
    return matched;
  };
}

function matchLevel(
  parts: MatchedText,
  queryWords: string[],
): {level: HighlightValue['matchLevel']; matchedWords: string[]} {
  const matchedWords = [
    ...new Set(
      parts
        .filter((part) => part.isWord && part.matched)
        .map((part) => normalizeTerm(part.text)),
    ),
  ];
  if (matchedWords.length === 0) {
    return {level: 'none', matchedWords};
  }
  return {
    level: matchedWords.length >= queryWords.length ? 'full' : 'partial',
    matchedWords,
  };
}

export function highlight(
  parts: MatchedText,
  queryWords: string[],
  tags: HighlightTags,
): HighlightValue {
  const {level, matchedWords} = matchLevel(parts, queryWords);
  return {
    value: render(parts, tags),
    matchLevel: level,
    matchedWords,
  };
}

/**
 * A window of `length` words around the first match, with `ellipsis` where
 * text was cut, as Algolia's `attributesToSnippet: ['content:10']` does.
 */
export function snippet(
  parts: MatchedText,
  length: number,
  tags: HighlightTags,
  ellipsis = '…',
): SnippetValue {
  const wordIndexes = parts
    .map((part, index) => (part.isWord ? index : -1))
    .filter((index) => index >= 0);
  const anyMatch = parts.some((part) => part.matched);
  if (wordIndexes.length <= length) {
    return {
      value: render(parts, tags),
      matchLevel: anyMatch ? 'partial' : 'none',
    };
  }
  const firstMatch = wordIndexes.findIndex((index) => parts[index]!.matched);
  const centre = firstMatch < 0 ? 0 : firstMatch;
  const startWord = Math.max(
    0,
    Math.min(centre - Math.floor(length / 3), wordIndexes.length - length),
  );
  const endWord = startWord + length - 1;
  const from = startWord === 0 ? 0 : wordIndexes[startWord]!;
  const isLastWord = endWord === wordIndexes.length - 1;
  // Keep the punctuation after the last word when the window reaches it.
  const to = isLastWord ? parts.length : wordIndexes[endWord]! + 1;
  const slice = parts.slice(from, to);
  const value =
    (startWord > 0 ? ellipsis : '') +
    render(slice, tags) +
    (isLastWord ? '' : ellipsis);
  return {value, matchLevel: anyMatch ? 'partial' : 'none'};
}
