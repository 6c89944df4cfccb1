import type {ReadingTimeFunctionOption} from '@docusaurus/plugin-content-blog';
import type {PluginConfig} from '@docusaurus/types';
import rehypeKatex from 'rehype-katex';
import remarkMath from 'remark-math';
import type {BuildEnv} from './env';
import {codeHighlighting} from './prism';

/**
 * The /tests/ area: three content plugin instances over `fixtures/` that
 * exercise framework features, plus an inline plugin that registers the
 * client-module example. All of it is left out of the sitemap (preset
 * sitemap `ignorePatterns`) and of search engines.
 */
/** Reading time at 5 words per minute, hidden with `hide_reading_time`. */
const readingTime: ReadingTimeFunctionOption = ({
  content,
  locale,
  frontMatter,
  defaultReadingTime,
}) =>
  (frontMatter as {hide_reading_time?: boolean}).hide_reading_time
    ? undefined
    : defaultReadingTime({content, locale, options: {wordsPerMinute: 5}});

export function testFixturePlugins(_env: BuildEnv): PluginConfig[] {
  return [
    [
      'content-docs',
      {
        id: 'docs-tests',
        path: 'fixtures/docs',
        routeBasePath: '/tests/docs',
        sidebarPath: './fixtures/docsSidebars.ts',
        tags: 'tags.yml',
        onInlineTags: 'warn',
        showLastUpdateTime: true,
        showLastUpdateAuthor: true,
        versions: {current: {noIndex: true}},
        rehypePlugins: [codeHighlighting],
      },
    ],
    [
      'content-blog',
      {
        id: 'blog-tests',
        path: 'fixtures/blog',
        routeBasePath: '/tests/blog',
        postsPerPage: 3,
        blogSidebarCount: 'ALL',
        blogTitle: 'Docusaurus tests blog',
        blogDescription: 'Blog posts that exercise blog features.',
        tags: 'tags.yml',
        onInlineTags: 'warn',
        onInlineAuthors: 'ignore',
        onUntruncatedBlogPosts: 'ignore',
        feedOptions: {
          type: 'all',
          title: 'Docusaurus tests blog',
          xslt: {rss: 'custom-rss.xsl', atom: 'custom-atom.xsl'},
        },
        readingTime,
        rehypePlugins: [codeHighlighting],
      },
    ],
    [
      'content-pages',
      {
        id: 'pages-tests',
        path: 'fixtures/pages',
        routeBasePath: '/tests/pages',
        showLastUpdateTime: true,
        showLastUpdateAuthor: true,
        // Math for the Markdown twin fixture (markdown-twin.mdx).
        remarkPlugins: [remarkMath],
        rehypePlugins: [rehypeKatex, codeHighlighting],
      },
    ],
    function clientModuleTestPlugin() {
      return {
        name: 'client-module-test-plugin',
        getClientModules() {
          return [
            require.resolve('../fixtures/clientModuleExample.ts'),
            require.resolve('../fixtures/clientModuleExample.css'),
          ];
        },
      };
    },
  ];
}
