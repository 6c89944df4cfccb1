import {describe, expect, it} from 'vitest';
import {isFilePath} from './filePath';

describe('isFilePath', () => {
  it('recognises links to built files', () => {
    expect(isFilePath('/assets/files/landscape-911ffd53.svg')).toBe(true);
    expect(isFilePath('/assets/files/feed-sample-f98e15cc.txt#top')).toBe(true);
    expect(isFilePath('/manifest.json')).toBe(true);
  });

  it('leaves routes, versions and external links to the theme', () => {
    expect(isFilePath('/docs/installation/')).toBe(false);
    expect(isFilePath('/docs/3.8.1')).toBe(false);
    expect(isFilePath('/docs/3.8.1/installation')).toBe(false);
    expect(isFilePath('https://example.com/file.txt')).toBe(false);
    expect(isFilePath('//cdn.example.com/file.txt')).toBe(false);
    expect(isFilePath('#anchor')).toBe(false);
    expect(isFilePath(undefined)).toBe(false);
  });
});
