import {describe, expect, it} from 'vitest';
import {convertPage, renderTwin} from '../htmlToMarkdown';

const pageUrl = 'https://docusaurus.io/docs/guide/';

/** A doc page as the classic theme builds it, around `content`. */
function docPage(content: string, description = 'What the guide covers.') {
  return `<!doctype html><html><head><title>Guide</title>
<meta name="description" content="${description}"></head><body>
<nav class="navbar"><a href="/">Docusaurus</a></nav>
<main><div class="container"><article>
<nav class="theme-doc-breadcrumbs"><ul><li>Docs</li></ul></nav>
<span class="theme-doc-version-badge badge">Version: Canary</span>
<div class="theme-doc-markdown markdown"><header><h1>Guide</h1></header>
${content}
</div>
<footer class="theme-doc-footer"><a href="https://github.com/edit">Edit this page</a></footer>
<nav class="pagination-nav"><a href="/docs/next/">Next</a></nav>
</article></div></main>
<footer class="footer">Copyright</footer></body></html>`;
}

const bodyOf = (content: string) => convertPage(docPage(content), pageUrl).body;

describe('convertPage', () => {
  it('takes the title, the description and only the doc content', () => {
    const page = convertPage(docPage('<p>Hello.</p>'), pageUrl);
    expect(page).toEqual({
      title: 'Guide',
      description: 'What the guide covers.',
      body: 'Hello.',
    });
  });

  it('drops heading anchors and keeps heading levels', () => {
    expect(
      bodyOf(
        '<h2 class="anchor" id="setup">Set up<a href="#setup" class="hash-link" aria-label="Direct link to Set up">\u200B</a></h2><p>Text.</p>',
      ),
    ).toBe('## Set up\n\nText.');
  });

  it('makes links and images absolute to the site', () => {
    expect(
      bodyOf(
        '<p>See <a href="/docs/cli/">the CLI</a>, <a href="#setup">setup</a>, <a href="../blog/">the blog</a> and <a href="https://example.com/">elsewhere</a>.</p><p><img src="/img/logo.svg" alt="Logo"></p>',
      ),
    ).toBe(
      'See [the CLI](https://docusaurus.io/docs/cli/), [setup](https://docusaurus.io/docs/guide/#setup), [the blog](https://docusaurus.io/docs/blog/) and [elsewhere](https://example.com/).\n\n![Logo](https://docusaurus.io/img/logo.svg)',
    );
  });

  it('turns tabs into sections opened by their label', () => {
    expect(
      bodyOf(`<div class="tabs-container tabList_x"><ul role="tablist" class="tabs">
<li role="tab" tabindex="0" aria-selected="true" class="tabs__item">npm</li>
<li role="tab" tabindex="-1" aria-selected="false" class="tabs__item">Yarn</li></ul>
<div class="margin-top--md"><div role="tabpanel"><p>Run npm.</p></div>
<div role="tabpanel" hidden><ul><li>one</li><li>two</li></ul></div></div></div>`),
    ).toBe('**npm**\n\nRun npm.\n\n**Yarn**\n\n- one\n- two');
  });

  it('turns admonitions into blockquotes that name their type and title', () => {
    const icon =
      '<span class="admonitionIcon_x"><svg viewBox="0 0 14 16"><path d="M0 0"/></svg></span>';
    expect(
      bodyOf(`<div class="theme-admonition theme-admonition-note admonition_x alert alert--secondary"><div class="admonitionHeading_x">${icon}note</div><div class="admonitionContent_x"><p>Plain.</p></div></div>
<div class="theme-admonition theme-admonition-warning alert alert--warning"><div class="admonitionHeading_x">${icon}Mind the <strong>version</strong></div><div class="admonitionContent_x"><p>First.</p><p>Second.</p></div></div>`),
    ).toBe(
      '> **Note**\n>\n> Plain.\n\n> **Warning:** Mind the **version**\n>\n> First.\n>\n> Second.',
    );
  });

  it('keeps the language and title of code blocks, and their lines', () => {
    expect(
      bodyOf(`<div class="language-js codeBlockContainer_x theme-code-block"><div class="codeBlockTitle_OeMC">src/a.js</div><div class="codeBlockContent_x"><pre tabindex="0" class="prism-code language-js"><code class="codeBlockLines_x"><span class="token-line"><span class="token keyword">const</span><span class="token plain"> a = 1;</span><br></span><span class="token-line"><span class="token plain">a;</span><br></span></code></pre><div class="buttonGroup_x"><button type="button" aria-label="Copy code to clipboard">Copy</button></div></div></div>
<div class="language-text theme-code-block"><div class="codeBlockContent_x"><pre class="prism-code"><code><span class="token-line"><span class="codeLineNumber_x"></span><span class="codeLineContent_x">plain</span><br></span></code></pre></div></div>`),
    ).toBe(
      '```js title="src/a.js"\nconst a = 1;\na;\n```\n\n```text\nplain\n```',
    );
  });

  it('gives code that holds a fence a longer fence', () => {
    expect(
      bodyOf(
        '<div class="language-md theme-code-block"><pre><code><span class="token-line">```js<br></span><span class="token-line">x<br></span><span class="token-line">```<br></span></code></pre></div>',
      ),
    ).toBe('````md\n```js\nx\n```\n````');
  });

  it('writes tables as GFM tables', () => {
    expect(
      bodyOf(
        '<div class="wrapper_x"><table><thead><tr><th>Name</th><th>Type</th></tr></thead><tbody><tr id="path"><td><code>path</code><a class="hash-link" href="#path">#</a></td><td><code>string</code></td></tr></tbody></table></div>',
      ),
    ).toBe('| Name | Type |\n| - | - |\n| `path` | `string` |');
  });

  it('writes KaTeX output back as TeX between dollar signs', () => {
    const inline =
      '<span class="katex"><span class="katex-mathml"><math><semantics><mrow><mi>x</mi></mrow><annotation encoding="application/x-tex">x^2</annotation></semantics></math></span><span class="katex-html" aria-hidden="true"><span class="base">x2</span></span></span>';
    expect(
      bodyOf(
        `<p>Square ${inline} here.</p><span class="katex-display"><span class="katex"><span class="katex-mathml"><math display="block"><semantics><mrow></mrow><annotation encoding="application/x-tex">\\frac{1}{2}</annotation></semantics></math></span><span class="katex-html" aria-hidden="true">12</span></span></span>`,
      ),
    ).toBe('Square $x^2$ here.\n\n$$\n\\frac{1}{2}\n$$');
  });

  it('recovers Mermaid diagrams from their <noscript> source', () => {
    expect(
      bodyOf(
        '<p>Before.</p><!--$--><!--/$--><noscript><pre class="mermaid-source"><code>graph TD\n  A --&gt; B</code></pre></noscript><p>After.</p>',
      ),
    ).toBe('Before.\n\n```mermaid\ngraph TD\n  A --> B\n```\n\nAfter.');
  });

  it('opens details with their summary in bold, as plain text', () => {
    expect(
      bodyOf(
        '<details class="details_x alert alert--info" data-collapsed="true"><summary>More <em>info</em></summary><div><div class="collapsibleContent_x"><p>Hidden.</p></div></div></details>',
      ),
    ).toBe('**More info**\n\nHidden.');
  });

  it('lists doc cards as links with their descriptions', () => {
    const categoryPage = `<html><head><meta name="description" content="All guides."></head><body><main><div class="container"><div class="generatedIndexPage_x">
<header><h1 class="title_x">Guides</h1><p>All guides.</p></header>
<article class="margin-top--lg"><section class="row">
<article class="docCardListItem_W1sv col col--6"><a class="card" href="/docs/pages/"><h2 class="text--truncate cardTitle_x" title="Pages">📄️<!-- --> <!-- -->Pages</h2><p class="text--truncate cardDescription_x" title="Add pages.">Add pages.</p></a></article>
<article class="docCardListItem_W1sv col col--6"><a class="card" href="/docs/docs/"><h2 class="cardTitle_x" title="Docs">🗃️ Docs</h2><p title="4 items">4 items</p></a></article>
</section></article></div></div></main></body></html>`;
    expect(
      convertPage(categoryPage, 'https://docusaurus.io/docs/category/guides/'),
    ).toEqual({
      title: 'Guides',
      description: 'All guides.',
      body: '- [Pages](https://docusaurus.io/docs/pages/): Add pages.\n- [Docs](https://docusaurus.io/docs/docs/): 4 items',
    });
  });

  it('reads blog posts from their article, without the post header', () => {
    const post = `<html><head><meta name="description" content="What is new."></head><body><main><article>
<header><h1 class="title_x">Docusaurus 3.8</h1><div class="container_x"><time>May 26, 2025</time></div></header>
<div class="markdown"><p>Body of the post.</p></div>
<footer><a href="/blog/tags/release/">release</a></footer></article></main></body></html>`;
    expect(
      convertPage(post, 'https://docusaurus.io/blog/releases/3.8/'),
    ).toEqual({
      title: 'Docusaurus 3.8',
      description: 'What is new.',
      body: 'Body of the post.',
    });
  });

  it('fails on a page without a <main>', () => {
    expect(() => convertPage('<p>x</p>', pageUrl)).toThrow(/no <main>/);
  });
});

describe('renderTwin', () => {
  it('writes the title, the description as a quote, then the content', () => {
    expect(
      renderTwin({
        title: 'Guide',
        description: 'What the guide covers.',
        body: 'Hello.',
      }),
    ).toBe('# Guide\n\n> What the guide covers.\n\nHello.\n');
  });

  it('leaves out an empty description and escapes Markdown in the title', () => {
    expect(
      renderTwin({title: '*Stars* and [brackets]', description: '', body: 'x'}),
    ).toBe('# \\*Stars\\* and \\[brackets]\n\nx\n');
  });
});
