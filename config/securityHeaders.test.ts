import {describe, expect, it} from 'vitest';
import {searchOrigins, securityPolicy, serializeCsp} from './securityHeaders';

describe('searchOrigins', () => {
  it('adds nothing for the embedded index', () => {
    expect(
      searchOrigins(
        {searchMode: 'local', searchHost: undefined, algoliaAppId: undefined},
        'APP',
      ),
    ).toEqual([]);
  });

  it('adds the origin of a custom host', () => {
    expect(
      searchOrigins(
        {
          searchMode: 'custom',
          searchHost: 'http://127.0.0.1:7700/some/path',
          algoliaAppId: undefined,
        },
        'APP',
      ),
    ).toEqual(['http://127.0.0.1:7700']);
  });

  it('adds the application’s own Algolia read hosts', () => {
    expect(
      searchOrigins(
        {searchMode: 'algolia', searchHost: undefined, algoliaAppId: 'MYAPP'},
        'APP',
      ),
    ).toEqual([
      'https://myapp-dsn.algolia.net',
      'https://myapp-1.algolianet.com',
      'https://myapp-2.algolianet.com',
      'https://myapp-3.algolianet.com',
    ]);
  });
});

describe('securityPolicy', () => {
  it('puts the search hosts in connect-src only', () => {
    const csp = serializeCsp(
      securityPolicy(['https://search.example']).pagePolicy,
    );
    expect(csp).toContain("connect-src 'self' https://search.example;");
    expect(csp.match(/search\.example/g)).toHaveLength(1);
  });

  it('never lets pages evaluate code or run unlisted inline scripts', () => {
    const {pagePolicy} = securityPolicy([]);
    expect(pagePolicy['script-src']).toEqual(["'self'"]);
  });

  it('appends hashes to script-src', () => {
    expect(
      serializeCsp({'default-src': ["'self'"], 'script-src': ["'self'"]}, [
        "'sha256-A'",
      ]),
    ).toBe("default-src 'self'; script-src 'self' 'sha256-A'");
  });
});
