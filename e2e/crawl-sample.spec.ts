// One page of every kind loads clean on each server (`npm run
// serve` in the "site" project, the nginx config in the "nginx" project),
// under the site's Content-Security-Policy: no console error, no failed
// request, no policy violation (reported by the test fixture), hydrated,
// with a title and one H1. The full crawl (crawl.spec.ts) covers every page
// on `npm run serve`.
import {visit} from './support/crawl';
import {pageKinds} from './support/pageKinds';
import {expect, test} from './support/test';

/** Pages with their own inline scripts, frames or libraries. */
const extraPages: Record<string, string> = {
  'client redirect': '/docs/support/',
  'live code': '/docs/markdown-features/code-blocks/',
  'live code fixtures': '/tests/pages/live-playground-tests/',
  diagrams: '/docs/markdown-features/diagrams/',
  math: '/docs/markdown-features/math-equations/',
  'colour generator': '/docs/styling-layout/',
  embeds: '/tests/pages/embeds/',
  'ideal image': '/tests/pages/ideal-image/',
};

// See e2e/crawl.spec.ts: the offline spec covers the service worker.
test.use({serviceWorkers: 'block'});

for (const [kind, path] of Object.entries({...pageKinds, ...extraPages})) {
  test(`${kind} (${path}) loads clean`, async ({page}) => {
    const {problems} = await visit(page, path, {
      expectedStatus: kind === 'not found' ? 404 : 200,
    });
    expect(problems).toEqual([]);
  });
}

test('a client-side route without a file renders from the 404 page', async ({
  page,
  gotoHydrated,
}) => {
  // No HTML file exists for the subpath: the server answers with 404.html
  // and status 404, and the client router matches the non-exact route.
  const response = await gotoHydrated('/feature-requests/some-board/');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', {level: 1})).toHaveText(
    'Feature requests',
  );
});
