/**
 * A page whose `<main>` was converted before at the same URL comes from the
 * cache; its description is read from the page every time.
 */
import {mkdtemp, rm} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {contentCache, type ContentCache} from '../../content-cache';
import {convertCached} from '../index';

const pageUrl = 'https://docusaurus.io/docs/guide/';

function page(main: string, description: string): string {
  return `<!doctype html><html><head><meta name="description" content="${description}">
<script src="/assets/js/main.1234.js"></script></head><body>
<main><article><div class="theme-doc-markdown markdown"><h1>Guide</h1>${main}</div></article></main>
</body></html>`;
}

let siteDir: string;
let cache: ContentCache;

beforeEach(async () => {
  siteDir = await mkdtemp(path.join(os.tmpdir(), 'twin-cache-'));
  cache = contentCache(siteDir, 'markdown-twins', 'test');
});

afterEach(async () => {
  await rm(siteDir, {recursive: true, force: true});
});

describe('convertCached', () => {
  it('converts a page once and then reads the same <main> from the cache', async () => {
    const html = page('<p>Hello.</p>', 'First.');
    const first = await convertCached(html, pageUrl, cache);
    expect(first).toEqual({
      title: 'Guide',
      description: 'First.',
      body: 'Hello.',
    });
    // A marked entry shows whether the next conversion reads it.
    const key = cache.key(
      pageUrl,
      html.slice(html.indexOf('<main>'), html.indexOf('</main>') + 7),
    );
    await cache.write(
      key,
      '.json',
      JSON.stringify({title: 'Guide', body: 'From the cache.'}),
    );
    // Another head (other script hashes, another description) does not matter.
    const again = page('<p>Hello.</p>', 'Second.').replace('1234', '5678');
    expect(await convertCached(again, pageUrl, cache)).toEqual({
      title: 'Guide',
      description: 'Second.',
      body: 'From the cache.',
    });
  });

  it('converts again when the content or the URL differs', async () => {
    await convertCached(page('<p>Hello.</p>', 'D.'), pageUrl, cache);
    expect(
      (await convertCached(page('<p>Changed.</p>', 'D.'), pageUrl, cache)).body,
    ).toBe('Changed.');
    const linking = page('<p><a href="next/">Link</a></p>', 'D.');
    await convertCached(linking, pageUrl, cache);
    const elsewhere = 'https://docusaurus.io/docs/other/';
    expect((await convertCached(linking, elsewhere, cache)).body).toBe(
      '[Link](https://docusaurus.io/docs/other/next/)',
    );
  });
});
