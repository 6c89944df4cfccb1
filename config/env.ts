/**
 * Build-time switches, read once from the environment so the rest of the
 * configuration never touches `process.env` directly.
 */

import {searchModes, type SearchMode} from '../src/data/siteCustomFields';

export type {SearchMode};

export interface BuildEnv {
  /** Base URL the site is served under (`BASE_URL`, default `/`). */
  baseUrl: string;
  /**
   * Deploy-preview builds log route updates to the console, so reviewers
   * can follow client-side navigation. Enabled with `DEPLOY_PREVIEW=true`,
   * or by Netlify's own deploy-preview context.
   */
  isDeployPreview: boolean;
  /** Makes the crash-test fixture page throw during SSG (`DOCUSAURUS_CRASH_TEST=true`). */
  isCrashTest: boolean;
  /** Which search backend the DocSearch UI talks to (`SEARCH_MODE`). */
  searchMode: SearchMode;
  /** Base URL of the Algolia-compatible host in custom mode (`SEARCH_HOST`). */
  searchHost: string | undefined;
  /**
   * Credentials of the hosted index (`ALGOLIA_APP_ID`, `ALGOLIA_API_KEY`);
   * unset means the public search-only key of the site's own index.
   */
  algoliaAppId: string | undefined;
  algoliaApiKey: string | undefined;
}

function parseSearchMode(value: string | undefined): SearchMode {
  if (value === undefined || value === '') {
    return 'local';
  }
  if ((searchModes as readonly string[]).includes(value)) {
    return value as SearchMode;
  }
  throw new Error(
    `SEARCH_MODE must be one of ${searchModes.join(', ')}; got "${value}".`,
  );
}

function parseSearchHost(
  mode: string | undefined,
  host: string | undefined,
): string | undefined {
  if (mode !== 'custom') {
    return undefined;
  }
  if (!host || !/^https?:\/\/[^/]+/.test(host)) {
    throw new Error(
      `SEARCH_MODE=custom needs SEARCH_HOST, the URL of an Algolia-compatible search host (e.g. http://127.0.0.1:7700); got "${host ?? ''}".`,
    );
  }
  return host;
}

function normalizeBaseUrl(value: string | undefined): string {
  if (value === undefined || value === '') {
    return '/';
  }
  const withLeading = value.startsWith('/') ? value : `/${value}`;
  return withLeading.endsWith('/') ? withLeading : `${withLeading}/`;
}

export function readBuildEnv(env: NodeJS.ProcessEnv = process.env): BuildEnv {
  return {
    baseUrl: normalizeBaseUrl(env.BASE_URL),
    isDeployPreview:
      env.DEPLOY_PREVIEW === 'true' ||
      (env.NETLIFY === 'true' && env.CONTEXT === 'deploy-preview'),
    isCrashTest: env.DOCUSAURUS_CRASH_TEST === 'true',
    searchMode: parseSearchMode(env.SEARCH_MODE),
    searchHost: parseSearchHost(env.SEARCH_MODE, env.SEARCH_HOST),
    algoliaAppId: env.ALGOLIA_APP_ID || undefined,
    algoliaApiKey: env.ALGOLIA_API_KEY || undefined,
  };
}

let processBuildEnv: BuildEnv | undefined;

/**
 * The build environment of this process, read on first use. The config and
 * the fixture sidebars (which the docs plugin loads from a file path, so they
 * cannot be handed the value) share the one reading.
 */
export function buildEnv(): BuildEnv {
  processBuildEnv ??= readBuildEnv();
  return processBuildEnv;
}
