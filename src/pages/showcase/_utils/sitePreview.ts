/**
 * What a card's preview shows: a browser window with the site's address and
 * name, in the colour of its tags, around a hint of the kind of site it is.
 * It depends only on the site, so a card looks the same on every visit and
 * in the server HTML.
 */
import type {ShowcaseSite} from '../../../data/showcase/sites';
import {showcaseTags, type ShowcaseTagKey} from '../../../data/showcase/tags';

export const previewWidth = 320;
export const previewHeight = 180;

/** The page layouts a preview can hint at. */
export const previewLayouts = ['docs', 'landing', 'blog'] as const;
export type PreviewLayout = (typeof previewLayouts)[number];

export interface PreviewModel {
  layout: PreviewLayout;
  /** Colour of the logo and the page's accents. */
  accent: string;
  /** Colours of the site's tags, shown as dots in its navbar. */
  tagColors: string[];
  /** The site's address without scheme and `www.`, shortened to fit. */
  host: string;
  /** The site's name, shortened to fit the navbar. */
  name: string;
}

/** The longest name and address that fit their places in the preview. */
export const maxNameLength = 24;
export const maxHostLength = 32;

/** "Favorite" is the maintainers' pick, not a trait of the site. */
const traitTags = (tags: readonly ShowcaseTagKey[]) =>
  tags.filter((tag) => tag !== 'favorite');

/**
 * Most sites are open source: their accent comes from their most telling
 * other tag, so the list does not turn one green.
 */
function accentTag(
  tags: readonly ShowcaseTagKey[],
): ShowcaseTagKey | undefined {
  const traits = traitTags(tags);
  return traits.find((tag) => tag !== 'opensource') ?? traits[0];
}

/** A personal site reads as a blog, a product or custom design as a landing page, the rest as docs. */
export function previewLayout(tags: readonly ShowcaseTagKey[]): PreviewLayout {
  if (tags.includes('personal')) {
    return 'blog';
  }
  if (tags.includes('product') || tags.includes('design')) {
    return 'landing';
  }
  return 'docs';
}

/** 32-bit FNV-1a hash: a stable number from a string. */
export function hashString(value: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < value.length; index += 1) {
    hash ^= value.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Shortens text to `max` characters, ending with an ellipsis when cut. */
export function shorten(text: string, max: number): string {
  const characters = Array.from(text);
  return characters.length <= max
    ? text
    : `${characters
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

export function previewHost(website: string): string {
  const {hostname, pathname} = new URL(website);
  const path = pathname === '/' ? '' : pathname.replace(/\/$/, '');
  return shorten(`${hostname.replace(/^www\./, '')}${path}`, maxHostLength);
}

export function previewModel(site: ShowcaseSite): PreviewModel {
  const tagColors = traitTags(site.tags).map((tag) => showcaseTags[tag].color);
  const tag = accentTag(site.tags);
  // A site with no tag of its own gets a calm hue from its address.
  const accent =
    tag === undefined
      ? `hsl(${hashString(site.website) % 360} 45% 45%)`
      : showcaseTags[tag].color;
  return {
    layout: previewLayout(site.tags),
    accent,
    tagColors,
    host: previewHost(site.website),
    name: shorten(site.title, maxNameLength),
  };
}
