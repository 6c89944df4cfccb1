/**
 * Builds throw-away Docusaurus sites for tests that must prove how the real
 * 3.8.1 engine behaves (build errors, warnings). Sites live under
 * `.cache/fixture-sites/` inside the repository so they resolve this
 * project's node_modules.
 */
import {spawn} from 'node:child_process';
import {mkdirSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '../..');
const fixturesRoot = path.join(repoRoot, '.cache', 'fixture-sites');

export interface FixtureSite {
  dir: string;
}

/** Writes `files` (path -> content) into a fresh fixture folder. */
export function createFixtureSite(
  name: string,
  files: Record<string, string>,
): FixtureSite {
  const dir = path.join(fixturesRoot, name);
  rmSync(dir, {recursive: true, force: true});
  const withPackage = {'package.json': '{"private": true}\n', ...files};
  for (const [file, content] of Object.entries(withPackage)) {
    const target = path.join(dir, file);
    mkdirSync(path.dirname(target), {recursive: true});
    writeFileSync(target, content);
  }
  return {dir};
}

export interface BuildResult {
  status: number | null;
  output: string;
}

export interface RunOptions {
  /** Working directory of the command; the site folder by default. */
  cwd?: string;
  /** Extra environment variables for the command. */
  env?: Record<string, string>;
}

/**
 * Runs `docusaurus build` (or another command) in the fixture site. The
 * child runs asynchronously: a synchronous spawn blocks the test worker for
 * the whole build, and Vitest then fails the run on its own RPC timeouts.
 */
export function runDocusaurus(
  site: FixtureSite,
  args: string[] = ['build'],
  options: RunOptions = {},
): Promise<BuildResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [require.resolve('@docusaurus/core/bin/docusaurus.mjs'), ...args],
      {
        cwd: options.cwd ?? site.dir,
        env: {
          ...process.env,
          NO_UPDATE_NOTIFIER: '1',
          FORCE_COLOR: '0',
          // A fixture site is written afresh for each test, its bundler
          // cache folder with it: writing the cache at the end of a build
          // is work no later build reads.
          DOCUSAURUS_NO_PERSISTENT_CACHE: '1',
          ...options.env,
        },
        timeout: 120_000,
      },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (status) => {
      resolve({status, output: `${stdout}\n${stderr}`});
    });
  });
}

/** A docs-only site config as JavaScript source; `extra` is spread into it. */
export function docsOnlyConfig(extra: string = ''): string {
  return `module.exports = {
  title: 'Fixture',
  url: 'https://example.com',
  baseUrl: '/',
  future: {v4: true, experimental_faster: true},
  ${extra}
  presets: [['classic', {docs: {routeBasePath: '/'}, blog: false, pages: false, sitemap: false}]],
};
`;
}
