import {useEffect, useState} from 'react';

/**
 * How long the reader may pause on text that is not valid before the field
 * says what is wrong, in milliseconds.
 */
export const typingPauseMs = 700;

export type DraftParseResult<T> =
  | {readonly ok: true; readonly value: T}
  | {readonly ok: false; readonly message: string};

interface Options<T> {
  /** The last valid value, owned by the parent. */
  readonly value: T;
  readonly parse: (text: string) => DraftParseResult<T>;
  readonly format: (value: T) => string;
  /** Called with every valid value while the reader types. */
  readonly onValidChange: (value: T) => void;
}

export interface ValidatedDraft<T> {
  /** What the input shows: the reader's text, valid or not. */
  readonly draft: string;
  /** Message for the reader, or null. */
  readonly error: string | null;
  readonly change: (text: string) => void;
  /** Leaving the field (blur, Enter): tidy valid text or show the problem. */
  readonly commit: () => void;
  /** A value from another control (e.g. the colour picker). */
  readonly replace: (value: T) => void;
}

/**
 * A text field that applies each valid value at once and keeps the last
 * valid one while the text is not valid. The error is shown when the reader
 * leaves the field or stops typing on text that is not valid, not on every
 * keystroke: half-typed values such as `#2e` are not mistakes yet, and a
 * live region that fires on each key is noise for screen-reader users. Once
 * shown, the error follows the text live.
 */
export function useValidatedDraft<T>({
  value,
  parse,
  format,
  onValidChange,
}: Options<T>): ValidatedDraft<T> {
  const [draft, setDraft] = useState(() => format(value));
  const [error, setError] = useState<string | null>(null);
  const [seenValue, setSeenValue] = useState(value);

  // The value changed without this field (reset, colour mode switch, stored
  // colours read after hydration): show it, unless the text already means it.
  // Adjusting state during render is React's pattern for props that change.
  if (!Object.is(value, seenValue)) {
    setSeenValue(value);
    const parsed = parse(draft);
    if (!parsed.ok || !Object.is(parsed.value, value)) {
      setDraft(format(value));
      setError(null);
    }
  }

  // A pause on text that is not valid counts like leaving the field: the
  // reader learns at once why the page did not change.
  useEffect(() => {
    if (error !== null) {
      return undefined;
    }
    const parsed = parse(draft);
    if (parsed.ok) {
      return undefined;
    }
    const timer = window.setTimeout(
      () => setError(parsed.message),
      typingPauseMs,
    );
    return () => window.clearTimeout(timer);
  }, [draft, error, parse]);

  const change = (text: string) => {
    setDraft(text);
    const parsed = parse(text);
    if (parsed.ok) {
      setError(null);
      if (!Object.is(parsed.value, value)) {
        onValidChange(parsed.value);
      }
    } else if (error !== null) {
      setError(parsed.message);
    }
  };

  const commit = () => {
    const parsed = parse(draft);
    if (parsed.ok) {
      setDraft(format(parsed.value));
      setError(null);
    } else {
      setError(parsed.message);
    }
  };

  const replace = (next: T) => {
    setDraft(format(next));
    setError(null);
    if (!Object.is(next, value)) {
      onValidChange(next);
    }
  };

  return {draft, error, change, commit, replace};
}
