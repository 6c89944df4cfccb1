// The browser the tests run in: scripts/chromium.mjs turns off features no
// test needs with its own `--disable-features` flag, which replaces the one
// Playwright passes (Chromium keeps the last). It must repeat Playwright's.
import {chromium, expect, test} from '@playwright/test';
import {
  chromiumFlags,
  chromiumPath,
  playwrightDisabledFeatures,
} from '../scripts/chromium.mjs';

/** The `--disable-features` lists of a browser's command line, in order. */
async function disabledFeatureLists(
  browser: import('@playwright/test').Browser,
): Promise<string[][]> {
  const page = await browser.newPage();
  try {
    await page.goto('chrome://version');
    const commandLine = await page.locator('#command_line').textContent();
    return [...(commandLine ?? '').matchAll(/--disable-features=(\S+)/g)].map(
      ([, list]) => list!.split(','),
    );
  } finally {
    await page.close();
  }
}

test('the tests turn off every feature Playwright does, and the unseen address bar popup', async ({
  browser,
}) => {
  // Playwright's own list, from a browser launched without ours.
  const plain = await chromium.launch({
    executablePath: chromiumPath,
    args: chromiumFlags,
  });
  let playwrights: string[][];
  try {
    playwrights = await disabledFeatureLists(plain);
  } finally {
    await plain.close();
  }
  expect(playwrights).toHaveLength(1);
  expect(new Set(playwrightDisabledFeatures)).toEqual(new Set(playwrights[0]));

  // The browser of the tests: Playwright's flag first, ours last (in force).
  const lists = await disabledFeatureLists(browser);
  expect(lists).toHaveLength(2);
  const inForce = lists.at(-1)!;
  expect(inForce).toEqual(expect.arrayContaining(playwrights[0]!));
  expect(inForce).toEqual(
    expect.arrayContaining(['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']),
  );
});
