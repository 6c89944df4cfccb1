import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {createElement, Fragment} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {Highlight, Prism} from 'prism-react-renderer';
import {describe, expect, it} from 'vitest';
import {
  prismAdditionalLanguages,
  prismDark,
  prismLight,
} from '../../../config/prism';
import {fencedBlocks} from '../../../scripts/lib/codeBlocks.mjs';
import {
  highlightedLines,
  lineProps,
  themeDictionary,
  tokenProps,
  type HighlightLine,
} from '../../utils/highlightedCode';
import {linesHtml} from '../../utils/highlightedHtml';
import rehypeCodeHighlighting, {
  codeBlockImportName,
  highlightCode,
  loadLanguages,
  magicCommentLine,
  tokenize,
} from './index';

loadLanguages(prismAdditionalLanguages);

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true, recursive: true})
    .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Every fenced code block of the current docs and the blog. */
const siteBlocks = ['docs', 'blog'].flatMap((dir) =>
  markdownFiles(dir).flatMap((file) =>
    [...fencedBlocks(readFileSync(file, 'utf8'))]
      .filter((block) => block.lang !== 'mermaid')
      .map((block) => ({...block, file})),
  ),
);

type Theme = typeof prismLight;

/** The lines as the theme's CodeBlock rendered them with `Highlight`. */
function renderWithHighlight(code: string, language: string, theme: Theme) {
  return renderToStaticMarkup(
    createElement(Highlight, {
      code,
      language,
      theme,
      prism: Prism,
      children: ({tokens, getLineProps, getTokenProps}) =>
        createElement(
          Fragment,
          null,
          tokens.map((line, index) =>
            createElement(
              'span',
              {key: index, ...getLineProps({line})},
              line.map((token, key) =>
                createElement('span', {key, ...getTokenProps({token})}),
              ),
            ),
          ),
        ),
    }),
  );
}

/** The same lines rendered from build-time data, as CodeBlock/Content does. */
function renderFromData(
  lines: HighlightLine[],
  language: string,
  theme: Theme,
) {
  const dictionary = themeDictionary(theme, language);
  return renderToStaticMarkup(
    createElement(
      Fragment,
      null,
      lines.map((line, index) =>
        createElement(
          'span',
          {key: index, ...lineProps(dictionary, {})},
          line.map((token, key) =>
            createElement('span', {key, ...tokenProps(dictionary, token)}),
          ),
        ),
      ),
    ),
  );
}

const lineClasses = {
  line: 'codeLine_x',
  number: 'codeLineNumber_x',
  content: 'codeLineContent_x',
};

/**
 * The lines as React renders the theme's CodeBlock/Line (and its LineToken)
 * for them: the markup CodeBlock/Content writes as HTML instead.
 */
function renderAsThemeLines(
  lines: HighlightLine[],
  language: string,
  theme: Theme,
  {
    lineClassNames = {},
    showLineNumbers = false,
  }: {
    lineClassNames?: Record<number, string[]>;
    showLineNumbers?: boolean;
  } = {},
) {
  const dictionary = themeDictionary(theme, language);
  return renderToStaticMarkup(
    createElement(
      Fragment,
      null,
      lines.map((lineTokens, index) => {
        const line =
          lineTokens.length === 1 && lineTokens[0]!.content === '\n'
            ? [{...lineTokens[0]!, content: ''}]
            : lineTokens;
        const tokens = line.map((token, key) =>
          createElement('span', {key, ...tokenProps(dictionary, token)}),
        );
        const className = [
          ...(lineClassNames[index] ?? []),
          ...(showLineNumbers ? [lineClasses.line] : []),
        ].join(' ');
        return createElement(
          'span',
          {key: index, ...lineProps(dictionary, {className})},
          showLineNumbers
            ? [
                createElement('span', {
                  key: 'number',
                  className: lineClasses.number,
                }),
                createElement(
                  'span',
                  {key: 'content', className: lineClasses.content},
                  tokens,
                ),
              ]
            : tokens,
          createElement('br'),
        );
      }),
    ),
  );
}

describe('build-time highlighting', () => {
  it(
    'renders every code block of the docs and blog as Highlight does',
    {timeout: 120_000},
    () => {
      expect(siteBlocks.length).toBeGreaterThan(500);
      const different: string[] = [];
      for (const block of siteBlocks) {
        const language = (block.lang || 'text').toLowerCase();
        const code = block.code;
        const lines = highlightedLines({
          code,
          sourceCode: `${code}\n`,
          language,
          encoded: highlightCode(`${code}\n`, language),
        });
        for (const theme of [prismLight, prismDark]) {
          if (
            !lines ||
            renderFromData(lines, language, theme) !==
              renderWithHighlight(code, language, theme)
          ) {
            different.push(`${block.file}:${block.line}`);
          }
        }
      }
      expect(different).toEqual([]);
    },
  );

  it('matches the lines the theme keeps after removing magic comments', () => {
    const source = [
      'const a = 1;',
      '// highlight-next-line',
      'const b = `two',
      'lines`;',
      '// highlight-start',
      'call(a, b);',
      '// highlight-end',
    ].join('\n');
    const kept = [
      'const a = 1;',
      'const b = `two',
      'lines`;',
      'call(a, b);',
    ].join('\n');
    expect(
      highlightedLines({
        code: kept,
        sourceCode: source,
        language: 'js',
        encoded: highlightCode(source, 'js', {
          magicComment: magicCommentLine([
            'highlight-next-line',
            'highlight-start',
            'highlight-end',
          ]),
        }),
      }),
    ).toEqual(tokenize(kept, 'js'));
  });

  it(
    "writes the HTML React renders for the theme's lines, for every code block of the docs and blog",
    {timeout: 120_000},
    () => {
      const different: string[] = [];
      for (const block of siteBlocks) {
        const language = (block.lang || 'text').toLowerCase();
        const lines = highlightedLines({
          code: block.code,
          sourceCode: `${block.code}\n`,
          language,
          encoded: highlightCode(`${block.code}\n`, language),
        })!;
        for (const theme of [prismLight, prismDark]) {
          const dictionary = themeDictionary(theme, language);
          if (
            linesHtml(lines, dictionary, {classes: lineClasses}) !==
            renderAsThemeLines(lines, language, theme)
          ) {
            different.push(`${block.file}:${block.line}`);
          }
        }
      }
      expect(different).toEqual([]);
    },
  );

  it("writes line numbers, magic comment classes and escaped text as the theme's lines do", () => {
    const code = 'if (a < b && c > "d") {\n\n  // it\'s\n}';
    const lines = highlightedLines({
      code,
      sourceCode: `${code}\n`,
      language: 'js',
      encoded: highlightCode(`${code}\n`, 'js'),
    })!;
    const options = {
      lineClassNames: {0: ['theme-code-block-highlighted-line'], 2: ['a', 'b']},
      showLineNumbers: true,
    };
    const html = linesHtml(lines, themeDictionary(prismLight, 'js'), {
      ...options,
      classes: lineClasses,
    });
    expect(html).toBe(renderAsThemeLines(lines, 'js', prismLight, options));
    // What the comparison covers, spelled out.
    for (const escaped of ['&lt;', '&amp;&amp;', '&gt;']) {
      expect(html).toContain(`>${escaped}</span>`);
    }
    expect(html).toContain('&quot;d&quot;');
    expect(html).toContain('it&#x27;s');
    expect(html.match(/<br\/>/g)).toHaveLength(4);
    expect(html).toMatch(
      /^<span class="token-line theme-code-block-highlighted-line codeLine_x" style="color:#1f2328"><span class="codeLineNumber_x"><\/span><span class="codeLineContent_x"><span class="token keyword control-flow" style="color:#b3144a">if<\/span>/,
    );
  });

  it('gives no lines for other code or another language', () => {
    const encoded = highlightCode('let x = 1;\n', 'js');
    const common = {sourceCode: 'let x = 1;\n', encoded};
    expect(
      highlightedLines({...common, code: 'let x = 1;', language: 'ts'}),
    ).toBe(null);
    expect(
      highlightedLines({...common, code: 'let y = 2;', language: 'js'}),
    ).toBe(null);
    expect(
      highlightedLines({...common, code: 'let x = 1;', language: 'js'}),
    ).toEqual(tokenize('let x = 1;', 'js'));
  });

  it('fails on an additional language Prism does not have', () => {
    expect(() => loadLanguages(['no-such-language'])).toThrow();
  });
});

describe('rehype plugin', () => {
  const transform = rehypeCodeHighlighting({
    additionalLanguages: prismAdditionalLanguages,
    magicCommentDirectives: ['highlight-next-line'],
  });

  it('turns pre > code into a CodeBlock its page imports, with tokens', () => {
    const root = {
      type: 'root',
      children: [
        {
          type: 'element',
          tagName: 'pre',
          children: [
            {
              type: 'element',
              tagName: 'code',
              properties: {
                className: ['language-bash'],
                metastring: 'title="Terminal"',
                live: false,
              },
              children: [{type: 'text', value: 'npm start\n'}],
            },
          ],
        },
        {type: 'element', tagName: 'p', children: [{type: 'text', value: 'x'}]},
      ],
    };
    transform(root);
    const [esm, block, paragraph] = root.children as {
      type: string;
      name?: string;
      attributes?: {name: string; value: string | null}[];
      tagName?: string;
    }[];
    expect(esm?.type).toBe('mdxjsEsm');
    expect(block?.type).toBe('mdxJsxFlowElement');
    expect(block?.name).toBe(codeBlockImportName);
    expect(
      Object.fromEntries(
        block!.attributes!.map((item) => [item.name, item.value]),
      ),
    ).toEqual({
      className: 'language-bash',
      metastring: 'title="Terminal"',
      children: 'npm start\n',
      highlighted: highlightCode('npm start\n', 'bash'),
    });
    expect(paragraph?.tagName).toBe('p');
  });

  it('leaves a page without code blocks without the import', () => {
    const root = {
      type: 'root',
      children: [{type: 'element', tagName: 'p', children: []}],
    };
    transform(root);
    expect(root.children.map((child) => child.type)).toEqual(['element']);
  });

  it('adds tokens to a <CodeBlock> holding an exported literal', () => {
    const constant = {
      type: 'mdxjsEsm',
      data: {
        estree: {
          type: 'Program',
          sourceType: 'module',
          body: [
            {
              type: 'ExportNamedDeclaration',
              declaration: {
                type: 'VariableDeclaration',
                kind: 'const',
                declarations: [
                  {
                    id: {type: 'Identifier', name: 'file'},
                    init: {
                      type: 'TemplateLiteral',
                      expressions: [],
                      quasis: [{value: {cooked: 'a: 1'}}],
                    },
                  },
                ],
              },
            },
          ],
        },
      },
    };
    const codeBlock = {
      type: 'mdxJsxFlowElement',
      name: 'CodeBlock',
      attributes: [{type: 'mdxJsxAttribute', name: 'language', value: 'yaml'}],
      children: [
        {
          type: 'mdxFlowExpression',
          data: {
            estree: {
              type: 'Program',
              sourceType: 'module',
              body: [
                {
                  type: 'ExpressionStatement',
                  expression: {type: 'Identifier', name: 'file'},
                },
              ],
            },
          },
        },
      ],
    };
    transform({type: 'root', children: [constant, codeBlock]});
    expect(codeBlock.attributes.at(-1)).toEqual({
      type: 'mdxJsxAttribute',
      name: 'highlighted',
      value: highlightCode('a: 1', 'yaml'),
    });
  });
});
