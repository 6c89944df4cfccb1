import {describe, expect, it, vi} from 'vitest';

// Workbox's development logger reads the worker global `self` when the
// module loads; Node has none.
vi.hoisted(() => {
  Object.assign(globalThis, {self: globalThis});
});

import {classifyRequest, searchIndexManifestUrl, searchIndexUrls} from './sw';

const scope = 'https://example.com/base/';
const get = (url: string, mode = 'no-cors') => ({url, mode, method: 'GET'});

describe('classifyRequest', () => {
  it('tells the search index manifest from its shards', () => {
    expect(
      classifyRequest(get(`${scope}search-index/manifest.json`), scope),
    ).toBe('search-index-manifest');
    expect(
      classifyRequest(get(`${scope}search-index/en.default.0a1b.json`), scope),
    ).toBe('search-shard');
  });

  it('treats navigations as pages and bundled files as assets', () => {
    expect(classifyRequest(get(`${scope}docs/a/`, 'navigate'), scope)).toBe(
      'page',
    );
    expect(
      classifyRequest(get(`${scope}assets/js/main.1a2b3c4d.js`), scope),
    ).toBe('asset');
    expect(classifyRequest(get(`${scope}img/logo.svg`), scope)).toBe('file');
  });

  it('leaves other origins, paths outside the scope, writes and the worker script alone', () => {
    expect(classifyRequest(get('https://other.example/base/x.js'), scope)).toBe(
      'other',
    );
    expect(classifyRequest(get('https://example.com/elsewhere/'), scope)).toBe(
      'other',
    );
    expect(
      classifyRequest(
        {
          url: `${scope}search-index/manifest.json`,
          mode: 'cors',
          method: 'POST',
        },
        scope,
      ),
    ).toBe('other');
    expect(classifyRequest(get(`${scope}sw.js`), scope)).toBe('other');
  });
});

describe('searchIndexUrls', () => {
  it('lists the manifest then every shard, under the base URL', () => {
    expect(searchIndexManifestUrl(scope)).toBe(
      'https://example.com/base/search-index/manifest.json',
    );
    expect(
      searchIndexUrls(
        {files: ['en.default.aa.json', 'en.blog.bb.json']},
        scope,
      ),
    ).toEqual([
      'https://example.com/base/search-index/manifest.json',
      'https://example.com/base/search-index/en.default.aa.json',
      'https://example.com/base/search-index/en.blog.bb.json',
    ]);
  });
});
