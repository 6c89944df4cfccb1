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
 *
 * The wrapper is also the diagram's scroll box: diagrams keep their natural
 * size so their labels stay readable, and a wide one scrolls sideways. It
 * takes keyboard focus so that scrolling works without a pointer.
 */
import {lazy, Suspense, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type {Props} from '@theme/Mermaid';
import styles from './styles.module.css';

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
      <Scroller>
        {loading}
        {source}
      </Scroller>
    );
  }
  return (
    <Scroller>
      <Suspense fallback={loading}>
        <OriginalMermaid {...props} />
      </Suspense>
      {source}
    </Scroller>
  );
}

/** The diagram's frame, which scrolls sideways when the diagram is wider. */
function Scroller({children}: {children: ReactNode}): ReactNode {
  return (
    <div
      className={styles.scroller}
      role="group"
      aria-label="Diagram"
      // A scroll box must be reachable from the keyboard (WCAG 2.1.1).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}>
      {children}
    </div>
  );
}
