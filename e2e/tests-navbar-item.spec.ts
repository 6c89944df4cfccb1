// Spec 2 "Navbar and footer": the custom navbar item shows on /tests only.
import {expect, test} from '@playwright/test';

const item = '[data-testid="tests-navbar-item"]';

test('is absent outside /tests', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 800});
  await page.goto('/');
  await page.waitForSelector('html[data-has-hydrated="true"]');
  await expect(page.locator(item)).toHaveCount(0);
});

test('shows on /tests/ and explains itself when pressed', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 800});
  await page.goto('/tests/');
  const button = page.locator(`.navbar__items ${item}`);
  await expect(button).toBeVisible();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('status')).toContainText(
    'custom navbar item example',
  );
});

test('has a mobile variant in the mobile sidebar', async ({page}) => {
  await page.setViewportSize({width: 390, height: 800});
  await page.goto('/tests/');
  await page.waitForSelector('html[data-has-hydrated="true"]');
  await page.locator('button.navbar__toggle').click();
  const button = page.locator(`.navbar-sidebar ${item}`);
  await expect(button).toBeVisible();
  await button.click();
  await expect(
    page.locator('.navbar-sidebar').getByRole('status'),
  ).toContainText('custom navbar item example');
});
