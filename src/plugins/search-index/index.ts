/**
 * Local search for the DocSearch UI.
 *
 * - postBuild: reads the built pages, extracts DocSearch-shaped records and
 *   writes the index files (see src/search/indexFormat.ts) and a manifest
 *   into `build/search-index/` (local mode only).
 * - configureWebpack: points `algoliasearch/lite` (used by the theme's
 *   /search page) at the site's search client in local and custom modes, so
 *   the real page talks to the embedded index or the custom host; in local
 *   mode the real Algolia client is left out of the search code (the
 *   generated module `algoliasearch-lite-hosted` leads to, written in
 *   contentLoaded, names the mode's client). (DocSearch
 *   keeps its error screen up when the index is unreachable thanks to a
 *   patch, see patches/ and the README's "Workarounds".)
 */
import {mkdir, readFile, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {
  cachedJson,
  codeVersion,
  contentCache,
  type ContentCache,
} from '../content-cache';
import {precompressCache, precompressFiles} from '../precompress';
import type {SearchMode} from '../../data/siteCustomFields';
import {searchIndexDir} from '../../search/indexFormat';
import type {SearchRecord} from '../../search/types';
import {withoutEntryScriptList} from '../../../config/htmlTemplate';
import {buildIndexFiles} from './buildIndex';
import {extractRecords} from './extract';

export interface SearchIndexPluginOptions {
  mode: SearchMode;
}

/** File of a route in the build: `/docs/a/` -> `docs/a/index.html`. */
export function routeFile(
  outDir: string,
  baseUrl: string,
  routePath: string,
): string {
  const relative = routePath.startsWith(baseUrl)
    ? routePath.slice(baseUrl.length)
    : routePath.replace(/^\//, '');
  return path.join(
    outDir,
    relative,
    relative.endsWith('.html') ? '' : 'index.html',
  );
}

/** Routes that are never indexed: the search page itself and debug pages. */
function isIndexableRoute(routePath: string, baseUrl: string): boolean {
  const relative = routePath.slice(baseUrl.length);
  return (
    !/^(search\/?$|__docusaurus\/|404\.html$)/.test(relative) &&
    !relative.includes('*')
  );
}

/**
 * The cache of each page's records, versioned by the extractor's code and
 * the lockfile. Most pages come out of a rebuild byte for byte the same
 * (the deploy-preview build, a rebuild after one edit), and parsing every
 * page again was a quarter of the time after bundling.
 */
export function recordsCache(siteDir: string): ContentCache {
  return contentCache(
    siteDir,
    'search-records',
    codeVersion(siteDir, [
      path.join(__dirname, 'extract.ts'),
      path.join(__dirname, '../../search/types.ts'),
    ]),
  );
}

export async function buildSearchIndex({
  outDir,
  baseUrl,
  routesPaths,
  cache,
  recordCache,
}: {
  outDir: string;
  baseUrl: string;
  routesPaths: string[];
  /** Where compressed copies made by an earlier build are reused from. */
  cache?: ContentCache;
  /** Where the records of a page seen by an earlier build are reused from. */
  recordCache?: ContentCache;
}) {
  const started = Date.now();
  const records: SearchRecord[] = [];
  const paths = [...new Set(routesPaths)].filter((route) =>
    isIndexableRoute(route, baseUrl),
  );
  for (const routePath of paths) {
    let html: string;
    try {
      html = await readFile(routeFile(outDir, baseUrl, routePath), 'utf8');
    } catch {
      continue; // routes without a page file (e.g. layout routes)
    }
    // Positions count from 0 in a page's records; they are global to a
    // shard, so each page's follow the records before it.
    const pageRecords = await cachedJson(
      recordCache,
      [routePath, baseUrl, withoutEntryScriptList(html)],
      () => extractRecords(html, {pathname: routePath, baseUrl}),
    );
    const offset = records.length;
    for (const record of pageRecords) {
      records.push({
        ...record,
        weight: {...record.weight, position: record.weight.position + offset},
      });
    }
  }
  const {manifest, files} = buildIndexFiles(records);
  const indexDir = path.join(outDir, searchIndexDir);
  await rm(indexDir, {recursive: true, force: true});
  await mkdir(indexDir, {recursive: true});
  let bytes = 0;
  const written: string[] = [];
  for (const [file, content] of files) {
    bytes +=
      typeof content === 'string'
        ? Buffer.byteLength(content)
        : content.byteLength;
    const target = path.join(indexDir, file);
    await writeFile(target, content);
    // The postings are gzip files already.
    if (file.endsWith('.json')) {
      written.push(target);
    }
  }
  // Compressed copies for both servers to send as they are: a query loads
  // up to four text files at once, and compressing each on every request
  // made the server the slowest step of a query.
  const compressedFiles = await precompressFiles(written, {cache});
  return {
    manifest,
    bytes,
    compressedFiles,
    records: records.length,
    pages: paths.length,
    ms: Date.now() - started,
  };
}

export default function searchIndexPlugin(
  context: LoadContext,
  options: SearchIndexPluginOptions,
): Plugin {
  const hostedClient =
    options.mode === 'local'
      ? path.resolve(__dirname, '../../search/hostedClientOmitted.ts')
      : require
          .resolve('algoliasearch/lite')
          .replace(/node\.(c?js)$/, 'browser.js');
  // Where `algoliasearch-lite-hosted` leads: a generated module that
  // re-exports the client of the mode. The mode is in the module's text, not
  // in the bundler config, so every mode has the same aliases: the
  // deploy-preview build (custom mode) reuses the bundler cache of the main
  // build (local mode) and rebuilds only this module, where an alias of its
  // own made the cache start cold (see the bundler-cache workaround).
  let hostedClientModule: string | undefined;
  return {
    name: 'search-index',
    async contentLoaded({actions}) {
      hostedClientModule = await actions.createData(
        'hostedClient.js',
        `// The hosted Algolia client of search mode "${options.mode}".\nexport {liteClient} from ${JSON.stringify(hostedClient)};\n`,
      );
    },
    configureWebpack() {
      if (hostedClientModule === undefined) {
        throw new Error(
          'search-index: the bundler config was asked for before the plugin wrote its hosted-client module (contentLoaded).',
        );
      }
      const alias: Record<string, string> = {
        // The real Algolia client for hosted and custom modes; local mode
        // never calls it, so its search code leaves it out.
        'algoliasearch-lite-hosted$': hostedClientModule,
      };
      if (options.mode !== 'algolia') {
        alias['algoliasearch/lite$'] = path.resolve(
          __dirname,
          '../../search/algoliaLiteShim.ts',
        );
      }
      return {resolve: {alias}};
    },
    async postBuild({outDir, routesPaths}) {
      if (options.mode !== 'local') {
        return;
      }
      const result = await buildSearchIndex({
        outDir,
        baseUrl: context.baseUrl,
        routesPaths,
        cache: precompressCache(context.siteDir),
        recordCache: recordsCache(context.siteDir),
      });
      console.log(
        `[search-index] ${result.records} records from ${result.pages} pages in ${result.manifest.shards.length} shards (${Math.round(result.bytes / 1024)} KB) in ${result.ms} ms; ${result.manifest.files.length} files, ${result.compressedFiles} with .br and .gz copies`,
      );
    },
  };
}
