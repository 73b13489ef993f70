// The last move on the board and in the live region (issue #13 items 2 and 9): after the
// computer moves, the board highlights exactly where its move landed (the log's last line
// says which), a screen reader hears the computer's move but not our own, and the motion
// stops when the system asks for reduced motion.

import type { Page } from "@playwright/test";
import { expect, test } from "@playwright/test";
import { fastLocal, startLocal, takeTurn } from "./support/pages";

const myTurn = (page: Page) => page.locator(".status-line.mine");
/** The log's newest line, or "" before anything has happened. */
const lastLine = async (page: Page) =>
  (await page.locator(".game-log-list li").allTextContents()).at(-1) ?? "";

test("number-line: the computer's last card is marked on the line, and announced", async ({
  page,
}) => {
  await fastLocal(page);
  await startLocal(page, "number-line", "computer", { level: "random" });
  const marked = page.locator(".nl-slot[data-last]");
  let checked = 0;
  for (let step = 0; step < 12 && checked < 2; step++) {
    await expect(myTurn(page).or(page.getByTestId("result")).first()).toBeVisible();
    if (await page.getByTestId("result").isVisible()) break;
    const line = await lastLine(page);
    const placed = /^Computer \d* ?placed (\d+)/.exec(line);
    if (placed !== null) {
      // Exactly one slot is marked: the number the log says the computer placed last.
      await expect(marked).toHaveCount(1);
      await expect(marked).toHaveAttribute("data-number", placed[1]!);
      await expect(marked.locator(".nl-token")).toHaveCount(1);
      await expect(page.getByTestId("announce")).toContainText(line);
      checked++;
    }
    await takeTurn(page, "number-line", step);
    // Our own card is marked at once, and never announced to us.
    const mine = /You placed/;
    await expect.poll(() => lastLine(page)).not.toBe(line);
    const after = await lastLine(page);
    if (mine.test(after)) {
      await expect(marked).toHaveCount(1);
      await expect(page.getByTestId("announce")).not.toContainText(mine);
    }
  }
  expect(checked).toBeGreaterThan(0);
});

test("take-or-pay: the card taken is marked with its tokens; a pay marks the pot", async ({
  page,
}) => {
  await fastLocal(page);
  await startLocal(page, "take-or-pay", "computer", { level: "random" });
  let takes = 0;
  let pays = 0;
  for (let step = 0; step < 80 && (takes < 2 || pays < 2); step++) {
    await expect(myTurn(page).or(page.getByTestId("result")).first()).toBeVisible();
    if (await page.getByTestId("result").isVisible()) break;
    const line = await lastLine(page);
    const row = page.locator(".top-player.last-actor");
    const took = /^You took (\d+) with (\d+) tokens/.exec(line);
    if (took !== null) {
      // A take keeps the turn: our new card is marked in our row, with the tokens it brought.
      const card = page.locator(".top-player [data-last]");
      await expect(card).toHaveCount(1);
      await expect(card).toHaveAttribute("data-card", took[1]!);
      await expect(page.locator(".top-player.me [data-last]")).toHaveCount(1);
      if (took[2] !== "0") await expect(row.getByTestId("last-tokens")).toHaveText(`+${took[2]}`);
      else await expect(row.getByTestId("last-tokens")).toHaveCount(0);
      await expect(page.getByTestId("announce")).not.toContainText("You took");
      takes++;
    } else if (/^Computer \d+ paid/.test(line)) {
      // The computer before us paid: the pot is marked, its row shows the token paid, and
      // a screen reader hears it.
      await expect(page.locator(".top-player [data-last]")).toHaveCount(0);
      await expect(page.locator(".top-pot.last-pay")).toHaveCount(1);
      await expect(row).toHaveCount(1);
      await expect(row.getByTestId("last-tokens")).toHaveText("−1");
      await expect(page.getByTestId("announce")).toContainText(line);
      pays++;
    }
    await takeTurn(page, "take-or-pay", step);
  }
  expect(takes).toBeGreaterThan(0);
  expect(pays).toBeGreaterThan(0);
});

test("magic-numbers: the die kept or given lands with its receiver", async ({ page }) => {
  await fastLocal(page);
  await startLocal(page, "magic-numbers", "computer", { level: "random", players: 3 });
  let checked = 0;
  for (let step = 0; step < 20 && checked < 3; step++) {
    await expect(myTurn(page).or(page.getByTestId("result")).first()).toBeVisible();
    if (await page.getByTestId("result").isVisible()) break;
    // The log's last line is our pending roll; the one before it is the last completed turn.
    const lines = await page.locator(".game-log-list li").allTextContents();
    const done = lines.filter((l) => / and (kept it|gave it to )/.test(l)).at(-1);
    if (done !== undefined) {
      const roll = /rolled (\d)/.exec(done)![1]!;
      const die = page.getByTestId("last-die");
      await expect(die).toHaveCount(1);
      await expect(die).toHaveText(roll);
      const receiver = done.includes("kept it")
        ? /^(.*) rolled/.exec(done)![1]!
        : / gave it to (.*)$/.exec(done)![1]!;
      await expect(page.locator(".player-chip", { has: die })).toContainText(receiver);
      checked++;
    }
    await takeTurn(page, "magic-numbers", step);
  }
  expect(checked).toBeGreaterThan(0);
});

test("the last move's motion honours prefers-reduced-motion", async ({ page }) => {
  // Motion first (the config's default is reduced motion), then reduced.
  await page.emulateMedia({ reducedMotion: "no-preference" });
  await fastLocal(page);
  await startLocal(page, "take-or-pay", "computer", { level: "random" });
  const taken = page.locator(".hz-card.last-taken");
  for (let step = 0; step < 80 && (await taken.count()) === 0; step++) {
    await expect(myTurn(page)).toBeVisible();
    await page.keyboard.press("t");
  }
  await expect(taken).toHaveCount(1);
  const animationName = () => taken.evaluate((el) => getComputedStyle(el).animationName);
  expect(await animationName()).toBe("taken-in");
  await page.emulateMedia({ reducedMotion: "reduce" });
  expect(await animationName()).toBe("none");
});
