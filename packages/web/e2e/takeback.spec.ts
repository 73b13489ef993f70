// Takeback and resign against the computer (local/takeback.ts): a takeback puts back exactly
// the position before the person's last move (the same roll, the same card), and a
// resignation, once confirmed, ends the game with the others sharing the win.

import type { Page } from "@playwright/test";
import { expect, test } from "@playwright/test";
import { axeViolations } from "./support/axe";
import type { GameId } from "./support/pages";
import { fastLocal, takeTurn } from "./support/pages";
import { nearEnd, openPosition } from "./support/positions";
import { sidewaysOverflow } from "./support/reflow";

const CONFIGS: Record<GameId, unknown> = {
  "number-line": { players: 3 },
  "take-or-pay": { players: 3 },
  "magic-numbers": { players: 3 },
};

/** The saved game's actions, as the page last wrote them. */
async function savedActions(page: Page): Promise<unknown[]> {
  return page.evaluate(() => {
    const id = location.pathname.split("/").pop() ?? "";
    const raw = localStorage.getItem(`ng.game.${id}`);
    return raw === null ? [] : (JSON.parse(raw) as { actions: unknown[] }).actions;
  });
}

for (const game of ["number-line", "take-or-pay", "magic-numbers"] as const) {
  test(`${game}: a takeback restores the position before the move`, async ({ page }) => {
    await fastLocal(page);
    // Three decisions left: after this move and the computers' replies, it is our turn again.
    await openPosition(page, nearEnd(game, CONFIGS[game], 3));
    const mine = page.locator(".status-line.mine");
    await expect(mine).toBeVisible();
    const takeback = page.getByTestId("takeback");
    await expect.poll(() => savedActions(page).then((a) => a.length)).toBeGreaterThan(0);
    const before = await savedActions(page);
    const board = (await page.locator(".board").textContent()) ?? "";

    await expect.poll(() => takeTurn(page, game, 0)).toBe(true);
    // The move is made (and in Number Line and Magic Numbers the computers have answered):
    // our turn again, the save longer. Take or Pay's taker decides again at once.
    const replies = game === "take-or-pay" ? 0 : 1;
    await expect
      .poll(() => savedActions(page).then((a) => a.length))
      .toBeGreaterThan(before.length + replies);
    await expect(mine).toBeVisible();
    await expect(takeback).toBeEnabled();
    await takeback.click();

    await expect(page.getByTestId("local-note")).toHaveText("Move taken back.");
    await expect.poll(() => savedActions(page)).toEqual(before);
    await expect(mine).toBeVisible();
    await expect(page.locator(".board")).toHaveText(board);
  });
}

test("resign ends the game: the others share the win, the resigner is last", async ({ page }) => {
  await fastLocal(page);
  await openPosition(page, nearEnd("take-or-pay", { players: 3 }, 3));
  await expect(page.locator(".status-line.mine")).toBeVisible();
  // One takeback first (the position's earlier moves were the person's): the record says so.
  const before = await savedActions(page);
  await page.getByTestId("takeback").click();
  await expect.poll(() => savedActions(page).then((a) => a.length)).toBeLessThan(before.length);
  await expect(page.locator(".status-line.mine")).toBeVisible();
  await page.getByTestId("resign").click();
  // Asked first, with the focus on the safe answer: "Keep playing" changes nothing.
  await expect(page.getByRole("button", { name: "Keep playing" })).toBeFocused();
  await page.getByRole("button", { name: "Keep playing" }).click();
  await expect(page.getByTestId("resigned")).toHaveCount(0);
  await expect(page.locator(".status-line.mine")).toBeVisible();
  await page.getByTestId("resign").click();
  await expect(page.getByTestId("resign-yes")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByTestId("resign-yes").click();

  const panel = page.getByTestId("resigned");
  // Focus goes to the result's first action (issue 24: not lost at the end of a game).
  await expect(panel.getByRole("button", { name: "Rematch" })).toBeFocused();
  await expect(panel.getByTestId("resigned-headline")).toHaveText(
    "You resigned: Computer 1, Computer 2 share the win.",
  );
  await expect(panel.locator("li")).toHaveText([
    /^1\. Computer 1$/,
    /^1\. Computer 2$/,
    /^3\. You · resigned$/,
  ]);
  await expect(page.getByTestId("status")).toHaveText("You resigned");
  await expect(page.getByTestId("resign")).toHaveCount(0);
  await expect(page.getByTestId("takeback")).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  // The game stays over after a reload, and its replay says who resigned.
  await page.reload();
  await expect(page.getByTestId("resigned")).toBeVisible();
  await page.getByTestId("resigned").getByRole("link", { name: "Review", exact: true }).click();
  await expect(page.getByTestId("replay-step")).toBeVisible();
  await expect(page.getByTestId("review-notes")).toHaveText(
    "This game had 1 takeback. You resigned.",
  );
});

test("resign in Chinese, on a 320-px phone", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await fastLocal(page, "zh");
  await openPosition(page, nearEnd("magic-numbers", { players: 2 }, 2));
  await page.getByTestId("resign").click();
  await expect(page.getByTestId("resign-yes")).toHaveText("确定认输");
  expect(await sidewaysOverflow(page)).toEqual([]);
  await page.getByTestId("resign-yes").click();
  await expect(page.getByTestId("resigned-headline")).toHaveText(/认输了：.+获胜。$/);
  expect(await sidewaysOverflow(page)).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);
});
