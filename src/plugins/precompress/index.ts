/**
 * Brotli and gzip copies of the bundles (`assets/**\/*.{js,css}`), written
 * next to them at build time, at the best compression levels. Both servers
 * send a precompressed copy when the browser accepts it (nginx's
 * brotli_static/gzip_static, sirv's brotli/gzip options), instead of
 * compressing the same file again on every request: main.js is 650 KB, and
 * compressing it on the fly costs far more CPU than sending it.
 *
 * Only the bundles here: they are written before postBuild (so no other
 * plugin is still writing them), never change once hashed, and are most of
 * the bytes. The search index plugin compresses its own files with
 * `precompressFiles` once it has written them; pages stay compressed on the
 * fly.
 *
 * Brotli at its best level is slow (half a minute for the site's 900
 * bundles on two cores), and most bundles come out of the next build
 * byte for byte the same (the deploy-preview build beside the main one, a
 * rebuild after a text edit). The compressed copies are therefore kept in
 * a cache keyed by the bundle's content and reused.
 */
import {readdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {promisify} from 'node:util';
import zlib from 'node:zlib';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {contentCache, type ContentCache} from '../content-cache';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Smaller files gain nothing worth a second and third copy. */
const minimumBytes = 1024;

async function bundles(dir: string): Promise<string[]> {
  const files: string[] = [];
  for (const entry of await readdir(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      files.push(...(await bundles(full)));
    } else if (/\.(js|css)$/.test(entry.name)) {
      files.push(full);
    }
  }
  return files;
}

/** The settings below: a change must not reuse copies made with others. */
const settingsKey = 'brotli-11-gzip-9';

async function compress(content: Buffer): Promise<[br: Buffer, gz: Buffer]> {
  return Promise.all([
    brotli(content, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzip(content, {level: 9}),
  ]);
}

/** The compressed copies of `content`, from the cache when it has them. */
async function compressed(
  content: Buffer,
  cache: ContentCache | undefined,
): Promise<[br: Buffer, gz: Buffer]> {
  if (cache === undefined) {
    return compress(content);
  }
  const key = cache.key(content);
  const [cachedBr, cachedGz] = await Promise.all([
    cache.read(key, '.br'),
    cache.read(key, '.gz'),
  ]);
  if (cachedBr && cachedGz) {
    return [cachedBr, cachedGz];
  }
  const copies = await compress(content);
  await Promise.all([
    cache.write(key, '.br', copies[0]),
    cache.write(key, '.gz', copies[1]),
  ]);
  return copies;
}

/** The cache of compressed copies, shared by every plugin that makes them. */
export function precompressCache(siteDir: string): ContentCache {
  return contentCache(siteDir, 'precompress', settingsKey);
}

/**
 * Writes `file.br` and `file.gz` beside each bundle; returns the count.
 * With a `cache`, copies made before for the same content are reused.
 */
export async function precompressBundles(
  outDir: string,
  {cache}: {cache?: ContentCache} = {},
): Promise<number> {
  return precompressFiles(await bundles(path.join(outDir, 'assets')), {
    cache,
  });
}

/**
 * Writes `file.br` and `file.gz` beside each of `files` of at least 1 KB;
 * returns the count. With a `cache`, copies made before for the same
 * content are reused.
 */
export async function precompressFiles(
  files: string[],
  {cache}: {cache?: ContentCache} = {},
): Promise<number> {
  let written = 0;
  const queue = [...files];
  // A few at a time: zlib runs on libuv's thread pool.
  const worker = async () => {
    for (let file = queue.pop(); file; file = queue.pop()) {
      const content = await readFile(file);
      if (content.length < minimumBytes) {
        continue;
      }
      const [br, gz] = await compressed(content, cache);
      await Promise.all([
        writeFile(`${file}.br`, br),
        writeFile(`${file}.gz`, gz),
      ]);
      written += 1;
    }
  };
  await Promise.all(Array.from({length: 4}, worker));
  return written;
}

export default function precompressPlugin({siteDir}: LoadContext): Plugin {
  const cache = precompressCache(siteDir);
  return {
    name: 'precompress',
    async postBuild({outDir}) {
      const started = Date.now();
      const count = await precompressBundles(outDir, {cache});
      console.log(
        `[precompress] ${count} bundles as .br and .gz in ${Date.now() - started} ms`,
      );
    },
  };
}
