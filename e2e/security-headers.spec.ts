// Both servers (`npm run serve` in the "site" project, nginx in the
// "nginx" project) send the same security headers on every response, and
// the Content-Security-Policy is strict: scripts only from the site and, for
// inline scripts, by hash; no 'unsafe-inline' or 'unsafe-eval' for scripts.
// (Every browser spec also fails on any policy violation: see the
// cspViolations fixture in support/test.ts.)
import type {APIResponse} from '@playwright/test';
import {expect, test} from './support/sharedTab';

const expectedHeaders = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy':
    'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
  'cross-origin-opener-policy': 'same-origin',
  'x-frame-options': 'SAMEORIGIN',
};

/** A policy as directive name → sources. */
function parseCsp(response: APIResponse): Map<string, string[]> {
  const header = response.headers()['content-security-policy'] ?? '';
  return new Map(
    header
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

const responses: [kind: string, path: string, status: number][] = [
  ['a page', '/docs/installation/', 200],
  ['the home page', '/', 200],
  ['a script', '/sw.js', 200],
  ['an image', '/img/logo.svg', 200],
  ['a Markdown twin', '/docs/installation.md', 200],
  ['the llms.txt index', '/llms.txt', 200],
  ['a missing page', '/no-such-page/', 404],
  ['a folder redirect', '/docs/installation', 301],
];

for (const [kind, path, status] of responses) {
  test(`${kind} carries every security header`, async ({request}) => {
    const response = await request.get(path, {maxRedirects: 0});
    expect(response.status()).toBe(status);
    expect(response.headers()).toMatchObject(expectedHeaders);
    const csp = parseCsp(response);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    // Scripts: the site's own files, and inline scripts only by hash.
    const scriptSources = csp.get('script-src') ?? [];
    expect(scriptSources[0]).toBe("'self'");
    for (const source of scriptSources.slice(1)) {
      expect(source).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
    }
  });
}

test('HSTS is left to HTTPS deployments', async ({request}) => {
  const response = await request.get('/');
  expect(response.headers()['strict-transport-security']).toBeUndefined();
});

test('each page allows exactly its own inline scripts', async ({request}) => {
  // A client redirect page has one inline script of its own, and not the
  // theme scripts of ordinary pages.
  const redirectPage = parseCsp(await request.get('/docs/support/'));
  const page = parseCsp(await request.get('/docs/installation/'));
  const redirectHashes = redirectPage.get('script-src')!.slice(1);
  const pageHashes = page.get('script-src')!.slice(1);
  expect(redirectHashes).toHaveLength(1);
  expect(pageHashes.length).toBeGreaterThanOrEqual(2);
  expect(pageHashes).not.toContain(redirectHashes[0]);
});

test('a script injected into a page does not run', async ({
  gotoHydrated,
  page,
  cspViolations,
}) => {
  await gotoHydrated('/docs/installation/');
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'document.body.dataset.injected = "yes"';
    document.body.append(script);
    return document.body.dataset.injected ?? 'no';
  });
  expect(ran).toBe('no');
  await expect.poll(() => cspViolations.length).toBe(1);
  expect(cspViolations.splice(0)[0]).toMatch(/^script-src-elem blocked inline/);
});

test('a page cannot evaluate strings as code', async ({
  gotoHydrated,
  page,
  cspViolations,
}) => {
  await gotoHydrated('/docs/installation/');
  // A script of the site's own origin (served here by the test) that tries
  // to evaluate a string, as react-live does. (Code the test evaluates
  // itself through the DevTools protocol is not subject to the policy.)
  await page.route('**/eval-probe.js', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `try {
        document.body.dataset.evalProbe = String(new Function('return "evaluated"')());
      } catch (error) {
        document.body.dataset.evalProbe = error.name;
      }`,
    }),
  );
  await page.addScriptTag({url: '/eval-probe.js'});
  await expect(page.locator('body')).toHaveAttribute(
    'data-eval-probe',
    'EvalError',
  );
  await expect.poll(() => cspViolations.length).toBe(1);
  expect(cspViolations.splice(0)[0]).toMatch(/^script-src blocked eval/);
});

test('only the live code frame may evaluate code, sandboxed', async ({
  request,
}) => {
  const frame = parseCsp(await request.get('/live-code-preview/'));
  expect(frame.get('script-src')).toEqual(["'self'", "'unsafe-eval'"]);
  expect(frame.get('sandbox')).toEqual(['allow-scripts']);
  expect(frame.get('default-src')).toEqual(["'none'"]);
  expect(frame.has('connect-src')).toBe(false);
  for (const path of [
    '/',
    '/docs/markdown-features/code-blocks/',
    '/404.html',
  ]) {
    const policy = parseCsp(await request.get(path));
    expect(policy.get('script-src')).not.toContain("'unsafe-eval'");
    expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
  }
});
