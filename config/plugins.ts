import type {PluginConfig} from '@docusaurus/types';
import npm2yarn from '@docusaurus/remark-plugin-npm2yarn';
import storageMigrationPlugin from '../src/plugins/storage-migration';
import type {BuildEnv} from './env';

/** Plugins beyond the classic preset, in the order they are loaded. */
export function plugins(_env: BuildEnv): PluginConfig[] {
  return [
    storageMigrationPlugin,
    [
      'content-docs',
      {
        id: 'community',
        path: 'community',
        routeBasePath: 'community',
        sidebarPath: './sidebarsCommunity.ts',
        showLastUpdateAuthor: true,
        showLastUpdateTime: true,
        remarkPlugins: [npm2yarn],
      },
    ],
  ];
}
