import {describe, expect, it} from 'vitest';
import {clientModules} from './clientModules';
import {readBuildEnv} from './env';

describe('readBuildEnv', () => {
  it('defaults to a production build at the root with local search', () => {
    expect(readBuildEnv({})).toEqual({
      baseUrl: '/',
      isDeployPreview: false,
      isCrashTest: false,
      searchMode: 'local',
      searchHost: undefined,
      algoliaAppId: undefined,
      algoliaApiKey: undefined,
    });
  });

  it('turns deploy-preview mode on from DEPLOY_PREVIEW or Netlify', () => {
    expect(readBuildEnv({DEPLOY_PREVIEW: 'true'}).isDeployPreview).toBe(true);
    expect(
      readBuildEnv({NETLIFY: 'true', CONTEXT: 'deploy-preview'})
        .isDeployPreview,
    ).toBe(true);
    expect(
      readBuildEnv({NETLIFY: 'true', CONTEXT: 'production'}).isDeployPreview,
    ).toBe(false);
  });

  it('normalises BASE_URL to leading and trailing slashes', () => {
    expect(readBuildEnv({BASE_URL: 'docs-site'}).baseUrl).toBe('/docs-site/');
  });

  it('needs a host URL in custom search mode', () => {
    expect(() => readBuildEnv({SEARCH_MODE: 'custom'})).toThrow(/SEARCH_HOST/);
    expect(
      readBuildEnv({
        SEARCH_MODE: 'custom',
        SEARCH_HOST: 'http://127.0.0.1:7700',
      }).searchHost,
    ).toBe('http://127.0.0.1:7700');
  });

  it('takes hosted-index credentials from ALGOLIA_APP_ID and ALGOLIA_API_KEY', () => {
    const env = readBuildEnv({
      SEARCH_MODE: 'algolia',
      ALGOLIA_APP_ID: 'APP',
      ALGOLIA_API_KEY: 'key',
    });
    expect([env.algoliaAppId, env.algoliaApiKey]).toEqual(['APP', 'key']);
  });

  it('rejects an unknown search mode with a message naming the choices', () => {
    expect(() => readBuildEnv({SEARCH_MODE: 'elastic'})).toThrow(
      /local, algolia, custom/,
    );
  });
});

describe('clientModules', () => {
  it('adds the route logger only to deploy-preview builds', () => {
    expect(clientModules({isDeployPreview: false})).not.toContain(
      './src/clientModules/routeLogger.ts',
    );
    expect(clientModules({isDeployPreview: true})).toContain(
      './src/clientModules/routeLogger.ts',
    );
  });
});
