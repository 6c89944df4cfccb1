import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {contentCache} from '../../content-cache';
import {headersDir, headersJsonFile} from '../headerFiles';
import {writeSecurityHeaders} from '../index';

let siteDir: string;
let outDir: string;

const page = (script: string) =>
  `<!doctype html><html><head><script>${script}</script></head><body><main>Text</main></body></html>`;

const policy = {
  pagePolicy: {'script-src': ["'self'"]},
  livePreviewPolicy: {'script-src': ["'unsafe-eval'"]},
  headers: {'X-Content-Type-Options': 'nosniff'},
};

beforeEach(() => {
  siteDir = mkdtempSync(path.join(os.tmpdir(), 'script-hash-site-'));
  outDir = mkdtempSync(path.join(os.tmpdir(), 'script-hash-out-'));
  mkdirSync(path.join(outDir, 'docs'), {recursive: true});
  writeFileSync(path.join(outDir, '404.html'), page('shared()'));
  writeFileSync(path.join(outDir, 'docs/index.html'), page('docs()'));
});

afterEach(() => {
  rmSync(siteDir, {recursive: true, force: true});
  rmSync(outDir, {recursive: true, force: true});
});

async function headersJson(
  cache?: ReturnType<typeof contentCache>,
): Promise<string> {
  await writeSecurityHeaders({
    outDir,
    baseUrl: '/',
    policy,
    livePreviewPath: 'live-code-preview/',
    cache,
  });
  return readFileSync(path.join(outDir, headersDir, headersJsonFile), 'utf8');
}

describe('the inline script hash cache', () => {
  it('writes the same headers from cached hashes as from the pages', async () => {
    const fromPages = await headersJson();
    const cache = contentCache(siteDir, 'inline-script-hashes', 'v1');
    // The first build fills the cache, the second reads it.
    expect(await headersJson(cache)).toBe(fromPages);
    expect(await headersJson(cache)).toBe(fromPages);
    expect(
      readdirSync(
        path.join(siteDir, 'node_modules/.cache/inline-script-hashes'),
      ),
    ).toHaveLength(2);
  });

  it('reuses the hashes of a page it has seen, and only of that page', async () => {
    const cache = contentCache(siteDir, 'inline-script-hashes', 'v1');
    await headersJson(cache);
    // Mark every cached entry: a build that reads the cache shows it.
    const cacheDir = path.join(
      siteDir,
      'node_modules/.cache/inline-script-hashes',
    );
    for (const file of readdirSync(cacheDir)) {
      writeFileSync(
        path.join(cacheDir, file),
        JSON.stringify(["'sha256-from-the-cache'"]),
      );
    }
    // One page changes: its scripts are hashed again.
    writeFileSync(path.join(outDir, 'docs/index.html'), page('changed()'));
    const headers = await headersJson(cache);
    expect(headers).toContain("'sha256-from-the-cache'");
    const fresh = await headersJson();
    const changedHash = /'sha256-[^']+'/.exec(
      JSON.parse(fresh).contentSecurityPolicy.byPath['/docs/index.html'],
    )![0];
    expect(headers).toContain(changedHash);
  });
});
