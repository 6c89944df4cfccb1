// Client redirects: every old path lands on its new page. The
// expected targets are written out here, not read from config/redirects.ts,
// so a wrong configuration fails.
import {expect, test} from './support/sharedTab';

const siteRedirects: [from: string, to: string][] = [
  ['/docs/support', '/community/support/'],
  ['/docs/next/support', '/community/support/'],
  ['/docs/team', '/community/team/'],
  ['/docs/next/team', '/community/team/'],
  ['/docs/resources', '/community/resources/'],
  ['/docs/next/resources', '/community/resources/'],
  ['/docs/api/misc/docusaurus-init', '/docs/api/misc/create-docusaurus/'],
  // Old introduction URLs lead to the root of each docs version.
  ['/docs/introduction/', '/docs/'],
  ['/docs/3.8.1/introduction/', '/docs/3.8.1/'],
  ['/docs/3.7.0/introduction/', '/docs/3.7.0/'],
  // fromExtensions: ['html']
  ['/docs/installation.html', '/docs/installation/'],
  ['/blog.html', '/blog/'],
  // tests.json dogfoodingRedirects: the query and the hash of a target stay.
  ['/home/', '/'],
  ['/home/qs', '/?a=1'],
  ['/home/anchor', '/#anchor'],
];

const absoluteRedirects: [from: string, to: string][] = [
  ['/home/absolute', 'https://docusaurus.io/'],
  ['/home/absolute/qs', 'https://docusaurus.io/?a=1'],
  ['/home/absolute/anchor', 'https://docusaurus.io/#anchor'],
];

// One page follows every redirect of a list, one after the other, as a
// reader's browser would: a page per redirect would spend most of its time
// starting a browser context and loading the site's scripts into an empty
// cache. Each redirect is a step of its own, and every one is checked even
// when an earlier one fails.
test('every old path lands on its new page', async ({page, baseURL}) => {
  for (const [from, to] of siteRedirects) {
    await test.step(`${from} -> ${to}`, async () => {
      await page.goto(from);
      await expect.soft(page).toHaveURL(`${baseURL}${to}`);
      // The new page is parsed to its end before its text is looked at.
      await page.waitForLoadState('domcontentloaded');
      await expect.soft(page.locator('#__docusaurus')).toBeAttached();
      await expect.soft(page.getByText('Page Not Found')).toHaveCount(0);
    });
  }
});

test('an old path of another site lands there', async ({page}) => {
  // Stand in for the real host: the test never leaves the machine.
  await page.route('https://docusaurus.io/**', (route) =>
    route.fulfill({contentType: 'text/html', body: '<h1>docusaurus.io</h1>'}),
  );
  for (const [from, to] of absoluteRedirects) {
    await test.step(`${from} -> ${to}`, async () => {
      await page.goto(from);
      await expect.soft(page).toHaveURL(to);
      await expect.soft(page.locator('h1')).toHaveText('docusaurus.io');
    });
  }
});

test('the query and hash of the old URL go to a target without its own', async ({
  page,
  baseURL,
}) => {
  await test.step('a target without query or hash receives the ones of the old URL', async () => {
    await page.goto('/docs/support/?from=old#details');
    await expect
      .soft(page)
      .toHaveURL(`${baseURL}/community/support/?from=old#details`);
  });
  await test.step('a target with its own query keeps it and drops the old one', async () => {
    await page.goto('/home/qs/?from=old');
    await expect.soft(page).toHaveURL(`${baseURL}/?a=1`);
  });
});
