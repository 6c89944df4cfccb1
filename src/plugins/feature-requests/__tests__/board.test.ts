import {describe, expect, it} from 'vitest';
import {boardAddress, embeddedBoard, joinRoutePath, subpathOf} from '../board';

describe('joinRoutePath', () => {
  it('joins segments with single slashes and ends with a slash', () => {
    expect(joinRoutePath('/', 'feature-requests')).toBe('/feature-requests/');
    expect(joinRoutePath('/site/', '/feature-requests/')).toBe(
      '/site/feature-requests/',
    );
    expect(joinRoutePath('/', '')).toBe('/');
  });
});

describe('subpathOf', () => {
  const base = '/feature-requests/';

  it('is empty for the page itself, with or without the trailing slash', () => {
    expect(subpathOf('/feature-requests/', base)).toBe('');
    expect(subpathOf('/feature-requests', base)).toBe('');
  });

  it('returns the part below the page', () => {
    expect(subpathOf('/feature-requests/some-board/', base)).toBe('some-board');
    expect(subpathOf('/feature-requests/some-board/p/a-post', base)).toBe(
      'some-board/p/a-post',
    );
  });

  it('is empty for paths outside the page', () => {
    expect(subpathOf('/feature-requests-archive/', base)).toBe('');
    expect(subpathOf('/docs/', base)).toBe('');
  });
});

describe('boardAddress', () => {
  const board = 'https://feedback.example.com/boards/';

  it('is the board itself without a subpath', () => {
    expect(boardAddress(board, '')).toBe(board);
    expect(boardAddress('https://feedback.example.com', '')).toBe(
      'https://feedback.example.com/',
    );
  });

  it('maps a subpath onto the board', () => {
    expect(boardAddress(board, 'some-board')).toBe(
      'https://feedback.example.com/boards/some-board/',
    );
    expect(boardAddress(board, 'some-board/p/a-post')).toBe(
      'https://feedback.example.com/boards/some-board/p/a-post/',
    );
  });

  it('never leaves the board URL, whatever the address bar holds', () => {
    for (const hostile of [
      'https:evil.example/x',
      '//evil.example',
      '../../admin',
      '%2E%2E/%2E%2E/admin',
      'a%2F..%2F..%2Fadmin',
      'javascript:alert(1)',
    ]) {
      expect(boardAddress(board, hostile).startsWith(board)).toBe(true);
    }
    expect(boardAddress(board, '%2E%2E/%2E%2E/admin')).toBe(
      'https://feedback.example.com/boards/admin/',
    );
  });
});

describe('embeddedBoard', () => {
  const boardUrl = 'https://feedback.example.com/';

  it('embeds nothing by default, online or not', () => {
    expect(embeddedBoard({boardUrl: null, isOnline: true, subpath: ''})).toBe(
      null,
    );
    expect(embeddedBoard({boardUrl: null, isOnline: false, subpath: 'a'})).toBe(
      null,
    );
  });

  it('embeds nothing while offline', () => {
    expect(embeddedBoard({boardUrl, isOnline: false, subpath: ''})).toBe(null);
  });

  it('embeds the configured board, at the subpath, when online', () => {
    expect(embeddedBoard({boardUrl, isOnline: true, subpath: ''})).toBe(
      boardUrl,
    );
    expect(
      embeddedBoard({boardUrl, isOnline: true, subpath: 'some-board'}),
    ).toBe('https://feedback.example.com/some-board/');
  });
});
