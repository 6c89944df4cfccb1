/**
 * Local search for the DocSearch UI.
 *
 * - postBuild: reads the built pages, extracts DocSearch-shaped records and
 *   writes one MiniSearch shard per (language, docusaurus_tag) plus a
 *   manifest into `build/search-index/` (local mode only).
 * - configureWebpack: points `algoliasearch/lite` (used by the theme's
 *   /search page) at the site's search client in local and custom modes, so
 *   the real page talks to the embedded index or the custom host. (DocSearch
 *   keeps its error screen up when the index is unreachable thanks to a
 *   patch, see patches/ and the README's "Workarounds".)
 */
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {SearchMode} from '../../data/siteCustomFields';
import {searchIndexDir, type SearchRecord} from '../../search/types';
import {extractRecords} from './extract';
import {groupShards, writeShards} from './shards';

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

export async function buildSearchIndex({
  outDir,
  baseUrl,
  routesPaths,
}: {
  outDir: string;
  baseUrl: string;
  routesPaths: string[];
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
    records.push(
      ...extractRecords(html, {
        pathname: routePath,
        positionOffset: records.length,
      }),
    );
  }
  const shards = groupShards(records);
  const manifest = await writeShards(shards, path.join(outDir, searchIndexDir));
  return {
    manifest,
    records: records.length,
    pages: paths.length,
    ms: Date.now() - started,
  };
}

export default function searchIndexPlugin(
  context: LoadContext,
  options: SearchIndexPluginOptions,
): Plugin {
  const hostedClient = require
    .resolve('algoliasearch/lite')
    .replace(/node\.(c?js)$/, 'browser.js');
  return {
    name: 'search-index',
    configureWebpack() {
      const alias: Record<string, string> = {
        // The real Algolia client, for hosted and custom modes.
        'algoliasearch-lite-hosted$': hostedClient,
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
      });
      const bytes = result.manifest.shards.reduce(
        (sum, shard) => sum + shard.bytes,
        0,
      );
      console.log(
        `[search-index] ${result.records} records from ${result.pages} pages in ${result.manifest.shards.length} shards (${Math.round(bytes / 1024)} KB) in ${result.ms} ms`,
      );
    },
  };
}
