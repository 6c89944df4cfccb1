import {describe, expect, it} from 'vitest';
import {avatarPath, avatarSlug, monogramInitials} from './avatars';

describe('avatarSlug', () => {
  it.each([
    ['Sébastien Lorber', 'sebastien-lorber'],
    ['Paul O’Shannessy', 'paul-o-shannessy'],
    ['Clément Vannicatte', 'clement-vannicatte'],
    ['Endilie Yacop Sucipto', 'endilie-yacop-sucipto'],
  ])('%s -> %s', (name, slug) => {
    expect(avatarSlug(name)).toBe(slug);
  });

  it('gives the site path under /img/avatars/', () => {
    expect(avatarPath('Joel Marcey')).toBe('/img/avatars/joel-marcey.svg');
  });
});

describe('monogramInitials', () => {
  it.each([
    ['Sébastien Lorber', 'SL'],
    ['Endilie Yacop Sucipto', 'ES'],
    ['Paul O’Shannessy', 'PO'],
    ['Madonna', 'M'],
  ])('%s -> %s', (name, initials) => {
    expect(monogramInitials(name)).toBe(initials);
  });
});
