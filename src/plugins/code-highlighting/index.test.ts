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
