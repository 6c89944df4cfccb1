import type {Plugin} from '@docusaurus/types';

/** The bundler config that `configureWebpack` receives. */
export type WebpackConfig = Parameters<
  NonNullable<Plugin['configureWebpack']>
>[0];

/** A workaround adjusts the bundler config in place. */
export type BundlerWorkaround = (
  config: WebpackConfig,
  isServer: boolean,
) => void;
