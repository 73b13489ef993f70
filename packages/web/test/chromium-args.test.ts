// The browser tests' `--disable-features` (e2e/support/chromium.ts) replaces the one Playwright
// passes, as Chromium reads only the last: it must therefore still turn off every feature that
// Playwright's own list does. Read from the installed Playwright, so that an upgrade whose list
// grows fails here instead of quietly changing how the browser behaves.

import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  CHROMIUM_ARGS,
  OMNIBOX_POPUP_FEATURES,
  PLAYWRIGHT_DISABLED_FEATURES,
} from "../e2e/support/chromium";

/** The features in Playwright's `disabledFeatures = [ ... ]`, from its bundled source. */
function playwrightDisabledFeatures(): string[] {
  const require = createRequire(import.meta.url);
  const root = dirname(require.resolve("playwright-core/package.json"));
  const bundle = readFileSync(join(root, "lib", "coreBundle.js"), "utf8");
  const list = /disabledFeatures = \[([\s\S]*?)\]/.exec(bundle);
  if (list === null) throw new Error("Playwright's list of disabled features was not found");
  return [...list[1].matchAll(/^\s*"([A-Za-z0-9]+)",?\s*$/gm)].map((m) => m[1]);
}

describe("the browser tests' Chromium flags", () => {
  it("turn off every feature Playwright turns off, and the address bar's popup", () => {
    const theirs = playwrightDisabledFeatures();
    expect(theirs.length).toBeGreaterThan(5);
    expect(theirs).toContain("PaintHolding");
    expect(theirs.filter((f) => !PLAYWRIGHT_DISABLED_FEATURES.includes(f))).toEqual([]);
    const flags = CHROMIUM_ARGS.filter((a) => a.startsWith("--disable-features="));
    expect(flags).toHaveLength(1);
    const ours = flags[0].slice("--disable-features=".length).split(",");
    for (const f of [...theirs, ...OMNIBOX_POPUP_FEATURES]) expect(ours).toContain(f);
  });
});
