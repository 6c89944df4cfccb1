#!/usr/bin/env node
// `npm test`: every check, in the order that fails fastest.
//   typecheck -> lint -> unit tests -> production build(s) -> browser tests
// Set SKIP_BUILD=1 to reuse existing builds while iterating locally.
import {existsSync} from 'node:fs';
import {spawnSync} from 'node:child_process';
import {ensureChromium} from './ensure-chromium.mjs';
import {ensureNginx} from './ensure-nginx.mjs';
import {builds} from './builds.mjs';

const env = {...process.env, NO_UPDATE_NOTIFIER: '1', FORCE_COLOR: '1'};

function run(label, command, args, extraEnv = {}) {
  const started = Date.now();
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: {...env, ...extraEnv},
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${label} failed after ${seconds}s.`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${label} (${seconds}s)`);
  return Number(seconds);
}

const timings = {};
timings.chromium = 0;
ensureChromium();
// The "nginx" browser project serves the build with deploy/nginx/.
ensureNginx();
timings.typecheck = run('typecheck', 'npx', ['tsc', '--noEmit']);
timings.lint = run('lint', 'npm', ['run', '--silent', 'lint']);
timings.unit = run('unit tests', 'npx', ['vitest', 'run']);
for (const build of builds) {
  if (
    process.env.SKIP_BUILD === '1' &&
    existsSync(`${build.outDir}/index.html`)
  ) {
    console.log(`\n↷ ${build.label}: reusing ${build.outDir}/ (SKIP_BUILD=1)`);
    continue;
  }
  timings[build.label] = run(
    build.label,
    'npx',
    ['docusaurus', 'build', '--out-dir', build.outDir],
    build.env,
  );
}
timings.e2e = run('browser tests', 'npx', ['playwright', 'test']);

console.log('\nAll checks passed. Seconds per step:');
console.table(timings);
