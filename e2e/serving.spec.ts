// The production server compresses responses and caches hashed
// assets for a long time; pages are revalidated.
import {expect, test} from './support/test';

test('hashed assets are compressed and cached for a year', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const mainScript = await page
    .locator('script[src*="/assets/js/main."]')
    .getAttribute('src');
  const response = await request.get(mainScript!, {
    headers: {'Accept-Encoding': 'br, gzip'},
  });
  expect(response.headers()['content-encoding']).toBe('br');
  expect(response.headers()['cache-control']).toBe(
    'public, max-age=31536000, immutable',
  );
});

test('pages are compressed and revalidated', async ({request}) => {
  const response = await request.get('/docs/installation/', {
    headers: {'Accept-Encoding': 'gzip'},
  });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-encoding']).toBe('gzip');
  expect(response.headers()['cache-control']).toContain('must-revalidate');
});

test('a folder without its trailing slash redirects to it', async ({
  request,
}) => {
  const response = await request.get('/docs/installation?x=1', {
    maxRedirects: 0,
  });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe('/docs/installation/?x=1');
});
