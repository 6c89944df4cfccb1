import {describe, expect, it} from 'vitest';
import versions from '../versions.json';
import {createRedirects} from './redirects';

describe('createRedirects', () => {
  it('sends <version root>/introduction/ to the root of each docs version', () => {
    expect(createRedirects('/docs/')).toEqual(['/docs/introduction/']);
    for (const version of versions) {
      expect(createRedirects(`/docs/${version}/`)).toEqual([
        `/docs/${version}/introduction/`,
      ]);
    }
  });

  it('adds nothing for other routes', () => {
    expect(createRedirects('/')).toBeUndefined();
    expect(createRedirects('/docs/installation/')).toBeUndefined();
    expect(createRedirects('/community/support/')).toBeUndefined();
  });
});
