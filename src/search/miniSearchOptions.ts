/**
 * MiniSearch settings used both to build the shards (Node) and to load and
 * query them (browser): MiniSearch.loadJS needs the same fields and
 * tokenizer that built the index.
 */
import type {Options, SearchOptions} from 'minisearch';
import type {CompactRecord} from './compact';
import {
  fieldBoosts,
  indexedFields,
  levelBoosts,
  type SearchRecord,
} from './types';
import {indexTokens, normalizeTerm} from './text';

/** What MiniSearch indexes for a record. */
export interface IndexedDocument {
  id: number;
  heading: string;
  content: string;
  context: string;
}

/**
 * Words too common to help ranking or matching. Dropping them keeps the
 * index smaller; a query made only of them finds nothing, as with Algolia's
 * `removeStopWords`.
 */
const stopWords = new Set([
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

const levels = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

export function toIndexedDocument(
  record: SearchRecord,
  id: number,
): IndexedDocument {
  const ownLevel = record.type === 'content' ? 7 : Number(record.type.slice(3));
  return {
    id,
    heading:
      record.type === 'content' ? '' : (record.hierarchy[record.type] ?? ''),
    content: record.content ?? '',
    context: levels
      .filter((level) => Number(level.slice(3)) < ownLevel)
      .map((level) => record.hierarchy[level])
      .filter(Boolean)
      .join(' '),
  };
}

export const miniSearchOptions: Options<IndexedDocument> = {
  idField: 'id',
  fields: [...indexedFields],
  storeFields: [],
  tokenize: indexTokens,
  processTerm: (term) => {
    const normalized = normalizeTerm(term);
    return normalized.length > 0 && !stopWords.has(normalized)
      ? normalized
      : null;
  },
};

/** Query settings for a shard whose compact rows are `records`. */
export function searchOptionsFor(
  records: readonly CompactRecord[],
): SearchOptions {
  return {
    boost: fieldBoosts,
    boostDocument: (id) => levelBoosts[records[id as number]?.[1] ?? 0] ?? 1,
    // Every word of the query must match; the last one may be a prefix (the
    // reader is still typing), and longer words may contain a typo.
    combineWith: 'AND',
    prefix: (_term, index, terms) => index === terms.length - 1,
    fuzzy: (term) => (term.length >= 7 ? 0.2 : term.length >= 4 ? 1 : 0),
  };
}
