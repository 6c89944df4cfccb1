/**
 * Wraps the theme's list of a blog's tags to give the page a description:
 * the theme sets only its title, and search engines and link previews then
 * have no summary of the page.
 */
import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import BlogTagsListPage from '@theme-original/BlogTagsListPage';
import type BlogTagsListPageType from '@theme/BlogTagsListPage';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof BlogTagsListPageType>;

export default function BlogTagsListPageWrapper(props: Props): ReactNode {
  return (
    <>
      <PageMetadata
        description={translate({
          id: 'theme.blog.tagsListPage.description',
          message: 'Every tag of this blog, with how many posts carry it.',
          description: 'The meta description of the list of blog tags',
        })}
      />
      <BlogTagsListPage {...props} />
    </>
  );
}
