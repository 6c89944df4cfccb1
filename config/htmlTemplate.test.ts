import {compileSSGTemplate} from '@docusaurus/core/lib/ssg/ssgTemplate';
import {describe, expect, it} from 'vitest';
import {
  entryScriptsId,
  failedScriptRemover,
  htmlTemplate,
  withoutEntryScriptList,
} from './htmlTemplate';

const page = {
  appHtml: '<main>Hello</main>',
  baseUrl: '/',
  htmlAttributes: 'lang="en"',
  bodyAttributes: '',
  headTags: '',
  preBodyTags: '',
  postBodyTags: '',
  metaAttributes: [] as string[],
  // In the order server rendering lists them: entry files, then the page's
  // chunks.
  scripts: [
    'assets/js/runtime~main.11111111.js',
    'assets/js/main.22222222.js',
    'assets/js/5e95c892.33333333.js',
    'assets/js/vendors-node_modules_main_js-1a2b3c.44444444.js',
  ],
  stylesheets: ['assets/css/styles.55555555.css'],
  noIndex: false,
  version: '3.8.1',
};

const expectedOrder = [
  '/assets/js/runtime~main.11111111.js',
  '/assets/js/5e95c892.33333333.js',
  '/assets/js/vendors-node_modules_main_js-1a2b3c.44444444.js',
  '/assets/js/main.22222222.js',
];

async function render(data: typeof page) {
  return (await compileSSGTemplate(htmlTemplate))(data);
}

describe('htmlTemplate', () => {
  it('lists the page scripts for the loader, the entry script last', async () => {
    const html = await render(page);
    const list = new RegExp(
      `<script type="application/json" id="${entryScriptsId}">([^<]*)</script>`,
    ).exec(html);
    expect(JSON.parse(list![1]!)).toEqual(expectedOrder);
    // No tag the browser would fetch before the page has painted.
    expect(html).not.toMatch(/<script[^>]* src=/);
  });

  it('gives the home page deferred tags in the same order', async () => {
    const html = await render({
      ...page,
      metaAttributes: ['<script>insertBanner()</script>'],
    });
    const sources = [...html.matchAll(/<script src="([^"]+)" defer>/g)].map(
      (match) => match[1],
    );
    expect(sources).toEqual(expectedOrder);
    expect(html).not.toContain(entryScriptsId);
  });

  it('takes failed scripts out of the page before any script loads', async () => {
    for (const metaAttributes of [[], ['<script>insertBanner()</script>']]) {
      const html = await render({...page, metaAttributes});
      const remover = html.indexOf(`<script>${failedScriptRemover}</script>`);
      expect(remover).toBeGreaterThan(0);
      expect(remover).toBeLessThan(html.indexOf('/assets/js/'));
    }
  });
});

describe('withoutEntryScriptList', () => {
  it('is the same for two builds of a page that differ only in script hashes', async () => {
    const first = await render(page);
    const second = await render({
      ...page,
      scripts: page.scripts.map((script) =>
        script.replace(/\.\d+\.js$/, '.99999999.js'),
      ),
    });
    expect(first).not.toBe(second);
    expect(withoutEntryScriptList(first)).toBe(withoutEntryScriptList(second));
  });

  it('keeps everything else of the page', async () => {
    const html = await render(page);
    const stripped = withoutEntryScriptList(html);
    expect(stripped).not.toContain('runtime~main');
    expect(stripped).toContain('<main>Hello</main>');
    expect(stripped).toContain('styles.55555555.css');
    expect(stripped).toContain(failedScriptRemover);
    expect(
      withoutEntryScriptList(
        await render({...page, appHtml: '<main>Bye</main>'}),
      ),
    ).not.toBe(stripped);
  });

  it('reads the list as the HTML minifier writes it, without quotes', () => {
    const minified = (runtime: string) =>
      `<head><script type=application/json id=${entryScriptsId}>["/assets/js/${runtime}"]</script><script>go()</script></head>`;
    expect(withoutEntryScriptList(minified('runtime~main.1.js'))).toBe(
      withoutEntryScriptList(minified('runtime~main.2.js')),
    );
    expect(withoutEntryScriptList(minified('runtime~main.1.js'))).toContain(
      '<script>go()</script>',
    );
  });

  it('leaves a page without the list as it is', () => {
    const html = '<html><head><script src="/a.js"></script></head></html>';
    expect(withoutEntryScriptList(html)).toBe(html);
  });
});
