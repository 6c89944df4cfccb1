/**
 * Turns the extracted records into the index files described in
 * src/search/indexFormat.ts: a lexicon per language, and per shard (one
 * language and `docusaurus_tag`) a meta file, posting chunks and text
 * chunks. File names carry a hash of their content, so hosts and the
 * service worker can cache them for good.
 */
import {createHash} from 'node:crypto';
import {
  indexFormatVersion,
  type Lexicon,
  type PageEntry,
  type PostingChunk,
  type RecordKind,
  type RecordText,
  type SearchIndexManifest,
  type ShardManifestEntry,
  type ShardMeta,
  type TextChunk,
} from '../../search/indexFormat';
import {indexTerms, stem, titleWordKey, titleWords} from '../../search/text';
import type {HierarchyLevel, SearchRecord} from '../../search/types';

/** Uncompressed size a posting or text chunk grows to before a new one starts. */
export const chunkTargetBytes = {postings: 12_000, texts: 8_000};

/**
 * BM25F settings. A record's own title (page title, heading, option name)
 * weighs most; `context` is the headings above it, so a query can match a
 * heading word and a paragraph word together.
 */
const fields = ['title', 'content', 'context'] as const;
type Field = (typeof fields)[number];
const fieldBoost: Record<Field, number> = {title: 3, content: 1, context: 0.6};
const lengthNormalization: Record<Field, number> = {
  title: 0.5,
  content: 0.75,
  context: 0.5,
};
const k1 = 1.2;
/** Weights are stored as integers: weight = round(score * weightScale). */
export const weightScale = 12;
const maxWeight = 255;

interface IndexedRecord {
  record: SearchRecord;
  kind: RecordKind;
  /** Stem -> occurrences, per field. */
  fieldTerms: Record<Field, Map<string, number>>;
  fieldLength: Record<Field, number>;
  /** Whole words of the title (see `titleWords`). */
  titleWords: string[];
}

interface Shard {
  language: string;
  tag: string;
  records: IndexedRecord[];
}

export interface IndexFiles {
  manifest: SearchIndexManifest;
  /** File name -> JSON text, manifest included. */
  files: Map<string, string>;
}

const levelNumber = (level: HierarchyLevel): number => Number(level.slice(3));

function kindOf(record: SearchRecord): RecordKind {
  if (record.definition) {
    return 'd';
  }
  return record.type === 'content'
    ? 'c'
    : (String(levelNumber(record.type)) as RecordKind);
}

/** The record's own title: page title, heading or option name. */
function titleOf(record: SearchRecord): string {
  if (record.definition) {
    for (let level = 6; level >= 1; level -= 1) {
      const name = record.hierarchy[`lvl${level}` as HierarchyLevel];
      if (name) {
        return name;
      }
    }
  }
  return record.type === 'content' ? '' : (record.hierarchy[record.type] ?? '');
}

/** The headings above the record (page title included). */
function contextOf(record: SearchRecord, title: string): string {
  const own = record.type === 'content' ? 7 : levelNumber(record.type);
  const parts: string[] = [];
  for (let level = 1; level < own; level += 1) {
    const heading = record.hierarchy[`lvl${level}` as HierarchyLevel];
    if (heading && !(record.definition && heading === title)) {
      parts.push(heading);
    }
  }
  return parts.join(' ');
}

function countStems(text: string): {
  stems: Map<string, number>;
  length: number;
} {
  const stems = new Map<string, number>();
  const terms = indexTerms(text);
  for (const term of terms) {
    const key = stem(term);
    stems.set(key, (stems.get(key) ?? 0) + 1);
  }
  return {stems, length: terms.length};
}

interface WordUse {
  stem: string;
  records: number;
  inTitle: boolean;
}

function indexRecord(
  record: SearchRecord,
  words: Map<string, WordUse>,
): IndexedRecord {
  const title = titleOf(record);
  const texts: Record<Field, string> = {
    title,
    content: record.content ?? '',
    context: contextOf(record, title),
  };
  const fieldTerms = {} as IndexedRecord['fieldTerms'];
  const fieldLength = {} as IndexedRecord['fieldLength'];
  for (const field of fields) {
    const {stems, length} = countStems(texts[field]);
    fieldTerms[field] = stems;
    fieldLength[field] = length;
  }
  const seen = new Set<string>();
  for (const field of fields) {
    for (const term of indexTerms(texts[field])) {
      const use = words.get(term) ?? {
        stem: stem(term),
        records: 0,
        inTitle: false,
      };
      if (!seen.has(term)) {
        use.records += 1;
        seen.add(term);
      }
      // Titles and the headings above a record are what readers type.
      use.inTitle ||= field !== 'content';
      words.set(term, use);
    }
  }
  return {
    record,
    kind: kindOf(record),
    fieldTerms,
    fieldLength,
    titleWords: titleWords(title),
  };
}

/**
 * Shards searched together are one language's `default` shard plus one
 * version of each docs plugin. Versions of a plugin repeat each other, so
 * a stem's record count is summed over plugins and taken at its largest
 * over a plugin's versions: the count of one version of the site.
 */
function familyOf(tag: string): string {
  const docs = /^docs-(.+)-[^-]+$/.exec(tag);
  return docs ? `docs-${docs[1]}` : tag;
}

interface Statistics {
  records: number;
  stemRecords: Map<string, number>;
  averageLength: Record<Field, number>;
}

function statistics(shards: Shard[]): Statistics {
  const perFamily = new Map<
    string,
    {records: number; stems: Map<string, number>}
  >();
  const totals: Record<Field, number> = {title: 0, content: 0, context: 0};
  let allRecords = 0;
  for (const shard of shards) {
    const stems = new Map<string, number>();
    for (const indexed of shard.records) {
      const seen = new Set<string>();
      for (const field of fields) {
        totals[field] += indexed.fieldLength[field];
        for (const key of indexed.fieldTerms[field].keys()) {
          seen.add(key);
        }
      }
      for (const key of seen) {
        stems.set(key, (stems.get(key) ?? 0) + 1);
      }
    }
    allRecords += shard.records.length;
    const family = familyOf(shard.tag);
    const current = perFamily.get(family) ?? {records: 0, stems: new Map()};
    current.records = Math.max(current.records, shard.records.length);
    for (const [key, count] of stems) {
      current.stems.set(key, Math.max(current.stems.get(key) ?? 0, count));
    }
    perFamily.set(family, current);
  }
  const stemRecords = new Map<string, number>();
  let records = 0;
  for (const family of perFamily.values()) {
    records += family.records;
    for (const [key, count] of family.stems) {
      stemRecords.set(key, (stemRecords.get(key) ?? 0) + count);
    }
  }
  const averageLength = {} as Record<Field, number>;
  for (const field of fields) {
    averageLength[field] = Math.max(1, totals[field] / Math.max(1, allRecords));
  }
  return {records, stemRecords, averageLength};
}

/** BM25F weight of `key` in a record, as a stored integer (0 = absent). */
function weightOf(
  indexed: IndexedRecord,
  key: string,
  stats: Statistics,
): number {
  let frequency = 0;
  for (const field of fields) {
    const occurrences = indexed.fieldTerms[field].get(key) ?? 0;
    if (occurrences > 0) {
      const b = lengthNormalization[field];
      const norm =
        1 - b + (b * indexed.fieldLength[field]) / stats.averageLength[field];
      frequency += (fieldBoost[field] * occurrences) / norm;
    }
  }
  if (frequency === 0) {
    return 0;
  }
  const n = stats.stemRecords.get(key) ?? 1;
  const idf = Math.log(1 + (stats.records - n + 0.5) / (n + 0.5));
  const score = (idf * frequency * (k1 + 1)) / (frequency + k1);
  return Math.max(1, Math.min(maxWeight, Math.round(score * weightScale)));
}

const hashOf = (text: string): string =>
  createHash('sha256').update(text).digest('hex').slice(0, 10);

/** File-system-safe base name of a shard, e.g. `en.docs-default-3.8.1`. */
export function shardBaseName(language: string, tag: string): string {
  return `${language}.${tag}`.replace(/[^\w.-]+/g, '_');
}

function recordText(record: SearchRecord, title: string): RecordText {
  const anchor = record.anchor ?? '';
  if (record.definition) {
    return [anchor, title, record.content ?? ''];
  }
  return [anchor, record.type === 'content' ? (record.content ?? '') : title];
}

function splitBySize<T>(items: T[], size: (item: T) => number, target: number) {
  const groups: {first: number; items: T[]}[] = [];
  let bytes = 0;
  items.forEach((item, index) => {
    const current = groups.at(-1);
    if (!current || bytes >= target) {
      groups.push({first: index, items: [item]});
      bytes = size(item);
    } else {
      current.items.push(item);
      bytes += size(item);
    }
  });
  return groups;
}

function writeShard(
  shard: Shard,
  stats: Statistics,
  files: Map<string, string>,
): ShardMeta {
  const base = shardBaseName(shard.language, shard.tag);
  const add = (kind: string, index: number, value: unknown): string => {
    const json = JSON.stringify(value);
    const file = `${base}.${kind}${index}.${hashOf(json)}.json`;
    files.set(file, json);
    return file;
  };

  const pages: PageEntry[] = [];
  const pageRecords: number[] = [];
  const pageTexts: RecordText[][] = [];
  let kinds = '';
  const titleLengths: number[] = [];
  const postings = new Map<string, number[]>();
  const lastRecord = new Map<string, number>();

  shard.records.forEach((indexed, id) => {
    const {record} = indexed;
    if (pages.at(-1)?.[0] !== record.url_without_anchor) {
      pages.push([
        record.url_without_anchor,
        record.hierarchy.lvl1 ?? '',
        record.hierarchy.lvl0 ?? '',
        record.version,
      ]);
      pageRecords.push(0);
      pageTexts.push([]);
    }
    pageRecords[pageRecords.length - 1]! += 1;
    kinds += indexed.kind;
    const title = titleOf(record);
    if (indexed.kind !== 'c') {
      titleLengths.push(indexed.titleWords.length);
    }
    pageTexts.at(-1)!.push(recordText(record, title));
    const keys = new Set<string>();
    for (const field of fields) {
      for (const key of indexed.fieldTerms[field].keys()) {
        keys.add(key);
      }
    }
    const entries: [string, number][] = [...keys].map((key) => [
      key,
      weightOf(indexed, key, stats) * 2 +
        (indexed.fieldTerms.title.has(key) ? 1 : 0),
    ]);
    for (const word of new Set(indexed.titleWords)) {
      entries.push([titleWordKey(word), 1]);
    }
    for (const [key, packed] of entries) {
      const list = postings.get(key) ?? [];
      list.push(id - (lastRecord.get(key) ?? 0), packed);
      lastRecord.set(key, id);
      postings.set(key, list);
    }
  });

  const sortedStems = [...postings.keys()].sort();
  const chunks = splitBySize(
    sortedStems,
    (key) => key.length + postings.get(key)!.length * 3,
    chunkTargetBytes.postings,
  ).map((group, index): [string, string] => {
    const chunk: PostingChunk = {
      postings: group.items.map((key) => [key, postings.get(key)!]),
    };
    return [group.items[0]!, add('p', index, chunk)];
  });
  const texts = splitBySize(
    pageTexts,
    (page) => JSON.stringify(page).length,
    chunkTargetBytes.texts,
  ).map((group, index): [number, string] => {
    const chunk: TextChunk = {pages: group.items};
    return [group.first, add('t', index, chunk)];
  });

  return {
    language: shard.language,
    docusaurus_tag: shard.tag,
    pages,
    pageRecords,
    kinds,
    titleLengths,
    chunks,
    texts,
  };
}

export function buildIndexFiles(records: SearchRecord[]): IndexFiles {
  const files = new Map<string, string>();
  const byLanguage = new Map<string, Map<string, Shard>>();
  const words = new Map<string, Map<string, WordUse>>();
  for (const record of records) {
    const shards = byLanguage.get(record.language) ?? new Map<string, Shard>();
    byLanguage.set(record.language, shards);
    const languageWords = words.get(record.language) ?? new Map();
    words.set(record.language, languageWords);
    const shard = shards.get(record.docusaurus_tag) ?? {
      language: record.language,
      tag: record.docusaurus_tag,
      records: [],
    };
    shards.set(record.docusaurus_tag, shard);
    shard.records.push(indexRecord(record, languageWords));
  }

  const manifest: SearchIndexManifest = {
    version: indexFormatVersion,
    lexicons: [],
    shards: [],
    files: [],
  };
  for (const [language, shardMap] of [...byLanguage].sort()) {
    const shards = [...shardMap.values()].sort((a, b) =>
      a.tag.localeCompare(b.tag),
    );
    const stats = statistics(shards);
    shards.forEach((shard) => {
      const meta = writeShard(shard, stats, files);
      const json = JSON.stringify(meta);
      const file = `${shardBaseName(language, shard.tag)}.meta.${hashOf(json)}.json`;
      files.set(file, json);
      const entry: ShardManifestEntry = {
        language,
        docusaurus_tag: shard.tag,
        file,
        records: shard.records.length,
      };
      manifest.shards.push(entry);
    });
    const lexicon: Lexicon = {
      language,
      entries: [...(words.get(language) ?? new Map<string, WordUse>())]
        .filter(
          ([word, use]) => !/\d/.test(word) && (use.records > 1 || use.inTitle),
        )
        .map(([word, use]) =>
          word === use.stem ? word : `${word} ${use.stem}`,
        )
        .sort()
        .join('\n'),
    };
    const json = JSON.stringify(lexicon);
    const file = `${language}.lexicon.${hashOf(json)}.json`;
    files.set(file, json);
    manifest.lexicons.push({language, file});
  }
  manifest.files = [...files.keys()].sort();
  files.set('manifest.json', JSON.stringify(manifest));
  return {manifest, files};
}
