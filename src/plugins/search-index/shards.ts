/**
 * Groups records into shards, one per (language, docusaurus_tag), each with
 * its serialized MiniSearch index, and writes them with content-hashed names.
 */
import {createHash} from 'node:crypto';
import {mkdir, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';
import MiniSearch from 'minisearch';
import {compactRecords} from '../../search/compact';
import {packIndex, type MiniSearchJson} from '../../search/indexCodec';
import {
  miniSearchOptions,
  toIndexedDocument,
} from '../../search/miniSearchOptions';
import type {
  SearchRecord,
  SearchShard,
  ShardManifest,
  ShardManifestEntry,
} from '../../search/types';

export function groupShards(records: SearchRecord[]): SearchShard[] {
  const groups = new Map<string, SearchRecord[]>();
  for (const record of records) {
    const key = `${record.language}\u0000${record.docusaurus_tag}`;
    const group = groups.get(key) ?? [];
    group.push(record);
    groups.set(key, group);
  }
  return [...groups.values()].map((group) => {
    const index = new MiniSearch(miniSearchOptions);
    index.addAll(group.map(toIndexedDocument));
    return {
      language: group[0]!.language,
      docusaurus_tag: group[0]!.docusaurus_tag,
      ...compactRecords(group),
      index: packIndex(index.toJSON() as unknown as MiniSearchJson),
    };
  });
}

/** File-system-safe name of a shard, e.g. `en.docs-default-3.8.1`. */
export function shardBaseName(
  shard: Pick<SearchShard, 'language' | 'docusaurus_tag'>,
): string {
  return `${shard.language}.${shard.docusaurus_tag}`.replace(/[^\w.-]+/g, '_');
}

export async function writeShards(
  shards: SearchShard[],
  outDir: string,
): Promise<ShardManifest> {
  await rm(outDir, {recursive: true, force: true});
  await mkdir(outDir, {recursive: true});
  const entries: ShardManifestEntry[] = [];
  for (const shard of shards) {
    const json = JSON.stringify(shard);
    const hash = createHash('sha256').update(json).digest('hex').slice(0, 10);
    const file = `${shardBaseName(shard)}.${hash}.json`;
    await writeFile(path.join(outDir, file), json);
    entries.push({
      language: shard.language,
      docusaurus_tag: shard.docusaurus_tag,
      file,
      records: shard.records.length,
      bytes: Buffer.byteLength(json),
    });
  }
  entries.sort((a, b) => a.file.localeCompare(b.file));
  const manifest: ShardManifest = {version: 1, shards: entries};
  await writeFile(path.join(outDir, 'manifest.json'), JSON.stringify(manifest));
  return manifest;
}
