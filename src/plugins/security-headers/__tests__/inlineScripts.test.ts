import {createHash} from 'node:crypto';
import {describe, expect, it} from 'vitest';
import {inlineScriptHashes} from '../inlineScripts';

const sha256 = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes the exact text of each executable inline script', () => {
    const html = `<!doctype html><html><head>
<script>!function(){var a="<b>é</b>"}()</script>
<script type="module">import "/a.js";</script>
<script src="/assets/js/main.1234abcd.js"></script>
<script type=application/ld+json>{"@type":"BlogPosting"}</script>
</head><body><script>
    window.location.href = '/x/';
  </script></body></html>`;
    expect(inlineScriptHashes(html)).toEqual([
      sha256('!function(){var a="<b>é</b>"}()'),
      sha256('import "/a.js";'),
      sha256("\n    window.location.href = '/x/';\n  "),
    ]);
  });

  it('lists a script repeated on the page once', () => {
    const html = '<script>a()</script><p>x</p><script>a()</script>';
    expect(inlineScriptHashes(html)).toEqual([sha256('a()')]);
  });

  it('finds none in a page without inline scripts', () => {
    expect(inlineScriptHashes('<p>No scripts</p>')).toEqual([]);
  });
});
