// Accessibility: axe (WCAG 2.x A and AA rules) on every page and each game's screen, in
// English and Chinese, with zero violations.

import { expect, test } from "@playwright/test";
import { axeViolations } from "./support/axe";
import type { GameId } from "./support/pages";
import { fastLocal, startLocal } from "./support/pages";

const GAMES: readonly GameId[] = ["number-line", "take-or-pay", "magic-numbers"];
const PAGES = [
  "/",
  "/online",
  "/online/take-or-pay",
  "/replay",
  "/print",
  "/speed",
  "/warmup",
  "/lab",
  "/nowhere",
];

for (const lang of ["en", "zh"] as const) {
  test(`every page has no axe violations (${lang})`, async ({ page }) => {
    // Eleven pages, each analysed at rest: more than one page's worth of time.
    await page.addInitScript((l) => localStorage.setItem("ng.lang", l), lang);
    const found: string[] = [];
    for (const path of PAGES) {
      await page.goto(path);
      await expect(page.locator(".page").first()).toBeVisible();
      found.push(...(await axeViolations(page)).map((v) => `${path}: ${v}`));
    }
    for (const game of GAMES) {
      await page.goto(`/setup/${game}/computer`);
      await expect(page.getByTestId("start")).toBeVisible();
      found.push(...(await axeViolations(page)).map((v) => `setup ${game}: ${v}`));
    }
    expect(found).toEqual([]);
  });

  for (const game of GAMES) {
    test(`${game} at the table has no axe violations (${lang})`, async ({ page }) => {
      await fastLocal(page, lang);
      await page.addInitScript((l) => localStorage.setItem("ng.lang", l), lang);
      await startLocal(page, game, "computer");
      await expect(page.locator(".status-line").first()).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
}
