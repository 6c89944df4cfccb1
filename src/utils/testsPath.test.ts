import {describe, expect, it} from 'vitest';
import {isTestsPath} from './testsPath';

describe('isTestsPath', () => {
  it.each([
    ['/tests', true],
    ['/tests/', true],
    ['/tests/pages/link-tests/', true],
    ['/', false],
    ['/testsuite/', false],
    ['/docs/tests/', false],
  ])('%s -> %s', (pathname, expected) => {
    expect(isTestsPath(pathname)).toBe(expected);
  });

  it('honours the base URL', () => {
    expect(isTestsPath('/site/tests/', '/site/')).toBe(true);
    expect(isTestsPath('/tests/', '/site/')).toBe(false);
  });
});
