// A review entry chosen in a long page: the board with the ★ comes into view (a 768-px laptop
// window, a 360-px phone in Chinese), the step line says which move the position comes before,
// and an entry rated Best says so instead of offering a "better" move that is the one played.

import type { Locator, Page } from "@playwright/test";
import { expect, test } from "@playwright/test";
import { fastLocal } from "./support/pages";

// Ann (seat 0) opens round 1 on the edge (a mistake), then places her decoy on 8.
const record = {
  format: "number-games/record@1",
  game: "number-line",
  config: { players: 2 },
  players: ["Ann", "Ben"],
  actions: [
    { type: "place", number: 1 },
    { type: "place", number: 6 },
    { type: "place", number: 3, decoy: false },
    { type: "place", number: 8, decoy: true },
    { type: "place", number: 2, decoy: true },
  ],
};

// The same game with Ann's first move on 5, the solver's choice: her first entry is Best.
const bestFirst = {
  ...record,
  actions: [{ type: "place", number: 5 }, ...record.actions.slice(1)],
};

async function review(page: Page, json: unknown): Promise<Locator> {
  await page.goto("/replay?review=0");
  await page.getByTestId("record-file").setInputFiles({
    name: "game.json",
    mimeType: "application/json",
    buffer: Buffer.from(JSON.stringify(json)),
  });
  const list = page.getByTestId("review-list");
  await expect(list.locator("button.review-entry")).toHaveCount(2);
  return list;
}

const SCREENS = [
  {
    name: "laptop, English",
    lang: "en",
    use: { viewport: { width: 1366, height: 768 } },
    better: /^★ Better here: place on \d+$/,
    before: "Step 0 of 5: the position before move 1",
    best: /^★ Best move here, and the one played: /,
  },
  {
    name: "phone, Chinese",
    lang: "zh",
    use: { viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true },
    better: /^★ 这里更好的走法：放在 \d+$/,
    before: "第 0 步，共 5 步：第 1 步之前的局面",
    best: /^★ 这里的最佳走法，正是所走的：/,
  },
] as const;

for (const s of SCREENS) {
  test.describe(s.name, () => {
    test.use(s.use);
    test(`a chosen review entry shows its board on screen (${s.name})`, async ({ page }) => {
      await fastLocal(page, s.lang);
      const list = await review(page, record);
      const entries = list.locator("button.review-entry");
      await expect(list.locator("li").first()).toHaveAttribute("data-rating", "mistake");
      await entries.first().click();
      const banner = page.getByTestId("better-move");
      await expect(banner).toHaveText(s.better);
      // The ★ on the board and the sentence about it are on the screen, not far below.
      await expect(page.getByTestId("better-mark")).toBeInViewport({ ratio: 1 });
      await expect(banner).toBeInViewport({ ratio: 1 });
      // Entry "move 1" opens step 0: the step line says it is the position before move 1.
      await expect(page.getByTestId("replay-step")).toContainText(s.before);

      // An entry rated Best says the move played was the best one.
      const again = await review(page, bestFirst);
      await expect(again.locator("li").first()).toHaveAttribute("data-rating", "best");
      await again.locator("button.review-entry").first().click();
      await expect(banner).toHaveText(s.best);
      await expect(page.getByTestId("better-mark")).toBeInViewport({ ratio: 1 });
    });
  });
}
