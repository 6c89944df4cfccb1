/**
 * Replaces the live-codeblock theme's CodeBlock wrapper so the live editor
 * (react-live and its sucrase compiler, about 50 KB gzip) loads only on
 * pages with a `live` code block, instead of on every page. Until it loads,
 * and in the static HTML, the block shows as a regular highlighted code
 * block, so the page reads the same without JavaScript.
 */
import {lazy, Suspense, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';
// The classic theme's CodeBlock, below the live-codeblock theme's wrapper.
import StaticCodeBlock from '@theme-init/CodeBlock';

const LiveCodeBlock = lazy(() => import('@theme/LiveCodeBlock'));

type CodeBlockProps = Props & {live?: boolean};

export default function CodeBlock(props: CodeBlockProps): ReactNode {
  const {live, ...rest} = props;
  if (!live) {
    return <StaticCodeBlock {...rest} />;
  }
  return (
    <Suspense fallback={<StaticCodeBlock {...rest} />}>
      <LiveCodeBlock {...props} />
    </Suspense>
  );
}
