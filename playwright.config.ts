import {existsSync} from 'node:fs';
import {defineConfig} from '@playwright/test';
import {
  builds,
  deployPreviewBuild,
  mainBuild,
  nginxPort,
} from './scripts/builds.mjs';
import {chromiumArgs, chromiumPath} from './scripts/chromium.mjs';

export const baseURL = `http://127.0.0.1:${mainBuild.port}`;
export const previewURL = `http://127.0.0.1:${deployPreviewBuild.port}`;
export const nginxURL = `http://127.0.0.1:${nginxPort}`;

/** Specs that run against nginx too: both servers must give the same results. */
const bothServers =
  /(serving|redirects|crawl-sample|security-headers|hostile-requests)\.spec\.ts/;

const servedBuilds = process.env.E2E_BUILDS?.split(',');
const isServed = (outDir: string) => servedBuilds?.includes(outDir) ?? true;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: true,
  // A flaky test is fixed, not retried: no retries, and a test that passes
  // only on a retry (e.g. under --retries) fails the run.
  retries: 0,
  failOnFlakyTests: true,
  workers: 2,
  timeout: 30_000,
  expect: {
    timeout: 7_000,
    // Screenshot comparisons (e2e/visual.spec.ts): animations stopped.
    // Anti-aliased pixels never count as different, and a few dozen others
    // may: far fewer than a second focus ring, a clipped icon or a broken
    // image change.
    toHaveScreenshot: {animations: 'disabled', maxDiffPixels: 50},
  },
  reporter: [['list']],
  use: {
    baseURL,
    // The desktop layout most specs are written for. Specs that need another
    // width (mobile, the 996/997 px breakpoint) or a taller window set it.
    viewport: {width: 1280, height: 800},
    // A failed test keeps a trace of its actions, console and network, and
    // a screenshot of where it stopped. The trace leaves out DOM snapshots
    // and the screencast: recording them for every action of every test
    // (and throwing them away when it passes) cost a quarter of the
    // browser tests' time.
    trace: {mode: 'retain-on-failure', snapshots: false, screenshots: false},
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumArgs,
    },
  },
  projects: [
    {
      name: 'site',
      // The crawl loads every page on this server; the per-kind sample of
      // crawl-sample.spec.ts is for the nginx project.
      testIgnore: [/deploy-preview\.spec\.ts/, /crawl-sample\.spec\.ts/],
    },
    {
      // Specs named *deploy-preview.spec.ts run against the deploy-preview
      // build (route logging, hosted-style search on a stand-in server).
      name: 'deploy-preview',
      testMatch: /deploy-preview\.spec\.ts/,
      use: {baseURL: previewURL},
    },
    {
      // The production config in deploy/nginx/ against the main build.
      name: 'nginx',
      testMatch: bothServers,
      use: {baseURL: nginxURL},
    },
  ],
  // A build that is missing (e.g. no deploy-preview build while iterating on
  // one spec) gets no server; its project's tests then fail to connect.
  // E2E_BUILDS (comma-separated output folders) serves only those builds:
  // `npm test` runs the browser tests of one build while the other is still
  // being written.
  webServer: [
    ...builds
      .filter((build) => existsSync(`${build.outDir}/index.html`))
      .filter((build) => isServed(build.outDir))
      .map((build) => ({
        command: `node scripts/serve.mjs --dir ${build.outDir} --port ${build.port} --host 127.0.0.1`,
        url: `http://127.0.0.1:${build.port}/`,
        reuseExistingServer: false,
        stdout: 'ignore' as const,
        stderr: 'pipe' as const,
      })),
    ...(existsSync(`${mainBuild.outDir}/index.html`) &&
    isServed(mainBuild.outDir)
      ? [
          {
            command: `node scripts/nginx.mjs --dir ${mainBuild.outDir} --port ${nginxPort} --host 127.0.0.1`,
            url: `${nginxURL}/`,
            reuseExistingServer: false,
            stdout: 'ignore' as const,
            stderr: 'pipe' as const,
          },
        ]
      : []),
  ],
});
