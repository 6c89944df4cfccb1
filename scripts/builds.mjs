// The production builds the browser tests run against.
// - build: the default site (local search).
// - build-deploy-preview: deploy-preview mode (route updates are logged) with
//   hosted-style search pointed at a stand-in server that the browser tests
//   start on `searchStandInPort`, so the hosted request shape is tested
//   without contacting any external host.
// E2E_PORT moves the test ports (default 4173, 4174, 4175, 4176), so several
// checkouts can run browser tests side by side.
const basePort = Number(process.env.E2E_PORT ?? 4173);

export const searchStandInPort = basePort + 2;

export const mainBuild = {
  label: 'build',
  outDir: 'build',
  env: {},
  port: basePort,
};

export const deployPreviewBuild = {
  label: 'build (deploy preview)',
  outDir: 'build-deploy-preview',
  env: {
    DEPLOY_PREVIEW: 'true',
    SEARCH_MODE: 'custom',
    SEARCH_HOST: `http://127.0.0.1:${searchStandInPort}`,
  },
  port: basePort + 1,
};

export const builds = [mainBuild, deployPreviewBuild];

/** nginx with the shipped config (deploy/nginx/) serving the main build. */
export const nginxPort = basePort + 3;
