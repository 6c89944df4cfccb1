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
//
// Options (environment): BENCH_SKIP_BUILD=1 measures an existing build/
// (no build timings); BENCH_LIGHTHOUSE_RUNS (default 3); BENCH_PORT (4390).
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
import {chromiumArgs as chromeFlags, chromiumPath} from './chromium.mjs';
import {ensureChromium} from './ensure-chromium.mjs';
import {isClientRedirectHtml} from './lib/clientRedirects.mjs';
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

// The targets each figure is compared with in the table (the page-weight
// gate in `npm test` enforces the KB figures, see
// config/page-weight-budget.json).
const targets = {
  lighthousePerformance: 95,
  lighthouseOthers: 100,
  lighthouseTbtMs: 200,
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

const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? sorted[middle]
    : (sorted[middle - 1] + sorted[middle]) / 2;
};
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[
    Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)
  ];
};

/** Runs `docusaurus build` under GNU time; returns seconds and peak RSS. */
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

/** Names of the built JS and CSS assets (they carry content hashes). */
function assetNames() {
  const names = new Set();
  for (const kind of ['js', 'css']) {
    for (const name of readdirSync(path.join(buildDir, 'assets', kind))) {
      names.add(`${kind}/${name}`);
    }
  }
  return names;
}

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
  const mainBytes = gzipBytes(
    readFileSync(path.join(buildDir, 'assets/js', main)),
  );
  const runtime = js.find((name) => /^runtime~main\.[0-9a-f]+\.js$/.test(name));
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

async function pageWeights(browser) {
  const pages = {
    home: '/',
    'doc with code': '/docs/installation/',
    'doc without code': '/docs/advanced/',
    'generated index': '/docs/category/getting-started/',
    'blog list': '/blog/',
    'release post': '/blog/releases/3.8/',
  };
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

async function searchFigures(browser, indexMs) {
  const manifest = JSON.parse(
    readFileSync(path.join(buildDir, 'search-index/manifest.json'), 'utf8'),
  );
  const shards = manifest.shards.map((shard) => {
    const content = readFileSync(
      path.join(buildDir, 'search-index', shard.file),
    );
    return {
      file: shard.file,
      records: shard.records,
      rawKB: kb(content.length),
      gzipKB: kb(gzipSync(content).length),
    };
  });
  const context = await browser.newContext({
    serviceWorkers: 'block',
    viewport: {width: 1280, height: 900},
  });
  const page = await context.newPage();
  await page.goto(`${origin}/docs/installation/`);
  await page.waitForSelector('html[data-has-hydrated="true"]');
  const opened = Date.now();
  await page.click('.DocSearch-Button');
  await page.fill('.DocSearch-Input', 'sidebar');
  await page.waitForSelector('.DocSearch-Hit');
  const modalToFirstResultsMs = Date.now() - opened;
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
  const latencies = [];
  for (const query of queries) {
    await page.fill('.DocSearch-Input', '');
    await page
      .waitForSelector('.DocSearch-Hit', {state: 'detached'})
      .catch(() => {});
    const started = performance.now();
    await page.fill('.DocSearch-Input', query);
    await page.waitForFunction(
      (expected) => {
        const hit = document.querySelector('.DocSearch-Hit');
        const input = document.querySelector('.DocSearch-Input');
        return hit && input && input.value === expected;
      },
      query,
      {timeout: 10_000},
    );
    latencies.push(performance.now() - started);
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
  const results = {};
  for (const route of pages) {
    const runs = [];
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
          `--chrome-flags=${chromeFlags.join(' ')}`,
        ],
        {
          cwd: root,
          encoding: 'utf8',
          env: {...process.env, CHROME_PATH: chromiumPath},
        },
      );
      if (result.status !== 0 || !existsSync(out)) {
        throw new Error(
          `lighthouse failed on ${route}: ${result.stderr.slice(-2000)}`,
        );
      }
      const report = JSON.parse(readFileSync(out, 'utf8'));
      rmSync(out);
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
        benchmarkIndex: Math.round(report.environment?.benchmarkIndex ?? 0),
      });
    }
    results[route] = Object.fromEntries(
      Object.keys(runs[0]).map((key) => [
        key,
        median(runs.map((run) => run[key])),
      ]),
    );
    console.log(`  lighthouse ${route}: ${JSON.stringify(results[route])}`);
  }
  return results;
}

async function main() {
  ensureChromium();
  const report = {
    date: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      memoryGB: Math.round(os.totalmem() / 1024 ** 3),
      node: process.version,
    },
    targets,
  };
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
    args: chromeFlags,
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
  mkdirSync(path.join(root, 'bench/results'), {recursive: true});
  writeFileSync(
    path.join(root, 'bench/results/latest.json'),
    `${JSON.stringify(report, null, 2)}\n`,
  );
  printTable(report);
}

function printTable(report) {
  const rows = [];
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
      `perf ${scores.performance} · a11y ${scores.accessibility} · bp ${scores['best-practices']} · seo ${scores.seo} (LCP ${scores.lcpMs} ms, TBT ${scores.tbtMs} ms, CLS ${scores.clsx1000 / 1000}, benchmarkIndex ${scores.benchmarkIndex})`,
      `≥ ${targets.lighthousePerformance} / 100`,
    );
  }
  console.log('\nBenchmark (bench/results/latest.json):');
  console.table(rows);
}

await main();
