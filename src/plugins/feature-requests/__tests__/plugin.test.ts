import {describe, expect, it, vi} from 'vitest';
import type {LoadContext, PluginContentLoadedActions} from '@docusaurus/types';
import featureRequestsPlugin, {
  validateOptions,
  type FeatureRequestsPluginOptions,
  type FeatureRequestsUserOptions,
} from '../index';

const repositoryUrl = 'https://github.com/facebook/docusaurus';

function validate(options: FeatureRequestsUserOptions | undefined) {
  return validateOptions({
    options,
    validate: () => {
      throw new Error('the plugin validates its options itself');
    },
  });
}

describe('validateOptions', () => {
  it('is offline by default: no board', () => {
    expect(validate({repositoryUrl})).toEqual({
      id: 'default',
      routeBasePath: 'feature-requests',
      repositoryUrl,
      boardUrl: null,
    });
  });

  it('accepts an http(s) board URL', () => {
    expect(
      validate({repositoryUrl, boardUrl: 'https://feedback.example.com/'})
        .boardUrl,
    ).toBe('https://feedback.example.com/');
  });

  it('rejects a board URL that is not http(s)', () => {
    expect(() =>
      validate({repositoryUrl, boardUrl: 'javascript:alert(1)'}),
    ).toThrow(/boardUrl must be an http\(s\) URL/);
    expect(() => validate({repositoryUrl, boardUrl: 'feedback'})).toThrow(
      /boardUrl/,
    );
  });

  it('needs the repository URL and drops its trailing slash', () => {
    expect(() => validate({})).toThrow(/repositoryUrl/);
    expect(validate({repositoryUrl: `${repositoryUrl}/`}).repositoryUrl).toBe(
      repositoryUrl,
    );
  });
});

describe('featureRequestsPlugin', () => {
  async function routesFor(
    baseUrl: string,
    options: FeatureRequestsPluginOptions,
  ) {
    const plugin = featureRequestsPlugin({baseUrl} as LoadContext, options);
    const addRoute = vi.fn();
    await plugin.contentLoaded?.({
      content: undefined,
      actions: {addRoute} as unknown as PluginContentLoadedActions,
      allContent: {},
    } as Parameters<NonNullable<typeof plugin.contentLoaded>>[0]);
    return addRoute.mock.calls.map(([route]) => route as unknown);
  }

  it('adds one non-exact route, so every subpath renders the page', async () => {
    const routes = await routesFor('/', validate({repositoryUrl}));
    expect(routes).toEqual([
      {
        path: '/feature-requests/',
        component: '@theme/FeatureRequestsPage',
        exact: false,
        props: {
          basePath: '/feature-requests/',
          repositoryUrl,
          boardUrl: null,
        },
      },
    ]);
  });

  it('puts the route under the base URL', async () => {
    const [route] = await routesFor(
      '/site/',
      validate({repositoryUrl, routeBasePath: '/ideas/'}),
    );
    expect(route).toMatchObject({path: '/site/ideas/', exact: false});
  });
});
