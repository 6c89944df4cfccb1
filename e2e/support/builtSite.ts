/**
 * Reads the production build and the sources it was built from, for specs
 * that check what a build contains (routes, sitemap, search index) rather
 * than how a page behaves. The Playwright suite runs after the build, so
 * these checks run in `npm test` too.
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {load, type CheerioAPI} from 'cheerio';
import {entryScriptsId} from '../../config/htmlTemplate';
import {mainBuild} from '../../scripts/builds.mjs';
import {isClientRedirectHtml} from '../../scripts/lib/clientRedirects.mjs';
import type {
  SearchIndexManifest,
  ShardMeta,
} from '../../src/search/indexFormat';

export const buildDir = path.resolve(mainBuild.outDir);
const repoRoot = path.resolve(__dirname, '../..');

/**
 * Whether a built file is a redirect page of plugin-client-redirects (such as
 * `/x.html/` for `/x/`) rather than a page of the site.
 */
export function isClientRedirect(file: string): boolean {
  return isClientRedirectHtml(readFileSync(file, 'utf8'));
}

/**
 * Route of every built page below `prefix`: one per index.html, client
 * redirect pages left out.
 */
export function builtRoutes(prefix: string): string[] {
  const routes: string[] = [];
  const walk = (dir: string, route: string) => {
    for (const entry of readdirSync(dir, {withFileTypes: true})) {
      if (entry.isDirectory()) {
        walk(path.join(dir, entry.name), `${route}${entry.name}/`);
      } else if (
        entry.name === 'index.html' &&
        !isClientRedirect(path.join(dir, entry.name))
      ) {
        routes.push(route);
      }
    }
  };
  walk(path.join(buildDir, prefix), prefix);
  return routes.sort();
}

/** The built HTML of a route, parsed. */
export function builtPage(route: string): CheerioAPI {
  const file = path.join(buildDir, route, 'index.html');
  if (!existsSync(file)) {
    throw new Error(`No built page for ${route} (${file}).`);
  }
  return load(readFileSync(file, 'utf8'));
}

/**
 * Site paths of the scripts a built page names to render with, in order
 * (the entry script list of config/htmlTemplate.ts).
 */
export function builtPageScripts(route: string): string[] {
  return JSON.parse(builtPage(route)(`#${entryScriptsId}`).text()) as string[];
}

export function builtFile(relativePath: string): string {
  return readFileSync(path.join(buildDir, relativePath), 'utf8');
}

/** Paths (without origin) of every URL in build/sitemap.xml. */
export function sitemapPaths(): string[] {
  return [...builtFile('sitemap.xml').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    ([, loc]) => new URL(loc!).pathname,
  );
}

/** Page paths of every record in the local search index shards. */
export function searchIndexPaths(): Set<string> {
  const manifest = JSON.parse(
    builtFile('search-index/manifest.json'),
  ) as SearchIndexManifest;
  const paths = new Set<string>();
  for (const shard of manifest.shards) {
    const {pages} = JSON.parse(
      builtFile(`search-index/${shard.file}`),
    ) as ShardMeta;
    for (const [pagePath] of pages) {
      paths.add(pagePath);
    }
  }
  return paths;
}

export interface SourceFile {
  /** Path relative to the content folder, with forward slashes. */
  file: string;
  frontMatter: Record<string, string>;
}

/**
 * Content files of a fixture folder the way the content plugins pick them:
 * the given extensions, minus names or folders starting with `_`, tests
 * and `__tests__`. Front matter is read as flat `key: value` lines, which is
 * all these checks need (draft, unlisted, title).
 */
export function sourceFiles(
  folder: string,
  extensions: string[],
): SourceFile[] {
  const root = path.join(repoRoot, folder);
  const files: SourceFile[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, {withFileTypes: true})) {
      if (entry.name.startsWith('_')) {
        continue;
      }
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        walk(full);
      } else if (
        extensions.includes(path.extname(entry.name)) &&
        !/\.test\.[jt]sx?$/.test(entry.name)
      ) {
        files.push({
          file: path.relative(root, full).split(path.sep).join('/'),
          frontMatter: readFrontMatter(readFileSync(full, 'utf8')),
        });
      }
    }
  };
  walk(root);
  return files.sort((a, b) => a.file.localeCompare(b.file));
}

function readFrontMatter(source: string): Record<string, string> {
  const block = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source)?.[1] ?? '';
  const entries = block
    .split(/\r?\n/)
    .map((line) => /^([\w-]+):\s*(.*)$/.exec(line))
    .filter((match): match is RegExpExecArray => match !== null)
    .map(([, key, value]) => [key!, value!.trim()]);
  return Object.fromEntries(entries);
}

export const isDraft = (source: SourceFile) =>
  source.frontMatter.draft === 'true';
export const isUnlisted = (source: SourceFile) =>
  source.frontMatter.unlisted === 'true' ||
  // The site's front matter parser turns this test key into `unlisted: true`.
  source.frontMatter.force_unlisted_parseFrontMatter_test === 'true';

/** Source of the entry chunk (main.<hash>.js) of the build. */
export function entryChunkSource(): string {
  const dir = path.join(buildDir, 'assets/js');
  const main = readdirSync(dir).find((file) =>
    /^main\.[\da-f]+\.js$/.test(file),
  );
  if (!main) {
    throw new Error(`No main.<hash>.js in ${dir}`);
  }
  return readFileSync(path.join(dir, main), 'utf8');
}
