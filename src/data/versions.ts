/**
 * The rows of the /versions/ page, derived from the files Docusaurus itself
 * reads (`versions.json`) and the archived versions of `config/versions.ts`,
 * so a new release only needs `docusaurus docs:version`.
 */
import versionNames from '../../versions.json';
import {
  archivedVersions,
  currentVersionLabel,
  type ArchivedVersion,
} from '../../config/versions';
import {releasePostOf} from '../plugins/changelog/releasePosts';

/** Where a version stands: the page shows one section per group. */
export type VersionGroup = 'current' | 'latest' | 'past' | 'archived';

export interface VersionLink {
  label: string;
  href: string;
  /** Links to another host (archived deployments) open as external links. */
  external: boolean;
}

export interface VersionRow {
  /** Version name as Docusaurus knows it (`current` for the unreleased docs). */
  name: string;
  label: string;
  group: VersionGroup;
  docs: VersionLink;
  releaseNotes: VersionLink[];
}

/** Docs route base of the main docs plugin (`routeBasePath` default). */
const docsBasePath = '/docs/';

/** The changelog has one entry per release from 2.0.0-alpha.19 onwards. */
const changelogBasePath = '/changelog/';

function docsPathOf(name: string): string {
  return name === 'current' ? docsBasePath : `${docsBasePath}${name}/`;
}

/**
 * Release notes of a released version: its changelog entry and, when one
 * exists, the blog post that announced its minor version. Names that are not
 * plain `major.minor.patch` releases (such as `1.x.x`) predate the changelog.
 */
function releaseNotesOf(name: string): VersionLink[] {
  if (!/^\d+\.\d+\.\d+$/.test(name)) {
    return [];
  }
  const notes: VersionLink[] = [
    {
      label: 'Changelog',
      href: `${changelogBasePath}${name}/`,
      external: false,
    },
  ];
  const post = releasePostOf(name);
  if (post) {
    notes.push({label: 'Release blog post', href: post, external: false});
  }
  return notes;
}

function releasedRow(name: string, group: VersionGroup): VersionRow {
  return {
    name,
    label: name,
    group,
    docs: {label: 'Documentation', href: docsPathOf(name), external: false},
    releaseNotes: releaseNotesOf(name),
  };
}

function archivedRow({name, url}: ArchivedVersion): VersionRow {
  return {
    name,
    label: name,
    group: 'archived',
    docs: {label: 'Documentation', href: url, external: true},
    releaseNotes: releaseNotesOf(name),
  };
}

/**
 * All versions, newest first: the unreleased docs, the versions served on
 * this site (`versions.json`, newest first), then the archived deployments.
 */
export function versionRows(
  served: readonly string[] = versionNames,
  archived: readonly ArchivedVersion[] = archivedVersions,
): VersionRow[] {
  const current: VersionRow = {
    name: 'current',
    label: currentVersionLabel,
    group: 'current',
    docs: {
      label: 'Documentation',
      href: docsPathOf('current'),
      external: false,
    },
    releaseNotes: [
      {label: 'Changelog', href: changelogBasePath, external: false},
    ],
  };
  return [
    current,
    ...served.map((name, index) =>
      releasedRow(name, index === 0 ? 'latest' : 'past'),
    ),
    ...archived.map(archivedRow),
  ];
}
