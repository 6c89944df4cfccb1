/**
 * Syntax-highlighted code as compact data, shared by the build (which
 * highlights every Markdown code block with Prism, see
 * src/plugins/code-highlighting) and the browser (which renders the lines
 * without loading Prism, see src/theme/CodeBlock/Content).
 *
 * The token shapes are those of prism-react-renderer, so the rendered HTML
 * is the one its `Highlight` component produces. The encoding carries no
 * code text, only token types and lengths: the text is the code block's own
 * children.
 *
 *   encoded = language "|" types "|" lines "|" removed
 *   types   = type list ("," separated; a type list is space separated)
 *   lines   = line (";" separated)
 *   line    = token ("," separated), token = typeIndex "." length (base 36)
 *             or typeIndex alone for a line that is empty
 *   removed = indexes of the source lines left out ("," separated, base 36):
 *             magic comment lines, which the theme removes before rendering
 */

export interface HighlightToken {
  types: string[];
  content: string;
  empty?: boolean;
}

export type HighlightLine = HighlightToken[];

export interface EncodedHighlight {
  language: string;
  /** Token types and lengths of each line of the code. */
  lines: {typeIndex: number; length?: number}[][];
  types: string[][];
  /** Source lines the tokens leave out (magic comments). */
  removed: number[];
}

const separators = /[|;,. ]/;

/** The line breaks prism-react-renderer splits tokens on. */
export const lineBreak = /\r\n|\r|\n/;

/** Encodes token lines produced for `language` (see the format above). */
export function encodeHighlight(
  language: string,
  lines: HighlightLine[],
  removed: number[] = [],
): string {
  if (separators.test(language)) {
    throw new Error(`Cannot encode code in language "${language}".`);
  }
  const typeIndexes = new Map<string, number>();
  const encodedLines = lines.map((line) =>
    line
      .map((token) => {
        for (const type of token.types) {
          if (separators.test(type) || type === '') {
            throw new Error(`Cannot encode the token type "${type}".`);
          }
        }
        const key = token.types.join(' ');
        let index = typeIndexes.get(key);
        if (index === undefined) {
          index = typeIndexes.size;
          typeIndexes.set(key, index);
        }
        return token.empty
          ? index.toString(36)
          : `${index.toString(36)}.${token.content.length.toString(36)}`;
      })
      .join(','),
  );
  return [
    language,
    [...typeIndexes.keys()].join(','),
    encodedLines.join(';'),
    removed.map((index) => index.toString(36)).join(','),
  ].join('|');
}

export function decodeHighlight(encoded: string): EncodedHighlight | null {
  const [language, types, lines, removed, ...rest] = encoded.split('|');
  if (
    language === undefined ||
    types === undefined ||
    lines === undefined ||
    removed === undefined ||
    rest.length > 0
  ) {
    return null;
  }
  return {
    language,
    types: types.split(',').map((list) => list.split(' ')),
    lines: lines.split(';').map((line) =>
      line.split(',').map((token) => {
        const [typeIndex, length] = token.split('.');
        return {
          typeIndex: parseInt(typeIndex ?? '', 36),
          length: length === undefined ? undefined : parseInt(length, 36),
        };
      }),
    ),
    removed:
      removed === ''
        ? []
        : removed.split(',').map((index) => parseInt(index, 36)),
  };
}

/** The lines of code without highlighting (what Prism gives for no grammar). */
export function plainLines(code: string): HighlightLine[] {
  return code
    .split(lineBreak)
    .map((text) =>
      text === ''
        ? [{types: ['plain'], content: '\n', empty: true}]
        : [{types: ['plain'], content: text}],
    );
}

/** The token lines of one source line, or null if they do not fit it. */
function lineTokens(
  text: string,
  encodedLine: EncodedHighlight['lines'][number],
  types: string[][],
): HighlightLine | null {
  const tokens: HighlightLine = [];
  let offset = 0;
  for (const {typeIndex, length} of encodedLine) {
    const tokenTypes = types[typeIndex];
    if (!tokenTypes) {
      return null;
    }
    if (length === undefined) {
      if (text !== '' || encodedLine.length !== 1) {
        return null;
      }
      tokens.push({types: tokenTypes, content: '\n', empty: true});
    } else {
      tokens.push({
        types: tokenTypes,
        content: text.slice(offset, offset + length),
      });
      offset += length;
    }
  }
  return offset === text.length ? tokens : null;
}

/**
 * The highlighted lines of `code`, from the encoded highlighting of
 * `sourceCode`, the code block's text before the theme removed its magic
 * comment lines (`// highlight-next-line`...). The kept lines are matched
 * in order to the source lines they came from. Returns null when the data
 * does not describe this code in this language (the caller then highlights
 * in the browser).
 */
export function highlightedLines({
  code,
  sourceCode,
  language,
  encoded,
}: {
  code: string;
  sourceCode: string;
  language: string;
  encoded: string;
}): HighlightLine[] | null {
  const data = decodeHighlight(encoded);
  if (!data || data.language !== language) {
    return null;
  }
  const removed = new Set(data.removed);
  const sourceLines = sourceCode
    .replace(/\r?\n$/, '')
    .split(lineBreak)
    .filter((_, index) => !removed.has(index));
  if (sourceLines.length !== data.lines.length) {
    return null;
  }
  const keptLines = code.split(lineBreak);
  const result: HighlightLine[] = [];
  let source = 0;
  for (const kept of keptLines) {
    while (source < sourceLines.length && sourceLines[source] !== kept) {
      source += 1;
    }
    const encodedLine = data.lines[source];
    if (encodedLine === undefined) {
      return null;
    }
    const tokens = lineTokens(kept, encodedLine, data.types);
    if (!tokens) {
      return null;
    }
    result.push(tokens);
    source += 1;
  }
  return result;
}

/** A Prism theme as prism-react-renderer takes it (see config/prism.ts). */
export interface HighlightTheme {
  plain: Record<string, string | number | undefined>;
  styles: {
    types: string[];
    style: Record<string, string | number | undefined>;
    languages?: string[];
  }[];
}

export type Style = Record<string, string | number | undefined>;

export interface ThemeDictionary {
  root: Style;
  plain: Style;
  [type: string]: Style | undefined;
}

/**
 * The style of each token type in `theme` for `language`, merged the way
 * prism-react-renderer merges them, so lines and tokens get the same inline
 * styles as its `Highlight` component gives them.
 */
export function themeDictionary(
  theme: HighlightTheme,
  language: string,
): ThemeDictionary {
  const styles: Record<string, Style> = {};
  for (const entry of theme.styles) {
    if (entry.languages && !entry.languages.includes(language)) {
      continue;
    }
    for (const type of entry.types) {
      styles[type] = {...styles[type], ...entry.style};
    }
  }
  return {
    ...styles,
    root: theme.plain,
    plain: {...theme.plain, backgroundColor: undefined},
  };
}

/** Props of a line element, as prism-react-renderer's `getLineProps`. */
export function lineProps(
  dictionary: ThemeDictionary,
  {className}: {className?: string},
): {className: string; style: Style} {
  return {
    className: ['token-line', className].filter(Boolean).join(' '),
    style: dictionary.plain,
  };
}

/** Props of a token element, as prism-react-renderer's `getTokenProps`. */
export function tokenProps(
  dictionary: ThemeDictionary,
  token: HighlightToken,
): {className: string; children: string; style: Style | undefined} {
  const {types, empty} = token;
  let style: Style | undefined;
  if (types.length === 1 && types[0] === 'plain') {
    style = empty !== undefined ? {display: 'inline-block'} : undefined;
  } else if (types.length === 1 && empty !== undefined) {
    style = dictionary[types[0]!];
  } else {
    style = Object.assign(
      empty !== undefined ? {display: 'inline-block'} : {},
      ...types.map((type) => dictionary[type]),
    ) as Style;
  }
  return {
    className: ['token', ...types].join(' '),
    children: token.content,
    style,
  };
}
