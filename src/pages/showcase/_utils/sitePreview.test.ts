import {describe, expect, it} from 'vitest';
import {showcaseSites} from '../../../data/showcase/sites';
import {
  maxHostLength,
  maxNameLength,
  previewHost,
  previewLayout,
  previewModel,
  shorten,
} from './sitePreview';

describe('previewLayout', () => {
  it.each([
    [['personal', 'opensource'], 'blog'],
    [['product'], 'landing'],
    [['design', 'opensource'], 'landing'],
    [['opensource', 'versioning'], 'docs'],
    [[], 'docs'],
  ] as const)('%j -> %s', (tags, layout) => {
    expect(previewLayout(tags)).toBe(layout);
  });
});

describe('previewHost', () => {
  it('drops the scheme, www. and a trailing slash', () => {
    expect(previewHost('https://www.example.com/')).toBe('example.com');
    expect(previewHost('https://example.com/docs/')).toBe('example.com/docs');
  });

  it('shortens long addresses with an ellipsis', () => {
    const host = previewHost(`https://${'a'.repeat(60)}.example.com/`);
    expect(Array.from(host)).toHaveLength(maxHostLength);
    expect(host.endsWith('…')).toBe(true);
  });
});

describe('shorten', () => {
  it('keeps short text and cuts long text at a character boundary', () => {
    expect(shorten('Docusaurus', 24)).toBe('Docusaurus');
    expect(shorten('前端大刘的技术博客和文档站点', 5)).toBe('前端大刘…');
  });
});

describe('previewModel', () => {
  it('prefers a tag other than "opensource" for the accent', () => {
    const model = previewModel({
      title: 'Example',
      description: '',
      website: 'https://example.com/',
      source: 'https://example.com/source',
      tags: ['opensource', 'i18n'],
    });
    expect(model.accent).toBe('#127f82');
    expect(model.tagColors).toEqual(['#39ca30', '#127f82']);
  });

  it('takes the accent and the dots from the tags, leaving out "favorite"', () => {
    const model = previewModel({
      title: 'Example',
      description: '',
      website: 'https://example.com/',
      source: null,
      tags: ['favorite', 'meta', 'i18n'],
    });
    expect(model.accent).toBe('#4267b2');
    expect(model.tagColors).toEqual(['#4267b2', '#127f82']);
  });

  it('fits every showcase site: names and addresses within their places', () => {
    for (const site of showcaseSites) {
      const model = previewModel(site);
      expect(Array.from(model.name).length).toBeLessThanOrEqual(maxNameLength);
      expect(Array.from(model.host).length).toBeLessThanOrEqual(maxHostLength);
      expect(model.accent).not.toBe('');
    }
  });
});
