/**
 * The 27 blog posts, loaded by the real blog plugin of Docusaurus 3.8.1 with
 * the site's own options, match the reference facts (permalink, date, title,
 * authors, tags), use only tags of tags.yml, have a truncate marker and are
 * real articles. The feeds are checked against the build in e2e/blog.spec.ts.
 */
import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import type {LoadContext} from '@docusaurus/types';
import type {
  BlogPost,
  Options as BlogOptions,
  PluginOptions as BlogPluginOptions,
} from '@docusaurus/plugin-content-blog';
import {validateOptions} from '@docusaurus/plugin-content-blog';
// Public entry points of the plugin's `lib/` (its package exports `./lib/*`).
import {generateBlogPosts} from '@docusaurus/plugin-content-blog/lib/blogUtils.js';
import {getAuthorsMap} from '@docusaurus/plugin-content-blog/lib/authorsMap.js';
import {parseFrontMatter} from '../../config/markdown';
import {presetOptions} from '../../config/preset';
import {proseOf, wordCount} from '../../docs/__tests__/markdownText';
import {referencePosts} from './referencePosts';

const siteDir = path.resolve(__dirname, '../..');

const reference = referencePosts;

/** The site's blog options, validated and defaulted like the build does. */
function blogOptions(): BlogPluginOptions {
  return validateOptions({
    validate: (schema, options) => {
      const {value, error} = schema.validate(options, {convert: false});
      if (error) {
        throw error;
      }
      return value as BlogPluginOptions;
    },
    // Git dates are not under test and would cost a git call per post.
    options: {
      ...(presetOptions.blog as BlogOptions),
      showLastUpdateAuthor: false,
      showLastUpdateTime: false,
    },
  });
}

async function loadPosts(): Promise<BlogPost[]> {
  const options = blogOptions();
  const contentPaths = {
    contentPath: path.join(siteDir, options.path),
    contentPathLocalized: path.join(
      siteDir,
      'i18n/en/docusaurus-plugin-content-blog',
    ),
  };
  // Only the fields the post loader reads; the rest of a LoadContext is
  // for routes and bundling, which this test does not run.
  const context = {
    siteDir,
    siteConfig: {baseUrl: '/', markdown: {parseFrontMatter}},
    i18n: {currentLocale: 'en'},
  } as unknown as LoadContext;
  const authorsMap = await getAuthorsMap({
    contentPaths,
    authorsMapPath: options.authorsMapPath,
    authorsBaseRoutePath: '/blog/authors',
    baseUrl: '/',
  });
  return generateBlogPosts(contentPaths, context, options, authorsMap);
}

describe('blog posts', () => {
  let posts: BlogPost[] = [];
  beforeAll(async () => {
    posts = await loadPosts();
  });

  const byPermalink = () =>
    new Map(posts.map((post) => [post.metadata.permalink, post]));

  it('are the 27 posts of the reference, at their permalinks', () => {
    expect(reference).toHaveLength(27);
    expect(posts.map((post) => post.metadata.permalink).sort()).toEqual(
      reference.map((post) => post.permalink).sort(),
    );
  });

  it.each(reference.map((post) => [post.permalink, post] as const))(
    '%s has the reference date, title, authors and tags',
    (permalink, expected) => {
      const post = byPermalink().get(permalink);
      expect(post, permalink).toBeDefined();
      const {metadata} = post!;
      expect(metadata.date.toISOString().slice(0, 10)).toBe(expected.date);
      expect(metadata.title).toBe(expected.title);
      expect(metadata.authors.map((author) => author.key)).toEqual(
        expected.authors,
      );
      expect(metadata.tags.map((tag) => tag.label)).toEqual(expected.tags);
    },
  );

  it('only use tags defined in tags.yml', () => {
    for (const post of posts) {
      expect(
        post.metadata.tags.length,
        post.metadata.permalink,
      ).toBeGreaterThan(0);
      for (const tag of post.metadata.tags) {
        expect(tag.inline, `${post.metadata.permalink}: ${tag.label}`).toBe(
          false,
        );
      }
    }
  });

  it('all have a truncate marker', () => {
    const untruncated = posts
      .filter((post) => !post.metadata.hasTruncateMarker)
      .map((post) => post.metadata.permalink);
    expect(untruncated).toEqual([]);
  });

  it('are real articles, over 300 words of prose each', () => {
    const short = posts
      .map((post) => ({
        permalink: post.metadata.permalink,
        words: wordCount(proseOf(post.content)),
      }))
      .filter(({words}) => words <= 300);
    expect(short).toEqual([]);
  });

  it('release posts live at /blog/releases/<version>', () => {
    const releases = posts
      .map((post) => post.metadata.permalink)
      .filter((permalink) => permalink.startsWith('/blog/releases/'))
      .sort();
    expect(releases).toEqual(
      ['2.2', '2.3', '2.4', '3.0', '3.1', '3.2', '3.3']
        .concat(['3.4', '3.5', '3.6', '3.7', '3.8'])
        .map((version) => `/blog/releases/${version}`),
    );
  });
});
