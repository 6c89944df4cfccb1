/**
 * The changelog: CHANGELOG.md turned into one blog post per release and
 * handed to `@docusaurus/plugin-content-blog`, which does all the loading,
 * routing, pagination, feeds and authors. This plugin only generates the
 * posts (and an authors map from the committers) and brings its own theme
 * components for the list and entry pages.
 */
import {createHash, randomUUID} from 'node:crypto';
import {
  mkdir,
  readFile,
  readdir,
  rename,
  rm,
  writeFile,
} from 'node:fs/promises';
import path from 'node:path';
import pluginContentBlog, {
  validateOptions as validateBlogOptions,
} from '@docusaurus/plugin-content-blog';
import type {PluginOptions as BlogPluginOptions} from '@docusaurus/plugin-content-blog';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import type {
  LoadContext,
  OptionValidationContext,
  Plugin,
  PluginContentLoadedActions,
} from '@docusaurus/types';
import {parseChangelog} from './parser';
import {authorsOf, toPost} from './posts';

export type ChangelogPluginOptions = BlogPluginOptions & {
  /** Path of the changelog, relative to the site directory. */
  changelogPath: string;
};

type UserOptions = Partial<BlogPluginOptions> & {changelogPath?: string};

/** Name of the file that records which content the posts folder holds. */
export const contentStampFile = '.content-hash';

export interface GenerationResult {
  versions: number;
  /** False when the folder already held exactly these posts. */
  written: boolean;
}

/**
 * Writes the posts and authors.json for `changelogFile` into `outDir`.
 *
 * Other Docusaurus processes may be reading the folder at the same time (a
 * build while `npm start` runs, or `swizzle --list` loading the config), so
 * the folder is never emptied: nothing is written when the content is
 * unchanged, each changed file is replaced by renaming a complete temporary
 * file over it (a reader sees the old file or the new one, never a partial
 * or missing one), and only posts of releases that left the changelog are
 * deleted.
 */
export async function generateChangelogPosts(
  changelogFile: string,
  outDir: string,
): Promise<GenerationResult> {
  const source = await readFile(changelogFile, 'utf8');
  const versions = parseChangelog(source, path.basename(changelogFile));
  const files = new Map<string, string>(
    versions.map((version, order) => {
      const post = toPost(version, order);
      return [post.fileName, post.content];
    }),
  );
  files.set('authors.json', JSON.stringify(authorsOf(versions), null, 2));

  const hash = createHash('sha256');
  for (const [name, content] of files) {
    hash.update(`${name}\0${content}\0`);
  }
  const stamp = hash.digest('hex');
  const stampPath = path.join(outDir, contentStampFile);
  const previousStamp = await readFile(stampPath, 'utf8').catch(() => null);
  if (previousStamp === stamp) {
    return {versions: versions.length, written: false};
  }

  await mkdir(outDir, {recursive: true});
  const writeAtomically = async (name: string, content: string) => {
    const target = path.join(outDir, name);
    const temporary = `${target}.${process.pid}.${randomUUID()}.tmp`;
    await writeFile(temporary, content);
    await rename(temporary, target);
  };
  await Promise.all(
    [...files].map(([name, content]) => writeAtomically(name, content)),
  );
  const stale = (await readdir(outDir)).filter(
    (name) =>
      !files.has(name) && name !== contentStampFile && !name.endsWith('.tmp'),
  );
  await Promise.all(
    stale.map((name) => rm(path.join(outDir, name), {force: true})),
  );
  // Written last: a crash before this line leaves the stamp stale, so the
  // next run writes the posts again.
  await writeAtomically(contentStampFile, stamp);
  return {versions: versions.length, written: true};
}

/**
 * Actions whose `addRoute` dates each entry page by its release. The sitemap
 * plugin gives a page the `lastmod` of its route's `lastUpdatedAt`, and asks
 * git when there is none: the posts are generated, untracked files, so that
 * was one `git log` per release (a hundred processes, seconds of a build)
 * for no date at all. The release date is the date the entry's content is
 * from.
 */
export function datingEntryRoutes(
  actions: PluginContentLoadedActions,
  content: BlogContent,
): PluginContentLoadedActions {
  const releaseDates = new Map(
    content.blogPosts.map((post) => [
      post.metadata.permalink,
      new Date(post.metadata.date).getTime(),
    ]),
  );
  return {
    ...actions,
    addRoute(route) {
      const releaseDate = releaseDates.get(route.path);
      actions.addRoute(
        releaseDate === undefined || route.metadata?.lastUpdatedAt !== undefined
          ? route
          : {
              ...route,
              metadata: {...route.metadata, lastUpdatedAt: releaseDate},
            },
      );
    },
  };
}

export default async function changelogPlugin(
  context: LoadContext,
  options: ChangelogPluginOptions,
): Promise<Plugin<unknown>> {
  const {changelogPath, ...blogOptions} = options;
  const changelogFile = path.resolve(context.siteDir, changelogPath);
  const postsDir = path.join(
    context.generatedFilesDir,
    'changelog',
    blogOptions.id ?? 'default',
  );
  await generateChangelogPosts(changelogFile, postsDir);

  const blogPlugin = await pluginContentBlog(context, {
    ...blogOptions,
    path: postsDir,
    authorsMapPath: 'authors.json',
    blogListComponent: '@theme/ChangelogList',
    blogPostComponent: '@theme/ChangelogPage',
  });
  const themePath = path.join(__dirname, 'theme');

  return {
    ...(blogPlugin as Plugin<unknown>),
    getThemePath: () => themePath,
    getTypeScriptThemePath: () => themePath,
    getPathsToWatch: () => [changelogFile],
    async loadContent() {
      // Regenerate so `npm start` picks up edits to CHANGELOG.md (a no-op
      // when the changelog did not change).
      await generateChangelogPosts(changelogFile, postsDir);
      return blogPlugin.loadContent?.();
    },
    async contentLoaded(args) {
      const content = args.content as BlogContent;
      await blogPlugin.contentLoaded?.({
        ...args,
        content,
        actions: datingEntryRoutes(args.actions, content),
      });
    },
  };
}

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<
  UserOptions | undefined,
  ChangelogPluginOptions
>): ChangelogPluginOptions {
  const {changelogPath = 'CHANGELOG.md', ...blogOptions} = options ?? {};
  // The blog plugin validates every option except our own `changelogPath`.
  const validateBlog = validate as unknown as Parameters<
    typeof validateBlogOptions
  >[0]['validate'];
  const validated = validateBlogOptions({
    validate: validateBlog,
    options: blogOptions,
  });
  return {...validated, changelogPath};
}
