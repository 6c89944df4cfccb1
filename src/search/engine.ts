/**
 * The query engine of the embedded search: loads the index files of the
 * shards searched (see indexFormat.ts), ranks their pages in one scoring
 * space, then picks the records to show from the text of the pages shown.
 *
 * Ranking of pages, in order of importance:
 * 1. how many query words a page matches (all words first; pages that
 *    match only some are listed only when fewer than `fallbackBelow` pages
 *    match them all);
 * 2. the sum of each word's best weight in the page (BM25F over its title,
 *    headings and option names, and paragraphs, computed at build time),
 *    where a word found exactly counts fully, as a prefix of a longer word
 *    less, with typos less again;
 * 3. where the words are: all in the page title, all in its headings or
 *    option names, the title being the query word for word; and the page's
 *    section (docs before community, blog and changelog).
 * Within a page, the records that hold the words best are shown (the page
 * title, an option row, a heading, a paragraph), each URL once.
 */
import {
  postingFlags,
  recordKinds,
  storedWeights,
  type Lexicon,
  type PageText,
  type RecordText,
  type SearchIndexManifest,
  type ShardManifestEntry,
  type ShardMeta,
} from './indexFormat';
import {
  indexTerms,
  normalizeTerm,
  questionWords,
  stem,
  stopWords,
  titleWords,
  tokenize,
  wordParts,
} from './text';
import {allowedTypos, typoDistance} from './typos';
import type {HierarchyLevel, SearchRecord} from './types';

export const rankingSettings = {
  /** Below this many all-words pages, partial matches are listed too. */
  fallbackBelow: 5,
  /** Most hits one page gives (the second only when it is a strong match). */
  maxHitsPerPage: 2,
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
  section: {
    Docs: 1,
    Community: 0.75,
    Blog: 0.5,
    Showcase: 0.5,
    Pages: 0.5,
    Changelog: 0.3,
  } as Record<string, number>,
  /**
   * Migration guides walk through every feature that changed between two
   * major versions, so nearly every option and API name appears in them in
   * passing (before/after tables); the feature's own page should come first.
   */
  migrationGuide: {path: /\/docs\/(?:[^/]+\/)?migration\//, factor: 0.5},
  /** Every query word is in the page title (as typed, or its plural). */
  wordsInTitle: 2,
  /** Every query word is in the page title, some as another form. */
  formsInTitle: 1.3,
  /** The page title is the query, word for word. */
  exactTitle: 1.5,
  /** Every query word is in the page's headings or option names. */
  wordsInHeadings: 1.3,
  /** A heading or option name of the page is the (one-word) query. */
  wholeHeading: 1.6,
  /** Once a page's text is known: one record holds every word. */
  together: {inTitle: 1.5, inRecord: 1.2, phrase: 1.5},
};

export class SearchUnreachableError extends Error {
  constructor(message: string, options?: {cause?: unknown}) {
    super(message, options);
    // DocSearch switches to its network error screen only for this name.
    this.name = 'RetryError';
  }
}

export interface FetchResponse {
  ok: boolean;
  status: number;
  json(): Promise<unknown>;
  arrayBuffer(): Promise<ArrayBuffer>;
}
export type Fetch = (url: string) => Promise<FetchResponse>;

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

/** A query word: the stems it may stand for, and the word as typed. */
export interface ResolvedWord {
  alternatives: Alternative[];
  word: string;
  /** The word as typed and the words its typos may stand for. */
  forms: Set<string>;
  isLast: boolean;
}

export interface ParsedLexicon {
  /** Stem -> id (its position in the postings). */
  stemIds: Map<string, number>;
  /** Sorted words, and the stem of each. */
  words: string[];
  wordStems: string[];
}

export function parseLexicon(lexicon: Lexicon): ParsedLexicon {
  const stemIds = new Map<string, number>();
  const words: string[] = [];
  const wordStems: string[] = [];
  for (const line of lexicon.entries.split('\n')) {
    if (!line) {
      continue;
    }
    const space = line.indexOf(' ');
    if (space < 0) {
      const stemOnly = line.endsWith('!');
      const token = stemOnly ? line.slice(0, -1) : line;
      stemIds.set(token, stemIds.size);
      if (!stemOnly) {
        words.push(token);
        wordStems.push(token);
      }
    } else {
      const alsoStem = line[space - 1] === '*';
      const token = line.slice(0, alsoStem ? space - 1 : space);
      const rule = /^(\d+)(.*)$/.exec(line.slice(space + 1));
      const cut = Number(rule?.[1] ?? 0);
      if (alsoStem) {
        stemIds.set(token, stemIds.size);
      }
      words.push(token);
      wordStems.push(token.slice(0, token.length - cut) + (rule?.[2] ?? ''));
    }
  }
  return {stemIds, words, wordStems};
}

/** First index in sorted `list` whose value is >= `value`. */
function lowerBound(list: readonly string[], value: string): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (list[middle]! < value) {
      low = middle + 1;
    } else {
      high = middle;
    }
  }
  return low;
}

/**
 * The stems `word` may stand for: its own stem, words of the lexicon it
 * begins (while typed) and words within its allowed typos.
 */
export function alternativesFor(
  word: QueryWord,
  lexicon: ParsedLexicon,
  forms: Set<string> = new Set(),
): Alternative[] {
  const {match, maxPrefixExpansions} = rankingSettings;
  forms.add(word.text);
  const best = new Map<string, number>();
  const offer = (key: string, factor: number) => {
    if (lexicon.stemIds.has(key) && (best.get(key) ?? 0) < factor) {
      best.set(key, factor);
    }
  };
  offer(stem(word.text), match.exact);
  const position = lowerBound(lexicon.words, word.text);
  const isWord = lexicon.words[position] === word.text;
  if (isWord) {
    offer(lexicon.wordStems[position]!, match.exact);
  }
  if (word.isLast) {
    const completions: number[] = [];
    for (
      let index = position;
      index < lexicon.words.length &&
      lexicon.words[index]!.startsWith(word.text);
      index += 1
    ) {
      if (lexicon.words[index] !== word.text) {
        completions.push(index);
      }
    }
    completions
      .sort((a, b) => lexicon.words[a]!.length - lexicon.words[b]!.length)
      .slice(0, maxPrefixExpansions)
      .forEach((index) => {
        const key = lexicon.wordStems[index]!;
        // "versioni" is on its way to "versioning": its stem is the word's.
        const factor = word.text.startsWith(key)
          ? match.inflection
          : isWord
            ? match.prefixOfWord
            : match.prefix;
        offer(key, factor);
      });
  }
  const typos = allowedTypos(word.text.length);
  if (typos > 0 && !isWord) {
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
        forms.add(candidate);
        offer(
          lexicon.wordStems[index]!,
          distance <= 1 ? match.typo1 : match.typo2,
        );
      }
    }
  }
  return [...best].map(([key, factor]) => ({stem: key, factor}));
}

/**
 * Query words with their alternatives. A compound word the index does not
 * know (`plugin-content-doc`, `useBaseURL`) is also searched as its parts.
 */
export function resolveQuery(
  query: string,
  lexicon: ParsedLexicon,
): ResolvedWord[] {
  const resolved: ResolvedWord[] = [];
  for (const word of parseQuery(query)) {
    const forms = new Set<string>();
    const alternatives = alternativesFor(word, lexicon, forms);
    const known = alternatives.length > 0;
    const parts = wordParts(word.original);
    if (!known && parts.length > 1) {
      parts.forEach((part, index) => {
        const text = normalizeTerm(part);
        const isLast = word.isLast && index === parts.length - 1;
        const partForms = new Set<string>();
        resolved.push({
          alternatives: alternativesFor(
            {original: part, text, isLast},
            lexicon,
            partForms,
          ),
          word: text,
          forms: partForms,
          isLast,
        });
      });
    } else {
      resolved.push({
        alternatives,
        word: word.text,
        forms,
        isLast: word.isLast,
      });
    }
  }
  return resolved;
}

// ---------------------------------------------------------------- shards

export interface LoadedShard {
  entry: ShardManifestEntry;
  meta: ShardMeta;
  /** Postings of stem id `s`: entries offsets[s] to offsets[s + 1]. */
  offsets: Uint32Array;
  postingPages: Uint32Array;
  postingValues: Uint8Array;
  /** Stems of each page's title, and its whole words. */
  titleStems: Set<string>[];
  titleWords: string[][];
}

function readVarint(bytes: Uint8Array, cursor: {at: number}): number {
  let value = 0;
  let shift = 0;
  for (;;) {
    const byte = bytes[cursor.at]!;
    cursor.at += 1;
    value += (byte & 0x7f) * 2 ** shift;
    if (byte < 0x80) {
      return value;
    }
    shift += 7;
  }
}

export function loadShard(
  entry: ShardManifestEntry,
  meta: ShardMeta,
  postings: Uint8Array,
  stemCount: number,
): LoadedShard {
  const offsets = new Uint32Array(stemCount + 1);
  // Every posting takes at least two bytes.
  const pages = new Uint32Array(Math.ceil(postings.length / 2));
  const values = new Uint8Array(pages.length);
  const cursor = {at: 0};
  let count = 0;
  for (let id = 0; id < stemCount; id += 1) {
    offsets[id] = count;
    const entries =
      cursor.at < postings.length ? readVarint(postings, cursor) : 0;
    let page = -1;
    for (let index = 0; index < entries; index += 1) {
      page += readVarint(postings, cursor) + 1;
      pages[count] = page;
      values[count] = postings[cursor.at]!;
      cursor.at += 1;
      count += 1;
    }
  }
  offsets[stemCount] = count;
  return {
    entry,
    meta,
    offsets,
    postingPages: pages,
    postingValues: values,
    titleStems: meta.pages.map(
      ([, title]) => new Set(indexTerms(title).map((term) => stem(term))),
    ),
    titleWords: meta.pages.map(([, title]) => titleWords(title)),
  };
}

// --------------------------------------------------------------- ranking

export interface RankedPage {
  shard: LoadedShard;
  page: number;
  score: number;
  matchedWords: number;
  /** Words found as typed or as a form of it (not a prefix, not a typo). */
  exactWords: number;
  /** Stems that matched, for highlighting and picking records. */
  stems: string[];
}

function countBits(mask: number): number {
  let count = 0;
  for (let value = mask; value; value &= value - 1) {
    count += 1;
  }
  return count;
}

/** Whether the title holds the word as typed (or its plural or singular). */
function isForm(candidate: string, {word, forms, isLast}: ResolvedWord) {
  return (
    forms.has(candidate) ||
    (isLast && candidate.startsWith(word)) ||
    candidate === `${word}s` ||
    word === `${candidate}s`
  );
}

function hasTitleWord(title: string[], word: ResolvedWord): boolean {
  return title.some((candidate) => isForm(candidate, word));
}

/** Whether the page title is the query, word for word (the last typed in part). */
function isExactTitle(title: string[], words: ResolvedWord[]): boolean {
  return (
    title.length === words.length &&
    words.every((word, index) => isForm(title[index]!, word))
  );
}

/**
 * Ranks the pages of `shards` for the resolved query words. `accept`
 * filters pages (facet filters).
 */
export function rankPages(
  words: ResolvedWord[],
  lexicon: ParsedLexicon,
  shards: LoadedShard[],
  accept: (shard: LoadedShard, page: number) => boolean = () => true,
): RankedPage[] {
  const settings = rankingSettings;
  const allWords = (1 << words.length) - 1;
  const ranked: RankedPage[] = [];
  for (const shard of shards) {
    const pageCount = shard.meta.pages.length;
    const slots = pageCount * words.length;
    // Per page and word: the best exact match (the word or a form of it),
    // and the best other one (a longer word, a typo). An exact match wins
    // over any other: "sidebar" is not looking for "sidebarPath".
    const bestExact = new Float64Array(slots);
    const bestOther = new Float64Array(slots);
    const stemExact: (string | undefined)[] = [];
    const stemOther: (string | undefined)[] = [];
    const flagsExact = new Uint8Array(slots);
    const flagsOther = new Uint8Array(slots);
    const matched = new Uint32Array(pageCount);
    words.forEach(({alternatives}, wordIndex) => {
      const bit = 1 << wordIndex;
      for (const {stem: key, factor} of alternatives) {
        const id = lexicon.stemIds.get(key);
        if (id === undefined) {
          continue;
        }
        const isExact = factor >= settings.match.inflection;
        const best = isExact ? bestExact : bestOther;
        const bestStem = isExact ? stemExact : stemOther;
        const flags = isExact ? flagsExact : flagsOther;
        for (
          let at = shard.offsets[id]!;
          at < shard.offsets[id + 1]!;
          at += 1
        ) {
          const page = shard.postingPages[at]!;
          const packed = shard.postingValues[at]!;
          const value = storedWeights[packed >> 2]! * factor;
          const slot = page * words.length + wordIndex;
          if (value > best[slot]!) {
            best[slot] = value;
            bestStem[slot] = key;
            flags[slot] = packed & 3;
            matched[page]! |= bit;
          }
        }
      }
    });
    for (let page = 0; page < pageCount; page += 1) {
      if (!matched[page] || !accept(shard, page)) {
        continue;
      }
      let score = 0;
      const stems: string[] = [];
      let inTitle = 0;
      let titleWord = 0;
      let inHeading = 0;
      let whole = 0;
      let exact = 0;
      for (let wordIndex = 0; wordIndex < words.length; wordIndex += 1) {
        const slot = page * words.length + wordIndex;
        const isExact = bestExact[slot]! > 0;
        const key = isExact ? stemExact[slot] : stemOther[slot];
        if (key === undefined) {
          continue;
        }
        const bit = 1 << wordIndex;
        const flags = isExact ? flagsExact[slot]! : flagsOther[slot]!;
        score += isExact ? bestExact[slot]! : bestOther[slot]!;
        stems.push(key);
        if (isExact) {
          exact |= bit;
        }
        if (shard.titleStems[page]!.has(key)) {
          inTitle |= bit;
          if (hasTitleWord(shard.titleWords[page]!, words[wordIndex]!)) {
            titleWord |= bit;
          }
        }
        if (flags & postingFlags.inHeading) {
          inHeading |= bit;
        }
        if (flags & postingFlags.wholeHeading) {
          whole |= bit;
        }
      }
      const entry = shard.meta.pages[page]!;
      score *= settings.section[entry[2]] ?? 0.5;
      if (settings.migrationGuide.path.test(entry[0])) {
        score *= settings.migrationGuide.factor;
      }
      if (inTitle === allWords) {
        score *=
          titleWord === allWords
            ? settings.wordsInTitle
            : settings.formsInTitle;
        if (isExactTitle(shard.titleWords[page]!, words)) {
          score *= settings.exactTitle;
        }
      } else if (inHeading === allWords) {
        score *= settings.wordsInHeadings;
      }
      if (words.length === 1 && whole === allWords && exact === allWords) {
        score *= settings.wholeHeading;
      }
      ranked.push({
        shard,
        page,
        score,
        matchedWords: countBits(matched[page]!),
        exactWords: countBits(exact),
        stems,
      });
    }
  }
  ranked.sort(
    (a, b) =>
      b.matchedWords - a.matchedWords ||
      b.exactWords - a.exactWords ||
      b.score - a.score ||
      a.page - b.page,
  );
  const full = ranked.filter((hit) => hit.matchedWords === words.length);
  return full.length >= settings.fallbackBelow ? full : ranked;
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

/** Stems of a text. */
function stemsOf(text: string): Set<string> {
  return new Set(indexTerms(text).map((term) => stem(term)));
}

interface RecordStems {
  /** Stems of each record's own title (heading, option name), and body. */
  title: Set<string>[];
  body: Set<string>[];
  titleWords: string[][];
  /** Each record's words, normalized, one space apart (phrase search). */
  flat: string[];
}

/** Stemming a page's text once: a page is shown for many queries. */
const recordStemsCache = new WeakMap<PageText, RecordStems>();

function recordStems(text: PageText): RecordStems {
  let cached = recordStemsCache.get(text);
  if (!cached) {
    const own = text.records.map(([kind, , first]) =>
      kind === recordKinds.content ? '' : first,
    );
    cached = {
      title: own.map(stemsOf),
      body: text.records.map((record) =>
        stemsOf(
          record[0] === recordKinds.content
            ? record[2]
            : record[0] === recordKinds.definition
              ? (record[3] ?? '')
              : '',
        ),
      ),
      titleWords: own.map(titleWords),
      flat: text.records.map(
        (record) =>
          ` ${tokenize(record.slice(2).join(' ')).map(normalizeTerm).join(' ')} `,
      ),
    };
    recordStemsCache.set(text, cached);
  }
  return cached;
}

interface RecordChoice {
  record: number;
  matched: number;
  score: number;
  allInTitle: boolean;
}

/** The records of a page to show, and how well its best one matches. */
export interface PickedRecords {
  records: number[];
  /** The best record holds every query word... */
  allWords: boolean;
  /** ...in its own title (a heading or option named by the query). */
  allInTitle: boolean;
  /** A record holds the query as typed, word after word. */
  phrase: boolean;
}

/**
 * The records of a page to show for the query, best first: at most
 * `maxHitsPerPage`, each URL once, the second only when its own title
 * holds every word.
 */
export function pickRecords(
  text: PageText,
  words: ResolvedWord[],
  phrase = '',
): PickedRecords {
  const {records} = text;
  const stems = recordStems(text);
  const phraseAt = phrase
    ? stems.flat.findIndex((flat) => flat.includes(phrase))
    : -1;
  const choices: RecordChoice[] = records.map(([kind], index) => {
    const titleStems = stems.title[index]!;
    const bodyStems = stems.body[index]!;
    let matched = 0;
    let score = 0;
    let titleMatches = 0;
    for (const {alternatives} of words) {
      let value = 0;
      let inTitle = false;
      for (const {stem: key, factor} of alternatives) {
        if (titleStems.has(key) && 3 * factor > value) {
          value = 3 * factor;
          inTitle = true;
        } else if (bodyStems.has(key) && factor > value) {
          value = factor;
          inTitle = false;
        }
      }
      if (value > 0) {
        matched += 1;
      }
      if (inTitle) {
        titleMatches += 1;
      }
      score += value;
    }
    const allInTitle = words.length > 0 && titleMatches === words.length;
    if (allInTitle) {
      score += kind === '1' ? 4 : kind === recordKinds.definition ? 3 : 2;
      if (isExactTitle(stems.titleWords[index]!, words)) {
        score += 3;
      }
    }
    if (index === phraseAt) {
      score += 2;
    }
    return {record: index, matched, score, allInTitle};
  });
  choices.sort(
    (a, b) => b.matched - a.matched || b.score - a.score || a.record - b.record,
  );
  const picked: number[] = [];
  const urls = new Set<string>();
  for (const choice of choices) {
    if (picked.length >= rankingSettings.maxHitsPerPage) {
      break;
    }
    if (picked.length > 0 && (!choice.allInTitle || choice.matched === 0)) {
      continue;
    }
    const url = records[choice.record]?.[1] ?? '';
    if (urls.has(url)) {
      continue;
    }
    urls.add(url);
    picked.push(choice.record);
  }
  if (picked.length === 0 && records.length > 0) {
    picked.push(0);
  }
  const best = choices[0];
  return {
    records: picked,
    allWords: !!best && best.matched === words.length,
    allInTitle: !!best && best.allInTitle,
    phrase: phraseAt >= 0,
  };
}

/** Rebuilds the DocSearch record of record `index` of a page. */
export function recordFromText(
  shard: LoadedShard,
  page: number,
  text: PageText,
  index: number,
  origin: string,
): SearchRecord {
  const [pagePath, pageTitle, section, version] = shard.meta.pages[page]!;
  const {records} = text;
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
  for (let id = 0; id < index; id += 1) {
    const [kind, , heading] = records[id]!;
    if (/^[2-6]$/.test(kind)) {
      const level = Number(kind);
      hierarchy[levels[level - 1]!] = heading;
      for (let deeper = level + 1; deeper <= 6; deeper += 1) {
        hierarchy[levels[deeper - 1]!] = null;
      }
      deepest = level;
    }
  }
  const record = records[index] ?? (['1', '', pageTitle] as RecordText);
  const [kind, anchorText] = record;
  const anchor = anchorText || null;
  let type: SearchRecord['type'] = 'content';
  let content: string | null = null;
  let definition = false;
  if (kind === recordKinds.definition) {
    const level = Math.min(deepest + 1, 6);
    hierarchy[levels[level - 1]!] = record[2];
    content = record[3] ?? null;
    definition = true;
  } else if (kind === recordKinds.content) {
    content = record[2];
  } else {
    const level = Number(kind);
    type = levels[level - 1]!;
    hierarchy[type] = level === 1 ? pageTitle : record[2];
    for (let deeper = level + 1; deeper <= 6; deeper += 1) {
      hierarchy[levels[deeper - 1]!] = null;
    }
  }
  const pageUrl = `${origin}${pagePath}`;
  const levelWeight = type === 'content' ? 0 : 110 - Number(kind) * 10;
  return {
    objectID: `${shard.entry.docusaurus_tag}:${page}:${index}`,
    hierarchy,
    content: content || null,
    type,
    url: anchor ? `${pageUrl}#${anchor}` : pageUrl,
    url_without_anchor: pageUrl,
    anchor,
    weight: {pageRank: 0, level: levelWeight, position: index},
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

  private async fetchFile(url: string): Promise<FetchResponse> {
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
    return response;
  }

  private once<T>(file: string, read: () => Promise<T>): Promise<T> {
    let loading = this.files.get(file) as Promise<T> | undefined;
    if (!loading) {
      loading = read();
      loading.catch(() => this.files.delete(file));
      this.files.set(file, loading);
    }
    return loading;
  }

  /** The parsed JSON file, fetched once; `transform` runs once on success. */
  load<T>(
    file: string,
    transform: (json: never) => T = (json) => json,
  ): Promise<T> {
    return this.once(file, async () => {
      const response = await this.fetchFile(`${this.indexUrl}${file}`);
      return transform((await response.json()) as never);
    });
  }

  /**
   * The inflated bytes of a gzip-compressed file, fetched once. A host that
   * sent it with `Content-Encoding: gzip` has inflated it already.
   */
  loadGzip(file: string): Promise<Uint8Array> {
    return this.once(file, async () => {
      const response = await this.fetchFile(`${this.indexUrl}${file}`);
      const bytes = new Uint8Array(await response.arrayBuffer());
      if (bytes[0] !== 0x1f || bytes[1] !== 0x8b) {
        return bytes;
      }
      const inflated = new Blob([bytes])
        .stream()
        .pipeThrough(new DecompressionStream('gzip'));
      return new Uint8Array(await new Response(inflated).arrayBuffer());
    });
  }
}

export interface EngineSearch {
  query: string;
  languages?: Set<string>;
  tags?: Set<string>;
  accept?: (shard: LoadedShard, page: number) => boolean;
}

export interface RankedResult {
  pages: RankedPage[];
  /**
   * The query's words (two or more, stop words kept), normalized, as
   * `flat` holds them: ' a b '. Empty for one word.
   */
  phrase: string;
  /** Resolved words per language, to pick records with. */
  words: Map<string, ResolvedWord[]>;
}

export interface PageHit {
  ranked: RankedPage;
  record: SearchRecord;
}

export class SearchEngine {
  private readonly loader: IndexLoader;
  private readonly decoded = new Map<string, LoadedShard>();

  constructor(options: {indexUrl: string; fetch?: Fetch}) {
    this.loader = new IndexLoader(options.indexUrl, options.fetch);
  }

  manifest(): Promise<SearchIndexManifest> {
    return this.loader.load<SearchIndexManifest>('manifest.json');
  }

  /** Loads the lexicons and shards these filters allow. */
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
    const lexiconFiles = manifest.lexicons.filter((lexicon) =>
      wantedLanguages.has(lexicon.language),
    );
    // Every file at once: a shard needs its lexicon only to be decoded.
    const lexiconsLoading = Promise.all(
      lexiconFiles.map(
        async (lexicon) =>
          [
            lexicon.language,
            await this.loader.load(lexicon.file, parseLexicon),
          ] as const,
      ),
    );
    const shardsLoading = Promise.all(
      entries.map((entry) =>
        Promise.all([
          this.loader.load<ShardMeta>(entry.file),
          this.loader.loadGzip(entry.postings),
        ]),
      ),
    );
    const lexicons = new Map(await lexiconsLoading);
    const loaded = await shardsLoading;
    const shards = entries.map((entry, index) => {
      let shard = this.decoded.get(entry.postings);
      if (!shard) {
        const [meta, postings] = loaded[index]!;
        const lexicon = lexicons.get(entry.language);
        shard = loadShard(entry, meta, postings, lexicon?.stemIds.size ?? 0);
        this.decoded.set(entry.postings, shard);
      }
      return shard;
    });
    return {shards, lexicons};
  }

  /** Ranks the pages of the shards the filters allow. */
  async rank({
    query,
    languages,
    tags,
    accept,
  }: EngineSearch): Promise<RankedResult> {
    const {shards, lexicons} = await this.shards(languages, tags);
    const words = new Map<string, ResolvedWord[]>();
    const pages: RankedPage[] = [];
    for (const [language, lexicon] of lexicons) {
      const resolved = resolveQuery(query, lexicon);
      words.set(language, resolved);
      if (resolved.length === 0) {
        continue;
      }
      pages.push(
        ...rankPages(
          resolved,
          lexicon,
          shards.filter((shard) => shard.entry.language === language),
          accept,
        ),
      );
    }
    if (lexicons.size > 1) {
      pages.sort(
        (a, b) =>
          b.matchedWords - a.matchedWords ||
          b.exactWords - a.exactWords ||
          b.score - a.score,
      );
    }
    const typed = tokenize(query).map(normalizeTerm);
    const phrase = typed.length > 1 ? ` ${typed.join(' ')} ` : '';
    return {pages, words, phrase};
  }

  /** The text of a page, fetched once. */
  pageText(shard: LoadedShard, page: number): Promise<PageText> {
    const {textPrefix, textHash} = shard.meta;
    return this.loader.load<PageText>(`${textPrefix}${page}.${textHash}.json`);
  }

  /**
   * The records to show for `pages` (one batch of ranked pages), each
   * page's best first. Knowing the pages' text, the batch is ranked again:
   * a page where one record holds every word (a heading or an option named
   * by the query, or one paragraph) goes before pages that hold the words
   * apart.
   */
  async hits(
    result: RankedResult,
    pages: RankedPage[],
    origin: string,
  ): Promise<PageHit[][]> {
    const texts = await Promise.all(
      pages.map((ranked) => this.pageText(ranked.shard, ranked.page)),
    );
    const {together} = rankingSettings;
    const picked = pages.map((ranked, index) => {
      const text = texts[index]!;
      const words = result.words.get(ranked.shard.entry.language) ?? [];
      const choice = pickRecords(text, words, result.phrase);
      const factor =
        (choice.allInTitle
          ? together.inTitle
          : choice.allWords && words.length > 1
            ? together.inRecord
            : 1) * (choice.phrase ? together.phrase : 1);
      return {ranked, text, choice, score: ranked.score * factor};
    });
    picked.sort(
      (a, b) =>
        b.ranked.matchedWords - a.ranked.matchedWords ||
        b.ranked.exactWords - a.ranked.exactWords ||
        b.score - a.score,
    );
    return picked.map(({ranked, text, choice}) =>
      choice.records.map((record) => ({
        ranked,
        record: recordFromText(ranked.shard, ranked.page, text, record, origin),
      })),
    );
  }
}
