import path from 'node:path';
import {defineConfig} from 'vitest/config';

export default defineConfig({
  // The `@site/...` alias of the site's bundler, for modules shared by pages
  // and tests.
  resolve: {alias: {'@site': path.resolve(__dirname)}},
  // The site compiles JSX with the automatic runtime; tests must too.
  esbuild: {jsx: 'automatic'},
  test: {
    include: [
      'config/**/*.test.ts',
      'src/**/*.test.{ts,tsx}',
      'scripts/**/*.test.{ts,mjs}',
      'docs/**/__tests__/**/*.test.ts',
      'blog/__tests__/**/*.test.ts',
      'fixtures/**/__tests__/**/*.test.{ts,tsx}',
    ],
    exclude: ['node_modules/**', 'build/**', '.docusaurus/**', 'e2e/**'],
    environment: 'node',
    // Test files share their worker's loaded modules instead of each
    // importing them again in a fresh one: importing (the engine, cheerio,
    // unified) was most of the CPU the fast tests took (the src/ and
    // scripts/ tests: 41.6 CPU seconds isolated, 17.8 shared), and the unit
    // tests run beside the browser tests, which want both cores. What a test
    // changes of the shared globals is put back after it.
    isolate: false,
    unstubGlobals: true,
    unstubEnvs: true,
  },
});
