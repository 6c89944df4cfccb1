/**
 * The site's `customFields`: written once by docusaurus.config.ts from the
 * build environment and site constants, read by pages and the search client
 * in the browser. The shape lives here so both sides agree on it.
 */

/** Which engine answers the DocSearch UI. */
export type SearchMode = 'local' | 'algolia' | 'custom';

export const searchModes: readonly SearchMode[] = [
  'local',
  'algolia',
  'custom',
];

export interface SiteCustomFields {
  /** major.minor of the newest release, shown on the home page. */
  announcedVersion: string;
  /** The Docusaurus version this site documents. */
  siteVersion: string;
  /** One-sentence description of the site (home page meta description). */
  description: string;
  /** Deploy-preview builds log route updates to the console. */
  isDeployPreview: boolean;
  /** Makes the crash-test fixture page throw while rendering. */
  crashTest: boolean;
  searchMode: SearchMode;
  /** Base URL of the Algolia-compatible host in custom mode. */
  searchHost: string | null;
}

/**
 * The typed custom fields of a site config (the object comes from
 * `useDocusaurusContext().siteConfig` or `@generated/docusaurus.config`).
 */
export function siteCustomFields(siteConfig: {
  customFields?: Record<string, unknown>;
}): SiteCustomFields {
  return siteConfig.customFields as unknown as SiteCustomFields;
}
