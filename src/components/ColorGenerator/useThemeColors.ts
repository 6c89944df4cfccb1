import {useCallback, useEffect, useState} from 'react';
import {createStorageSlot, useColorMode} from '@docusaurus/theme-common';
import {
  DEFAULT_THEME_COLORS,
  deserializeThemeColors,
  isDefaultThemeColors,
  previewCss,
  serializeThemeColors,
  themeColorsStorageKey,
  type ColorMode,
  type ThemeColors,
} from '@site/src/utils/colors';
import {removePreviewRule, writePreviewRule} from './preview';

// The theme's storage slots catch storage errors (private browsing, iframes,
// quota) and warn once, so a failing sessionStorage only loses persistence.
// sessionStorage: custom colours last for this tab, a new tab starts fresh.
function themeColorsSlot(mode: ColorMode) {
  return createStorageSlot(themeColorsStorageKey(mode), {
    persistence: 'sessionStorage',
  });
}

function readStoredThemeColors(mode: ColorMode): ThemeColors {
  return (
    deserializeThemeColors(mode, themeColorsSlot(mode).get()) ??
    DEFAULT_THEME_COLORS[mode]
  );
}

function storeThemeColors(mode: ColorMode, colors: ThemeColors): void {
  const slot = themeColorsSlot(mode);
  if (isDefaultThemeColors(mode, colors)) {
    slot.del();
  } else {
    slot.set(serializeThemeColors(colors));
  }
}

export interface ThemeColorsState {
  /** The mode on screen, whose colours the generator edits. */
  readonly mode: ColorMode;
  readonly colors: ThemeColors;
  /** Applies, previews and stores new colours for the mode on screen. */
  readonly setColors: (colors: ThemeColors) => void;
  /** Back to the defaults of the mode on screen. */
  readonly reset: () => void;
}

/**
 * Colours of both modes: the defaults on the server and first render, then
 * the ones stored in this tab. The mode on screen is previewed on the page;
 * switching modes previews the other mode's stored colours or its defaults.
 */
export function useThemeColors(): ThemeColorsState {
  const {colorMode: mode} = useColorMode();
  const [colorsByMode, setColorsByMode] =
    useState<Readonly<Record<ColorMode, ThemeColors>>>(DEFAULT_THEME_COLORS);
  // Until storage is read the site's own stylesheet is right; previewing the
  // defaults first would make stored colours flash in a moment later.
  const [storageRead, setStorageRead] = useState(false);

  // Storage exists only in the browser, so it is read after hydration.
  useEffect(() => {
    setColorsByMode({
      light: readStoredThemeColors('light'),
      dark: readStoredThemeColors('dark'),
    });
    setStorageRead(true);
  }, []);

  const colors = colorsByMode[mode];

  useEffect(() => {
    if (storageRead) {
      writePreviewRule(previewCss(mode, colors));
    }
  }, [storageRead, mode, colors]);

  // Leaving the page gives the other pages back their site colours.
  useEffect(() => () => removePreviewRule(), []);

  const setColors = useCallback(
    (next: ThemeColors) => {
      setColorsByMode((current) => ({...current, [mode]: next}));
      storeThemeColors(mode, next);
    },
    [mode],
  );

  const reset = useCallback(
    () => setColors(DEFAULT_THEME_COLORS[mode]),
    [mode, setColors],
  );

  return {mode, colors, setColors, reset};
}
