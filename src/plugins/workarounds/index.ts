/**
 * Workarounds for vendor behaviour that the site cannot change through an
 * option. One module per workaround, each saying why it exists and when it
 * can go; this plugin only registers them. It is loaded after the plugins
 * whose output it adjusts.
 */
import type {Plugin} from '@docusaurus/types';
import {idealImageOutsideContent} from './idealImageOutsideContent';
import type {BundlerWorkaround} from './types';

const bundlerWorkarounds: readonly BundlerWorkaround[] = [
  idealImageOutsideContent,
];

export default function workaroundsPlugin(): Plugin {
  return {
    name: 'workarounds',
    configureWebpack(config, isServer) {
      for (const apply of bundlerWorkarounds) {
        apply(config, isServer);
      }
      return {};
    },
  };
}
