import {describe, expect, it} from 'vitest';
import {showcaseSites} from '../../../data/showcase/sites';
import {drawSitePreview, titleInitials} from './sitePreview';

describe('titleInitials', () => {
  it.each([
    ['30 Days Of SWA', '3D'],
    ['AgileTs', 'AT'],
    ['Docusaurus', 'D'],
    ['Seaography - 🧭 A GraphQL framework', 'SA'],
    ['前端大刘', '前'],
    ['🦖', '?'],
  ])('%s -> %s', (title, initials) => {
    expect(titleInitials(title)).toBe(initials);
  });
});

describe('drawSitePreview', () => {
  it('draws the same picture for the same site', () => {
    const [first] = showcaseSites;
    expect(first).toBeDefined();
    if (first) {
      expect(drawSitePreview(first)).toEqual(drawSitePreview(first));
    }
  });

  it('uses the tag colours of a tagged site', () => {
    const drawing = drawSitePreview({
      title: 'Example',
      description: '',
      website: 'https://example.com/',
      source: null,
      tags: ['meta'],
    });
    expect(drawing.background).toBe('#4267b2');
    expect(drawing.discs.every((disc) => disc.fill === '#4267b2')).toBe(true);
  });
});
