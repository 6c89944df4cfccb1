/** Helpers to read one section of a guide page: its tables and code blocks. */
import {readFileSync} from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '../..');

export function readDoc(file: string): string {
  return readFileSync(path.join(repoRoot, file), 'utf8');
}

/**
 * The text of the section whose heading carries `{#id}`, up to the next
 * heading of the same or a higher level.
 */
export function sectionById(text: string, id: string): string {
  const lines = text.split('\n');
  const start = lines.findIndex((line) =>
    new RegExp(`^#{2,6} .*\\{#${id}\\}\\s*$`).test(line),
  );
  if (start < 0) {
    throw new Error(`no heading with id ${id}`);
  }
  const level = /^#+/.exec(lines[start]!)![0].length;
  let inFence = false;
  let end = lines.length;
  for (let index = start + 1; index < lines.length; index += 1) {
    const line = lines[index]!;
    if (/^\s*```/.test(line)) {
      inFence = !inFence;
    }
    const heading = /^(#+) /.exec(line);
    if (!inFence && heading && heading[1]!.length <= level) {
      end = index;
      break;
    }
  }
  return lines.slice(start, end).join('\n');
}

/** The section under the heading whose text is exactly `title`. */
export function sectionByTitle(text: string, title: string): string {
  const match = new RegExp(`^(#{2,6}) ${escape(title)}\\s*$`, 'm').exec(text);
  if (!match) {
    throw new Error(`no heading "${title}"`);
  }
  const rest = text.slice(match.index + match[0].length);
  const next = new RegExp(`^#{2,${match[1]!.length}} `, 'm').exec(rest);
  return text.slice(
    match.index,
    match.index + match[0].length + (next?.index ?? rest.length),
  );
}

function escape(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Rows of the Markdown tables in `text`, as arrays of trimmed cells. */
export function tableRows(text: string): string[][] {
  return text
    .split('\n')
    .filter((line) => /^\s*\|.*\|\s*$/.test(line))
    .filter((line) => !/^\s*\|[\s|:-]+\|\s*$/.test(line))
    .map((line) =>
      line
        .trim()
        .replace(/^\||\|$/g, '')
        .split('|')
        .map((cell) => cell.trim()),
    );
}

/** Every inline-code span of a table cell. */
export function codeSpans(cell: string): string[] {
  return [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);
}

/** Fenced code blocks of `text` whose info string matches `info`. */
export function codeBlocks(text: string, info: RegExp): string[] {
  return [...text.matchAll(/^```([^\n]*)\n([\s\S]*?)^```\s*$/gm)]
    .filter((match) => info.test(match[1]!))
    .map((match) => match[2]!);
}
