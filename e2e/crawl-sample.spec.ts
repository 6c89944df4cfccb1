// One page of every kind loads clean through nginx with the shipped config
// (the "nginx" project runs this file), under the site's
// Content-Security-Policy: no console error, no failed request, no policy
// violation (reported by the test fixture), hydrated, with a title and one
// H1. On `npm run serve` the full crawl (crawl.spec.ts) loads every page the
// same way, so the "site" project leaves this file out.
import {visit, type PageProblems} from './support/crawl';
import {pageKinds, pagesWithOwnScripts} from './support/pageKinds';
import {expect, test} from './support/test';

// See e2e/crawl.spec.ts: the offline spec covers the service worker.
test.use({serviceWorkers: 'block'});

const samples = Object.entries({...pageKinds, ...pagesWithOwnScripts});

// One page visits every sample in turn, as the crawl does: a browser context
// per sample would spend most of its time starting up and fetching the
// site's shared scripts again. Each file is still fetched through nginx
// the first time a sample needs it, and every sample is checked even when
// an earlier one has problems.
test('one page of every kind loads clean', async ({page}) => {
  test.setTimeout(samples.length * 4_000 + 30_000);
  const failures: PageProblems[] = [];
  for (const [kind, path] of samples) {
    const result = await visit(page, path, {
      expectedStatus: kind === 'not found' ? 404 : 200,
    });
    if (result.problems.length > 0) {
      failures.push(result);
    }
  }
  expect(failures).toEqual([]);
});
