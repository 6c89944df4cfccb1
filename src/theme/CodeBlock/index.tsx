/**
 * Replaces the live-codeblock theme's CodeBlock wrapper so the live editor
 * (react-live and its sucrase compiler, about 50 KB gzip) loads only on
 * pages with a `live` code block, instead of on every page. Until it loads,
 * and in the static HTML, the block shows as a regular highlighted code
 * block, so the page reads the same without JavaScript.
 *
 * It also registers Prism's extra languages, a job the theme gives to a
 * client module that runs on every page.
 */
import {lazy, Suspense, type ReactNode} from 'react';
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import type {Props} from '@theme/CodeBlock';
// The classic theme's CodeBlock, below the live-codeblock theme's wrapper.
import StaticCodeBlock from '@theme-init/CodeBlock';

// Registered here rather than by the theme's client module on every page
// (src/plugins/performance): only pages that render code load Prism.
prismIncludeLanguages(Prism);

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
