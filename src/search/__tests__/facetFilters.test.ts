import {describe, expect, it} from 'vitest';
import {allowedValues, matchesFacets, parseFacetFilters} from '../facetFilters';

describe('facetFilters', () => {
  const record = {
    language: 'en',
    docusaurus_tag: 'docs-default-current',
    type: 'lvl1',
  };

  it('parses strings and OR groups', () => {
    expect(
      parseFacetFilters(['language:en', ['docusaurus_tag:a', '-type:lvl2']]),
    ).toEqual([
      [{attribute: 'language', value: 'en', negated: false}],
      [
        {attribute: 'docusaurus_tag', value: 'a', negated: false},
        {attribute: 'type', value: 'lvl2', negated: true},
      ],
    ]);
    expect(parseFacetFilters('language:fr')).toEqual([
      [{attribute: 'language', value: 'fr', negated: false}],
    ]);
  });

  it('matches an AND of OR groups, with negation on attribute or value', () => {
    const match = (filters: Parameters<typeof parseFacetFilters>[0]) =>
      matchesFacets(record, parseFacetFilters(filters));
    expect(
      match([
        'language:en',
        ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'],
      ]),
    ).toBe(true);
    expect(match(['language:fr'])).toBe(false);
    expect(match(['-language:en'])).toBe(false);
    expect(match(['language:-fr'])).toBe(true);
    expect(match([['language:fr', 'type:lvl1']])).toBe(true);
  });

  it('tells which values of an attribute can match', () => {
    const clauses = parseFacetFilters([
      'language:en',
      ['docusaurus_tag:a', 'docusaurus_tag:b'],
    ]);
    expect(allowedValues(clauses, 'docusaurus_tag')).toEqual(
      new Set(['a', 'b']),
    );
    expect(allowedValues(clauses, 'version')).toBeUndefined();
  });

  it('rejects a filter without a colon', () => {
    expect(() => parseFacetFilters(['nonsense'])).toThrow(/attribute:value/);
  });
});
