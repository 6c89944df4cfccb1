import {
  mkdtemp,
  mkdir,
  readdir,
  readFile,
  rm,
  writeFile,
} from 'node:fs/promises';
import {existsSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {contentCache} from '../content-cache';
import {brotliLevels, pageOwnBundles, precompressBundles} from './index';

let outDir: string;

beforeEach(async () => {
  outDir = await mkdtemp(path.join(os.tmpdir(), 'precompress-'));
  await mkdir(path.join(outDir, 'assets/js'), {recursive: true});
  await mkdir(path.join(outDir, 'assets/css'), {recursive: true});
});

afterEach(async () => {
  await rm(outDir, {recursive: true, force: true});
});

describe('precompressBundles', () => {
  it('writes brotli and gzip copies that decompress to the bundle', async () => {
    const script = `console.log(${JSON.stringify('x'.repeat(5000))});`;
    const file = path.join(outDir, 'assets/js/main.1a2b3c4d.js');
    await writeFile(file, script);
    await writeFile(
      path.join(outDir, 'assets/css/styles.0a1b2c3d.css'),
      `a{b:c}${' '.repeat(2000)}`,
    );
    expect(await precompressBundles(outDir)).toBe(2);
    expect(
      zlib.brotliDecompressSync(await readFile(`${file}.br`)).toString(),
    ).toBe(script);
    expect(zlib.gunzipSync(await readFile(`${file}.gz`)).toString()).toBe(
      script,
    );
  });

  it('leaves small files, other types and files outside assets/ alone', async () => {
    await writeFile(path.join(outDir, 'assets/js/tiny.1a2b3c4d.js'), 'a()');
    await writeFile(
      path.join(outDir, 'assets/js/data.json'),
      '{}'.repeat(2000),
    );
    await writeFile(path.join(outDir, 'index.js'), 'a()'.repeat(2000));
    expect(await precompressBundles(outDir)).toBe(0);
    expect(existsSync(path.join(outDir, 'assets/js/tiny.1a2b3c4d.js.br'))).toBe(
      false,
    );
    expect(existsSync(path.join(outDir, 'index.js.br'))).toBe(false);
  });

  it('reuses the copies cached for the same content, and only for it', async () => {
    const cache = contentCache(outDir, 'precompress', 'test');
    const cacheDir = path.join(outDir, 'node_modules/.cache/precompress');
    const file = path.join(outDir, 'assets/js/main.1a2b3c4d.js');
    const script = `console.log(${JSON.stringify('y'.repeat(5000))});`;
    await writeFile(file, script);
    expect(await precompressBundles(outDir, {cache})).toBe(1);
    const cached = await readdir(cacheDir);
    expect(cached.sort()).toEqual([
      expect.stringMatching(/^[0-9a-f]{64}\.br$/),
      expect.stringMatching(/^[0-9a-f]{64}\.gz$/),
    ]);
    // A marked copy in the cache shows whether the next run reads it.
    const marker = zlib.brotliCompressSync('from the cache');
    const cachedBrotli = path.join(
      cacheDir,
      cached.find((name) => name.endsWith('.br'))!,
    );
    await writeFile(cachedBrotli, marker);
    await rm(`${file}.br`);
    expect(await precompressBundles(outDir, {cache})).toBe(1);
    expect(await readFile(`${file}.br`)).toEqual(marker);

    // Other content gets its own, freshly made copies.
    const changed = `${script}\nconsole.log(1);`;
    await writeFile(file, changed);
    expect(await precompressBundles(outDir, {cache})).toBe(1);
    expect(
      zlib.brotliDecompressSync(await readFile(`${file}.br`)).toString(),
    ).toBe(changed);
    expect(await readdir(cacheDir)).toHaveLength(4);
  });

  it("compresses the bundles many readers fetch at the best brotli level, one page's own bundle at the faster one", async () => {
    // Text varied enough that the two levels give different bytes.
    let seed = 7;
    const words = Array.from({length: 3000}, () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return `w${(seed % 500).toString(36)}`;
    });
    const script = `console.log(${JSON.stringify(words.join(' '))});`;
    const atLevel = (level: number) =>
      zlib.brotliCompressSync(script, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: level,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(script),
        },
      });
    expect(atLevel(10)).not.toEqual(atLevel(11));

    const names = {
      main: 'assets/js/main.1a2b3c4d.js',
      pageOwn: 'assets/js/0f1e2d3c.5a6b7c8d.js',
      onDemand: 'assets/js/4040.9e8d7c6b.js',
      // Listed by one page, but a split chunk others may load on demand.
      splitChunk: 'assets/js/vendors-node_modules_x_index_js.2b3c4d5e.js',
    };
    for (const name of Object.values(names)) {
      await writeFile(path.join(outDir, name), script);
    }
    const page = (scripts: string[]) =>
      `<html><head>${scripts.map((name) => `<script src="/base/${name}" defer></script>`).join('')}</head></html>`;
    await writeFile(
      path.join(outDir, 'index.html'),
      page([names.main, names.pageOwn, names.splitChunk]),
    );
    await mkdir(path.join(outDir, 'docs/intro'), {recursive: true});
    await writeFile(
      path.join(outDir, 'docs/intro/index.html'),
      page([names.main]),
    );
    // A client redirect from an old `.html` path is a folder of that name.
    await mkdir(path.join(outDir, 'intro.html'), {recursive: true});
    await writeFile(path.join(outDir, 'intro.html/index.html'), page([]));

    expect(pageOwnBundles(outDir)).toEqual(
      new Set([path.join(outDir, names.pageOwn)]),
    );
    expect(await precompressBundles(outDir)).toBe(4);
    const brotliOf = (name: string) =>
      readFile(path.join(outDir, `${name}.br`));
    expect(await brotliOf(names.main)).toEqual(atLevel(brotliLevels.shared));
    expect(await brotliOf(names.onDemand)).toEqual(
      atLevel(brotliLevels.shared),
    );
    expect(await brotliOf(names.splitChunk)).toEqual(
      atLevel(brotliLevels.shared),
    );
    expect(await brotliOf(names.pageOwn)).toEqual(
      atLevel(brotliLevels.pageOwn),
    );
  });
});
