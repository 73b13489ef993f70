// Debian's Chromium as the browser tests launch it (playwright.config.ts; lan.spec.ts adds a
// host mapping). The flags keep it off the network, which this machine does not have.

export const CHROMIUM_PATH = "/usr/bin/chromium";

export const CHROMIUM_ARGS: readonly string[] = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
