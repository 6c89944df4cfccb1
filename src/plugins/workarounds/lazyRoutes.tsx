/**
 * Browser and server side of the lazy route areas (lazyRouteAreas.ts): the
 * component of a route that stands for a whole area of the site. It loads
 * the area's routes (a chunk of their own) and renders them like the router
 * renders the top-level ones.
 *
 * Docusaurus preloads the route components of a path before it renders it
 * (first render, hydration, navigation, hover), so the area's routes are
 * loaded by then and render at once; `preload` receives the path (see the
 * core patch) and preloads the matching routes inside the area as well.
 *
 * Server rendering lists the chunks a page needs in its HTML from what the
 * rendered route components report (react-loadable's `modules`). The area's
 * routes chunk is loaded here, not by a route component, so the component
 * reports it too: the page then names it beside its entry scripts, and its
 * first render does not wait for the chunk hash map to find the file.
 */
import {
  Fragment,
  useEffect,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import Loadable from 'react-loadable';
import renderRoutes from '@docusaurus/renderRoutes';
import {matchPath} from '@docusaurus/router';

/** A route of the generated manifest. */
export type AreaRoute = NonNullable<Parameters<typeof renderRoutes>[0]>[number];

/** Route components created by Docusaurus (react-loadable) or by us. */
type Preloadable = {preload?: (pathname?: string) => Promise<unknown>};

type AreaRouteProps = {
  location: NonNullable<Parameters<typeof renderRoutes>[2]>['location'];
};

type LazyRoutesComponent = ComponentType<AreaRouteProps> & {
  preload: (pathname?: string) => Promise<void>;
};

/**
 * The routes a path renders, outermost first; like the router's Switch, the
 * first matching route of each level wins.
 */
export function matchAreaRoutes(
  routes: readonly AreaRoute[],
  pathname: string,
): AreaRoute[] {
  for (const route of routes) {
    const {path, exact, strict} = route;
    const match =
      path === undefined || matchPath(pathname, {path, exact, strict});
    if (match) {
      return [route, ...matchAreaRoutes(route.routes ?? [], pathname)];
    }
  }
  return [];
}

/**
 * A component that renders nothing and, in server rendering, reports
 * `chunkName` as a module the page uses. The browser has no one to report
 * to; its loader is never needed.
 */
function chunkReporter(chunkName: string): ComponentType {
  return Loadable({
    loader: () => Promise.resolve({}),
    modules: [chunkName],
    loading: () => null,
    render: () => null,
  });
}

export default function lazyRoutes(
  load: () => Promise<{default: AreaRoute[]}>,
  chunkName?: string,
): LazyRoutesComponent {
  const ReportChunk = chunkName ? chunkReporter(chunkName) : Fragment;
  let routes: AreaRoute[] | undefined;
  let loading: Promise<AreaRoute[]> | undefined;
  const loadRoutes = (): Promise<AreaRoute[]> => {
    loading ??= load().then(
      (module) => {
        routes = module.default;
        return routes;
      },
      (error: unknown) => {
        // Let a later navigation try again.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };

  function LazyRoutes({location}: AreaRouteProps): ReactNode {
    const [areaRoutes, setAreaRoutes] = useState(routes);
    useEffect(() => {
      if (!areaRoutes) {
        // Only when rendered without a preload; a failed load goes to the
        // nearest error boundary, like a route chunk that fails to load.
        loadRoutes().then(setAreaRoutes, (error: unknown) =>
          setAreaRoutes(() => {
            throw error;
          }),
        );
      }
    }, [areaRoutes]);
    return (
      <>
        <ReportChunk />
        {areaRoutes ? renderRoutes(areaRoutes, undefined, {location}) : null}
      </>
    );
  }

  LazyRoutes.preload = async (pathname?: string): Promise<void> => {
    const area = await loadRoutes();
    if (pathname === undefined) {
      return;
    }
    await Promise.all(
      matchAreaRoutes(area, pathname).map((route) =>
        (route.component as Preloadable | undefined)?.preload?.(pathname),
      ),
    );
  };
  return LazyRoutes;
}
