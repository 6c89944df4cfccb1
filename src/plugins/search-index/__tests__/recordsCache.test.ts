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
import {entryScriptsId} from '../../../../config/htmlTemplate';
import {contentCache} from '../../content-cache';
import {buildSearchIndex} from '../index';

/** A fixture page with the entry script list of the site's template. */
const fixture = (name: string, runtime = 'runtime~main.11111111.js') =>
  readFileSync(path.join(__dirname, '__fixtures__', name), 'utf8').replace(
    '</head>',
    `<script type="application/json" id="${entryScriptsId}">["/assets/js/${runtime}"]</script></head>`,
  );

let siteDir: string;
let outDir: string;

beforeEach(() => {
  siteDir = mkdtempSync(path.join(os.tmpdir(), 'records-cache-site-'));
  outDir = mkdtempSync(path.join(os.tmpdir(), 'records-cache-out-'));
  // Two pages: the second page's record positions follow the first's.
  mkdirSync(path.join(outDir, 'docs/sidebar/items'), {recursive: true});
  mkdirSync(path.join(outDir, 'docs/other'), {recursive: true});
  writeFileSync(
    path.join(outDir, 'docs/sidebar/items/index.html'),
    fixture('doc-page.html'),
  );
  writeFileSync(
    path.join(outDir, 'docs/other/index.html'),
    fixture('doc-page.html'),
  );
});

afterEach(() => {
  rmSync(siteDir, {recursive: true, force: true});
  rmSync(outDir, {recursive: true, force: true});
});

const routesPaths = ['/docs/sidebar/items/', '/docs/other/'];

/** The index files of a build, by name. */
function indexFiles(): Record<string, string> {
  const dir = path.join(outDir, 'search-index');
  return Object.fromEntries(
    readdirSync(dir)
      .filter((file) => !/\.(br|gz)$/.test(file))
      .map((file) => [file, readFileSync(path.join(dir, file), 'latin1')]),
  );
}

describe('the records cache of the search index', () => {
  it('builds the same index from cached records as from the pages', async () => {
    await buildSearchIndex({outDir, baseUrl: '/', routesPaths});
    const fromPages = indexFiles();
    const recordCache = contentCache(siteDir, 'search-records', 'v1');
    // The first build fills the cache, the second reads it.
    for (let build = 0; build < 2; build += 1) {
      await buildSearchIndex({outDir, baseUrl: '/', routesPaths, recordCache});
      expect(indexFiles()).toEqual(fromPages);
    }
    expect(
      readdirSync(path.join(siteDir, 'node_modules/.cache/search-records')),
    ).toHaveLength(routesPaths.length);
  });

  it('reuses the records of a page it has seen, and only of that page', async () => {
    const recordCache = contentCache(siteDir, 'search-records', 'v1');
    await buildSearchIndex({outDir, baseUrl: '/', routesPaths, recordCache});
    // Mark every cached record: a build that reads the cache shows it.
    const cacheDir = path.join(siteDir, 'node_modules/.cache/search-records');
    for (const file of readdirSync(cacheDir)) {
      const records = JSON.parse(
        readFileSync(path.join(cacheDir, file), 'utf8'),
      ) as {content: string | null}[];
      writeFileSync(
        path.join(cacheDir, file),
        JSON.stringify(
          records.map((record) => ({...record, content: 'from the cache'})),
        ),
      );
    }
    // The other chunks of the site changed: the runtime's name in every
    // page's script list is new, the pages' text is not.
    writeFileSync(
      path.join(outDir, 'docs/sidebar/items/index.html'),
      fixture('doc-page.html', 'runtime~main.22222222.js'),
    );
    // One page changes: its records are extracted again.
    writeFileSync(
      path.join(outDir, 'docs/other/index.html'),
      fixture('doc-page.html').replace(
        'Write the id as a string.',
        'One more line.',
      ),
    );
    await buildSearchIndex({outDir, baseUrl: '/', routesPaths, recordCache});
    const text = Object.entries(indexFiles())
      .filter(([file]) => file.includes('.text.'))
      .map(([, content]) => content)
      .join('\n');
    expect(text).toContain('from the cache');
    expect(text).toContain('One more line.');
  });
});
