// ESLint flat config: JS/TS recommended rules, React, and the Docusaurus
// plugin's recommended rules (raised to errors: warnings are not enforced).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import docusaurus from '@docusaurus/eslint-plugin';
import globals from 'globals';

const docusaurusRules = Object.fromEntries(
  Object.keys(docusaurus.configs.recommended.rules).map((rule) => [
    rule,
    'error',
  ]),
);

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
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        {argsIgnorePattern: '^_', varsIgnorePattern: '^_'},
      ],
    },
  },
  {
    files: ['**/*.tsx', '**/*.jsx'],
    plugins: {react, 'react-hooks': reactHooks, '@docusaurus': docusaurus},
    settings: {react: {version: 'detect'}},
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs['jsx-runtime'].rules,
      ...reactHooks.configs.recommended.rules,
      ...docusaurusRules,
      'react/prop-types': 'off',
    },
  },
);
