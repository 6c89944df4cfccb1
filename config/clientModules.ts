import type {BuildEnv} from './env';

/** Client modules of the site (paths relative to the site root). */
export function clientModules(
  env: Pick<BuildEnv, 'isDeployPreview'>,
): string[] {
  return [
    './src/clientModules/idlePrefetch.ts',
    ...(env.isDeployPreview ? ['./src/clientModules/routeLogger.ts'] : []),
  ];
}
