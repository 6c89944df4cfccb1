import {
  writeFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {afterAll, describe, expect, it} from 'vitest';
import {buildSearchIndex} from '../index';

describe('buildSearchIndex', () => {
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'search-index-'));
  afterAll(() => rmSync(outDir, {recursive: true, force: true}));
  mkdirSync(path.join(outDir, 'docs/sidebar/items'), {recursive: true});
  // The fixture page with enough paragraphs for its text file to pass 1 KB.
  const paragraphs = Array.from(
    {length: 40},
    (_, index) =>
      `<p>Paragraph ${index} says a little about sidebar items.</p>`,
  ).join('');
  writeFileSync(
    path.join(outDir, 'docs/sidebar/items/index.html'),
    readFileSync(
      path.join(__dirname, '__fixtures__', 'doc-page.html'),
      'utf8',
    ).replace('<p>Write the id as a string.</p>', `$&${paragraphs}`),
  );
  const built = buildSearchIndex({
    outDir,
    baseUrl: '/',
    routesPaths: ['/docs/sidebar/items/'],
  });
  const indexDir = path.join(outDir, 'search-index');

  it('writes brotli and gzip copies of the JSON files of at least 1 KB', async () => {
    await built;
    const files = readdirSync(indexDir);
    const json = files.filter((file) => file.endsWith('.json'));
    const large = json.filter(
      (file) => readFileSync(path.join(indexDir, file)).length >= 1024,
    );
    expect(large.length).toBeGreaterThan(0);
    for (const file of large) {
      const original = readFileSync(path.join(indexDir, file));
      expect(
        zlib.brotliDecompressSync(
          readFileSync(path.join(indexDir, `${file}.br`)),
        ),
      ).toEqual(original);
      expect(
        zlib.gunzipSync(readFileSync(path.join(indexDir, `${file}.gz`))),
      ).toEqual(original);
    }
  });

  it('leaves the postings, gzip files already, without copies', async () => {
    await built;
    const files = readdirSync(indexDir);
    expect(files.some((file) => file.endsWith('.bin'))).toBe(true);
    expect(files.filter((file) => /\.bin\.(br|gz)$/.test(file))).toEqual([]);
  });
});
