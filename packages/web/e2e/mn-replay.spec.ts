// Magic Numbers (issue 24 item 7): a replay shows each public die roll as a roll (only the
// secret numbers wait for the end), and the end-of-game breakdown says what every roll did
// to its receiver with a running total. A finished game is seeded in the browser's storage.

import { expect, test } from "@playwright/test";
import { localGame, storeLocalGames } from "./support/seed";

const game = localGame("magic-numbers", "mn-replay");

for (const lang of ["en", "zh"] as const) {
  test(`Magic Numbers replay and breakdown (${lang})`, async ({ page }) => {
    await page.addInitScript((l) => localStorage.setItem("ng.lang", l), lang);
    await storeLocalGames(page, [game]);
    await page.goto(`/replay/local:${game.id}`);
    const step = page.getByTestId("replay-step");
    await expect(step).toBeVisible();
    // Step 1: the secret numbers, hidden until the end; step 2: the first roll, shown.
    await page.keyboard.press("Home");
    await expect(step).toContainText(lang === "en" ? "Step 0 of" : "第 0 步");
    await page.keyboard.press("ArrowRight");
    await expect(step).toContainText(
      lang === "en" ? "Chance (shown at the end)" : "随机（结束时显示）",
    );
    await page.keyboard.press("ArrowRight");
    await expect(step).toContainText(lang === "en" ? /Chance: the die shows \d/ : /骰子掷出 \d/);

    await page.goto(`/local/${game.id}`);
    const lines = page.locator(".breakdown li");
    await expect(lines.first()).toBeVisible();
    const texts = await lines.allTextContents();
    const received = texts.filter((t) =>
      lang === "en" ? /^(Kept|Got) \d/.test(t) : /^(留下|从)/.test(t),
    );
    expect(received.length).toBeGreaterThan(0);
    for (const t of received) {
      expect(t).toMatch(lang === "en" ? /→ \d+|back to 0|no change/ : /→ \d+|归零|不变/);
    }
  });
}
