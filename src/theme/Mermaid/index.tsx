/**
 * Wrapped to load Mermaid only on pages that show a diagram. The classic
 * theme maps `mermaid` code blocks to this component from every MDX page,
 * so the original import put the Mermaid library (about 150 KB gzip) in a
 * chunk that every doc and blog page downloaded. Diagrams render in the
 * browser anyway (the static HTML has none), so nothing is lost.
 *
 * The diagram mounts after hydration: a boundary that suspended while React
 * hydrated it would fail when the first update (colour mode) reached it.
 *
 * The static HTML carries the diagram's source in a <noscript>: readers
 * without JavaScript see the text of the diagram, and the page's Markdown
 * twin (src/plugins/markdown-twins) gets it back as a `mermaid` code block.
 */
import {lazy, Suspense, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type {Props} from '@theme/Mermaid';

const OriginalMermaid = lazy(() => import('@theme-original/Mermaid'));

export default function Mermaid(props: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const loading = <div className="mermaid-loading" aria-busy="true" />;
  const source = (
    <noscript>
      <pre className="mermaid-source">
        <code>{props.value}</code>
      </pre>
    </noscript>
  );
  if (!isBrowser) {
    return (
      <>
        {loading}
        {source}
      </>
    );
  }
  return (
    <>
      <Suspense fallback={loading}>
        <OriginalMermaid {...props} />
      </Suspense>
      {source}
    </>
  );
}
