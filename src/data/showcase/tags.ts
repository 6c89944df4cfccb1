/**
 * The tags a showcase site can carry. This file is the single source of truth
 * for tag keys, labels, colours and descriptions: the data test, the filters
 * and the card pills all read it.
 */

/** Tag keys in the order the filter list shows them. */
export const showcaseTagKeys = [
  'favorite',
  'opensource',
  'product',
  'design',
  'i18n',
  'versioning',
  'large',
  'meta',
  'personal',
  'rtl',
] as const;

export type ShowcaseTagKey = (typeof showcaseTagKeys)[number];

export interface ShowcaseTag {
  key: ShowcaseTagKey;
  /** Short name shown on filter checkboxes and card pills. */
  label: string;
  /** Hex colour of the tag's swatch, pill dot and card preview. */
  color: string;
  /** One sentence that tells a visitor what the tag means. */
  description: string;
}

export const showcaseTags: Readonly<Record<ShowcaseTagKey, ShowcaseTag>> = {
  favorite: {
    key: 'favorite',
    label: 'Favorite',
    color: '#e9669e',
    description:
      'Picked by the Docusaurus maintainers as sites worth studying for their content and polish.',
  },
  opensource: {
    key: 'opensource',
    label: 'Open-Source',
    color: '#39ca30',
    description:
      'The source of the site is public, so you can read how it is configured and built.',
  },
  product: {
    key: 'product',
    label: 'Product',
    color: '#dfd545',
    description:
      'Documents a commercial product or service rather than a community project.',
  },
  design: {
    key: 'design',
    label: 'Design',
    color: '#a44fb7',
    description:
      'Goes well beyond the classic theme with its own layout, styles or components.',
  },
  i18n: {
    key: 'i18n',
    label: 'I18n',
    color: '#127f82',
    description:
      'Offers its pages in more than one language with the built-in i18n support.',
  },
  versioning: {
    key: 'versioning',
    label: 'Versioning',
    color: '#fe6829',
    description:
      'Keeps documentation for several releases side by side with docs versioning.',
  },
  large: {
    key: 'large',
    label: 'Large',
    color: '#8c2f00',
    description:
      'Holds a large amount of content spread over many pages and sections.',
  },
  meta: {
    key: 'meta',
    label: 'Meta',
    color: '#4267b2',
    description: 'Run by Meta (formerly Facebook) for one of its projects.',
  },
  personal: {
    key: 'personal',
    label: 'Personal',
    color: '#14cfc3',
    description:
      'A personal site, blog or portfolio kept by one person rather than a team.',
  },
  rtl: {
    key: 'rtl',
    label: 'RTL Direction',
    color: '#ffcfc3',
    description:
      'Written in a right-to-left language such as Arabic, Hebrew or Persian.',
  },
};

/** The tags in display order, for lists. */
export const showcaseTagList: readonly ShowcaseTag[] = showcaseTagKeys.map(
  (key) => showcaseTags[key],
);

export function isShowcaseTagKey(value: string): value is ShowcaseTagKey {
  return (showcaseTagKeys as readonly string[]).includes(value);
}
