// The guided first games (/learn/<game>): follow every hint to the finish, in English and
// Chinese; a move other than the hint's ("that's fine too"); the links that lead here; axe.
// Screenshots go to each test's output folder; with SCREENSHOTS=1 the three that docs/web.md
// shows go to docs/img/tutorial-*.png instead.

import { fileURLToPath } from "node:url";
import type { Page, TestInfo } from "@playwright/test";
import { expect, test } from "@playwright/test";
import { axeViolations } from "./support/axe";
import type { GameId } from "./support/pages";
import { fastLocal } from "./support/pages";

const IMG = fileURLToPath(new URL("../../../docs/img/", import.meta.url));

/** The screenshots docs/web.md shows. */
const DOCS_SHOTS = new Set(["number-line", "take-or-pay-zh", "magic-numbers-finish"]);

/** Where a screenshot goes: the docs' images only when asked for. */
function shotPath(testInfo: TestInfo, name: string): string {
  return process.env.SCREENSHOTS === "1" && DOCS_SHOTS.has(name)
    ? `${IMG}tutorial-${name}.png`
    : testInfo.outputPath(`tutorial-${name}.png`);
}

// The learner's moves when following every hint, and the first hint's words.
const GAMES: { game: GameId; moves: number; first: RegExp; firstZh: RegExp }[] = [
  { game: "number-line", moves: 3, first: /Try 5\./, firstZh: /试试 5。/ },
  {
    game: "take-or-pay",
    moves: 7,
    first: /十 \(10\) would add 10/,
    firstZh: /十（10）会给你加 10 分/,
  },
  { game: "magic-numbers", moves: 6, first: /4 is your Good number/, firstZh: /4 是你的幸运数/ },
];

/**
 * Plays the hint's move until the finish shows; returns the hints seen. `onHint(i)` runs
 * when the i-th hint is up (screenshots, checks).
 */
async function followHints(
  page: Page,
  onHint: (i: number) => Promise<void> = async () => {},
): Promise<string[]> {
  const finish = page.getByTestId("tutorial-finish");
  // The button is always there while the game runs; usable on the learner's turns.
  const doIt = page.locator('[data-testid="tutorial-do"]:not([aria-disabled="true"])');
  const seen: string[] = [];
  for (let i = 0; i < 50; i++) {
    await expect(doIt.or(finish)).toBeVisible();
    if (await finish.isVisible()) return seen;
    seen.push((await page.getByTestId("tutorial-main").textContent()) ?? "");
    await onHint(i);
    await doIt.click();
    // The move is made: this position's hint is gone (the computer's turn, the next hint or
    // the finish).
    const other = page.getByTestId("tutorial-main").filter({ hasNotText: seen[i]! });
    await expect(other.or(finish)).toBeVisible();
  }
  throw new Error("the tutorial did not finish");
}

for (const { game, moves, first } of GAMES) {
  test(`${game}: follow the hints to the finish`, async ({ page }, testInfo) => {
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await fastLocal(page);
    await page.goto(`/learn/${game}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Learn .+ by playing$/);
    await expect(page.getByTestId("tutorial-main")).toHaveText(first);
    const hints = await followHints(page, async (i) => {
      if (i === 1) {
        await page.screenshot({
          path: shotPath(testInfo, game),
          fullPage: true,
          animations: "disabled",
        });
      }
    });
    expect(hints).toHaveLength(moves);
    const finish = page.getByTestId("tutorial-finish");
    await expect(finish).toContainText("You finished your first game of");
    await expect(page.getByTestId("result")).toContainText("You win!");
    await expect(finish.getByRole("link", { name: "Play a real game" })).toHaveAttribute(
      "href",
      `/setup/${game}/computer`,
    );
    await expect(finish.getByRole("link", { name: "Read the rules" })).toHaveAttribute(
      "href",
      `/rules/${game}`,
    );
    await page.screenshot({
      path: shotPath(testInfo, `${game}-finish`),
      fullPage: true,
      animations: "disabled",
    });
    expect(await axeViolations(page)).toEqual([]);

    // Start again: the same deal, the same first hint.
    await finish.getByRole("button", { name: "Start again" }).click();
    await expect(page.getByTestId("tutorial-main")).toHaveText(first);
    expect(errors).toEqual([]);
  });
}

test("number-line: the decoy round is explained, and the reveal names the computer's decoy", async ({
  page,
}) => {
  await fastLocal(page);
  await page.goto("/learn/number-line");
  const hints = await followHints(page);
  expect(hints[1]).toContain("The decoy round");
  expect(hints[2]).toContain("Now your real card");
  await expect(page.getByTestId("tutorial-finish")).toContainText(
    "Computer's decoy was on 5 (yours on 6)",
  );
});

test("number-line: a move other than the hint's is fine too", async ({ page }) => {
  await fastLocal(page);
  await page.goto("/learn/number-line");
  await expect(page.getByTestId("tutorial-main")).toHaveText(/Try 5\./);
  // Play on the board itself, away from the suggestion.
  await page.getByRole("button", { name: "Place your real card on 3" }).click();
  await expect(page.getByTestId("tutorial-fine")).toBeVisible();
  // The hints carry on from the new position (the computer answered beside 3).
  await expect(page.getByTestId("tutorial-main")).toContainText("The decoy round");
  await followHints(page);
  await expect(page.getByTestId("tutorial-finish")).toBeVisible();
});

for (const { game, firstZh } of GAMES) {
  test(`${game}: the tutorial in Chinese`, async ({ page }, testInfo) => {
    await fastLocal(page, "zh");
    await page.goto(`/learn/${game}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^边玩边学/);
    await expect(page.getByTestId("tutorial-main")).toHaveText(firstZh);
    expect(await axeViolations(page)).toEqual([]);
    await followHints(page, async (i) => {
      if (i === 1 && game === "take-or-pay") {
        await page.screenshot({
          path: shotPath(testInfo, `${game}-zh`),
          fullPage: true,
          animations: "disabled",
        });
      }
    });
    await expect(page.getByTestId("tutorial-finish")).toContainText("你下完了第一盘");
    await expect(page.getByTestId("result")).toContainText("你赢了！");
  });
}

test("the home page and the rules pages lead to the tutorials", async ({ page }) => {
  await fastLocal(page);
  await page.goto("/");
  for (const { game } of GAMES) {
    await expect(
      page
        .locator(`.game-card[data-game="${game}"]`)
        .getByRole("link", { name: "Learn by playing" }),
    ).toHaveAttribute("href", `/learn/${game}`);
  }
  await page.goto("/rules/take-or-pay");
  await page.getByRole("link", { name: /Learn by playing/ }).click();
  await expect(page).toHaveURL(/\/learn\/take-or-pay$/);
  await expect(page.getByTestId("tutorial-hint")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test("the tutorials fit a 360-px phone", async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await fastLocal(page, "zh");
  for (const { game } of GAMES) {
    await page.goto(`/learn/${game}`);
    await expect(page.getByTestId("tutorial-do")).toHaveAttribute("aria-disabled", "false");
    // Nothing may stick out sideways.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow, game).toBeLessThanOrEqual(0);
    await page.screenshot({
      path: shotPath(testInfo, `${game}-360`),
      fullPage: true,
      animations: "disabled",
    });
  }
});

test("magic-numbers: Enter on the hint's button, again and again, plays the whole tutorial", async ({
  page,
}) => {
  await fastLocal(page);
  await page.goto("/learn/magic-numbers");
  const doIt = page.getByTestId("tutorial-do");
  await expect(doIt).toHaveAttribute("aria-disabled", "false");
  await doIt.focus();
  const finish = page.getByTestId("tutorial-finish");
  for (let i = 0; i < 6; i++) {
    // Focus stays on the button while the computer plays; Enter works once it is usable.
    await expect(doIt).toBeFocused();
    await expect(doIt).toHaveAttribute("aria-disabled", "false");
    const hint = (await page.getByTestId("tutorial-main").textContent()) ?? "";
    await page.keyboard.press("Enter");
    const next = page.getByTestId("tutorial-main").filter({ hasNotText: hint });
    await expect(next.or(finish)).toBeVisible();
  }
  await expect(finish).toBeVisible();
  await finish.getByRole("button", { name: "Start again" }).click();
  await expect(page.getByTestId("tutorial-do")).toBeFocused();
});
