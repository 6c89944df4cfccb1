// One page of every kind loads clean through nginx with the shipped config
// (the "nginx" project runs this file), under the site's
// Content-Security-Policy: no console error, no failed request, no policy
// violation (reported by the test fixture), hydrated, with a title and one
// H1. On `npm run serve` the full crawl (crawl.spec.ts) loads every page the
// same way, so the "site" project leaves this file out.
import {visit} from './support/crawl';
import {pageKinds, pagesWithOwnScripts} from './support/pageKinds';
import {expect, test} from './support/test';

// See e2e/crawl.spec.ts: the offline spec covers the service worker.
test.use({serviceWorkers: 'block'});

for (const [kind, path] of Object.entries({
  ...pageKinds,
  ...pagesWithOwnScripts,
})) {
  test(`${kind} (${path}) loads clean`, async ({page}) => {
    const {problems} = await visit(page, path, {
      expectedStatus: kind === 'not found' ? 404 : 200,
    });
    expect(problems).toEqual([]);
  });
}
