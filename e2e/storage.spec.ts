// Stored preferences move once to the keys with the -189 suffix.
import {expect, test} from './support/sharedTab';

test('legacy keys are migrated to suffixed keys and removed', async ({
  page,
  gotoHydrated,
}) => {
  // A returning visitor: the old keys are there before any site script runs.
  await page.addInitScript(() => {
    if (sessionStorage.getItem('seeded') === null) {
      sessionStorage.setItem('seeded', 'yes');
      localStorage.setItem('theme', 'dark');
      localStorage.setItem(
        'docusaurus.announcement.id',
        'announcementBar-v3.8',
      );
      localStorage.setItem('docusaurus.announcement.dismiss', 'true');
      localStorage.setItem('docs-preferred-version-default', 'current');
    }
  });
  await gotoHydrated('/');
  const stored = await page.evaluate(() =>
    Object.fromEntries(
      Object.keys(localStorage).map((key) => [key, localStorage.getItem(key)]),
    ),
  );
  expect(stored).toMatchObject({
    'theme-189': 'dark',
    'docusaurus.announcement.id-189': 'announcementBar-v3.8',
    'docusaurus.announcement.dismiss-189': 'true',
    'docs-preferred-version-default-189': 'current',
  });
  for (const legacy of [
    'theme',
    'docusaurus.announcement.id',
    'docusaurus.announcement.dismiss',
    'docs-preferred-version-default',
  ]) {
    expect(stored).not.toHaveProperty(legacy);
  }
  // The migrated choices take effect: dark mode, dismissed announcement.
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.locator('.theme-announcement-bar')).toHaveCount(0);
});
