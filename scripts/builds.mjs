// The production builds the browser tests run against. The deploy-preview
// build differs only by its DEPLOY_PREVIEW switch (route logging).
export const mainBuild = {label: 'build', outDir: 'build', env: {}, port: 4173};

export const deployPreviewBuild = {
  label: 'build (deploy preview)',
  outDir: 'build-deploy-preview',
  env: {DEPLOY_PREVIEW: 'true'},
  port: 4174,
};

export const builds = [mainBuild, deployPreviewBuild];
