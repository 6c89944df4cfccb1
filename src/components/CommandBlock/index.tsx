/**
 * A short code sample highlighted at build time, with its title and a copy
 * button, for a page that shows one sample and nothing else of the theme's
 * code blocks (the home page's quick start). The theme's CodeBlock brings
 * line numbers, magic comments, word wrap and live code, none of which such
 * a sample uses; this renders the same tokens and colours with a fraction of
 * its code. Write it as `<CodeBlock>` in MDX (imported under that name) so
 * the build's highlighting plugin fills `highlighted`.
 */
import {
  useEffect,
  useMemo,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {usePrismTheme} from '@docusaurus/theme-common';
import {
  highlightedLines,
  lineProps,
  plainLines,
  themeDictionary,
  tokenProps,
  type HighlightTheme,
} from '@site/src/utils/highlightedCode';
import styles from './styles.module.css';

export interface Props {
  /** The code (a string, as the build needs it to highlight). */
  children: string;
  language: string;
  title?: string;
  /** Set by the build (src/plugins/code-highlighting). */
  highlighted?: string;
}

function CopyButton({code}: {code: string}): ReactNode {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) {
      return undefined;
    }
    const timeout = window.setTimeout(() => setCopied(false), 1500);
    return () => window.clearTimeout(timeout);
  }, [copied]);
  return (
    <button
      type="button"
      className={clsx('clean-btn', styles.copyButton)}
      aria-label={translate({
        id: 'theme.CodeBlock.copyButtonAriaLabel',
        message: 'Copy code to clipboard',
        description: 'The ARIA label for copy code blocks button',
      })}
      onClick={() => {
        navigator.clipboard
          .writeText(code)
          .then(() => setCopied(true))
          // Without clipboard access the reader can still select the text.
          .catch(() => undefined);
      }}>
      {copied
        ? translate({
            id: 'theme.CodeBlock.copied',
            message: 'Copied',
            description: 'The copied button label on code blocks',
          })
        : translate({
            id: 'theme.CodeBlock.copy',
            message: 'Copy',
            description: 'The copy button label on code blocks',
          })}
    </button>
  );
}

export default function CommandBlock({
  children,
  language,
  title,
  highlighted,
}: Props): ReactNode {
  // The colours depend on the colour mode, known only in the browser: the
  // block renders again after hydration, like the theme's code blocks.
  const isBrowser = useIsBrowser();
  const prismTheme = usePrismTheme() as unknown as HighlightTheme;
  const dictionary = useMemo(
    () => themeDictionary(prismTheme, language),
    [prismTheme, language],
  );
  const code = children.replace(/\r?\n$/, '');
  const lines =
    (highlighted &&
      highlightedLines({
        code,
        sourceCode: children,
        language,
        encoded: highlighted,
      })) ||
    plainLines(code);
  return (
    <div
      key={String(isBrowser)}
      className={clsx('theme-code-block', styles.block)}
      style={dictionary.root as CSSProperties}>
      {title && <div className={styles.title}>{title}</div>}
      <div className={styles.content}>
        <pre
          tabIndex={0}
          className={clsx('prism-code', `language-${language}`, styles.pre)}
          style={dictionary.root}>
          <code className={styles.lines}>
            {lines.map((line, index) => (
              <span key={index} {...lineProps(dictionary, {})}>
                {line.map((token, tokenIndex) => (
                  <span key={tokenIndex} {...tokenProps(dictionary, token)} />
                ))}
                <br />
              </span>
            ))}
          </code>
        </pre>
        {isBrowser && <CopyButton code={code} />}
      </div>
    </div>
  );
}
