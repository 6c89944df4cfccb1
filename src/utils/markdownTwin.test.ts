import {describe, expect, it} from 'vitest';
import {markdownTwinPath} from './markdownTwin';

describe('markdownTwinPath', () => {
  it('puts the twin beside the page folder', () => {
    expect(markdownTwinPath('/docs/installation/')).toBe(
      '/docs/installation.md',
    );
    expect(markdownTwinPath('/docs/3.7.0/installation/')).toBe(
      '/docs/3.7.0/installation.md',
    );
  });

  it('handles version roots, missing trailing slashes and base URLs', () => {
    expect(markdownTwinPath('/docs/')).toBe('/docs.md');
    expect(markdownTwinPath('/docs/3.8.1/')).toBe('/docs/3.8.1.md');
    expect(markdownTwinPath('/blog/releases/3.8')).toBe(
      '/blog/releases/3.8.md',
    );
    expect(markdownTwinPath('/base/changelog/3.8.1/')).toBe(
      '/base/changelog/3.8.1.md',
    );
  });

  it('ignores the query string and the hash', () => {
    expect(markdownTwinPath('/docs/cli/?x=1#build')).toBe('/docs/cli.md');
  });

  it('refuses the site root, which has no twin', () => {
    expect(() => markdownTwinPath('/')).toThrow(/site root/);
  });
});
