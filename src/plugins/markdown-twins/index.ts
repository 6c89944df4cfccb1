/**
 * Docs for tools and AI assistants. After the build, every doc page (all
 * versions), category index, blog post and changelog entry of the chosen
 * plugin instances gets a Markdown twin beside its folder
 * (`/docs/installation/` → `/docs/installation.md`), converted from the
 * built HTML. Then the indexes are written in the llms.txt format: one for
 * the latest docs and the other content (`/llms.txt`), one per older docs
 * version (`/docs/3.8.1/llms.txt`), and the latest docs in sidebar order in
 * one file (`/llms-full.txt`).
 *
 * The theme side (the `<link rel="alternate">` of each page and the "Copy
 * page" button) learns which plugin instances have twins from this plugin's
 * global data.
 */
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {applyTrailingSlash} from '@docusaurus/utils-common';
import {
  markdownTwinPath,
  markdownTwinsPluginName,
  type MarkdownTwinGlobalData,
} from '../../utils/markdownTwin';
import {codeVersion, contentCache, type ContentCache} from '../content-cache';
import {availableParallelism} from 'node:os';
import {createConvertPool, type ConvertMain} from './convertPool';
import {
  convertMain,
  describeHead,
  pageParts,
  renderTwin,
  type ConvertedMain,
  type ConvertedPage,
} from './htmlToMarkdown';
import {absoluteUrl, renderFullText, renderIndex} from './llmsTxt';
import {
  blogPages,
  docsPages,
  type BlogInstanceOptions,
  type DocsInstanceOptions,
  type TwinPage,
} from './pages';

export interface MarkdownTwinsOptions {
  /** H1 of the index files (the site name). */
  siteTitle: string;
  /** One-paragraph summary of the site. */
  summary: string;
  docs: DocsInstanceOptions[];
  blogs: BlogInstanceOptions[];
  /** Order of the sections in the indexes. */
  sectionOrder: string[];
  /** Sections of the latest docs gathered in llms-full.txt, in this order. */
  fullTextSections: string[];
}

export interface WrittenFiles {
  twins: number;
  indexes: string[];
}

/** Relative file of a site path inside the build folder. */
function buildFile(outDir: string, baseUrl: string, sitePath: string): string {
  return path.join(outDir, sitePath.slice(baseUrl.length - 1));
}

async function writeText(file: string, content: string): Promise<void> {
  await mkdir(path.dirname(file), {recursive: true});
  await writeFile(file, content);
}

/** Converts on the calling thread. */
const convertHere: ConvertMain = async (main, pageUrl) =>
  convertMain(main, pageUrl);

/**
 * Converts a built page with `convert`. With a `cache`, the content of a
 * `<main>` element converted before at the same URL is not converted again.
 */
export async function convertCached(
  html: string,
  pageUrl: string,
  cache: ContentCache | undefined,
  convert: ConvertMain = convertHere,
): Promise<ConvertedPage> {
  const {head, main} = pageParts(html, pageUrl);
  const description = describeHead(head);
  if (cache === undefined) {
    return {description, ...(await convert(main, pageUrl))};
  }
  const key = cache.key(pageUrl, main);
  const cached = await cache.read(key, '.json');
  if (cached) {
    return {description, ...(JSON.parse(cached.toString()) as ConvertedMain)};
  }
  const converted = await convert(main, pageUrl);
  await cache.write(key, '.json', JSON.stringify(converted));
  return {description, ...converted};
}

/**
 * The cache of converted pages, versioned by the converter's code and the
 * lockfile (the libraries it uses): a change to either converts again.
 */
export function twinCache(siteDir: string): ContentCache {
  return contentCache(
    siteDir,
    'markdown-twins',
    codeVersion(siteDir, [path.join(__dirname, 'htmlToMarkdown.ts')]),
  );
}

/** Converts every page and writes the twins and the index files. */
export async function writeMarkdownTwins({
  pages,
  options,
  outDir,
  siteUrl,
  baseUrl,
  cache,
  convert,
}: {
  pages: TwinPage[];
  options: MarkdownTwinsOptions;
  outDir: string;
  siteUrl: string;
  baseUrl: string;
  cache?: ContentCache;
  /** Converts a page's `<main>`; on the calling thread by default. */
  convert?: ConvertMain;
}): Promise<WrittenFiles> {
  // Every page at once: with worker threads converting, the main thread
  // reads, caches and writes while they work.
  const converted = new Map(
    await Promise.all(
      pages.map(async (page) => {
        const htmlFile = path.join(
          buildFile(outDir, baseUrl, page.permalink),
          'index.html',
        );
        const html = await readFile(htmlFile, 'utf8');
        const result = await convertCached(
          html,
          absoluteUrl(siteUrl, page.permalink),
          cache,
          convert,
        );
        await writeText(
          buildFile(outDir, baseUrl, markdownTwinPath(page.permalink)),
          renderTwin(result),
        );
        return [page.permalink, result] as const;
      }),
    ),
  );

  const listed = pages.filter((page) => page.listed);
  const latest = listed.filter((page) => page.olderVersionPath === undefined);
  const olderVersionPaths = [
    ...new Set(
      listed.flatMap((page) =>
        page.olderVersionPath === undefined ? [] : [page.olderVersionPath],
      ),
    ),
  ];
  const indexes: {sitePath: string; content: string}[] = [];
  const fullTextPath = `${baseUrl}llms-full.txt`;
  indexes.push({
    sitePath: `${baseUrl}llms.txt`,
    content: renderIndex({
      title: options.siteTitle,
      summary: options.summary,
      details: [
        `Each link leads to the Markdown version of a page; the page itself is the same URL without \`.md\`. [llms-full.txt](${absoluteUrl(siteUrl, fullTextPath)}) holds the whole current documentation in one file.`,
        ...(olderVersionPaths.length > 0
          ? [
              `Older documentation versions have their own index: ${olderVersionPaths
                .map(
                  (versionPath) =>
                    `[${path.posix.basename(versionPath)}](${absoluteUrl(siteUrl, `${versionPath}/llms.txt`)})`,
                )
                .join(', ')}.`,
            ]
          : []),
      ],
      sectionOrder: options.sectionOrder,
      pages: latest,
      siteUrl,
    }),
  });
  for (const versionPath of olderVersionPaths) {
    const versionName = path.posix.basename(versionPath);
    indexes.push({
      sitePath: `${versionPath}/llms.txt`,
      content: renderIndex({
        title: `${options.siteTitle} ${versionName}`,
        summary: `${options.summary} This index lists the documentation of version ${versionName}.`,
        details: [
          `Each link leads to the Markdown version of a page. The current documentation, the blog and the changelog are listed in [llms.txt](${absoluteUrl(siteUrl, `${baseUrl}llms.txt`)}).`,
        ],
        sectionOrder: options.sectionOrder,
        pages: listed.filter((page) => page.olderVersionPath === versionPath),
        siteUrl,
      }),
    });
  }
  indexes.push({
    sitePath: fullTextPath,
    content: renderFullText({
      title: options.siteTitle,
      summary: options.summary,
      pages: options.fullTextSections.flatMap((section) =>
        latest
          .filter((page) => page.section === section && page.hasOwnContent)
          .map((page) => ({page, converted: converted.get(page.permalink)!})),
      ),
      siteUrl,
    }),
  });
  for (const index of indexes) {
    await writeText(buildFile(outDir, baseUrl, index.sitePath), index.content);
  }
  return {twins: pages.length, indexes: indexes.map((index) => index.sitePath)};
}

export default function markdownTwinsPlugin(
  {siteConfig, siteDir}: LoadContext,
  options: MarkdownTwinsOptions,
): Plugin<undefined> {
  let pages: TwinPage[] = [];
  return {
    name: markdownTwinsPluginName,

    allContentLoaded({allContent, actions}) {
      // Doc permalinks come without the trailing slash their pages get.
      const {trailingSlash, baseUrl} = siteConfig;
      pages = [
        ...options.docs.flatMap((instance) => docsPages(allContent, instance)),
        ...options.blogs.flatMap((instance) => blogPages(allContent, instance)),
      ].map((page) => ({
        ...page,
        permalink: applyTrailingSlash(page.permalink, {trailingSlash, baseUrl}),
      }));
      actions.setGlobalData({
        docsPluginIds: options.docs.map((instance) => instance.pluginId),
        blogPluginIds: options.blogs.map((instance) => instance.pluginId),
      } satisfies MarkdownTwinGlobalData);
    },

    async postBuild({outDir, siteConfig}) {
      const started = Date.now();
      const pool = createConvertPool(Math.min(2, availableParallelism()));
      let written: WrittenFiles;
      try {
        written = await writeMarkdownTwins({
          pages,
          options,
          outDir,
          siteUrl: siteConfig.url,
          baseUrl: siteConfig.baseUrl,
          cache: twinCache(siteDir),
          convert: pool.convert,
        });
      } finally {
        await pool.close();
      }
      console.log(
        `[markdown-twins] ${written.twins} Markdown twins and ${written.indexes.join(', ')} in ${Date.now() - started} ms`,
      );
    },
  };
}
