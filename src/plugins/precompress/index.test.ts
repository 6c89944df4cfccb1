import {mkdtemp, mkdir, readFile, rm, writeFile} from 'node:fs/promises';
import {existsSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {precompressBundles} from './index';

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
});
