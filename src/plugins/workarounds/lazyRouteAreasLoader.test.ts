import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import lazyRouteAreasLoader, {parseRoutes} from './lazyRouteAreasLoader.js';

// A small generated manifest in the shape Docusaurus 3.8.1 writes it: a
// top-level area of exact routes (/tests/), a nested area (one docs version)
// and the catch-all 404 route.
const routesSource = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/blog/',
    component: ComponentCreator('/blog/', 'b01'),
    exact: true
  },
  {
    path: '/tests/',
    component: ComponentCreator('/tests/', 't01'),
    exact: true
  },
  {
    path: '/tests/pages/a/',
    component: ComponentCreator('/tests/pages/a/', 't02'),
    exact: true
  },
  {
    path: '/versions/',
    component: ComponentCreator('/versions/', 'v01'),
    exact: true
  },
  {
    path: '/docs/',
    component: ComponentCreator('/docs/', 'd01'),
    routes: [
      {
        path: '/docs/1.0/',
        component: ComponentCreator('/docs/1.0/', 'd02'),
        routes: [
          {
            path: '/docs/1.0/intro/',
            component: ComponentCreator('/docs/1.0/intro/', 'd03'),
            exact: true,
            sidebar: "docs"
          }
        ]
      },
      {
        path: '/docs/',
        component: ComponentCreator('/docs/', 'd04'),
        routes: [
          {
            path: '/docs/intro/',
            component: ComponentCreator('/docs/intro/', 'd05'),
            exact: true,
            sidebar: "docs"
          }
        ]
      }
    ]
  },
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];
`;

const entry = (name: string, request: string) =>
  `  "${name}": [() => import(/* webpackChunkName: "${name}" */ "${request}"), "${request}", require.resolveWeak("${request}")]`;

const registrySource = `export default {
${[
  entry('blog', '@site/src/pages/blog.tsx'),
  entry('page', '@site/src/pages/page.tsx'),
  entry('testsIndex', '@site/src/pages/tests/index.tsx'),
  entry('testsA', '@site/src/pages/tests/a.tsx'),
  entry('docsRoot', '@theme/DocsRoot'),
  entry('version10', '@generated/version-1.0.json'),
  entry('intro10', '@site/versioned_docs/intro.md'),
  entry('intro', '@site/docs/intro.md'),
].join(',\n')}};
`;

const routesChunkNames = {
  '/blog/-b01': {__comp: 'blog'},
  '/tests/-t01': {__comp: 'testsIndex'},
  // `page` is shared with a route outside the area: it stays.
  '/tests/pages/a/-t02': {__comp: 'testsA', __props: 'page'},
  '/versions/-v01': {__comp: 'page'},
  '/docs/-d01': {__comp: 'docsRoot'},
  '/docs/1.0/-d02': {__comp: 'docsRoot', __props: 'version10'},
  '/docs/1.0/intro/-d03': {content: 'intro10'},
  '/docs/-d04': {__comp: 'docsRoot'},
  '/docs/intro/-d05': {content: 'intro'},
};

function generatedDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'lazy-route-areas-'));
  writeFileSync(path.join(dir, 'routes.js'), routesSource);
  writeFileSync(path.join(dir, 'registry.js'), registrySource);
  writeFileSync(
    path.join(dir, 'routesChunkNames.json'),
    JSON.stringify(routesChunkNames),
  );
  return dir;
}

type ManifestRoute = {
  path: string;
  exact?: boolean;
  component: unknown;
  routes?: ManifestRoute[];
};

/** Runs the loader on one generated file as the bundler would. */
function runLoader(
  dir: string,
  file: string,
  query = '',
  areas = ['/tests/', '/docs/1.0/'],
): string {
  const source = registrySource;
  const context = {
    getOptions: () => ({
      areas,
      lazyRoutesModule: '/site/lazyRoutes.tsx',
      stripModulePaths: true,
    }),
    resourcePath: path.join(dir, file),
    resourceQuery: query,
    addDependency: () => undefined,
  };
  return (
    lazyRouteAreasLoader as unknown as (
      this: typeof context,
      source: string,
    ) => string
  ).call(context, file === 'registry.js' ? source : '');
}

/** Evaluates a printed routes module, components as their source text. */
function routesOf(source: string): ManifestRoute[] {
  const body = source
    .replace(/^import .*$/gm, '')
    .replace(/^const .*$/gm, '')
    .replace(/^Object\.assign\([\s\S]*?\);$/gm, '')
    .replace(/^export default /m, 'return ');
  const componentCreator = (...args: string[]) => `CC(${args.join(',')})`;
  return new Function(
    'ComponentCreator',
    'lazyRouteArea0',
    'lazyRouteArea1',
    body,
  )(componentCreator, 'area0', 'area1') as ManifestRoute[];
}

describe('lazyRouteAreasLoader', () => {
  it('replaces each area with one route at the place of its first route', () => {
    const source = runLoader(generatedDir(), 'routes.js');
    expect(source).toContain(
      'lazyRoutes(() => import(/* webpackChunkName: "lazy-route-area-0" */ "@generated/routes?lazyRouteArea=0"), "lazy-route-area-0")',
    );
    const routes = routesOf(source);
    expect(routes.map((route) => [route.path, route.component])).toEqual([
      ['/blog/', 'CC(/blog/,b01)'],
      ['/tests/', 'area0'],
      ['/versions/', 'CC(/versions/,v01)'],
      ['/docs/', 'CC(/docs/,d01)'],
      ['*', 'CC(*)'],
    ]);
    expect(routes[1]!.exact).toBeUndefined();
    expect(
      routes[3]!.routes!.map((route) => [route.path, route.component]),
    ).toEqual([
      ['/docs/1.0/', 'area1'],
      ['/docs/', 'CC(/docs/,d04)'],
    ]);
  });

  it('gives an area its routes, the 404 route when it needs it, and their manifest entries', () => {
    const dir = generatedDir();
    const tests = runLoader(dir, 'routes.js', '?lazyRouteArea=0');
    expect(routesOf(tests).map((route) => route.path)).toEqual([
      '/tests/',
      '/tests/pages/a/',
      '*',
    ]);
    expect(tests).toContain('"testsIndex": [() => import(');
    expect(tests).toContain('"testsA": [() => import(');
    // Shared entries stay in the entry chunk only; paths are stripped.
    expect(tests).not.toContain('"page": [');
    expect(tests).not.toContain('"@site/src/pages/tests/a.tsx", require');
    expect(tests).toContain(
      '"/tests/pages/a/-t02":{"__comp":"testsA","__props":"page"}',
    );

    const version = routesOf(runLoader(dir, 'routes.js', '?lazyRouteArea=1'));
    // The version route covers its whole area: no 404 route added.
    expect(version.map((route) => route.path)).toEqual(['/docs/1.0/']);
    expect(version[0]!.routes![0]).toMatchObject({
      path: '/docs/1.0/intro/',
      exact: true,
      sidebar: 'docs',
    });
  });

  it('keeps in the entry registry and chunk names only what other routes use', () => {
    const dir = generatedDir();
    const registry = runLoader(dir, 'registry.js');
    for (const kept of ['blog', 'page', 'docsRoot', 'intro']) {
      expect(registry).toContain(`"${kept}": [`);
    }
    for (const moved of ['testsIndex', 'testsA', 'version10', 'intro10']) {
      expect(registry).not.toContain(`"${moved}": [`);
    }
    const chunkNames = JSON.parse(
      runLoader(dir, 'routesChunkNames.json'),
    ) as Record<string, unknown>;
    expect(Object.keys(chunkNames)).toEqual([
      '/blog/-b01',
      '/versions/-v01',
      '/docs/-d01',
      '/docs/-d04',
      '/docs/intro/-d05',
      // What a prefetch of a link into an area fetches: its routes.
      '/tests/-lazy0',
      '/docs/1.0/-lazy1',
    ]);
    expect(chunkNames['/tests/-lazy0']).toEqual({__comp: 'lazy-route-area-0'});
  });

  it('refuses an area whose routes are split by a route that matches its paths', () => {
    const dir = generatedDir();
    writeFileSync(
      path.join(dir, 'routes.js'),
      routesSource.replace(
        "  {\n    path: '/tests/pages/a/',",
        "  {\n    path: '/',\n    component: ComponentCreator('/', 'r01')\n  },\n  {\n    path: '/tests/pages/a/',",
      ),
    );
    expect(() => runLoader(dir, 'routes.js')).toThrow(
      'route / lies between routes of the lazy area /tests/',
    );
  });

  it('reads the route tree of a generated routes.js', () => {
    const routes = parseRoutes(routesSource) as ManifestRoute[];
    expect(routes).toHaveLength(6);
    expect(routes[4]!.routes![0]!.routes![0]!.component).toEqual({
      componentCreator: ['/docs/1.0/intro/', 'd03'],
    });
  });
});
