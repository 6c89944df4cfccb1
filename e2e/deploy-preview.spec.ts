// In deploy-preview mode, route updates are logged to the console.
// This file runs against the deploy-preview build (see playwright.config.ts);
// the last test runs the same navigation against the default build.
import type {Page} from '@playwright/test';
import {expect, gotoHydratedPage, test} from './support/test';
import {collectConsole} from './support/console';
import {baseURL} from '../playwright.config';

async function navigateAndCollectLogs(page: Page, origin: string) {
  const logs = collectConsole(page, 'log');
  await gotoHydratedPage(page, `${origin}/`);
  await page
    .locator('.navbar__items')
    .getByRole('link', {name: 'Docs', exact: true})
    .click();
  await expect(page).toHaveURL(/\/docs\/$/);
  // Give the route-update callback a chance to run before reading the logs.
  await page.waitForFunction(() => document.title.includes('Introduction'));
  return logs;
}

test('the deploy-preview build logs client navigation', async ({page}) => {
  const logs = await navigateAndCollectLogs(page, '');
  expect(logs).toContain('[deploy-preview] route updated: / -> /docs/');
});

test('the default build does not log route updates', async ({page}) => {
  const logs = await navigateAndCollectLogs(page, baseURL);
  expect(logs.filter((line) => line.includes('route updated'))).toEqual([]);
});
