/**
 * The feature-requests page (at /feature-requests/ by default). Adds one
 * non-exact route that matches the base path and every path below it,
 * rendered by this plugin's own theme component. The content plugins only
 * create exact routes, hence a plugin of its own.
 *
 * Offline by default: the page explains how to propose a feature on GitHub.
 * A hosted board is embedded only when `boardUrl` is configured, and only
 * while the reader is online; nothing third-party loads otherwise.
 */
import path from 'node:path';
import type {
  LoadContext,
  OptionValidationContext,
  Plugin,
} from '@docusaurus/types';
import {joinRoutePath} from './board';

export interface FeatureRequestsPluginOptions {
  /** Plugin instance id (core only fills it in for plugins without validateOptions). */
  id: string;
  /** Route of the page, below the site's base URL. */
  routeBasePath: string;
  /** Repository whose issues and discussions collect the requests. */
  repositoryUrl: string;
  /** http(s) URL of a hosted feature-request board, or null (the default). */
  boardUrl: string | null;
}

export type FeatureRequestsUserOptions = Partial<FeatureRequestsPluginOptions>;

/**
 * What the page component receives (see theme-types.d.ts). A type alias, not
 * an interface, so it fits the `props` record of `addRoute`.
 */
export type FeatureRequestsPageProps = {
  /** The route path, with base URL and trailing slash. */
  basePath: string;
  repositoryUrl: string;
  boardUrl: string | null;
};

/** `repositoryUrl` has no default: the site config passes its own. */
export const defaultOptions: Omit<
  FeatureRequestsPluginOptions,
  'repositoryUrl'
> = {
  id: 'default',
  routeBasePath: 'feature-requests',
  boardUrl: null,
};

const isHttpUrl = (value: string): boolean => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

export function validateOptions({
  options,
}: OptionValidationContext<
  FeatureRequestsUserOptions | undefined,
  FeatureRequestsPluginOptions
>): FeatureRequestsPluginOptions {
  const merged: Partial<FeatureRequestsPluginOptions> = {
    ...defaultOptions,
    ...options,
  };
  if (typeof merged.routeBasePath !== 'string' || !merged.routeBasePath) {
    throw new Error(
      'feature-requests plugin: routeBasePath must be a non-empty path such as "feature-requests".',
    );
  }
  if (
    typeof merged.repositoryUrl !== 'string' ||
    !isHttpUrl(merged.repositoryUrl)
  ) {
    throw new Error(
      `feature-requests plugin: repositoryUrl must be an http(s) URL; got "${String(merged.repositoryUrl)}".`,
    );
  }
  const boardUrl = merged.boardUrl ?? null;
  if (boardUrl !== null && !isHttpUrl(boardUrl)) {
    throw new Error(
      `feature-requests plugin: boardUrl must be an http(s) URL or null; got "${String(merged.boardUrl)}".`,
    );
  }
  return {
    id: merged.id ?? defaultOptions.id,
    routeBasePath: merged.routeBasePath,
    repositoryUrl: merged.repositoryUrl.replace(/\/+$/, ''),
    boardUrl,
  };
}

export default function featureRequestsPlugin(
  context: LoadContext,
  options: FeatureRequestsPluginOptions,
): Plugin<undefined> {
  const themePath = path.join(__dirname, 'theme');
  return {
    name: 'feature-requests',
    getThemePath: () => themePath,
    getTypeScriptThemePath: () => themePath,
    contentLoaded({actions}) {
      const props: FeatureRequestsPageProps = {
        basePath: joinRoutePath(context.baseUrl, options.routeBasePath),
        repositoryUrl: options.repositoryUrl,
        boardUrl: options.boardUrl,
      };
      actions.addRoute({
        path: props.basePath,
        component: '@theme/FeatureRequestsPage',
        // Every subpath (a board, a post) renders the same page.
        exact: false,
        props,
      });
    },
  };
}
