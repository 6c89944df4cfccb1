/**
 * Turns parsed changelog versions into the Markdown posts and the authors map
 * that the blog plugin loads.
 */
import type {ChangelogVersion} from './parser';
import {githubReleaseOf, releasePostOf} from './releasePosts';

/** Phrases for a category count: [singular, plural]. */
const categoryPhrases: Record<string, [string, string]> = {
  'New Feature': ['new feature', 'new features'],
  'Breaking Change': ['breaking change', 'breaking changes'],
  'Bug Fix': ['bug fix', 'bug fixes'],
  Polish: ['polish change', 'polish changes'],
  Performance: ['performance improvement', 'performance improvements'],
  Documentation: ['documentation change', 'documentation changes'],
  Dependencies: ['dependency update', 'dependency updates'],
  Maintenance: ['maintenance change', 'maintenance changes'],
  Internal: ['internal change', 'internal changes'],
};

function phrase(category: string, count: number): string {
  const [singular, plural] = categoryPhrases[category] ?? [
    `${category.toLowerCase()} entry`,
    `${category.toLowerCase()} entries`,
  ];
  return `${count} ${count === 1 ? singular : plural}`;
}

function listSentence(parts: string[]): string {
  if (parts.length <= 1) {
    return parts.join('');
  }
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/** One-sentence summary shown above the truncate marker. */
export function summaryOf(version: ChangelogVersion): string {
  const parts = Object.entries(version.categories)
    .filter(([, count]) => count > 0)
    .map(([category, count]) =>
      category === 'Uncategorized'
        ? `${count} ${count === 1 ? 'change' : 'changes'}`
        : phrase(category, count),
    );
  const people = version.committers.length;
  const by =
    people > 0
      ? `, by ${people} ${people === 1 ? 'committer' : 'committers'}`
      : '';
  if (parts.length === 0) {
    return version.note
      ? version.note.replace(/\s+/g, ' ').trim()
      : `Release ${version.version} has no listed changes${by}.`;
  }
  return `${listSentence(parts)}${by}.`;
}

const yamlString = (value: string) => JSON.stringify(value);

export interface ChangelogPost {
  fileName: string;
  content: string;
}

/**
 * A blog post for one release: title and slug are the version. `order` is
 * the release's position in the file (0 = newest): releases published the
 * same day get times one second apart, so the blog keeps the file's order.
 */
export function toPost(version: ChangelogVersion, order = 0): ChangelogPost {
  const releasePost = releasePostOf(version.version);
  const frontMatter = [
    `title: ${yamlString(version.version)}`,
    `slug: ${yamlString(`/${version.version}`)}`,
    `date: ${new Date(Date.parse(`${version.date}T12:00:00Z`) - order * 1000).toISOString()}`,
    `description: ${yamlString(`Docusaurus ${version.version} release notes: ${summaryOf(version)}`)}`,
    `github_release: ${yamlString(githubReleaseOf(version.version))}`,
    ...(releasePost ? [`release_post: ${yamlString(releasePost)}`] : []),
    ...(version.committers.length > 0
      ? [`authors: [${version.committers.map(yamlString).join(', ')}]`]
      : []),
    'toc_max_heading_level: 4',
  ];
  const body = version.body.replace(/^####/gm, '##');
  return {
    fileName: `${version.version}.md`,
    content: `---\n${frontMatter.join('\n')}\n---\n\n${summaryOf(version)}\n\n<!-- truncate -->\n\n${body}\n`,
  };
}

export interface ChangelogAuthor {
  name: string;
  url: string;
  page: boolean;
}

/** Authors map for the blog plugin: every committer, by GitHub handle. */
export function authorsOf(
  versions: ChangelogVersion[],
): Record<string, ChangelogAuthor> {
  const handles = [
    ...new Set(versions.flatMap((version) => version.committers)),
  ].sort((a, b) => a.localeCompare(b, 'en', {sensitivity: 'base'}));
  return Object.fromEntries(
    handles.map((handle) => [
      handle,
      {
        name: handle,
        url: `https://github.com/${encodeURIComponent(handle)}`,
        page: false,
      },
    ]),
  );
}
