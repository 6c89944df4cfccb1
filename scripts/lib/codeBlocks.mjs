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

/** Yields {lang, meta, code, line} for each fenced block (``` or ~~~). */
export function* fencedBlocks(markdown) {
  const lines = markdown.split('\n');
  for (let index = 0; index < lines.length; index += 1) {
    const open = /^(\s*)(`{3,}|~{3,})\s*([\w+-]*)(.*)$/.exec(lines[index]);
    if (!open) {
      continue;
    }
    const [, indent, fence, lang, meta] = open;
    const body = [];
    let end = index + 1;
    for (; end < lines.length; end += 1) {
      const close = lines[end].trim();
      if (
        close.startsWith(fence[0].repeat(fence.length)) &&
        /^[`~]+$/.test(close)
      ) {
        break;
      }
      body.push(
        lines[end].startsWith(indent)
          ? lines[end].slice(indent.length)
          : lines[end],
      );
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

/** Returns "line N (lang): message" for each block that does not parse. */
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
    for (const diagnostic of source.parseDiagnostics) {
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
