/**
 * Which page documents which options: the pages of the API reference and the
 * option schemas of the installed 3.8.1 packages they must cover.
 */
import {loadFreshModule} from '@docusaurus/utils';
import type {JoiDescription} from './joiSchema';

export interface SchemaSpec {
  /** Shown in failures and in the coverage report. */
  label: string;
  load: () => Promise<JoiDescription>;
  /** Document from this path of the schema (e.g. `algolia`), dotted. */
  root?: string;
  /** Nested objects (relative to `root`) whose keys must be documented too. */
  expand?: string[];
  /** Rows of `<APITable name="...">` tables with this name; default: unnamed tables. */
  table?: string;
}

export interface PageSpec {
  /** Path of the MDX file, relative to the repository root. */
  file: string;
  schemas: SchemaSpec[];
}

type Validator = (ctx: {
  validate: (schema: {describe(): JoiDescription}, value: unknown) => unknown;
  options?: unknown;
  themeConfig?: unknown;
}) => unknown;

/** Captures the Joi schema a validateOptions/validateThemeConfig passes on. */
function captureSchema(
  validator: Validator,
  key: 'options' | 'themeConfig',
): JoiDescription {
  let captured: JoiDescription | undefined;
  validator({
    validate: (schema, value) => {
      captured = schema.describe();
      return value;
    },
    [key]: {},
  });
  if (!captured) {
    throw new Error('validator did not call validate()');
  }
  return captured;
}

interface ValidatorModule {
  validateOptions?: Validator;
  validateThemeConfig?: Validator;
  default?: ValidatorModule;
}

/** Loads a package the way Docusaurus loads plugins (jiti: CJS, ESM or TS). */
async function loadPackage(pkg: string): Promise<ValidatorModule> {
  return (await loadFreshModule(require.resolve(pkg))) as ValidatorModule;
}

const pluginOptions = (pkg: string) => async (): Promise<JoiDescription> => {
  const module = await loadPackage(pkg);
  const validateOptions =
    module.validateOptions ?? module.default?.validateOptions;
  if (!validateOptions) {
    throw new Error(`${pkg} exports no validateOptions`);
  }
  return captureSchema(validateOptions, 'options');
};

const themeConfig = (pkg: string) => async (): Promise<JoiDescription> => {
  const module = await loadPackage(pkg);
  const validate =
    module.validateThemeConfig ?? module.default?.validateThemeConfig;
  if (!validate) {
    throw new Error(`${pkg} exports no validateThemeConfig`);
  }
  return captureSchema(validate, 'themeConfig');
};

const siteConfig = async (): Promise<JoiDescription> => {
  const module =
    (await import('@docusaurus/core/lib/server/configValidation.js')) as {
      ConfigSchema: {describe(): JoiDescription};
    };
  return module.ConfigSchema.describe();
};

const plugin = (name: string, expand: string[] = []): PageSpec => ({
  file: `docs/api/plugins/${name}.mdx`,
  schemas: [
    {
      label: `@docusaurus/${name} options`,
      load: pluginOptions(`@docusaurus/${name}`),
      expand,
    },
  ],
});

export const pageSpecs: PageSpec[] = [
  {
    file: 'docs/api/docusaurus.config.js.mdx',
    schemas: [
      {
        label: 'site config',
        load: siteConfig,
        expand: [
          'i18n',
          'i18n.localeConfigs.*',
          'markdown',
          'markdown.mdx1Compat',
          'markdown.anchors',
          'future',
          'future.v4',
          'future.experimental_faster',
          'future.experimental_storage',
        ],
      },
    ],
  },
  plugin('plugin-content-docs', ['versions.*']),
  plugin('plugin-content-blog', ['feedOptions']),
  plugin('plugin-content-pages'),
  plugin('plugin-client-redirects'),
  plugin('plugin-google-analytics'),
  plugin('plugin-google-gtag'),
  plugin('plugin-google-tag-manager'),
  plugin('plugin-ideal-image'),
  plugin('plugin-pwa'),
  plugin('plugin-rsdoctor'),
  plugin('plugin-sitemap'),
  plugin('plugin-svgr'),
  plugin('plugin-vercel-analytics'),
  plugin('plugin-css-cascade-layers'),
  {
    file: 'docs/api/themes/theme-configuration.mdx',
    schemas: [
      {
        label: 'theme-classic themeConfig',
        load: themeConfig('@docusaurus/theme-classic'),
        expand: [
          'colorMode',
          'docs',
          'docs.sidebar',
          'blog',
          'blog.sidebar',
          'announcementBar',
          'navbar',
          'navbar.logo',
          'footer',
          'footer.logo',
          'prism',
          'tableOfContents',
        ],
      },
    ],
  },
  {
    file: 'docs/api/themes/theme-classic.mdx',
    schemas: [
      {
        label: 'theme-classic options',
        load: pluginOptions('@docusaurus/theme-classic'),
      },
    ],
  },
  {
    file: 'docs/api/themes/theme-live-codeblock.mdx',
    schemas: [
      {
        label: 'theme-live-codeblock themeConfig',
        load: themeConfig('@docusaurus/theme-live-codeblock'),
        root: 'liveCodeBlock',
      },
    ],
  },
  {
    file: 'docs/api/themes/theme-search-algolia.mdx',
    schemas: [
      {
        label: 'theme-search-algolia themeConfig',
        load: themeConfig('@docusaurus/theme-search-algolia'),
        root: 'algolia',
        expand: ['replaceSearchResultPathname'],
      },
    ],
  },
  {
    file: 'docs/api/themes/theme-mermaid.mdx',
    schemas: [
      {
        label: 'theme-mermaid themeConfig',
        load: themeConfig('@docusaurus/theme-mermaid'),
        root: 'mermaid',
        expand: ['theme'],
      },
    ],
  },
];
