/**
 * Fetches the index manifest and the shards a query needs, once each. A
 * failed fetch is not cached, so a later search retries; it surfaces as an
 * error named `RetryError`, which is how DocSearch recognises "the search
 * service is unreachable" and shows its network error screen.
 */
import MiniSearch from 'minisearch';
import {unpackIndex, type PackedIndex} from './indexCodec';
import {miniSearchOptions, type IndexedDocument} from './miniSearchOptions';
import type {SearchShard, ShardManifest, ShardManifestEntry} from './types';

export interface LoadedShard {
  entry: ShardManifestEntry;
  shard: SearchShard;
  index: MiniSearch<IndexedDocument>;
}

export class SearchUnreachableError extends Error {
  constructor(message: string, options?: {cause?: unknown}) {
    super(message, options);
    // DocSearch switches to its error screen only for this name.
    this.name = 'RetryError';
  }
}

type Fetch = (
  url: string,
) => Promise<{ok: boolean; status: number; json(): Promise<unknown>}>;

export interface ShardLoaderOptions {
  /** URL of the folder that holds manifest.json, ending with `/`. */
  indexUrl: string;
  fetch?: Fetch;
}

export class ShardLoader {
  private manifest: Promise<ShardManifest> | undefined;
  private readonly shards = new Map<string, Promise<LoadedShard>>();
  private readonly fetch: Fetch;

  constructor(private readonly options: ShardLoaderOptions) {
    this.fetch = options.fetch ?? ((url) => globalThis.fetch(url));
  }

  private async fetchJson(url: string): Promise<unknown> {
    let response;
    try {
      response = await this.fetch(url);
    } catch (error) {
      throw new SearchUnreachableError(
        `Could not reach the search index (${url})`,
        {
          cause: error,
        },
      );
    }
    if (!response.ok) {
      throw new SearchUnreachableError(
        `The search index answered ${response.status} for ${url}`,
      );
    }
    return response.json();
  }

  /** Memoises a promise, forgetting it when it fails so the next call retries. */
  private remember<T>(promise: Promise<T>, forget: () => void): Promise<T> {
    promise.catch(forget);
    return promise;
  }

  getManifest(): Promise<ShardManifest> {
    this.manifest ??= this.remember(
      this.fetchJson(
        `${this.options.indexUrl}manifest.json`,
      ) as Promise<ShardManifest>,
      () => {
        this.manifest = undefined;
      },
    );
    return this.manifest;
  }

  private loadShard(entry: ShardManifestEntry): Promise<LoadedShard> {
    const cached = this.shards.get(entry.file);
    if (cached) {
      return cached;
    }
    const loading = this.remember(
      (async () => {
        const shard = (await this.fetchJson(
          `${this.options.indexUrl}${entry.file}`,
        )) as SearchShard;
        const index = MiniSearch.loadJS<IndexedDocument>(
          unpackIndex(shard.index as PackedIndex) as unknown as Parameters<
            typeof MiniSearch.loadJS
          >[0],
          miniSearchOptions,
        );
        return {entry, shard, index};
      })(),
      () => {
        this.shards.delete(entry.file);
      },
    );
    this.shards.set(entry.file, loading);
    return loading;
  }

  /**
   * Loads the shards whose language and tag are allowed (`undefined` means
   * any value).
   */
  async load(filter: {
    languages?: Set<string>;
    tags?: Set<string>;
  }): Promise<LoadedShard[]> {
    const manifest = await this.getManifest();
    const entries = manifest.shards.filter(
      (entry) =>
        (!filter.languages || filter.languages.has(entry.language)) &&
        (!filter.tags || filter.tags.has(entry.docusaurus_tag)),
    );
    return Promise.all(entries.map((entry) => this.loadShard(entry)));
  }
}
