import type {Options as PresetOptions} from '@docusaurus/preset-classic';
import npm2yarn from '@docusaurus/remark-plugin-npm2yarn';
import rehypeKatex from 'rehype-katex';
import remarkMath from 'remark-math';
import {codeHighlighting} from './prism';
import {currentVersionLabel, latestReleasedVersion} from './versions';

const editUrlBase = 'https://github.com/facebook/docusaurus/edit/main/website/';

export const presetOptions = {
  docs: {
    path: 'docs',
    sidebarPath: './sidebars.ts',
    // Edit links always point at the current docs: older versions are frozen.
    editUrl: ({docPath}) => `${editUrlBase}docs/${docPath}`,
    editCurrentVersion: true,
    // "Last updated on <date>" without "by <git author>": commit names mean
    // nothing to a reader, and the site keeps no map to real names.
    showLastUpdateAuthor: false,
    showLastUpdateTime: true,
    admonitions: {keywords: ['my-custom-admonition'], extendDefaults: true},
    remarkPlugins: [[npm2yarn, {sync: true}], remarkMath],
    rehypePlugins: [rehypeKatex, codeHighlighting],
    tags: 'tags.yml',
    onInlineTags: 'throw',
    lastVersion: 'current',
    versions: {
      current: {label: currentVersionLabel},
      // The newest release is the one to use in production (as /versions/
      // says), not an unmaintained one: the plugin's default gives every
      // version other than `lastVersion` (here the canary docs) that banner.
      // Older releases keep it.
      [latestReleasedVersion]: {banner: 'none'},
    },
  },
  blog: {
    path: 'blog',
    editUrl: ({blogDirPath, blogPath}) =>
      `${editUrlBase}${blogDirPath}/${blogPath}`,
    showLastUpdateAuthor: false,
    showLastUpdateTime: true,
    remarkPlugins: [npm2yarn],
    rehypePlugins: [codeHighlighting],
    postsPerPage: 5,
    blogTitle: 'Docusaurus blog',
    blogDescription: 'Release notes, guides and news from the Docusaurus team.',
    blogSidebarCount: 'ALL',
    blogSidebarTitle: 'All our posts',
    feedOptions: {
      type: 'all',
      xslt: true,
      copyright: 'Copyright © Meta Platforms, Inc.',
      // Every post in the feeds, not only the newest 20 (the default).
      limit: false,
    },
    onInlineTags: 'throw',
    onUntruncatedBlogPosts: 'throw',
    tags: 'tags.yml',
  },
  pages: {
    remarkPlugins: [npm2yarn],
    rehypePlugins: [codeHighlighting],
    showLastUpdateAuthor: false,
    showLastUpdateTime: true,
  },
  theme: {
    customCss: ['./src/css/custom.css'],
  },
  sitemap: {
    lastmod: 'date',
    priority: null,
    changefreq: null,
    ignorePatterns: ['/tests/**'],
  },
  debug: true,
} satisfies PresetOptions;
