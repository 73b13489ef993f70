// Keyboard play keeps its place (issue #13 item 7): after Enter on a board control the move is
// made, and when our turn comes back focus is on the board again (the nearest free number, or
// the first action), so the next Enter plays on without reaching for the mouse or Tab.

import type { Page } from "@playwright/test";
import { expect, test } from "@playwright/test";
import type { GameId } from "./support/pages";
import { fastLocal, startLocal } from "./support/pages";

const CONTROL: Record<GameId, string> = {
  "number-line": "button.nl-place",
  "take-or-pay": ".top-board .actions button:not([disabled])",
  "magic-numbers": ".mn-board .actions button",
};

/** Waits until the log has changed since `before` and it is our turn (or the game is over). */
async function nextTurn(page: Page, before: string): Promise<void> {
  const log = page.locator(".game-log-list li");
  await expect.poll(async () => (await log.allTextContents()).join("\n")).not.toBe(before);
  await expect(
    page.locator(".status-line.mine").or(page.getByTestId("result")).first(),
  ).toBeVisible();
}

const focused = (page: Page, selector: string) =>
  page.evaluate((sel) => document.activeElement?.matches(sel) ?? false, selector);

for (const game of ["number-line", "take-or-pay", "magic-numbers"] as const) {
  test(`${game}: Enter plays, and focus comes back to the board on our next turn`, async ({
    page,
  }) => {
    await fastLocal(page);
    await startLocal(page, game, "computer", { level: "random", players: 3 });
    await expect(page.locator(".status-line.mine")).toBeVisible();
    // Take or Pay: pay, so the turn goes round the table and the actions disappear meanwhile.
    const first =
      game === "take-or-pay"
        ? page.locator(".top-board .actions button").nth(1)
        : page.locator(CONTROL[game]).first();
    await first.focus();
    for (let move = 0; move < 3; move++) {
      if (await page.getByTestId("result").isVisible()) break;
      const before = (await page.locator(".game-log-list li").allTextContents()).join("\n");
      await page.keyboard.press("Enter");
      await nextTurn(page, before);
      if (await page.getByTestId("result").isVisible()) break;
      await expect.poll(() => focused(page, CONTROL[game])).toBe(true);
    }
  });
}
