import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {completeBundlerCacheKey, loaderFiles, patchFiles} from './bundlerCache';
import {isFontRule, stopInliningFonts} from './fontInlining';
import {tslibHelpersUsed} from './tslibHelpers';
import {
  prismClientModuleAlias,
  prismClientModuleRequest,
} from './prismClientModule';
import {__importDefault} from './tslibShim.js';
import registryLoader, {
  registryModulePaths,
} from './registryModulePathsLoader.js';

describe('stopInliningFonts', () => {
  it('turns off inlining in the font rule only', () => {
    const fontRule = {
      test: /\.(?:woff2?|eot|ttf|otf)$/i,
      use: [{loader: '/x/url-loader/index.js', options: {limit: 10000}}],
    };
    const imageRule = {
      test: /\.(?:png|jpe?g)$/i,
      use: [{loader: '/x/url-loader/index.js', options: {limit: 10000}}],
    };
    expect(stopInliningFonts([imageRule, fontRule, 'not a rule'])).toBe(1);
    expect(fontRule.use[0]!.options.limit).toBe(false);
    expect(imageRule.use[0]!.options.limit).toBe(10000);
    expect(isFontRule(imageRule)).toBe(false);
  });
});

describe('registryLoader', () => {
  const registry = `export default {
  "001ebf7f": [() => import(/* webpackChunkName: "001ebf7f" */ "@site/docs/a.md"), "@site/docs/a.md", require.resolveWeak("@site/docs/a.md")],
  "17896441": [() => import(/* webpackChunkName: "17896441" */ "@theme/DocItem"), "@theme/DocItem", require.resolveWeak("@theme/DocItem")],};
`;

  it('drops the module path of every entry and keeps loaders and weak ids', () => {
    const output = registryLoader(registry);
    expect(output).not.toContain('"@site/docs/a.md", require');
    expect(output).toContain(
      'import(/* webpackChunkName: "001ebf7f" */ "@site/docs/a.md")',
    );
    expect(output).toContain('require.resolveWeak("@theme/DocItem")');
    expect(output.match(/\), "", require\.resolveWeak\(/g)).toHaveLength(2);
  });

  it('reads the module path of every entry by chunk name, for the debug page', () => {
    expect(registryModulePaths(registry)).toEqual({
      '001ebf7f': '@site/docs/a.md',
      '17896441': '@theme/DocItem',
    });
  });

  it('fails loudly when the registry format is not the expected one', () => {
    expect(() =>
      registryLoader('export default {"a": [load, require.resolveWeak("x")]};'),
    ).toThrow(/registry format changed/);
  });
});

describe('tslib helpers', () => {
  it('lists the helpers a CommonJS file calls', () => {
    const source = `const tslib_1 = require("tslib");
const a = tslib_1.__importDefault(require("a"));
tslib_1.__exportStar(require("b"), exports);
const c = tslib_1.__importDefault(require("c"));`;
    expect(tslibHelpersUsed(source)).toEqual([
      '__exportStar',
      '__importDefault',
    ]);
  });

  it('the shim wraps CommonJS modules and keeps ES modules', () => {
    const commonJs = {x: 1};
    const esModule = {__esModule: true, default: 2};
    expect(__importDefault(commonJs)).toEqual({default: commonJs});
    expect(__importDefault(esModule)).toBe(esModule);
  });
});

describe('prism client module', () => {
  it('aliases the module the theme registers, which still exists', () => {
    const request = prismClientModuleRequest();
    const themeIndex = readFileSync(
      path.join(path.dirname(request), 'index.js'),
      'utf8',
    );
    expect(themeIndex).toContain("'./prism-include-languages'");
    expect(existsSync(`${request}.js`)).toBe(true);
    const alias = prismClientModuleAlias();
    expect(Object.keys(alias)).toEqual([`${request}$`, `${request}.js$`]);
    for (const target of Object.values(alias)) {
      expect(readFileSync(target, 'utf8')).toContain('export {};');
    }
  });
});

describe('completeBundlerCacheKey', () => {
  it("makes this folder's loaders and the vendor patches build dependencies of the persistent cache", () => {
    const config = {
      experiments: {
        cache: {type: 'persistent', buildDependencies: ['/site/config.ts']},
      },
    };
    expect(completeBundlerCacheKey(config)).toBe(true);
    const dependencies = config.experiments.cache.buildDependencies;
    expect(dependencies[0]).toBe('/site/config.ts');
    expect(dependencies).toEqual(
      expect.arrayContaining([
        path.join(__dirname, 'lazyRouteAreasLoader.js'),
        path.join(__dirname, 'registryModulePathsLoader.js'),
      ]),
    );
    expect(loaderFiles.every(existsSync)).toBe(true);
    // The vendor patches too: the cache takes node_modules as unchanged.
    expect(dependencies).toEqual(
      expect.arrayContaining([
        path.resolve(
          __dirname,
          '../../../patches/@docusaurus+theme-common+3.8.1.patch',
        ),
      ]),
    );
    expect(patchFiles.length).toBeGreaterThan(0);
    expect(patchFiles.every(existsSync)).toBe(true);
    // Twice (client and server share nothing, but a config may be reused):
    // no file is listed twice.
    completeBundlerCacheKey(config);
    expect(new Set(dependencies).size).toBe(dependencies.length);
  });

  it('gives each set of aliases a cache version of its own', () => {
    const withAliases = (alias: Record<string, string>) => {
      const config = {
        experiments: {
          cache: {
            type: 'persistent',
            version: 'client-production-en-3.8.1-abc',
            buildDependencies: [] as string[],
          },
        },
        resolve: {alias},
      };
      completeBundlerCacheKey(config);
      // Applied twice (a reused config), the version does not grow.
      completeBundlerCacheKey(config);
      return config.experiments.cache.version;
    };
    const local = withAliases({
      'algoliasearch-lite-hosted$': '/site/src/search/hostedClientOmitted.ts',
      'algoliasearch/lite$': '/site/src/search/algoliaLiteShim.ts',
    });
    const custom = withAliases({
      'algoliasearch-lite-hosted$':
        '/site/node_modules/algoliasearch/dist/lite/builds/browser.js',
      'algoliasearch/lite$': '/site/src/search/algoliaLiteShim.ts',
    });
    expect(local).toMatch(/^client-production-en-3\.8\.1-abc-aliases-\w{10}$/);
    expect(custom).toMatch(/^client-production-en-3\.8\.1-abc-aliases-\w{10}$/);
    expect(local).not.toBe(custom);
    // The same aliases merged in another order share the cache.
    expect(
      withAliases({
        'algoliasearch/lite$': '/site/src/search/algoliaLiteShim.ts',
        'algoliasearch-lite-hosted$': '/site/src/search/hostedClientOmitted.ts',
      }),
    ).toBe(local);
  });

  it('leaves a config without the persistent cache alone', () => {
    const config = {experiments: {}};
    expect(completeBundlerCacheKey(config)).toBe(false);
    expect(config).toEqual({experiments: {}});
  });
});
