/**
 * Date and outbound links of one changelog entry: the GitHub release and,
 * when one exists, the blog post that announced the release.
 */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useDateTimeFormat} from '@docusaurus/theme-common/internal';
import type {PropBlogPostMetadata} from '@docusaurus/plugin-content-blog';
import styles from './styles.module.css';

interface ChangelogFrontMatter {
  github_release?: string;
  release_post?: string;
}

// The blog's date options, through the theme's hook: dates read the same in
// the blog and the changelog, and this site's theme-common patch formats them
// without loading Intl's date data (see the README's "Workarounds").
const dateOptions: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
};

export default function ChangelogMeta({
  metadata,
}: {
  metadata: PropBlogPostMetadata;
}): ReactNode {
  const frontMatter = metadata.frontMatter as ChangelogFrontMatter;
  const dateFormat = useDateTimeFormat(dateOptions);
  return (
    <div className={styles.meta}>
      <time dateTime={metadata.date}>
        {dateFormat.format(new Date(metadata.date))}
      </time>
      <ul className={styles.links}>
        {frontMatter.github_release && (
          <li>
            <Link href={frontMatter.github_release}>
              GitHub release v{metadata.title}
            </Link>
          </li>
        )}
        {frontMatter.release_post && (
          <li>
            <Link to={frontMatter.release_post}>Release blog post</Link>
          </li>
        )}
      </ul>
    </div>
  );
}
