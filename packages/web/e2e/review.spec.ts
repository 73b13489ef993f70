// The post-game review from a replay: load a record, open Review, the progress bar runs in a
// worker and finishes with a rating per decision; the deliberately bad round-1 move (an edge,
// where the solver's centre is far better) is a mistake with the better move shown.

import { mkdirSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { fastLocal, keepShot, playUntilOver } from "./support/pages";
import { nearEnd, openPosition } from "./support/positions";

const record = {
  format: "number-games/record@1",
  game: "number-line",
  config: { players: 2 },
  players: ["Ann", "Ben"],
  // Ann (seat 0) opens round 1 on the edge; Ben takes the centre; round 2 begins.
  actions: [
    { type: "place", number: 1 },
    { type: "place", number: 6 },
    { type: "place", number: 3, decoy: false },
    { type: "place", number: 8, decoy: true },
    { type: "place", number: 2, decoy: true },
  ],
};

for (const lang of ["en", "zh"] as const) {
  test(`review from a replay (${lang})`, async ({ page }, testInfo) => {
    await fastLocal(page, lang);
    await page.goto("/replay");
    await page.getByTestId("record-file").setInputFiles({
      name: "game.json",
      mimeType: "application/json",
      buffer: Buffer.from(JSON.stringify(record)),
    });
    await page
      .getByRole("button", { name: lang === "en" ? "Review" : "复盘", exact: true })
      .click();
    const panel = page.getByTestId("review-panel");
    await panel
      .getByRole("button", { name: lang === "en" ? "Review this player" : "复盘这位玩家" })
      .click();
    // The list replaces the progress bar when the worker is done.
    const list = panel.getByTestId("review-list");
    await expect(list).toBeVisible();
    await expect(panel.getByTestId("review-progress")).toHaveCount(0);
    const items = list.locator("li");
    await expect(items).toHaveCount(2);
    await expect(items.first()).toHaveAttribute("data-rating", "mistake");
    await expect(items.first()).toContainText(lang === "en" ? "Mistake" : "失误");
    await expect(items.first()).toContainText(lang === "en" ? "better: " : "更好：");
    // The moves are written in the page's language, not in the engine's notation.
    await expect(items.first()).toContainText(lang === "en" ? "place on " : "放在 ");
    const shot = await keepShot(page, testInfo, `review-${lang}`);
    if (lang === "en" && process.env.SCREENSHOTS === "1") {
      // The picture in docs/web.md, refreshed on request only (a test run leaves the tree clean).
      mkdirSync("docs/img", { recursive: true });
      await panel.screenshot({ path: "docs/img/review.png" });
    }
    expect(shot).toBeTruthy();
  });
}

// Seat 0 takes all 30 cards, one decision each: long enough to be cancelled while running.
const longRecord = {
  format: "number-games/record@1",
  game: "take-or-pay",
  config: { players: 3 },
  actions: [
    { type: "deal", deck: Array.from({ length: 30 }, (_, i) => i + 1) },
    ...Array.from({ length: 30 }, () => ({ type: "take" })),
  ],
};

test("a running review can be cancelled", async ({ page, context }) => {
  await fastLocal(page);
  // The review's worker script is held back until Cancel has been pressed, so the review is
  // still running when it is cancelled however fast the machine is (a review that finished
  // first turned the Cancel button back into "Review this player" under the click).
  let release: () => void = () => {};
  const held = new Promise<void>((r) => {
    release = r;
  });
  let asked = false;
  await context.route(/reviewWorker/, async (route) => {
    asked = true;
    await held;
    await route.continue();
  });
  await page.goto("/replay?review");
  await page.getByTestId("record-file").setInputFiles({
    name: "game.json",
    mimeType: "application/json",
    buffer: Buffer.from(JSON.stringify(longRecord)),
  });
  const panel = page.getByTestId("review-panel");
  await panel.getByRole("button", { name: "Review this player" }).click();
  await expect(panel.getByTestId("review-progress")).toBeVisible();
  await expect.poll(() => asked).toBe(true);
  await panel.getByRole("button", { name: "Cancel" }).click();
  await expect(panel.getByRole("button", { name: "Review this player" })).toBeVisible();
  release();
  await expect(panel.getByTestId("review-progress")).toHaveCount(0);
  await expect(panel.getByTestId("review-list")).toHaveCount(0);
});

test("review from the end of a local game against the computer", async ({ page }) => {
  await fastLocal(page);
  // Near the end (support/positions.ts): the review covers the whole record all the same.
  await openPosition(page, nearEnd("number-line", { players: 2 }));
  await playUntilOver(page, "number-line");
  await page.getByTestId("result").getByRole("link", { name: "Review", exact: true }).click();
  await expect(page).toHaveURL(/\/replay\/.*\?review$/);
  const panel = page.getByTestId("review-panel");
  await panel.getByRole("button", { name: "Review this player" }).click();
  await expect(panel.getByTestId("review-list")).toBeVisible();
  await expect(panel.getByTestId("review-list").locator("li").first()).toHaveAttribute(
    "data-rating",
    /^(best|fine|mistake)$/,
  );
});
