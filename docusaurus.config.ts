import type {Config} from '@docusaurus/types';
import {clientModules} from './config/clientModules';
import {buildEnv as readBuildEnv} from './config/env';
import {htmlTemplate} from './config/htmlTemplate';
import {parseFrontMatter} from './config/markdown';
import {plugins} from './config/plugins';
import {presetOptions} from './config/preset';
import {
  announcedVersion,
  siteDescription,
  siteTagline,
  siteTitle,
  siteUrl,
  siteVersion,
  storageNamespace,
} from './config/site';
import {buildStrictness} from './config/strictness';
import {themeConfig} from './config/themeConfig';
import type {SiteCustomFields} from './src/data/siteCustomFields';

const buildEnv = readBuildEnv();

export default {
  title: siteTitle,
  tagline: siteTagline,
  url: siteUrl,
  baseUrl: buildEnv.baseUrl,
  baseUrlIssueBanner: true,
  favicon: 'img/favicon.ico',
  organizationName: 'facebook',
  projectName: 'docusaurus',
  trailingSlash: true,
  ssrTemplate: htmlTemplate,

  ...buildStrictness,

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {
      en: {label: 'English', htmlLang: 'en', direction: 'ltr'},
    },
  },

  markdown: {
    format: 'detect',
    mermaid: true,
    parseFrontMatter,
  },

  future: {
    v4: true,
    experimental_faster: true,
    experimental_storage: {
      type: 'localStorage',
      namespace: storageNamespace,
    },
  },

  customFields: {
    announcedVersion,
    siteVersion,
    description: siteDescription,
    isDeployPreview: buildEnv.isDeployPreview,
    crashTest: buildEnv.isCrashTest,
    searchMode: buildEnv.searchMode,
    searchHost: buildEnv.searchHost ?? null,
  } satisfies SiteCustomFields,

  clientModules: clientModules(buildEnv),
  presets: [['classic', presetOptions]],
  themes: ['@docusaurus/theme-live-codeblock', '@docusaurus/theme-mermaid'],
  plugins: plugins(buildEnv),
  themeConfig: themeConfig(buildEnv),
} satisfies Config;
