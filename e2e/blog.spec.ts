// The blog: 27 posts, 5 per page, authors, tags, archive,
// sidebar and feeds, checked against the built site.
import type {Page} from '@playwright/test';
import {waitForHydration} from './support/test';
import {expect, test} from './support/sharedTab';
import {referencePosts as posts} from '../blog/__tests__/referencePosts';
const permalinks = posts.map((post) => `${post.permalink}/`);
const siteUrl = 'https://docusaurus.io';

const listedPosts = (page: Page) => page.locator('main article');

async function expectNotFound(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(404);
  await expect(page.getByRole('heading', {level: 1})).toHaveText(
    'Page Not Found',
  );
}

test.describe('blog list', () => {
  test('/blog/ shows 5 posts and links to older entries', async ({page}) => {
    await page.goto('/blog/');
    await expect(listedPosts(page)).toHaveCount(5);
    await expect(listedPosts(page).first().getByRole('heading')).toHaveText(
      'Docusaurus 3.8',
    );
    const older = page.getByRole('link', {name: 'Older entries'});
    await expect(older).toHaveAttribute('href', '/blog/page/2/');
    await waitForHydration(page);
    await older.click();
    await expect(page).toHaveURL(/\/blog\/page\/2\/$/);
    await expect(listedPosts(page)).toHaveCount(5);
  });

  test('/blog/page/6/ is the last page', async ({page}) => {
    await page.goto('/blog/page/6/');
    // 27 posts, 5 per page: the last page holds the two oldest.
    await expect(listedPosts(page)).toHaveCount(2);
    await expect(listedPosts(page).last().getByRole('heading')).toHaveText(
      posts.at(-1)!.title,
    );
    await expect(page.getByRole('link', {name: 'Older entries'})).toHaveCount(
      0,
    );
    await expect(
      page.getByRole('link', {name: 'Newer entries'}),
    ).toHaveAttribute('href', '/blog/page/5/');
  });

  test('/blog/page/7/ is the not-found page', async ({page}) => {
    await expectNotFound(page, '/blog/page/7/');
  });
});

test.describe('posts', () => {
  test('every post is served at its permalink with its date', async ({
    request,
  }) => {
    expect(posts).toHaveLength(27);
    for (const post of posts) {
      const response = await request.get(`${post.permalink}/`);
      expect(response.status(), post.permalink).toBe(200);
      expect(await response.text(), post.permalink).toMatch(
        new RegExp(`<time datetime="?${post.date}T`),
      );
    }
  });

  test('a release post links its author to the author page', async ({page}) => {
    await page.goto('/blog/releases/3.8/');
    await expect(page.getByRole('heading', {level: 1})).toHaveText(
      'Docusaurus 3.8',
    );
    // The name link (the avatar beside it links to the same page).
    const author = page
      .locator('main article header')
      .getByRole('link', {name: 'Sébastien Lorber'})
      .filter({hasText: 'Sébastien Lorber'});
    await expect(author).toHaveAttribute('href', '/blog/authors/slorber/');
    await waitForHydration(page);
    await author.click();
    await expect(page).toHaveURL(/\/blog\/authors\/slorber\/$/);
    await expect(page.getByRole('heading', {level: 1})).toContainText(
      'Sébastien Lorber',
    );
    await expect(listedPosts(page).first().getByRole('heading')).toHaveText(
      'Docusaurus 3.8',
    );
  });

  test('a post with several authors links each one that has a page', async ({
    page,
  }) => {
    await page.goto('/blog/2022/08/01/announcing-docusaurus-2.0/');
    const authorLinks = page
      .locator('main article header .avatar__name')
      .getByRole('link');
    await expect(authorLinks).toHaveCount(6);
    const hrefs = await authorLinks.evaluateAll((links) =>
      links.map((link) => link.getAttribute('href')),
    );
    for (const href of hrefs) {
      expect(href).toMatch(/^\/blog\/authors\/[a-z0-9-]+\/$/);
    }
    expect(hrefs).toContain('/blog/authors/slorber/');
  });
});

test.describe('tags', () => {
  test('the release tag spans four pages', async ({page, request}) => {
    const releasePosts = posts.filter((post) => post.tags.includes('release'));
    expect(releasePosts).toHaveLength(17);
    await page.goto('/blog/tags/release/');
    await expect(listedPosts(page)).toHaveCount(5);
    await page.goto('/blog/tags/release/page/4/');
    await expect(listedPosts(page)).toHaveCount(2);
    await expect(page.getByRole('link', {name: 'Older entries'})).toHaveCount(
      0,
    );
    for (const pageNumber of [2, 3]) {
      const response = await request.get(
        `/blog/tags/release/page/${pageNumber}/`,
      );
      expect(response.status()).toBe(200);
    }
    await expectNotFound(page, '/blog/tags/release/page/5/');
  });
});

test('the archive lists all 27 posts by year', async ({page}) => {
  await page.goto('/blog/archive/');
  const years = page.locator('main h3');
  const expectedYears = [
    ...new Set(posts.map((post) => post.date.slice(0, 4))),
  ];
  await expect(years).toHaveText(expectedYears);
  for (const year of expectedYears) {
    const hrefs = await page
      .locator('main .col')
      .filter({has: page.locator(`h3[id="${year}"]`)})
      .locator('li a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    const expected = posts
      .filter((post) => post.date.startsWith(year))
      .map((post) => `${post.permalink}/`);
    expect(hrefs.sort(), year).toEqual(expected.sort());
  }
  await expect(page.locator('main li a')).toHaveCount(27);
});

test('each "Read more" link names its post in the link text', async ({
  page,
}) => {
  await page.goto('/blog/');
  const links = page.locator('article footer a', {hasText: 'Read more'});
  expect(await links.count()).toBeGreaterThan(1);
  const titles = await page.locator('article header h2').allTextContents();
  const texts = await links.allTextContents();
  for (const text of texts) {
    const title = text.replace(/^Read more about /, '');
    expect(text).toMatch(/^Read more about \S/);
    expect(titles).toContain(title);
  }
  // The added words are hidden on screen: the link reads "Read more".
  await expect(links.first().locator('b')).toBeVisible();
  await expect(links.first().locator('.visually-hidden')).toHaveCSS(
    'position',
    'absolute',
  );
});

test('the blog sidebar lists every post', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 900});
  await page.goto('/blog/');
  const sidebar = page.getByRole('navigation', {
    name: 'Blog recent posts navigation',
  });
  await expect(sidebar).toContainText('All our posts');
  const links = sidebar.getByRole('link');
  await expect(links).toHaveCount(27);
  const hrefs = await links.evaluateAll((items) =>
    items.map((link) => link.getAttribute('href')),
  );
  expect(hrefs).toEqual(permalinks);
});

test.describe('feeds', () => {
  /** Parses XML with the browser's strict parser; returns the item links. */
  async function xmlFeedLinks(
    page: Page,
    xml: string,
    itemTag: 'item' | 'entry',
  ): Promise<string[]> {
    return page.evaluate(
      ({source, tag}) => {
        const doc = new DOMParser().parseFromString(source, 'application/xml');
        const error = doc.querySelector('parsererror');
        if (error) {
          throw new Error(`Invalid XML: ${error.textContent}`);
        }
        return Array.from(doc.getElementsByTagName(tag), (item) => {
          const link = item.getElementsByTagName('link')[0];
          return link?.getAttribute('href') ?? link?.textContent ?? '';
        });
      },
      {source: xml, tag: itemTag},
    );
  }

  const expectedLinks = permalinks.map((permalink) => `${siteUrl}${permalink}`);

  test('RSS and Atom parse as XML with all 27 posts', async ({
    page,
    request,
  }) => {
    await page.goto('/blog/');
    for (const [path, tag] of [
      ['/blog/rss.xml', 'item'],
      ['/blog/atom.xml', 'entry'],
    ] as const) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const links = await xmlFeedLinks(page, await response.text(), tag);
      expect(links, path).toHaveLength(27);
      expect(links, path).toEqual(expectedLinks);
    }
  });

  test('the JSON feed parses with all 27 posts', async ({request}) => {
    const response = await request.get('/blog/feed.json');
    expect(response.status()).toBe(200);
    const feed = JSON.parse(await response.text()) as {
      version: string;
      items: {url: string; title: string; date_modified: string}[];
    };
    expect(feed.version).toMatch(/jsonfeed\.org/);
    expect(feed.items).toHaveLength(27);
    expect(feed.items.map((item) => item.url)).toEqual(expectedLinks);
    expect(feed.items.map((item) => item.title)).toEqual(
      posts.map((post) => post.title),
    );
  });
});

test.describe('authors', () => {
  test('social icons sit wholly inside their row', async ({page}) => {
    await page.goto('/blog/releases/3.8/');
    const links = page.locator('main .avatar a[class*="authorSocialLink"]');
    await expect(links.first()).toBeVisible();
    const clipped = await links.evaluateAll((elements) =>
      elements.flatMap((link) => {
        const row = link.parentElement!.getBoundingClientRect();
        const box = link.getBoundingClientRect();
        return box.top < row.top - 0.5 || box.bottom > row.bottom + 0.5
          ? [`${link.getAttribute('href')}: ${box.height}px in ${row.height}px`]
          : [];
      }),
    );
    expect(clipped).toEqual([]);
    const linkHeight = await links
      .first()
      .evaluate((link) => link.getBoundingClientRect().height);
    expect(linkHeight).toBeGreaterThanOrEqual(24);
  });

  for (const path of [
    '/blog/releases/3.8/',
    '/blog/authors/slorber/',
    '/blog/authors/',
  ]) {
    test(`show a monogram avatar with the author's name on ${path}`, async ({
      page,
    }) => {
      await page.goto(path);
      const avatar = page.getByRole('img', {name: 'Sébastien Lorber'}).first();
      await expect(avatar).toHaveAttribute(
        'src',
        '/img/avatars/sebastien-lorber.svg',
      );
      await expect
        .poll(() =>
          avatar.evaluate((image: HTMLImageElement) => image.naturalWidth),
        )
        .toBeGreaterThan(0);
    });
  }
});
