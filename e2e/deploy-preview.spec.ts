// In deploy-preview mode, route updates are logged to the console.
// This file runs against the deploy-preview build (see playwright.config.ts);
// the last test runs the same navigation against the default build.
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {expect, test} from './support/sharedTab';
import {gotoHydratedPage} from './support/test';
import {collectConsole} from './support/console';
import {baseURL} from '../playwright.config';
import {
  deployPreviewBuild,
  mainBuild,
  searchStandInPort,
} from '../scripts/builds.mjs';

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

// The hosted-search mode adds its own host, and only it.
test('the Content-Security-Policy lets pages connect to the search host only', async ({
  request,
}) => {
  const policy =
    (await request.get('/docs/')).headers()['content-security-policy'] ?? '';
  const connectSrc = /(?:^|; )connect-src ([^;]*)/.exec(policy)?.[1];
  expect(connectSrc).toBe(`'self' http://127.0.0.1:${searchStandInPort}`);
});

/** The script files of a build's assets/js/, by chunk id (`<id>.<hash>.js`). */
function scriptsById(outDir: string): Map<string, string> {
  const dir = path.resolve(outDir, 'assets/js');
  const byId = new Map<string, string>();
  for (const name of readdirSync(dir)) {
    const match = /^(.+)\.[0-9a-f]{8}\.js$/.exec(name);
    if (match) {
      byId.set(match[1]!, name);
    }
  }
  return byId;
}

// Readers and the offline worker keep the files of the last visit: a deploy
// must not rename a file whose content is the same. The two builds of the
// test run differ in their search mode and route logging, a larger change
// than a doc edit, and still share all but a handful of files.
test('a script keeps its file name from one build to the other exactly when its content is the same', () => {
  const main = scriptsById(mainBuild.outDir);
  const preview = scriptsById(deployPreviewBuild.outDir);
  const read = (outDir: string, name: string) =>
    readFileSync(path.resolve(outDir, 'assets/js', name));
  const common = [...main.keys()].filter((id) => preview.has(id));
  expect(common.length).toBeGreaterThan(1000);
  const mismatched: string[] = [];
  const renamed: string[] = [];
  for (const id of common) {
    const [mainName, previewName] = [main.get(id)!, preview.get(id)!];
    const sameContent = read(mainBuild.outDir, mainName).equals(
      read(deployPreviewBuild.outDir, previewName),
    );
    if (sameContent !== (mainName === previewName)) {
      mismatched.push(`${mainName} / ${previewName}`);
    }
    if (mainName !== previewName) {
      renamed.push(id);
    }
  }
  expect(mismatched).toEqual([]);
  // The entry, its runtime and chunk map, the search client and the two
  // pages that show the search mode (search page, debug config).
  expect(renamed.length).toBeGreaterThan(0);
  expect(renamed.length).toBeLessThanOrEqual(8);
});
