import type {Page} from '@playwright/test';

/**
 * Makes `navigator.connection` report the given network before any script
 * of the page runs. Docusaurus reads it to skip prefetching and preloading
 * on 2g and data-saver connections.
 */
export async function emulateConnection(
  page: Page,
  connection: {effectiveType: string; saveData: boolean},
): Promise<void> {
  await page.addInitScript((value) => {
    // An event target, as the real one is: components listen to it for
    // changes (ideal-image does).
    const emulated = Object.assign(new EventTarget(), value);
    Object.defineProperty(Navigator.prototype, 'connection', {
      configurable: true,
      get: () => emulated,
    });
  }, connection);
}
