/**
 * The files of the embedded search index, written by the search-index
 * plugin (Node) and read by the search worker (browser).
 *
 * Ranking works on pages, so the part a reader downloads before the first
 * hit is small and the worker can hold all of it for the version being
 * searched; later keystrokes then never wait for the network:
 * - one lexicon per language: every stem the postings use (sorted: a stem's
 *   position is its id) and the words readers type, with their stems
 *   (prefixes and typos are resolved against them);
 * - per shard (a language and `docusaurus_tag`): a meta file (its pages),
 *   and one binary postings file: for each stem of the lexicon, the pages
 *   that hold it with a precomputed weight and what kind of text holds it;
 * - per pack of `textPackSize` pages, a text file: the pages' records
 *   (title, headings, option rows, paragraphs), fetched only for the pages
 *   shown as hits. The worker picks the records to show from this text.
 *   A pack holds pages that are neighbours in route order, which share a
 *   topic and are often shown together, so a query waits for fewer files
 *   (see `textPackSize`).
 *
 * Weights are BM25F scores computed at build time with statistics shared by
 * every shard a reader searches together, so scores from different shards
 * compare directly.
 */

export const indexFormatVersion = 4;

/**
 * Pages per text file. The browser here answers parallel requests one
 * after the other (about 5 ms each: one text file 6 ms, four 17-19 ms),
 * and the judged queries, in their order, made 128 text requests with a
 * file per page and 44 with packs of four neighbours in route order, for
 * about the same bytes (346 and 357 KB gzip for the whole set: the
 * neighbours loaded with a page are mostly shown by a later query).
 */
export const textPackSize = 4;

/** One-character record kinds in a page's text. */
export const recordKinds = {
  content: 'c',
  definition: 'd',
} as const;
/** Heading records use their level: '1' (page title) to '6'. */
export type RecordKind = 'c' | 'd' | '1' | '2' | '3' | '4' | '5' | '6';

/**
 * Every stem of the postings and every word readers type letter by letter
 * (prefixes and typos are resolved against them), in one sorted list, one a
 * line:
 * - `token`: a word that is its own stem;
 * - `token!`: a stem no reader types as such (`swizzl`, numbers);
 * - `token rule`: a word whose stem is the word less its last `n` letters
 *   plus `suffix` (`rule` = `${n}${suffix}`), `token* rule` when the token
 *   is also the stem of other words.
 * The stems, in this order, are numbered from 0: the postings use the ids.
 */
export interface Lexicon {
  language: string;
  entries: string;
}

/** [path, page title, section label (lvl0), docs version or null] */
export type PageEntry = [string, string, string, string | null];

export interface ShardMeta {
  language: string;
  docusaurus_tag: string;
  pages: PageEntry[];
  /**
   * The text pack of each page: page `n`'s text is in the file
   * `textPackFile(meta, packs[n])` (a `TextPack`).
   */
  packs: number[];
  textPrefix: string;
  textHash: string;
}

/**
 * The postings file of a shard, binary and gzip-compressed (hosts send
 * binary files uncompressed). For each stem id of the language's
 * lexicon, in order: a varint count of pages, then per page a varint (page
 * index minus the previous one, minus one) and one byte
 * `weight << 2 | flags` (see `postingFlags`).
 */
export const postingFlags = {
  /** The stem is in a heading or option name of the page. */
  inHeading: 1,
  /** A heading or option name of the page is this word alone. */
  wholeHeading: 2,
} as const;
export const postingWeightBits = 6;
export const maxPostingWeight = (1 << postingWeightBits) - 1;

/**
 * Weights are stored on a logarithmic scale, so that small weights (common
 * words in paragraphs) keep their differences and large ones (a rare word
 * in a title) still fit: `stored = round(k * ln(1 + weight / c))`.
 */
const weightCurve = {c: 0.5, k: 14};

export function storeWeight(weight: number): number {
  if (weight <= 0) {
    return 0;
  }
  const stored = Math.round(
    weightCurve.k * Math.log(1 + weight / weightCurve.c),
  );
  return Math.max(1, Math.min(maxPostingWeight, stored));
}

/** The weight a stored value stands for, by stored value. */
export const storedWeights: readonly number[] = Array.from(
  {length: maxPostingWeight + 1},
  (_, stored) => weightCurve.c * (Math.exp(stored / weightCurve.k) - 1),
);

/**
 * The text of one record: `[kind, anchor, text]` for a heading or a
 * paragraph, `[kind, anchor, name, description]` for a definition (an
 * option row).
 */
export type RecordText =
  [RecordKind, string, string] | [RecordKind, string, string, string];

export interface PageText {
  records: RecordText[];
}

/** The file name of text pack `pack` of a shard. */
export function textPackFile(
  {textPrefix, textHash}: Pick<ShardMeta, 'textPrefix' | 'textHash'>,
  pack: number,
): string {
  return `${textPrefix}${pack}.${textHash}.json`;
}

/** A text file: the texts of its pages, by page index in the shard. */
export interface TextPack {
  pages: Record<string, PageText>;
}

export interface ShardManifestEntry {
  language: string;
  docusaurus_tag: string;
  /** The shard's meta file, relative to the manifest. */
  file: string;
  /** The shard's postings file. */
  postings: string;
  pages: number;
  records: number;
}

export interface SearchIndexManifest {
  version: typeof indexFormatVersion;
  lexicons: {language: string; file: string}[];
  shards: ShardManifestEntry[];
  /** Every file of the index except the manifest (for offline caching). */
  files: string[];
}

/** Folder of the index files inside the build output. */
export const searchIndexDir = 'search-index';
