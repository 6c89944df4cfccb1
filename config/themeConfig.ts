import type {ThemeConfig} from '@docusaurus/preset-classic';
import type {UserThemeConfig as MermaidThemeConfig} from '@docusaurus/theme-mermaid';
import {footer} from './footer';
import {navbar} from './navbar';
import {
  prismAdditionalLanguages,
  prismDark,
  prismLight,
  prismMagicComments,
} from './prism';
import {searchThemeConfig} from './search';
import type {BuildEnv} from './env';
import {announcedVersion} from './site';

export const announcementBar = {
  // A new id per announced version resets earlier dismissals, so a reader
  // who closed the bar for one release sees it again for the next.
  id: `announcementBar-v${announcedVersion}`,
  content: `🎉️ <b><a href="/blog/releases/${announcedVersion}/">Docusaurus v${announcedVersion}</a> is out!</b> 🥳️`,
  // CSS variables so each colour mode gets its own contrast-checked pair.
  backgroundColor: 'var(--site-announcement-bg)',
  textColor: 'var(--site-announcement-text)',
  isCloseable: true,
} as const;

/** The Mermaid diagram types the site's pages draw. */
const mermaidDiagramTypes = [
  'flowchart',
  'sequence',
  'class',
  'state',
  'er',
  'gantt',
  'journey',
  'pie',
  'gitGraph',
  'mindmap',
  'timeline',
] as const;

/**
 * Diagrams keep their natural size, so their labels stay at the size of the
 * body text; a diagram wider than the column scrolls (src/theme/Mermaid).
 * Mermaid's default scales every diagram down to the column width instead.
 */
export const mermaid = {
  options: Object.fromEntries(
    mermaidDiagramTypes.map((type) => [type, {useMaxWidth: false}]),
  ),
} satisfies MermaidThemeConfig['mermaid'];

/** Theme settings; the search backend depends on the build environment. */
export const themeConfig = (env: BuildEnv) =>
  ({
    image: 'img/social-card.png',
    metadata: [{name: 'twitter:card', content: 'summary_large_image'}],
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: true,
    },
    announcementBar,
    docs: {
      sidebar: {
        hideable: true,
        autoCollapseCategories: true,
      },
    },
    tableOfContents: {
      minHeadingLevel: 2,
      maxHeadingLevel: 3,
    },
    mermaid,
    liveCodeBlock: {
      playgroundPosition: 'bottom',
    },
    navbar,
    footer,
    algolia: searchThemeConfig(env),
    prism: {
      theme: prismLight,
      darkTheme: prismDark,
      additionalLanguages: prismAdditionalLanguages,
      magicComments: prismMagicComments,
    },
  }) satisfies ThemeConfig;
