/**
 * Brotli and gzip copies of the bundles (`assets/**\/*.{js,css}`), written
 * next to them at build time, at the best compression levels. Both servers
 * send a precompressed copy when the browser accepts it (nginx's
 * brotli_static/gzip_static, sirv's brotli/gzip options), instead of
 * compressing the same file again on every request: main.js is 650 KB, and
 * compressing it on the fly costs far more CPU than sending it.
 *
 * Only the bundles: they are written before postBuild (so no other plugin
 * is still writing them), never change once hashed, and are most of the
 * bytes. Pages stay compressed on the fly.
 */
import {readdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {promisify} from 'node:util';
import zlib from 'node:zlib';
import type {Plugin} from '@docusaurus/types';

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

/** Writes `file.br` and `file.gz` beside each bundle; returns the count. */
export async function precompressBundles(outDir: string): Promise<number> {
  let written = 0;
  const queue = await bundles(path.join(outDir, 'assets'));
  // A few at a time: zlib runs on libuv's thread pool.
  const worker = async () => {
    for (let file = queue.pop(); file; file = queue.pop()) {
      const content = await readFile(file);
      if (content.length < minimumBytes) {
        continue;
      }
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzip(content, {level: 9}),
      ]);
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

export default function precompressPlugin(): Plugin {
  return {
    name: 'precompress',
    async postBuild({outDir}) {
      const started = Date.now();
      const count = await precompressBundles(outDir);
      console.log(
        `[precompress] ${count} bundles as .br and .gz in ${Date.now() - started} ms`,
      );
    },
  };
}
