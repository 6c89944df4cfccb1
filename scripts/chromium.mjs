// The Chromium the browser tests and the bench drive (Debian's package).
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The flags every headless Chromium of the tests and the bench runs with,
 * whoever launches it (Playwright, or Lighthouse's own launcher).
 */
export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * The features Playwright 1.65 turns off in every Chromium it launches (its
 * `chromiumSwitches`). Chromium keeps only the last `--disable-features`
 * flag of its command line, so the one of `chromiumArgs` replaces
 * Playwright's and must repeat it. e2e/browser-flags.spec.ts fails when
 * Playwright turns off a feature this list lacks.
 */
export const playwrightDisabledFeatures = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Headless Chromium 156 gives every window, so every browser context a test
 * opens, the address bar's suggestion popup of the desktop browser: a WebUI
 * page in a renderer process of its own, which no one ever sees here.
 * Starting it cost 0.6 to 1.0 CPU-seconds per fresh browser context (three
 * alternated runs of 30 contexts each, one page load per context: 2.69,
 * 2.76, 3.37 against 1.63, 1.96, 2.77 CPU-seconds per context), on a
 * machine whose browser tests are CPU-bound.
 */
export const unusedBrowserFeatures = [
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
];

/** The flags of the browsers Playwright launches for the tests and bench. */
export const chromiumArgs = [
  ...chromiumFlags,
  `--disable-features=${[...playwrightDisabledFeatures, ...unusedBrowserFeatures].join(',')}`,
];
