/**
 * Entry pages carry their release date as the route's last update, which
 * the sitemap turns into `lastmod` (instead of asking git about generated
 * files it does not track).
 */
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import type {PluginContentLoadedActions, RouteConfig} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import {datingEntryRoutes} from '../index';

function contentWith(posts: {permalink: string; date: string}[]): BlogContent {
  return {
    blogPosts: posts.map(({permalink, date}) => ({
      id: permalink,
      metadata: {permalink, date: new Date(date)},
    })),
  } as unknown as BlogContent;
}

function recordingActions(): {
  actions: PluginContentLoadedActions;
  routes: RouteConfig[];
} {
  const routes: RouteConfig[] = [];
  const actions = {
    addRoute: (route: RouteConfig) => routes.push(route),
    createData: () => Promise.resolve(''),
    setGlobalData: () => {},
  } as PluginContentLoadedActions;
  return {actions, routes};
}

const content = contentWith([
  {permalink: '/changelog/3.8.1', date: '2025-06-06'},
  {permalink: '/changelog/3.8.0', date: '2025-05-29'},
]);

describe('datingEntryRoutes', () => {
  it('gives each entry page the date of its release', () => {
    const {actions, routes} = recordingActions();
    datingEntryRoutes(actions, content).addRoute({
      path: '/changelog/3.8.1',
      component: '@theme/ChangelogPage',
      metadata: {sourceFilePath: '.docusaurus/changelog/default/3.8.1.md'},
    });
    expect(routes).toEqual([
      {
        path: '/changelog/3.8.1',
        component: '@theme/ChangelogPage',
        metadata: {
          sourceFilePath: '.docusaurus/changelog/default/3.8.1.md',
          lastUpdatedAt: Date.UTC(2025, 5, 6),
        },
      },
    ]);
  });

  it('leaves list pages, and a date the blog plugin already set, alone', () => {
    const {actions, routes} = recordingActions();
    const dating = datingEntryRoutes(actions, content);
    const list = {path: '/changelog', component: '@theme/ChangelogList'};
    const dated = {
      path: '/changelog/3.8.0',
      component: '@theme/ChangelogPage',
      metadata: {lastUpdatedAt: Date.UTC(2025, 6, 1)},
    };
    dating.addRoute(list);
    dating.addRoute(dated);
    expect(routes).toEqual([list, dated]);
  });
});
