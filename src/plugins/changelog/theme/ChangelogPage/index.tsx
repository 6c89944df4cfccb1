/**
 * Changelog entry page: the release notes of one version with its date,
 * outbound links and contributors, inside the blog layout and sidebar.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {HtmlClassNameProvider, ThemeClassNames} from '@docusaurus/theme-common';
import {
  BlogPostProvider,
  useBlogPost,
} from '@docusaurus/plugin-content-blog/client';
import BlogLayout from '@theme/BlogLayout';
import BlogPostPaginator from '@theme/BlogPostPaginator';
import BlogPostPageMetadata from '@theme/BlogPostPage/Metadata';
import Heading from '@theme/Heading';
import MDXContent from '@theme/MDXContent';
import TOC from '@theme/TOC';
import type {Props} from '@theme/BlogPostPage';
import ChangelogMeta from '@theme/ChangelogMeta';
import styles from './styles.module.css';

function Contributors(): ReactNode {
  const {metadata} = useBlogPost();
  if (metadata.authors.length === 0) {
    return null;
  }
  return (
    <section className={styles.contributors} aria-labelledby="contributors">
      <Heading as="h2" id="contributors">
        Contributors ({metadata.authors.length})
      </Heading>
      <ul className={styles.contributorList}>
        {metadata.authors.map((author) => (
          <li key={author.key ?? author.name}>
            {author.url ? (
              <Link href={author.url}>@{author.name}</Link>
            ) : (
              `@${author.name}`
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function ChangelogPageContent({
  sidebar,
  children,
}: {
  sidebar: Props['sidebar'];
  children: ReactNode;
}): ReactNode {
  const {metadata, toc} = useBlogPost();
  const {nextItem, prevItem} = metadata;
  return (
    <BlogLayout
      sidebar={sidebar}
      toc={
        toc.length > 0 ? (
          <TOC toc={toc} minHeadingLevel={2} maxHeadingLevel={2} />
        ) : undefined
      }>
      <article className={styles.entry}>
        <header className={styles.header}>
          <Heading as="h1" className={styles.title}>
            {metadata.title}
          </Heading>
          <ChangelogMeta metadata={metadata} />
        </header>
        <div className="markdown">
          <MDXContent>{children}</MDXContent>
        </div>
        <Contributors />
      </article>
      {(nextItem || prevItem) && (
        <BlogPostPaginator nextItem={nextItem} prevItem={prevItem} />
      )}
    </BlogLayout>
  );
}

export default function ChangelogPage(props: Props): ReactNode {
  const ReleaseNotes = props.content;
  return (
    <BlogPostProvider content={props.content} isBlogPostPage>
      <HtmlClassNameProvider
        className={clsx(
          ThemeClassNames.wrapper.blogPages,
          ThemeClassNames.page.blogPostPage,
          'changelog-entry-page',
        )}>
        <BlogPostPageMetadata />
        <ChangelogPageContent sidebar={props.sidebar}>
          <ReleaseNotes />
        </ChangelogPageContent>
      </HtmlClassNameProvider>
    </BlogPostProvider>
  );
}
