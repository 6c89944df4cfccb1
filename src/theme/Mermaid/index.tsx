/**
 * Wrapped to load Mermaid only on pages that show a diagram. The classic
 * theme maps `mermaid` code blocks to this component from every MDX page,
 * so the original import put the Mermaid library (about 150 KB gzip) in a
 * chunk that every doc and blog page downloaded. Diagrams render in the
 * browser anyway (the static HTML has none), so nothing is lost.
 *
 * The wrapper is also the diagram's scroll box: diagrams keep their natural
 * size so their labels stay readable, and a wide one scrolls sideways. It
 * takes keyboard focus so that scrolling works without a pointer.
 */
import {lazy, Suspense, type ReactNode} from 'react';
import type {Props} from '@theme/Mermaid';
import styles from './styles.module.css';

const OriginalMermaid = lazy(() => import('@theme-original/Mermaid'));

export default function Mermaid(props: Props): ReactNode {
  return (
    <div
      className={styles.scroller}
      role="group"
      aria-label="Diagram"
      // A scroll box must be reachable from the keyboard (WCAG 2.1.1).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}>
      <Suspense fallback={<div className="mermaid-loading" aria-busy="true" />}>
        <OriginalMermaid {...props} />
      </Suspense>
    </div>
  );
}
