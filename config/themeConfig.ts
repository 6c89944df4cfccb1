import type {ThemeConfig} from '@docusaurus/preset-classic';
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
  // A new id per announced version resets earlier dismissals (spec 4).
  id: `announcementBar-v${announcedVersion}`,
  content: `🎉️ <b><a href="/blog/releases/${announcedVersion}/">Docusaurus v${announcedVersion}</a> is out!</b> 🥳️`,
  // CSS variables so each colour mode gets its own contrast-checked pair.
  backgroundColor: 'var(--site-announcement-bg)',
  textColor: 'var(--site-announcement-text)',
  isCloseable: true,
} as const;

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
