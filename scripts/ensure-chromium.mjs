#!/usr/bin/env node
// Browser tests drive Debian's Chromium (Playwright cannot download browsers
// here). Installs it with apt-get when /usr/bin/chromium is missing.
import {existsSync} from 'node:fs';
import {spawnSync} from 'node:child_process';
import {chromiumPath} from './chromium.mjs';

export function ensureChromium() {
  if (existsSync(chromiumPath)) {
    return chromiumPath;
  }
  console.log(
    `${chromiumPath} is missing: installing Debian's chromium package`,
  );
  const isRoot = process.getuid?.() === 0;
  const prefix = isRoot ? [] : ['sudo'];
  const env = {...process.env, DEBIAN_FRONTEND: 'noninteractive'};
  for (const args of [
    ['apt-get', 'update'],
    ['apt-get', 'install', '-y', '--no-install-recommends', 'chromium'],
  ]) {
    const [program = 'apt-get', ...programArgs] = [...prefix, ...args];
    const command = [program, ...programArgs];
    const result = spawnSync(program, programArgs, {
      stdio: 'inherit',
      env,
    });
    if (result.status !== 0) {
      throw new Error(
        `"${command.join(' ')}" failed. Install Chromium yourself (apt-get install chromium) or set CHROMIUM_PATH.`,
      );
    }
  }
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `chromium was installed but ${chromiumPath} does not exist`,
    );
  }
  return chromiumPath;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`Chromium: ${ensureChromium()}`);
}
