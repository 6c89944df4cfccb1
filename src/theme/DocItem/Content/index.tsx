/**
 * Wrapped (not ejected) to put the "Copy page" button beside the doc's
 * title and to name the page's Markdown twin in its head. DocItem/Content
 * is the smallest theme component that every doc page renders at every
 * width, right where the title is: the table of contents is missing on
 * narrow screens and on pages without headings, and the breadcrumbs on
 * docs outside a sidebar. The button sits before the Markdown container,
 * so it never ends up in the twin itself.
 */
import type {ReactNode} from 'react';
import {useDoc, useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import DocItemContent from '@theme-original/DocItem/Content';
import type {Props} from '@theme/DocItem/Content';
import CopyPageButton from '@site/src/components/CopyPageButton';
import MarkdownTwinLink, {
  useMarkdownTwinPath,
} from '@site/src/components/MarkdownTwin';

export default function DocItemContentWrapper(props: Props): ReactNode {
  const {pluginId} = useDocsVersion();
  const {metadata} = useDoc();
  const twin = useMarkdownTwinPath('docs', pluginId, metadata.permalink);
  return (
    <>
      <MarkdownTwinLink href={twin} />
      {twin && <CopyPageButton markdownPath={twin} />}
      <DocItemContent {...props} />
    </>
  );
}
