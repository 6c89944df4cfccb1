/**
 * Parses CHANGELOG.md: one `## <version> (<YYYY-MM-DD>)` section per release,
 * newest first, with `#### <emoji> <Category>` headings, entries as bullets
 * (optionally grouped under a package bullet), and a `#### Committers: N`
 * list. The oldest, free-form releases have bullets without a category.
 */

export interface ChangelogVersion {
  version: string;
  /** Release date, `YYYY-MM-DD`. */
  date: string;
  /** 1-based line of the version heading in the source file. */
  line: number;
  /** Text before the first category or entry (e.g. "Failed release"). */
  note: string | undefined;
  /** Markdown of the release without its heading and committers list. */
  body: string;
  /** Entries per category; bullets before any heading are "Uncategorized". */
  categories: Record<string, number>;
  committers: string[];
  /** The N of "Committers: N", as printed. */
  committerCount: number | undefined;
}

export class ChangelogParseError extends Error {
  constructor(fileName: string, line: number | undefined, message: string) {
    super(
      line === undefined
        ? `${fileName}: ${message}`
        : `${fileName}:${line}: ${message}`,
    );
    this.name = 'ChangelogParseError';
  }
}

const versionHeading =
  /^## (\d+\.\d+\.\d+(?:-[0-9A-Za-z.]+)?) \((\d{4}-\d{2}-\d{2})\)\s*$/;
const committersHeading = /^#### Committers: (\d+)\s*$/;
/** A package group bullet: only package names in backticks, or "Other". */
const groupBullet = /^- (?:Other|`[^`]+`(?:, `[^`]+`)*)\s*$/;
const handleLink = /@([A-Za-z0-9-]+(?:\[bot\])?)/;

/** Category name of a `####` heading, without its leading emoji. */
export function categoryOf(heading: string): string {
  return heading
    .replace(/^#### /, '')
    .replace(/^[^A-Za-z]+/, '')
    .trim();
}

function isValidDate(date: string): boolean {
  const parsed = new Date(`${date}T00:00:00Z`);
  return (
    !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(date)
  );
}

export function parseChangelog(
  markdown: string,
  fileName = 'CHANGELOG.md',
): ChangelogVersion[] {
  if (markdown.trim() === '') {
    throw new ChangelogParseError(fileName, undefined, 'the file is empty');
  }
  const lines = markdown.split('\n');
  const versions: ChangelogVersion[] = [];
  let current: (ChangelogVersion & {bodyLines: string[]}) | undefined;
  let category = 'Uncategorized';
  let inCommitters = false;
  let inGroup = false;
  let inFence = false;
  let seenContent = false;

  const finish = () => {
    if (current) {
      const {bodyLines, ...version} = current;
      versions.push({...version, body: bodyLines.join('\n').trim()});
    }
  };

  lines.forEach((text, index) => {
    const lineNumber = index + 1;
    if (/^\s*(```|~~~)/.test(text)) {
      inFence = !inFence;
    }
    if (!inFence && text.startsWith('## ')) {
      const match = versionHeading.exec(text);
      if (!match) {
        throw new ChangelogParseError(
          fileName,
          lineNumber,
          `malformed release heading "${text}": expected "## <version> (<YYYY-MM-DD>)"`,
        );
      }
      const [, version, date] = match;
      if (!isValidDate(date!)) {
        throw new ChangelogParseError(
          fileName,
          lineNumber,
          `invalid date "${date}" in "${text}"`,
        );
      }
      finish();
      current = {
        version: version!,
        date: date!,
        line: lineNumber,
        note: undefined,
        body: '',
        bodyLines: [],
        categories: {},
        committers: [],
        committerCount: undefined,
      };
      category = 'Uncategorized';
      inCommitters = false;
      inGroup = false;
      seenContent = false;
      return;
    }
    if (!current) {
      return; // title and introduction above the first release
    }
    if (!inFence && text.startsWith('#### ')) {
      const committers = committersHeading.exec(text);
      if (committers) {
        inCommitters = true;
        current.committerCount = Number(committers[1]);
        return;
      }
      inCommitters = false;
      inGroup = false;
      seenContent = true;
      category = categoryOf(text);
      current.categories[category] ??= 0;
      current.bodyLines.push(text);
      return;
    }
    if (inCommitters) {
      const handle = text.startsWith('- ')
        ? handleLink.exec(text)?.[1]
        : undefined;
      if (handle) {
        current.committers.push(handle);
      }
      return;
    }
    current.bodyLines.push(text);
    if (inFence || text.trim() === '') {
      return;
    }
    if (text.startsWith('- ')) {
      seenContent = true;
      if (groupBullet.test(text)) {
        inGroup = true;
        return;
      }
      inGroup = false;
      current.categories[category] = (current.categories[category] ?? 0) + 1;
      return;
    }
    if (inGroup && text.startsWith('  - ')) {
      current.categories[category] = (current.categories[category] ?? 0) + 1;
      return;
    }
    if (!seenContent && !text.startsWith(' ')) {
      current.note = current.note ? `${current.note}\n${text}` : text;
    }
  });
  finish();

  if (versions.length === 0) {
    throw new ChangelogParseError(
      fileName,
      undefined,
      'no release sections found: expected headings like "## 3.8.1 (2025-06-06)"',
    );
  }
  return versions;
}
