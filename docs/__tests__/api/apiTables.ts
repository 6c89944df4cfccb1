/**
 * Reads the option tables (`<APITable>` blocks) and headings of an MDX page,
 * the documented side of the schema comparison.
 */
import {readFileSync} from 'node:fs';

export interface DocumentedOption {
  /** Name from the first column, without backticks (e.g. `feedOptions.type`). */
  name: string;
  /** Cells by lower-cased header ("type", "default", "description"). */
  cells: Record<string, string>;
  /** The `name` prop of the enclosing `<APITable>`, if any. */
  table?: string;
}

export interface DocumentedPage {
  options: DocumentedOption[];
  headings: string[];
  text: string;
}

function splitRow(line: string): string[] {
  const inner = line.trim().replace(/^\|/, '').replace(/\|$/, '');
  // Pipes inside inline code are escaped as \| in GFM tables.
  return inner
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim().replace(/\\\|/g, '|'));
}

/** First inline-code span of a cell, or the whole cell without markup. */
export function codeOf(cell: string): string {
  const match = /`([^`]+)`/.exec(cell);
  return (match ? match[1]! : cell).trim();
}

export function readDocumentedPage(file: string): DocumentedPage {
  const text = readFileSync(file, 'utf8');
  const options: DocumentedOption[] = [];
  const tablePattern = /<APITable([^>]*)>([\s\S]*?)<\/APITable>/g;
  for (const match of text.matchAll(tablePattern)) {
    const table = /name=["']([^"']+)["']/.exec(match[1] ?? '')?.[1];
    const lines = (match[2] ?? '')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line.startsWith('|'));
    const [header, , ...rows] = lines;
    if (!header) {
      continue;
    }
    const headers = splitRow(header).map((cell) => cell.toLowerCase());
    for (const row of rows) {
      const cells = splitRow(row);
      const name = codeOf(cells[0] ?? '');
      options.push({
        name,
        table,
        cells: Object.fromEntries(
          headers.map((headerName, index) => [headerName, cells[index] ?? '']),
        ),
      });
    }
  }
  const headings = [...text.matchAll(/^#{2,6}\s+(.+)$/gm)].map((m) =>
    m[1]!.trim(),
  );
  return {options, headings, text};
}

/**
 * Parses a documented default such as `'docs'`, `true`, `5`, `[]` or
 * `['en']`. Returns `undefined` when the cell holds no literal.
 */
export function parseDefault(
  cell: string | undefined,
): {value: unknown} | undefined {
  if (!cell) {
    return undefined;
  }
  const match = /`([^`]+)`/.exec(cell);
  if (!match) {
    return undefined;
  }
  const literal = match[1]!.trim();
  if (literal === 'undefined') {
    return {value: undefined};
  }
  try {
    const json = literal
      .replace(/'([^'\\]*)'/g, (_, inner: string) => JSON.stringify(inner))
      .replace(/,\s*]/g, ']');
    return {value: JSON.parse(json)};
  } catch {
    return undefined;
  }
}
