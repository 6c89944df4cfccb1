import {defineConfig} from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'config/**/*.test.ts',
      'src/**/*.test.{ts,tsx}',
      'scripts/**/*.test.{ts,mjs}',
      'docs/**/__tests__/**/*.test.ts',
      'blog/__tests__/**/*.test.ts',
    ],
    exclude: ['node_modules/**', 'build/**', '.docusaurus/**', 'e2e/**'],
    environment: 'node',
  },
});
