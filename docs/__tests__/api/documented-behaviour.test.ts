/**
 * Behaviour the API pages describe in prose, held to the installed 3.8.1
 * code: what the blog front matter `id` does, and how the storage namespace
 * turns into a key suffix. Each claim is checked on all three docs versions
 * (3.7.0 behaves the same in both places).
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {beforeAll, describe, expect, it, vi} from 'vitest';
import type {LoadContext} from '@docusaurus/types';
import type {
  BlogPost,
  PluginOptions as BlogPluginOptions,
} from '@docusaurus/plugin-content-blog';
import {validateOptions} from '@docusaurus/plugin-content-blog';
import {generateBlogPosts} from '@docusaurus/plugin-content-blog/lib/blogUtils.js';
import {createSiteStorage} from '@docusaurus/core/lib/server/storage.js';
import type {DocusaurusConfig} from '@docusaurus/types';
import {parseFrontMatter} from '../../../config/markdown';
import {
  createFixtureSite,
  type FixtureSite,
} from '../../../scripts/lib/fixtureSite';
import {readDocumentedPage} from './apiTables';

const repoRoot = path.resolve(__dirname, '../../..');
const versionFolders = [
  'docs',
  'versioned_docs/version-3.8.1',
  'versioned_docs/version-3.7.0',
];

/** Description cell of a row of the option tables of a page. */
function rowDescription(file: string, name: string): string {
  const row = readDocumentedPage(path.join(repoRoot, file)).options.find(
    (option) => option.name === name,
  );
  if (!row) {
    throw new Error(`${file}: no row named ${name}`);
  }
  return row.cells.description ?? '';
}

describe('blog post front matter `id`', () => {
  let site: FixtureSite;
  let posts: BlogPost[] = [];
  const warnings: string[] = [];

  beforeAll(async () => {
    site = createFixtureSite('blog-front-matter-id', {
      'blog/2024-01-02-file-name.md':
        '---\nid: chosen-by-id\ntitle: With id\n---\nText.\n',
      'blog/2024-01-03-other-file.md':
        '---\nid: also-ignored\nslug: chosen-by-slug\ntitle: With slug\n---\nText.\n',
    });
    const options = validateOptions({
      validate: (schema, value) => {
        const {value: validated, error} = schema.validate(value);
        if (error) {
          throw error;
        }
        return validated as BlogPluginOptions;
      },
      options: {showLastUpdateAuthor: false, showLastUpdateTime: false},
    });
    const contentPath = path.join(site.dir, 'blog');
    // Only the fields the post loader reads.
    const context = {
      siteDir: site.dir,
      siteConfig: {baseUrl: '/', markdown: {parseFrontMatter}},
      i18n: {currentLocale: 'en'},
    } as unknown as LoadContext;
    const warn = vi
      .spyOn(console, 'warn')
      .mockImplementation((...args: unknown[]) => {
        warnings.push(args.map(String).join(' '));
      });
    try {
      posts = await generateBlogPosts(
        {contentPath, contentPathLocalized: contentPath},
        context,
        options,
        undefined,
      );
    } finally {
      warn.mockRestore();
    }
  });

  const permalinkOf = (title: string) =>
    posts.find((post) => post.metadata.title === title)?.metadata.permalink;

  it('does not set the URL: the file name does', () => {
    expect(permalinkOf('With id')).toBe('/blog/2024/01/02/file-name');
  });

  it('does not set the URL next to `slug` either', () => {
    expect(permalinkOf('With slug')).toBe('/blog/chosen-by-slug');
  });

  it('only prints a deprecation warning', () => {
    expect(warnings.filter((line) => line.includes('deprecated'))).toHaveLength(
      2,
    );
  });

  it.each(versionFolders)('%s documents it as ignored', (folder) => {
    const description = rowDescription(
      `${folder}/api/plugins/plugin-content-blog.mdx`,
      'id',
    );
    expect(description).toContain('it does not change the URL');
    expect(description).not.toContain('sets the slug');
  });
});

describe('storage namespace', () => {
  const namespaceOf = (namespace: boolean | string) =>
    createSiteStorage({
      url: 'https://example.com',
      baseUrl: '/docs/',
      future: {experimental_storage: {type: 'localStorage', namespace}},
    } as unknown as DocusaurusConfig).namespace;

  it('turns a string into a suffix with a leading hyphen', () => {
    expect(namespaceOf('docs')).toBe('-docs');
  });

  it('adds no suffix for false or an empty string', () => {
    expect(namespaceOf(false)).toBe('');
    expect(namespaceOf('')).toBe('');
  });

  it('turns true into a hyphen and three hash characters', () => {
    expect(namespaceOf(true)).toMatch(/^-[0-9a-f]{3}$/);
  });

  it.each(versionFolders)('%s documents the hyphen', (folder) => {
    const file = `${folder}/api/docusaurus.config.js.mdx`;
    const description = rowDescription(
      file,
      'future.experimental_storage.namespace',
    );
    expect(description).toContain(
      'a string becomes the suffix with a leading hyphen',
    );
    expect(description).toContain('`theme-docs`');
    expect(readFileSync(path.join(repoRoot, file), 'utf8')).not.toContain(
      'a string is used as given',
    );
  });
});
