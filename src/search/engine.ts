/**
 * The query engine of the embedded search: loads the index files a query
 * needs (see indexFormat.ts) and ranks records in one scoring space.
 *
 * Ranking, in order of importance:
 * 1. how many query words a record matches (all words first; records that
 *    match only some are listed only when fewer than `fallbackBelow` pages
 *    match them all);
 * 2. the sum of each word's best weight in the record (BM25F, computed at
 *    build time), where a word found exactly counts fully, as a prefix of a
 *    longer word less, with one typo less again;
 * 3. the record's kind (page title, option definition, heading, paragraph),
 *    its section (docs before community, blog and changelog), and whether
 *    its title is exactly the query.
 * Each URL appears once (its best record), with at most `maxHitsPerPage`
 * hits from one page.
 */
import {
  recordKinds,
  type Lexicon,
  type PostingChunk,
  type Postings,
  type RecordText,
  type SearchIndexManifest,
  type ShardManifestEntry,
  type ShardMeta,
  type TextChunk,
} from './indexFormat';
import {
  normalizeTerm,
  questionWords,
  stem,
  stopWords,
  titleWordKey,
  tokenize,
  wordParts,
} from './text';
import {allowedTypos, typoDistance} from './typos';
import type {HierarchyLevel, SearchRecord} from './types';

export const rankingSettings = {
  /** Below this many all-words pages, partial matches are listed too. */
  fallbackBelow: 5,
  maxHitsPerPage: 3,
  /** Most words a prefix expands to (shortest first). */
  maxPrefixExpansions: 24,
  match: {
    exact: 1,
    inflection: 0.9,
    prefix: 0.75,
    /** A complete word is rarely the start of another one the reader wants. */
    prefixOfWord: 0.3,
    typo1: 0.5,
    typo2: 0.3,
  },
  /** By record kind, when every query word is in the record's title. */
  kind: {
    '1': 2,
    d: 1.3,
    '2': 1.25,
    '3': 1.15,
    '4': 1.1,
    '5': 1.1,
    '6': 1.1,
    c: 1,
  } as Record<string, number>,
  section: {
    Docs: 1,
    Community: 0.75,
    Blog: 0.5,
    Showcase: 0.5,
    Pages: 0.5,
    Changelog: 0.3,
  } as Record<string, number>,
  /** The title is the query, word for word (an option name, a page title). */
  exactTitle: 2.5,
  /** Every query word is in the title. */
  wordsInTitle: 1.3,
};

export class SearchUnreachableError extends Error {
  constructor(message: string, options?: {cause?: unknown}) {
    super(message, options);
    // DocSearch switches to its network error screen only for this name.
    this.name = 'RetryError';
  }
}

export type Fetch = (
  url: string,
) => Promise<{ok: boolean; status: number; json(): Promise<unknown>}>;

// ------------------------------------------------------------------ query

export interface QueryWord {
  /** Normalized (lower case, no diacritics). */
  text: string;
  /** As typed (its capitals tell the parts of a camelCase name). */
  original: string;
  /** Whether the reader may still be typing it (the last word). */
  isLast: boolean;
}

/**
 * The words of a query that carry meaning. Stop words and question words
 * are dropped unless nothing else is left.
 */
export function parseQuery(query: string): QueryWord[] {
  const tokens = tokenize(query.slice(0, 256)).map((original) => ({
    original,
    text: normalizeTerm(original),
  }));
  const meaningful = tokens.filter(
    ({text}) => !stopWords.has(text) && !questionWords.has(text),
  );
  const words = meaningful.length > 0 ? meaningful : tokens;
  const endsInWord = /[\p{L}\p{N}_]$/u.test(query);
  return words.slice(0, 10).map((word, index) => ({
    ...word,
    isLast: endsInWord && index === words.length - 1,
  }));
}

/** A stem a query word may stand for, and how well it matches. */
export interface Alternative {
  stem: string;
  factor: number;
}

/** A query word: the stems it may stand for, and its exact-title key. */
export interface ResolvedWord {
  alternatives: Alternative[];
  titleKey: string;
}

export interface ParsedLexicon {
  words: string[];
  stems: string[];
}

export function parseLexicon(lexicon: Lexicon): ParsedLexicon {
  const words: string[] = [];
  const stems: string[] = [];
  for (const line of lexicon.entries.split('\n')) {
    if (!line) continue;
    const space = line.indexOf(' ');
    words.push(space < 0 ? line : line.slice(0, space));
    stems.push(space < 0 ? line : line.slice(space + 1));
  }
  return {words, stems};
}

/** First index in sorted `list` whose value is >= `value`. */
function lowerBound(list: readonly string[], value: string): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (list[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The stems `word` may stand for: its own stem (found or not), words of the
 * lexicon it begins (while typed) and words within its allowed typos.
 */
export function alternativesFor(
  word: QueryWord,
  lexicon: ParsedLexicon,
): Alternative[] {
  const {match, maxPrefixExpansions} = rankingSettings;
  const best = new Map<string, number>();
  const offer = (key: string, factor: number) => {
    if ((best.get(key) ?? 0) < factor) best.set(key, factor);
  };
  const own = stem(word.text);
  offer(own, match.exact);
  const position = lowerBound(lexicon.words, word.text);
  const isWord = lexicon.words[position] === word.text;
  if (isWord) {
    offer(lexicon.stems[position]!, match.exact);
  }
  if (word.isLast) {
    const completions: number[] = [];
    for (
      let index = position;
      index < lexicon.words.length &&
      lexicon.words[index]!.startsWith(word.text);
      index += 1
    ) {
      if (lexicon.words[index] !== word.text) completions.push(index);
    }
    completions
      .sort((a, b) => lexicon.words[a]!.length - lexicon.words[b]!.length)
      .slice(0, maxPrefixExpansions)
      .forEach((index) => {
        // "versioni" is on its way to "versioning": its stem is the word's.
        const factor = word.text.startsWith(lexicon.stems[index]!)
          ? match.inflection
          : isWord
            ? match.prefixOfWord
            : match.prefix;
        offer(lexicon.stems[index]!, factor);
      });
  }
  const typos = allowedTypos(word.text.length);
  if (typos > 0) {
    for (let index = 0; index < lexicon.words.length; index += 1) {
      const candidate = lexicon.words[index]!;
      let distance = typoDistance(word.text, candidate, typos);
      if (
        distance > typos &&
        word.isLast &&
        candidate.length > word.text.length
      ) {
        // A typo in a word still being typed.
        distance =
          typoDistance(word.text, candidate.slice(0, word.text.length), typos) +
          0.5;
      }
      if (distance > 0 && distance <= typos + 0.5) {
        offer(lexicon.stems[index]!, distance <= 1 ? match.typo1 : match.typo2);
      }
    }
  }
  return [...best].map(([key, factor]) => ({stem: key, factor}));
}

/**
 * Query words with their alternatives. A compound word the lexicon does not
 * know (`plugin-content-doc`, `useBaseURL`) is also searched as its parts.
 */
export function resolveQuery(
  query: string,
  lexicon: ParsedLexicon,
): ResolvedWord[] {
  const resolved: ResolvedWord[] = [];
  for (const word of parseQuery(query)) {
    const alternatives = alternativesFor(word, lexicon);
    const known = alternatives.some(
      (alternative) =>
        alternative.stem !== stem(word.text) ||
        lexicon.stems.includes(alternative.stem),
    );
    const parts = wordParts(word.original);
    if (!known && parts.length > 1) {
      parts.forEach((part, index) => {
        const text = normalizeTerm(part);
        resolved.push({
          alternatives: alternativesFor(
            {
              original: part,
              text,
              isLast: word.isLast && index === parts.length - 1,
            },
            lexicon,
          ),
          titleKey: titleWordKey(text),
        });
      });
    } else {
      resolved.push({alternatives, titleKey: titleWordKey(word.text)});
    }
  }
  return resolved;
}

// ---------------------------------------------------------------- shards

export interface LoadedShard {
  entry: ShardManifestEntry;
  meta: ShardMeta;
  /** First record of each page. */
  pageStarts: number[];
  /** Page of each record. */
  recordPage: Uint32Array;
  /** Record whose anchor a record's URL uses (-1: the page itself). */
  anchorOwner: Int32Array;
  /** Title length of each record (0 for paragraphs). */
  titleLength: Uint16Array;
  /** Chunk first stems, for binary search. */
  chunkStarts: string[];
}

export function loadShard(
  entry: ShardManifestEntry,
  meta: ShardMeta,
): LoadedShard {
  const count = meta.kinds.length;
  const recordPage = new Uint32Array(count);
  const anchorOwner = new Int32Array(count);
  const titleLength = new Uint16Array(count);
  const pageStarts: number[] = [];
  let id = 0;
  let titled = 0;
  meta.pageRecords.forEach((records, page) => {
    pageStarts.push(id);
    let owner = -1;
    for (let offset = 0; offset < records; offset += 1, id += 1) {
      recordPage[id] = page;
      const kind = meta.kinds[id]!;
      if (kind !== recordKinds.content) {
        titleLength[id] = meta.titleLengths[titled] ?? 0;
        titled += 1;
      }
      if (kind === recordKinds.definition) {
        anchorOwner[id] = id;
      } else if (kind === '1') {
        owner = -1;
        anchorOwner[id] = -1;
      } else if (kind !== recordKinds.content) {
        owner = id;
        anchorOwner[id] = id;
      } else {
        anchorOwner[id] = owner;
      }
    }
  });
  return {
    entry,
    meta,
    pageStarts,
    recordPage,
    anchorOwner,
    titleLength,
    chunkStarts: meta.chunks.map(([first]) => first),
  };
}

/** The chunk file that would hold `key` in this shard. */
export function chunkFileFor(shard: LoadedShard, key: string): string | null {
  const index = lowerBound(shard.chunkStarts, key);
  const chunk =
    shard.chunkStarts[index] === key ? index : Math.max(0, index - 1);
  return shard.meta.chunks[chunk]?.[1] ?? null;
}

// --------------------------------------------------------------- ranking

export interface RankedHit {
  shard: LoadedShard;
  record: number;
  score: number;
  matchedWords: number;
  /** Stems that matched, for highlighting. */
  stems: string[];
}

interface Accumulator {
  best: Float64Array;
  stem: (string | undefined)[];
  /** Bit per word: its best match is in the title / is exact. */
  inTitle: number;
  exact: number;
  matched: number;
  /** Bit per word: a whole word of the title, as typed. */
  titleWord: number;
}

/** Postings of `key` in a shard, read from its loaded chunk. */
export type PostingsLookup = (
  shard: LoadedShard,
  key: string,
) => Postings | undefined;

function countBits(mask: number): number {
  let count = 0;
  for (let value = mask; value; value &= value - 1) count += 1;
  return count;
}

/**
 * Ranks the records of `shards` for the resolved query words. `accept`
 * filters records (facet filters).
 */
export function rankRecords(
  words: ResolvedWord[],
  shards: LoadedShard[],
  postingsOf: PostingsLookup,
  accept: (shard: LoadedShard, record: number) => boolean = () => true,
): RankedHit[] {
  const settings = rankingSettings;
  const hits: RankedHit[] = [];
  const allWords = (1 << words.length) - 1;
  for (const shard of shards) {
    const accumulators = new Map<number, Accumulator>();
    const accumulatorOf = (record: number): Accumulator => {
      let accumulator = accumulators.get(record);
      if (!accumulator) {
        accumulator = {
          best: new Float64Array(words.length),
          stem: [],
          inTitle: 0,
          exact: 0,
          matched: 0,
          titleWord: 0,
        };
        accumulators.set(record, accumulator);
      }
      return accumulator;
    };
    words.forEach(({alternatives, titleKey}, wordIndex) => {
      const bit = 1 << wordIndex;
      for (const {stem: key, factor} of alternatives) {
        const postings = postingsOf(shard, key);
        if (!postings) continue;
        let record = 0;
        for (let i = 0; i < postings.length; i += 2) {
          record += postings[i]!;
          const packed = postings[i + 1]!;
          const value = (packed >> 1) * factor;
          const accumulator = accumulatorOf(record);
          if (value > accumulator.best[wordIndex]!) {
            accumulator.best[wordIndex] = value;
            accumulator.stem[wordIndex] = key;
            accumulator.matched |= bit;
            if (packed & 1) accumulator.inTitle |= bit;
            else accumulator.inTitle &= ~bit;
            if (factor === settings.match.exact) accumulator.exact |= bit;
            else accumulator.exact &= ~bit;
          }
        }
      }
      const titled = postingsOf(shard, titleKey);
      if (titled) {
        let record = 0;
        for (let i = 0; i < titled.length; i += 2) {
          record += titled[i]!;
          const accumulator = accumulators.get(record);
          if (accumulator) accumulator.titleWord |= bit;
        }
      }
    });
    for (const [record, accumulator] of accumulators) {
      if (!accept(shard, record)) continue;
      let score = 0;
      for (const value of accumulator.best) score += value;
      const kind = shard.meta.kinds[record]!;
      const page = shard.meta.pages[shard.recordPage[record]!]!;
      if (accumulator.inTitle === allWords) {
        score *= settings.kind[kind] ?? 1;
      }
      score *= settings.section[page[2]] ?? 0.5;
      if (
        accumulator.titleWord === allWords &&
        shard.titleLength[record] === words.length
      ) {
        score *= settings.exactTitle;
      } else if (
        accumulator.inTitle === allWords &&
        accumulator.exact === allWords
      ) {
        score *= settings.wordsInTitle;
      }
      hits.push({
        shard,
        record,
        score,
        matchedWords: countBits(accumulator.matched),
        stems: accumulator.stem.filter((key): key is string => !!key),
      });
    }
  }
  hits.sort(
    (a, b) =>
      b.matchedWords - a.matchedWords ||
      b.score - a.score ||
      a.record - b.record,
  );
  return distinctHits(hits, words.length);
}

/**
 * One hit per URL (the best), at most `maxHitsPerPage` per page, and
 * partial matches only when few pages match every word.
 */
function distinctHits(sorted: RankedHit[], wordCount: number): RankedHit[] {
  const {fallbackBelow, maxHitsPerPage} = rankingSettings;
  const seenUrls = new Set<string>();
  const perPage = new Map<string, number>();
  const fullPages = new Set<string>();
  const result: RankedHit[] = [];
  for (const hit of sorted) {
    const page = hit.shard.recordPage[hit.record]!;
    const pageKey = `${hit.shard.entry.file}:${page}`;
    if (hit.matchedWords < wordCount && fullPages.size >= fallbackBelow) {
      break;
    }
    const urlKey = `${pageKey}#${hit.shard.anchorOwner[hit.record]}`;
    if (seenUrls.has(urlKey)) continue;
    const count = perPage.get(pageKey) ?? 0;
    if (count >= maxHitsPerPage) continue;
    seenUrls.add(urlKey);
    perPage.set(pageKey, count + 1);
    if (hit.matchedWords === wordCount) fullPages.add(pageKey);
    result.push(hit);
  }
  return result;
}

// ---------------------------------------------------------------- records

const levels: HierarchyLevel[] = [
  'lvl1',
  'lvl2',
  'lvl3',
  'lvl4',
  'lvl5',
  'lvl6',
];

/** Rebuilds the DocSearch record of `record` from its page's text. */
export function recordFromText(
  shard: LoadedShard,
  record: number,
  pageTexts: RecordText[],
  origin: string,
): SearchRecord {
  const page = shard.recordPage[record]!;
  const [pagePath, pageTitle, section, version] = shard.meta.pages[page]!;
  const start = shard.pageStarts[page]!;
  const hierarchy: SearchRecord['hierarchy'] = {
    lvl0: section,
    lvl1: pageTitle,
    lvl2: null,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  };
  let deepest = 1;
  for (let id = start; id < record; id += 1) {
    const kind = shard.meta.kinds[id]!;
    if (/^[2-6]$/.test(kind)) {
      const level = Number(kind);
      hierarchy[levels[level - 1]!] = pageTexts[id - start]?.[1] ?? null;
      for (let deeper = level + 1; deeper <= 6; deeper += 1) {
        hierarchy[levels[deeper - 1]!] = null;
      }
      deepest = level;
    }
  }
  const kind = shard.meta.kinds[record]!;
  const text = pageTexts[record - start] ?? ['', ''];
  const anchor = text[0] || null;
  let type: SearchRecord['type'] = 'content';
  let content: string | null = null;
  let definition = false;
  if (kind === recordKinds.definition) {
    const level = Math.min(deepest + 1, 6);
    hierarchy[levels[level - 1]!] = text[1];
    content = text[2] ?? null;
    definition = true;
  } else if (kind === recordKinds.content) {
    content = text[1];
  } else {
    const level = Number(kind);
    type = levels[level - 1]!;
    hierarchy[type] = level === 1 ? pageTitle : text[1];
    for (let deeper = level + 1; deeper <= 6; deeper += 1) {
      hierarchy[levels[deeper - 1]!] = null;
    }
  }
  const pageUrl = `${origin}${pagePath}`;
  const levelWeight = type === 'content' ? 0 : 110 - Number(kind) * 10;
  return {
    objectID: `${shard.entry.docusaurus_tag}:${record}`,
    hierarchy,
    content: content || null,
    type,
    url: anchor ? `${pageUrl}#${anchor}` : pageUrl,
    url_without_anchor: pageUrl,
    anchor,
    weight: {pageRank: 0, level: levelWeight, position: record},
    language: shard.entry.language,
    version,
    docusaurus_tag: shard.entry.docusaurus_tag,
    ...(definition ? {definition: true} : {}),
  };
}

// ---------------------------------------------------------------- loading

/**
 * Fetches index files once each. A failed fetch is forgotten, so a later
 * search retries; it surfaces as `SearchUnreachableError`.
 */
export class IndexLoader {
  private readonly files = new Map<string, Promise<unknown>>();
  private readonly fetch: Fetch;

  constructor(
    private readonly indexUrl: string,
    fetchFile?: Fetch,
  ) {
    this.fetch = fetchFile ?? ((url) => globalThis.fetch(url));
  }

  private async fetchJson(url: string): Promise<unknown> {
    let response;
    try {
      response = await this.fetch(url);
    } catch (error) {
      throw new SearchUnreachableError(
        `Could not reach the search index (${url})`,
        {cause: error},
      );
    }
    if (!response.ok) {
      throw new SearchUnreachableError(
        `The search index answered ${response.status} for ${url}`,
      );
    }
    return response.json();
  }

  /** The parsed file, fetched once; `transform` runs once on success. */
  load<T>(
    file: string,
    transform: (json: never) => T = (json) => json,
  ): Promise<T> {
    let loading = this.files.get(file) as Promise<T> | undefined;
    if (!loading) {
      loading = this.fetchJson(`${this.indexUrl}${file}`).then((json) =>
        transform(json as never),
      );
      loading.catch(() => this.files.delete(file));
      this.files.set(file, loading);
    }
    return loading;
  }

  /** The value of a file already loaded, if any. */
  peek<T>(file: string): Promise<T> | undefined {
    return this.files.get(file) as Promise<T> | undefined;
  }
}

export interface EngineSearch {
  query: string;
  languages?: Set<string>;
  tags?: Set<string>;
  accept?: (shard: LoadedShard, record: number) => boolean;
}

export class SearchEngine {
  private readonly loader: IndexLoader;
  private readonly postings = new Map<string, Map<string, Postings>>();

  constructor(options: {indexUrl: string; fetch?: Fetch}) {
    this.loader = new IndexLoader(options.indexUrl, options.fetch);
  }

  manifest(): Promise<SearchIndexManifest> {
    return this.loader.load<SearchIndexManifest>('manifest.json');
  }

  /** Loads the lexicons and shard metas these filters allow. */
  async shards(
    languages?: Set<string>,
    tags?: Set<string>,
  ): Promise<{shards: LoadedShard[]; lexicons: Map<string, ParsedLexicon>}> {
    const manifest = await this.manifest();
    const entries = manifest.shards.filter(
      (entry) =>
        (!languages || languages.has(entry.language)) &&
        (!tags || tags.has(entry.docusaurus_tag)),
    );
    const wantedLanguages = new Set(entries.map((entry) => entry.language));
    const [shards, lexicons] = await Promise.all([
      Promise.all(
        entries.map((entry) =>
          this.loader.load(entry.file, (meta: ShardMeta) =>
            loadShard(entry, meta),
          ),
        ),
      ),
      Promise.all(
        manifest.lexicons
          .filter((lexicon) => wantedLanguages.has(lexicon.language))
          .map(
            async (lexicon) =>
              [
                lexicon.language,
                await this.loader.load(lexicon.file, parseLexicon),
              ] as const,
          ),
      ),
    ]);
    return {shards, lexicons: new Map(lexicons)};
  }

  private async loadChunk(file: string): Promise<Map<string, Postings>> {
    const cached = this.postings.get(file);
    if (cached) return cached;
    const chunk = await this.loader.load<PostingChunk>(file);
    const map = new Map(chunk.postings);
    this.postings.set(file, map);
    return map;
  }

  async search({
    query,
    languages,
    tags,
    accept,
  }: EngineSearch): Promise<RankedHit[]> {
    const {shards, lexicons} = await this.shards(languages, tags);
    const byLanguage = new Map<string, ResolvedWord[]>();
    for (const [language, lexicon] of lexicons) {
      byLanguage.set(language, resolveQuery(query, lexicon));
    }
    const files = new Set<string>();
    for (const shard of shards) {
      for (const word of byLanguage.get(shard.entry.language) ?? []) {
        for (const key of [
          word.titleKey,
          ...word.alternatives.map((alternative) => alternative.stem),
        ]) {
          const file = chunkFileFor(shard, key);
          if (file) files.add(file);
        }
      }
    }
    await Promise.all([...files].map((file) => this.loadChunk(file)));
    const hits: RankedHit[] = [];
    for (const [language, words] of byLanguage) {
      if (words.length === 0) continue;
      hits.push(
        ...rankRecords(
          words,
          shards.filter((shard) => shard.entry.language === language),
          (shard, key) => {
            const file = chunkFileFor(shard, key);
            return file ? this.postings.get(file)?.get(key) : undefined;
          },
          accept,
        ),
      );
    }
    return hits;
  }

  /** The DocSearch records of `hits`, loading their pages' text. */
  async records(hits: RankedHit[], origin: string): Promise<SearchRecord[]> {
    const chunkOf = (hit: RankedHit) => {
      const page = hit.shard.recordPage[hit.record]!;
      const texts = hit.shard.meta.texts;
      let index = 0;
      while (index + 1 < texts.length && texts[index + 1]![0] <= page) {
        index += 1;
      }
      return {page, first: texts[index]![0], file: texts[index]![1]};
    };
    const located = hits.map(chunkOf);
    const chunks = new Map<string, TextChunk>();
    await Promise.all(
      [...new Set(located.map((l) => l.file))].map(async (file) => {
        chunks.set(file, await this.loader.load<TextChunk>(file));
      }),
    );
    return hits.map((hit, index) => {
      const {page, first, file} = located[index]!;
      const pageTexts = chunks.get(file)!.pages[page - first] ?? [];
      return recordFromText(hit.shard, hit.record, pageTexts, origin);
    });
  }
}
