#!/usr/bin/env node
// `npm run bench`: the figures users and contributors look at.
// Not a test: it measures and prints. Writes bench/results/latest.json and a
// table to stdout.
//
//   build       cold (no caches) and warm (persistent cache) wall time, peak
//               memory, pages built per second, total build size
//   weight      first-visit JS/CSS/HTML (gzip) for home, a doc, a blog post
//   lighthouse  mobile scores on the seven audited pages (median of runs)
//   search      index shards (records, bytes raw and gzip), index build time,
//               time from opening the modal to first results, query latency
//   serving     load test of `npm run serve` and nginx (scripts/bench-serve.mjs):
//               req/s and p99 for a page and a hashed script
//
// Options (environment): BENCH_SKIP_BUILD=1 measures an existing build/
// (no build timings); BENCH_LIGHTHOUSE_RUNS (default 3); BENCH_PORT (4390);
// BENCH_MIN_BENCHMARK_INDEX (default 1500, see `minBenchmarkIndex`).
import {spawn, spawnSync} from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {chromium} from 'playwright-core';
import {Launcher} from 'chrome-launcher';
import {
  chromiumArgs,
  chromiumFlags,
  chromiumPath,
  unusedBrowserFeatures,
} from './chromium.mjs';
import {measureServing, servingRows} from './bench-serve.mjs';
import {ensureChromium} from './ensure-chromium.mjs';
import {isClientRedirectHtml} from './lib/clientRedirects.mjs';
import {firstHitMs, startFirstHitTimer} from './lib/firstHitTimer.mjs';
import {
  firstVisitWeight,
  firstVisitWeightInBrowser,
  gzipBytes,
} from './lib/pageWeight.mjs';

const root = path.resolve(
  import.meta.dirname ?? path.dirname(new URL(import.meta.url).pathname),
  '..',
);
const buildDir = path.join(root, 'build');
const port = Number(process.env.BENCH_PORT ?? 4390);
const origin = `http://127.0.0.1:${port}`;
const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
/**
 * A Lighthouse run whose CPU benchmark (`benchmarkIndex`) is below this was
 * taken on a busy machine: it is discarded and run again, up to
 * `lighthouseRuns` times per page, and the report lists the discarded runs.
 * This machine scores about 2,000-2,200 when quiet and 1,000-1,450 in its
 * slow phases, when the same build's TBT can be several times higher (the
 * release post: 66-73 ms in quiet runs, 467 ms at 1,056).
 */
const minBenchmarkIndex = Number(process.env.BENCH_MIN_BENCHMARK_INDEX ?? 1500);

// The targets each figure is compared with in the table (the page-weight
// gate in `npm test` enforces the KB figures, see
// config/page-weight-budget.json).
const targets = {
  lighthousePerformance: 95,
  lighthouseOthers: 100,
  lighthouseTbtMs: 200,
  /** @type {Record<string, number>} */
  jsKB: {
    home: 140,
    'doc with code': 180,
    'doc without code': 160,
    'generated index': 160,
    'blog list': 160,
    'release post': 180,
  },
  runtimeKB: 5,
  coldBuildSeconds: 120,
  warmBuildSeconds: 60,
  changedAssetsAfterOneDocEdit: 5,
};

/** The doc the warm build edits, to show which assets change names. */
const editedDoc = path.join(root, 'docs/installation.mdx');

/** @param {number} bytes */
const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;
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

/**
 * Figures of one build.
 * @typedef {{seconds: number, peakMemoryMB: number, searchIndexMs: number | null}} TimedBuild
 */

/**
 * Runs `docusaurus build` under GNU time; returns seconds and peak RSS.
 * @param {string} label
 * @returns {TimedBuild}
 */
function timedBuild(label) {
  console.log(`▶ ${label} build…`);
  const result = spawnSync(
    '/usr/bin/time',
    ['-v', 'npx', 'docusaurus', 'build', '--out-dir', 'build'],
    {
      cwd: root,
      encoding: 'utf8',
      env: {...process.env, NO_UPDATE_NOTIFIER: '1'},
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  if (result.status !== 0) {
    console.error(result.stdout, result.stderr);
    throw new Error(`${label} build failed`);
  }
  const wall =
    /Elapsed \(wall clock\) time \(h:mm:ss or m:ss\): (?:(\d+):)?(\d+):([\d.]+)/.exec(
      result.stderr,
    );
  const seconds = wall
    ? Number(wall[1] ?? 0) * 3600 + Number(wall[2]) * 60 + Number(wall[3])
    : NaN;
  const peakKB = Number(
    /Maximum resident set size \(kbytes\): (\d+)/.exec(result.stderr)?.[1],
  );
  const searchLine =
    /\[search-index\] (\d+) records from (\d+) pages in (\d+) shards \((\d+) KB\) in (\d+) ms/.exec(
      result.stdout + result.stderr,
    );
  return {
    seconds: Math.round(seconds * 10) / 10,
    peakMemoryMB: Math.round(peakKB / 1024),
    searchIndexMs: searchLine ? Number(searchLine[5]) : null,
  };
}

/**
 * Names of the built JS and CSS assets (they carry content hashes). The
 * precompressed copies beside them (`.br`, `.gz`) are not counted: they are
 * the same URL in another encoding, renamed with their asset.
 */
function assetNames() {
  /** @type {Set<string>} */
  const names = new Set();
  for (const kind of ['js', 'css']) {
    for (const name of readdirSync(path.join(buildDir, 'assets', kind))) {
      if (!/\.(?:br|gz)$/.test(name)) {
        names.add(`${kind}/${name}`);
      }
    }
  }
  return names;
}

/**
 * @param {string} dir
 * @param {(file: string) => void} visit Called with each file's path.
 */
function walk(dir, visit) {
  for (const entry of readdirSync(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      walk(full, visit);
    } else {
      visit(full);
    }
  }
}

function buildInventory() {
  let bytes = 0;
  let files = 0;
  let pages = 0;
  let redirectPages = 0;
  walk(buildDir, (file) => {
    files += 1;
    bytes += statSync(file).size;
    if (file.endsWith('.html')) {
      if (isClientRedirectHtml(readFileSync(file, 'utf8'))) {
        redirectPages += 1;
      } else {
        pages += 1;
      }
    }
  });
  return {
    files,
    totalMB: Math.round((bytes / 1024 / 1024) * 10) / 10,
    pages,
    redirectPages,
  };
}

function mainBundle() {
  const js = readdirSync(path.join(buildDir, 'assets/js'));
  const main = js.find((name) => /^main\.[0-9a-f]+\.js$/.test(name));
  const routes = readFileSync(path.join(root, '.docusaurus/routes.js'), 'utf8');
  const routeCount = (routes.match(/path: '/g) ?? []).length;
  if (main === undefined) {
    throw new Error('build/assets/js/main.<hash>.js not found');
  }
  const mainBytes = gzipBytes(
    readFileSync(path.join(buildDir, 'assets/js', main)),
  );
  const runtime = js.find((name) => /^runtime~main\.[0-9a-f]+\.js$/.test(name));
  if (runtime === undefined) {
    throw new Error('build/assets/js/runtime~main.<hash>.js not found');
  }
  return {
    runtimeKB: kb(
      gzipBytes(readFileSync(path.join(buildDir, 'assets/js', runtime))),
    ),
    mainJsKB: kb(mainBytes),
    routes: routeCount,
    mainJsKBPerThousandRoutes: kb((mainBytes / routeCount) * 1000),
  };
}

async function startServer() {
  const server = spawn(
    'node',
    [
      'scripts/serve.mjs',
      '--dir',
      'build',
      '--port',
      String(port),
      '--host',
      '127.0.0.1',
    ],
    {
      cwd: root,
      stdio: 'ignore',
    },
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
  throw new Error('the bench server did not start');
}

/**
 * What the first visit of a page loads, gzip KB.
 * @typedef {{route: string, htmlKB: number, jsKB: number, cssKB: number, jsNamedInHtmlKB: number}} PageWeight
 */

/**
 * First-visit weight of each measured page, and the service worker's.
 * @param {import('playwright-core').Browser} browser
 */
async function pageWeights(browser) {
  const pages = {
    home: '/',
    'doc with code': '/docs/installation/',
    'doc without code': '/docs/advanced/',
    'generated index': '/docs/category/getting-started/',
    'blog list': '/blog/',
    'release post': '/blog/releases/3.8/',
  };
  /** @type {{[name: string]: PageWeight | number}} */
  const results = {};
  for (const [name, route] of Object.entries(pages)) {
    const context = await browser.newContext({serviceWorkers: 'block'});
    const page = await context.newPage();
    const loaded = await firstVisitWeightInBrowser(
      page,
      origin,
      buildDir,
      route,
    );
    await context.close();
    const named = firstVisitWeight(buildDir, route);
    results[name] = {
      route,
      htmlKB: kb(named.html),
      jsKB: kb(loaded.js),
      cssKB: kb(loaded.css),
      jsNamedInHtmlKB: kb(named.js),
    };
  }
  results.serviceWorkerScriptKB = kb(
    gzipBytes(readFileSync(path.join(buildDir, 'sw.js'))),
  );
  return results;
}

/**
 * @param {import('playwright-core').Browser} browser
 * @param {number | null} indexMs Index build time from the build's log.
 */
async function searchFigures(browser, indexMs) {
  /** @type {import('../src/search/indexFormat').SearchIndexManifest} */
  const manifest = JSON.parse(
    readFileSync(path.join(buildDir, 'search-index/manifest.json'), 'utf8'),
  );
  // A shard is searched through its meta file and its postings (the
  // postings file is gzip-compressed already); page texts load per hit.
  const shards = manifest.shards.map((shard) => {
    const meta = readFileSync(path.join(buildDir, 'search-index', shard.file));
    const postings = readFileSync(
      path.join(buildDir, 'search-index', shard.postings),
    );
    return {
      file: shard.file,
      records: shard.records,
      pages: shard.pages,
      rawKB: kb(meta.length + postings.length),
      gzipKB: kb(gzipSync(meta).length + postings.length),
    };
  });
  const context = await browser.newContext({
    serviceWorkers: 'block',
    viewport: {width: 1280, height: 900},
  });
  const page = await context.newPage();
  await page.goto(`${origin}/docs/installation/`);
  await page.waitForSelector('html[data-has-hydrated="true"]');
  await startFirstHitTimer(page, 'click', '.DocSearch-Hit');
  await page.click('.DocSearch-Button');
  await page.fill('.DocSearch-Input', 'sidebar');
  await page.waitForSelector('.DocSearch-Hit');
  const modalToFirstResultsMs = await firstHitMs(page);
  const queries = [
    'versioning',
    'swizzle',
    'i18n',
    'mdx',
    'plugin',
    'deploy',
    'blog',
    'tabs',
    'admonitions',
    'search',
    'theme',
    'config',
    'cli',
    'sitemap',
    'typescript',
    'mermaid',
    'redirect',
    'pwa',
    'ideal image',
    'front matter',
  ];
  /** @type {number[]} */
  const latencies = [];
  for (const query of queries) {
    await page.fill('.DocSearch-Input', '');
    await page
      .waitForSelector('.DocSearch-Hit', {state: 'detached'})
      .catch(() => {});
    await startFirstHitTimer(page, 'input', '.DocSearch-Hit');
    await page.fill('.DocSearch-Input', query);
    await page.waitForSelector('.DocSearch-Hit');
    latencies.push(await firstHitMs(page));
  }
  await context.close();
  return {
    shards,
    totalRecords: shards.reduce((sum, shard) => sum + (shard.records ?? 0), 0),
    indexBuildMs: indexMs,
    modalToFirstResultsMs,
    queryLatencyMs: {
      median: Math.round(median(latencies)),
      p95: Math.round(percentile(latencies, 95)),
      queries: latencies.length,
    },
  };
}

/**
 * Medians of a page's Lighthouse runs: the four category scores (0–100),
 * LCP and TBT in ms, CLS × 1000 and the machine's benchmark index.
 * @typedef {object} LighthouseMedians
 * @property {number} performance
 * @property {number} accessibility
 * @property {number} best-practices
 * @property {number} seo
 * @property {number} lcpMs
 * @property {number} tbtMs
 * @property {number} clsx1000
 * @property {number} benchmarkIndex
 * @property {number[]} busyRunsDiscarded benchmarkIndex of the runs
 *   discarded as taken on a busy machine (see `minBenchmarkIndex`)
 */

/**
 * The flags of the browser Lighthouse launches: ours, and the features its
 * launcher turns off together with the address bar popup that headless
 * Chromium opens in every window (scripts/chromium.mjs). Chromium keeps the
 * last `--disable-features` flag only, so this one repeats the launcher's.
 * The popup's WebUI page loads beside the audited page, on the same two
 * cores, and its own navigation is what Lighthouse sometimes took for the
 * page's ("Something went wrong with recording the trace", NO_NAVSTART).
 */
const lighthouseChromeFlags = [
  ...chromiumFlags,
  `--disable-features=${[
    ...Launcher.defaultFlags()
      .filter((flag) => flag.startsWith('--disable-features='))
      .flatMap((flag) => flag.split('=')[1]?.split(',') ?? []),
    ...unusedBrowserFeatures,
  ].join(',')}`,
];

/** @returns {Record<string, LighthouseMedians>} */
function lighthouse() {
  const pages = [
    '/',
    '/docs/installation/',
    '/docs/category/getting-started/',
    '/blog/',
    '/blog/releases/3.8/',
    '/blog/tags/release/',
    '/blog/tags/',
  ];
  const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
  /** @type {Record<string, LighthouseMedians>} */
  const results = {};
  for (const route of pages) {
    /** @type {Record<string, number>[]} */
    const runs = [];
    let retried = 0;
    /** @type {number[]} benchmarkIndex of the runs discarded as busy. */
    const busy = [];
    for (let run = 0; run < lighthouseRuns; run += 1) {
      const out = path.join(os.tmpdir(), `lh-${process.pid}.json`);
      const result = spawnSync(
        'node',
        [
          path.join(root, 'node_modules/lighthouse/cli/index.js'),
          `${origin}${route}`,
          '--output=json',
          `--output-path=${out}`,
          '--quiet',
          `--only-categories=${categories.join(',')}`,
          `--chrome-flags=${lighthouseChromeFlags.join(' ')}`,
        ],
        {
          cwd: root,
          encoding: 'utf8',
          env: {...process.env, CHROME_PATH: chromiumPath},
        },
      );
      // Lighthouse sometimes loses the page's trace in Chromium ("Something
      // went wrong with recording the trace"): that run measured nothing
      // and is run again, up to twice per page; the report says how often.
      const lostTrace = /recording the trace/.test(result.stderr);
      if (lostTrace && retried < 2) {
        retried += 1;
        run -= 1;
        continue;
      }
      if (result.status !== 0 || !existsSync(out)) {
        throw new Error(
          `lighthouse failed on ${route}: ${result.stderr.slice(-2000)}`,
        );
      }
      const report = JSON.parse(readFileSync(out, 'utf8'));
      rmSync(out);
      const benchmarkIndex = Math.round(
        report.environment?.benchmarkIndex ?? 0,
      );
      if (benchmarkIndex < minBenchmarkIndex && busy.length < lighthouseRuns) {
        busy.push(benchmarkIndex);
        run -= 1;
        continue;
      }
      runs.push({
        ...Object.fromEntries(
          categories.map((category) => [
            category,
            Math.round((report.categories[category]?.score ?? 0) * 100),
          ]),
        ),
        lcpMs: Math.round(
          report.audits['largest-contentful-paint']?.numericValue ?? 0,
        ),
        tbtMs: Math.round(
          report.audits['total-blocking-time']?.numericValue ?? 0,
        ),
        clsx1000: Math.round(
          (report.audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000,
        ),
        // Lighthouse's CPU benchmark of this machine at the time of the run:
        // scores from a busy machine (low index) are not comparable.
        benchmarkIndex,
      });
    }
    results[route] = /** @type {LighthouseMedians} */ ({
      ...Object.fromEntries(
        // lighthouseRuns is at least 1; every run has the same keys.
        Object.keys(/** @type {Record<string, number>} */ (runs[0])).map(
          (key) => [
            key,
            median(runs.map((run) => /** @type {number} */ (run[key]))),
          ],
        ),
      ),
      busyRunsDiscarded: busy,
    });
    console.log(
      `  lighthouse ${route}: ${JSON.stringify(results[route])}${retried ? ` (${retried} run(s) with a lost trace run again)` : ''}`,
    );
  }
  return results;
}

/**
 * Build figures: the inventory, and the two timed builds unless skipped.
 * @typedef {ReturnType<typeof buildInventory>} BuildInventory
 * @typedef {(BuildInventory & {cold?: undefined, warm?: undefined}) | (BuildInventory & {cold: TimedBuild, warm: TimedBuild, pagesPerSecondCold: number, pagesPerSecondWarm: number})} BuildFigures
 */

/**
 * bench/results/latest.json.
 * @typedef {object} BenchReport
 * @property {string} date
 * @property {{cpus: number, memoryGB: number, node: string}} machine
 * @property {typeof targets} targets
 * @property {{total: number, removed: string[], added: string[]}} [assetsAfterOneDocEdit]
 * @property {BuildFigures} build
 * @property {ReturnType<typeof mainBundle>} mainBundle
 * @property {Awaited<ReturnType<typeof pageWeights>>} firstVisit
 * @property {Awaited<ReturnType<typeof searchFigures>>} search
 * @property {ReturnType<typeof lighthouse>} lighthouse
 * @property {import('./bench-serve.mjs').ServingFigures} serving
 */

async function main() {
  ensureChromium();
  // The figures are filled in below, in the order they are measured.
  const report = /** @type {BenchReport} */ ({
    date: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      memoryGB: Math.round(os.totalmem() / 1024 ** 3),
      node: process.version,
    },
    targets,
  });
  /** @type {number | null} */
  let indexMs = null;
  if (process.env.BENCH_SKIP_BUILD !== '1') {
    rmSync(path.join(root, '.docusaurus'), {recursive: true, force: true});
    rmSync(path.join(root, 'node_modules/.cache'), {
      recursive: true,
      force: true,
    });
    const cold = timedBuild('cold');
    // The warm build follows an edit of one doc: only the files whose
    // content changed may get new names (content hashes), so readers and
    // the offline worker re-download little after a deploy.
    const before = assetNames();
    const original = readFileSync(editedDoc, 'utf8');
    writeFileSync(editedDoc, `${original}\nEdited by the bench.\n`);
    let warm;
    try {
      warm = timedBuild('warm (one doc edited)');
    } finally {
      writeFileSync(editedDoc, original);
    }
    const after = assetNames();
    report.assetsAfterOneDocEdit = {
      total: after.size,
      removed: [...before].filter((name) => !after.has(name)),
      added: [...after].filter((name) => !before.has(name)),
    };
    indexMs = warm.searchIndexMs;
    const inventory = buildInventory();
    report.build = {
      cold,
      warm,
      ...inventory,
      pagesPerSecondCold:
        Math.round((inventory.pages / cold.seconds) * 10) / 10,
      pagesPerSecondWarm:
        Math.round((inventory.pages / warm.seconds) * 10) / 10,
    };
  } else {
    report.build = buildInventory();
  }
  report.mainBundle = mainBundle();
  const server = await startServer();
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: chromiumArgs,
  });
  try {
    report.firstVisit = await pageWeights(browser);
    report.search = await searchFigures(browser, indexMs);
    console.log('▶ lighthouse…');
    report.lighthouse = lighthouse();
  } finally {
    await browser.close();
    server.kill();
  }
  // After the browser figures, on ports of its own (the bench server's + 1).
  report.serving = await measureServing(port + 1);
  mkdirSync(path.join(root, 'bench/results'), {recursive: true});
  writeFileSync(
    path.join(root, 'bench/results/latest.json'),
    `${JSON.stringify(report, null, 2)}\n`,
  );
  printTable(report);
}

/** @param {BenchReport} report */
function printTable(report) {
  /** @type {{figure: string, value: string, target?: string}[]} */
  const rows = [];
  /**
   * @param {string} figure
   * @param {string} value
   * @param {string} [target]
   */
  const add = (figure, value, target = '') =>
    rows.push({figure, value, target});
  if (report.build.cold) {
    add(
      'cold build',
      `${report.build.cold.seconds} s, peak ${report.build.cold.peakMemoryMB} MB`,
      `≤ ${targets.coldBuildSeconds} s`,
    );
    add(
      'warm build',
      `${report.build.warm.seconds} s, peak ${report.build.warm.peakMemoryMB} MB`,
      `≤ ${targets.warmBuildSeconds} s`,
    );
    add(
      'pages per second (cold / warm)',
      `${report.build.pagesPerSecondCold} / ${report.build.pagesPerSecondWarm}`,
    );
  }
  add(
    'pages built (+ redirect pages)',
    `${report.build.pages} (+ ${report.build.redirectPages})`,
  );
  add(
    'build size',
    `${report.build.totalMB} MB in ${report.build.files} files`,
  );
  if (report.assetsAfterOneDocEdit) {
    const {total, added} = report.assetsAfterOneDocEdit;
    add(
      'assets renamed after one doc edit',
      `${added.length} of ${total} (${added.join(', ')})`,
      `≤ ${targets.changedAssetsAfterOneDocEdit}`,
    );
  }
  add(
    'runtime chunk',
    `${report.mainBundle.runtimeKB} KB gzip`,
    `≤ ${targets.runtimeKB}`,
  );
  add(
    'main.js',
    `${report.mainBundle.mainJsKB} KB gzip, ${report.mainBundle.routes} routes (${report.mainBundle.mainJsKBPerThousandRoutes} KB per 1000 routes)`,
  );
  for (const [name, weight] of Object.entries(report.firstVisit)) {
    if (typeof weight === 'object') {
      const limit = targets.jsKB[name];
      const target = limit ? `JS ≤ ${limit}` : '';
      add(
        `first visit: ${name} (${weight.route})`,
        `JS ${weight.jsKB} · CSS ${weight.cssKB} · HTML ${weight.htmlKB} KB gzip`,
        target,
      );
    }
  }
  add(
    'service worker script',
    `${report.firstVisit.serviceWorkerScriptKB} KB gzip`,
  );
  const search = report.search;
  add(
    'search index',
    `${search.totalRecords} records, ${search.shards.length} shards, ${search.shards.map((shard) => `${shard.gzipKB}`).join(' / ')} KB gzip`,
  );
  if (search.indexBuildMs !== null) {
    add('search index build', `${search.indexBuildMs} ms`);
  }
  add('search: modal to first results', `${search.modalToFirstResultsMs} ms`);
  add(
    'search: query latency',
    `median ${search.queryLatencyMs.median} ms, p95 ${search.queryLatencyMs.p95} ms`,
  );
  for (const [route, scores] of Object.entries(report.lighthouse)) {
    add(
      `lighthouse ${route}`,
      `perf ${scores.performance} · a11y ${scores.accessibility} · bp ${scores['best-practices']} · seo ${scores.seo} (LCP ${scores.lcpMs} ms, TBT ${scores.tbtMs} ms, CLS ${scores.clsx1000 / 1000}, benchmarkIndex ${scores.benchmarkIndex}${scores.busyRunsDiscarded.length ? `; ${scores.busyRunsDiscarded.length} busy run(s) discarded` : ''})`,
      `≥ ${targets.lighthousePerformance} / 100`,
    );
  }
  rows.push(...servingRows(report.serving));
  console.log('\nBenchmark (bench/results/latest.json):');
  console.table(rows);
}

await main();
