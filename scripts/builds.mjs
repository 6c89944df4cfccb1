// The production builds the browser tests run against. The deploy-preview
// build differs only by its DEPLOY_PREVIEW switch (route logging).
// E2E_PORT moves the test servers (default 4173 and 4174), so several
// checkouts can run browser tests side by side.
const basePort = Number(process.env.E2E_PORT ?? 4173);

export const mainBuild = {
  label: 'build',
  outDir: 'build',
  env: {},
  port: basePort,
};

export const deployPreviewBuild = {
  label: 'build (deploy preview)',
  outDir: 'build-deploy-preview',
  env: {DEPLOY_PREVIEW: 'true'},
  port: basePort + 1,
};

export const builds = [mainBuild, deployPreviewBuild];
