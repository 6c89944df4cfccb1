import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import searchIndexPlugin from '../index';
import type {SearchMode} from '../../../data/siteCustomFields';

const searchDir = path.resolve(__dirname, '../../../search');

function aliases(mode: SearchMode): Record<string, string> {
  const plugin = searchIndexPlugin(
    {siteDir: '/site', baseUrl: '/'} as LoadContext,
    {mode},
  );
  // The plugin's hook reads neither the config nor the other arguments.
  const configure = plugin.configureWebpack as unknown as () => {
    resolve: {alias: Record<string, string>};
  };
  return configure().resolve.alias;
}

describe('search-index plugin bundler aliases', () => {
  it('local mode bundles a stand-in for the hosted client and the site client for the search page', () => {
    const alias = aliases('local');
    expect(alias['algoliasearch-lite-hosted$']).toBe(
      path.join(searchDir, 'hostedClientOmitted.ts'),
    );
    expect(alias['algoliasearch/lite$']).toBe(
      path.join(searchDir, 'algoliaLiteShim.ts'),
    );
  });

  it('hosted and custom modes bundle the real Algolia client', () => {
    for (const mode of ['algolia', 'custom'] as const) {
      expect(aliases(mode)['algoliasearch-lite-hosted$']).toMatch(
        /algoliasearch[\\/]dist[\\/]lite[\\/]builds[\\/]browser\.js$/,
      );
    }
    // Algolia mode leaves the theme's search page on the real client.
    expect(aliases('algolia')['algoliasearch/lite$']).toBeUndefined();
    expect(aliases('custom')['algoliasearch/lite$']).toBe(
      path.join(searchDir, 'algoliaLiteShim.ts'),
    );
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
