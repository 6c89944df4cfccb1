/** Site-wide constants: one place for each fact the config and pages share. */

export const siteTitle = 'Docusaurus';
export const siteTagline =
  'Build optimized websites quickly, focus on your content';
export const siteUrl = 'https://docusaurus.io';
export const siteDescription =
  'Docusaurus is a static-site generator for documentation websites, blogs and landing pages, built with React and MDX.';

/** The version of Docusaurus this site documents and is built with. */
export const siteVersion = '3.8.1';

/** major.minor of the newest stable release, shown in the announcement bar. */
export const announcedVersion = siteVersion.split('.').slice(0, 2).join('.');

/**
 * Storage namespace: Docusaurus appends `-189` to every key the site stores
 * in localStorage. Preferences stored under the older keys without a suffix
 * are moved over by src/plugins/storage-migration.
 */
export const storageNamespace = '189';

export const githubRepository = 'https://github.com/facebook/docusaurus';
export const copyrightYear = 2025;
