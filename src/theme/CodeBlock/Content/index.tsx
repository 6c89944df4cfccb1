/**
 * Ejected: the theme's version highlights every code block in the browser
 * with prism-react-renderer, which puts Prism and its grammars (about 35 KB
 * gzip) on every page with code. The build highlights Markdown code blocks
 * instead (src/plugins/code-highlighting); this component renders their
 * lines, with the same markup and inline styles the theme's `Highlight`
 * produces. Code the build could not highlight (computed by a page) is
 * shown plain, then highlighted after mount by Prism loaded on demand.
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
import Line from '@theme/CodeBlock/Line';
import type {Props} from '@theme/CodeBlock/Content';
import {useEncodedHighlight} from '@site/src/components/HighlightedCode/context';
import {
  highlightedLines,
  lineProps,
  plainLines,
  themeDictionary,
  tokenProps,
  type HighlightLine,
  type HighlightTheme,
} from '@site/src/utils/highlightedCode';
// The theme's own styles, so the class names stay the theme's.
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';

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
  return (
    <Pre
      ref={wordWrap.codeBlockRef}
      className={clsx(classNameProp, `prism-code language-${language}`)}
      style={dictionary.root}>
      <Code>
        {lines.map((line, index) => (
          <Line
            key={index}
            line={line}
            getLineProps={({className}) => lineProps(dictionary, {className})}
            getTokenProps={({token}) => tokenProps(dictionary, token)}
            classNames={lineClassNames[index]}
            showLineNumbers={lineNumbersStart !== undefined}
          />
        ))}
      </Code>
    </Pre>
  );
}
