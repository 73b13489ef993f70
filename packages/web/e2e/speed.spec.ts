// The speed page: random games per second of each game, measured in a Web Worker with the
// engine the computer players use. This test checks that it works, not how fast it is.

import { expect, test } from "@playwright/test";
import type { GameId } from "./support/pages";
import { keepShot } from "./support/pages";

const GAME_IDS: readonly GameId[] = ["number-line", "take-or-pay", "magic-numbers"];

test("the speed page measures every game in a worker and shows the figures", async ({
  page,
}, testInfo) => {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(String(e)));
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  await page.goto("/");
  await page.getByTestId("speed-link").click();
  await expect(page).toHaveURL(/\/speed$/);
  // A short run: 0.2 s per game.
  await page.goto("/speed?seconds=0.2");
  await page.getByTestId("speed-run").click();
  const rows = page.getByTestId("speed-table").locator("tbody tr");
  await expect(rows).toHaveCount(GAME_IDS.length);
  await expect(page.getByTestId("speed-run")).toBeEnabled();
  for (const id of GAME_IDS) {
    const row = page.locator(`tr[data-game="${id}"]`);
    const text = (await row.getByTestId("playouts").textContent()) ?? "";
    expect(Number(text.replace(/[^\d]/g, "")), id).toBeGreaterThan(0);
  }
  await keepShot(page, testInfo, "speed");
  expect(errors).toEqual([]);
});
