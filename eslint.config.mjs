// ESLint flat config: JS/TS recommended rules, React, accessibility
// (jsx-a11y), declared-dependency checks, and the Docusaurus plugin's
// recommended rules (raised to errors: warnings are not enforced).
import {readdirSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
// @ts-expect-error The plugin ships no type declarations.
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importX from 'eslint-plugin-import-x';
import docusaurus from '@docusaurus/eslint-plugin';
import globals from 'globals';

const require = createRequire(import.meta.url);

const docusaurusRules = Object.fromEntries(
  Object.keys(docusaurus.configs.recommended.rules).map((rule) => [
    rule,
    'error',
  ]),
);

// Module names the bundler resolves to site or theme files rather than to
// packages: `@docusaurus/Link` and friends are aliases of core's client
// exports (read from the installed core, so the list follows upgrades),
// `@theme/...`, `@site/...` and `@generated/...` are Docusaurus aliases, and
// `algoliasearch-lite-hosted` is an alias the search-index plugin defines.
const clientExports = readdirSync(
  path.join(
    path.dirname(require.resolve('@docusaurus/core/package.json')),
    'lib/client/exports',
  ),
)
  .filter((file) => file.endsWith('.js'))
  .map((file) => file.slice(0, -'.js'.length));
const aliasedModules = `^(@theme|@theme-original|@theme-init|@site|@generated)/|^@docusaurus/(${clientExports.join('|')})$|^algoliasearch-lite-hosted$`;

export default tseslint.config(
  {
    ignores: [
      'build/**',
      'build-*/**',
      '.docusaurus/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
      '.cache/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {...globals.browser, ...globals.node},
    },
    plugins: {'import-x': importX},
    settings: {'import-x/internal-regex': aliasedModules},
    rules: {
      curly: ['error', 'all'],
      '@typescript-eslint/no-unused-vars': [
        'error',
        {argsIgnorePattern: '^_', varsIgnorePattern: '^_'},
      ],
      // Every imported package must be declared in package.json: an
      // undeclared one works only while another package happens to hoist it.
      'import-x/no-extraneous-dependencies': [
        'error',
        {
          devDependencies: [
            '**/*.test.ts',
            '**/__tests__/**',
            'e2e/**',
            'scripts/**',
            '*.config.{ts,mjs}',
          ],
          includeTypes: true,
        },
      ],
    },
  },
  {
    // Promise-returning calls that nobody awaits hide failures: the search
    // loader and the scripts are where this has bitten.
    files: ['src/search/**/*.ts', 'scripts/**/*.ts', 'e2e/**/*.ts'],
    languageOptions: {
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
    },
  },
  {
    files: ['**/*.tsx', '**/*.jsx'],
    plugins: {
      react,
      'react-hooks': reactHooks,
      'jsx-a11y': jsxA11y,
      '@docusaurus': docusaurus,
    },
    settings: {react: {version: 'detect'}},
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs['jsx-runtime'].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      ...docusaurusRules,
      'react/prop-types': 'off',
      // Safari drops the list role of a <ul> styled with list-style: none;
      // the explicit role keeps "list, 12 items" for screen readers.
      'jsx-a11y/no-redundant-roles': ['error', {ul: ['list']}],
      // A code block scrolls sideways: it takes focus so keyboard users can
      // scroll it (axe's scrollable-region-focusable).
      'jsx-a11y/no-noninteractive-tabindex': [
        'error',
        {tags: ['pre'], roles: ['tabpanel']},
      ],
    },
  },
);
