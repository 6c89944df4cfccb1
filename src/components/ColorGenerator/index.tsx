/**
 * Interactive generator for the Infima primary colour shades, shown on the
 * styling doc only. It edits the colours of the colour mode on screen,
 * previews them on the page at once, keeps them per mode for this tab, and
 * prints the CSS to paste into `custom.css`.
 */
import {useId, type KeyboardEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import CodeBlock from '@theme/CodeBlock';
import {
  ADJUSTMENT_MAX,
  ADJUSTMENT_MIN,
  computeShades,
  formatContrastRatio,
  MIN_TEXT_CONTRAST,
  parseAdjustment,
  parseColor,
  primaryContrast,
  themeCss,
  type ComputedShade,
  type ShadeName,
} from '@site/src/utils/colors';
import {useThemeColors} from './useThemeColors';
import {useValidatedDraft, type DraftParseResult} from './useValidatedDraft';
import styles from './styles.module.css';

function parseColorDraft(text: string): DraftParseResult<string> {
  const parsed = parseColor(text);
  return parsed.ok ? {ok: true, value: parsed.hex} : parsed;
}

function parseAdjustmentDraft(text: string): DraftParseResult<number> {
  const amount = parseAdjustment(text);
  return amount === null
    ? {
        ok: false,
        message: `Use a number from ${ADJUSTMENT_MIN} to ${ADJUSTMENT_MAX}.`,
      }
    : {ok: true, value: amount};
}

const commitOnEnter =
  (commit: () => void) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      commit();
    }
  };

interface ColorFieldProps {
  /** Visible label of the text input, e.g. "Primary color". */
  label: string;
  /** Last valid colour, lower-case `#rrggbb`. */
  value: string;
  onChange: (hex: string) => void;
}

/** A colour as text (hex, rgb(), hsl(), name) and as a native picker. */
function ColorField({label, value, onChange}: ColorFieldProps): ReactNode {
  const inputId = useId();
  const errorId = useId();
  const field = useValidatedDraft({
    value,
    parse: parseColorDraft,
    format: (hex) => hex,
    onValidChange: onChange,
  });
  return (
    <div className={styles.field}>
      <label htmlFor={inputId} className={styles.fieldLabel}>
        {label}
      </label>
      <div className={styles.fieldControls}>
        <input
          type="color"
          className={styles.picker}
          aria-label={`${label} picker`}
          value={value}
          onChange={(event) => field.replace(event.target.value.toLowerCase())}
        />
        <input
          id={inputId}
          type="text"
          className={styles.textInput}
          value={field.draft}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          aria-invalid={field.error !== null}
          aria-describedby={errorId}
          onChange={(event) => field.change(event.target.value)}
          onBlur={field.commit}
          onKeyDown={commitOnEnter(field.commit)}
        />
      </div>
      {/* Always in the DOM: a live region must exist before its text changes
          for screen readers to announce the change. */}
      <p id={errorId} className={styles.error} aria-live="polite">
        {field.error}
      </p>
    </div>
  );
}

interface AdjustmentInputProps {
  shade: ComputedShade;
  onChange: (name: ShadeName, amount: number) => void;
}

function AdjustmentInput({shade, onChange}: AdjustmentInputProps): ReactNode {
  const errorId = useId();
  const field = useValidatedDraft({
    value: shade.adjustment,
    parse: parseAdjustmentDraft,
    format: String,
    onValidChange: (amount) => onChange(shade.name, amount),
  });
  return (
    <>
      <input
        type="number"
        className={styles.adjustment}
        min={ADJUSTMENT_MIN}
        max={ADJUSTMENT_MAX}
        step={0.05}
        aria-label={`Adjustment of ${shade.variable}`}
        value={field.draft}
        aria-invalid={field.error !== null}
        aria-describedby={errorId}
        onChange={(event) => field.change(event.target.value)}
        onBlur={field.commit}
        onKeyDown={commitOnEnter(field.commit)}
      />
      <span id={errorId} className={styles.error} aria-live="polite">
        {field.error}
      </span>
    </>
  );
}

/**
 * A shade's variable name, allowed to wrap after `--ifm-color-primary` so the
 * table fits a phone screen without scrolling sideways.
 */
function VariableName({variable}: {variable: string}): ReactNode {
  const base = '--ifm-color-primary';
  const suffix = variable.slice(base.length);
  return (
    <code>
      {base}
      {suffix !== '' && (
        <>
          <wbr />
          {suffix}
        </>
      )}
    </code>
  );
}

export default function ColorGenerator(): ReactNode {
  const {mode, colors, setColors, reset} = useThemeColors();
  const shades = computeShades(colors);
  const contrast = primaryContrast(colors);
  const contrastIsLow = contrast < MIN_TEXT_CONTRAST;
  const adjustmentHelpId = useId();

  const setAdjustment = (name: ShadeName, amount: number) =>
    setColors({
      ...colors,
      adjustments: {...colors.adjustments, [name]: amount},
    });

  return (
    // A named group: the controls belong together, and assistive technology
    // (and tests) can tell them from the page's other code blocks.
    <div role="group" aria-label="Color generator" className={styles.generator}>
      <p>
        You are editing the <strong>{mode} mode</strong>. The page shows your
        colors as you type; switch the color mode in the navbar to edit the
        other mode. Your colors stay in this browser tab until you close it.
      </p>

      <div className={styles.fields}>
        {/* Remounted per mode so half-typed text and errors of one mode do
            not carry over to the other. */}
        <ColorField
          key={`base-${mode}`}
          label="Primary color"
          value={colors.base}
          onChange={(base) => setColors({...colors, base})}
        />
        <ColorField
          key={`background-${mode}`}
          label="Background color"
          value={colors.background}
          onChange={(background) => setColors({...colors, background})}
        />
        <button
          type="button"
          className={clsx('button button--secondary', styles.reset)}
          onClick={reset}>
          Reset
          <span className={styles.visuallyHidden}> {mode} mode colors</span>
        </button>
      </div>

      <p className={styles.contrast}>
        Contrast of the primary color on the background:{' '}
        <strong>{formatContrastRatio(contrast)}</strong> (WCAG AA asks for at
        least {MIN_TEXT_CONTRAST}:1 for normal text).
      </p>
      {/* Announced only when the verdict changes, not on every keystroke. */}
      <div aria-live="polite">
        {contrastIsLow && (
          <p className={clsx('alert alert--warning', styles.warning)}>
            <strong>Low contrast.</strong> Links and other text in the primary
            color will be hard to read on this background. Pick a{' '}
            {mode === 'light' ? 'darker' : 'lighter'} primary color or change
            the background until the ratio reaches {MIN_TEXT_CONTRAST}:1.
          </p>
        )}
      </div>

      <p id={adjustmentHelpId}>
        A positive adjustment darkens the base color by that ratio of its
        lightness; a negative one lightens it.
      </p>
      <div className={styles.tableWrapper}>
        <table className={styles.shades} aria-describedby={adjustmentHelpId}>
          <caption>Shades of the primary color ({mode} mode)</caption>
          <thead>
            <tr>
              <th scope="col">CSS variable</th>
              <th scope="col">Adjustment</th>
              <th scope="col">Color</th>
            </tr>
          </thead>
          <tbody>
            {shades.map((shade) => (
              <tr key={`${mode}-${shade.name}`}>
                <th scope="row">
                  <VariableName variable={shade.variable} />
                </th>
                <td>
                  <AdjustmentInput shade={shade} onChange={setAdjustment} />
                </td>
                <td>
                  <span className={styles.colorValue}>
                    <span
                      className={styles.swatch}
                      style={{backgroundColor: shade.hex}}
                      aria-hidden="true"
                    />
                    <code>{shade.hex}</code>
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <p>
        Replace the matching variables in <code>src/css/custom.css</code> with
        this block:
      </p>
      {/* A plain string child keeps the code block's Copy button working. */}
      <CodeBlock language="css" title="src/css/custom.css">
        {themeCss(mode, colors)}
      </CodeBlock>
    </div>
  );
}
