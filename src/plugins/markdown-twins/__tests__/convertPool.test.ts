import {afterAll, describe, expect, it} from 'vitest';
import {createConvertPool} from '../convertPool';
import {convertMain} from '../htmlToMarkdown';

const pageUrl = 'https://docusaurus.io/docs/x/';
const mains = [
  '<main><article><h1>Install</h1><p>Run <code>npm i</code>.</p></article></main>',
  '<main><article><h1>Two</h1><ul><li>a</li><li><a href="/docs/y/">b</a></li></ul></article></main>',
  '<main><article><h1>Three</h1><table><thead><tr><th>A</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table></article></main>',
];

// A worker's first page waits for it to load the converter and its
// libraries (jiti transpiles them the first time): seconds, on a busy machine.
const startTimeout = 60_000;

describe('createConvertPool', () => {
  const pool = createConvertPool(2);
  afterAll(() => pool.close());

  it(
    'converts on worker threads what the converter gives on this one, each page its own result',
    async () => {
      const inWorkers = await Promise.all(
        [...mains, ...mains].map((main) => pool.convert(main, pageUrl)),
      );
      expect(inWorkers).toEqual(
        [...mains, ...mains].map((main) => convertMain(main, pageUrl)),
      );
      expect(inWorkers[0]?.title).toBe('Install');
    },
    startTimeout,
  );

  it(
    "passes a page's conversion error on, and keeps converting",
    async () => {
      await expect(pool.convert('<p>no main</p>', pageUrl)).rejects.toThrow(
        /no <main> element/,
      );
      expect((await pool.convert(mains[1]!, pageUrl)).title).toBe('Two');
    },
    startTimeout,
  );
});
