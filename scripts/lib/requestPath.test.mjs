import {describe, expect, it} from 'vitest';
import {isHiddenPath, parseRequestTarget} from './requestPath.mjs';

describe('parseRequestTarget', () => {
  it('keeps an ordinary path and its query', () => {
    expect(parseRequestTarget('/docs/installation/?x=1')).toEqual({
      ok: true,
      path: '/docs/installation/',
      search: '?x=1',
    });
  });

  it('decodes percent-escapes, including UTF-8 sequences', () => {
    expect(
      parseRequestTarget('/tests/docs/with%20space/%C3%A9t%C3%A9'),
    ).toEqual({ok: true, path: '/tests/docs/with space/été', search: ''});
  });

  it('resolves dot segments and repeated slashes inside the root', () => {
    expect(parseRequestTarget('/docs/../blog//./archive/')).toMatchObject({
      path: '/blog/archive/',
    });
    expect(parseRequestTarget('/docs/..')).toMatchObject({path: '/'});
  });

  it.each([
    ['/../package.json'],
    ['/%2e%2e/package.json'],
    ['/..%2fpackage.json'],
    ['/docs/../../package.json'],
  ])('refuses %s, which leaves the root', (target) => {
    expect(parseRequestTarget(target)).toMatchObject({ok: false, status: 400});
  });

  it('treats a backslash as an ordinary character, as on Unix', () => {
    expect(parseRequestTarget('/..\\package.json')).toMatchObject({
      ok: true,
      path: '/..\\package.json',
    });
  });

  it.each([['/%zz'], ['/%E0%A4%A'], ['/a%']])(
    'refuses the malformed escape in %s',
    (target) => {
      expect(parseRequestTarget(target)).toMatchObject({
        ok: false,
        status: 400,
      });
    },
  );

  it('refuses a NUL byte', () => {
    expect(parseRequestTarget('/index.html%00.txt')).toMatchObject({
      ok: false,
      status: 400,
    });
  });

  it('refuses a target over 8 KB with 414', () => {
    expect(parseRequestTarget(`/${'a'.repeat(16 * 1024)}`)).toMatchObject({
      ok: false,
      status: 414,
    });
  });

  it('refuses a target that is not a path', () => {
    expect(parseRequestTarget('*')).toMatchObject({ok: false, status: 400});
  });
});

describe('isHiddenPath', () => {
  it('finds dot segments anywhere in the path', () => {
    expect(isHiddenPath('/.security-headers/headers.json')).toBe(true);
    expect(isHiddenPath('/a/.git/config')).toBe(true);
    expect(isHiddenPath('/docs/installation/')).toBe(false);
    expect(isHiddenPath('/blog/rss.xml')).toBe(false);
  });
});
