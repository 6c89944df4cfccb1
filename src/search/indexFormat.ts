/**
 * The files of the embedded search index, written by the search-index
 * plugin (Node) and read by the search worker (browser).
 *
 * The index is split so a reader's first query downloads little:
 * - one lexicon per language: the words readers type, with the stem each
 *   stands for (prefixes and typos are resolved here);
 * - one meta file per shard (a language and `docusaurus_tag`): its pages and
 *   what scoring needs of each record (its kind, its title's length);
 * - posting chunks: for a sorted range of stems, the records that hold each
 *   stem with a precomputed weight. A query fetches only the chunks of its
 *   own stems;
 * - text chunks: the text of a few pages, fetched only for hits shown.
 *
 * Weights are BM25F scores computed at build time with statistics shared by
 * every shard a reader searches together, so scores from different shards
 * compare directly.
 */

export const indexFormatVersion = 2;

/** One-character record kinds in `ShardMeta.kinds`. */
export const recordKinds = {
  content: 'c',
  definition: 'd',
} as const;
/** Heading records use their level: '1' (page title) to '6'. */
export type RecordKind = 'c' | 'd' | '1' | '2' | '3' | '4' | '5' | '6';

/**
 * The words a query's prefixes and typos are resolved against: one line per
 * word, `word` when the word is its own stem, `word stem` otherwise. Exact
 * words need no lexicon (their chunk is found from the stem), so it leaves
 * out what readers do not type letter by letter: words with digits
 * (versions, hashes) and words of a single record outside any title.
 */
export interface Lexicon {
  language: string;
  /** Sorted by word. */
  entries: string;
}

/** [path, page title, section label (lvl0), docs version or null] */
export type PageEntry = [string, string, string, string | null];

export interface ShardMeta {
  language: string;
  docusaurus_tag: string;
  pages: PageEntry[];
  /** Number of records of each page; records are stored page after page. */
  pageRecords: number[];
  /** One `RecordKind` per record. */
  kinds: string;
  /** Number of title words of each record that has a title (kind ≠ 'c'). */
  titleLengths: number[];
  /** [first stem, file]: posting chunks in stem order. */
  chunks: [string, string][];
  /** [first page, file]: text chunks in page order. */
  texts: [number, string][];
}

/**
 * Postings of one stem: pairs of numbers, the record (as the difference to
 * the previous record) then `weight * 2 + inTitle`.
 */
export type Postings = number[];

export interface PostingChunk {
  postings: [string, Postings][];
}

/**
 * The text of one record: `[anchor, text]` for a heading or a paragraph,
 * `[anchor, name, description]` for a definition (an option row).
 */
export type RecordText = [string, string] | [string, string, string];

export interface TextChunk {
  /** Records of each page of the chunk, in order. */
  pages: RecordText[][];
}

export interface ShardManifestEntry {
  language: string;
  docusaurus_tag: string;
  /** The shard's meta file, relative to the manifest. */
  file: string;
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
