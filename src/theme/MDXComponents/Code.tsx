/**
 * Replaces the theme's Markdown `code` mapping, which imported CodeBlock
 * and so put it (and, before build-time highlighting, Prism) into the
 * chunk every MDX page loads, code or not. The build now turns every code
 * block into a CodeBlock imported by its own page (see
 * src/plugins/code-highlighting), so this component sees inline code, and
 * in rare cases a block it could not convert (code holding elements): that
 * one loads CodeBlock on demand, after hydration.
 */
import {Children, lazy, Suspense, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import CodeInline from '@theme/CodeInline';
import type {Props} from '@theme/MDXComponents/Code';

const CodeBlock = lazy(() => import('@theme/CodeBlock'));

/** Inline code: text only, on one line (the theme's rule). */
function isInline(children: ReactNode): boolean {
  return (
    children !== undefined &&
    Children.toArray(children).every(
      (child) => typeof child === 'string' && !child.includes('\n'),
    )
  );
}

/**
 * A code block this component was left with: plain until hydrated, then
 * CodeBlock once loaded.
 */
function LateCodeBlock(props: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const plain = (
    <pre>
      <code {...props} />
    </pre>
  );
  if (!isBrowser) {
    return plain;
  }
  return (
    <Suspense fallback={plain}>
      <CodeBlock {...props}>{props.children}</CodeBlock>
    </Suspense>
  );
}

// Inline code does not read `useIsBrowser()`: a page's inline code (82
// elements on the installation guide) is not rendered again when it flips
// after hydration.
export default function MDXCode(props: Props): ReactNode {
  return isInline(props.children) ? (
    <CodeInline {...props} />
  ) : (
    <LateCodeBlock {...props} />
  );
}
