import type {MarkdownTwinsOptions} from '../src/plugins/markdown-twins';
import {siteDescription, siteTitle} from './site';

/**
 * Markdown twins and llms.txt indexes (src/plugins/markdown-twins): which
 * content gets a twin and how the indexes are sectioned. The /tests/
 * fixture instances are left out, like everywhere else readers and tools
 * are pointed to.
 */
export const markdownTwinsOptions = {
  siteTitle,
  summary: `${siteDescription} This index lists the current documentation, the API reference, the community pages, the blog and the changelog, each page as Markdown.`,
  docs: [
    {
      pluginId: 'default',
      sidebarSections: {docs: 'Docs', api: 'API reference'},
      defaultSection: 'Docs',
    },
    {
      pluginId: 'community',
      sidebarSections: {community: 'Community'},
      defaultSection: 'Community',
    },
  ],
  blogs: [
    {pluginId: 'default', section: 'Blog'},
    {pluginId: 'changelog', section: 'Changelog'},
  ],
  sectionOrder: ['Docs', 'API reference', 'Community', 'Blog', 'Changelog'],
  fullTextSections: ['Docs', 'API reference'],
} satisfies MarkdownTwinsOptions;
