// Loader for the generated route manifest: `.docusaurus/routes.js`,
// `.docusaurus/registry.js` and `.docusaurus/routesChunkNames.json`.
//
// Docusaurus bundles the whole manifest (every route, its chunk names and a
// loader per chunk) into the entry chunk, so every page downloads the routes
// of every other page. This loader moves the routes of rarely visited areas
// (path prefixes given as the `areas` option) out of the entry chunk:
//
// - routes.js: the routes under an area become one route whose component
//   (lazyRoutes.tsx) loads the area's routes on demand and renders them;
// - routes.js?lazyRouteArea=<n>: the module holding area n's routes, which
//   adds the area's chunk names and registry entries to the shared ones
//   before creating its route components;
// - registry.js and routesChunkNames.json: without the entries that only
//   the moved routes use.
'use strict';

// A CommonJS module: the bundler requires loaders.
/* eslint-disable @typescript-eslint/no-require-imports */
const fs = require('node:fs');
const path = require('node:path');
const {stripModulePaths} = require('./registryModulePathsLoader.js');
/* eslint-enable @typescript-eslint/no-require-imports */

const areaQuery = 'lazyRouteArea';

/**
 * A route component as read from routes.js (`ComponentCreator(path, hash)`,
 * the hash absent for some routes) or an area's lazily loaded routes (the
 * name of the variable holding them).
 * @typedef {{componentCreator: [string, string | undefined], lazyRouteArea?: undefined} | {lazyRouteArea: string, componentCreator?: undefined}} RouteComponent
 */

/**
 * A route of the generated tree; other keys (such as `sidebar`) are printed
 * back as they were read.
 * @typedef {object} Route
 * @property {string} path
 * @property {RouteComponent} component
 * @property {boolean} [exact]
 * @property {Route[]} [routes]
 */

/**
 * The loader's options (lazyRouteAreas.ts).
 * @typedef {object} LazyRouteAreasOptions
 * @property {string[]} areas Path prefixes of the areas loaded on demand.
 * @property {string} lazyRoutesModule Module of the lazy area component.
 * @property {boolean} stripModulePaths Whether an area's registry entries
 *   lose their module paths (client bundle).
 */

/**
 * What the loader uses of the bundler's loader context.
 * @typedef {object} LoaderContext
 * @property {() => LazyRouteAreasOptions} getOptions
 * @property {string} resourcePath
 * @property {string} resourceQuery
 * @property {(file: string) => void} addDependency
 */

/**
 * Thrown when the generated files no longer have the expected shape.
 * @param {string} what
 */
function formatError(what) {
  return new Error(
    `lazyRouteAreasLoader: ${what}; the generated route manifest format changed. Check src/plugins/workarounds/lazyRouteAreasLoader.js.`,
  );
}

/**
 * Reads the route tree of a generated routes.js. Components become
 * {path, hash} records, so the tree can be printed again as source.
 * @param {string} source
 * @returns {Route[]}
 */
function parseRoutes(source) {
  const imports = source.match(/^import .*$/gm) ?? [];
  const expected = [
    "import React from 'react';",
    "import ComponentCreator from '@docusaurus/ComponentCreator';",
  ];
  if (imports.join('\n') !== expected.join('\n')) {
    throw formatError(`unexpected imports ${JSON.stringify(imports)}`);
  }
  const body = source
    .replace(/^import .*$/gm, '')
    .replace(/^export default /m, 'return ');
  /**
   * @param {string} routePath
   * @param {string} [hash]
   * @returns {RouteComponent}
   */
  const componentCreator = (routePath, hash) => ({
    componentCreator: [routePath, hash],
  });
  // The generated file is data written by Docusaurus at build time.
  return new Function('ComponentCreator', body)(componentCreator);
}

/** @param {number} depth */
const indentOf = (depth) => '  '.repeat(depth);

/**
 * Prints routes as source, the way routes.js writes them.
 * @param {Route[]} routes
 * @param {number} depth
 * @returns {string}
 */
function printRoutes(routes, depth) {
  const items = routes.map((route) => printRoute(route, depth + 1));
  return `[\n${items.join(',\n')}\n${indentOf(depth)}]`;
}

/**
 * @param {Route} route
 * @param {number} depth
 * @returns {string}
 */
function printRoute(route, depth) {
  const pad = indentOf(depth + 1);
  const lines = Object.entries(route).map(([key, value]) => {
    if (key === 'component') {
      const component = /** @type {RouteComponent} */ (value);
      if (component.lazyRouteArea !== undefined) {
        return `${pad}component: ${component.lazyRouteArea}`;
      }
      const args = component.componentCreator.filter(
        (arg) => arg !== undefined,
      );
      return `${pad}component: ComponentCreator(${args.map((arg) => JSON.stringify(arg)).join(', ')})`;
    }
    if (key === 'routes') {
      return `${pad}routes: ${printRoutes(/** @type {Route[]} */ (value), depth + 1)}`;
    }
    return `${pad}${key}: ${JSON.stringify(value)}`;
  });
  return `${indentOf(depth)}{\n${lines.join(',\n')}\n${indentOf(depth)}}`;
}

/**
 * Does a route pattern match some path under `prefix`?
 * @param {string} routePath
 * @param {string} prefix
 */
const isUnder = (routePath, prefix) => routePath.startsWith(prefix);
/**
 * @param {string} routePath
 * @param {string} prefix
 */
const isPrefixOf = (routePath, prefix) =>
  routePath === '*' || prefix.startsWith(routePath);

/**
 * Splits the route tree: at each level, the routes under an area prefix are
 * replaced by one route for the whole area (at the place of the first).
 * Returns the new tree and, per area, the routes it holds.
 * @param {Route[]} routes
 * @param {string[]} areas
 * @returns {{routes: Route[], areaRoutes: Route[][]}}
 */
function splitRoutes(routes, areas) {
  const areaRoutes = areas.map(() => /** @type {Route[]} */ ([]));
  /**
   * @param {Route[]} level
   * @param {boolean} isTopLevel
   * @returns {Route[]}
   */
  function splitLevel(level, isTopLevel) {
    let result = level;
    areas.forEach((prefix, index) => {
      const members = result.filter((route) => isUnder(route.path, prefix));
      if (members.length === 0) {
        return;
      }
      // members is not empty: both are routes of result.
      const first = result.indexOf(/** @type {Route} */ (members[0]));
      const last = result.indexOf(
        /** @type {Route} */ (members[members.length - 1]),
      );
      // Moving later members up to the first one's place must not change
      // what matches: no route in between may match paths of the area.
      for (const route of result.slice(first, last + 1)) {
        if (!members.includes(route) && isPrefixOf(route.path, prefix)) {
          throw new Error(
            `lazyRouteAreasLoader: route ${route.path} lies between routes of the lazy area ${prefix}`,
          );
        }
      }
      const group = [...members];
      const coversArea = members.some(
        (route) => route.path === prefix && !route.exact,
      );
      if (!coversArea) {
        // A path of the area that no member matches went on to the later
        // routes; only the catch-all 404 route may take it.
        const fallbacks = result
          .slice(last + 1)
          .filter((route) => !route.exact && isPrefixOf(route.path, prefix));
        if (
          fallbacks.some((route) => route.path !== '*') ||
          (fallbacks.length === 0 && !isTopLevel)
        ) {
          throw new Error(
            `lazyRouteAreasLoader: paths under ${prefix} that no route of the area matches would not reach the same route`,
          );
        }
        group.push(...fallbacks);
      }
      /** @type {Route[]} */ (areaRoutes[index]).push(...group);
      /** @type {Route} */
      const areaRoute = {
        path: prefix,
        component: {lazyRouteArea: `lazyRouteArea${index}`},
      };
      result = [
        ...result.slice(0, first),
        areaRoute,
        ...result.slice(first).filter((route) => !members.includes(route)),
      ];
    });
    return result.map((route) =>
      route.routes && route.component.lazyRouteArea === undefined
        ? {...route, routes: splitLevel(route.routes, false)}
        : route,
    );
  }
  return {routes: splitLevel(routes, true), areaRoutes};
}

/**
 * routesChunkNames keys (`path-hash`) of the routes of a tree.
 * @param {Route[]} routes
 * @returns {string[]}
 */
function chunkNameKeys(routes) {
  return routes.flatMap((route) => {
    const own =
      route.component.componentCreator &&
      route.component.componentCreator[1] !== undefined
        ? [route.component.componentCreator.join('-')]
        : [];
    return [...own, ...chunkNameKeys(route.routes ?? [])];
  });
}

/**
 * Every chunk name in a routesChunkNames value (nested objects, arrays).
 * @param {unknown} value A routesChunkNames.json value.
 * @returns {string[]}
 */
function chunkNamesIn(value) {
  if (typeof value === 'string') {
    return [value];
  }
  if (value && typeof value === 'object') {
    return Object.values(value).flatMap(chunkNamesIn);
  }
  return [];
}

const registryEntry =
  /"((?:[^"\\]|\\.)*)": (\[\(\) => import\(.*?, require\.resolveWeak\("(?:[^"\\]|\\.)*"\)\])/g;

/**
 * The source of each registry entry (`[loader, path, id]`), by chunk name.
 * @param {string} source
 * @returns {Map<string, string>}
 */
function parseRegistry(source) {
  /** @type {Map<string, string>} */
  const entries = new Map();
  // Both groups always take part in a match of registryEntry.
  const matches = /** @type {IterableIterator<[string, string, string]>} */ (
    source.matchAll(registryEntry)
  );
  for (const [, name, entry] of matches) {
    entries.set(JSON.parse(`"${name}"`), entry);
  }
  const count = (source.match(/require\.resolveWeak\(/g) ?? []).length;
  if (entries.size !== count) {
    throw formatError(`read ${entries.size} of ${count} registry entries`);
  }
  return entries;
}

/**
 * Registry entries as the body of an object literal.
 * @param {Iterable<[string, string]>} entries
 */
const printRegistry = (entries) =>
  [...entries]
    .map(([name, entry]) => `  ${JSON.stringify(name)}: ${entry}`)
    .join(',\n');

/**
 * Everything the loader derives from the three generated files: the new
 * route tree and, per area, its routes, chunk names entries and registry
 * entries; plus what stays in the entry chunk.
 * @param {string} generatedDir
 * @param {string[]} areas
 */
function planManifest(generatedDir, areas) {
  /** @param {string} file */
  const read = (file) => fs.readFileSync(path.join(generatedDir, file), 'utf8');
  const {routes, areaRoutes} = splitRoutes(
    parseRoutes(read('routes.js')),
    areas,
  );
  /** @type {Record<string, unknown>} */
  const routesChunkNames = JSON.parse(read('routesChunkNames.json'));
  const registry = parseRegistry(read('registry.js'));
  const keptKeys = new Set(chunkNameKeys(routes));
  const keptChunkNames = new Set(
    [...keptKeys].flatMap((key) => chunkNamesIn(routesChunkNames[key])),
  );
  const areas_ = areaRoutes.map((members) => {
    const keys = chunkNameKeys(members).filter((key) => !keptKeys.has(key));
    const chunkNames = new Set(
      keys.flatMap((key) => chunkNamesIn(routesChunkNames[key])),
    );
    return {
      routes: members,
      chunkNames: Object.fromEntries(
        keys.map((key) => [key, routesChunkNames[key]]),
      ),
      registry: new Map(
        [...chunkNames]
          .filter((name) => !keptChunkNames.has(name) && registry.has(name))
          .map((name) => [name, /** @type {string} */ (registry.get(name))]),
      ),
    };
  });
  const movedKeys = new Set(areas_.flatMap((a) => Object.keys(a.chunkNames)));
  const movedChunkNames = new Set(
    areas_.flatMap((a) => Object.values(a.chunkNames).flatMap(chunkNamesIn)),
  );
  return {
    routes,
    areas: areas_,
    keptChunkNameKeys: Object.keys(routesChunkNames).filter(
      (key) => !movedKeys.has(key),
    ),
    routesChunkNames,
    droppedRegistryNames: new Set(
      [...movedChunkNames].filter((name) => !keptChunkNames.has(name)),
    ),
  };
}

/** @typedef {ReturnType<typeof planManifest>} ManifestPlan */

/** @param {number} index */
const areaRequest = (index) => `@generated/routes?${areaQuery}=${index}`;
/** @param {number} index */
const areaChunkName = (index) => `lazy-route-area-${index}`;

/**
 * routes.js with each area as one lazily loaded route.
 * @param {ManifestPlan} plan
 * @param {string} lazyRoutesModule
 */
function entryRoutesSource(plan, lazyRoutesModule) {
  const factories = plan.areas.map((_, index) => {
    const request = JSON.stringify(areaRequest(index));
    const chunkName = JSON.stringify(areaChunkName(index));
    return `const lazyRouteArea${index} = lazyRoutes(() => import(/* webpackChunkName: ${chunkName} */ ${request}), ${chunkName});`;
  });
  return [
    "import React from 'react';",
    "import ComponentCreator from '@docusaurus/ComponentCreator';",
    `import lazyRoutes from ${JSON.stringify(lazyRoutesModule)};`,
    '',
    ...factories,
    '',
    `export default ${printRoutes(plan.routes, 0)};`,
    '',
  ].join('\n');
}

/**
 * The module of one area: its manifest entries and its routes.
 * @param {ManifestPlan} plan
 * @param {number} index
 */
function areaRoutesSource(plan, index) {
  const area = plan.areas[index];
  if (area === undefined) {
    throw new Error(`lazyRouteAreasLoader: no lazy route area ${index}`);
  }
  return [
    "import React from 'react';",
    "import ComponentCreator from '@docusaurus/ComponentCreator';",
    "import registry from '@generated/registry';",
    "import routesChunkNames from '@generated/routesChunkNames';",
    '',
    '// Registered before the route components below are created: they look',
    '// their chunks up in these shared objects.',
    `Object.assign(registry, {\n${printRegistry(area.registry)}\n});`,
    `Object.assign(routesChunkNames, ${JSON.stringify(area.chunkNames)});`,
    '',
    `export default ${printRoutes(area.routes, 0)};`,
    '',
  ].join('\n');
}

/**
 * routesChunkNames.json without the moved routes, plus one entry per area
 * route naming the area's chunk: the prefetch of a link into an area
 * (which looks chunk names up by route path) then fetches the area's
 * routes.
 * @param {ManifestPlan} plan
 * @param {string[]} areas
 */
function entryChunkNamesSource(plan, areas) {
  const kept = Object.fromEntries(
    plan.keptChunkNameKeys.map((key) => [key, plan.routesChunkNames[key]]),
  );
  areas.forEach((prefix, index) => {
    kept[`${prefix}-lazy${index}`] = {__comp: areaChunkName(index)};
  });
  return JSON.stringify(kept, null, 2);
}

/**
 * @param {string} source
 * @param {Set<string>} droppedNames
 */
function entryRegistrySource(source, droppedNames) {
  if (!source.startsWith('export default {')) {
    throw formatError('registry.js does not start with its default export');
  }
  const kept = [...parseRegistry(source)].filter(
    ([name]) => !droppedNames.has(name),
  );
  return `export default {\n${printRegistry(kept)}\n};\n`;
}

/**
 * @this {LoaderContext}
 * @param {string} source
 * @returns {string}
 */
module.exports = function lazyRouteAreasLoader(source) {
  const {areas, lazyRoutesModule, stripModulePaths: strip} = this.getOptions();
  const generatedDir = path.dirname(this.resourcePath);
  for (const file of ['routes.js', 'registry.js', 'routesChunkNames.json']) {
    this.addDependency(path.join(generatedDir, file));
  }
  const plan = planManifest(generatedDir, areas);
  const file = path.basename(this.resourcePath);
  const query = new URLSearchParams(this.resourceQuery.replace(/^\?/, ''));
  if (file === 'routes.js' && query.has(areaQuery)) {
    const area = areaRoutesSource(plan, Number(query.get(areaQuery)));
    return strip ? stripModulePaths(area).result : area;
  }
  if (file === 'routes.js') {
    return entryRoutesSource(plan, lazyRoutesModule);
  }
  if (file === 'registry.js') {
    return entryRegistrySource(source, plan.droppedRegistryNames);
  }
  if (file === 'routesChunkNames.json') {
    return entryChunkNamesSource(plan, areas);
  }
  throw new Error(`lazyRouteAreasLoader: unexpected file ${file}`);
};

module.exports.parseRoutes = parseRoutes;
module.exports.printRoutes = printRoutes;
module.exports.splitRoutes = splitRoutes;
module.exports.planManifest = planManifest;
