import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {githubMarkSvg} from './githubMark';

describe('githubMarkSvg', () => {
  it('is the GitHub mark of @primer/octicons, decorative and in the text colour', () => {
    const source = readFileSync(
      require.resolve('@primer/octicons/build/svg/mark-github-24.svg'),
      'utf8',
    );
    const markPath = /d="([^"]+)"/.exec(source)?.[1];
    const svg = githubMarkSvg();
    expect(markPath).toBeDefined();
    expect(svg).toContain(`d="${markPath}"`);
    expect(svg).toContain('fill="currentColor"');
    expect(svg).toContain('aria-hidden="true"');
    expect(svg).toMatch(/^<svg [^>]*width="24" height="24"/);
  });
});
