/**
 * Rehype plugin: highlights code blocks while Markdown is compiled, so the
 * browser never loads Prism for them.
 *
 * - A fenced code block (`pre > code`) becomes a CodeBlock element that its
 *   page imports itself, carrying the Prism tokens as a compact `highlighted`
 *   prop (src/utils/highlightedCode.ts). Pages without code therefore load
 *   no CodeBlock at all: the theme maps Markdown `code` through a component
 *   shared by every page.
 * - A `<CodeBlock>` written in MDX with literal code gets the prop too.
 *
 * Tokens are computed by the same Prism build and languages as the theme's
 * (prism-react-renderer plus `themeConfig.prism.additionalLanguages`); an
 * unknown additional language fails the build, like the theme's loader.
 */
import {createRequire} from 'node:module';
import {Prism} from 'prism-react-renderer';
import {
  encodeHighlight,
  lineBreak,
  type HighlightLine,
} from '../../utils/highlightedCode';
import {prismTokenLines} from '../../utils/prismTokens';

export interface CodeHighlightingOptions {
  /** `themeConfig.prism.additionalLanguages` */
  additionalLanguages: string[];
  /** `themeConfig.prism.defaultLanguage` */
  defaultLanguage?: string;
  /**
   * The directives of `themeConfig.prism.magicComments` (their `line` and
   * `block` start and end): lines holding only such a comment are left out
   * of the tokens, as the theme leaves them out of the rendered code.
   */
  magicCommentDirectives: string[];
}

/** The parts of hast and MDX nodes this plugin reads and writes. */
interface Node {
  type: string;
  tagName?: string;
  name?: string | null;
  value?: string;
  properties?: Record<string, unknown>;
  attributes?: Attribute[];
  children?: Node[];
  data?: {estree?: Program};
}

interface Attribute {
  type: string;
  name: string;
  value: string | null;
}

interface Expression {
  type: string;
  name?: string;
  value?: unknown;
  expressions?: unknown[];
  quasis?: {value: {cooked?: string | null}}[];
}

interface Program {
  type: string;
  sourceType: string;
  body: {
    type: string;
    expression?: Expression;
    declaration?: {
      type: string;
      kind?: string;
      declarations?: {id: Expression; init?: Expression | null}[];
    } | null;
  }[];
}

/** A string literal or a template literal without substitutions. */
function literalString(
  expression: Expression | null | undefined,
): string | null {
  if (expression?.type === 'Literal' && typeof expression.value === 'string') {
    return expression.value;
  }
  if (
    expression?.type === 'TemplateLiteral' &&
    expression.expressions?.length === 0 &&
    typeof expression.quasis?.[0]?.value.cooked === 'string'
  ) {
    return expression.quasis[0].value.cooked;
  }
  return null;
}

/** `export const name = "literal"` declarations of an MDX file, by name. */
function exportedStrings(root: Node): Map<string, string> {
  const strings = new Map<string, string>();
  for (const node of root.children ?? []) {
    if (node.type !== 'mdxjsEsm') {
      continue;
    }
    for (const statement of node.data?.estree?.body ?? []) {
      const declaration = statement.declaration;
      if (
        statement.type !== 'ExportNamedDeclaration' ||
        declaration?.type !== 'VariableDeclaration' ||
        declaration.kind !== 'const'
      ) {
        continue;
      }
      for (const {id, init} of declaration.declarations ?? []) {
        const value = literalString(init);
        if (id.type === 'Identifier' && id.name && value !== null) {
          strings.set(id.name, value);
        }
      }
    }
  }
  return strings;
}

/** Name under which a page imports CodeBlock for its own code blocks. */
export const codeBlockImportName = 'HighlightedCodeBlock';

const requireFromHere = createRequire(__filename);
const loadedLanguages = new Set<string>();

/** Adds the theme's additional languages to prism-react-renderer's Prism. */
export function loadLanguages(languages: string[]): void {
  const missing = languages.filter(
    (language) => !loadedLanguages.has(language),
  );
  if (missing.length === 0) {
    return;
  }
  // Prism components register on the global Prism (see the theme's
  // prism-include-languages, which does the same in the browser).
  const globals = globalThis as {Prism?: unknown};
  const previous = globals.Prism;
  globals.Prism = Prism;
  try {
    for (const language of missing) {
      if (language === 'php') {
        requireFromHere('prismjs/components/prism-markup-templating.js');
      }
      requireFromHere(`prismjs/components/prism-${language}`);
      loadedLanguages.add(language);
    }
  } finally {
    if (previous === undefined) {
      delete globals.Prism;
    } else {
      globals.Prism = previous;
    }
  }
}

/** Prism tokens of `code` by line, as prism-react-renderer makes them. */
export function tokenize(code: string, language: string): HighlightLine[] {
  return prismTokenLines(code, language);
}

/** The encoded highlighting of a code block's text in `language`. */
export function highlightCode(
  code: string,
  language: string,
  {magicComment}: {magicComment?: RegExp} = {},
): string {
  const lines = code.replace(/\r?\n$/, '').split(lineBreak);
  const removed = magicComment
    ? lines.flatMap((line, index) => (magicComment.test(line) ? [index] : []))
    : [];
  const kept = lines.filter((_, index) => !removed.includes(index));
  return encodeHighlight(
    language,
    tokenize(kept.join('\n'), language),
    removed,
  );
}

const escapeRegExp = (text: string) =>
  text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Matches a line that holds only a comment with one of `directives`, in the
 * usual comment syntaxes: `//`, `#`, `--`, `%`, `;;`, `/* *\/`, `{/* *\/}`
 * and `<!-- -->`.
 */
export function magicCommentLine(directives: string[]): RegExp {
  const names = directives.map(escapeRegExp).join('|');
  const opening = String.raw`(?:\/\/|#|--|%|;;|\/\*|\{\s*\/\*|<!--)`;
  const closing = String.raw`(?:\*\/\s*\}?|-->)?`;
  return new RegExp(String.raw`^\s*${opening}\s*(?:${names})\s*${closing}\s*$`);
}

/**
 * Magic comments apply unless the metastring names the highlighted lines
 * (`{1,3-4}`): then the theme keeps every line as written.
 */
function magicCommentsApply(metastring: string | undefined): boolean {
  return !/\{[\d,-]+\}/.test(metastring ?? '');
}

function classNameLanguage(className: unknown): string | undefined {
  const names = Array.isArray(className)
    ? className.map(String)
    : typeof className === 'string'
      ? className.split(' ')
      : [];
  return names
    .find((name) => name.startsWith('language-'))
    ?.slice('language-'.length);
}

/** The language the theme will highlight a block in (lower case, as it does). */
function blockLanguage(
  language: string | undefined,
  defaultLanguage: string | undefined,
): string {
  return (language ?? defaultLanguage ?? 'text').toLowerCase();
}

function textOf(node: Node): string | null {
  if (node.type === 'text') {
    return node.value ?? '';
  }
  if (node.type === 'element' && node.children) {
    let text = '';
    for (const child of node.children) {
      const childText = textOf(child);
      if (childText === null) {
        return null;
      }
      text += childText;
    }
    return text;
  }
  return null;
}

const isBlank = (node: Node) =>
  node.type === 'text' && (node.value ?? '').trim() === '';

/** The `code` element of a `pre` that holds only that, else null. */
function preCode(node: Node): Node | null {
  if (node.type !== 'element' || node.tagName !== 'pre' || !node.children) {
    return null;
  }
  const elements = node.children.filter((child) => !isBlank(child));
  const [code] = elements;
  return elements.length === 1 &&
    code?.type === 'element' &&
    code.tagName === 'code'
    ? code
    : null;
}

function attribute(name: string, value: string | null): Attribute {
  return {type: 'mdxJsxAttribute', name, value};
}

/** The CodeBlock element that replaces `pre > code`, or null if it can't. */
function codeBlockElement(
  code: Node,
  options: CodeHighlightingOptions,
  magicComment: RegExp,
): Node | null {
  const text = textOf(code);
  if (text === null) {
    return null;
  }
  const properties = code.properties ?? {};
  const language = blockLanguage(
    classNameLanguage(properties.className),
    options.defaultLanguage,
  );
  const attributes: Attribute[] = [];
  for (const [name, value] of Object.entries(properties)) {
    if (name === 'className' && Array.isArray(value)) {
      attributes.push(attribute(name, value.join(' ')));
    } else if (typeof value === 'string') {
      attributes.push(attribute(name, value));
    } else if (value === true) {
      attributes.push(attribute(name, null));
    } else if (value !== false && value !== undefined && value !== null) {
      return null;
    }
  }
  attributes.push(attribute('children', text));
  const metastring =
    typeof properties.metastring === 'string' ? properties.metastring : '';
  attributes.push(
    attribute(
      'highlighted',
      highlightCode(text, language, {
        magicComment: magicCommentsApply(metastring) ? magicComment : undefined,
      }),
    ),
  );
  return {
    type: 'mdxJsxFlowElement',
    name: codeBlockImportName,
    attributes,
    children: [],
  };
}

function stringAttribute(node: Node, name: string): string | undefined {
  const found = node.attributes?.find(
    (item) => item.type === 'mdxJsxAttribute' && item.name === name,
  );
  return typeof found?.value === 'string' ? found.value : undefined;
}

/**
 * The code of `<CodeBlock>{`...`}</CodeBlock>` when it is a literal, or a
 * constant the file exports as a literal (`{authorsFile}`).
 */
function literalChildren(
  node: Node,
  constants: Map<string, string>,
): string | null {
  const children = (node.children ?? []).filter((child) => !isBlank(child));
  const [child] = children;
  if (children.length !== 1 || !child) {
    return null;
  }
  if (child.type === 'text') {
    return child.value ?? null;
  }
  if (
    child.type !== 'mdxFlowExpression' &&
    child.type !== 'mdxTextExpression'
  ) {
    return null;
  }
  const expression = child.data?.estree?.body[0]?.expression;
  if (expression?.type === 'Identifier' && expression.name) {
    return constants.get(expression.name) ?? null;
  }
  return literalString(expression);
}

function importCodeBlock(): Node {
  return {
    type: 'mdxjsEsm',
    value: '',
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [
              {
                type: 'ImportDefaultSpecifier',
                local: {type: 'Identifier', name: codeBlockImportName},
              },
            ],
            source: {type: 'Literal', value: '@theme/CodeBlock'},
          } as unknown as Program['body'][number],
        ],
      },
    },
  };
}

export default function rehypeCodeHighlighting(
  options: CodeHighlightingOptions,
) {
  loadLanguages(options.additionalLanguages);
  const magicComment = magicCommentLine(options.magicCommentDirectives);
  return (root: Node): void => {
    let converted = 0;
    const constants = exportedStrings(root);
    const visit = (node: Node) => {
      const children = node.children;
      if (!children) {
        return;
      }
      children.forEach((child, index) => {
        const code = preCode(child);
        const element = code && codeBlockElement(code, options, magicComment);
        if (element) {
          children[index] = element;
          converted += 1;
          return;
        }
        if (
          (child.type === 'mdxJsxFlowElement' ||
            child.type === 'mdxJsxTextElement') &&
          child.name === 'CodeBlock' &&
          stringAttribute(child, 'highlighted') === undefined
        ) {
          const text = literalChildren(child, constants);
          if (text !== null) {
            const language = blockLanguage(
              stringAttribute(child, 'language') ??
                classNameLanguage(stringAttribute(child, 'className')),
              options.defaultLanguage,
            );
            child.attributes?.push(
              attribute(
                'highlighted',
                highlightCode(text, language, {
                  magicComment: magicCommentsApply(
                    stringAttribute(child, 'metastring'),
                  )
                    ? magicComment
                    : undefined,
                }),
              ),
            );
          }
        }
        visit(child);
      });
    };
    visit(root);
    if (converted > 0) {
      root.children?.unshift(importCodeBlock());
    }
  };
}
