/**
 * Rebuilds the search index of an existing build without building the
 * site again (the index only reads the built HTML):
 *
 *   npx jiti src/plugins/search-index/cli.ts [buildDir] [baseUrl]
 */
import {readdirSync} from 'node:fs';
import path from 'node:path';
import {precompressCache} from '../precompress';
import {buildSearchIndex} from './index';

function pageRoutes(outDir: string, baseUrl: string): string[] {
  const routes: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, {withFileTypes: true})) {
      if (entry.isDirectory()) {
        walk(path.join(dir, entry.name));
      } else if (entry.name === 'index.html') {
        const relative = path.relative(outDir, dir).split(path.sep).join('/');
        routes.push(`${baseUrl}${relative ? `${relative}/` : ''}`);
      }
    }
  };
  walk(outDir);
  return routes.sort();
}

const outDir = path.resolve(process.argv[2] ?? 'build');
const baseUrl = process.argv[3] ?? '/';
buildSearchIndex({
  outDir,
  baseUrl,
  routesPaths: pageRoutes(outDir, baseUrl),
  cache: precompressCache(process.cwd()),
})
  .then((result) => {
    console.log(
      `[search-index] ${result.records} records from ${result.pages} pages in ${result.manifest.shards.length} shards (${Math.round(result.bytes / 1024)} KB) in ${result.ms} ms; ${result.manifest.files.length} files, ${result.compressedFiles} with .br and .gz copies`,
    );
  })
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
