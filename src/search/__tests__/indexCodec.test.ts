import MiniSearch from 'minisearch';
import {describe, expect, it} from 'vitest';
import {packIndex, unpackIndex, type MiniSearchJson} from '../indexCodec';

describe('packIndex / unpackIndex', () => {
  const index = new MiniSearch({fields: ['title', 'text']});
  index.addAll([
    {id: 0, title: 'Sidebar items', text: 'items items and more items'},
    {id: 1, title: 'Versioning', text: 'versions of docs'},
    {id: 2, title: 'Sidebar', text: ''},
  ]);
  const json = index.toJSON() as unknown as MiniSearchJson;

  it('round-trips MiniSearch JSON exactly', () => {
    expect(unpackIndex(packIndex(json))).toEqual(
      JSON.parse(JSON.stringify(json)),
    );
  });

  it('is smaller than the JSON it encodes', () => {
    expect(JSON.stringify(packIndex(json)).length).toBeLessThan(
      JSON.stringify(json).length,
    );
  });

  it('gives the same search results after loading', () => {
    const restored = MiniSearch.loadJS(
      unpackIndex(packIndex(json)) as unknown as Parameters<
        typeof MiniSearch.loadJS
      >[0],
      {fields: ['title', 'text']},
    );
    expect(restored.search('items').map((r) => r.id)).toEqual(
      index.search('items').map((r) => r.id),
    );
  });

  it('refuses indexes whose ids are not their positions', () => {
    expect(() => packIndex({...json, documentIds: {'0': 5}})).toThrow(
      /positions/,
    );
  });
});
