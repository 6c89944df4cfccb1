// Client redirects: every old path lands on its new page. The
// expected targets are written out here, not read from config/redirects.ts,
// so a wrong configuration fails.
import {expect, test} from './support/test';
import {baseURL} from '../playwright.config';

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

for (const [from, to] of siteRedirects) {
  test(`${from} -> ${to}`, async ({page}) => {
    await page.goto(from);
    await expect(page).toHaveURL(`${baseURL}${to}`);
    await expect(page.locator('#__docusaurus')).toBeAttached();
    await expect(page.getByText('Page Not Found')).toHaveCount(0);
  });
}

for (const [from, to] of absoluteRedirects) {
  test(`${from} -> ${to} (another site)`, async ({page}) => {
    // Stand in for the real host: the test never leaves the machine.
    await page.route('https://docusaurus.io/**', (route) =>
      route.fulfill({contentType: 'text/html', body: '<h1>docusaurus.io</h1>'}),
    );
    await page.goto(from);
    await expect(page).toHaveURL(to);
    await expect(page.locator('h1')).toHaveText('docusaurus.io');
  });
}

test('a target without query or hash receives the ones of the old URL', async ({
  page,
}) => {
  await page.goto('/docs/support/?from=old#details');
  await expect(page).toHaveURL(
    `${baseURL}/community/support/?from=old#details`,
  );
});

test('a target with its own query keeps it and drops the old one', async ({
  page,
}) => {
  await page.goto('/home/qs/?from=old');
  await expect(page).toHaveURL(`${baseURL}/?a=1`);
});
