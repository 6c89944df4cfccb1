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
 * Brotli at its best level (11) is slow: some 35 seconds of CPU for the
 * site's 900 bundles on a cold build. Level 10 takes about a third of that
 * time for copies about 2.5% larger, so the bytes many readers fetch get
 * level 11 and the rest level 10: a route module's bundle that exactly one
 * built page lists (that page's own content, three quarters of the bytes)
 * is compressed at level 10; bundles several pages list, split chunks and
 * those no page lists (loaded on demand: search, diagrams, live code) at
 * 11.
 *
 * Most bundles come out of the next build byte for byte the same (the
 * deploy-preview build beside the main one, a rebuild after a text edit).
 * The compressed copies are therefore kept in a cache keyed by the
 * bundle's content and reused.
 */
import {readdirSync, readFileSync} from 'node:fs';
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

/**
 * Brotli levels: the best one, and the one for bytes few readers fetch.
 */
export const brotliLevels = {shared: 11, pageOwn: 10} as const;
export type BrotliLevel = (typeof brotliLevels)[keyof typeof brotliLevels];

/** The settings below: a change must not reuse copies made with others. */
const settingsKey = 'gzip-9';

async function compress(
  content: Buffer,
  brotliLevel: BrotliLevel,
): Promise<[br: Buffer, gz: Buffer]> {
  return Promise.all([
    brotli(content, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: brotliLevel,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzip(content, {level: 9}),
  ]);
}

/** The compressed copies of `content`, from the cache when it has them. */
async function compressed(
  content: Buffer,
  brotliLevel: BrotliLevel,
  cache: ContentCache | undefined,
): Promise<[br: Buffer, gz: Buffer]> {
  if (cache === undefined) {
    return compress(content, brotliLevel);
  }
  const key = cache.key(`brotli-${brotliLevel}`, content);
  const [cachedBr, cachedGz] = await Promise.all([
    cache.read(key, '.br'),
    cache.read(key, '.gz'),
  ]);
  if (cachedBr && cachedGz) {
    return [cachedBr, cachedGz];
  }
  const copies = await compress(content, brotliLevel);
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

/** Every built page (`*.html`) outside `assets/`. */
function pages(dir: string, isRoot = true): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!(isRoot && entry.name === 'assets')) {
        files.push(...pages(full, false));
      }
    } else if (entry.name.endsWith('.html')) {
      files.push(full);
    }
  }
  return files;
}

/** A bundle's URL in a page, whatever the base URL: `assets/js/x.js`. */
const bundleReference =
  /assets\/(?:js|css)\/[^"'\s<>()]+?\.(?:js|css)(?=["'\s<>()?#])/g;

/**
 * A bundle named after one route module (its chunk name is eight hex
 * digits), not a split chunk (`vendors-…`, a number) that other code may
 * load on demand.
 */
const routeModuleBundle = /^[0-9a-f]{8}\.[0-9a-f]{8}\.(?:js|css)$/;

/**
 * The bundles (paths inside `outDir`) of route modules that exactly one
 * built page lists: that page's own content.
 *
 * Synchronous on purpose: the other plugins' postBuild work shares this
 * thread, and between their long synchronous steps a chain of small
 * asynchronous reads waited some twenty seconds, holding back every
 * compression.
 * Read in one go, the pages take about a second.
 */
export function pageOwnBundles(outDir: string): Set<string> {
  const listedBy = new Map<string, number>();
  for (const page of pages(outDir)) {
    const html = readFileSync(page, 'utf8');
    for (const reference of new Set(html.match(bundleReference))) {
      listedBy.set(reference, (listedBy.get(reference) ?? 0) + 1);
    }
  }
  return new Set(
    [...listedBy]
      .filter(
        ([reference, count]) =>
          count === 1 && routeModuleBundle.test(path.posix.basename(reference)),
      )
      .map(([reference]) => path.join(outDir, reference)),
  );
}

/**
 * Writes `file.br` and `file.gz` beside each bundle; returns the count.
 * With a `cache`, copies made before for the same content are reused.
 */
export async function precompressBundles(
  outDir: string,
  {cache}: {cache?: ContentCache} = {},
): Promise<number> {
  const pageOwn = pageOwnBundles(outDir);
  const files = await bundles(path.join(outDir, 'assets'));
  return precompressFiles(files, {
    cache,
    brotliLevel: (file) =>
      pageOwn.has(file) ? brotliLevels.pageOwn : brotliLevels.shared,
  });
}

/**
 * Writes `file.br` and `file.gz` beside each of `files` of at least 1 KB;
 * returns the count. Brotli uses `brotliLevel(file)`, by default the best
 * level. With a `cache`, copies made before for the same content are
 * reused.
 */
export async function precompressFiles(
  files: string[],
  {
    cache,
    brotliLevel = () => brotliLevels.shared,
  }: {cache?: ContentCache; brotliLevel?: (file: string) => BrotliLevel} = {},
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
      const [br, gz] = await compressed(content, brotliLevel(file), cache);
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
