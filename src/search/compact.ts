/**
 * The shard file stores records as arrays (pages once, then one short row
 * per record) because the object form repeats every key, the URL and the
 * page-level hierarchy on every record: about four times the bytes.
 */
import type {HierarchyLevel, SearchRecord} from './types';

/** [url_without_anchor, lvl0, lvl1, version] */
export type CompactPage = [string, string, string, string | null];

/** [page, level (1-6, 0 = content), anchor, lvl2, lvl3, lvl4, lvl5, lvl6, content] */
export type CompactRecord = [
  number,
  number,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
];

export interface CompactRecords {
  pages: CompactPage[];
  records: CompactRecord[];
}

const levelOf = (type: SearchRecord['type']): number =>
  type === 'content' ? 0 : Number(type.slice(3));

export function compactRecords(records: SearchRecord[]): CompactRecords {
  const pages: CompactPage[] = [];
  const pageIndex = new Map<string, number>();
  const rows = records.map((record): CompactRecord => {
    let page = pageIndex.get(record.url_without_anchor);
    if (page === undefined) {
      page = pages.length;
      pageIndex.set(record.url_without_anchor, page);
      pages.push([
        record.url_without_anchor,
        record.hierarchy.lvl0 ?? '',
        record.hierarchy.lvl1 ?? '',
        record.version,
      ]);
    }
    const {hierarchy} = record;
    return [
      page,
      levelOf(record.type),
      record.anchor ?? '',
      hierarchy.lvl2 ?? '',
      hierarchy.lvl3 ?? '',
      hierarchy.lvl4 ?? '',
      hierarchy.lvl5 ?? '',
      hierarchy.lvl6 ?? '',
      record.content ?? '',
    ];
  });
  return {pages, records: rows};
}

/**
 * The record as the hosted index would return it. URLs are absolute (on
 * `origin`) like the crawler's: the theme turns them back into site paths.
 */
export function expandRecord(
  shard: CompactRecords & {language: string; docusaurus_tag: string},
  id: number,
  origin: string,
): SearchRecord {
  const row = shard.records[id]!;
  const [page, level, anchor, lvl2, lvl3, lvl4, lvl5, lvl6, content] = row;
  const [pagePath, lvl0, lvl1, version] = shard.pages[page]!;
  const pageUrl = `${origin}${pagePath}`;
  const type: SearchRecord['type'] =
    level === 0 ? 'content' : (`lvl${level}` as HierarchyLevel);
  const url = anchor ? `${pageUrl}#${anchor}` : pageUrl;
  return {
    objectID: `${shard.docusaurus_tag}:${id}`,
    hierarchy: {
      lvl0,
      lvl1,
      lvl2: lvl2 || null,
      lvl3: lvl3 || null,
      lvl4: lvl4 || null,
      lvl5: lvl5 || null,
      lvl6: lvl6 || null,
    },
    content: content || null,
    type,
    url,
    url_without_anchor: pageUrl,
    anchor: anchor || null,
    weight: {
      pageRank: 0,
      level: level === 0 ? 0 : 110 - level * 10,
      position: id,
    },
    language: shard.language,
    version,
    docusaurus_tag: shard.docusaurus_tag,
  };
}
