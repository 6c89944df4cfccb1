/**
 * Prepares stored preferences before the theme reads them:
 * - moves preferences that older builds stored under un-namespaced keys to
 *   the namespaced keys this build reads, once, and deletes the old keys;
 * - resets the announcement-bar dismissal when the announcement id changed.
 *   The theme does reset it, but only after hydration, while its
 *   own inline script has already hidden the bar with CSS, so a new
 *   announcement would stay hidden until the next page load.
 *
 * It runs as an inline <head> script rather than a client module: the
 * theme's own inline scripts read the colour mode and announcement keys at
 * the start of <body>, before any client module is evaluated, so only a
 * script that runs earlier makes a migrated choice apply on the first page.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';

/** Keys the theme stored without a namespace before namespacing existed. */
export const legacyStorageKeys = [
  'theme',
  'docusaurus.announcement.id',
  'docusaurus.announcement.dismiss',
  'docs-preferred-version-default',
] as const;

/**
 * Source of the inline script. Each legacy key is copied to `key + suffix`
 * unless the new key already holds a value (the newer choice wins), then
 * removed. When storage is blocked the script does nothing: the theme already
 * warns once about unavailable storage, and the site must keep working.
 */
export function storageMigrationScript({
  suffix,
  announcementId,
  keys = legacyStorageKeys,
}: {
  suffix: string;
  announcementId?: string;
  keys?: readonly string[];
}): string {
  const resetDismissal =
    announcementId === undefined
      ? ''
      : `if(s.getItem('docusaurus.announcement.id'+x)!==${JSON.stringify(
          announcementId,
        )})s.setItem('docusaurus.announcement.dismiss'+x,'false');`;
  return `(function(){try{var s=window.localStorage,k=${JSON.stringify(
    keys,
  )},x=${JSON.stringify(
    suffix,
  )};for(var i=0;i<k.length;i++){var v=s.getItem(k[i]);if(v===null)continue;if(s.getItem(k[i]+x)===null)s.setItem(k[i]+x,v);s.removeItem(k[i]);}${resetDismissal}}catch(e){}})();`;
}

function announcementIdOf(context: LoadContext): string | undefined {
  const {announcementBar} = context.siteConfig.themeConfig as {
    announcementBar?: {id?: string};
  };
  return announcementBar?.id;
}

export default function storageMigrationPlugin(context: LoadContext): Plugin {
  const suffix = context.siteStorage.namespace;
  const announcementId = announcementIdOf(context);
  return {
    name: 'storage-migration',
    injectHtmlTags() {
      if (!suffix) {
        return {};
      }
      return {
        headTags: [
          {
            tagName: 'script',
            innerHTML: storageMigrationScript({suffix, announcementId}),
          },
        ],
      };
    },
  };
}
