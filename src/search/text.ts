/**
 * Text normalization shared by indexing (Node) and querying (the search
 * worker), so that a query word and a document word compare equal when a
 * reader would expect them to.
 */
import {stemmer} from 'stemmer';

/** Words seen before: the same few thousand recur in every text. */
const normalizedTerms = new Map<string, string>();

/** Lower-cased, without diacritics (é -> e). */
export function normalizeTerm(term: string): string {
  let normalized = normalizedTerms.get(term);
  if (normalized === undefined) {
    normalized = term
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
    normalizedTerms.set(term, normalized);
  }
  return normalized;
}

/** Splits text into words: letters and digits, keeping `_` and inner dots/dashes. */
export function tokenize(text: string): string[] {
  return text.match(/[\p{L}\p{N}_]+(?:[.-][\p{L}\p{N}_]+)*/gu) ?? [];
}

/**
 * The parts of a compound word, as a reader might type them apart:
 * `plugin-content-docs` -> plugin, content, docs; `routeBasePath` -> route,
 * base, path. Empty when the word has no parts.
 */
export function wordParts(word: string): string[] {
  const parts = word
    .split(/[.-]/)
    .flatMap((part) =>
      part.split(/(?<=[\p{Ll}\p{N}])(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})/u),
    )
    .filter(Boolean);
  return parts.length > 1 ? parts : [];
}

/**
 * Words too common to rank or match on. The index leaves them out; a query
 * ignores them unless it is made of nothing else.
 */
export const stopWords: ReadonlySet<string> = new Set([
  'a',
  'an',
  'and',
  'are',
  'as',
  'at',
  'be',
  'by',
  'for',
  'from',
  'in',
  'is',
  'it',
  'its',
  'of',
  'on',
  'or',
  'that',
  'the',
  'this',
  'to',
  'was',
  'with',
]);

/**
 * Words of a question that say nothing about its subject ("how do I …").
 * They are indexed (they can belong to an error message or a heading) but a
 * query only uses them when they are all it has.
 */
export const questionWords: ReadonlySet<string> = new Set([
  'how',
  'do',
  'does',
  'i',
  'can',
  'what',
  'why',
  'where',
  'my',
  'you',
  'your',
  'we',
]);

/**
 * The stem of a plain word (`swizzling`, `swizzled` -> `swizzl`), with the
 * Porter algorithm. Identifiers with digits, dots, dashes or underscores are
 * kept as written: `docs-v2` or `sidebar_position` are names, not English.
 */
export function stem(normalizedWord: string): string {
  let known = stems.get(normalizedWord);
  if (known === undefined) {
    known = porterStem(normalizedWord);
    stems.set(normalizedWord, known);
  }
  return known;
}

/*
 * A site's vocabulary is a few tens of thousands of words, each seen many
 * times (in the records of every page the search shows, in every page the
 * index is built from): each word is stemmed, and split into its terms,
 * once.
 */
const stems = new Map<string, string>();
const termsOfWords = new Map<string, readonly string[]>();
const stemsOfWords = new Map<string, readonly string[]>();

function porterStem(normalizedWord: string): string {
  if (!/^[a-z]{4,}$/.test(normalizedWord)) {
    return normalizedWord;
  }
  const porter = stemmer(normalizedWord);
  // Porter turns a final y into i only for some suffixes ("deploying" ->
  // "deploi" but "deployment" -> "deploy"): keep the word's own y.
  return porter.endsWith('i') && normalizedWord[porter.length - 1] === 'y'
    ? `${porter.slice(0, -1)}y`
    : porter;
}

/** The terms of one word: itself and its parts, normalized, no stop words. */
function termsOfWord(word: string): readonly string[] {
  let terms = termsOfWords.get(word);
  if (terms === undefined) {
    terms = [word, ...wordParts(word)]
      .map(normalizeTerm)
      .filter((term) => term.length > 0 && !stopWords.has(term));
    termsOfWords.set(word, terms);
  }
  return terms;
}

/**
 * The stems of one word as it appears in a text (`Swizzling` -> swizzl;
 * `routeBasePath` -> routebasepath, rout, base, path): what a record holding
 * the word matches.
 */
export function wordStems(word: string): readonly string[] {
  let found = stemsOfWords.get(word);
  if (found === undefined) {
    found = termsOfWord(word).map((term) => stem(term));
    stemsOfWords.set(word, found);
  }
  return found;
}

/**
 * The terms a text is indexed under: each word and the parts of compound
 * words, normalized, without stop words. Terms are surface forms; the
 * index maps each one to its stem.
 */
export function indexTerms(text: string): string[] {
  const terms: string[] = [];
  for (const word of tokenize(text)) {
    terms.push(...termsOfWord(word));
  }
  return terms;
}

/**
 * The whole words of a title, as a reader would type it for an exact match:
 * without package scopes (`@docusaurus/Link` is `Link`) and stop words.
 */
export function titleWords(title: string): string[] {
  return tokenize(title.replace(/@[\w.-]+\//g, ''))
    .map(normalizeTerm)
    .filter((word) => !stopWords.has(word));
}

/**
 * The segments of a route, decoded: `/docs/api/plugins/@docusaurus/
 * plugin-content-docs/` -> docs, api, plugins, @docusaurus,
 * plugin-content-docs. Their words name the page as its title does.
 */
export function routeSegments(path: string): string[] {
  return path
    .split(/[/?#]/)
    .filter(Boolean)
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment; // a stray % in a route is its own character
      }
    });
}

/**
 * Posting key marking a title made of this whole word (no stem): it tells an
 * exact title (`versioning` for "Versioning") from a stemmed one
 * ("versions").
 */
export function titleWordKey(word: string): string {
  return `=${word}`;
}
