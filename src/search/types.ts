import type {CompactRecords} from './compact';

/**
 * Shapes shared by the index builder (Node, at build time) and the search
 * client (browser): DocSearch-style records and the shard files.
 */

export type HierarchyLevel =
  'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6';

export const hierarchyLevels: readonly HierarchyLevel[] = [
  'lvl0',
  'lvl1',
  'lvl2',
  'lvl3',
  'lvl4',
  'lvl5',
  'lvl6',
];

export type Hierarchy = Record<HierarchyLevel, string | null>;

/** A record as the DocSearch crawler would write it. */
export interface SearchRecord {
  objectID: string;
  hierarchy: Hierarchy;
  content: string | null;
  type: HierarchyLevel | 'content';
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  weight: {pageRank: number; level: number; position: number};
  language: string;
  version: string | null;
  docusaurus_tag: string;
}

/** One shard file: the records of one (language, docusaurus_tag) pair. */
export interface SearchShard extends CompactRecords {
  language: string;
  docusaurus_tag: string;
  /** MiniSearch index, serialized with `JSON.stringify(miniSearch)`. */
  index: unknown;
}

export interface ShardManifestEntry {
  language: string;
  docusaurus_tag: string;
  /** Path of the shard file, relative to the manifest. */
  file: string;
  records: number;
  bytes: number;
}

export interface ShardManifest {
  version: 1;
  shards: ShardManifestEntry[];
}

/**
 * Fields indexed for full-text search and their boosts: the record's own
 * heading weighs most; `context` holds the headings above the record, so a
 * query can match a heading word and a paragraph word together, as it does
 * with the hosted DocSearch index.
 */
export const indexedFields = ['heading', 'content', 'context'] as const;

export type IndexedField = (typeof indexedFields)[number];

export const fieldBoosts: Record<IndexedField, number> = {
  heading: 3,
  content: 1,
  context: 0.4,
};

/** Extra weight of a record by level: page titles first, then headings. */
export const levelBoosts: Record<number, number> = {
  0: 1,
  1: 2,
  2: 1.6,
  3: 1.4,
  4: 1.2,
  5: 1.1,
  6: 1.1,
};

/** Folder of the index files inside the build output. */
export const searchIndexDir = 'search-index';
