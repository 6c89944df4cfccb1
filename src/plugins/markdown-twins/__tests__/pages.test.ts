import {describe, expect, it} from 'vitest';
import type {AllContent} from '@docusaurus/types';
import {blogPages, docsPages} from '../pages';

/** The parts of a loaded docs version that the page list reads. */
function version(
  name: string,
  isLast: boolean,
  path: string,
  sidebars: Record<string, unknown[]>,
  docs: {id: string; permalink: string; unlisted?: boolean}[],
) {
  return {
    versionName: name,
    isLast,
    path,
    sidebars,
    docs: docs.map((doc) => ({
      title: `Title of ${doc.id}`,
      description: `About ${doc.id}`,
      unlisted: false,
      ...doc,
    })),
  };
}

const docsContent = {
  loadedVersions: [
    version(
      'current',
      true,
      '/docs',
      {
        api: [{type: 'doc', id: 'cli'}],
        docs: [
          {type: 'doc', id: 'intro'},
          {
            type: 'category',
            label: 'Guides',
            link: {
              type: 'generated-index',
              slug: '/category/guides',
              permalink: '/docs/category/guides/',
              description: 'Every guide.',
            },
            items: [
              {type: 'link', href: 'https://example.com', label: 'Out'},
              {
                type: 'category',
                label: 'Blog',
                link: {type: 'doc', id: 'blog'},
                items: [{type: 'doc', id: 'blog-feeds'}],
              },
            ],
          },
        ],
      },
      [
        {id: 'cli', permalink: '/docs/cli/'},
        {id: 'intro', permalink: '/docs/'},
        {id: 'blog', permalink: '/docs/blog/'},
        {id: 'blog-feeds', permalink: '/docs/blog/feeds/'},
        {id: 'secret', permalink: '/docs/secret/', unlisted: true},
      ],
    ),
    version(
      '3.7.0',
      false,
      '/docs/3.7.0',
      {docs: [{type: 'doc', id: 'intro'}]},
      [{id: 'intro', permalink: '/docs/3.7.0/'}],
    ),
  ],
};

const allContent: AllContent = {
  'docusaurus-plugin-content-docs': {default: docsContent},
  'docusaurus-plugin-content-blog': {
    changelog: {
      blogPosts: [
        {
          metadata: {
            permalink: '/changelog/3.8.1/',
            title: '3.8.1',
            description: 'Fixes.',
            unlisted: false,
          },
        },
        {
          metadata: {
            permalink: '/changelog/3.8.0/',
            title: '3.8.0',
            description: 'Features.',
            unlisted: true,
          },
        },
      ],
    },
  },
};

const instance = {
  pluginId: 'default',
  sidebarSections: {docs: 'Docs', api: 'API reference'},
  defaultSection: 'Docs',
};

describe('docsPages', () => {
  it('lists pages in sidebar order, section by section, then docs outside sidebars', () => {
    expect(
      docsPages(allContent, instance).map((page) => [
        page.permalink,
        page.section,
        page.olderVersionPath,
      ]),
    ).toEqual([
      ['/docs/', 'Docs', undefined],
      ['/docs/category/guides/', 'Docs', undefined],
      ['/docs/blog/', 'Docs', undefined],
      ['/docs/blog/feeds/', 'Docs', undefined],
      ['/docs/cli/', 'API reference', undefined],
      ['/docs/secret/', 'Docs', undefined],
      ['/docs/3.7.0/', 'Docs', '/docs/3.7.0'],
    ]);
  });

  it('takes titles and descriptions from the metadata and marks what is listed', () => {
    const pages = docsPages(allContent, instance);
    expect(pages.find((page) => page.permalink === '/docs/')).toEqual({
      permalink: '/docs/',
      title: 'Title of intro',
      description: 'About intro',
      section: 'Docs',
      olderVersionPath: undefined,
      listed: true,
      hasOwnContent: true,
    });
    expect(
      pages.find((page) => page.permalink === '/docs/category/guides/'),
    ).toMatchObject({
      title: 'Guides',
      description: 'Every guide.',
      hasOwnContent: false,
    });
    expect(
      pages.find((page) => page.permalink === '/docs/secret/')?.listed,
    ).toBe(false);
  });

  it('names a missing plugin instance', () => {
    expect(() =>
      docsPages(allContent, {...instance, pluginId: 'community'}),
    ).toThrow(/no docusaurus-plugin-content-docs instance with id "community"/);
  });
});

describe('blogPages', () => {
  it('lists every post in blog order, unlisted ones marked', () => {
    expect(
      blogPages(allContent, {pluginId: 'changelog', section: 'Changelog'}),
    ).toEqual([
      {
        permalink: '/changelog/3.8.1/',
        title: '3.8.1',
        description: 'Fixes.',
        section: 'Changelog',
        olderVersionPath: undefined,
        listed: true,
        hasOwnContent: true,
      },
      {
        permalink: '/changelog/3.8.0/',
        title: '3.8.0',
        description: 'Features.',
        section: 'Changelog',
        olderVersionPath: undefined,
        listed: false,
        hasOwnContent: true,
      },
    ]);
  });
});
