import {gunzipSync} from 'node:zlib';
import {describe, expect, it} from 'vitest';
import {parseLexicon} from '../../../search/engine';
import {
  postingFlags,
  storedWeights,
  type Lexicon,
  type PageText,
  type ShardMeta,
  type TextPack,
} from '../../../search/indexFormat';
import {stem} from '../../../search/text';
import {record} from '../../../search/__tests__/testShards';
import type {SearchRecord} from '../../../search/types';
import {buildIndexFiles} from '../buildIndex';

const records: SearchRecord[] = [
  record({url: '/docs/config/', title: 'Configuration', type: 'lvl1'}),
  record({
    url: '/docs/config/',
    title: 'Configuration',
    content: 'Set the options of the site.',
  }),
  record({
    url: '/docs/config/#trailingSlash',
    title: 'Configuration',
    definition: true,
    hierarchy: {lvl2: 'trailingSlash'} as SearchRecord['hierarchy'],
    content: 'boolean · Whether URLs end with a slash.',
  }),
  record({url: '/docs/swizzling/', title: 'Swizzling', type: 'lvl1'}),
  record({
    url: '/docs/swizzling/',
    title: 'Swizzling',
    content: 'Swizzle a component to change it. See issue 10234.',
  }),
];

function readVarint(bytes: Uint8Array, at: {i: number}): number {
  let value = 0;
  for (let shift = 0; ; shift += 7) {
    const byte = bytes[at.i++]!;
    value += (byte & 0x7f) * 2 ** shift;
    if (byte < 0x80) {
      return value;
    }
  }
}

/** The index of `list`, read back: its first shard and its postings. */
function readIndex(list: SearchRecord[]) {
  const {manifest, files} = buildIndexFiles(list);
  const text = (name: string) => files.get(name) as string;
  const lexicon = parseLexicon(
    JSON.parse(text(manifest.lexicons[0]!.file)) as Lexicon,
  );
  const [shard] = manifest.shards;
  const meta = JSON.parse(text(shard!.file)) as ShardMeta;

  /** [page, weight, flags] of each page holding `key`. */
  function postingsOf(key: string): [number, number, number][] {
    const bytes = gunzipSync(files.get(shard!.postings) as Uint8Array);
    const at = {i: 0};
    const wanted = lexicon.stemIds.get(key);
    for (let id = 0; id < lexicon.stemIds.size; id += 1) {
      const count = readVarint(bytes, at);
      const list: [number, number, number][] = [];
      let page = -1;
      for (let n = 0; n < count; n += 1) {
        page += readVarint(bytes, at) + 1;
        const packed = bytes[at.i++]!;
        list.push([page, storedWeights[packed >> 2]!, packed & 3]);
      }
      if (id === wanted) {
        return list;
      }
    }
    return [];
  }
  return {text, lexicon, shard, meta, postingsOf};
}

describe('buildIndexFiles', () => {
  const {text, lexicon, shard, meta, postingsOf} = readIndex(records);

  it('lists each page once, with its title and section', () => {
    expect(meta.pages).toEqual([
      ['/docs/config/', 'Configuration', 'Docs', 'current'],
      ['/docs/swizzling/', 'Swizzling', 'Docs', 'current'],
    ]);
    expect(shard!.records).toBe(5);
  });

  it('writes each page text with its records, the option row as a definition', () => {
    const pack = JSON.parse(
      text(`${meta.textPrefix}${meta.packs[0]}.${meta.textHash}.json`),
    ) as TextPack;
    const page = pack.pages[0] as PageText;
    expect(page.records).toEqual([
      ['1', '', 'Configuration'],
      ['c', '', 'Set the options of the site.'],
      [
        'd',
        'trailingSlash',
        'trailingSlash',
        'boolean · Whether URLs end with a slash.',
      ],
    ]);
  });

  it('packs the page texts four to a file, neighbours in route order', () => {
    const paths = Array.from(
      {length: 10},
      (_, index) => `/docs/${String.fromCharCode(106 - index)}/`,
    );
    const {manifest, files} = buildIndexFiles(
      paths.map((url) => record({url, title: `Page ${url}`, type: 'lvl1'})),
    );
    const packedMeta = JSON.parse(
      files.get(manifest.shards[0]!.file) as string,
    ) as ShardMeta;
    // Written in reverse route order: /docs/j/ first, /docs/a/ last.
    expect(packedMeta.pages.map(([path]) => path)).toEqual(paths);
    expect(packedMeta.packs).toEqual([2, 2, 1, 1, 1, 1, 0, 0, 0, 0]);
    const pack = (index: number) =>
      JSON.parse(
        files.get(
          `${packedMeta.textPrefix}${index}.${packedMeta.textHash}.json`,
        ) as string,
      ) as TextPack;
    expect(Object.keys(pack(0).pages)).toEqual(['6', '7', '8', '9']);
    expect(Object.keys(pack(2).pages)).toEqual(['0', '1']);
    expect(pack(2).pages[1]!.records).toEqual([['1', '', 'Page /docs/i/']]);
    expect(manifest.files.filter((file) => file.includes('.text.'))).toEqual(
      [0, 1, 2].map(
        (index) =>
          `${packedMeta.textPrefix}${index}.${packedMeta.textHash}.json`,
      ),
    );
  });

  it('flags an option named by a word alone, and weighs it above a mention', () => {
    const [[page, weight, flags]] = postingsOf('trailingslash') as [
      [number, number, number],
    ];
    expect(page).toBe(0);
    expect(flags).toBe(postingFlags.inHeading | postingFlags.wholeHeading);
    const [[, optionWeight]] = postingsOf('option') as [
      [number, number, number],
    ];
    expect(weight).toBeGreaterThan(optionWeight);
  });

  it('indexes word forms under one stem, and knows the words readers type', () => {
    expect(postingsOf(stem('swizzle')).map(([page]) => page)).toEqual([1]);
    const at = lexicon.words.indexOf('swizzling');
    expect(lexicon.wordStems[at]).toBe(stem('swizzle'));
  });

  it('leaves issue numbers out', () => {
    expect(lexicon.stemIds.has('10234')).toBe(false);
  });
});

describe('buildIndexFiles: route and option rows', () => {
  it('indexes the words of the last segment of a route that the title lacks', () => {
    const {postingsOf} = readIndex([
      record({url: '/docs/migration/', title: 'Upgrading', type: 'lvl1'}),
      record({url: '/docs/other/', title: 'Other', type: 'lvl1'}),
    ]);
    expect(postingsOf(stem('migration')).map(([page]) => page)).toEqual([0]);
    // A parent segment is the section, not the page: not indexed.
    expect(postingsOf('doc')).toEqual([]);
  });

  it('weighs an option row named by the word alike on a long page and a short one', () => {
    const row = (url: string) =>
      record({
        url: `${url}#last_update`,
        title: 'Plugin',
        definition: true,
        hierarchy: {lvl2: 'last_update'} as SearchRecord['hierarchy'],
        content: 'object · A last_update value overrides the date from Git.',
      });
    const {postingsOf} = readIndex([
      record({
        url: '/docs/long/',
        title: 'Plugin',
        content: Array.from(
          {length: 40},
          (_, index) => `Paragraph ${index} explains one more option.`,
        ).join(' '),
      }),
      row('/docs/long/'),
      record({url: '/docs/short/', title: 'Plugin', content: 'Short.'}),
      row('/docs/short/'),
    ]);
    const [[, longWeight], [, shortWeight]] = postingsOf('last_update') as [
      [number, number, number],
      [number, number, number],
    ];
    expect(longWeight).toBe(shortWeight);
  });
});
