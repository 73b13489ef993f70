// The post-game review from a replay: load a record, open Review, the progress bar runs in a
// worker and finishes with a rating per decision; the deliberately bad round-1 move (an edge,
// where the solver's centre is far better) is a mistake with the better move shown.

import { mkdirSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { axeViolations } from "./support/axe";
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

// Three players; Ann pays on 20, Ben and Cai pay, Ann takes 20 with the pot; the game goes on.
const shortTop = {
  format: "number-games/record@1",
  game: "take-or-pay",
  config: { players: 3 },
  players: ["Ann", "Ben", "Cai"],
  actions: [
    {
      type: "deal",
      deck: [
        20, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 21, 22, 23, 24, 25, 26, 27,
        28, 29, 30, 31, 32,
      ],
    },
    { type: "pay" },
    { type: "pay" },
    { type: "pay" },
    { type: "take" },
  ],
};

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

test("a review entry opens its position with the better move on the board", async ({ page }) => {
  await fastLocal(page);
  await page.goto("/replay");
  await page.getByTestId("record-file").setInputFiles({
    name: "game.json",
    mimeType: "application/json",
    buffer: Buffer.from(JSON.stringify(record)),
  });
  // Seen by Ann, the Review button is Ann asking: her review starts by itself.
  await page.getByLabel("Seen by").selectOption("0");
  await page.getByRole("button", { name: "Review", exact: true }).click();
  const panel = page.getByTestId("review-panel");
  const entries = panel.getByTestId("review-list").locator("button.review-entry");
  await expect(entries).toHaveCount(2);
  await expect(panel.getByTestId("review-chart").locator("rect")).toHaveCount(2);

  // Ann's second decision (the record's 4th action: her decoy on 8; Ben opens round 2).
  await expect(entries.nth(1)).toContainText("move 4: place the decoy on 8");
  await entries.nth(1).click();
  await expect(page.getByTestId("replay-step")).toContainText("Step 3 of 5");
  await expect(page.getByLabel("Seen by")).toHaveValue("0");
  // The board is before the move: round 2's line with Ben's card on 3, and 8 still free.
  await expect(page.locator('.nl-slot[data-number="8"] button.nl-number')).toBeVisible();
  await expect(page.locator('.nl-slot[data-number="3"]')).toHaveClass(/taken/);
  await expect(page.locator(".nl-slot[data-better]")).toHaveCount(1);

  // Ann's first decision: the edge she played, with the better (central) move drawn.
  await entries.nth(0).click();
  await expect(page.getByTestId("replay-step")).toContainText("Step 0 of 5");
  await expect(entries.nth(0)).toHaveAttribute("aria-current", "true");
  const banner = page.getByTestId("better-move");
  await expect(banner).toHaveText(/^★ Better here: place on (\d+)$/);
  const n = (await banner.textContent())?.match(/(\d+)$/)?.[1];
  const marked = page.locator(".nl-slot[data-better]");
  await expect(marked).toHaveCount(1);
  await expect(marked).toHaveAttribute("data-number", n ?? "");
  await expect(entries.nth(0)).toContainText(`better: place on ${n}`);
  expect(await axeViolations(page)).toEqual([]);
  // Stepping away takes the drawing off the board.
  await page.getByRole("button", { name: /Forward/ }).click();
  await expect(page.getByTestId("better-move")).toHaveCount(0);
  await expect(page.locator(".nl-slot[data-better]")).toHaveCount(0);
});

test("a review entry names the card and the pot (Take or Pay)", async ({ page }) => {
  await fastLocal(page);
  await page.goto("/replay?review=0");
  await page.getByTestId("record-file").setInputFiles({
    name: "game.json",
    mimeType: "application/json",
    buffer: Buffer.from(JSON.stringify(shortTop)),
  });
  const entries = page.getByTestId("review-list").locator("button.review-entry");
  await expect(entries).toHaveCount(2);
  await expect(entries.nth(0)).toContainText("move 2 (card 20, 0 tokens in the pot): pay a token");
  await expect(entries.nth(1)).toContainText(
    "move 5 (card 20, 3 tokens in the pot): take the card",
  );
  await entries.nth(1).click();
  await expect(page.getByTestId("replay-step")).toContainText("Step 4 of 5");
  await expect(page.locator(".top-faceup")).toContainText("20");
});

test("review from the end of a local game against the computer", async ({ page }) => {
  await fastLocal(page);
  // Near the end (support/positions.ts): the review covers the whole record all the same.
  await openPosition(page, nearEnd("number-line", { players: 2 }));
  await playUntilOver(page, "number-line");
  await page.getByTestId("result").getByRole("link", { name: "Review", exact: true }).click();
  // The person who asked is reviewed at once.
  await expect(page).toHaveURL(/\/replay\/.*\?review=0$/);
  const panel = page.getByTestId("review-panel");
  await expect(panel.getByTestId("review-list")).toBeVisible();
  await expect(panel.getByTestId("review-list").locator("li").first()).toHaveAttribute(
    "data-rating",
    /^(best|fine|mistake)$/,
  );
});
