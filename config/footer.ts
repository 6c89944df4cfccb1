import type {MultiColumnFooter} from '@docusaurus/theme-common';
import {copyrightYear, githubRepository} from './site';

export const footer = {
  style: 'dark',
  links: [
    {
      title: 'Learn',
      items: [
        {label: 'Introduction', to: '/docs/'},
        {label: 'Installation', to: '/docs/installation/'},
        {label: 'Migration from v1 to v2', to: '/docs/migration/'},
      ],
    },
    {
      title: 'Community',
      items: [
        {
          label: 'Stack Overflow',
          href: 'https://stackoverflow.com/questions/tagged/docusaurus',
        },
        {label: 'Feature Requests', to: '/feature-requests/'},
        {label: 'Discord', href: 'https://discordapp.com/invite/docusaurus'},
        {label: 'Help', to: '/community/support/'},
      ],
    },
    {
      title: 'More',
      items: [
        {label: 'Blog', to: '/blog/'},
        {label: 'Changelog', to: '/changelog/'},
        {label: 'GitHub', href: githubRepository},
        {label: 'X', href: 'https://x.com/docusaurus'},
      ],
    },
    {
      title: 'Legal',
      className: 'footer-column-legal',
      items: [
        {
          label: 'Privacy',
          className: 'footer-item-privacy',
          href: 'https://opensource.fb.com/legal/privacy/',
        },
        {label: 'Terms', href: 'https://opensource.fb.com/legal/terms/'},
        {
          label: 'Cookie Policy',
          href: 'https://opensource.fb.com/legal/cookie-policy/',
        },
      ],
    },
  ],
  logo: {
    alt: 'Docusaurus logo',
    src: '/img/logo.svg',
    srcDark: '/img/logo-dark.svg',
    href: '/',
    width: 32,
    height: 32,
  },
  copyright: `Copyright © ${copyrightYear} Meta Platforms, Inc. Built with Docusaurus.`,
} satisfies MultiColumnFooter;
