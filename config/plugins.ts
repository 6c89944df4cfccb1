import type {PluginConfig} from '@docusaurus/types';
import npm2yarn from '@docusaurus/remark-plugin-npm2yarn';
import precompressPlugin from '../src/plugins/precompress';
import storageMigrationPlugin from '../src/plugins/storage-migration';
import workaroundsPlugin from '../src/plugins/workarounds';
import type {FeatureRequestsUserOptions} from '../src/plugins/feature-requests';
import type {SecurityHeadersPluginOptions} from '../src/plugins/security-headers';
import {markdownTwinsOptions} from './markdownTwins';
import {githubRepository} from './site';
import type {BuildEnv} from './env';
import {codeHighlighting} from './prism';
import {pwaOptions} from './pwa';
import {clientRedirectsOptions} from './redirects';
import {defaultAlgoliaAppId} from './search';
import {
  livePreviewPath,
  searchOrigins,
  securityPolicy,
} from './securityHeaders';
import {testFixturePlugins} from './testFixtures';

/** Plugins beyond the classic preset, in the order they are loaded. */
export function plugins(env: BuildEnv): PluginConfig[] {
  return [
    storageMigrationPlugin,
    precompressPlugin,
    ['./src/plugins/search-index/index.ts', {mode: env.searchMode}],
    [
      'content-docs',
      {
        id: 'community',
        path: 'community',
        routeBasePath: 'community',
        sidebarPath: './sidebarsCommunity.ts',
        // The date only: the git author is a commit name, not a person a
        // reader knows, and the site keeps no map to real names.
        showLastUpdateAuthor: false,
        showLastUpdateTime: true,
        remarkPlugins: [npm2yarn],
        rehypePlugins: [codeHighlighting],
      },
    ],
    [
      './src/plugins/changelog/index.ts',
      {
        id: 'changelog',
        changelogPath: 'CHANGELOG.md',
        routeBasePath: '/changelog',
        blogTitle: 'Docusaurus changelog',
        blogDescription:
          'Every release of Docusaurus 2 and 3, newest first: features, fixes and the people who made them.',
        blogSidebarCount: 'ALL',
        blogSidebarTitle: 'Changelog',
        postsPerPage: 20,
        showReadingTime: false,
        archiveBasePath: null,
        feedOptions: {
          type: 'all',
          title: 'Docusaurus changelog',
          description: 'Release notes of every Docusaurus version.',
          language: 'en',
        },
        onInlineAuthors: 'warn',
        rehypePlugins: [codeHighlighting],
      },
    ],
    [
      './src/plugins/feature-requests/index.ts',
      {
        repositoryUrl: githubRepository,
        // A hosted board (e.g. 'https://feedback.example.com/') is embedded
        // only when set here: the site loads no third-party page by default.
        boardUrl: null,
      } satisfies FeatureRequestsUserOptions,
    ],
    [
      '@docusaurus/plugin-ideal-image',
      {quality: 70, max: 1030, min: 640, steps: 2, disableInDev: true},
    ],
    // Writes the client redirect pages, then the security headers of every
    // built page (which need those pages; see the plugin).
    [
      './src/plugins/security-headers/index.ts',
      {
        policy: securityPolicy(searchOrigins(env, defaultAlgoliaAppId)),
        livePreviewPath,
        clientRedirects: clientRedirectsOptions,
      } satisfies SecurityHeadersPluginOptions,
    ],
    ['@docusaurus/plugin-pwa', pwaOptions],
    ['./src/plugins/live-code-preview/index.ts', {framePath: livePreviewPath}],
    ['./src/plugins/markdown-twins/index.ts', markdownTwinsOptions],
    ...testFixturePlugins(env),
    // Last: it adjusts the bundler rules the plugins above added.
    workaroundsPlugin,
  ];
}
