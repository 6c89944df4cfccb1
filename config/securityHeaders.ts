import type {BuildEnv} from './env';

/**
 * The security headers every response of the site carries, on both servers
 * (`npm run serve` and the nginx config in deploy/). The build turns these
 * into per-page headers: src/plugins/security-headers adds the hash of each
 * page's inline scripts to its script-src and writes the result into the
 * build, where both servers read it.
 */

/** A Content-Security-Policy as directive name → sources. */
export type CspDirectives = Record<string, string[]>;

export interface SecurityPolicy {
  /** Policy of every page; script hashes are added per page by the build. */
  pagePolicy: CspDirectives;
  /**
   * Policy of the live code preview frame: the only document of the site
   * allowed to evaluate code. It is sandboxed (an opaque origin: no access to
   * the site's storage, cookies or pages) and may not connect anywhere.
   */
  livePreviewPolicy: CspDirectives;
  /** Headers other than the CSP, the same on every response. */
  headers: Record<string, string>;
}

/** Where the live code preview frame is served (below the base URL). */
export const livePreviewPath = 'live-code-preview/';

/**
 * Origins the search UI talks to besides the site itself: none for the
 * embedded index; the configured host in custom mode; the application's own
 * Algolia hosts (the ones algoliasearch's lite client uses for reads) in
 * Algolia mode.
 */
export function searchOrigins(
  env: Pick<BuildEnv, 'searchMode' | 'searchHost' | 'algoliaAppId'>,
  defaultAlgoliaAppId: string,
): string[] {
  if (env.searchMode === 'custom' && env.searchHost) {
    return [new URL(env.searchHost).origin];
  }
  if (env.searchMode === 'algolia') {
    const appId = (env.algoliaAppId ?? defaultAlgoliaAppId).toLowerCase();
    return [
      `https://${appId}-dsn.algolia.net`,
      `https://${appId}-1.algolianet.com`,
      `https://${appId}-2.algolianet.com`,
      `https://${appId}-3.algolianet.com`,
    ];
  }
  return [];
}

export function securityPolicy(searchHosts: string[]): SecurityPolicy {
  return {
    pagePolicy: {
      'default-src': ["'self'"],
      // Bundles come from the site; inline scripts only by hash (per page).
      'script-src': ["'self'"],
      // React, Mermaid's SVG, KaTeX and the colour generator write inline
      // styles; styles cannot run code, so they stay allowed.
      'style-src': ["'self'", "'unsafe-inline'"],
      // Ideal-image's blurred placeholders are data: URLs.
      'img-src': ["'self'", 'data:'],
      'font-src': ["'self'"],
      'connect-src': ["'self'", ...searchHosts],
      // The service worker and the search worker are the site's own files.
      'worker-src': ["'self'"],
      'manifest-src': ["'self'"],
      'media-src': ["'self'"],
      // Only the site's own pages are framed (fixtures, live code preview),
      // and only the site may frame its pages.
      'frame-src': ["'self'"],
      'frame-ancestors': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
    },
    livePreviewPolicy: {
      'default-src': ["'none'"],
      // react-live compiles the edited code and runs it with `new Function`:
      // allowed here only, in a sandbox without the site's origin.
      'script-src': ["'self'", "'unsafe-eval'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:'],
      'frame-ancestors': ["'self'"],
      'base-uri': ["'none'"],
      'form-action': ["'none'"],
      // Sandboxed even when opened on its own, not only inside the iframe.
      sandbox: ['allow-scripts'],
    },
    headers: {
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Permissions-Policy':
        'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
      'Cross-Origin-Opener-Policy': 'same-origin',
      // For browsers without CSP frame-ancestors.
      'X-Frame-Options': 'SAMEORIGIN',
    },
  };
}

/** Serializes a policy, with extra script sources (hashes) appended. */
export function serializeCsp(
  directives: CspDirectives,
  extraScriptSources: string[] = [],
): string {
  return Object.entries(directives)
    .map(([name, sources]) => {
      const all =
        name === 'script-src' ? [...sources, ...extraScriptSources] : sources;
      return [name, ...all].join(' ');
    })
    .join('; ');
}
