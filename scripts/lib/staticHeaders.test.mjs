import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {cacheControl, contentTypes, hashedAsset} from './staticHeaders.mjs';

const nginxConfig = readFileSync(
  path.resolve(import.meta.dirname, '../../deploy/nginx/docusaurus-site.conf'),
  'utf8',
);

/**
 * The first group of a pattern the nginx config must contain.
 * @param {RegExp} pattern
 */
function nginxConfigGroup(pattern) {
  const group = pattern.exec(nginxConfig)?.[1];
  if (group === undefined) {
    throw new Error(`deploy/nginx/docusaurus-site.conf lacks ${pattern}`);
  }
  return group;
}

/**
 * Content-Type nginx sends for an extension: its types block + charset.
 * @param {string} extension
 */
function nginxContentType(extension) {
  const types = nginxConfigGroup(/^types \{([\s\S]*?)^\}/m);
  const charsetTypes = nginxConfigGroup(/^charset_types ([^;]+);/m)
    .split(/\s+/)
    .concat('text/html');
  for (const line of types.split('\n')) {
    // split() returns at least one element, so the default never applies.
    const [type = '', ...extensions] = line
      .trim()
      .replace(/;$/, '')
      .split(/\s+/);
    if (extensions.includes(extension.slice(1))) {
      return charsetTypes.includes(type) ? `${type}; charset=utf-8` : type;
    }
  }
  return 'application/octet-stream';
}

describe('content types', () => {
  it('serve Markdown and text as UTF-8', () => {
    expect(contentTypes['.md']).toBe('text/markdown; charset=utf-8');
    expect(contentTypes['.txt']).toBe('text/plain; charset=utf-8');
    expect(contentTypes['.webmanifest']).toBe('application/manifest+json');
  });

  it.each(Object.keys(contentTypes))('%s is the same in nginx', (extension) => {
    expect(nginxContentType(extension)).toBe(contentTypes[extension]);
  });
});

describe('caching', () => {
  const nginxHashedAsset = new RegExp(
    nginxConfigGroup(/location ~\* "([^"]+)"/),
    'i',
  );

  it.each([
    ['/assets/js/main.1a2b3c4d.js', true],
    ['/assets/css/styles.0f1e2d3c.css', true],
    [
      '/assets/fonts/KaTeX_Main-Bold-138ac28d4e8d7a9c0b1f2e3d4c5b6a79.woff2',
      true,
    ],
    ['/assets/images/logo.svg', false],
    ['/search-index/en.lexicon.49e6c748b7.json', true],
    ['/search-index/en.docs-default-current.text.54.eb4d1c5ea2.json', true],
    ['/search-index/en.default.postings.6477c435ab.bin', true],
    ['/search-index/manifest.json', false],
    ['/sw.js', false],
    ['/docs/installation/index.html', false],
  ])('%s is hashed: %s (both servers)', (pathname, hashed) => {
    expect(hashedAsset.test(pathname)).toBe(hashed);
    expect(nginxHashedAsset.test(pathname)).toBe(hashed);
  });

  it('never caches the service worker, revalidates pages', () => {
    expect(cacheControl('/sw.js')).toBe('no-store');
    expect(cacheControl('/132.sw.js')).toBe('no-store');
    expect(cacheControl('/docs/index.html')).toBe(
      'public, max-age=0, must-revalidate',
    );
    expect(cacheControl('/assets/js/main.1a2b3c4d.js')).toBe(
      'public, max-age=31536000, immutable',
    );
  });
});
