// Finds fenced js/jsx/ts/tsx code blocks in Markdown and reports syntax
// errors, so every example the docs show at least parses. Blocks whose meta
// contains `skip-check` are ignored (for deliberately broken examples, which
// should say so in the text).
import ts from 'typescript';

const checkedLanguages = new Map([
  ['js', ts.ScriptKind.JSX],
  ['jsx', ts.ScriptKind.JSX],
  ['javascript', ts.ScriptKind.JSX],
  ['mjs', ts.ScriptKind.JSX],
  ['cjs', ts.ScriptKind.JSX],
  ['ts', ts.ScriptKind.TSX],
  ['tsx', ts.ScriptKind.TSX],
  ['typescript', ts.ScriptKind.TSX],
]);

/**
 * Yields {lang, meta, code, line} for each fenced block (``` or ~~~).
 * @param {string} markdown
 * @returns {Generator<{lang: string, meta: string, code: string, line: number}>}
 */
export function* fencedBlocks(markdown) {
  const lines = markdown.split('\n');
  for (let index = 0; index < lines.length; index += 1) {
    const open = /^(\s*)(`{3,}|~{3,})\s*([\w+-]*)(.*)$/.exec(
      lines[index] ?? '',
    );
    if (!open) {
      continue;
    }
    const [, indent = '', fence = '```', lang = '', meta = ''] = open;
    const body = [];
    let end = index + 1;
    for (; end < lines.length; end += 1) {
      const line = lines[end] ?? '';
      const close = line.trim();
      if (
        close.startsWith(fence.charAt(0).repeat(fence.length)) &&
        /^[`~]+$/.test(close)
      ) {
        break;
      }
      body.push(line.startsWith(indent) ? line.slice(indent.length) : line);
    }
    yield {
      lang: lang.toLowerCase(),
      meta: meta.trim(),
      code: body.join('\n'),
      line: index + 1,
    };
    index = end;
  }
}

/**
 * Returns "line N (lang): message" for each block that does not parse.
 * @param {string} markdown
 * @returns {string[]}
 */
export function checkCodeBlocks(markdown) {
  const problems = [];
  for (const block of fencedBlocks(markdown)) {
    const kind = checkedLanguages.get(block.lang);
    if (kind === undefined || /\bskip-check\b/.test(block.meta)) {
      continue;
    }
    const source = ts.createSourceFile(
      `block.${kind === ts.ScriptKind.TSX ? 'tsx' : 'jsx'}`,
      block.code,
      ts.ScriptTarget.Latest,
      true,
      kind,
    );
    // parseDiagnostics is internal to TypeScript's API, but it is the only
    // way to get syntax errors without a whole program.
    const {parseDiagnostics} =
      /** @type {ts.SourceFile & {parseDiagnostics: ts.Diagnostic[]}} */ (
        source
      );
    for (const diagnostic of parseDiagnostics) {
      const {line} = source.getLineAndCharacterOfPosition(
        diagnostic.start ?? 0,
      );
      problems.push(
        `line ${block.line + 1 + line} (${block.lang}): ${ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')}`,
      );
    }
  }
  return problems;
}
