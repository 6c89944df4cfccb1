/**
 * Wraps the theme's list of a blog's authors to give the page a
 * description: the theme sets only its title, and search engines and link
 * previews then have no summary of the page.
 */
import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import BlogAuthorsListPage from '@theme-original/Blog/Pages/BlogAuthorsListPage';
import type BlogAuthorsListPageType from '@theme/Blog/Pages/BlogAuthorsListPage';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof BlogAuthorsListPageType>;

export default function BlogAuthorsListPageWrapper(props: Props): ReactNode {
  return (
    <>
      <PageMetadata
        description={translate({
          id: 'theme.blog.authorsListPage.description',
          message: 'The people who write this blog, with how many posts each.',
          description: 'The meta description of the list of blog authors',
        })}
      />
      <BlogAuthorsListPage {...props} />
    </>
  );
}
