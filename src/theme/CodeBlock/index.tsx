/**
 * Replaces the classic theme's CodeBlock (through the live-codeblock
 * theme's wrapper) for three reasons:
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
 * - A block is not built again once the page has hydrated. The classic
 *   theme keys its content on `useIsBrowser()`, so every code block of a
 *   page was thrown away and rebuilt right after hydration (DOM, layout and
 *   all), to give the Prism colours of a dark-mode reader. The colour mode
 *   hydrates as the server rendered it and changes in an update after
 *   hydration, which React applies to the existing elements: the rebuild
 *   is not needed for that.
 */
import {Children, isValidElement, lazy, Suspense, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type {Props} from '@theme/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import {HighlightedCodeContext} from '@site/src/components/HighlightedCode/context';

const LiveCodeBlock = lazy(() => import('@theme/LiveCodeBlock'));

type CodeBlockProps = Props & {live?: boolean; highlighted?: string};

/** The classic theme's rule: text children become one string. */
function stringOrElements(children: ReactNode): ReactNode {
  if (Children.toArray(children).some((child) => isValidElement(child))) {
    return children;
  }
  return Array.isArray(children) ? children.join('') : children;
}

function StaticCodeBlock({
  children,
  highlighted,
  live: _live,
  ...props
}: CodeBlockProps): ReactNode {
  const content = stringOrElements(children);
  return (
    <HighlightedCodeContext.Provider value={highlighted}>
      {typeof content === 'string' ? (
        <StringContent {...props}>{content}</StringContent>
      ) : (
        <ElementContent {...props}>{content}</ElementContent>
      )}
    </HighlightedCodeContext.Provider>
  );
}

/** A `live` block: static until hydrated, then the editor once loaded. */
function LiveBlock(props: CodeBlockProps): ReactNode {
  const isBrowser = useIsBrowser();
  const staticBlock = <StaticCodeBlock {...props} />;
  if (!isBrowser) {
    return staticBlock;
  }
  const {highlighted: _highlighted, ...liveProps} = props;
  return (
    <Suspense fallback={staticBlock}>
      <LiveCodeBlock {...liveProps} />
    </Suspense>
  );
}

export default function CodeBlock(props: CodeBlockProps): ReactNode {
  // Only a live block reads `useIsBrowser()`: the others render the same
  // before and after hydration, and are not rendered again when it flips.
  return props.live ? <LiveBlock {...props} /> : <StaticCodeBlock {...props} />;
}
