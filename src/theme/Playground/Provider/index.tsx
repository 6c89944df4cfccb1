/**
 * Replaces the live-codeblock theme's Provider (ejected, small): react-live's
 * LiveProvider compiles and runs the code in the page, with `new Function`,
 * which the site's Content-Security-Policy forbids. This Provider gives the
 * editor the same context (code, language, theme, onChange) without running
 * anything; the Preview (../Preview) runs the code in a sandboxed frame.
 */
import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import {LiveContext} from 'react-live';
import {usePrismTheme} from '@docusaurus/theme-common';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type {Props} from '@theme/Playground/Provider';

interface PlaygroundCode {
  code: string;
  noInline: boolean;
}

const PlaygroundCodeContext = createContext<PlaygroundCode | null>(null);

/** The code being edited in the enclosing playground. */
export function usePlaygroundCode(): PlaygroundCode {
  const value = useContext(PlaygroundCodeContext);
  if (!value) {
    throw new Error('usePlaygroundCode is used outside a Playground Provider');
  }
  return value;
}

export default function PlaygroundProvider({
  code: initialCode,
  children,
  ...props
}: Props): ReactNode {
  const prismTheme = usePrismTheme();
  const noInline =
    props.noInline ?? props.metastring?.includes('noInline') ?? false;
  const initial = initialCode?.replace(/\n$/, '') ?? '';
  // The editor keeps its own text: like react-live's provider, the context
  // holds the initial code, and edits only go to the preview. (Feeding each
  // edit back into the editor resets its caret.)
  const [code, setCode] = useState(initial);
  const {language = 'tsx', theme = prismTheme, disabled = false} = props;
  // react-live's editor (use-editable) binds its element in an effect keyed
  // on the element's ref, which is still empty on the editor's first render.
  // It needs one more render before the first keystroke, or that keystroke
  // rebinds it and the editor loses focus. react-live's provider always
  // gives it one (its first compile updates the context); so does this one,
  // after mounting and after hydration (when the theme's Editor remounts).
  const isBrowser = useIsBrowser();
  const [renderAfterMount, setRenderAfterMount] = useState(0);
  useEffect(() => setRenderAfterMount((count) => count + 1), [isBrowser]);
  const live = useMemo(
    () => ({
      renderAfterMount,
      code: initial,
      language,
      theme,
      disabled,
      onChange: setCode,
      // Errors are shown by the frame, where the code runs.
      onError: () => {},
    }),
    [renderAfterMount, initial, language, theme, disabled],
  );
  const playgroundCode = useMemo(() => ({code, noInline}), [code, noInline]);
  return (
    <LiveContext.Provider value={live}>
      <PlaygroundCodeContext.Provider value={playgroundCode}>
        {children}
      </PlaygroundCodeContext.Provider>
    </LiveContext.Provider>
  );
}
