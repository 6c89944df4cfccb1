/** Builds a real index (the way the plugin does) from hand-written records. */
import {buildIndexFiles} from '../../plugins/search-index/buildIndex';
import {textPackFile, type ShardMeta} from '../indexFormat';
import type {SearchRecord} from '../types';

let position = 0;

export function record(
  fields: Partial<SearchRecord> & {url: string; title: string},
): SearchRecord {
  const {url, title, ...rest} = fields;
  const [withoutAnchor, anchor] = url.split('#');
  const type = rest.type ?? 'content';
  return {
    objectID: `${url}-${position}`,
    hierarchy: {
      lvl0: 'Docs',
      lvl1: title,
      lvl2: null,
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
      ...rest.hierarchy,
    },
    content: rest.content ?? null,
    type,
    url,
    url_without_anchor: withoutAnchor!,
    anchor: anchor ?? null,
    weight: {
      pageRank: 0,
      level: type === 'content' ? 0 : 100,
      position: position++,
    },
    language: rest.language ?? 'en',
    version: rest.version ?? 'current',
    docusaurus_tag: rest.docusaurus_tag ?? 'docs-default-current',
    ...(rest.definition ? {definition: true} : {}),
  };
}

export const testRecords: SearchRecord[] = [
  record({url: '/docs/sidebar/', title: 'Sidebar', type: 'lvl1'}),
  record({
    url: '/docs/sidebar/#hideable',
    title: 'Sidebar',
    type: 'lvl2',
    hierarchy: {lvl2: 'Hideable'} as SearchRecord['hierarchy'],
  }),
  record({
    url: '/docs/sidebar/#hideable',
    title: 'Sidebar',
    hierarchy: {lvl2: 'Hideable'} as SearchRecord['hierarchy'],
    content: 'Make the sidebar hideable with a button at its bottom.',
  }),
  record({
    url: '/docs/versioning/',
    title: 'Versioning',
    content: 'Each version has its own sidebar file.',
  }),
  record({
    url: '/docs/3.7.0/sidebar/',
    title: 'Sidebar',
    type: 'lvl1',
    version: '3.7.0',
    docusaurus_tag: 'docs-default-3.7.0',
  }),
  record({
    url: '/blog/hostile/',
    title: 'Hostile <b>title</b>',
    content:
      'A sidebar post with <script>alert(1)</script> in its text & more.',
    lvl0: undefined,
    docusaurus_tag: 'default',
    version: null,
  } as Parameters<typeof record>[0]),
  ...Array.from({length: 30}, (_, index) =>
    record({
      url: `/docs/many-${index}/`,
      title: `Many ${index}`,
      content: `Paragraph ${index} mentions the word plugin once.`,
    }),
  ),
];

/** A fetch that serves the index files from memory, counting calls. */
export function memoryFetch(records: SearchRecord[] = testRecords) {
  const {files} = buildIndexFiles(records);
  const calls: string[] = [];
  let failing = false;
  const fetch = async (url: string) => {
    calls.push(url);
    if (failing) {
      throw new TypeError('Failed to fetch');
    }
    const body = url.startsWith('/search-index/')
      ? files.get(url.slice('/search-index/'.length))
      : undefined;
    return {
      ok: body !== undefined,
      status: body === undefined ? 404 : 200,
      json: async () => JSON.parse(body as string) as unknown,
      arrayBuffer: async () => {
        const bytes =
          typeof body === 'string' ? new TextEncoder().encode(body) : body!;
        return bytes.buffer.slice(
          bytes.byteOffset,
          bytes.byteOffset + bytes.byteLength,
        ) as ArrayBuffer;
      },
    };
  };
  return {
    fetch,
    calls,
    files,
    setFailing(value: boolean) {
      failing = value;
    },
  };
}

/**
 * The URLs of the text files that hold these pages (by path), sorted: what
 * the engine fetches to show them.
 */
export function textFilesOf(
  files: Map<string, string | Uint8Array>,
  paths: string[],
): string[] {
  const urls = new Set<string>();
  for (const [name, body] of files) {
    if (name.includes('.meta.')) {
      const meta = JSON.parse(body as string) as ShardMeta;
      meta.pages.forEach(([path], index) => {
        if (paths.includes(path)) {
          urls.add(`/search-index/${textPackFile(meta, meta.packs[index]!)}`);
        }
      });
    }
  }
  return [...urls].sort();
}
