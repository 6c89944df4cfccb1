import {defineConfig} from 'vitest/config';

export default defineConfig({
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
  },
});
