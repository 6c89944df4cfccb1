#!/usr/bin/env node
// `npm run bench:search`: relevance and speed of the site search, measured
// in Chromium through the real DocSearch modal, and the same figures for
// Pagefind indexing the same built pages with its default settings.
// Not a test: it measures and prints, and writes
// bench/results/search-latest.json.
//
//   relevance  the judged queries of bench/search-queries.json typed into
//              the modal on /docs/ (and on /docs/3.7.0/ with the routes
//              mapped to 3.7.0): MRR, right page first, right page in the
//              top 5, MRR per class. A hit counts when its path is one of
//              the query's relevant routes.
//   cold open  a fresh browser context opens /docs/, presses Ctrl+K and
//              types a word: bytes downloaded after the key press (gzip
//              size of every file fetched, and bytes on the wire) and the
//              time to the first hit, the key pressed as soon as the
//              network is quiet after load; and again 2 s later, once the
//              site has loaded its search worker and index while idle.
//   warm       keystroke to hits for the judged queries once loaded (p50,
//              p95), measured inside the page.
//   long tasks the longest main-thread task after the key press
//              (PerformanceObserver 'longtask').
//
// Pagefind indexes the same build with its default settings; its hits of
// other docs versions are dropped before scoring (see inVersion), and the
// bench's copy of the site allows WebAssembly, which Pagefind needs and
// the site's Content-Security-Policy forbids (see allowWebAssembly).
//
// Environment: BENCH_BUILD_DIR (default build), BENCH_PORT (default 4391),
// BENCH_ENGINES (default "local,pagefind"), BENCH_LABEL (saved in the
// report). Timings depend on the machine's load: the report records
// `uptime`'s load averages; compare before/after in the same conditions.
import {spawn, spawnSync} from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {chromium} from 'playwright-core';
import {chromiumArgs, chromiumPath} from './chromium.mjs';
import {ensureChromium} from './ensure-chromium.mjs';
import {firstHitMs, startFirstHitTimer} from './lib/firstHitTimer.mjs';

const root = path.resolve(import.meta.dirname, '..');
const buildDir = path.resolve(root, process.env.BENCH_BUILD_DIR ?? 'build');
const port = Number(process.env.BENCH_PORT ?? 4391);
const origin = `http://127.0.0.1:${port}`;
const engines = (process.env.BENCH_ENGINES ?? 'local,pagefind').split(',');
/**
 * A judged query of bench/search-queries.json.
 * @typedef {{query: string, class: string, relevant: string[]}} JudgedQuery
 */

/**
 * A judged query with the hits an engine returned (paths, in order) and
 * the time they took.
 * @typedef {JudgedQuery & {urls: string[], ms: number}} QueryResult
 */

/**
 * The window of a bench page, with what the page scripts below add to it.
 * @typedef {typeof window & {__longTasks: {start: number, ms: number}[], __pagefind: PagefindApi}} BenchWindow
 */

/**
 * What the bench uses of Pagefind's browser module (/pagefind/pagefind.js,
 * written by the pagefind CLI into the site folder).
 * @typedef {object} PagefindApi
 * @property {() => Promise<void>} init
 * @property {(text: string) => Promise<{results: {data: () => Promise<{url: string}>}[]}>} search
 */

/** @type {{queries: JudgedQuery[]}} */
const {queries} = JSON.parse(
  readFileSync(path.join(root, 'bench/search-queries.json'), 'utf8'),
);

const targets = {
  mrr: 0.9,
  firstHitPercent: 85,
  top5Percent: 97,
  classMrr: 0.85,
  coldKB: 250,
  coldMs: 300,
  warmP95Ms: 30,
  longestTaskMs: 50,
};

/** Words typed for the cold-open figure, each in a fresh context. */
const coldWords = ['sidebar', 'versioning', 'trailingSlash', 'mermaid', 'i18n'];
/**
 * The second cold figure: Ctrl+K this long after the network went quiet,
 * as a reader who reads a moment first.
 */
const settleMs = 2_000;
/**
 * A word no page contains: it makes the modal load the index without
 * loading the text of any page, which the judged queries then load as a
 * reader's queries would.
 */
const warmUpQuery = 'qzxwv';

/**
 * @param {number} value
 * @param {number} [digits]
 */
const round = (value, digits = 0) =>
  Math.round(value * 10 ** digits) / 10 ** digits;
/** @param {number} bytes */
const kb = (bytes) => round(bytes / 1024, 1);
// The callers pass at least one value, so the indexes below are in range.
/**
 * @param {number[]} values
 * @returns {number}
 */
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const at = (/** @type {number} */ index) =>
    /** @type {number} */ (sorted[index]);
  return sorted.length % 2 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
};
/**
 * @param {number[]} values
 * @param {number} p
 * @returns {number}
 */
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return /** @type {number} */ (
    sorted[
      Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)
    ]
  );
};

function loadAverages() {
  return os.loadavg().map((value) => round(value, 2));
}

/**
 * The site's Content-Security-Policy with WebAssembly allowed: Pagefind
 * runs its search in WebAssembly, which the site's policy (rightly) does
 * not allow. The embedded index runs no WebAssembly, so the same policy
 * serves both engines.
 * @param {string} policy
 */
function allowWebAssembly(policy) {
  const directives = policy.split(/;\s*/);
  const scriptSrc = directives.findIndex((d) => d.startsWith('script-src '));
  if (scriptSrc < 0) {
    throw new Error(`The site's policy has no script-src to extend: ${policy}`);
  }
  directives[scriptSrc] += " 'wasm-unsafe-eval'";
  return directives.join('; ');
}

/** A folder that holds the build and Pagefind's output side by side. */
function siteWithPagefind() {
  const site = mkdtempSync(path.join(os.tmpdir(), 'bench-search-'));
  const headersDir = '.security-headers';
  for (const entry of readdirSync(buildDir)) {
    if (!(engines.includes('pagefind') && entry === headersDir)) {
      symlinkSync(path.join(buildDir, entry), path.join(site, entry));
    }
  }
  if (engines.includes('pagefind')) {
    /** @type {{headers: Record<string, string>, contentSecurityPolicy: {default: string, byPath: Record<string, string>}}} */
    const headers = JSON.parse(
      readFileSync(path.join(buildDir, headersDir, 'headers.json'), 'utf8'),
    );
    const csp = headers.contentSecurityPolicy;
    csp.default = allowWebAssembly(csp.default);
    for (const [file, policy] of Object.entries(csp.byPath)) {
      csp.byPath[file] = allowWebAssembly(policy);
    }
    mkdirSync(path.join(site, headersDir));
    writeFileSync(
      path.join(site, headersDir, 'headers.json'),
      JSON.stringify(headers),
    );
    console.log('▶ pagefind: indexing the build with default settings…');
    const started = Date.now();
    const result = spawnSync(
      path.join(root, 'node_modules/.bin/pagefind'),
      ['--site', buildDir, '--output-path', path.join(site, 'pagefind')],
      {cwd: root, encoding: 'utf8'},
    );
    if (result.status !== 0) {
      throw new Error(`pagefind failed: ${result.stderr || result.stdout}`);
    }
    console.log(`  indexed in ${Date.now() - started} ms`);
  }
  return site;
}

/** @param {string} dir The site folder to serve. */
async function startServer(dir) {
  const server = spawn(
    'node',
    [
      'scripts/serve.mjs',
      '--dir',
      dir,
      '--port',
      String(port),
      '--host',
      '127.0.0.1',
    ],
    {cwd: root, stdio: 'ignore'},
  );
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(`${origin}/`)).ok) {
        return server;
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  server.kill();
  throw new Error(`the bench server did not start on port ${port}`);
}

/**
 * gzip size of a served file, read from the site folder.
 * @param {string} site
 * @param {string} url
 */
function gzipSizeOf(site, url) {
  const {pathname} = new URL(url);
  let file = path.join(site, decodeURIComponent(pathname));
  if (pathname.endsWith('/')) {
    file = path.join(file, 'index.html');
  }
  try {
    return gzipSync(readFileSync(file)).length;
  } catch {
    return 0;
  }
}

/**
 * Records every response of a context (pages and workers) after `start()`.
 * @param {import('playwright-core').BrowserContext} context
 * @param {string} site
 */
function trafficRecorder(context, site) {
  let recording = false;
  /** @type {{url: string, wire: number}[]} */
  const responses = [];
  /** @param {import('playwright-core').Request} request */
  const onFinished = async (request) => {
    if (!recording) {
      return;
    }
    const entry = {url: request.url(), wire: 0};
    responses.push(entry);
    try {
      const sizes = await request.sizes();
      entry.wire = sizes.responseBodySize + sizes.responseHeadersSize;
    } catch {
      // the page went away
    }
  };
  context.on('requestfinished', onFinished);
  return {
    start() {
      recording = true;
    },
    stop() {
      recording = false;
      const files = responses.filter((r) => r.url.startsWith(origin));
      const gzipOf = (/** @type {{url: string}[]} */ list) =>
        kb(list.reduce((sum, r) => sum + gzipSizeOf(site, r.url), 0));
      // What the files are: the index, the search code, and the pages'
      // code that links prefetch (visible hits are links to other pages).
      const isIndex = (/** @type {{url: string}} */ r) =>
        /\/(search-index|pagefind)\//.test(r.url);
      return {
        requests: files.length,
        gzipKB: gzipOf(files),
        indexGzipKB: gzipOf(files.filter(isIndex)),
        codeGzipKB: gzipOf(files.filter((r) => !isIndex(r))),
        wireKB: kb(files.reduce((sum, r) => sum + r.wire, 0)),
        files: files.map((r) => new URL(r.url).pathname),
      };
    },
  };
}

/** Collects main-thread long tasks from page start. */
const longTaskScript = () => {
  /** @type {BenchWindow} */ (window).__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      /** @type {BenchWindow} */ (window).__longTasks.push({
        start: entry.startTime,
        ms: entry.duration,
      });
    }
  }).observe({type: 'longtask', buffered: true});
};

/**
 * @param {import('playwright-core').Page} page
 * @param {number} since Page time (ms) from which tasks count.
 */
async function longestTaskSince(page, since) {
  return page.evaluate(
    (from) =>
      Math.max(
        0,
        .../** @type {BenchWindow} */ (window).__longTasks
          .filter((task) => task.start >= from)
          .map((task) => task.ms),
      ),
    since,
  );
}

/** @param {import('playwright-core').Browser} browser */
async function newContext(browser) {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    viewport: {width: 1280, height: 900},
  });
  await context.addInitScript(longTaskScript);
  return context;
}

/**
 * @param {import('playwright-core').Page} page
 * @param {string} route
 */
async function openDocs(page, route) {
  await page.goto(`${origin}${route}`);
  await page.waitForSelector('html[data-has-hydrated="true"]');
  await page.waitForLoadState('networkidle');
}

// ---------------------------------------------------------------- modal

/**
 * Types `query` into the open modal (one input event, as a paste or fast
 * typing settles to) and resolves with the hit URLs in display order and
 * the time from the input event to the hits, measured in the page.
 * @param {import('playwright-core').Page} page
 * @param {string} query
 */
async function modalQuery(page, query) {
  return page.evaluate(async (text) => {
    // The modal is open: its input is there.
    const input = /** @type {HTMLInputElement} */ (
      document.querySelector('.DocSearch-Input')
    );
    // The native setter, so that React sees the change as typing.
    const setValue =
      /** @type {(this: HTMLInputElement, value: string) => void} */ (
        /** @type {PropertyDescriptor} */ (
          Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')
        ).set
      );
    const dropdown = document.querySelector('.DocSearch-Dropdown');
    const settled = () =>
      document.querySelector(
        '.DocSearch-Hit a[href], .DocSearch-NoResults, .DocSearch-ErrorScreen',
      );
    // Empty the box first: the start screen has no hits.
    setValue.call(input, '');
    input.dispatchEvent(new Event('input', {bubbles: true}));
    await new Promise((resolve) => {
      const check = () =>
        settled() ? requestAnimationFrame(check) : resolve(undefined);
      check();
    });
    const started = performance.now();
    /** @type {Promise<number>} */
    const done = new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        if (settled()) {
          observer.disconnect();
          resolve(performance.now());
        }
      });
      observer.observe(dropdown ?? document.body, {
        childList: true,
        subtree: true,
      });
    });
    setValue.call(input, text);
    input.dispatchEvent(new Event('input', {bubbles: true}));
    const ended = await Promise.race([
      done,
      /** @type {Promise<number>} */ (
        new Promise((resolve) => setTimeout(() => resolve(NaN), 15000))
      ),
    ]);
    const urls = Array.from(
      document.querySelectorAll('.DocSearch-Hit a[href]'),
      // The selector keeps links with an href.
      (link) =>
        new URL(
          /** @type {string} */ (link.getAttribute('href')),
          location.href,
        ).pathname,
    );
    return {urls, ms: ended - started};
  }, query);
}

/**
 * @param {import('playwright-core').Browser} browser
 * @param {string} route The docs page the modal is opened on.
 * @param {(route: string) => string} mapRoute Maps the judged routes to
 *   the docs version searched.
 */
async function modalRun(browser, route, mapRoute) {
  const context = await newContext(browser);
  const page = await context.newPage();
  await openDocs(page, route);
  const since = await page.evaluate(() => performance.now());
  await page.keyboard.press('Control+k');
  await page.waitForSelector('.DocSearch-Input');
  // The index loads with the first query (the cold open measures that);
  // the judged queries are timed once it is loaded.
  await modalQuery(page, warmUpQuery);
  /** @type {QueryResult[]} */
  const results = [];
  for (const entry of queries) {
    const {urls, ms} = await modalQuery(page, entry.query);
    results.push({...entry, relevant: entry.relevant.map(mapRoute), urls, ms});
  }
  const longestTaskMs = await longestTaskSince(page, since);
  await context.close();
  return {results, longestTaskMs};
}

/**
 * @param {import('playwright-core').Browser} browser
 * @param {string} site
 * @param {string} word
 */
async function modalColdOpen(browser, site, word, settleMs = 0) {
  const context = await newContext(browser);
  const traffic = trafficRecorder(context, site);
  const page = await context.newPage();
  await openDocs(page, '/docs/');
  if (settleMs > 0) {
    await page.waitForTimeout(settleMs);
  }
  const since = await page.evaluate(() => performance.now());
  await startFirstHitTimer(page, 'keydown', '.DocSearch-Hit a[href]');
  traffic.start();
  await page.keyboard.press('Control+k');
  await page.waitForSelector('.DocSearch-Input');
  await page.keyboard.type(word);
  await page.waitForSelector('.DocSearch-Hit a[href]', {timeout: 30_000});
  const ms = await firstHitMs(page);
  await page.waitForLoadState('networkidle');
  const longestTaskMs = await longestTaskSince(page, since);
  await context.close();
  return {word, ms, longestTaskMs, ...traffic.stop()};
}

// ------------------------------------------------------------- pagefind

/**
 * @param {import('playwright-core').Browser} browser
 * @param {(route: string) => string} mapRoute
 */
async function pagefindRun(browser, mapRoute) {
  const context = await newContext(browser);
  const page = await context.newPage();
  await openDocs(page, '/docs/');
  const since = await page.evaluate(() => performance.now());
  await page.evaluate(async () => {
    // A URL of the served site, not a package: imported as a plain string.
    const pagefindUrl = '/pagefind/pagefind.js';
    const benchWindow = /** @type {BenchWindow} */ (window);
    benchWindow.__pagefind = await import(pagefindUrl);
    await benchWindow.__pagefind.init();
  });
  /** @type {QueryResult[]} */
  const results = [];
  for (const entry of queries) {
    const {urls, ms} = await page.evaluate(async (text) => {
      const started = performance.now();
      const search = await /** @type {BenchWindow} */ (
        window
      ).__pagefind.search(text);
      // Its UI loads the data of the first five results before showing them.
      const shown = await Promise.all(
        search.results.slice(0, 5).map((result) => result.data()),
      );
      const ms = performance.now() - started;
      const rest = await Promise.all(
        search.results.slice(5, 20).map((result) => result.data()),
      );
      return {
        urls: [...shown, ...rest].map(
          (data) => new URL(data.url, location.href).pathname,
        ),
        ms,
      };
    }, entry.query);
    results.push({
      ...entry,
      relevant: entry.relevant.map(mapRoute),
      urls: urls.filter((url) => inVersion(url, mapRoute)),
      ms,
    });
  }
  const longestTaskMs = await longestTaskSince(page, since);
  await context.close();
  return {results, longestTaskMs};
}

/**
 * Whether a Pagefind hit belongs to the docs version searched. Indexed
 * with its default settings, Pagefind has no version filter, and the same
 * page in three versions fills its first places; the modal's contextual
 * search only offers the version the reader is on. Dropping the hits of
 * other versions ranks the rest as a version filter would (a filter does
 * not change the scores of the pages it keeps).
 * @param {string} url
 * @param {(route: string) => string} mapRoute
 */
function inVersion(url, mapRoute) {
  const versioned = /^\/docs\/\d+\.\d+\.\d+\//;
  if (!url.startsWith('/docs/')) {
    return true;
  }
  const searched = mapRoute('/docs/');
  return searched === '/docs/'
    ? !versioned.test(url)
    : url.startsWith(searched);
}

/**
 * @param {import('playwright-core').Browser} browser
 * @param {string} site
 * @param {string} word
 */
async function pagefindColdOpen(browser, site, word) {
  const context = await newContext(browser);
  const traffic = trafficRecorder(context, site);
  const page = await context.newPage();
  await openDocs(page, '/docs/');
  const since = await page.evaluate(() => performance.now());
  traffic.start();
  const started = Date.now();
  await page.evaluate(async (text) => {
    // A URL of the served site, not a package: imported as a plain string.
    const pagefindUrl = '/pagefind/pagefind.js';
    /** @type {PagefindApi} */
    const pagefind = await import(pagefindUrl);
    const search = await pagefind.search(text);
    await Promise.all(
      search.results.slice(0, 5).map((result) => result.data()),
    );
  }, word);
  const ms = Date.now() - started;
  await page.waitForLoadState('networkidle');
  const longestTaskMs = await longestTaskSince(page, since);
  await context.close();
  return {word, ms, longestTaskMs, ...traffic.stop()};
}

// -------------------------------------------------------------- scoring

/** @param {QueryResult[]} results */
function relevance(results) {
  const scored = results.map((result) => {
    const rank = result.urls.findIndex((url) => result.relevant.includes(url));
    return {...result, rank: rank < 0 ? null : rank + 1};
  });
  const rr = (/** @type {{rank: number | null}} */ entry) =>
    entry.rank ? 1 / entry.rank : 0;
  const summary = (/** @type {{rank: number | null}[]} */ entries) => ({
    queries: entries.length,
    mrr: round(entries.reduce((sum, e) => sum + rr(e), 0) / entries.length, 3),
    firstHitPercent: round(
      (100 * entries.filter((e) => e.rank === 1).length) / entries.length,
      1,
    ),
    top5Percent: round(
      (100 * entries.filter((e) => e.rank && e.rank <= 5).length) /
        entries.length,
      1,
    ),
  });
  const classes = [...new Set(scored.map((e) => e.class))];
  return {
    ...summary(scored),
    byClass: Object.fromEntries(
      classes.map((name) => [
        name,
        summary(scored.filter((e) => e.class === name)),
      ]),
    ),
    misses: scored
      .filter((e) => e.rank !== 1)
      .map((e) => ({
        query: e.query,
        rank: e.rank,
        first: e.urls.slice(0, 3),
      })),
  };
}

/** Share of /docs/ hits of a 3.7.0 run that are 3.7.0 pages. */
/** @param {{urls: string[]}[]} results */
function versionPurity(results) {
  const docs = results.flatMap((r) =>
    r.urls.filter((url) => url.startsWith('/docs/')),
  );
  return round(
    (100 * docs.filter((url) => url.startsWith('/docs/3.7.0/')).length) /
      Math.max(1, docs.length),
    1,
  );
}

/** @param {string} route */
const identity = (route) => route;
/** @param {string} route */
const to370 = (route) => route.replace(/^\/docs\//, '/docs/3.7.0/');

/**
 * @param {import('playwright-core').Browser} browser
 * @param {string} site
 * @param {string} name 'local' (the site's search) or 'pagefind'.
 */
async function benchEngine(browser, site, name) {
  console.log(`▶ ${name}: cold opens…`);
  const cold = [];
  for (const word of coldWords) {
    cold.push(
      name === 'local'
        ? await modalColdOpen(browser, site, word)
        : await pagefindColdOpen(browser, site, word),
    );
  }
  // A reader who reads a moment before searching: the site loads its
  // worker and index once the page is idle (src/utils/pageIdle.ts).
  const settled = [];
  if (name === 'local') {
    console.log(`▶ ${name}: cold opens ${settleMs / 1000} s after load…`);
    for (const word of coldWords) {
      settled.push(await modalColdOpen(browser, site, word, settleMs));
    }
  }
  console.log(`▶ ${name}: ${queries.length} judged queries on /docs/…`);
  const current =
    name === 'local'
      ? await modalRun(browser, '/docs/', identity)
      : await pagefindRun(browser, identity);
  console.log(`▶ ${name}: the same queries on /docs/3.7.0/…`);
  const old =
    name === 'local'
      ? await modalRun(browser, '/docs/3.7.0/', to370)
      : await pagefindRun(browser, to370);
  const warm = current.results.map((r) => r.ms).filter(Number.isFinite);
  return {
    relevance: relevance(current.results),
    relevance370: {
      ...relevance(old.results),
      versionPurityPercent: versionPurity(old.results),
    },
    cold: {
      medianGzipKB: median(cold.map((c) => c.gzipKB)),
      medianIndexGzipKB: median(cold.map((c) => c.indexGzipKB)),
      medianCodeGzipKB: median(cold.map((c) => c.codeGzipKB)),
      maxGzipKB: Math.max(...cold.map((c) => c.gzipKB)),
      medianWireKB: median(cold.map((c) => c.wireKB)),
      medianMs: median(cold.map((c) => c.ms)),
      runs: cold,
    },
    settled: settled.length
      ? {
          medianMs: median(settled.map((c) => c.ms)),
          medianGzipKB: median(settled.map((c) => c.gzipKB)),
          runs: settled,
        }
      : null,
    warm: {
      p50Ms: round(median(warm), 1),
      p95Ms: round(percentile(warm, 95), 1),
      queries: warm.length,
      // The queries behind the tail, to see what makes them slow.
      slowest: current.results
        .filter((r) => Number.isFinite(r.ms))
        .sort((a, b) => b.ms - a.ms)
        .slice(0, 10)
        .map((r) => ({query: r.query, ms: round(r.ms, 1)})),
    },
    longestTaskMs: round(
      Math.max(
        current.longestTaskMs,
        old.longestTaskMs,
        ...cold.map((c) => c.longestTaskMs),
      ),
    ),
  };
}

/**
 * bench/results/search-latest.json.
 * @typedef {object} SearchReport
 * @property {string} date
 * @property {string | null} label
 * @property {string} build
 * @property {number} queries
 * @property {number[]} loadBefore
 * @property {typeof targets} targets
 * @property {Record<string, Awaited<ReturnType<typeof benchEngine>>>} engines
 * @property {number[]} loadAfter
 */

/** @param {SearchReport} report */
function printTable(report) {
  /** @type {{engine: string, figure: string, value: string | number, target?: string}[]} */
  const rows = [];
  for (const [name, figures] of Object.entries(report.engines)) {
    const r = figures.relevance;
    rows.push(
      {engine: name, figure: 'MRR', value: r.mrr, target: `≥ ${targets.mrr}`},
      {
        engine: name,
        figure: 'right page first',
        value: `${r.firstHitPercent} %`,
        target: `≥ ${targets.firstHitPercent} %`,
      },
      {
        engine: name,
        figure: 'right page in top 5',
        value: `${r.top5Percent} %`,
        target: `≥ ${targets.top5Percent} %`,
      },
      ...Object.entries(r.byClass).map(([name_, byClass]) => ({
        engine: name,
        figure: `${name_} (${byClass.queries}): MRR / first / top 5`,
        value: `${byClass.mrr} / ${byClass.firstHitPercent} % / ${byClass.top5Percent} %`,
        target: `MRR ≥ ${targets.classMrr}`,
      })),
      {
        engine: name,
        figure: '3.7.0: MRR / first / 3.7.0 share of docs hits',
        value: `${figures.relevance370.mrr} / ${figures.relevance370.firstHitPercent} % / ${figures.relevance370.versionPurityPercent} %`,
      },
      {
        engine: name,
        figure: 'cold open KB (gzip, median / max; wire median)',
        value: `${figures.cold.medianGzipKB} / ${figures.cold.maxGzipKB}; ${figures.cold.medianWireKB}`,
        target: `≤ ${targets.coldKB}`,
      },
      {
        engine: name,
        figure: 'cold open KB: index / code (gzip, medians)',
        value: `${figures.cold.medianIndexGzipKB} / ${figures.cold.medianCodeGzipKB}`,
      },
      {
        engine: name,
        figure: 'cold open to first hits (median ms)',
        value: figures.cold.medianMs,
        target: `≤ ${targets.coldMs}`,
      },
      ...(figures.settled
        ? [
            {
              engine: name,
              figure: `cold open ${settleMs / 1000} s after load: first hits (median ms) / KB after the key`,
              value: `${figures.settled.medianMs} / ${figures.settled.medianGzipKB}`,
            },
          ]
        : []),
      {
        engine: name,
        figure: 'warm keystroke to hits p50 / p95 (ms)',
        value: `${figures.warm.p50Ms} / ${figures.warm.p95Ms}`,
        target: `p95 ≤ ${targets.warmP95Ms}`,
      },
      {
        engine: name,
        figure: 'longest main-thread task (ms)',
        value: figures.longestTaskMs,
        target: `≤ ${targets.longestTaskMs}`,
      },
    );
  }
  console.log(
    `\nSearch benchmark (${report.queries} queries; load ${report.loadBefore.join(' ')} → ${report.loadAfter.join(' ')}):`,
  );
  console.table(rows);
}

async function main() {
  if (!existsSync(path.join(buildDir, 'index.html'))) {
    throw new Error(
      `${buildDir}/index.html not found: build the site first (heavy npx docusaurus build).`,
    );
  }
  ensureChromium();
  // loadAfter is added once the engines are measured.
  const report = /** @type {SearchReport} */ ({
    date: new Date().toISOString(),
    label: process.env.BENCH_LABEL ?? null,
    build: path.relative(root, buildDir) || buildDir,
    queries: queries.length,
    loadBefore: loadAverages(),
    targets,
    engines: {},
  });
  const site = siteWithPagefind();
  const server = await startServer(site);
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: chromiumArgs,
  });
  try {
    for (const name of engines) {
      report.engines[name] = await benchEngine(browser, site, name);
    }
  } finally {
    await browser.close();
    server.kill();
    rmSync(site, {recursive: true, force: true});
  }
  report.loadAfter = loadAverages();
  mkdirSync(path.join(root, 'bench/results'), {recursive: true});
  const out = path.join(root, 'bench/results/search-latest.json');
  writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
  printTable(report);
  console.log(`Full report with misses: ${path.relative(root, out)}`);
}

await main();
