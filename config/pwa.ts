import path from 'node:path';
import type {Options as PwaOptions} from '@docusaurus/plugin-pwa';

/** Brand green of the site (light-mode primary colour, see custom.css). */
export const themeColor = '#2e8555';

/**
 * The plugin compiles the service worker with a bundler config of its own
 * whose only rule handles `.js` files (Babel, for old browsers), so it
 * cannot read TypeScript. The inline-loader form of the module request
 * (`loader?options!path`), which webpack and Rspack both understand, runs
 * `src/sw.ts` through babel-loader with Babel's TypeScript preset first.
 * babel-loader is a plain JavaScript loader, so this works with either
 * bundler (unlike Rspack's `builtin:swc-loader`). The module is
 * self-contained for the same reason: its own imports would not get this
 * loader.
 */
const typeScriptLoader = `${require.resolve('babel-loader')}?${JSON.stringify({
  babelrc: false,
  configFile: false,
  presets: [require.resolve('@babel/preset-typescript')],
})}`;
export const swCustomPath = path.resolve(__dirname, '../src/sw.ts');
export const swCustomModule = `${typeScriptLoader}!${swCustomPath}`;

/**
 * Offline support through the PWA plugin. Offline mode, which precaches the
 * whole build, turns on for installed apps, standalone windows or
 * `?offlineMode=true`; `src/sw.ts` adds the search index and the pages a
 * reader visits.
 */
export const pwaOptions = {
  offlineModeActivationStrategies: [
    'appInstalled',
    'standalone',
    'queryString',
  ],
  swCustom: swCustomModule,
  injectManifestConfig: {
    // The search-index plugin writes its shards in postBuild, concurrently
    // with the precache scan, so they are left to src/sw.ts, which caches
    // them from the index manifest at install time.
    // The Markdown twins and llms.txt indexes are written in postBuild too;
    // src/sw.ts caches the twins of the pages a reader visits instead.
    globIgnores: [
      '**/node_modules/**/*',
      'search-index/**',
      '**/*.md',
      '**/llms*.txt',
    ],
    // The plugin sets swSrc, swDest and globDirectory itself, but the option
    // type still requires swSrc.
  } as PwaOptions['injectManifestConfig'],
  // Relative paths: the plugin prefixes them with the base URL.
  pwaHead: [
    {tagName: 'link', rel: 'manifest', href: 'manifest.json'},
    {tagName: 'meta', name: 'theme-color', content: themeColor},
    {tagName: 'meta', name: 'apple-mobile-web-app-capable', content: 'yes'},
    {
      tagName: 'meta',
      name: 'apple-mobile-web-app-status-bar-style',
      content: 'default',
    },
    {
      tagName: 'link',
      rel: 'apple-touch-icon',
      href: 'img/apple-touch-icon.png',
    },
    {
      tagName: 'link',
      rel: 'mask-icon',
      href: 'img/favicon.svg',
      color: themeColor,
    },
    {
      tagName: 'meta',
      name: 'msapplication-TileImage',
      content: 'img/icon-192.png',
    },
    {tagName: 'meta', name: 'msapplication-TileColor', content: themeColor},
  ],
} satisfies PwaOptions;
