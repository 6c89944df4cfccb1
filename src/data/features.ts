/** Feature grid of the home page. Each links to the guide that explains it. */
export interface Feature {
  title: string;
  description: string;
  /** Site-relative link to the page that explains the feature. */
  to: string;
  /**
   * Illustration drawn for the card, by key: the files are
   * `/img/home/feature-<image>-light.svg` and `-dark.svg`
   * (scripts/artwork/features.ts).
   */
  image: string;
}

export const features: readonly Feature[] = [
  {
    title: 'Write in Markdown and MDX',
    description:
      'Keep your pages as plain text files. Use Markdown for prose and drop React components into the same file when a page needs something interactive.',
    to: '/docs/markdown-features/',
    image: 'markdown',
  },
  {
    title: 'Docs, blog and pages out of the box',
    description:
      'One preset gives you a documentation section with sidebars, a blog with tags and feeds, and free-form pages, all sharing one layout.',
    to: '/docs/creating-pages/',
    image: 'content',
  },
  {
    title: 'Versioned documentation',
    description:
      'Freeze the docs of each release with one command. Readers pick a version from the navbar and stay on the same page.',
    to: '/docs/versioning/',
    image: 'versions',
  },
  {
    title: 'Translations built in',
    description:
      'Translate docs, blog posts and the theme itself. Every locale builds into its own folder with the right language and text direction.',
    to: '/docs/i18n/introduction/',
    image: 'translations',
  },
  {
    title: 'Search that fits your site',
    description:
      'Plug in Algolia DocSearch, a self-hosted engine or a local index. The search modal opens with Ctrl+K or Cmd+K on every page.',
    to: '/docs/search/',
    image: 'search',
  },
  {
    title: 'Make it yours',
    description:
      'Style the site with CSS variables, then swizzle any theme component to wrap or replace it when CSS alone is not enough.',
    to: '/docs/styling-layout/',
    image: 'styling',
  },
];
