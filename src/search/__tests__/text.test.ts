import {describe, expect, it} from 'vitest';
import {normalizeTerm, wordParts, wordStems} from '../text';

describe('normalizeTerm', () => {
  it('lower-cases ASCII words', () => {
    expect(normalizeTerm('trailingSlash')).toBe('trailingslash');
    expect(normalizeTerm('I18N')).toBe('i18n');
  });

  it('takes diacritics off other words', () => {
    expect(normalizeTerm('Éditeur')).toBe('editeur');
    expect(normalizeTerm('naïve')).toBe('naive');
  });
});

describe('wordParts', () => {
  it('splits camel case, dots and dashes', () => {
    expect(wordParts('routeBasePath')).toEqual(['route', 'Base', 'Path']);
    expect(wordParts('plugin-content-docs')).toEqual([
      'plugin',
      'content',
      'docs',
    ]);
    expect(wordParts('docusaurus.config')).toEqual(['docusaurus', 'config']);
    expect(wordParts('MDXProvider')).toEqual(['MDX', 'Provider']);
    expect(wordParts('v2Docs')).toEqual(['v2', 'Docs']);
  });

  it('splits at a capital outside ASCII', () => {
    expect(wordParts('étéÉtoile')).toEqual(['été', 'Étoile']);
  });

  it('gives no parts for a plain word, capitalised or not', () => {
    for (const word of [
      'sidebar',
      'Docusaurus',
      'sidebar_position',
      'h2',
      'A',
    ]) {
      expect(wordParts(word)).toEqual([]);
    }
  });
});

describe('wordStems', () => {
  it('stems a plain word as written in a text', () => {
    expect(wordStems('Swizzling')).toEqual(['swizzl']);
  });

  it('gives a compound name and the stems of its parts', () => {
    expect(wordStems('routeBasePath')).toEqual([
      'routebasepath',
      'rout',
      'base',
      'path',
    ]);
  });

  it('gives nothing for a stop word', () => {
    expect(wordStems('The')).toEqual([]);
  });
});
