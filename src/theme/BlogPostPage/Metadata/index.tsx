/**
 * Wrapped (not ejected) to name the post's Markdown twin in its head. The
 * metadata component is the one part that blog posts and changelog entries
 * (src/plugins/changelog) both render.
 */
import type {ReactNode} from 'react';
import useRouteContext from '@docusaurus/useRouteContext';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import BlogPostPageMetadata from '@theme-original/BlogPostPage/Metadata';
import MarkdownTwinLink, {
  useMarkdownTwinPath,
} from '@site/src/components/MarkdownTwin';

export default function BlogPostPageMetadataWrapper(): ReactNode {
  const {plugin} = useRouteContext();
  const {metadata} = useBlogPost();
  const twin = useMarkdownTwinPath('blog', plugin.id, metadata.permalink);
  return (
    <>
      <MarkdownTwinLink href={twin} />
      <BlogPostPageMetadata />
    </>
  );
}
