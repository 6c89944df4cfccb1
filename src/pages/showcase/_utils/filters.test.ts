import {describe, expect, it} from 'vitest';
import type {ShowcaseSite} from '../../../data/showcase/sites';
import {
  clampName,
  filterSites,
  maxNameLength,
  noFilters,
  parseFilters,
  serializeFilters,
  toggleTag,
} from './filters';

const site = (
  title: string,
  tags: ShowcaseSite['tags'],
  website = `https://${title.toLowerCase()}.example/`,
): ShowcaseSite => ({title, description: '', website, source: null, tags});

const sites = [
  site('Alpha', ['design', 'i18n']),
  site('Beta', ['design']),
  site('Gamma', ['i18n']),
  site('Delta', []),
];
const titles = (list: readonly ShowcaseSite[]) => list.map((s) => s.title);

describe('parseFilters', () => {
  it('reads repeated and comma-separated tags in tag-list order', () => {
    expect(
      parseFilters('?tags=i18n,design&tags=favorite&tags=i18n').tags,
    ).toEqual(['favorite', 'design', 'i18n']);
  });

  it('drops unknown tags and reads the operator in any case', () => {
    expect(parseFilters('?tags=nope,design&operator=and')).toEqual({
      tags: ['design'],
      operator: 'AND',
      name: '',
    });
    expect(parseFilters('?operator=XOR').operator).toBe('OR');
  });

  it('clamps a long name from the URL', () => {
    expect(parseFilters(`?name=${'x'.repeat(500)}`).name).toHaveLength(
      maxNameLength,
    );
  });
});

describe('serializeFilters', () => {
  it('writes only what differs from the defaults and keeps other keys', () => {
    expect(serializeFilters('?ref=abc&tags=meta', noFilters)).toBe('ref=abc');
    expect(
      serializeFilters('', {
        tags: ['i18n', 'design'],
        operator: 'AND',
        name: 'a b',
      }),
    ).toBe('tags=design&tags=i18n&operator=AND&name=a+b');
  });

  it('round-trips hostile names as plain text', () => {
    const name = '<img src=x onerror=alert(1)> & 🦖';
    const query = serializeFilters('', {...noFilters, name});
    expect(parseFilters(query).name).toBe(name);
  });
});

describe('clampName', () => {
  it('never ends on half of an emoji', () => {
    const clamped = clampName(`${'a'.repeat(maxNameLength - 1)}🦖`);
    expect(clamped).toBe('a'.repeat(maxNameLength - 1));
  });
});

describe('filterSites', () => {
  it('matches any selected tag with OR and every one with AND', () => {
    const tags = toggleTag(toggleTag(noFilters, 'i18n'), 'design').tags;
    expect(titles(filterSites(sites, {...noFilters, tags}))).toEqual([
      'Alpha',
      'Beta',
      'Gamma',
    ]);
    expect(
      titles(filterSites(sites, {...noFilters, tags, operator: 'AND'})),
    ).toEqual(['Alpha']);
  });

  it('searches titles case-insensitively and ignores surrounding spaces', () => {
    expect(titles(filterSites(sites, {...noFilters, name: '  ELT '}))).toEqual([
      'Delta',
    ]);
  });

  it('toggles a tag off again', () => {
    expect(toggleTag({...noFilters, tags: ['meta']}, 'meta').tags).toEqual([]);
  });
});
