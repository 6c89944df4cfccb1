/**
 * The blog list page of theme-classic, ejected for one addition: a heading.
 * The theme's list shows post titles as H2 under no H1, so screen-reader
 * users navigating by heading, and the one-H1-per-page gate, found no page
 * heading. The H1 names the blog (and the page number past page 1) and is
 * visually hidden: the list looks as the theme designed it.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {translate} from '@docusaurus/Translate';
import {
  PageMetadata,
  HtmlClassNameProvider,
  ThemeClassNames,
} from '@docusaurus/theme-common';
import BlogLayout from '@theme/BlogLayout';
import BlogListPaginator from '@theme/BlogListPaginator';
import SearchMetadata from '@theme/SearchMetadata';
import BlogPostItems from '@theme/BlogPostItems';
import BlogListPageStructuredData from '@theme/BlogListPage/StructuredData';
import Heading from '@theme/Heading';
import type {Props} from '@theme/BlogListPage';

function useListTitle(metadata: Props['metadata']): string {
  const {
    siteConfig: {title: siteTitle},
  } = useDocusaurusContext();
  const isBlogOnlyMode = metadata.permalink === '/';
  return isBlogOnlyMode ? siteTitle : metadata.blogTitle;
}

function BlogListPageMetadata({metadata}: Props): ReactNode {
  const title = useListTitle(metadata);
  return (
    <>
      <PageMetadata title={title} description={metadata.blogDescription} />
      <SearchMetadata tag="blog_posts_list" />
    </>
  );
}

function BlogListPageContent({metadata, items, sidebar}: Props): ReactNode {
  const title = useListTitle(metadata);
  const heading =
    metadata.page > 1
      ? translate(
          {
            id: 'site.blog.listPageHeading.paginated',
            message: '{title}, page {page}',
            description: 'Hidden H1 of the blog list past its first page',
          },
          {title, page: metadata.page},
        )
      : title;
  return (
    <BlogLayout sidebar={sidebar}>
      <Heading as="h1" className="visually-hidden">
        {heading}
      </Heading>
      <BlogPostItems items={items} />
      <BlogListPaginator metadata={metadata} />
    </BlogLayout>
  );
}

export default function BlogListPage(props: Props): ReactNode {
  return (
    <HtmlClassNameProvider
      className={clsx(
        ThemeClassNames.wrapper.blogPages,
        ThemeClassNames.page.blogListPage,
      )}>
      <BlogListPageMetadata {...props} />
      <BlogListPageStructuredData {...props} />
      <BlogListPageContent {...props} />
    </HtmlClassNameProvider>
  );
}
