/**
 * The Markdown twin of the current page, as the markdown-twins plugin
 * writes it: `useMarkdownTwinPath` says where it is (or undefined when the
 * page's plugin instance has none, such as the /tests/ fixtures), and
 * `MarkdownTwinLink` announces it in the page head for tools that look for
 * `<link rel="alternate" type="text/markdown">`.
 */
import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {usePluginData} from '@docusaurus/useGlobalData';
import {
  markdownTwinPath,
  markdownTwinsPluginName,
  type MarkdownTwinGlobalData,
} from '@site/src/utils/markdownTwin';

export type TwinKind = 'docs' | 'blog';

export function useMarkdownTwinPath(
  kind: TwinKind,
  pluginId: string,
  permalink: string,
): string | undefined {
  const data = usePluginData(markdownTwinsPluginName) as
    MarkdownTwinGlobalData | undefined;
  const pluginIds = kind === 'docs' ? data?.docsPluginIds : data?.blogPluginIds;
  return pluginIds?.includes(pluginId)
    ? markdownTwinPath(permalink)
    : undefined;
}

export default function MarkdownTwinLink({
  href,
}: {
  href: string | undefined;
}): ReactNode {
  if (!href) {
    return null;
  }
  return (
    <Head>
      <link rel="alternate" type="text/markdown" href={href} />
    </Head>
  );
}
