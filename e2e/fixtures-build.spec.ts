// What the production build holds for the three
// /tests/ instances (docs-tests, blog-tests, pages-tests). Routes are read
// from build/ and compared with routes derived from the fixture sources;
// the served build answers the HTTP checks.
import {expect, test} from './support/test';
import {load} from 'cheerio';
import {
  builtFile,
  builtPage,
  builtRoutes,
  isDraft,
  isUnlisted,
  searchIndexPaths,
  sitemapPaths,
  sourceFiles,
  type SourceFile,
} from './support/builtSite';

const docsBase = '/tests/docs/';
const blogBase = '/tests/blog/';
const pagesBase = '/tests/pages/';
const postsPerPage = 3; // as set in config/testFixtures.ts

/** Docs route of a fixture doc (none of them sets a slug). */
function docRoute({file, frontMatter}: SourceFile): string {
  const parts = file.replace(/\.mdx?$/, '').split('/');
  const name = parts.pop()!;
  const folder = parts.at(-1);
  const isCategoryIndex = /^(index|readme)$/i.test(name) || name === folder;
  const slugName = isCategoryIndex ? null : (frontMatter.id ?? name);
  return `${docsBase}${[...parts, slugName].filter(Boolean).join('/')}/`.replace(
    /\/+$/,
    '/',
  );
}

/** Blog route: slug, else date path then folder and name (blogPermalinkRule). */
function postRoute({file, frontMatter}: SourceFile): string {
  if (frontMatter.slug) {
    return `${blogBase}${frontMatter.slug.replace(/^\//, '')}/`;
  }
  const withoutExtension = file.replace(/\.mdx?$/, '').replace(/\/index$/, '');
  const dated = /^(.*?)(\d{4})-(\d{2})-(\d{2})-?(.*)$/.exec(withoutExtension);
  if (!dated) {
    return `${blogBase}${withoutExtension}/`;
  }
  const [, folder, year, month, day, name] = dated;
  return `${blogBase}${[year, month, day, `${folder}${name}`].filter(Boolean).join('/')}/`;
}

function pageRoute({file}: SourceFile): string {
  const route = file.replace(/\.(mdx?|tsx)$/, '').replace(/(^|\/)index$/, '');
  return route ? `${pagesBase}${route}/` : pagesBase;
}

const docs = sourceFiles('fixtures/docs', ['.md', '.mdx']);
const posts = sourceFiles('fixtures/blog', ['.md', '.mdx']);
const pages = sourceFiles('fixtures/pages', ['.md', '.mdx', '.tsx']);

const routesOf = (
  sources: SourceFile[],
  toRoute: (source: SourceFile) => string,
) => sources.map(toRoute).sort();

test.describe('route counts per instance', () => {
  test('docs-tests: every non-draft doc, 3 generated indexes, 10 tag pages', () => {
    const built = builtRoutes(docsBase);
    const docRoutes = routesOf(
      docs.filter((doc) => !isDraft(doc)),
      docRoute,
    );
    const generatedIndexes = built.filter((route) =>
      route.startsWith(`${docsBase}category/`),
    );
    const tagPages = built.filter((route) =>
      route.startsWith(`${docsBase}tags/`),
    );
    expect(generatedIndexes).toEqual([
      '/tests/docs/category/another-category-with-index/',
      '/tests/docs/category/no-index-doc/',
      '/tests/docs/category/tests/',
    ]);
    // The tags list and one page per tag used by a listed doc.
    expect(tagPages).toHaveLength(10);
    expect(
      built.filter(
        (route) =>
          !generatedIndexes.includes(route) && !tagPages.includes(route),
      ),
    ).toEqual(docRoutes);
    expect(docRoutes).toHaveLength(98);
    expect(built).toHaveLength(111);
  });

  test('blog-tests: every non-draft post, 7 list pages, archive, tags, authors', () => {
    const built = builtRoutes(blogBase);
    const postRoutes = routesOf(
      posts.filter((post) => !isDraft(post)),
      postRoute,
    );
    const listed = posts.filter((post) => !isDraft(post) && !isUnlisted(post));
    const listPages = [
      blogBase,
      ...Array.from(
        {length: Math.ceil(listed.length / postsPerPage) - 1},
        (_, index) => `${blogBase}page/${index + 2}/`,
      ),
    ].sort();
    const families = {
      posts: postRoutes,
      lists: listPages,
      archive: [`${blogBase}archive/`],
      tags: built.filter((route) => route.startsWith(`${blogBase}tags/`)),
      authors: built.filter((route) => route.startsWith(`${blogBase}authors/`)),
    };
    // Tags: the list, 13 tag pages and 3 extra pages of paginated tags.
    expect(families.tags).toHaveLength(17);
    // Authors: the list, 4 author pages and 6 extra pages of their posts.
    expect(families.authors).toHaveLength(11);
    expect(built).toEqual(Object.values(families).flat().sort());
    expect(postRoutes).toHaveLength(24);
    expect(listPages).toHaveLength(7);
    expect(built).toHaveLength(60);
  });

  test('pages-tests: every page file except the draft', () => {
    const built = builtRoutes(pagesBase);
    expect(built).toEqual(
      routesOf(
        pages.filter((page) => !isDraft(page)),
        pageRoute,
      ),
    );
    expect(built).toHaveLength(32);
  });
});

test.describe('drafts', () => {
  const drafts = [
    ...docs.filter(isDraft).map(docRoute),
    ...posts.filter(isDraft).map(postRoute),
    ...pages.filter(isDraft).map(pageRoute),
  ];

  test('every draft fixture is left out of the build', async ({request}) => {
    expect(drafts).toEqual(
      expect.arrayContaining([
        '/tests/docs/test-draft/',
        '/tests/docs/tests/visibility/only-drafts/draft-subcategory/',
        '/tests/blog/2022/08/25/post-draft/',
        '/tests/pages/draft/',
      ]),
    );
    const built = new Set([
      ...builtRoutes(docsBase),
      ...builtRoutes(blogBase),
      ...builtRoutes(pagesBase),
    ]);
    for (const route of drafts) {
      expect(built.has(route), route).toBe(false);
      expect((await request.get(route)).status(), route).toBe(404);
    }
  });

  test('the draft listed in the sidebar config is dropped from the sidebar', () => {
    const sidebar = builtPage(docsBase)('.theme-doc-sidebar-menu');
    expect(
      sidebar.find('a[href="/tests/docs/doc-with-last-update/"]'),
    ).toHaveLength(1);
    expect(sidebar.find('a[href="/tests/docs/test-draft/"]')).toHaveLength(0);
    expect(sidebar.text()).not.toContain('Test draft');
  });
});

test.describe('unlisted content', () => {
  const unlistedDocs = docs.filter(isUnlisted).map(docRoute);
  const unlistedPosts = posts.filter(isUnlisted).map(postRoute);
  const unlistedPages = pages.filter(isUnlisted).map(pageRoute);
  const everyUnlisted = [...unlistedDocs, ...unlistedPosts, ...unlistedPages];

  test('is built, with the unlisted banner and a noindex robots tag', async ({
    request,
  }) => {
    expect(unlistedDocs).toEqual(
      expect.arrayContaining([
        '/tests/docs/test-unlisted/',
        // Unlisted through the site's custom front matter parser.
        '/tests/docs/tests/visibility/force-unlisted/',
      ]),
    );
    expect(unlistedPosts).toEqual(
      expect.arrayContaining(['/tests/blog/unlisted-post/']),
    );
    expect(unlistedPages).toEqual(['/tests/pages/unlisted/']);
    for (const route of everyUnlisted) {
      expect((await request.get(route)).status(), route).toBe(200);
      const $ = builtPage(route);
      expect($('.theme-unlisted-banner').text(), route).toContain(
        'Unlisted page',
      );
      expect($('meta[name="robots"]').attr('content'), route).toBe(
        'noindex, nofollow',
      );
    }
  });

  test('unlisted docs are in no sidebar, card list or tag page but their own', () => {
    const listedRoutes = builtRoutes(docsBase).filter(
      (route) => !unlistedDocs.includes(route),
    );
    for (const route of listedRoutes) {
      const $ = builtPage(route);
      const advertised = $(
        // Sidebar items, doc cards (generated indexes, DocCardList) and the
        // doc lists of tag pages.
        '.theme-doc-sidebar-menu a[href], a.card[href], article.margin-vert--lg > a[href]',
      )
        .map((_, link) => $(link).attr('href'))
        .get();
      for (const unlisted of unlistedDocs) {
        expect(advertised, `${route} advertises ${unlisted}`).not.toContain(
          unlisted,
        );
      }
    }
    // The same sidebar markup does show an unlisted doc on its own page,
    // so the check above would see one that leaked into a sidebar.
    const ownRoute = '/tests/docs/tests/visibility/only-unlisteds/unlisted1/';
    expect(
      builtPage(ownRoute)(`.theme-doc-sidebar-menu a[href="${ownRoute}"]`),
    ).toHaveLength(1);
  });

  test('unlisted posts are in no list, archive, tag, author page, sidebar or feed', () => {
    // Docusaurus 3.8.1 builds author pages from all posts, unlisted ones
    // included (plugin-content-blog routes.js, blogPostsByAuthorKey), so the
    // author post lists are the one place where they still show.
    const otherRoutes = builtRoutes(blogBase).filter(
      (route) =>
        !unlistedPosts.includes(route) &&
        !/^\/tests\/blog\/authors\/[^/]+\//.test(route),
    );
    const listedPost = '/tests/blog/2020/08/03/second-blog-intro/';
    let listedPostLinks = 0;
    for (const route of otherRoutes) {
      const $ = builtPage(route);
      if ($('.theme-unlisted-banner').length > 0) {
        // An unlisted list page, e.g. a tag whose posts are all unlisted:
        // it keeps them but is itself hidden (see the next test).
        continue;
      }
      // Post prose may link to an unlisted post on purpose; what must not
      // show it are the blog sidebar, list entries, the archive and the
      // previous/next links.
      const advertised = $(
        route === `${blogBase}archive/`
          ? 'main a[href]'
          : 'nav[aria-label="Blog recent posts navigation"] a[href], article header h2 a[href], .pagination-nav a[href]',
      )
        .map((_, link) => $(link).attr('href'))
        .get();
      listedPostLinks += advertised.filter(
        (href) => href === listedPost,
      ).length;
      for (const unlisted of unlistedPosts) {
        expect(advertised, `${route} advertises ${unlisted}`).not.toContain(
          unlisted,
        );
      }
    }
    // The same selectors find a listed post on most pages.
    expect(listedPostLinks).toBeGreaterThan(30);
    for (const feed of ['rss.xml', 'atom.xml', 'feed.json']) {
      const content = builtFile(`${blogBase}${feed}`);
      // Feeds hold the newest posts (20 by default).
      expect(content).toContain('/tests/blog/2025/01/01/cross-plugin-links/');
      for (const unlisted of unlistedPosts) {
        expect(content, `${feed} has ${unlisted}`).not.toContain(unlisted);
      }
    }
  });

  test('a tag with only unlisted posts is unlisted itself', () => {
    const tagRoute = '/tests/blog/tags/content-visibility/';
    expect(builtPage(tagRoute)('.theme-unlisted-banner')).toHaveLength(1);
    expect(builtPage(`${blogBase}tags/`)(`a[href="${tagRoute}"]`)).toHaveLength(
      0,
    );
    expect(
      builtPage(`${blogBase}tags/`)('a[href^="/tests/blog/tags/"]').length,
    ).toBeGreaterThan(5);
  });

  test('nothing of /tests/ is in the sitemap or the search index', () => {
    const sitemap = sitemapPaths();
    expect(sitemap).toContain('/docs/installation/');
    expect(sitemap.filter((route) => route.startsWith('/tests/'))).toEqual([]);
    const searchable = searchIndexPaths();
    expect(searchable.has('/docs/installation/')).toBe(true);
    expect(
      [...searchable].filter((route) => route.startsWith('/tests/')),
    ).toEqual([]);
    for (const route of everyUnlisted) {
      expect(sitemap).not.toContain(route);
      expect(searchable.has(route)).toBe(false);
    }
  });
});

test.describe('blog-tests pagination', () => {
  test('list pages run to /tests/blog/page/7/ and no further', async ({
    request,
  }) => {
    const lastPage = await request.get('/tests/blog/page/7/');
    expect(lastPage.status()).toBe(200);
    expect(await lastPage.text()).toContain('Newer entries');
    expect((await request.get('/tests/blog/page/8/')).status()).toBe(404);
    const $ = builtPage('/tests/blog/page/7/');
    expect($('a[href="/tests/blog/page/8/"]')).toHaveLength(0);
  });
});

test.describe('names with spaces and non-ASCII characters', () => {
  const cases = [
    {
      file: 'folder with space/doc 1.mdx',
      route: '/tests/docs/folder with space/doc 1/',
    },
    {
      file: 'folder with space/doc 2.mdx',
      route: '/tests/docs/folder with space/doc 2/',
    },
    {file: "beginner's guide.mdx", route: "/tests/docs/beginner's guide/"},
    {file: 'tests/ascii/æøå/index.mdx', route: '/tests/docs/tests/ascii/æøå/'},
    {
      file: 'tests/ascii/dir with zero-width spaces/index.mdx',
      route: '/tests/docs/tests/ascii/dir with zero-width spaces/',
    },
  ];

  for (const {file, route} of cases) {
    test(`${route} resolves`, async ({request}) => {
      const source = docs.find((doc) => doc.file === file);
      expect(source, file).toBeDefined();
      expect(docRoute(source!)).toBe(route);
      const response = await request.get(encodeURI(route));
      expect(response.status()).toBe(200);
      const $ = load(await response.text());
      expect($('h1').first().text()).toBe(source!.frontMatter.title);
    });
  }
});
