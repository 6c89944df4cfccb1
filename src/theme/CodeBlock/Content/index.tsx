/**
 * Ejected: the theme's version highlights every code block in the browser
 * with prism-react-renderer, which puts Prism and its grammars (about 35 KB
 * gzip) on every page with code. The build highlights Markdown code blocks
 * instead (src/plugins/code-highlighting); this component renders their
 * lines, with the same markup and inline styles the theme's `Highlight`
 * produces. Code the build could not highlight (computed by a page) is
 * shown plain, then highlighted after mount by Prism loaded on demand.
 *
 * The lines are written as the HTML the theme's `CodeBlock/Line` and
 * `CodeBlock/Line/Token` render (see `linesHtml`), so swizzling those two
 * has no effect on this site.
 */
import {
  forwardRef,
  useEffect,
  useMemo,
  useState,
  type ComponentProps,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import {usePrismTheme} from '@docusaurus/theme-common';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/CodeBlock/Content';
import {useEncodedHighlight} from '@site/src/components/HighlightedCode/context';
import {
  highlightedLines,
  plainLines,
  themeDictionary,
  type HighlightLine,
  type HighlightTheme,
} from '@site/src/utils/highlightedCode';
import {linesHtml} from '@site/src/utils/highlightedHtml';
// The theme's own styles, so the class names stay the theme's.
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';
import lineStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Line/styles.module.css';

const Pre = forwardRef<HTMLPreElement, ComponentProps<'pre'>>(
  function Pre(props, ref) {
    return (
      <pre
        ref={ref}
        // Scrollable code must be reachable with the keyboard.
        tabIndex={0}
        {...props}
        className={clsx(props.className, styles.codeBlock, 'thin-scrollbar')}
      />
    );
  },
);

function Code(props: ComponentProps<'code'>): ReactNode {
  const {metadata} = useCodeBlockContext();
  return (
    <code
      {...props}
      className={clsx(
        props.className,
        styles.codeBlockLines,
        metadata.lineNumbersStart !== undefined &&
          styles.codeBlockLinesWithNumbering,
      )}
      style={{
        ...props.style,
        counterReset:
          metadata.lineNumbersStart === undefined
            ? undefined
            : `line-count ${metadata.lineNumbersStart - 1}`,
      }}
    />
  );
}

/** The code's token lines: from the build, or from Prism after mount. */
function useTokenLines(): HighlightLine[] {
  const {metadata} = useCodeBlockContext();
  const {code, codeInput, language} = metadata;
  const encoded = useEncodedHighlight();
  const fromBuild = useMemo(
    () =>
      encoded === undefined
        ? null
        : highlightedLines({code, sourceCode: codeInput, language, encoded}),
    [code, codeInput, language, encoded],
  );
  const [fromBrowser, setFromBrowser] = useState<HighlightLine[] | null>(null);
  useEffect(() => {
    if (fromBuild) {
      return undefined;
    }
    let current = true;
    import('@site/src/components/HighlightedCode/prismHighlighter')
      .then(({highlight}) => {
        if (current) {
          setFromBrowser(highlight(code, language));
        }
      })
      // Without the highlighter the code stays readable, only plain.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [fromBuild, code, language]);
  return fromBuild ?? fromBrowser ?? plainLines(code);
}

export default function CodeBlockContent({
  className: classNameProp,
}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const {language, lineNumbersStart, lineClassNames} = metadata;
  const prismTheme = usePrismTheme() as unknown as HighlightTheme;
  const dictionary = useMemo(
    () => themeDictionary(prismTheme, language),
    [prismTheme, language],
  );
  const lines = useTokenLines();
  // The lines are written as HTML rather than as React elements: a code
  // block is hundreds of spans that never change on their own, and React
  // would otherwise create and hydrate a component for each one (on the
  // config reference page, a tenth of a first load's script time). React
  // leaves the server-rendered HTML in place on hydration and replaces it
  // when the lines or the colours change.
  const html = useMemo(
    () =>
      linesHtml(lines, dictionary, {
        lineClassNames,
        showLineNumbers: lineNumbersStart !== undefined,
        classes: {
          line: lineStyles.codeLine!,
          number: lineStyles.codeLineNumber!,
          content: lineStyles.codeLineContent!,
        },
      }),
    [lines, dictionary, lineClassNames, lineNumbersStart],
  );
  return (
    <Pre
      ref={wordWrap.codeBlockRef}
      className={clsx(classNameProp, `prism-code language-${language}`)}
      style={dictionary.root}>
      <Code dangerouslySetInnerHTML={{__html: html}} />
    </Pre>
  );
}
