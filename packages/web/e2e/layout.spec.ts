// Layout at a 360-px phone and a 1440-px laptop, in English and in Chinese: the home page
// and each board mid-game. The screenshots are kept under test-results/ and were looked at.

import { expect, test } from "@playwright/test";
import type { GameId } from "./support/pages";
import { fastLocal, keepShot, startLocal, takeTurn } from "./support/pages";

const SIZES = [
  { width: 360, height: 740 },
  { width: 1440, height: 900 },
] as const;
/** Moves to make before the screenshot: enough to fill the board, not enough to end. */
const GAMES: [GameId, number][] = [
  ["number-line", 2],
  ["take-or-pay", 5],
  ["magic-numbers", 3],
];

for (const lang of ["en", "zh"] as const) {
  for (const size of SIZES) {
    test(`layout ${lang} ${size.width}px`, async ({ page }, testInfo) => {
      await page.setViewportSize(size);
      await fastLocal(page, lang);
      await page.goto("/");
      await expect(page.locator("h1")).toHaveText(lang === "en" ? "Number Games" : "数字游戏");
      await keepShot(page, testInfo, `home-${lang}-${size.width}`);
      // Nothing may stick out sideways on a phone.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);

      for (const [game, moves] of GAMES) {
        await startLocal(page, game, "computer", { level: "random" });
        await expect(page.getByTestId("status")).toBeVisible();
        // A few moves in, so the board has something on it; then wait for our turn.
        for (let step = 0; step <= moves; step++) {
          await expect(
            page.locator(".status-line.mine, [data-testid=result]").first(),
          ).toBeVisible();
          if (step < moves) await takeTurn(page, game, step + 1);
        }
        // The short animations (a card placed, flipped) have finished; endless ones may run.
        await page.waitForFunction(() =>
          document
            .getAnimations()
            .every(
              (a) => a.playState !== "running" || a.effect?.getTiming().iterations === Infinity,
            ),
        );
        await keepShot(page, testInfo, `${game}-${lang}-${size.width}`);
        const wide = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(wide, `${game} overflows at ${size.width}px`).toBeLessThanOrEqual(0);
      }
    });
  }
}
