/**
 * The changelog: CHANGELOG.md turned into one blog post per release and
 * handed to `@docusaurus/plugin-content-blog`, which does all the loading,
 * routing, pagination, feeds and authors. This plugin only generates the
 * posts (and an authors map from the committers) and brings its own theme
 * components for the list and entry pages.
 */
import {mkdir, readFile, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';
import pluginContentBlog, {
  validateOptions as validateBlogOptions,
} from '@docusaurus/plugin-content-blog';
import type {PluginOptions as BlogPluginOptions} from '@docusaurus/plugin-content-blog';
import type {
  LoadContext,
  OptionValidationContext,
  Plugin,
} from '@docusaurus/types';
import {parseChangelog} from './parser';
import {authorsOf, toPost} from './posts';

export type ChangelogPluginOptions = BlogPluginOptions & {
  /** Path of the changelog, relative to the site directory. */
  changelogPath: string;
};

type UserOptions = Partial<BlogPluginOptions> & {changelogPath?: string};

/** Writes the posts and authors.json for `changelogFile` into `outDir`. */
export async function generateChangelogPosts(
  changelogFile: string,
  outDir: string,
): Promise<{versions: number}> {
  const source = await readFile(changelogFile, 'utf8');
  const versions = parseChangelog(source, path.basename(changelogFile));
  await rm(outDir, {recursive: true, force: true});
  await mkdir(outDir, {recursive: true});
  await Promise.all(
    versions.map((version, order) => {
      const post = toPost(version, order);
      return writeFile(path.join(outDir, post.fileName), post.content);
    }),
  );
  await writeFile(
    path.join(outDir, 'authors.json'),
    JSON.stringify(authorsOf(versions), null, 2),
  );
  return {versions: versions.length};
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
      // Regenerate so `npm start` picks up edits to CHANGELOG.md.
      await generateChangelogPosts(changelogFile, postsDir);
      return blogPlugin.loadContent?.();
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
