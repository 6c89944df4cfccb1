/**
 * Wraps the theme's page of one author's posts to give it a description:
 * the theme sets only its title, and search engines and link previews then
 * have no summary of the page.
 */
import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import BlogAuthorsPostsPage from '@theme-original/Blog/Pages/BlogAuthorsPostsPage';
import type BlogAuthorsPostsPageType from '@theme/Blog/Pages/BlogAuthorsPostsPage';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof BlogAuthorsPostsPageType>;

export default function BlogAuthorsPostsPageWrapper(props: Props): ReactNode {
  const name = props.author.name ?? props.author.key ?? '';
  return (
    <>
      <PageMetadata
        description={translate(
          {
            id: 'theme.blog.authorsPostsPage.description',
            message: 'The posts {name} wrote for this blog.',
            description: 'The meta description of the page of one author',
          },
          {name},
        )}
      />
      <BlogAuthorsPostsPage {...props} />
    </>
  );
}
