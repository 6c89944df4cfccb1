/**
 * Turns the extracted records into the index files described in
 * src/search/indexFormat.ts: a lexicon per language, and per shard (one
 * language and `docusaurus_tag`) a meta file, a binary postings file and
 * text files of a few neighbouring pages each. File names carry a hash of
 * their content, so hosts and the service worker can cache them for good.
 */
import {createHash} from 'node:crypto';
import {constants, gzipSync} from 'node:zlib';
import {
  indexFormatVersion,
  postingFlags,
  storeWeight,
  textPackFile,
  textPackSize,
  type Lexicon,
  type PageEntry,
  type PageText,
  type RecordKind,
  type RecordText,
  type SearchIndexManifest,
  type ShardMeta,
  type TextPack,
} from '../../search/indexFormat';
import {indexTerms, routeSegments, stem, titleWords} from '../../search/text';
import type {HierarchyLevel, SearchRecord} from '../../search/types';

/**
 * Weights, per page: the sum over the page title, its headings and option
 * names, and its paragraphs of a BM25 term-frequency saturation, each field
 * saturated on its own (a word in the title is worth more than any number
 * of mentions in paragraphs), times the word's rarity (idf). A heading
 * counts by the shortest heading that holds the word: an option row named
 * after the word beats a long heading that mentions it.
 *
 * The title field also holds the words of the page's slug (the last
 * segment of its route) that its title lacks: `/docs/migration/` is the
 * migration page whatever its title says. They do not count in the title's
 * length, which is the length readers see.
 *
 * A word that is the whole name of an option row of the page is not
 * length-normalized: the row is the definition of the word, however long
 * the rest of the page is (the docs, blog and pages plugins document the
 * same front matter keys on pages of different lengths).
 */
const fields = ['title', 'headings', 'content'] as const;
type Field = (typeof fields)[number];
const fieldBoost: Record<Field, number> = {title: 3, headings: 2, content: 1};
const lengthNormalization: Record<Field, number> = {
  title: 0.3,
  headings: 0.5,
  content: 0.5,
};
const k1 = 1.2;

interface IndexedPage {
  entry: PageEntry;
  records: RecordText[];
  /**
   * Stem -> occurrences, per field; for headings, the length of the
   * shortest heading that holds the stem.
   */
  fieldTerms: Record<Field, Map<string, number>>;
  /** Words of the field (for headings: of each heading, on average). */
  fieldLength: Record<Field, number>;
  /** Stems that are a heading or option name on their own. */
  wholeHeadings: Set<string>;
  /** Stems that are an option name (a definition row) on their own. */
  wholeDefinitions: Set<string>;
}

interface Shard {
  language: string;
  tag: string;
  pages: IndexedPage[];
  records: number;
}

export interface IndexFiles {
  manifest: SearchIndexManifest;
  /** File name -> content (JSON text or binary postings), manifest included. */
  files: Map<string, string | Uint8Array>;
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

function recordText(record: SearchRecord, kind: RecordKind): RecordText {
  const anchor = record.anchor ?? '';
  if (kind === 'd') {
    return [kind, anchor, titleOf(record), record.content ?? ''];
  }
  return [
    kind,
    anchor,
    kind === 'c' ? (record.content ?? '') : titleOf(record),
  ];
}

/**
 * Long numbers are the changelog's issue and pull request numbers: nobody
 * searches the docs for them, and they would double the lexicon.
 */
const isIssueNumber = (term: string): boolean =>
  /^\d+$/.test(term) &&
  (term.length > 4 || !/^(19|20)\d\d$|^\d{1,3}$/.test(term));

function addTerms(
  text: string,
  terms: Map<string, number>,
  words: Map<string, string>,
): number {
  const found = indexTerms(text).filter((term) => !isIssueNumber(term));
  for (const term of found) {
    let key = words.get(term);
    if (key === undefined) {
      key = stem(term);
      words.set(term, key);
    }
    terms.set(key, (terms.get(key) ?? 0) + 1);
  }
  return found.length;
}

function indexPage(
  records: SearchRecord[],
  words: Map<string, string>,
): IndexedPage {
  const first = records[0]!;
  const entry: PageEntry = [
    first.url_without_anchor,
    first.hierarchy.lvl1 ?? '',
    first.hierarchy.lvl0 ?? '',
    first.version,
  ];
  const fieldTerms: IndexedPage['fieldTerms'] = {
    title: new Map(),
    headings: new Map(),
    content: new Map(),
  };
  const fieldLength: IndexedPage['fieldLength'] = {
    title: addTerms(entry[1], fieldTerms.title, words),
    headings: 0,
    content: 0,
  };
  const slugTerms = new Map<string, number>();
  addTerms(routeSegments(entry[0]).at(-1) ?? '', slugTerms, words);
  for (const key of slugTerms.keys()) {
    if (!fieldTerms.title.has(key)) {
      fieldTerms.title.set(key, 1);
    }
  }
  const wholeHeadings = new Set<string>();
  const wholeDefinitions = new Set<string>();
  const texts: RecordText[] = [];
  let headings = 0;
  for (const record of records) {
    const kind = kindOf(record);
    texts.push(recordText(record, kind));
    if (kind === '1') {
      continue; // the page title, counted once above
    }
    if (kind !== 'c') {
      const title = titleOf(record);
      const terms = new Map<string, number>();
      const length = addTerms(title, terms, words);
      headings += 1;
      fieldLength.headings += length;
      for (const key of terms.keys()) {
        const shortest = fieldTerms.headings.get(key);
        if (shortest === undefined || length < shortest) {
          fieldTerms.headings.set(key, length);
        }
      }
      const own = titleWords(title);
      if (own.length === 1) {
        const key = words.get(own[0]!) ?? stem(own[0]!);
        wholeHeadings.add(key);
        if (kind === 'd') {
          wholeDefinitions.add(key);
        }
      }
    }
    if (kind === 'c' || kind === 'd') {
      fieldLength.content += addTerms(
        record.content ?? '',
        fieldTerms.content,
        words,
      );
    }
  }
  fieldLength.headings /= Math.max(1, headings);
  return {
    entry,
    records: texts,
    fieldTerms,
    fieldLength,
    wholeHeadings,
    wholeDefinitions,
  };
}

/**
 * Shards searched together are one language's `default` shard plus one
 * version of each docs plugin. Versions of a plugin repeat each other, so
 * a stem's page count is summed over plugins and taken at its largest over
 * a plugin's versions: the count of one version of the site.
 */
function familyOf(tag: string): string {
  const docs = /^docs-(.+)-[^-]+$/.exec(tag);
  return docs ? `docs-${docs[1]}` : tag;
}

interface Statistics {
  pages: number;
  stemPages: Map<string, number>;
  averageLength: Record<Field, number>;
}

function statistics(shards: Shard[]): Statistics {
  const perFamily = new Map<
    string,
    {pages: number; stems: Map<string, number>}
  >();
  const totals: Record<Field, number> = {title: 0, headings: 0, content: 0};
  let allPages = 0;
  for (const shard of shards) {
    const stems = new Map<string, number>();
    for (const page of shard.pages) {
      const seen = new Set<string>();
      for (const field of fields) {
        totals[field] += page.fieldLength[field];
        for (const key of page.fieldTerms[field].keys()) {
          seen.add(key);
        }
      }
      for (const key of seen) {
        stems.set(key, (stems.get(key) ?? 0) + 1);
      }
    }
    allPages += shard.pages.length;
    const family = familyOf(shard.tag);
    const current = perFamily.get(family) ?? {pages: 0, stems: new Map()};
    current.pages = Math.max(current.pages, shard.pages.length);
    for (const [key, count] of stems) {
      current.stems.set(key, Math.max(current.stems.get(key) ?? 0, count));
    }
    perFamily.set(family, current);
  }
  const stemPages = new Map<string, number>();
  let pages = 0;
  for (const family of perFamily.values()) {
    pages += family.pages;
    for (const [key, count] of family.stems) {
      stemPages.set(key, (stemPages.get(key) ?? 0) + count);
    }
  }
  const averageLength = {} as Record<Field, number>;
  for (const field of fields) {
    averageLength[field] = Math.max(1, totals[field] / Math.max(1, allPages));
  }
  return {pages, stemPages, averageLength};
}

/** Weight of `key` in a page, as a stored integer (0 = absent). */
function weightOf(page: IndexedPage, key: string, stats: Statistics): number {
  let sum = 0;
  for (const field of fields) {
    const value = page.fieldTerms[field].get(key);
    if (value === undefined) {
      continue;
    }
    const b = page.wholeDefinitions.has(key) ? 0 : lengthNormalization[field];
    // Headings: one occurrence in the shortest heading holding the word.
    const [occurrences, length] =
      field === 'headings' ? [1, value] : [value, page.fieldLength[field]];
    const norm = 1 - b + (b * length) / stats.averageLength[field];
    sum += (fieldBoost[field] * occurrences) / (occurrences + k1 * norm);
  }
  if (sum === 0) {
    return 0;
  }
  const n = stats.stemPages.get(key) ?? 1;
  const idf = Math.log(1 + (stats.pages - n + 0.5) / (n + 0.5));
  return storeWeight(idf * sum);
}

const hashOf = (content: string | Uint8Array): string =>
  createHash('sha256').update(content).digest('hex').slice(0, 10);

/** File-system-safe base name of a shard, e.g. `en.docs-default-3.8.1`. */
export function shardBaseName(language: string, tag: string): string {
  return `${language}.${tag}`.replace(/[^\w.-]+/g, '_');
}

function pushVarint(bytes: number[], value: number): void {
  let rest = value;
  while (rest >= 0x80) {
    bytes.push((rest & 0x7f) | 0x80);
    rest >>>= 7;
  }
  bytes.push(rest);
}

function writeShard(
  shard: Shard,
  stems: string[],
  stats: Statistics,
  files: Map<string, string | Uint8Array>,
): {meta: ShardMeta; postings: string} {
  const base = shardBaseName(shard.language, shard.tag);
  // Postings: stem -> [page, packed byte] in page order.
  const postings = new Map<string, number[]>();
  shard.pages.forEach((page, index) => {
    const keys = new Set<string>();
    for (const field of fields) {
      for (const key of page.fieldTerms[field].keys()) {
        keys.add(key);
      }
    }
    for (const key of keys) {
      let flags = 0;
      if (page.fieldTerms.headings.has(key)) {
        flags |= postingFlags.inHeading;
      }
      if (page.wholeHeadings.has(key)) {
        flags |= postingFlags.wholeHeading;
      }
      const packed = (weightOf(page, key, stats) << 2) | flags;
      const list = postings.get(key) ?? [];
      list.push(index, packed);
      postings.set(key, list);
    }
  });
  const bytes: number[] = [];
  for (const key of stems) {
    const list = postings.get(key);
    pushVarint(bytes, list ? list.length / 2 : 0);
    let previous = -1;
    for (let i = 0; list && i < list.length; i += 2) {
      pushVarint(bytes, list[i]! - previous - 1);
      previous = list[i]!;
      bytes.push(list[i + 1]!);
    }
  }
  // Compressed here, not by the host: static hosts send binary files as
  // they are. The worker inflates it with DecompressionStream.
  const binary = new Uint8Array(
    gzipSync(Uint8Array.from(bytes), {level: constants.Z_BEST_COMPRESSION}),
  );
  const postingsFile = `${base}.postings.${hashOf(binary)}.bin`;
  files.set(postingsFile, binary);

  // Texts in packs of neighbours in route order (see `textPackSize`).
  const packs = new Array<number>(shard.pages.length);
  const packed: Record<string, PageText>[] = [];
  shard.pages
    .map((page, index) => ({path: page.entry[0], index}))
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
    .forEach(({index}, rank) => {
      const pack = Math.floor(rank / textPackSize);
      packs[index] = pack;
      packed[pack] ??= {};
      packed[pack][index] = {records: shard.pages[index]!.records};
    });
  const texts = packed.map((pages) =>
    JSON.stringify({pages} satisfies TextPack),
  );
  const textHash = hashOf(texts.join('\n'));
  const textPrefix = `${base}.text.`;
  texts.forEach((json, pack) => {
    files.set(textPackFile({textPrefix, textHash}, pack), json);
  });
  return {
    meta: {
      language: shard.language,
      docusaurus_tag: shard.tag,
      pages: shard.pages.map((page) => page.entry),
      packs,
      textPrefix,
      textHash,
    },
    postings: postingsFile,
  };
}

/** The lexicon's lines (see `Lexicon`). */
function lexiconEntries(words: Map<string, string>, stems: string[]): string {
  const stemSet = new Set(stems);
  const typed = new Map([...words].filter(([word]) => !/\d/.test(word)));
  const tokens = [...new Set([...stems, ...typed.keys()])].sort();
  return tokens
    .map((token) => {
      const key = typed.get(token);
      if (key === undefined) {
        return `${token}!`;
      }
      if (key === token) {
        return token;
      }
      let shared = 0;
      while (shared < key.length && token[shared] === key[shared]) {
        shared += 1;
      }
      const rule = `${token.length - shared}${key.slice(shared)}`;
      return `${token}${stemSet.has(token) ? '*' : ''} ${rule}`;
    })
    .join('\n');
}

/** Groups a shard's records by page, in order of first appearance. */
function pagesOf(records: SearchRecord[]): SearchRecord[][] {
  const pages = new Map<string, SearchRecord[]>();
  for (const record of records) {
    const list = pages.get(record.url_without_anchor) ?? [];
    list.push(record);
    pages.set(record.url_without_anchor, list);
  }
  return [...pages.values()];
}

export function buildIndexFiles(records: SearchRecord[]): IndexFiles {
  const files = new Map<string, string | Uint8Array>();
  const byLanguage = new Map<string, Map<string, SearchRecord[]>>();
  for (const record of records) {
    const shards = byLanguage.get(record.language) ?? new Map();
    byLanguage.set(record.language, shards);
    const list = shards.get(record.docusaurus_tag) ?? [];
    list.push(record);
    shards.set(record.docusaurus_tag, list);
  }

  const manifest: SearchIndexManifest = {
    version: indexFormatVersion,
    lexicons: [],
    shards: [],
    files: [],
  };
  for (const [language, shardRecords] of [...byLanguage].sort(([a], [b]) =>
    a.localeCompare(b),
  )) {
    const words = new Map<string, string>();
    const shards: Shard[] = [...shardRecords]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([tag, list]) => ({
        language,
        tag,
        pages: pagesOf(list).map((page) => indexPage(page, words)),
        records: list.length,
      }));
    const stems = [...new Set(words.values())].sort();
    const stats = statistics(shards);
    for (const shard of shards) {
      const {meta, postings} = writeShard(shard, stems, stats, files);
      const json = JSON.stringify(meta);
      const file = `${shardBaseName(language, shard.tag)}.meta.${hashOf(json)}.json`;
      files.set(file, json);
      manifest.shards.push({
        language,
        docusaurus_tag: shard.tag,
        file,
        postings,
        pages: shard.pages.length,
        records: shard.records,
      });
    }
    const lexicon: Lexicon = {language, entries: lexiconEntries(words, stems)};
    const json = JSON.stringify(lexicon);
    const file = `${language}.lexicon.${hashOf(json)}.json`;
    files.set(file, json);
    manifest.lexicons.push({language, file});
  }
  manifest.files = [...files.keys()].sort();
  files.set('manifest.json', JSON.stringify(manifest));
  return {manifest, files};
}
