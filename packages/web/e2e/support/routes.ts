// The app's routes for tests that walk them all (reflow, accessibility): every page that
// needs nothing but its address, and how to wait for a page to be drawn.

import type { Page } from "@playwright/test";
import { expect } from "@playwright/test";
import type { GameId } from "./pages";

export const GAMES: readonly GameId[] = ["number-line", "take-or-pay", "magic-numbers"];

/** Pages that need nothing but their address (the 404 page included). */
export const STATIC_PATHS: readonly string[] = [
  "/",
  "/online",
  "/replay",
  "/print",
  "/speed",
  "/warmup",
  "/lab",
  "/class",
  "/c",
  "/nowhere",
  ...GAMES.flatMap((g) => [
    `/setup/${g}/computer`,
    `/setup/${g}/pass`,
    `/online/${g}`,
    `/rules/${g}`,
    `/learn/${g}`,
    `/lab/${g}`,
    `/print/${g}`,
  ]),
];

/** Long names, as people type them. */
export const LONG_NAMES: readonly string[] = [
  "Alexandra Konstantinopoulou",
  "Benedikt",
  "Cleopatra",
];

/** Opens a page and waits until `ready` shows and every lazy part has replaced its placeholder. */
export async function visit(
  page: Page,
  path: string,
  ready = "main .page:not(.loading)",
): Promise<void> {
  await page.goto(path);
  await expect(page.locator(ready).first()).toBeVisible();
  await expect(page.locator("main .loading")).toHaveCount(0);
}
