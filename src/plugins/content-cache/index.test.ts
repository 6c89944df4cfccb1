import {mkdtemp, readdir, rm} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {contentCache} from './index';

let siteDir: string;

beforeEach(async () => {
  siteDir = await mkdtemp(path.join(os.tmpdir(), 'content-cache-'));
});

afterEach(async () => {
  await rm(siteDir, {recursive: true, force: true});
});

describe('contentCache', () => {
  it('gives back what was stored under a key, in node_modules/.cache', async () => {
    const cache = contentCache(siteDir, 'twins', 'v1');
    const key = cache.key('page', Buffer.from('<main></main>'));
    expect(await cache.read(key, '.json')).toBeUndefined();
    await cache.write(key, '.json', '{"title":"T"}');
    expect((await cache.read(key, '.json'))?.toString()).toBe('{"title":"T"}');
    expect(
      await readdir(path.join(siteDir, 'node_modules/.cache/twins')),
    ).toEqual([`${key}.json`]);
  });

  it('keys by every part, where each part ends, and the version', () => {
    const cache = contentCache(siteDir, 'twins', 'v1');
    const keys = [
      cache.key('ab', 'c'),
      cache.key('a', 'bc'),
      cache.key('abc'),
      contentCache(siteDir, 'twins', 'v2').key('ab', 'c'),
    ];
    expect(new Set(keys).size).toBe(4);
    expect(cache.key('ab', 'c')).toBe(keys[0]);
  });
});
