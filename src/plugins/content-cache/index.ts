/**
 * A cache of build outputs keyed by the content they are made from, under
 * `node_modules/.cache/<name>` beside the bundler's own cache (`npm ci`
 * starts it afresh, as it does the bundler's).
 *
 * Postbuild steps that turn the same input into the same output (a bundle
 * into its compressed copies, a page into its Markdown twin) reuse what the
 * previous build made: the deploy-preview build beside the main one, or a
 * rebuild after one edit, redoes only what changed.
 */
import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import {mkdir, readFile, rename, writeFile} from 'node:fs/promises';
import path from 'node:path';

export interface ContentCache {
  /** The key of an entry made from `parts` (and the cache's own version). */
  key(...parts: (string | Buffer)[]): string;
  /** The entry's file with this suffix, or undefined when it is not cached. */
  read(key: string, suffix: string): Promise<Buffer | undefined>;
  /** Stores the entry's file whole or not at all: a parallel build may read it. */
  write(key: string, suffix: string, content: Buffer | string): Promise<void>;
}

/**
 * `version` names everything besides the keyed content that shapes the
 * output (settings, the converter's own code): change it and no entry made
 * before is reused.
 */
export function contentCache(
  siteDir: string,
  name: string,
  version: string,
): ContentCache {
  const dir = path.join(siteDir, 'node_modules', '.cache', name);
  const file = (key: string, suffix: string) => path.join(dir, key + suffix);
  return {
    key(...parts) {
      const hash = createHash('sha256').update(version);
      for (const part of parts) {
        // The length keeps ['ab', 'c'] and ['a', 'bc'] apart.
        hash.update(`\0${part.length}\0`).update(part);
      }
      return hash.digest('hex');
    },
    async read(key, suffix) {
      return readFile(file(key, suffix)).catch(() => undefined);
    },
    async write(key, suffix, content) {
      await mkdir(dir, {recursive: true});
      const target = file(key, suffix);
      const partial = `${target}.${process.pid}.partial`;
      await writeFile(partial, content);
      await rename(partial, target);
    },
  };
}

/**
 * A cache version for output made by our own code from the given source
 * files (absolute paths) and the installed libraries (the lockfile): a
 * change to any of them makes everything again.
 */
export function codeVersion(siteDir: string, sourceFiles: string[]): string {
  const hash = createHash('sha256');
  for (const file of [
    ...sourceFiles,
    path.join(siteDir, 'package-lock.json'),
  ]) {
    const content = readFileSync(file);
    hash.update(`\0${content.length}\0`).update(content);
  }
  return hash.digest('hex');
}

/**
 * `make(key parts)`'s JSON-safe result, from `cache` when an earlier build
 * made it from the same parts; without a cache, made each time.
 */
export async function cachedJson<T>(
  cache: ContentCache | undefined,
  parts: (string | Buffer)[],
  make: () => T,
): Promise<T> {
  if (cache === undefined) {
    return make();
  }
  const key = cache.key(...parts);
  const cached = await cache.read(key, '.json');
  if (cached) {
    return JSON.parse(cached.toString()) as T;
  }
  const made = make();
  await cache.write(key, '.json', JSON.stringify(made));
  return made;
}
