import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import searchIndexPlugin from '../index';
import type {SearchMode} from '../../../data/siteCustomFields';

const searchDir = path.resolve(__dirname, '../../../search');
const generatedModule =
  '/site/.docusaurus/search-index/default/hostedClient.js';

/** The plugin's aliases, and the text of the module it generated. */
async function bundlerSetup(mode: SearchMode) {
  const plugin: Plugin = searchIndexPlugin(
    {siteDir: '/site', baseUrl: '/'} as LoadContext,
    {mode},
  );
  const written: Record<string, string> = {};
  // The hook uses only `actions.createData`.
  const contentLoaded = plugin.contentLoaded as unknown as (args: {
    actions: {createData(name: string, text: string): Promise<string>};
  }) => Promise<void>;
  await contentLoaded({
    actions: {
      async createData(name, text) {
        written[name] = text;
        return generatedModule;
      },
    },
  });
  // The hook reads neither the config nor the other arguments.
  const configure = plugin.configureWebpack as unknown as () => {
    resolve: {alias: Record<string, string>};
  };
  return {
    alias: configure().resolve.alias,
    hostedClient: written['hostedClient.js'],
  };
}

/** What a generated module re-exports from. */
const reExported = (text: string | undefined) =>
  /^export \{liteClient\} from (".*");$/m.exec(text ?? '')?.[1];

describe('search-index plugin bundler aliases', () => {
  it('local mode bundles a stand-in for the hosted client and the site client for the search page', async () => {
    const {alias, hostedClient} = await bundlerSetup('local');
    expect(alias['algoliasearch-lite-hosted$']).toBe(generatedModule);
    expect(reExported(hostedClient)).toBe(
      JSON.stringify(path.join(searchDir, 'hostedClientOmitted.ts')),
    );
    expect(alias['algoliasearch/lite$']).toBe(
      path.join(searchDir, 'algoliaLiteShim.ts'),
    );
  });

  it('hosted and custom modes bundle the real Algolia client', async () => {
    for (const mode of ['algolia', 'custom'] as const) {
      const {alias, hostedClient} = await bundlerSetup(mode);
      expect(alias['algoliasearch-lite-hosted$']).toBe(generatedModule);
      expect(JSON.parse(reExported(hostedClient) ?? '""')).toMatch(
        /algoliasearch[\\/]dist[\\/]lite[\\/]builds[\\/]browser\.js$/,
      );
    }
    // Algolia mode leaves the theme's search page on the real client.
    expect((await bundlerSetup('algolia')).alias['algoliasearch/lite$']).toBe(
      undefined,
    );
    expect((await bundlerSetup('custom')).alias['algoliasearch/lite$']).toBe(
      path.join(searchDir, 'algoliaLiteShim.ts'),
    );
  });

  it('gives the local and custom modes the same aliases, so their builds share the bundler cache', async () => {
    expect((await bundlerSetup('custom')).alias).toEqual(
      (await bundlerSetup('local')).alias,
    );
  });

  it('refuses to configure the bundler before it has written its module', () => {
    const plugin = searchIndexPlugin(
      {siteDir: '/site', baseUrl: '/'} as LoadContext,
      {mode: 'local'},
    );
    const configure = plugin.configureWebpack as unknown as () => unknown;
    expect(configure).toThrow(/hosted-client module/);
  });
});

describe('the stand-in for the hosted client', () => {
  it('fails loudly if local mode ever calls it', async () => {
    const {liteClient} = await import('../../../search/hostedClientOmitted');
    expect(() => liteClient('app', 'key')).toThrow(
      'The hosted Algolia client is not bundled in local search mode.',
    );
  });
});
