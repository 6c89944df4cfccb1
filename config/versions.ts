/**
 * Docs versions. The in-site versions come from `versions.json` (the file
 * Docusaurus itself reads); archived versions are older deployments that
 * live on other hosts and only appear as links.
 */

import releasedVersions from '../versions.json';

const [newestRelease] = releasedVersions;
if (newestRelease === undefined) {
  throw new Error('versions.json lists no released docs version.');
}

/** The newest release with docs on this site (`versions.json` is newest first). */
export const latestReleasedVersion: string = newestRelease;

export interface ArchivedVersion {
  name: string;
  url: string;
}

export const archivedVersions: readonly ArchivedVersion[] = [
  {
    name: '2.3.1',
    url: 'https://docusaurus-archive-october-2023.netlify.app/docs/2.3.1',
  },
  {
    name: '2.2.0',
    url: 'https://docusaurus-archive-october-2023.netlify.app/docs/2.2.0',
  },
  {
    name: '2.1.0',
    url: 'https://docusaurus-archive-october-2023.netlify.app/docs/2.1.0',
  },
  {
    name: '2.0.1',
    url: 'https://docusaurus-archive-october-2023.netlify.app/docs/2.0.1',
  },
  {name: '1.x.x', url: 'https://v1.docusaurus.io'},
];

/** Label of the unreleased (current) docs version. */
export const currentVersionLabel = 'Canary 🚧';
