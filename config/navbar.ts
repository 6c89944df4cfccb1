import type {Navbar} from '@docusaurus/theme-common';
import {githubMarkSvg} from './githubMark';
import {githubRepository} from './site';
import {testsNavbarItemType} from '../src/utils/testsPath';
import {archivedVersions} from './versions';

export const navbar = {
  hideOnScroll: true,
  title: 'Docusaurus',
  logo: {
    alt: 'Docusaurus logo',
    src: 'img/logo.svg',
    srcDark: 'img/logo-dark.svg',
    width: 32,
    height: 32,
  },
  items: [
    {
      type: 'doc',
      position: 'left',
      docId: 'introduction',
      label: 'Docs',
    },
    {
      type: 'docSidebar',
      position: 'left',
      sidebarId: 'api',
      label: 'API',
    },
    {to: '/blog/', label: 'Blog', position: 'left'},
    {to: '/showcase/', label: 'Showcase', position: 'left'},
    {
      to: '/community/support/',
      label: 'Community',
      position: 'left',
      activeBaseRegex: '/community/',
    },
    {
      to: '/tests/',
      label: 'Tests',
      position: 'left',
      activeBaseRegex: '^/tests(/|$)',
    },
    {type: testsNavbarItemType, position: 'left'},
    {
      type: 'docsVersionDropdown',
      position: 'right',
      dropdownActiveClassDisabled: true,
      dropdownItemsAfter: [
        {type: 'html', value: '<hr class="dropdown-separator">'},
        {
          type: 'html',
          className: 'dropdown-archived-versions',
          value: '<b>Archived versions</b>',
        },
        ...archivedVersions.map(({name, url}) => ({label: name, href: url})),
        {type: 'html', value: '<hr class="dropdown-separator">'},
        {to: '/versions/', label: 'All versions'},
      ],
    },
    {
      type: 'localeDropdown',
      position: 'right',
      dropdownItemsAfter: [
        {type: 'html', value: '<hr class="dropdown-separator">'},
        {
          href: 'https://github.com/facebook/docusaurus/issues/3526',
          label: 'Help us translate',
        },
      ],
    },
    {
      href: githubRepository,
      position: 'right',
      className: 'header-github-link',
      'aria-label': 'GitHub repository',
      // The GitHub mark; the word beside it shows in the mobile menu only
      // (custom.css), where every other entry is a word too.
      html: `${githubMarkSvg()}<span class="header-github-link__text">GitHub</span>`,
    },
  ],
} satisfies Navbar;
