import type {PrismTheme} from 'prism-react-renderer';
import rehypeCodeHighlighting, {
  type CodeHighlightingOptions,
} from '../src/plugins/code-highlighting';

/** Prism languages beyond prism-react-renderer's own set. */
export const prismAdditionalLanguages = [
  'java',
  'latex',
  'haskell',
  'matlab',
  'php',
  'powershell',
  'bash',
  'diff',
  'json',
  'scss',
];

/** Comments that mark lines in code blocks (and are removed from them). */
export const prismMagicComments: {
  className: string;
  line: string;
  block?: {start: string; end: string};
}[] = [
  {
    className: 'theme-code-block-highlighted-line',
    line: 'highlight-next-line',
    block: {start: 'highlight-start', end: 'highlight-end'},
  },
  {
    className: 'code-block-error-line',
    line: 'This will error',
  },
];

/**
 * The rehype plugin that highlights code blocks at build time, for the
 * `rehypePlugins` of every content plugin (docs, blog, pages, changelog,
 * fixtures): the browser then loads no Prism for Markdown code.
 */
export const codeHighlighting: [
  typeof rehypeCodeHighlighting,
  CodeHighlightingOptions,
] = [
  rehypeCodeHighlighting,
  {
    additionalLanguages: prismAdditionalLanguages,
    magicCommentDirectives: prismMagicComments.flatMap((comment) => [
      comment.line,
      ...(comment.block ? [comment.block.start, comment.block.end] : []),
    ]),
  },
];

/**
 * Code-block colours drawn for this site. Both palettes keep every token at
 * 4.5:1 contrast or more against their own background (WCAG AA), because
 * code is text a reader has to read.
 */

export const prismLight: PrismTheme = {
  plain: {color: '#1f2328', backgroundColor: '#f6f8fa'},
  styles: [
    {
      types: ['comment', 'prolog', 'doctype', 'cdata'],
      style: {color: '#57606a', fontStyle: 'italic'},
    },
    {types: ['punctuation'], style: {color: '#3d444d'}},
    {types: ['namespace'], style: {opacity: 0.8}},
    {
      types: ['property', 'tag', 'constant', 'symbol', 'deleted'],
      style: {color: '#0b5cad'},
    },
    {types: ['boolean', 'number'], style: {color: '#0550ae'}},
    {
      types: ['selector', 'attr-name', 'string', 'char', 'builtin', 'inserted'],
      style: {color: '#0a6b2c'},
    },
    {types: ['operator', 'entity', 'url'], style: {color: '#a0331a'}},
    {types: ['atrule', 'attr-value', 'keyword'], style: {color: '#b3144a'}},
    {types: ['function', 'class-name'], style: {color: '#6434c9'}},
    {types: ['regex', 'important', 'variable'], style: {color: '#8a4600'}},
    {types: ['title'], style: {color: '#0550ae', fontWeight: 'bold'}},
    {types: ['important', 'bold'], style: {fontWeight: 'bold'}},
    {types: ['italic'], style: {fontStyle: 'italic'}},
  ],
};

export const prismDark: PrismTheme = {
  plain: {color: '#e0e3e7', backgroundColor: '#1e2124'},
  styles: [
    {
      types: ['comment', 'prolog', 'doctype', 'cdata'],
      style: {color: '#9aa3ad', fontStyle: 'italic'},
    },
    {types: ['punctuation'], style: {color: '#c4c9cf'}},
    {types: ['namespace'], style: {opacity: 0.8}},
    {
      types: ['property', 'tag', 'constant', 'symbol', 'deleted'],
      style: {color: '#7cc4ff'},
    },
    {types: ['boolean', 'number'], style: {color: '#b9d98c'}},
    {
      types: ['selector', 'attr-name', 'string', 'char', 'builtin', 'inserted'],
      style: {color: '#e6b37a'},
    },
    {types: ['operator', 'entity', 'url'], style: {color: '#d4d8dd'}},
    {types: ['atrule', 'attr-value', 'keyword'], style: {color: '#e59ad9'}},
    {types: ['function', 'class-name'], style: {color: '#7fe0c4'}},
    {types: ['regex', 'important', 'variable'], style: {color: '#ff9e8a'}},
    {types: ['title'], style: {color: '#7cc4ff', fontWeight: 'bold'}},
    {types: ['important', 'bold'], style: {fontWeight: 'bold'}},
    {types: ['italic'], style: {fontStyle: 'italic'}},
  ],
};
