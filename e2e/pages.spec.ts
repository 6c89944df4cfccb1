// The site's own top-level pages render their own content, the
// feature-requests route matches every subpath, and the noIndex example is
// kept out of search engines and the sitemap.
import {expect, test} from './support/sharedTab';
import {load} from 'cheerio';

const notFoundHeading = 'Page Not Found';

const ownPages = [
  {path: '/showcase/', heading: 'Sites built with Docusaurus'},
  {path: '/feature-requests/', heading: 'Feature requests'},
  {path: '/examples/markdownPageExample/', heading: 'Markdown page example'},
  {path: '/examples/noIndex/', heading: 'A page kept out of search engines'},
];

for (const {path, heading} of ownPages) {
  test(`${path} renders its own content`, async ({page, gotoHydrated}) => {
    const response = await gotoHydrated(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(heading);
    await expect(page.getByText(notFoundHeading)).toHaveCount(0);
  });
}

test.describe('feature requests', () => {
  test('the page explains how to propose a feature, with GitHub links', async ({
    page,
    gotoHydrated,
  }) => {
    await gotoHydrated('/feature-requests/');
    for (const section of [
      '1. Look for an existing request',
      '2. Write a proposal',
      '3. Post it',
    ]) {
      await expect(page.getByRole('heading', {name: section})).toBeVisible();
    }
    for (const part of [
      'The problem',
      'The proposed solution',
      'The alternatives',
    ]) {
      await expect(page.getByText(part, {exact: true})).toBeVisible();
    }
    const main = page.locator('main');
    await expect(
      main.getByRole('link', {name: 'GitHub issues'}),
    ).toHaveAttribute(
      'href',
      /^https:\/\/github\.com\/facebook\/docusaurus\/issues\?q=/,
    );
    await expect(
      main.getByRole('link', {name: 'open an issue'}),
    ).toHaveAttribute(
      'href',
      'https://github.com/facebook/docusaurus/issues/new/choose',
    );
    await expect(
      main.getByRole('link', {name: 'start a discussion'}),
    ).toHaveAttribute(
      'href',
      'https://github.com/facebook/docusaurus/discussions',
    );
    // No subpath: no note about boards.
    await expect(main.getByRole('note')).toHaveCount(0);
  });

  for (const subpath of ['some-board/', 'some-board/p/a-post/']) {
    test(`/feature-requests/${subpath} renders the page, not the 404`, async ({
      page,
      gotoHydrated,
    }) => {
      const response = await gotoHydrated(`/feature-requests/${subpath}`);
      // No HTML file exists for the subpath, so the static server answers
      // with 404.html; the client router then matches the non-exact route.
      test.info().annotations.push({
        type: 'HTTP status',
        description: String(response?.status()),
      });
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(
        'Feature requests',
      );
      await expect(page.getByText(notFoundHeading)).toHaveCount(0);
      await expect(page).toHaveTitle(/^Feature requests/);
      await expect(page.locator('main').getByRole('note')).toContainText(
        `/feature-requests/${subpath}`,
      );
    });
  }

  test('a client-side link to a subpath renders the page too', async ({
    page,
    gotoHydrated,
  }) => {
    await gotoHydrated('/feature-requests/');
    await page.evaluate(() => {
      window.history.pushState({}, '', '/feature-requests/other-board/');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.locator('main').getByRole('note')).toContainText(
      '/feature-requests/other-board/',
    );
    await expect(page.getByRole('heading', {level: 1})).toHaveText(
      'Feature requests',
    );
  });

  test('loads nothing from another host by default', async ({
    page,
    baseURL,
    gotoHydrated,
  }) => {
    const siteHost = new URL(baseURL!).host;
    const foreignRequests: string[] = [];
    page.on('request', (request) => {
      const {host, protocol} = new URL(request.url());
      if (/^https?:$/.test(protocol) && host !== siteHost) {
        foreignRequests.push(request.url());
      }
    });
    await gotoHydrated('/feature-requests/some-board/');
    await page.waitForLoadState('networkidle');
    expect(foreignRequests).toEqual([]);
    await expect(page.locator('main iframe')).toHaveCount(0);
  });
});

test.describe('noIndex example', () => {
  const robots = 'meta[name="robots"]';

  test('/examples/noIndex/ asks robots not to index or follow it', async ({
    page,
    request,
    gotoHydrated,
  }) => {
    // In the server-rendered head, where crawlers and the sitemap plugin
    // look for it.
    const $ = load(await (await request.get('/examples/noIndex/')).text());
    expect($(`head ${robots}`).attr('content')).toBe('noindex, nofollow');
    expect($(`body ${robots}`)).toHaveLength(0);
    await gotoHydrated('/examples/noIndex/');
    await expect(page.locator(`head ${robots}`)).toHaveAttribute(
      'content',
      'noindex, nofollow',
    );
  });

  for (const path of ['/examples/markdownPageExample/', '/']) {
    test(`${path} has no robots meta`, async ({page, gotoHydrated}) => {
      await gotoHydrated(path);
      await expect(page.locator(robots)).toHaveCount(0);
    });
  }

  test('/examples/noIndex/ is not in the sitemap', async ({request}) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      ([, loc]) => new URL(loc!).pathname,
    );
    expect(paths).toContain('/examples/markdownPageExample/');
    expect(paths).not.toContain('/examples/noIndex/');
  });
});

test.describe('home page', () => {
  test('centres the "What you get" heading on its words', async ({
    page,
    gotoHydrated,
  }) => {
    await gotoHydrated('/');
    const heading = page.getByRole('heading', {name: 'What you get'});
    const offset = await heading.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element.firstChild!);
      const words = range.getBoundingClientRect();
      const box = element.getBoundingClientRect();
      return words.left + words.width / 2 - (box.left + box.width / 2);
    });
    expect(Math.abs(offset)).toBeLessThanOrEqual(1);
  });

  for (const {width, columns} of [
    {width: 1280, columns: 3},
    {width: 800, columns: 2},
    {width: 390, columns: 1},
  ]) {
    test(`lays the feature cards out in full rows at ${width} px`, async ({
      page,
      gotoHydrated,
    }) => {
      await page.setViewportSize({width, height: 900});
      await gotoHydrated('/');
      const cards = page
        .locator('section[aria-labelledby="features-heading"] li')
        .filter({has: page.locator('h3')});
      const tops = await cards.evaluateAll((elements) =>
        elements.map((element) =>
          Math.round(element.getBoundingClientRect().top),
        ),
      );
      const perRow = new Map<number, number>();
      for (const top of tops) {
        perRow.set(top, (perRow.get(top) ?? 0) + 1);
      }
      expect([...perRow.values()]).toEqual(
        Array.from({length: tops.length / columns}, () => columns),
      );
    });
  }

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`shows the mascot and the feature illustrations (${colorScheme})`, async ({
      page,
      gotoHydrated,
    }) => {
      await page.emulateMedia({colorScheme});
      await gotoHydrated('/');
      // The hero illustration of this colour mode, preloaded and sized.
      const art = page.getByTestId('hero-art');
      await expect(art).toHaveCSS(
        'background-image',
        new RegExp(`/img/home/hero-${colorScheme}\\.svg`),
      );
      const box = await art.boundingBox();
      expect(box?.width).toBeGreaterThan(200);
      expect(box?.height).toBeGreaterThan(150);
      await expect(
        page.locator(
          `head link[rel="preload"][as="image"][href="/img/home/hero-${colorScheme}.svg"]`,
        ),
      ).toHaveAttribute('media', `(prefers-color-scheme: ${colorScheme})`);
      const file = await page.request.get(`/img/home/hero-${colorScheme}.svg`);
      expect(file.status()).toBe(200);

      // One decorative illustration per feature card, in this colour mode.
      const illustrations = page.locator(
        'section[aria-labelledby="features-heading"] li img',
      );
      await expect(illustrations).toHaveCount(6);
      for (const image of await illustrations.all()) {
        await expect(image).toHaveAttribute('alt', '');
        await expect(image).toHaveAttribute(
          'src',
          new RegExp(`-${colorScheme}\\.svg$`),
        );
        await image.scrollIntoViewIfNeeded();
        await expect
          .poll(() =>
            image.evaluate((element: HTMLImageElement) => element.naturalWidth),
          )
          .toBeGreaterThan(0);
      }
    });
  }

  for (const viewport of [
    {width: 1280, height: 900},
    {width: 390, height: 844},
  ]) {
    test(`loads without layout shift at ${viewport.width} px`, async ({
      page,
      gotoHydrated,
    }) => {
      await page.setViewportSize(viewport);
      await gotoHydrated('/');
      await page.waitForLoadState('networkidle');
      const shift = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            let total = 0;
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries()) {
                total += (entry as PerformanceEntry & {value: number}).value;
              }
            }).observe({type: 'layout-shift', buffered: true});
            requestAnimationFrame(() => resolve(total));
          }),
      );
      expect(shift).toBeLessThan(0.01);
    });
  }
});
