#!/usr/bin/env node
// @ts-check
// `npm test`: every check. The steps form a graph, not a line: the main
// build starts at once because the browser tests wait for it, and the
// single-threaded checks (types, lint) run beside it; the deploy-preview
// build and the unit tests run beside the browser tests of the main build.
// The first failing step stops the others. Each step's output is printed
// whole when it ends, so parallel steps do not interleave their lines.
//
// Set SKIP_BUILD=1 to reuse existing builds while iterating locally.
import {spawn} from 'node:child_process';
import {existsSync, mkdtempSync, openSync, readFileSync} from 'node:fs';
import {availableParallelism, tmpdir} from 'node:os';
import path from 'node:path';
import {ensureChromium} from './ensure-chromium.mjs';
import {ensureNginx} from './ensure-nginx.mjs';
import {deployPreviewBuild, mainBuild} from './builds.mjs';

/**
 * @typedef {object} Step
 * @property {string} name
 * @property {string[]} command  program and arguments
 * @property {string[]} [after]  steps that must pass first
 * @property {number} cores  how many cores the step keeps busy
 * @property {Record<string, string>} [env]
 * @property {boolean} [skip]  already done (SKIP_BUILD=1 with a build)
 */

const cores = availableParallelism();
const logDir = mkdtempSync(path.join(tmpdir(), 'npm-test-'));
const env = {...process.env, NO_UPDATE_NOTIFIER: '1', FORCE_COLOR: '1'};

/** @param {{outDir: string}} build */
const reusable = (build) =>
  process.env.SKIP_BUILD === '1' && existsSync(`${build.outDir}/index.html`);

/** @param {{outDir: string}} build */
const buildCommand = (build) => [
  'npx',
  'docusaurus',
  'build',
  '--out-dir',
  build.outDir,
];

/**
 * The browser tests record no trace here. Only the printed output of a CI
 * run reaches anyone, and a trace recorded for every test to be thrown away
 * when it passes cost the crawl 5 to 8 % of its time (one shard of 120
 * pages, one worker: 44.0 to 47.3 s without, 45.5 to 50.5 s with). Run the
 * failing spec on its own (`npx playwright test e2e/<file>`), which keeps a
 * trace of a failed test, to see what happened.
 */
const noTrace = ['--trace', 'off'];

/** @type {Step[]} */
const steps = [
  {
    name: 'build',
    command: buildCommand(mainBuild),
    env: mainBuild.env,
    cores: 2,
    skip: reusable(mainBuild),
  },
  {name: 'typecheck', command: ['npx', 'tsc', '--noEmit'], cores: 1},
  {name: 'lint', command: ['npm', 'run', '--silent', 'lint'], cores: 1},
  {
    name: 'browser tests (site, nginx)',
    command: [
      'npx',
      'playwright',
      'test',
      '--project=site',
      '--project=nginx',
      ...noTrace,
    ],
    env: {E2E_BUILDS: mainBuild.outDir},
    after: ['build'],
    cores: 1,
  },
  {
    name: 'build (deploy preview)',
    command: buildCommand(deployPreviewBuild),
    env: deployPreviewBuild.env,
    after: ['build'],
    cores: 2,
    skip: reusable(deployPreviewBuild),
  },
  {
    name: 'unit tests',
    command: ['npx', 'vitest', 'run'],
    after: ['typecheck'],
    cores: 1,
  },
  {
    name: 'browser tests (deploy preview)',
    command: [
      'npx',
      'playwright',
      'test',
      '--project=deploy-preview',
      ...noTrace,
    ],
    // The main build is served too: one spec compares the two builds.
    env: {E2E_BUILDS: `${mainBuild.outDir},${deployPreviewBuild.outDir}`},
    after: ['build (deploy preview)', 'browser tests (site, nginx)'],
    cores: 1,
  },
];

/** Seconds since `started`, one decimal. */
const since = (/** @type {number} */ started) =>
  Number(((Date.now() - started) / 1000).toFixed(1));

const startedAll = Date.now();
/** @type {Record<string, number | string>} */
const timings = {};
/** @type {Set<string>} */
const passed = new Set();
/** @type {Map<string, {step: Step, child: import('node:child_process').ChildProcess}>} */
const running = new Map();
let failed = false;

/**
 * Runs a step with its output in a log file (printed when it ends).
 * @param {Step} step
 */
function start(step) {
  const started = Date.now();
  const logFile = path.join(logDir, `${step.name.replace(/\W+/g, '-')}.log`);
  const log = openSync(logFile, 'w');
  const [program = 'npx', ...args] = step.command;
  console.log(`▶ ${step.name}: ${step.command.join(' ')}`);
  const child = spawn(program, args, {
    stdio: ['ignore', log, log],
    env: {...env, ...step.env},
    detached: true,
  });
  running.set(step.name, {step, child});
  child.on('exit', (code, signal) => {
    running.delete(step.name);
    const seconds = since(started);
    if (failed) {
      return;
    }
    console.log(`\n──── ${step.name} ────`);
    process.stdout.write(readFileSync(logFile, 'utf8'));
    if (code !== 0) {
      failed = true;
      timings[step.name] = `failed after ${seconds}`;
      console.error(
        `\n✖ ${step.name} failed after ${seconds}s (${signal ?? `exit ${code}`}). Stopping the other steps.`,
      );
      for (const other of running.values()) {
        killGroup(other.child);
      }
      console.table(timings);
      process.exit(code ?? 1);
    }
    timings[step.name] = seconds;
    passed.add(step.name);
    console.log(`✔ ${step.name} (${seconds}s)`);
    schedule();
  });
}

/** @param {import('node:child_process').ChildProcess} child */
function killGroup(child) {
  if (child.pid !== undefined) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
}

/** Starts every waiting step whose prerequisites passed, within the cores. */
function schedule() {
  for (let changed = true; changed;) {
    changed = false;
    for (const step of steps) {
      if (passed.has(step.name) || running.has(step.name)) {
        continue;
      }
      if (step.skip) {
        console.log(
          `↷ ${step.name}: reusing the existing build (SKIP_BUILD=1)`,
        );
        timings[step.name] = 'reused';
        passed.add(step.name);
        changed = true;
        continue;
      }
      const ready = (step.after ?? []).every((name) => passed.has(name));
      const busy = [...running.values()].reduce(
        (sum, {step: other}) => sum + other.cores,
        0,
      );
      // One core of oversubscription: steps wait on I/O and on single
      // threads often enough that two of them fit beside a build.
      if (ready && (busy === 0 || busy + step.cores <= cores + 1)) {
        start(step);
      }
    }
  }
  if (running.size > 0) {
    return;
  }
  if (passed.size === steps.length) {
    timings.total = since(startedAll);
    console.log(`\nAll checks passed in ${timings.total}s. Seconds per step:`);
    console.table(timings);
  } else {
    console.error(
      '✖ Some steps could not start: their prerequisites never ran.',
    );
    process.exit(1);
  }
}

for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => {
    for (const {child} of running.values()) {
      killGroup(child);
    }
    process.exit(1);
  });
}

const chromiumStarted = Date.now();
ensureChromium();
// The "nginx" browser project serves the main build with deploy/nginx/.
ensureNginx();
timings['chromium and nginx'] = since(chromiumStarted);
console.log(`Running the checks on ${cores} cores; logs in ${logDir}`);
schedule();
