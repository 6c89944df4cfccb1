/**
 * Wraps the live-codeblock theme's CodeBlock for two reasons:
 *
 * - The live editor (react-live and its sucrase compiler, about 50 KB gzip)
 *   loads only on pages with a `live` code block, instead of on every page.
 *   Until it loads, and in the static HTML, the block shows as a regular
 *   highlighted code block, so the page reads the same without JavaScript.
 *   The editor mounts after hydration: a block that suspended while React
 *   hydrated it would fail when the first update (colour mode) reached it.
 * - Markdown code blocks arrive with their highlighting computed by the
 *   build (`highlighted`, see src/plugins/code-highlighting), which
 *   CodeBlock/Content renders without Prism.
 */
import {lazy, Suspense, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type {Props} from '@theme/CodeBlock';
// The classic theme's CodeBlock, below the live-codeblock theme's wrapper.
import StaticCodeBlock from '@theme-init/CodeBlock';
import {HighlightedCodeContext} from '@site/src/components/HighlightedCode/context';

const LiveCodeBlock = lazy(() => import('@theme/LiveCodeBlock'));

type CodeBlockProps = Props & {live?: boolean; highlighted?: string};

export default function CodeBlock(props: CodeBlockProps): ReactNode {
  const {highlighted, ...liveProps} = props;
  const {live, ...rest} = liveProps;
  const isBrowser = useIsBrowser();
  const staticBlock = (
    <HighlightedCodeContext.Provider value={highlighted}>
      <StaticCodeBlock {...rest} />
    </HighlightedCodeContext.Provider>
  );
  if (!live || !isBrowser) {
    return staticBlock;
  }
  return (
    <Suspense fallback={staticBlock}>
      <LiveCodeBlock {...liveProps} />
    </Suspense>
  );
}
