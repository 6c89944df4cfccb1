import type {BuildEnv} from './env';

/** Client modules of the site (paths relative to the site root). */
export function clientModules(
  env: Pick<BuildEnv, 'isDeployPreview'>,
): string[] {
  return env.isDeployPreview ? ['./src/clientModules/routeLogger.ts'] : [];
}
