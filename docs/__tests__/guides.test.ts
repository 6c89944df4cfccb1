/**
 * Holds the facts that the guide pages state about the installed 3.8.1
 * packages: config file names and formats, the Babel file, locale config
 * keys, DocSearch variables and options, the sidebar example, the mobile
 * breakpoint, KaTeX output modes and CodeBlock props.
 */
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {createFixtureSite} from '../../scripts/lib/fixtureSite';
import type {JoiDescription} from './api/joiSchema';
import {
  codeBlocks,
  codeSpans,
  readDoc,
  sectionById,
  sectionByTitle,
  tableRows,
} from './guideText';

const require = createRequire(import.meta.url);

/** Folder of an installed package, found from its main entry. */
function packageDir(name: string): string {
  let dir = path.dirname(require.resolve(name));
  for (;;) {
    try {
      const manifest = JSON.parse(
        readFileSync(path.join(dir, 'package.json'), 'utf8'),
      ) as {name?: string};
      if (manifest.name === name) {
        return dir;
      }
    } catch {
      // No package.json at this level: keep walking up.
    }
    const parent = path.dirname(dir);
    if (parent === dir) {
      throw new Error(`package folder of ${name} not found`);
    }
    dir = parent;
  }
}

/** The Joi schema of themeConfig that the Algolia theme validates with. */
async function algoliaSchema(): Promise<JoiDescription | undefined> {
  const theme = (await import('@docusaurus/theme-search-algolia')) as {
    validateThemeConfig?: Validator;
    default?: {validateThemeConfig?: Validator};
  };
  const validate =
    theme.validateThemeConfig ?? theme.default?.validateThemeConfig;
  let captured: JoiDescription | undefined;
  validate!({
    validate: (schema, value) => {
      captured = schema.describe();
      return value;
    },
    themeConfig: {},
  });
  return captured?.keys?.algolia;
}

type Validator = (ctx: {
  validate: (schema: {describe(): JoiDescription}, value: unknown) => unknown;
  themeConfig: unknown;
}) => unknown;

interface SiteConfigModule {
  loadSiteConfig: (params: {
    siteDir: string;
  }) => Promise<{siteConfig: {title: string}}>;
}

async function loadSiteConfig(siteDir: string) {
  const {loadSiteConfig: load} =
    (await import('@docusaurus/core/lib/server/config.js')) as SiteConfigModule;
  return load({siteDir});
}

async function siteConfigSchema(): Promise<JoiDescription> {
  const module =
    (await import('@docusaurus/core/lib/server/configValidation.js')) as {
      ConfigSchema: {describe(): JoiDescription};
    };
  return module.ConfigSchema.describe();
}

function keysOf(description: JoiDescription | undefined): string[] {
  return Object.keys(description?.keys ?? {});
}

const minimalConfig = `title: 'Loaded', url: 'https://example.com', baseUrl: '/'`;

/** A config file body in the syntax the page says each name accepts. */
const configSources: Record<string, string[]> = {
  '.ts': [
    `const title: string = 'Loaded';\nexport default {title, url: 'https://example.com', baseUrl: '/'};`,
  ],
  '.mts': [
    `const title: string = 'Loaded';\nexport default {title, url: 'https://example.com', baseUrl: '/'};`,
  ],
  '.cts': [
    `const title: string = 'Loaded';\nmodule.exports = {title, url: 'https://example.com', baseUrl: '/'};`,
  ],
  '.js': [
    `export default {${minimalConfig}};`,
    `module.exports = {${minimalConfig}};`,
  ],
  '.mjs': [`export default {${minimalConfig}};`],
  '.cjs': [`module.exports = {${minimalConfig}};`],
};

describe('configuration page (docs/configuration.mdx)', () => {
  const page = readDoc('docs/configuration.mdx');

  it('lists the config file names the loader tries, in its order', async () => {
    const empty = createFixtureSite('config-none', {});
    const error = await loadSiteConfig(empty.dir).then(
      () => undefined,
      (thrown: Error) => thrown,
    );
    expect(error?.message).toContain('No config file found in site dir');
    const loaderNames = [
      ...new Set(error!.message.match(/docusaurus\.config\.[a-z]+/g)),
    ];
    const documented = tableRows(
      sectionByTitle(page, 'Where the configuration lives'),
    )
      .slice(1)
      .map((row) => codeSpans(row[0]!)[0]);
    expect(loaderNames.length).toBeGreaterThan(3);
    expect(documented).toEqual(loaderNames);
  });

  it.each(Object.entries(configSources))(
    'loads docusaurus.config%s in the syntax the page names',
    async (extension, sources) => {
      for (const [index, source] of sources.entries()) {
        const site = createFixtureSite(
          `config-${extension.slice(1)}-${index}`,
          {
            [`docusaurus.config${extension}`]: source,
          },
        );
        const {siteConfig} = await loadSiteConfig(site.dir);
        expect(siteConfig.title).toBe('Loaded');
      }
    },
  );

  it('accepts an async function and a promise as the default export', async () => {
    const asyncFunction = createFixtureSite('config-async-function', {
      'docusaurus.config.js': `export default async function createConfig() {\n  return {${minimalConfig}};\n}`,
    });
    const promise = createFixtureSite('config-promise', {
      'docusaurus.config.js': `export default Promise.resolve({${minimalConfig}});`,
    });
    expect((await loadSiteConfig(asyncFunction.dir)).siteConfig.title).toBe(
      'Loaded',
    );
    expect((await loadSiteConfig(promise.dir)).siteConfig.title).toBe('Loaded');
  });

  it('names the Babel config file and a preset path that exist', async () => {
    const section = sectionById(page, 'customize-babel');
    const {BABEL_CONFIG_FILE_NAME} = (await import('@docusaurus/utils')) as {
      BABEL_CONFIG_FILE_NAME: string;
    };
    expect(section).toContain('`babel.config.js`');
    expect(BABEL_CONFIG_FILE_NAME).toBe('babel.config.js');
    const [babelFile] = codeBlocks(section, /title="babel\.config\.js"/);
    const presets = [...babelFile!.matchAll(/require\.resolve\('([^']+)'\)/g)];
    expect(presets).toHaveLength(1);
    expect(() => require.resolve(presets[0]![1]!)).not.toThrow();
  });

  it('lists every experimental_faster flag in the Babel example', async () => {
    const section = sectionById(page, 'customize-babel');
    const [config] = codeBlocks(section, /title="docusaurus\.config\.js"/);
    const fasterBlock = /experimental_faster: \{([\s\S]*?)\}/.exec(
      config!,
    )![1]!;
    const documented = [...fasterBlock.matchAll(/(\w+): (?:true|false)/g)].map(
      (match) => match[1],
    );
    const schema = await siteConfigSchema();
    const faster = schema.keys?.future?.keys?.experimental_faster;
    const objectForm = faster?.matches?.find(
      (match) => match.schema?.type === 'object',
    );
    expect(documented.sort()).toEqual(keysOf(objectForm?.schema).sort());
  });
});

describe('i18n introduction (docs/i18n/i18n-introduction.mdx)', () => {
  const page = readDoc('docs/i18n/i18n-introduction.mdx');
  const section = sectionByTitle(page, 'Configure the locales');
  const [i18nTable, localeTable] = section
    .split(/\n(?=Every entry of `localeConfigs`)/)
    .map((part) =>
      tableRows(part)
        .slice(1)
        .map((row) => codeSpans(row[0]!)[0]),
    );

  it('documents the i18n keys and the locale config keys of the schema', async () => {
    const schema = await siteConfigSchema();
    const i18n = schema.keys?.i18n;
    const localeConfig = i18n?.keys?.localeConfigs?.patterns?.[0]?.rule;
    expect(i18nTable?.sort()).toEqual(keysOf(i18n).sort());
    expect(localeTable?.sort()).toEqual(keysOf(localeConfig).sort());
    expect(keysOf(localeConfig)).not.toContain('url');
  });
});

describe('search page (docs/search.mdx)', () => {
  const page = readDoc('docs/search.mdx');

  it('names only CSS variables that @docsearch/css defines', () => {
    const stylesheet = readFileSync(
      require.resolve('@docsearch/css/dist/style.css'),
      'utf8',
    );
    const defined = new Set(stylesheet.match(/--docsearch-[a-z0-9-]+/g));
    const named = [...new Set(page.match(/--docsearch-[a-z0-9-]+/g))];
    expect(named.length).toBeGreaterThan(10);
    expect(named.filter((name) => !defined.has(name))).toEqual([]);
  });

  it('documents exactly the themeConfig.algolia keys the theme validates', async () => {
    const algolia = await algoliaSchema();
    const documented = tableRows(sectionByTitle(page, 'Options'))
      .slice(1)
      .map((row) => codeSpans(row[0]!)[0]);
    expect(documented.sort()).toEqual(keysOf(algolia).sort());
  });

  it('troubleshoots with options the theme accepts', async () => {
    const validated = keysOf(await algoliaSchema());
    const types = readFileSync(
      path.join(
        packageDir('@docusaurus/theme-search-algolia'),
        'src/theme-search-algolia.d.ts',
      ),
      'utf8',
    );
    const forwarded = [
      ...(
        /DocusaurusDocSearchProps = Pick<[\s\S]*?>/.exec(types)?.[0] ?? ''
      ).matchAll(/'(\w+)'/g),
    ].map((match) => match[1]!);
    expect(forwarded).toContain('insights');
    const section = sectionById(page, 'troubleshoot-algolia');
    const options = section
      .match(/`[a-z]+[A-Z][A-Za-z.]*(?::[^`]*)?`|`insights: true`/g)!
      .map((span) => span.replace(/`/g, '').split(/[.:]/)[0]!);
    expect(options).toContain('insights');
    // Names that the section uses but that are not theme options: an Algolia
    // search parameter and the site option the theme prepends to paths.
    const notThemeOptions = ['facetFilters', 'baseUrl'];
    const known = new Set([...validated, ...forwarded, ...notThemeOptions]);
    expect(
      [...new Set(options)].filter((option) => !known.has(option)),
    ).toEqual([]);
  });
});

describe('sidebar page (docs/guides/docs/sidebar/index.mdx)', () => {
  const page = readDoc('docs/guides/docs/sidebar/index.mdx');

  it('gives a complete example that the docs plugin accepts', async () => {
    const section = sectionById(page, 'complex-sidebar');
    const [source] = codeBlocks(section, /title="sidebars\.js"/);
    const sidebars = new Function(
      source!.replace('export default sidebars;', 'return sidebars;'),
    )() as Record<string, unknown>;
    const {normalizeSidebars} =
      (await import('@docusaurus/plugin-content-docs/lib/sidebars/normalization.js')) as {
        normalizeSidebars: (value: unknown) => Record<string, unknown[]>;
      };
    const {validateSidebars} =
      (await import('@docusaurus/plugin-content-docs/lib/sidebars/validation.js')) as {
        validateSidebars: (value: unknown) => void;
      };
    const normalized = normalizeSidebars(sidebars);
    expect(() => validateSidebars(normalized)).not.toThrow();

    // Every doc id and autogenerated folder exists in the tree shown next to it.
    const [tree] = codeBlocks(section, /^text$/);
    const files: string[] = [];
    const stack: string[] = [];
    for (const line of tree!.split('\n').slice(1)) {
      const match = /^([│ ]*)[├└]── (.+?)\/?$/.exec(line);
      if (!match) {
        continue;
      }
      const depth = match[1]!.length / 4;
      stack.length = depth;
      stack.push(match[2]!);
      files.push(stack.join('/'));
    }
    const docIds = files
      .filter((file) => file.endsWith('.md'))
      .map((file) => file.replace(/\.md$/, ''));
    const folders = new Set(files.filter((file) => !file.endsWith('.md')));
    const referenced = JSON.stringify(normalized);
    const ids = [...referenced.matchAll(/"id":"([^"]+)"/g)].map((m) => m[1]!);
    const dirNames = [...referenced.matchAll(/"dirName":"([^"]+)"/g)].map(
      (m) => m[1]!,
    );
    expect(ids.length).toBeGreaterThan(4);
    expect(ids.filter((id) => !docIds.includes(id))).toEqual([]);
    expect(dirNames.filter((dir) => !folders.has(dir))).toEqual([]);
    // No doc listed by hand is also inside an autogenerated folder.
    expect(
      ids.filter((id) => dirNames.some((dir) => id.startsWith(`${dir}/`))),
    ).toEqual([]);
  });

  it('states the desktop breakpoint that the theme and Infima use', () => {
    const section = sectionById(page, 'mobile-sidebar');
    const stated = Number(/at a width of (\d+) pixels/.exec(section)?.[1]);
    const infima = readFileSync(
      require.resolve('infima/dist/css/default/default.css'),
      'utf8',
    );
    const windowSize = readFileSync(
      path.join(
        packageDir('@docusaurus/theme-common'),
        'lib/hooks/useWindowSize.js',
      ),
      'utf8',
    );
    expect(infima).toContain(`@media (max-width: ${stated}px)`);
    expect(windowSize).toContain(`const DesktopBreakpoint = ${stated};`);
    expect(section).toContain(`(min-width: ${stated + 1}px)`);
  });
});

describe('math page (docs/guides/markdown-features/markdown-features-math-equations.mdx)', () => {
  it('lists the output modes of the installed KaTeX', () => {
    const page = readDoc(
      'docs/guides/markdown-features/markdown-features-math-equations.mdx',
    );
    const documented = tableRows(sectionById(page, 'mathml-output'))
      .slice(1)
      .map((row) => codeSpans(row[0]!)[0]!.replace(/'/g, ''));
    const types = readFileSync(
      path.join(packageDir('katex'), 'types/katex.d.ts'),
      'utf8',
    );
    const union = /output\?: ([^;]+);/.exec(types)![1]!;
    const modes = [...union.matchAll(/"(\w+)"/g)].map((match) => match[1]);
    expect(documented.sort()).toEqual(modes.sort());
  });
});

describe('code blocks page (docs/guides/markdown-features/markdown-features-code-blocks.mdx)', () => {
  it('documents the props of @theme/CodeBlock', () => {
    const page = readDoc(
      'docs/guides/markdown-features/markdown-features-code-blocks.mdx',
    );
    const documented = tableRows(sectionByTitle(page, 'Render code from JSX'))
      .slice(1)
      .map((row) => codeSpans(row[0]!)[0]);
    const types = readFileSync(
      require.resolve('@docusaurus/theme-classic/src/theme-classic.d.ts'),
      'utf8',
    );
    const props =
      /declare module '@theme\/CodeBlock' \{[\s\S]*?interface Props \{([\s\S]*?)\}/.exec(
        types,
      )![1]!;
    const members = [...props.matchAll(/readonly (\w+)\??:/g)]
      .map((match) => match[1])
      .filter((name) => name !== 'children');
    expect(documented.sort()).toEqual(members.sort());
  });
});
