/**
 * Wraps the theme's list of a docs version's tags to give the page a
 * description: the theme sets only its title, and search engines and link
 * previews then have no summary of the page.
 */
import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import DocTagsListPage from '@theme-original/DocTagsListPage';
import type DocTagsListPageType from '@theme/DocTagsListPage';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof DocTagsListPageType>;

export default function DocTagsListPageWrapper(props: Props): ReactNode {
  return (
    <>
      <PageMetadata
        description={translate({
          id: 'theme.docs.tagsListPage.description',
          message: 'Every tag of these docs, with how many pages carry it.',
          description: 'The meta description of the list of docs tags',
        })}
      />
      <DocTagsListPage {...props} />
    </>
  );
}
