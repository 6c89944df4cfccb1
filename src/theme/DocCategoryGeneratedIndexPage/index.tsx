/**
 * Wrapped (not ejected) to name the page's Markdown twin in its head: a
 * category index lists its pages, and its twin lists them as Markdown links.
 */
import type {ReactNode} from 'react';
import {useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import DocCategoryGeneratedIndexPage from '@theme-original/DocCategoryGeneratedIndexPage';
import type {Props} from '@theme/DocCategoryGeneratedIndexPage';
import MarkdownTwinLink, {
  useMarkdownTwinPath,
} from '@site/src/components/MarkdownTwin';

export default function DocCategoryGeneratedIndexPageWrapper(
  props: Props,
): ReactNode {
  const {pluginId} = useDocsVersion();
  const twin = useMarkdownTwinPath(
    'docs',
    pluginId,
    props.categoryGeneratedIndex.permalink,
  );
  return (
    <>
      <MarkdownTwinLink href={twin} />
      <DocCategoryGeneratedIndexPage {...props} />
    </>
  );
}
