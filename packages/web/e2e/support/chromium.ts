// Debian's Chromium as the browser tests launch it (playwright.config.ts; lan.spec.ts adds a
// host mapping). The flags keep it off the network, which this machine does not have, and keep
// each new browser context to the page the test opens (below).

export const CHROMIUM_PATH = "/usr/bin/chromium";

/**
 * The features Playwright itself turns off (its `chromiumSwitches.ts`, Playwright 1.65): a
 * `--disable-features` of ours replaces Playwright's, since Chromium reads the last one only,
 * so its list is repeated here. packages/web/test/chromium-args.test.ts fails when Playwright's
 * list has a feature this one lacks.
 */
export const PLAYWRIGHT_DISABLED_FEATURES: readonly string[] = [
  "AvoidUnnecessaryBeforeUnloadCheckSync",
  "DestroyProfileOnBrowserClose",
  "HttpsUpgrades",
  "HttpsFirstBalancedModeAutoEnable",
  "LensOverlay",
  "MediaRouter",
  "PaintHolding",
  "ThirdPartyStoragePartitioning",
  "AvoidCorsURLLoaderRestartOnRedirect",
  "TcpPortRandomizationWin",
  "OptimizationHints",
  "NetworkTimeServiceQuerying",
  "AimEnabled",
  "PreconnectToSearch",
  "msForceBrowserSignIn",
  "msEdgeUpdateLaunchServicesPreferredVersion",
];

/**
 * Chromium 156 prepares its address bar's suggestion popup (two WebUI pages,
 * chrome://omnibox-popup.top-chrome/) in a renderer process of its own for every new window,
 * which headless Chromium opens for every browser context: 0.5–0.6 CPU-seconds each, never
 * shown (a headless window has no address bar to type in). Every test opens one context or
 * more; with these off, a new context that loads the home page costs 0.75–0.85 CPU-seconds
 * instead of 1.65–1.76 (docs/testing.md).
 */
export const OMNIBOX_POPUP_FEATURES: readonly string[] = [
  "WebUIOmniboxPopup",
  "WebUIOmniboxAimPopup",
  "WebUIOmniboxFullPopup",
];

export const CHROMIUM_ARGS: readonly string[] = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_POPUP_FEATURES].join(",")}`,
];
