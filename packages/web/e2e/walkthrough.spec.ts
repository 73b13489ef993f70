// Each game end to end on a 360×640 touch phone and a 1280×800 laptop, in English and in
// Chinese (issue #13, "done when"): played through the UI against the computer to the result,
// with axe at zero violations at the first turn and at the end, nothing scrolling sideways,
// and the replay's step line written in the page's language. On the laptop in English the
// record is also downloaded, checked and stepped through in the replay viewer.
//
// One whole game per game and language (issue #22): the laptop in English and the phone in
// Chinese play from the first move; the phone in English and the laptop in Chinese start from
// a position near the end (support/positions.ts), which keeps every check on those screens
// (axe on a turn and at the end, no sideways scrolling, the replay's language) without
// playing the game a third and fourth time. Every game is dealt from a fixed seed.

import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { expect, test } from "@playwright/test";
import { axeViolations } from "./support/axe";
import type { GameId } from "./support/pages";
import { fastLocal, keepShot, playUntilOver, startLocal } from "./support/pages";
import { nearEnd, openPosition } from "./support/positions";

// With motion, as most people play (the other specs test pages at rest: playwright.config.ts).
const VIEWPORTS = {
  phone: {
    viewport: { width: 360, height: 640 },
    hasTouch: true,
    isMobile: true,
    reducedMotion: "no-preference",
  },
  laptop: {
    viewport: { width: 1280, height: 800 },
    hasTouch: false,
    isMobile: false,
    reducedMotion: "no-preference",
  },
} as const;

/** Words the replay's last step uses for each game's moves, by language (review/moveText.ts). */
const MOVE_WORDS: Record<GameId, Record<"en" | "zh", RegExp>> = {
  "number-line": { en: /place (on|the)/, zh: /放在/ },
  "take-or-pay": { en: /take the card|pay a token/, zh: /拿牌|付一个筹码/ },
  "magic-numbers": { en: /keep the roll|give the roll/, zh: /留下这个点数|送给/ },
};

const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

for (const [device, use] of Object.entries(VIEWPORTS)) {
  test.describe(device, () => {
    test.use(use);
    for (const lang of ["en", "zh"] as const) {
      for (const game of ["number-line", "take-or-pay", "magic-numbers"] as const) {
        test(`${game} end to end (${lang})`, async ({ page }, testInfo) => {
          const errors: string[] = [];
          page.on("pageerror", (e) => errors.push(e.message));
          await fastLocal(page, lang);
          // The laptop in English plays the default (medium) computer players, through the
          // bot worker; elsewhere random ones answer at once (a short target for Magic Numbers).
          const full = device === "laptop" && lang === "en";
          const whole = full || (device === "phone" && lang === "zh");
          if (whole) {
            await startLocal(page, game, "computer", {
              players: 3,
              ...(full ? {} : { level: "random" }),
              ...(full && game === "magic-numbers" ? { target: 12 } : {}),
            });
          } else {
            const config = game === "magic-numbers" ? { players: 3, target: 12 } : { players: 3 };
            await openPosition(page, nearEnd(game, config, 2));
          }
          await expect(page.locator(".status-line.mine")).toBeVisible();
          expect(await axeViolations(page), "axe at the first turn").toEqual([]);
          await playUntilOver(page, game);
          const result = page.getByTestId("result");
          await expect(result).toBeVisible();
          expect(await sideways(page)).toBeLessThanOrEqual(0);
          expect(await axeViolations(page), "axe at the end").toEqual([]);
          await keepShot(page, testInfo, `${device}-${game}-${lang}-end`);

          if (full) {
            // The record: a number-games/record@1 that the replay viewer opens and steps through.
            const download = page.waitForEvent("download");
            await page.getByRole("button", { name: "Download the record" }).click();
            const file = await (await download).path();
            const record = JSON.parse(await readFile(file, "utf8"));
            expect(record.format).toBe("number-games/record@1");
            expect(record.game).toBe(game);
            expect(record.players).toHaveLength(3);
            const n = record.actions.length;
            await page.goto("/replay");
            await page.getByTestId("record-file").setInputFiles(file);
            const step = page.getByTestId("replay-step");
            await expect(step).toContainText(`Step ${n} of ${n}`);
            await page.getByRole("button", { name: /Start/ }).click();
            await expect(step).toContainText(`Step 0 of ${n}`);
            await page.keyboard.press("ArrowRight");
            await expect(step).toContainText(`Step 1 of ${n}`);
            // Halfway through, as the spectator saw it.
            const mid = Math.floor(n / 2);
            await page.getByRole("slider").fill(String(mid));
            await expect(step).toContainText(`Step ${mid} of ${n}`);
            await keepShot(page, testInfo, `${game}-replay-mid`);
            await page.keyboard.press("End");
            await expect(page.getByTestId("result")).toBeVisible();
            await expect(step).toContainText(MOVE_WORDS[game][lang]);
          } else {
            // The replay of this game, from the result panel: its step line in this language.
            await result.locator('a[href*="/replay/"]:not([href*="review"])').click();
            const step = page.getByTestId("replay-step");
            await expect(step).toBeVisible();
            // The last step is the last player's move.
            await page.keyboard.press("End");
            await expect(step).toContainText(MOVE_WORDS[game][lang]);
          }
          expect(errors).toEqual([]);
        });
      }
    }
  });
}
