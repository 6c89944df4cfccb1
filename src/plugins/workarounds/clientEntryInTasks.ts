/**
 * Workaround: the client entry is evaluated over several tasks.
 *
 * The entry script of every page evaluated Docusaurus' whole client entry
 * in one task: React DOM, the route manifest, the site's config and global
 * data, the theme and client modules, then the first route's preload and
 * the start of hydration. On this machine that task took 60–80 ms, four
 * times that on Lighthouse's mobile CPU, the longest task of a page load.
 * The client bundle's entry becomes steppedEntry.js, which requires
 * those parts one task at a time and Docusaurus' entry last.
 */
import {realpathSync} from 'node:fs';
import path from 'node:path';

/** The module Docusaurus 3.8.1 gives its client bundle as entry. */
export const docusaurusClientEntry = realpathSync(
  require.resolve('@docusaurus/core/lib/client/clientEntry.js'),
);

/** The site's client entry, which requires Docusaurus' one last. */
export const steppedEntry = path.join(__dirname, 'steppedEntry.js');

/**
 * Client bundle config (production): points the entry at
 * steppedEntry.js. Throws when the entry is not Docusaurus' one, so a
 * changed Docusaurus config is noticed, not silently left as it is.
 */
export function evaluateClientEntryInTasks(config: {entry?: unknown}): void {
  const entry = config.entry;
  if (
    typeof entry !== 'string' ||
    realpathSync(path.resolve(entry)) !== docusaurusClientEntry
  ) {
    throw new Error(
      `workarounds (clientEntryInTasks): expected Docusaurus' client entry ${docusaurusClientEntry}, got ${JSON.stringify(entry)}`,
    );
  }
  config.entry = steppedEntry;
}
