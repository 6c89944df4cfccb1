#!/usr/bin/env node
// `npm run bench:serve` (also part of `npm run bench`): a bounded load test of
// both servers on loopback. autocannon sends requests over a fixed number
// of connections for a fixed time to `npm run serve` and to nginx with the
// shipped config, for a page and a hashed script, and reports requests per
// second and p99 latency. Not a test: figures depend on the machine and its
// load (the load average is printed with them); any error or non-2xx
// response fails the run.
//
// Environment: BENCH_PORT (4390; nginx on BENCH_PORT + 1),
// BENCH_CONNECTIONS (10), BENCH_SECONDS (10).
import {spawn} from 'node:child_process';
import {readdirSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// @ts-expect-error autocannon ships no type declarations (and no
// @types/autocannon is installed); load() below types what it reads.
import autocannon from 'autocannon';
import {startNginx} from './nginx.mjs';

const root = path.resolve(import.meta.dirname, '..');
const buildDir = path.join(root, 'build');

export const loadSettings = {
  connections: Number(process.env.BENCH_CONNECTIONS ?? 10),
  seconds: Number(process.env.BENCH_SECONDS ?? 10),
};

/** The two URLs measured: a page and the main script (hashed name). */
export function loadTargets() {
  const mainScript = readdirSync(path.join(buildDir, 'assets/js')).find(
    (file) => /^main\.[0-9a-f]{8,}\.js$/.test(file),
  );
  if (!mainScript) {
    throw new Error('build/assets/js/main.<hash>.js not found: build first');
  }
  return {
    'HTML page': '/docs/installation/',
    'hashed JS asset': `/assets/js/${mainScript}`,
  };
}

/**
 * Figures of one URL under load.
 * @typedef {object} LoadFigures
 * @property {number} requestsPerSecond
 * @property {number} p99Ms
 * @property {number} requests
 * @property {number} errors
 * @property {number} timeouts
 * @property {number} non2xx
 */

/**
 * The load test's settings and the machine's load around it.
 * @typedef {object} LoadTestSettings
 * @property {number} connections
 * @property {number} seconds
 * @property {number[]} loadAverage
 * @property {number[]} loadAverageAfter
 */

/**
 * The settings, and the figures of each server by kind of URL.
 * @typedef {{settings: LoadTestSettings} & {[server: string]: LoadTestSettings | Record<string, LoadFigures>}} ServingFigures
 */

/**
 * @param {string} origin
 * @param {import('node:child_process').ChildProcess} server
 */
async function waitUntilServing(origin, server) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (server.exitCode !== null) {
      throw new Error(`the server at ${origin} exited (${server.exitCode})`);
    }
    try {
      if ((await fetch(`${origin}/`)).ok) {
        return;
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nothing answered at ${origin}`);
}

/**
 * @param {import('node:child_process').ChildProcess} server
 * @returns {Promise<void>}
 */
function stop(server) {
  return new Promise((resolve) => {
    if (server.exitCode !== null) {
      resolve();
      return;
    }
    server.once('exit', resolve);
    server.kill('SIGTERM');
  });
}

/**
 * @param {string} url
 * @returns {Promise<LoadFigures>}
 */
async function load(url) {
  const result = await autocannon({
    url,
    connections: loadSettings.connections,
    duration: loadSettings.seconds,
    // What a browser sends: compressed responses where the server has them.
    headers: {'accept-encoding': 'br, gzip'},
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  };
}

/**
 * Load figures of both servers; throws if any request failed.
 * @param {number} port Port of `npm run serve`; nginx gets the next one.
 * @returns {Promise<ServingFigures>}
 */
export async function measureServing(port) {
  const host = '127.0.0.1';
  const servers = {
    'npm run serve': () =>
      spawn(
        'node',
        [
          'scripts/serve.mjs',
          '--dir',
          'build',
          '--port',
          String(port),
          '--host',
          host,
        ],
        {cwd: root, stdio: 'ignore'},
      ),
    // One worker, like the single Node process.
    nginx: () => startNginx({dir: buildDir, host, port: port + 1, workers: 1}),
  };
  const targets = loadTargets();
  /** @type {ServingFigures} */
  const figures = {
    settings: {
      ...loadSettings,
      loadAverage: os.loadavg().map((n) => +n.toFixed(2)),
      // Measured once both servers are done.
      loadAverageAfter: [],
    },
  };
  let serverPort = port;
  for (const [name, start] of Object.entries(servers)) {
    const origin = `http://${host}:${serverPort}`;
    serverPort += 1;
    const server = start();
    try {
      await waitUntilServing(origin, server);
      /** @type {Record<string, LoadFigures>} */
      const byKind = {};
      figures[name] = byKind;
      for (const [kind, target] of Object.entries(targets)) {
        console.log(
          `▶ load: ${name} ${target} (${loadSettings.connections} connections, ${loadSettings.seconds} s)`,
        );
        byKind[kind] = await load(`${origin}${target}`);
      }
    } finally {
      await stop(server);
    }
  }
  figures.settings.loadAverageAfter = os.loadavg().map((n) => +n.toFixed(2));
  const failed = serverFigures(figures).flatMap(([name, byKind]) =>
    Object.entries(byKind)
      .filter(([, f]) => f.errors + f.timeouts + f.non2xx > 0)
      .map(
        ([kind, f]) =>
          `${name} ${kind}: ${f.errors} errors, ${f.timeouts} timeouts, ${f.non2xx} non-2xx`,
      ),
  );
  if (failed.length > 0) {
    throw new Error(`load test saw failed requests:\n${failed.join('\n')}`);
  }
  return figures;
}

/**
 * Each server's figures by kind of URL, without the settings.
 * @param {ServingFigures} figures
 * @returns {[string, Record<string, LoadFigures>][]}
 */
function serverFigures(figures) {
  return Object.entries(figures)
    .filter(([name]) => name !== 'settings')
    .map(([name, byKind]) => [
      name,
      /** @type {Record<string, LoadFigures>} */ (byKind),
    ]);
}

/**
 * Rows of the benchmark table.
 * @param {ServingFigures} figures
 * @returns {{figure: string, value: string}[]}
 */
export function servingRows(figures) {
  const {connections, seconds, loadAverage, loadAverageAfter} =
    figures.settings;
  const settings = {
    figure: 'load test (loopback)',
    value: `${connections} connections, ${seconds} s per URL; load average ${loadAverage.join(' ')} before, ${loadAverageAfter.join(' ')} after`,
  };
  return [
    settings,
    ...serverFigures(figures).flatMap(([name, byKind]) =>
      Object.entries(byKind).map(([kind, f]) => ({
        figure: `load: ${name}, ${kind}`,
        value: `${f.requestsPerSecond} req/s, p99 ${f.p99Ms} ms (${f.requests} requests, 0 errors)`,
      })),
    ),
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.env.BENCH_PORT ?? 4390);
  const figures = await measureServing(port);
  console.log(`\nLoad test (${os.cpus().length} CPUs):`);
  console.table(servingRows(figures));
}
