// The showcase: /showcase/, its tag and name filters kept in the URL.
import type {Page} from '@playwright/test';
import {reloadHydrated} from './support/test';
import {expect, test} from './support/sharedTab';
import {showcaseSites} from '../src/data/showcase/sites';
import {
  showcaseTagKeys,
  showcaseTags,
  type ShowcaseTagKey,
} from '../src/data/showcase/tags';

// Expected counts come from the data, not from the page's own filter code.
const countWithTags = (tags: ShowcaseTagKey[], operator: 'AND' | 'OR') =>
  showcaseSites.filter((site) =>
    operator === 'AND'
      ? tags.every((tag) => site.tags.includes(tag))
      : tags.some((tag) => site.tags.includes(tag)),
  ).length;
const countWithName = (name: string) =>
  showcaseSites.filter((site) =>
    site.title.toLowerCase().includes(name.toLowerCase()),
  ).length;
const favoriteCount = countWithTags(['favorite'], 'OR');

const siteCount = (page: Page) => page.locator('main [aria-live="polite"]');
const cards = (page: Page) => page.locator('main li.card');
const tagLabel = (page: Page, tag: ShowcaseTagKey) =>
  page.locator(`label[for="showcase-tag-${tag}"]`);
const tagCheckbox = (page: Page, tag: ShowcaseTagKey) =>
  page.getByRole('checkbox', {name: showcaseTags[tag].label, exact: true});
const operatorLabel = (page: Page, operator: 'AND' | 'OR') =>
  page.locator(`label[for="showcase-operator-${operator}"]`);
const nameSearch = (page: Page) =>
  page.getByRole('searchbox', {name: 'Search by name'});

/** The count, and every card once the progressive rendering has finished. */
async function expectShown(page: Page, count: number) {
  await expect(siteCount(page)).toHaveText(
    count === 1 ? '1 site' : `${count} sites`,
  );
  await expect(cards(page)).toHaveCount(count);
}

test('lists every site, favourites first, with a link to add a site', async ({
  page,
  gotoHydrated,
}) => {
  await gotoHydrated('/showcase/');
  await expectShown(page, showcaseSites.length);
  await expect(page.getByRole('link', {name: 'Add your site'})).toHaveAttribute(
    'href',
    'https://github.com/facebook/docusaurus/discussions/7826',
  );

  const sectionHeadings = page.locator('main section h2');
  await expect(sectionHeadings).toHaveText([
    /Filters/,
    /Our favorites/,
    /All sites/,
  ]);
  const favorites = page.locator('section[aria-labelledby="favorites"]');
  await expect(favorites.locator('li.card')).toHaveCount(favoriteCount);
  const firstCardTitle = await cards(page).first().locator('h3').innerText();
  const firstSite = showcaseSites.find((site) => site.title === firstCardTitle);
  expect(firstSite?.tags).toContain('favorite');

  // An external title link opens in a new tab without an opener.
  const firstLink = cards(page).first().locator('h3 a');
  await expect(firstLink).toHaveAttribute('href', firstSite?.website ?? '');
  await expect(firstLink).toHaveAttribute('target', '_blank');
  await expect(firstLink).toHaveAttribute('rel', /noopener/);
});

test('a filter that hides every favourite leaves "All sites" first', async ({
  page,
  gotoHydrated,
}) => {
  const tagWithoutFavorites = showcaseTagKeys.find(
    (tag) =>
      countWithTags([tag], 'OR') > 0 &&
      countWithTags([tag, 'favorite'], 'AND') === 0,
  );
  test.skip(!tagWithoutFavorites, 'every tag has a favourite site');
  const tag = tagWithoutFavorites as ShowcaseTagKey;
  await gotoHydrated(`/showcase/?tags=${tag}`);
  await expectShown(page, countWithTags([tag], 'OR'));
  await expect(page.locator('main section h2')).toHaveText([
    /Filters/,
    /All sites/,
  ]);
});

test('two tags: OR shows sites with either, AND sites with both', async ({
  page,
  gotoHydrated,
}) => {
  const tags: ShowcaseTagKey[] = ['design', 'i18n'];
  const orCount = countWithTags(tags, 'OR');
  const andCount = countWithTags(tags, 'AND');
  expect(orCount).toBeGreaterThan(andCount);

  await gotoHydrated('/showcase/');
  await tagLabel(page, 'design').click();
  await expectShown(page, countWithTags(['design'], 'OR'));
  await tagLabel(page, 'i18n').click();
  await expectShown(page, orCount);

  await operatorLabel(page, 'AND').click();
  await expect(page.getByRole('radio', {name: /^AND/})).toBeChecked();
  await expectShown(page, andCount);
  for (const card of await cards(page).all()) {
    await expect(card.getByRole('list')).toContainText('Design');
    await expect(card.getByRole('list')).toContainText('I18n');
  }

  await page.getByRole('button', {name: 'Clear all'}).click();
  await expectShown(page, showcaseSites.length);
  await expect(tagCheckbox(page, 'design')).not.toBeChecked();
  await expect(page.getByRole('radio', {name: /^OR/})).toBeChecked();
});

test('name search narrows results case-insensitively', async ({
  page,
  gotoHydrated,
}) => {
  const expected = countWithName('docu');
  expect(expected).toBeGreaterThan(0);
  expect(expected).toBeLessThan(showcaseSites.length);

  await gotoHydrated('/showcase/');
  await nameSearch(page).fill('DOCU');
  await expectShown(page, expected);
  // The text, not innerText: cards off screen skip rendering
  // (`content-visibility: auto`), and Chromium may give their innerText as
  // '' until they are laid out.
  for (const title of await cards(page).locator('h3').allTextContents()) {
    expect(title.toLowerCase()).toContain('docu');
  }
  await nameSearch(page).fill('docu');
  await expectShown(page, expected);
  await nameSearch(page).fill('no site has this title');
  await expect(siteCount(page)).toHaveText('0 sites');
  await expect(page.getByText('No site matches these filters.')).toBeVisible();
});

test('the URL holds the filters and a reload restores them', async ({
  page,
  gotoHydrated,
}) => {
  await gotoHydrated('/showcase/');
  await tagLabel(page, 'opensource').click();
  await tagLabel(page, 'design').click();
  await operatorLabel(page, 'AND').click();
  await nameSearch(page).pressSequentially('Re');

  await expect(page).toHaveURL(
    /\/showcase\/\?tags=opensource&tags=design&operator=AND&name=Re$/,
  );
  const expected = showcaseSites.filter(
    (site) =>
      site.tags.includes('opensource') &&
      site.tags.includes('design') &&
      site.title.toLowerCase().includes('re'),
  ).length;
  await expectShown(page, expected);

  await reloadHydrated(page);
  await expect(tagCheckbox(page, 'opensource')).toBeChecked();
  await expect(tagCheckbox(page, 'design')).toBeChecked();
  await expect(page.getByRole('radio', {name: /^AND/})).toBeChecked();
  await expect(nameSearch(page)).toHaveValue('Re');
  await expectShown(page, expected);
});

test('a shared link may list tags with commas', async ({
  page,
  gotoHydrated,
}) => {
  await gotoHydrated('/showcase/?tags=design,i18n&operator=AND');
  await expectShown(page, countWithTags(['design', 'i18n'], 'AND'));
  await expect(tagCheckbox(page, 'i18n')).toBeChecked();
});

test('back and forward restore earlier filters', async ({
  page,
  gotoHydrated,
}) => {
  await gotoHydrated('/showcase/');
  await tagLabel(page, 'design').click();
  await expect(page).toHaveURL(/\?tags=design$/);
  await tagLabel(page, 'versioning').click();
  await expectShown(page, countWithTags(['design', 'versioning'], 'OR'));

  await page.goBack();
  await expect(page).toHaveURL(/\?tags=design$/);
  await expect(tagCheckbox(page, 'versioning')).not.toBeChecked();
  await expectShown(page, countWithTags(['design'], 'OR'));

  await page.goBack();
  await expect(page).toHaveURL(/\/showcase\/$/);
  await expect(tagCheckbox(page, 'design')).not.toBeChecked();
  await expectShown(page, showcaseSites.length);

  await page.goForward();
  await expect(tagCheckbox(page, 'design')).toBeChecked();
  await expectShown(page, countWithTags(['design'], 'OR'));

  // Typing replaces the current entry: back leaves the typed name behind.
  await nameSearch(page).pressSequentially('je');
  await expect(page).toHaveURL(/\?tags=design&name=je$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/showcase\/$/);
  await expect(nameSearch(page)).toHaveValue('');
});

test('tag descriptions reach keyboard and screen reader users', async ({
  page,
  gotoHydrated,
}) => {
  await gotoHydrated('/showcase/');
  const checkbox = tagCheckbox(page, 'versioning');
  const {description} = showcaseTags.versioning;
  await expect(checkbox).toHaveAccessibleDescription(description);

  await checkbox.focus();
  await expect(page.getByText(description)).toBeVisible();
  await page.keyboard.press('Space');
  await expect(checkbox).toBeChecked();
  await expectShown(page, countWithTags(['versioning'], 'OR'));
  await page.keyboard.press('Escape');
  await expect(page.getByText(description)).toBeHidden();
});

test('hostile search input is shown as text and never runs', async ({
  page,
  gotoHydrated,
}) => {
  const dialogs: string[] = [];
  const pageErrors: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  page.on('pageerror', (error) => pageErrors.push(error.message));

  const markup = '<img src=x onerror=alert(1)>';
  await gotoHydrated('/showcase/');
  await nameSearch(page).fill(markup);
  await expect(nameSearch(page)).toHaveValue(markup);
  await expect(siteCount(page)).toHaveText('0 sites');
  await expect(page.locator('img[src="x"]')).toHaveCount(0);

  // The same text arriving through a shared URL stays text too.
  await gotoHydrated(
    `/showcase/?name=${encodeURIComponent('<script>alert(2)</script>')}`,
  );
  await expect(nameSearch(page)).toHaveValue('<script>alert(2)</script>');
  await expect(page.locator('main script')).toHaveCount(0);

  // 10,000 characters: the input and the URL keep the first 100.
  await nameSearch(page).fill('a'.repeat(10_000));
  await expect(nameSearch(page)).toHaveValue('a'.repeat(100));
  expect(new URL(page.url()).searchParams.get('name')).toHaveLength(100);
  // A shared URL cannot be as long (servers refuse URLs over 8 KB with 414,
  // see e2e/hostile-requests.spec.ts); 5,000 characters are cut to 100 too.
  await gotoHydrated(`/showcase/?name=${'b'.repeat(5_000)}`);
  await expect(nameSearch(page)).toHaveValue('b'.repeat(100));

  await nameSearch(page).fill('🦖 Docs 🚀');
  await expect(nameSearch(page)).toHaveValue('🦖 Docs 🚀');
  await expect(siteCount(page)).toHaveText(
    `${countWithName('🦖 Docs 🚀')} sites`,
  );

  await page.waitForTimeout(500);
  expect(dialogs).toEqual([]);
  expect(pageErrors).toEqual([]);
});

test.describe('card previews', () => {
  test("show the site's address, name and tag colours in a browser window", async ({
    page,
    gotoHydrated,
  }) => {
    await gotoHydrated('/showcase/');
    // A site with several tags of its own, worked out from the data.
    const site = showcaseSites.find(
      (candidate) =>
        candidate.title.length <= 20 &&
        candidate.tags.filter((tag) => tag !== 'favorite').length >= 2,
    )!;
    const host = new URL(site.website).hostname.replace(/^www\./, '');
    const card = cards(page).filter({
      has: page.getByRole('heading', {name: site.title, exact: true}),
    });
    const preview = card.locator('svg').first();
    await expect(preview).toHaveAttribute('aria-hidden', 'true');
    await expect(preview.locator('text')).toContainText([
      new RegExp(`^${host.replace(/\./g, '\\.')}`),
      site.title,
    ]);
    const dotColours = await preview
      .locator(':scope > circle')
      .evaluateAll((dots) => dots.map((dot) => dot.getAttribute('fill')));
    expect(dotColours).toEqual(
      site.tags
        .filter((tag) => tag !== 'favorite')
        .map((tag) => showcaseTags[tag].color),
    );
    // The window is a shared drawing defined once on the page.
    const href = await preview.locator('use').getAttribute('href');
    expect(href).toMatch(/^#showcase-preview-(docs|landing|blog)$/);
    await expect(page.locator(`symbol${href}`)).toHaveCount(1);
  });

  test('cards below the fold skip rendering until they scroll near', async ({
    page,
    gotoHydrated,
  }) => {
    await gotoHydrated('/showcase/');
    const lastCard = cards(page).last();
    await expect(lastCard).toHaveCSS('content-visibility', 'auto');
  });
});
