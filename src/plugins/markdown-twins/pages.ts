/**
 * Which pages get a Markdown twin, read from the content the docs and blog
 * plugins loaded (not guessed from URLs): every doc and generated category
 * index of the chosen docs instances, in every version, and every post of
 * the chosen blog instances. Each page carries what the llms.txt indexes
 * need: its section, its version, and its place in the sidebar.
 */
import type {
  LoadedContent as DocsContent,
  LoadedVersion,
} from '@docusaurus/plugin-content-docs';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import type {AllContent} from '@docusaurus/types';

export interface TwinPage {
  /** Page URL path, base URL included (`/docs/installation/`). */
  permalink: string;
  title: string;
  description: string;
  /** The llms.txt section the page is listed in. */
  section: string;
  /**
   * URL path of the docs version the page belongs to (`/docs/3.8.1`) when
   * it is not the version served at the plugin's root; undefined for the
   * latest docs, the community docs and blog posts.
   */
  olderVersionPath: string | undefined;
  /** Unlisted pages get a twin but stay out of the indexes. */
  listed: boolean;
  /**
   * A doc page with content of its own (false for generated category
   * indexes, which only list other pages): what llms-full.txt gathers.
   */
  hasOwnContent: boolean;
}

export interface DocsInstanceOptions {
  /** Id of the docs plugin instance (`default`, `community`). */
  pluginId: string;
  /** Section of each sidebar's pages (`{docs: 'Docs', api: 'API reference'}`). */
  sidebarSections: Record<string, string>;
  /** Section of docs that are in no listed sidebar. */
  defaultSection: string;
}

export interface BlogInstanceOptions {
  pluginId: string;
  section: string;
}

type SidebarItem = LoadedVersion['sidebars'][string][number];

const docsPluginName = 'docusaurus-plugin-content-docs';
const blogPluginName = 'docusaurus-plugin-content-blog';

function pluginContent<T>(
  allContent: AllContent,
  pluginName: string,
  pluginId: string,
): T {
  const content = allContent[pluginName]?.[pluginId];
  if (content === undefined) {
    throw new Error(
      `markdown-twins: no ${pluginName} instance with id "${pluginId}" is loaded. Check the plugin's options.`,
    );
  }
  return content as T;
}

/** Pages of one docs version, sidebar order first, then the other docs. */
function versionPages(
  version: LoadedVersion,
  instance: DocsInstanceOptions,
): TwinPage[] {
  const docsById = new Map(version.docs.map((doc) => [doc.id, doc]));
  const olderVersionPath = version.isLast
    ? undefined
    : version.path.replace(/\/$/, '');
  const pages = new Map<string, TwinPage>();
  const addDoc = (id: string, section: string) => {
    const doc = docsById.get(id);
    if (doc && !pages.has(doc.permalink)) {
      pages.set(doc.permalink, {
        permalink: doc.permalink,
        title: doc.title,
        description: doc.description,
        section,
        olderVersionPath,
        listed: !doc.unlisted,
        hasOwnContent: true,
      });
    }
  };
  const walk = (items: SidebarItem[], section: string) => {
    for (const item of items) {
      if (item.type === 'doc' || item.type === 'ref') {
        addDoc(item.id, section);
      } else if (item.type === 'category') {
        if (item.link?.type === 'doc') {
          addDoc(item.link.id, section);
        } else if (item.link?.type === 'generated-index') {
          pages.set(item.link.permalink, {
            permalink: item.link.permalink,
            title: item.link.title ?? item.label,
            description: item.link.description ?? '',
            section,
            olderVersionPath,
            listed: true,
            hasOwnContent: false,
          });
        }
        walk(item.items, section);
      }
    }
  };
  for (const [sidebarId, section] of Object.entries(instance.sidebarSections)) {
    walk(version.sidebars[sidebarId] ?? [], section);
  }
  // Sidebars not given a section of their own, then docs in no sidebar.
  for (const [sidebarId, items] of Object.entries(version.sidebars)) {
    if (!(sidebarId in instance.sidebarSections)) {
      walk(items, instance.defaultSection);
    }
  }
  for (const doc of version.docs) {
    addDoc(doc.id, instance.defaultSection);
  }
  return [...pages.values()];
}

export function docsPages(
  allContent: AllContent,
  instance: DocsInstanceOptions,
): TwinPage[] {
  const content = pluginContent<DocsContent>(
    allContent,
    docsPluginName,
    instance.pluginId,
  );
  return content.loadedVersions.flatMap((version) =>
    versionPages(version, instance),
  );
}

/** Posts newest first, as the blog lists them. */
export function blogPages(
  allContent: AllContent,
  instance: BlogInstanceOptions,
): TwinPage[] {
  const content = pluginContent<BlogContent>(
    allContent,
    blogPluginName,
    instance.pluginId,
  );
  return content.blogPosts.map(({metadata}) => ({
    permalink: metadata.permalink,
    title: metadata.title,
    description: metadata.description,
    section: instance.section,
    olderVersionPath: undefined,
    listed: !metadata.unlisted,
    hasOwnContent: true,
  }));
}
