/**
 * Changelog list page: one compact card per release (version, date, summary,
 * links) instead of blog post previews.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {
  HtmlClassNameProvider,
  PageMetadata,
  ThemeClassNames,
} from '@docusaurus/theme-common';
import BlogLayout from '@theme/BlogLayout';
import BlogListPaginator from '@theme/BlogListPaginator';
import Heading from '@theme/Heading';
import SearchMetadata from '@theme/SearchMetadata';
import type {Props} from '@theme/BlogListPage';
import ChangelogMeta from '@theme/ChangelogMeta';
import styles from './styles.module.css';

function ChangelogCard({content: Summary}: Props['items'][number]): ReactNode {
  const {metadata} = Summary;
  return (
    <li className={styles.card}>
      <article aria-labelledby={`release-${metadata.title}`}>
        <Heading
          as="h2"
          id={`release-${metadata.title}`}
          className={styles.version}>
          <Link to={metadata.permalink}>{metadata.title}</Link>
        </Heading>
        <ChangelogMeta metadata={metadata} />
        <div className={styles.summary}>
          <Summary />
        </div>
        <Link
          to={metadata.permalink}
          aria-label={`Release notes of ${metadata.title}`}>
          Read the release notes
        </Link>
      </article>
    </li>
  );
}

export default function ChangelogList({
  metadata,
  items,
  sidebar,
}: Props): ReactNode {
  return (
    <HtmlClassNameProvider
      className={clsx(
        ThemeClassNames.wrapper.blogPages,
        ThemeClassNames.page.blogListPage,
        'changelog-list-page',
      )}>
      <PageMetadata
        title={metadata.blogTitle}
        description={metadata.blogDescription}
      />
      <SearchMetadata tag="changelog_list" />
      <BlogLayout sidebar={sidebar}>
        <header className={styles.header}>
          <Heading as="h1">{metadata.blogTitle}</Heading>
          <p>{metadata.blogDescription}</p>
        </header>
        <ol className={styles.list} data-testid="changelog-list">
          {items.map((item) => (
            <ChangelogCard key={item.content.metadata.permalink} {...item} />
          ))}
        </ol>
        <BlogListPaginator metadata={metadata} />
      </BlogLayout>
    </HtmlClassNameProvider>
  );
}
