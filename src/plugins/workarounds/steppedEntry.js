// The site's browser entry: Docusaurus' client entry, evaluated over several
// tasks instead of one (see clientEntryInTasks.ts for why and what it buys).
// Each step requires modules the next ones import; the bundler evaluates a
// module once, so the last step finds them ready and runs the rest of the
// entry: the app's own modules, the first route's preload and hydration.
'use strict';

/* eslint-disable @typescript-eslint/no-require-imports */
const {runInTasks} = require('./runInTasks.js');

runInTasks([
  [
    // The route manifest (a route component per route, the chunk registry)
    // and the `window.docusaurus` API built on it. The client entry sets
    // that global too, to the same object; it is set here because the home
    // page's base-URL check shows its "did not load properly" banner when
    // the global is missing at DOMContentLoaded, and the home page's entry
    // scripts are deferred: only this first step runs before that event.
    'routes',
    () => {
      window.docusaurus =
        require('@docusaurus/core/lib/client/docusaurus.js').default;
    },
  ],
  // React DOM, the largest module of the entry.
  ['react-dom', () => require('react-dom/client')],
  [
    'site data',
    () => {
      require('@generated/docusaurus.config');
      require('@generated/globalData');
      // The router and the document head manager.
      require('@docusaurus/router');
      require('@docusaurus/Head');
    },
  ],
  // Before the app: the app imports them first, so the stylesheet keeps its
  // rules in the same order.
  ['client modules', () => require('@generated/client-modules')],
  ['app', () => require('@docusaurus/core/lib/client/App.js')],
  [
    // Finding the page's route compiles the path pattern of every route it
    // tries (react-router's matchPath keeps each compiled pattern): about
    // 40 % of the next step's time on a docs page. Done in a task of its
    // own, the next step finds the patterns compiled.
    'route match',
    () => {
      const {matchPath} = require('@docusaurus/router');
      const routes = require('@generated/routes').default;
      const pathname = window.location.pathname;
      // The walk of react-router-config's matchRoutes: the first route of
      // each level that matches, then its child routes.
      /** @param {import('react-router-config').RouteConfig[]} level */
      const walk = (level) => {
        for (const route of level) {
          if (!route.path || matchPath(pathname, route)) {
            if (route.routes) {
              walk(route.routes);
            }
            return;
          }
        }
      };
      walk(routes);
    },
  ],
  // The modules of the page's own route (the theme's page layout, the
  // content), which the client entry preloads before it renders: loaded
  // and evaluated here, the entry's preload finds them ready.
  [
    'first route',
    () =>
      require('@docusaurus/core/lib/client/preload.js').default(
        window.location.pathname,
      ),
  ],
  ['entry', () => require('@docusaurus/core/lib/client/clientEntry.js')],
]);
/* eslint-enable @typescript-eslint/no-require-imports */
