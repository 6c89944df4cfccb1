import {describe, expect, it, vi} from 'vitest';

// Workbox's development logger reads the worker global `self` when the
// module loads; Node has none.
vi.hoisted(() => {
  Object.assign(globalThis, {self: globalThis});
});

import {isMarkdownTwinRequest} from './sw';

const scope = 'https://example.com/base/';

describe('isMarkdownTwinRequest', () => {
  it('takes GET requests for .md files inside the scope, navigations included', () => {
    expect(
      isMarkdownTwinRequest(
        {url: `${scope}docs/installation.md`, method: 'GET'},
        scope,
      ),
    ).toBe(true);
    expect(
      isMarkdownTwinRequest({url: `${scope}docs.md?x=1`, method: 'GET'}, scope),
    ).toBe(true);
  });

  it('leaves pages, other files, other origins and writes alone', () => {
    for (const request of [
      {url: `${scope}docs/installation/`, method: 'GET'},
      {url: `${scope}llms.txt`, method: 'GET'},
      {url: 'https://other.example/base/docs.md', method: 'GET'},
      {url: 'https://example.com/elsewhere/docs.md', method: 'GET'},
      {url: `${scope}docs.md`, method: 'POST'},
    ]) {
      expect(isMarkdownTwinRequest(request, scope)).toBe(false);
    }
  });
});
