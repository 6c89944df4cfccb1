/** Helpers to measure the prose of a Markdown/MDX page. */

/** Splits a file into its front matter (as raw YAML text) and its body. */
export function splitFrontMatter(source: string): {
  frontMatter: string;
  body: string;
} {
  const match = /^---\n([\s\S]*?)\n---\n?/.exec(source);
  return match
    ? {frontMatter: match[1]!, body: source.slice(match[0].length)}
    : {frontMatter: '', body: source};
}

/** Value of a simple `key: value` line of the front matter. */
export function frontMatterValue(
  frontMatter: string,
  key: string,
): string | undefined {
  const match = new RegExp(`^${key}:\\s*(.+)$`, 'm').exec(frontMatter);
  return match?.[1]?.trim().replace(/^(['"])(.*)\1$/, '$2');
}

/**
 * The prose of a page body: without fenced code, import/export lines, JSX
 * tags, tables, admonition fences and Markdown link targets.
 */
export function proseOf(body: string): string {
  return body
    .replace(/^(\s*)(`{3,}|~{3,})[\s\S]*?^\1\2\s*$/gm, ' ')
    .replace(/^(import|export) .*$/gm, ' ')
    .replace(/^\s*\|.*\|\s*$/gm, ' ')
    .replace(/^:::.*$/gm, ' ')
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, ' ')
    .replace(/<\/?[A-Za-z][^>]*>/g, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/[#*_>`[\]]/g, ' ');
}

export function wordCount(text: string): number {
  return text.split(/\s+/).filter((word) => /[A-Za-z0-9]/.test(word)).length;
}

/** Number of body rows of option tables (`<APITable>`) on a page. */
export function optionTableRows(body: string): number {
  let rows = 0;
  for (const match of body.matchAll(/<APITable[^>]*>([\s\S]*?)<\/APITable>/g)) {
    const lines = (match[1] ?? '')
      .split('\n')
      .filter((line) => line.trim().startsWith('|'));
    rows += Math.max(0, lines.length - 2);
  }
  return rows;
}
