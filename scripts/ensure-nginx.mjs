#!/usr/bin/env node
// The nginx tests and the load benchmark run Debian's nginx with the brotli
// modules the shipped config uses. Installs them with apt-get when missing.
import {existsSync} from 'node:fs';
import {spawnSync} from 'node:child_process';

export const nginxPath = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/** Dynamic modules the site config needs (Debian's paths). */
export const nginxModules = [
  '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so',
  '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so',
];

const packages = [
  'nginx',
  'libnginx-mod-http-brotli-filter',
  'libnginx-mod-http-brotli-static',
];

const isInstalled = () =>
  existsSync(nginxPath) && nginxModules.every((module) => existsSync(module));

export function ensureNginx() {
  if (isInstalled()) {
    return nginxPath;
  }
  console.log(
    `nginx or its brotli modules are missing: installing ${packages.join(', ')}`,
  );
  const isRoot = process.getuid?.() === 0;
  const prefix = isRoot ? [] : ['sudo'];
  const env = {...process.env, DEBIAN_FRONTEND: 'noninteractive'};
  for (const args of [
    ['apt-get', 'update'],
    ['apt-get', 'install', '-y', '--no-install-recommends', ...packages],
  ]) {
    const command = [...prefix, ...args];
    const result = spawnSync(
      /** @type {string} */ (command[0]),
      command.slice(1),
      {
        stdio: 'inherit',
        env,
      },
    );
    if (result.status !== 0) {
      throw new Error(
        `"${command.join(' ')}" failed. Install them yourself (apt-get install ${packages.join(' ')}) or set NGINX_PATH.`,
      );
    }
  }
  if (!isInstalled()) {
    throw new Error(
      `${packages.join(', ')} were installed but ${nginxPath} or a module is missing`,
    );
  }
  return nginxPath;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`nginx: ${ensureNginx()}`);
}
