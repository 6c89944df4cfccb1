/**
 * Where the Markdown twin of a page lives: the page URL without its trailing
 * slash, plus `.md` (`/docs/installation/` → `/docs/installation.md`,
 * `/docs/` → `/docs.md`). Shared by the plugin that writes the twins and the
 * theme components that link to them, so both always agree.
 */
export function markdownTwinPath(pagePath: string): string {
  const [pathname] = pagePath.split(/[?#]/);
  const withoutSlash = pathname!.replace(/\/+$/, '');
  if (withoutSlash === '') {
    throw new Error(
      `The site root has no Markdown twin (asked for "${pagePath}").`,
    );
  }
  return `${withoutSlash}.md`;
}

/**
 * The plugin instances whose pages have twins, as the markdown-twins plugin
 * publishes them in its global data.
 */
export interface MarkdownTwinGlobalData {
  /** Ids of the docs plugin instances (doc pages and category indexes). */
  docsPluginIds: string[];
  /** Ids of the blog plugin instances (post pages). */
  blogPluginIds: string[];
}

/** Name under which the plugin's global data is published. */
export const markdownTwinsPluginName = 'markdown-twins';
