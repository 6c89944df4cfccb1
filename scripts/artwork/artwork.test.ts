import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import {describe, expect, it} from 'vitest';
import {features} from '../../src/data/features';
import {teamMembers} from '../../src/data/team';
import {avatarPath} from '../../src/utils/avatars';
import {avatarHues} from './avatar';
import {
  artworkFiles,
  blogAuthorNames,
  featureIllustrationPath,
} from './catalog';

const staticDir = path.resolve(__dirname, '../../static');
const staticFile = (sitePath: string) => path.join(staticDir, sitePath);

describe('artwork files', () => {
  it('match their drawings (run scripts/make-artwork.ts after a change)', async () => {
    for (const [sitePath, svg] of await artworkFiles()) {
      expect(existsSync(staticFile(sitePath)), sitePath).toBe(true);
      expect(readFileSync(staticFile(sitePath), 'utf8'), sitePath).toBe(svg);
    }
  });

  it('are well-formed SVG documents with a title and a size', async () => {
    for (const [sitePath, svg] of await artworkFiles()) {
      const $ = cheerio.load(svg, {xml: true});
      const root = $('svg');
      expect(root.attr('xmlns'), sitePath).toBe('http://www.w3.org/2000/svg');
      expect(Number(root.attr('width')), sitePath).toBeGreaterThan(0);
      expect(Number(root.attr('height')), sitePath).toBeGreaterThan(0);
      expect($('svg > title').text(), sitePath).not.toBe('');
    }
  });
});

describe('avatars', () => {
  it('every blog author names their monogram as image_url', async () => {
    const authors = readFileSync(
      path.resolve(__dirname, '../../blog/authors.yml'),
      'utf8',
    );
    const names = await blogAuthorNames();
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) {
      expect(authors).toContain(
        `name: "${name}"\n  image_url: "${avatarPath(name)}"`,
      );
      expect(existsSync(staticFile(avatarPath(name))), name).toBe(true);
    }
  });

  it('every team member has a monogram', () => {
    for (const member of teamMembers) {
      expect(existsSync(staticFile(avatarPath(member.name))), member.name).toBe(
        true,
      );
    }
  });

  it('uses hues that carry white letters at 4.5:1 or more', () => {
    const luminance = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((index) => {
        const channel = parseInt(hex.slice(index, index + 2), 16) / 255;
        return channel <= 0.03928
          ? channel / 12.92
          : ((channel + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
    };
    for (const hue of avatarHues) {
      expect(1.05 / (luminance(hue) + 0.05), hue).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('home feature illustrations', () => {
  it('exist in both colour modes for every feature card', () => {
    for (const feature of features) {
      for (const mode of ['light', 'dark'] as const) {
        const sitePath = featureIllustrationPath(feature.image, mode);
        expect(existsSync(staticFile(sitePath)), sitePath).toBe(true);
      }
    }
  });
});
