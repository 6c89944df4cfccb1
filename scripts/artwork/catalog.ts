/**
 * Every artwork file the site ships from these drawings, by path under
 * static/. scripts/make-artwork.ts writes them; a unit test checks that the
 * committed files match.
 */
import path from 'node:path';
import {getAuthorsMap} from '@docusaurus/plugin-content-blog/lib/authorsMap.js';
import {teamMembers} from '../../src/data/team';
import {avatarPath} from '../../src/utils/avatars';
import {avatarSvg} from './avatar';
import {featureIllustrationKeys, featureIllustrationSvg} from './features';
import {heroSvg} from './hero';
import {logoSvg} from './mascot';
import {palettes, type PaletteName} from './palette';
import {socialCardSvg} from './socialCard';

const siteDir = path.resolve(__dirname, '../..');

/** Site path of a feature illustration, e.g. `/img/home/feature-search-dark.svg`. */
export function featureIllustrationPath(
  key: string,
  mode: PaletteName,
): string {
  return `/img/home/feature-${key}-${mode}.svg`;
}

/** Names of the main blog's authors (blog/authors.yml). */
export async function blogAuthorNames(): Promise<string[]> {
  const authors = await getAuthorsMap({
    contentPaths: {
      contentPath: path.join(siteDir, 'blog'),
      contentPathLocalized: path.join(siteDir, 'blog'),
    },
    authorsMapPath: 'authors.yml',
    authorsBaseRoutePath: '/blog/authors',
    baseUrl: '/',
  });
  return Object.values(authors ?? {}).flatMap((author) =>
    author.name === undefined ? [] : [author.name],
  );
}

/** Everyone who gets an avatar: blog authors and team members. */
export async function avatarNames(): Promise<string[]> {
  const names = new Set([
    ...(await blogAuthorNames()),
    ...teamMembers.map((member) => member.name),
  ]);
  return [...names].sort();
}

/** Artwork files: path under static/ (starting with /) to SVG source. */
export async function artworkFiles(): Promise<Map<string, string>> {
  const files = new Map<string, string>([
    ['/img/logo.svg', logoSvg(palettes.light)],
    ['/img/logo-dark.svg', logoSvg(palettes.dark)],
    ['/img/favicon.svg', logoSvg(palettes.light)],
    ['/img/home/hero-light.svg', heroSvg(palettes.light)],
    ['/img/home/hero-dark.svg', heroSvg(palettes.dark)],
    ['/img/social-card.svg', socialCardSvg(palettes.light)],
  ]);
  for (const key of featureIllustrationKeys) {
    for (const mode of ['light', 'dark'] as const) {
      files.set(
        featureIllustrationPath(key, mode),
        featureIllustrationSvg(key, palettes[mode]),
      );
    }
  }
  for (const name of await avatarNames()) {
    files.set(avatarPath(name), avatarSvg(name));
  }
  return files;
}
