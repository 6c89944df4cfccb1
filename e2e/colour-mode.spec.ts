// Colour mode: the choice is system, light or dark, cycled by the toggle.
import {expect, test} from './support/sharedTab';

const label = (mode: string) =>
  `Switch between dark and light mode (currently ${mode})`;

test('the toggle cycles system -> light -> dark -> system and stores the choice', async ({
  page,
  gotoHydrated,
}) => {
  await page.emulateMedia({colorScheme: 'dark'});
  await gotoHydrated('/');
  const toggle = page.locator('.navbar button[title]').filter({
    has: page.locator('svg'),
  });
  // No stored choice yet: the default is light (defaultMode), shown as the
  // system choice because the system preference is respected.
  await expect(
    page.getByRole('button', {name: label('system mode')}),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

  await page.getByRole('button', {name: label('system mode')}).click();
  await expect(
    page.getByRole('button', {name: label('light mode')}),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  expect(await page.evaluate(() => localStorage.getItem('theme-189'))).toBe(
    'light',
  );

  await page.getByRole('button', {name: label('light mode')}).click();
  await expect(
    page.getByRole('button', {name: label('dark mode')}),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => localStorage.getItem('theme-189'))).toBe(
    'dark',
  );

  await page.getByRole('button', {name: label('dark mode')}).click();
  await expect(
    page.getByRole('button', {name: label('system mode')}),
  ).toBeVisible();
  expect(
    await page.evaluate(() => localStorage.getItem('theme-189')),
  ).toBeNull();
  await expect(toggle.first()).toBeVisible();
});

test('a stored choice survives reload', async ({page, gotoHydrated}) => {
  await gotoHydrated('/');
  await page.evaluate(() => localStorage.setItem('theme-189', 'dark'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(
    page.getByRole('button', {name: label('dark mode')}),
  ).toBeVisible();
});

test('without a stored choice the light default applies', async ({page}) => {
  await page.emulateMedia({colorScheme: 'light'});
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});
