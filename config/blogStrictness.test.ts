/**
 * The blog part of the build strictness, proven with the options
 * this site gives its blogs: on the main blog, posts without a truncation
 * marker and tags missing from tags.yml fail the build; on the changelog,
 * authors missing from the authors map only warn. Each case is a tiny
 * blog-only fixture site, all built at the same time.
 */
import {beforeAll, describe, expect, it} from 'vitest';
import {
  createFixtureSite,
  runDocusaurus,
  type BuildResult,
} from '../scripts/lib/fixtureSite';
import {buildEnv} from './env';
import {plugins} from './plugins';
import {presetOptions} from './preset';

const mainBlog = {
  onInlineTags: presetOptions.blog.onInlineTags,
  onUntruncatedBlogPosts: presetOptions.blog.onUntruncatedBlogPosts,
};

/** The options the site hands to its changelog plugin (a blog underneath). */
function changelogOptions(): Record<string, unknown> {
  for (const plugin of plugins(buildEnv())) {
    if (
      Array.isArray(plugin) &&
      typeof plugin[1] === 'object' &&
      (plugin[1] as {id?: string}).id === 'changelog'
    ) {
      return plugin[1] as Record<string, unknown>;
    }
  }
  throw new Error('The site config has no changelog plugin.');
}

const changelog = {onInlineAuthors: changelogOptions().onInlineAuthors};

function blogSite(
  name: string,
  blogOptions: Record<string, unknown>,
  post: string,
) {
  return createFixtureSite(name, {
    'docusaurus.config.js': `module.exports = {
  title: 'Fixture',
  url: 'https://example.com',
  baseUrl: '/',
  future: {v4: true, experimental_faster: true},
  presets: [['classic', {
    docs: false,
    pages: false,
    sitemap: false,
    blog: {routeBasePath: '/', tags: 'tags.yml', ...${JSON.stringify(blogOptions)}},
  }]],
};
`,
    'blog/tags.yml': 'release:\n  label: Release\n',
    'blog/authors.yml': 'ada:\n  name: Ada\n',
    'blog/2025-01-01-post.md': post,
  });
}

const post = (frontMatter: string, body: string) =>
  `---\ntitle: A post\nauthors: [ada]\n${frontMatter}\n---\n\n${body}\n`;
const summary = 'The summary of the post.';
const truncated = `${summary}\n\n<!-- truncate -->\n\nThe rest of the post.`;

/** The sites build together; a loaded machine makes that slow. */
const buildTimeout = 300_000;

describe('blog strictness', () => {
  let untruncated: BuildResult;
  let inlineTags: BuildResult;
  let inlineAuthors: BuildResult;

  beforeAll(async () => {
    [untruncated, inlineTags, inlineAuthors] = await Promise.all([
      runDocusaurus(
        blogSite(
          'blog-strictness-untruncated',
          mainBlog,
          post('tags: [release]', summary),
        ),
      ),
      runDocusaurus(
        blogSite(
          'blog-strictness-inline-tags',
          mainBlog,
          post('tags: [release, surprise]', truncated),
        ),
      ),
      runDocusaurus(
        blogSite(
          'blog-strictness-inline-authors',
          changelog,
          `---\ntitle: A release\nauthors:\n  - name: Grace Inline\n---\n\n${truncated}\n`,
        ),
      ),
    ]);
  }, buildTimeout);

  it('main blog: a post without a truncation marker fails the build', () => {
    expect(untruncated.status).not.toBe(0);
    expect(untruncated.output).toContain(
      '[cause]: Error: Docusaurus found blog posts without truncation markers:\n  - "blog/2025-01-01-post.md"',
    );
  });

  it('main blog: a tag missing from tags.yml fails the build', () => {
    expect(inlineTags.status).not.toBe(0);
    expect(inlineTags.output).toContain(
      '[cause]: Error: Tags [surprise] used in 2025-01-01-post.md are not defined in tags.yml',
    );
  });

  it('changelog: an author missing from the authors map warns, the build succeeds', () => {
    expect(inlineAuthors.output).toContain(
      '[WARNING] Some blog authors used in "2025-01-01-post.md" are not defined in "authors.yml":\n- {"name":"Grace Inline","socials":{},"key":null,"page":null}',
    );
    expect(inlineAuthors.status).toBe(0);
  });
});
