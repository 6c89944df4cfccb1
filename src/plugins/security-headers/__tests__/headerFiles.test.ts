import {describe, expect, it} from 'vitest';
import type {SecurityPolicy} from '../../../../config/securityHeaders';
import {
  nginxHttpConfig,
  nginxServerConfig,
  securityHeadersManifest,
} from '../headerFiles';

const policy: SecurityPolicy = {
  pagePolicy: {'default-src': ["'self'"], 'script-src': ["'self'"]},
  livePreviewPolicy: {'script-src': ["'self'", "'unsafe-eval'"]},
  headers: {'X-Content-Type-Options': 'nosniff'},
};

const manifest = securityHeadersManifest({
  policy,
  defaultPage: '/404.html',
  livePreviewPage: '/live-code-preview/index.html',
  files: [
    {urlPath: '/404.html', scriptHashes: ["'sha256-A'", "'sha256-B'"]},
    {urlPath: '/docs/index.html', scriptHashes: ["'sha256-B'", "'sha256-A'"]},
    {urlPath: '/old/index.html', scriptHashes: ["'sha256-R'"]},
    {urlPath: '/live-code-preview/index.html', scriptHashes: []},
  ],
});

describe('securityHeadersManifest', () => {
  it('allows the default page’s scripts by default', () => {
    expect(manifest.contentSecurityPolicy.default).toBe(
      "default-src 'self'; script-src 'self' 'sha256-A' 'sha256-B'",
    );
  });

  it('lists only the pages whose scripts differ, with exactly their own', () => {
    expect(manifest.contentSecurityPolicy.byPath).toEqual({
      '/live-code-preview/index.html': "script-src 'self' 'unsafe-eval'",
      '/old/index.html': "default-src 'self'; script-src 'self' 'sha256-R'",
    });
  });

  it('carries the other headers as they are', () => {
    expect(manifest.headers).toEqual({'X-Content-Type-Options': 'nosniff'});
  });
});

describe('nginx files', () => {
  it('map each listed file to its policy', () => {
    const config = nginxHttpConfig(manifest);
    expect(config).toContain('map $uri $docusaurus_csp {');
    expect(config).toContain(
      `    default "default-src 'self'; script-src 'self' 'sha256-A' 'sha256-B'";`,
    );
    expect(config).toContain(
      `    "/old/index.html" "default-src 'self'; script-src 'self' 'sha256-R'";`,
    );
  });

  it('escape quotes and backslashes in paths', () => {
    const config = nginxHttpConfig({
      ...manifest,
      contentSecurityPolicy: {
        default: 'x',
        byPath: {'/a "b"\\c/index.html': 'y'},
      },
    });
    expect(config).toContain('    "/a \\"b\\"\\\\c/index.html" "y";');
  });

  it('refuse a value nginx would read as a variable', () => {
    expect(() =>
      nginxHttpConfig({
        ...manifest,
        contentSecurityPolicy: {default: 'x', byPath: {'/$a/': 'y'}},
      }),
    ).toThrow(/Cannot write/);
  });

  it('add every header on every response', () => {
    expect(nginxServerConfig(manifest)).toContain(
      'add_header Content-Security-Policy $docusaurus_csp always;\nadd_header X-Content-Type-Options "nosniff" always;',
    );
  });
});
