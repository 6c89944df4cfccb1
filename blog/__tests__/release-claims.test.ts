/**
 * Claims of the release posts that were corrected against the packages:
 * each post states the corrected fact and not the old one, and where the
 * installed 3.8.1 packages can show the behaviour, the test runs them.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import type {LoadContext} from '@docusaurus/types';
import type {PluginOptions as BlogPluginOptions} from '@docusaurus/plugin-content-blog';
import {validateOptions} from '@docusaurus/plugin-content-blog';
import {generateBlogPosts} from '@docusaurus/plugin-content-blog/lib/blogUtils.js';
import {getAuthorsMap} from '@docusaurus/plugin-content-blog/lib/authorsMap.js';
import {getFileLoaderUtils} from '@docusaurus/utils';
import {parseFrontMatter} from '../../config/markdown';
import {
  createFixtureSite,
  docsOnlyConfig,
  runDocusaurus,
  type FixtureSite,
} from '../../scripts/lib/fixtureSite';

const blogDir = path.resolve(__dirname, '..');
const post = (version: string) =>
  readFileSync(path.join(blogDir, 'releases', version, 'index.mdx'), 'utf8');

describe('3.7 post: SVG files without plugin-svgr', () => {
  it('says 3.7 has no SVG rule and 3.8 brought a plain asset rule back', () => {
    const text = post('3.7');
    expect(text).toContain(
      'the 3.7 bundler has no rule at all for `.svg` files',
    );
    expect(text).toContain('Docusaurus 3.8 gives the core a plain asset rule');
    expect(text).not.toContain(
      'Without it, SVG imports in JavaScript and MDX resolve to file URLs',
    );
  });

  it('matches 3.8.1, whose core has its own rule for .svg files', () => {
    const rule = getFileLoaderUtils(false).rules.svgs();
    expect(rule.test).toBeInstanceOf(RegExp);
    expect((rule.test as RegExp).test('logo.svg')).toBe(true);
    // The image rule leaves SVG files to that separate rule.
    const images = getFileLoaderUtils(false).rules.images().test as RegExp;
    expect(images.test('logo.svg')).toBe(false);
  });
});

describe('3.5 post: a post listing the same author twice', () => {
  let site: FixtureSite;
  beforeAll(() => {
    site = createFixtureSite('blog-duplicate-author', {
      'blog/authors.yml': 'mei:\n  name: Mei Tanaka\n',
      'blog/2024-08-01-twice.md':
        '---\ntitle: Twice\nauthors: [mei, mei]\n---\nText.\n',
    });
  });

  it('is an error in the blog plugin', async () => {
    const options = validateOptions({
      validate: (schema, value) => {
        const {value: validated, error} = schema.validate(value);
        if (error) {
          throw error;
        }
        return validated as BlogPluginOptions;
      },
      // The lenient setting for inline authors: duplicates fail anyway.
      options: {
        onInlineAuthors: 'ignore',
        showLastUpdateAuthor: false,
        showLastUpdateTime: false,
      },
    });
    const contentPath = path.join(site.dir, 'blog');
    const contentPaths = {contentPath, contentPathLocalized: contentPath};
    const context = {
      siteDir: site.dir,
      siteConfig: {baseUrl: '/', markdown: {parseFrontMatter}},
      i18n: {currentLocale: 'en'},
    } as unknown as LoadContext;
    const authorsMap = await getAuthorsMap({
      contentPaths,
      authorsMapPath: options.authorsMapPath,
      authorsBaseRoutePath: '/blog/authors',
      baseUrl: '/',
    });
    const failure: unknown = await generateBlogPosts(
      contentPaths,
      context,
      options,
      authorsMap,
    ).then(
      () => undefined,
      (error: unknown) => error,
    );
    // The plugin wraps the error with the name of the file.
    expect(failure).toBeInstanceOf(Error);
    expect(String((failure as Error).cause)).toContain(
      'Duplicate blog post authors',
    );
  });

  it('is described as an error in the post', () => {
    const text = post('3.5');
    expect(text).toContain('lists the same author key twice an error');
    expect(text).not.toContain('warns when a post lists the same author twice');
  });
});

describe('2.4 post: DOCUSAURUS_CURRENT_LOCALE', {timeout: 60_000}, () => {
  // The config records the variable as it sees it, then stops the command:
  // only the config loading is under test, not a server or a build.
  let site: FixtureSite;
  const recorded = () =>
    readFileSync(path.join(site.dir, 'locale.txt'), 'utf8');

  beforeAll(() => {
    site = createFixtureSite('current-locale-variable', {
      'docusaurus.config.js': `const fs = require('node:fs');
const path = require('node:path');
const value = process.env.DOCUSAURUS_CURRENT_LOCALE;
fs.writeFileSync(path.join(__dirname, 'locale.txt'), value === undefined ? '(not set)' : JSON.stringify(value));
throw new Error('config read, stopping');
${docsOnlyConfig()}`,
      'docs/intro.md': '# Intro\n',
    });
  });

  it("holds the string 'undefined' in start without --locale", async () => {
    const result = await runDocusaurus(site, ['start', '--no-open']);
    expect(result.status).not.toBe(0);
    expect(recorded()).toBe('"undefined"');
  });

  it('is not set while build first reads the config', async () => {
    const result = await runDocusaurus(site, ['build']);
    expect(result.status).not.toBe(0);
    expect(recorded()).toBe('(not set)');
  });

  it('is described that way in the post', () => {
    const text = post('2.4');
    expect(text).toContain("Node.js stores it as the string `'undefined'`");
    expect(text).toContain("current !== 'undefined'");
    expect(text).not.toContain('the variable has no value');
  });
});

describe('plugins whose first npm version came after their release', () => {
  it('3.2 post: plugin-vercel-analytics was first published as 3.3.2', () => {
    expect(post('3.2')).toContain(
      'the first version of the package published to npm is 3.3.2',
    );
  });

  it('3.6 post: plugin-rsdoctor was first published as 3.6.3', () => {
    expect(post('3.6')).toContain(
      'the first version of the package published to npm is 3.6.3',
    );
  });
});
