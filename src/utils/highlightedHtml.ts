/**
 * Code lines written as HTML, the markup of the theme's `CodeBlock/Line`
 * and `LineToken`, for CodeBlock/Content. A module of its own: the home
 * page's sample (CommandBlock) imports highlightedCode.ts, and the bundler
 * keeps this module's tables wherever it is imported.
 */
import {
  lineProps,
  tokenProps,
  type HighlightLine,
  type Style,
  type ThemeDictionary,
} from './highlightedCode';
import {escapeHtml} from './escapeHtml';

/** Style properties whose numbers take no unit, as React writes them. */
const unitlessProperties = new Set([
  'opacity',
  'fontWeight',
  'lineHeight',
  'zIndex',
  'order',
  'flexGrow',
  'flexShrink',
]);

/** `{fontStyle: 'italic'}` -> `font-style:italic`, as React writes a style. */
function styleAttribute(style: Style | undefined): string {
  return Object.entries(style ?? {})
    .filter(
      (entry): entry is [string, string | number] =>
        entry[1] !== undefined && entry[1] !== '',
    )
    .map(([name, value]) => {
      const property = name.replace(
        /[A-Z]/g,
        (upper) => `-${upper.toLowerCase()}`,
      );
      const text =
        typeof value === 'number' &&
        value !== 0 &&
        !unitlessProperties.has(name)
          ? `${value}px`
          : String(value).trim();
      return `${property}:${text}`;
    })
    .join(';');
}

function element(className: string, style: string, content: string): string {
  const styleText = style ? ` style="${escapeHtml(style)}"` : '';
  return `<span class="${escapeHtml(className)}"${styleText}>${content}</span>`;
}

/** The theme's line classes (`@theme/CodeBlock/Line` styles). */
export interface LineClasses {
  line: string;
  number: string;
  content: string;
}

/**
 * The HTML of the code's lines, as the theme's `CodeBlock/Line` (with
 * `LineToken`) renders them: a `token-line` span per line, a span per
 * token, the line number cells when shown, a `<br>` ending each line.
 * `lineClassNames` are the classes of magic comment lines, by line index.
 */
export function linesHtml(
  lines: HighlightLine[],
  dictionary: ThemeDictionary,
  {
    lineClassNames = {},
    showLineNumbers = false,
    classes,
  }: {
    lineClassNames?: Record<number, string[] | undefined>;
    showLineNumbers?: boolean;
    classes: LineClasses;
  },
): string {
  const lineStyle = styleAttribute(dictionary.plain);
  return lines
    .map((tokensOfLine, index) => {
      // The theme renders a line holding only a line break as empty.
      const line =
        tokensOfLine.length === 1 && tokensOfLine[0]!.content === '\n'
          ? [{...tokensOfLine[0]!, content: ''}]
          : tokensOfLine;
      const tokens = line
        .map((token) => {
          const {className, children, style} = tokenProps(dictionary, token);
          return element(
            className,
            styleAttribute(style),
            escapeHtml(children),
          );
        })
        .join('');
      const {className} = lineProps(dictionary, {
        className: [
          ...(lineClassNames[index] ?? []),
          ...(showLineNumbers ? [classes.line] : []),
        ].join(' '),
      });
      const content = showLineNumbers
        ? `${element(classes.number, '', '')}${element(classes.content, '', tokens)}`
        : tokens;
      return element(className, lineStyle, `${content}<br/>`);
    })
    .join('');
}
