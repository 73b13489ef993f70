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

/**
 * Walks to a page as the app's own links do (history.pushState and the router's popstate
 * listener) when the app is already loaded in `page`, else opens it with `visit`. A walk over
 * many pages then loads the app, and injects axe, once instead of once per page (issue #22:
 * half of the static walks' time); loading each page by its address is tested by `visit`
 * elsewhere. Waits as `visit` does, after the frame that draws the new route.
 */
export async function walkTo(
  page: Page,
  path: string,
  ready = "main .page:not(.loading)",
): Promise<void> {
  const loaded = await page
    .evaluate(() => document.querySelector("main") !== null)
    .catch(() => false);
  if (!loaded || !page.url().startsWith("http")) {
    await visit(page, path, ready);
    return;
  }
  await page.evaluate(async (p) => {
    history.pushState(null, "", p);
    dispatchEvent(new PopStateEvent("popstate"));
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  }, path);
  await expect(page).toHaveURL((u) => u.pathname === path);
  await expect(page.locator(ready).first()).toBeVisible();
  await expect(page.locator("main .loading")).toHaveCount(0);
}
