import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import {
  versionRows,
  type VersionGroup,
  type VersionLink,
  type VersionRow,
} from '@site/src/data/versions';
import styles from './versions.module.css';

const rows = versionRows();

function rowsOf(group: VersionGroup): VersionRow[] {
  return rows.filter((row) => row.group === group);
}

function RowLink({link, version}: {link: VersionLink; version: string}) {
  // The visible text repeats on every row; the accessible name says which
  // version it belongs to when read out of the table (e.g. a links list).
  return (
    <Link to={link.href} aria-label={`${link.label} for ${version}`}>
      {link.label}
    </Link>
  );
}

function VersionTable({
  rows: tableRows,
  labelledBy,
}: {
  rows: VersionRow[];
  labelledBy: string;
}) {
  return (
    <table className={styles.versionTable} aria-labelledby={labelledBy}>
      <thead>
        <tr>
          <th scope="col">Version</th>
          <th scope="col">Documentation</th>
          <th scope="col">Release notes</th>
        </tr>
      </thead>
      <tbody>
        {tableRows.map((row) => (
          <tr key={row.name}>
            <th scope="row">{row.label}</th>
            <td>
              <RowLink link={row.docs} version={row.label} />
            </td>
            <td>
              {row.releaseNotes.length === 0 ? (
                'Not on this site'
              ) : (
                <ul className="clean-list margin-bottom--none">
                  {row.releaseNotes.map((link) => (
                    <li key={link.href}>
                      <RowLink link={link} version={row.label} />
                    </li>
                  ))}
                </ul>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function VersionSection({
  id,
  title,
  group,
  children,
}: {
  id: string;
  title: string;
  group: VersionGroup;
  children: ReactNode;
}) {
  return (
    <section className="margin-bottom--xl">
      <Heading as="h2" id={id}>
        {title}
      </Heading>
      {children}
      <VersionTable rows={rowsOf(group)} labelledBy={id} />
    </section>
  );
}

export default function Versions(): ReactNode {
  const latest = rowsOf('latest')[0];
  return (
    <Layout
      title="Versions"
      description="Every Docusaurus version with its documentation and release notes: the Canary docs, the latest stable release, older releases and archived sites.">
      <main className="container margin-vert--lg">
        <Heading as="h1">Docusaurus versions</Heading>
        <p>
          This site serves the documentation of several Docusaurus versions side
          by side. Read the version that matches the{' '}
          <code>@docusaurus/core</code> version in your{' '}
          <code>package.json</code>. On any docs page, the version dropdown in
          the navbar takes you to the same page in another version.
        </p>

        <VersionSection
          id="current"
          title="Current version (Canary)"
          group="current">
          <p>
            The Canary docs follow the <code>main</code> branch of the
            repository. They can describe changes that no stable release
            contains yet. To try those changes, install a{' '}
            <Link to="/community/canary/">canary release</Link>.
          </p>
        </VersionSection>

        {latest && (
          <VersionSection
            id="latest"
            title="Latest stable version"
            group="latest">
            <p>
              Docusaurus {latest.label} is the newest stable release. Use these
              docs for a site in production, and check the release notes before
              you upgrade.
            </p>
          </VersionSection>
        )}

        <VersionSection id="past" title="Past versions" group="past">
          <p>
            Older releases that this site still builds. Each of their pages
            shows a banner that links to the same page in the most recent docs.
          </p>
        </VersionSection>

        <VersionSection
          id="archived"
          title="Archived versions"
          group="archived">
          <p>
            Documentation of older releases stays online as snapshots on
            separate hosts. The changelog keeps the release notes of every
            release since 2.0.0-alpha.19.
          </p>
        </VersionSection>
      </main>
    </Layout>
  );
}
