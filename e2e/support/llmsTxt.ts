/**
 * A strict reader of the llms.txt format (llmstxt.org): in this order, an
 * H1 with the name (required), a blockquote summary, any paragraphs or
 * lists without headings, then H2 sections whose content is only a list
 * of `[name](url)` links, each optionally followed by `: notes`. Anything
 * else throws, naming the line.
 */

export interface LlmsTxtLink {
  name: string;
  url: string;
  notes: string | undefined;
}

export interface LlmsTxt {
  title: string;
  summary: string | undefined;
  details: string[];
  sections: {name: string; links: LlmsTxtLink[]}[];
}

// A link name may hold escaped brackets (`\[`, `\]`).
const linkLine = /^- \[((?:\\.|[^\]\\])+)\]\(([^)\s]+)\)(?:: (.+))?$/;

export function parseLlmsTxt(text: string): LlmsTxt {
  const lines = text.split('\n');
  let index = 0;
  const fail = (message: string): never => {
    throw new Error(
      `llms.txt line ${index + 1}: ${message}: "${lines[index]}"`,
    );
  };
  const skipBlank = () => {
    while (index < lines.length && lines[index]!.trim() === '') {
      index += 1;
    }
  };

  const titleMatch = /^# (.+)$/.exec(lines[index] ?? '');
  if (!titleMatch) {
    fail('the file must start with an H1');
  }
  index += 1;
  skipBlank();

  let summary: string | undefined;
  if (lines[index]?.startsWith('> ')) {
    const quoted: string[] = [];
    while (lines[index]?.startsWith('>')) {
      quoted.push(lines[index]!.replace(/^> ?/, ''));
      index += 1;
    }
    summary = quoted.join(' ').trim();
  }
  skipBlank();

  const details: string[] = [];
  while (index < lines.length && !lines[index]!.startsWith('#')) {
    const block: string[] = [];
    while (index < lines.length && lines[index]!.trim() !== '') {
      block.push(lines[index]!);
      index += 1;
    }
    details.push(block.join('\n'));
    skipBlank();
  }

  const sections: LlmsTxt['sections'] = [];
  while (index < lines.length) {
    const heading = /^## (.+)$/.exec(lines[index]!);
    if (!heading) {
      fail('expected an H2 section heading');
    }
    index += 1;
    skipBlank();
    const links: LlmsTxtLink[] = [];
    while (index < lines.length && lines[index]!.trim() !== '') {
      const link = linkLine.exec(lines[index]!);
      if (!link) {
        fail('a section holds only "- [name](url): notes" list items');
      }
      links.push({
        name: link![1]!.replace(/\\(.)/g, '$1'),
        url: link![2]!,
        notes: link![3],
      });
      index += 1;
    }
    sections.push({name: heading![1]!, links});
    skipBlank();
  }
  return {title: titleMatch![1]!, summary, details, sections};
}
