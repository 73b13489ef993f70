// Rules pages, the "?" on a table, the whole game log and the end-of-game breakdown, played
// through the UI. Screenshots go to test-results/; with SCREENSHOTS=1 they refresh the ones
// docs/web.md shows (docs/img/learn-*.png), so a test run leaves the tree clean.

import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";
import { expect, test } from "@playwright/test";
import { lowContrastText } from "./support/contrast";
import type { GameId } from "./support/pages";
import { fastLocal, playUntilOver } from "./support/pages";
import { nearEnd, openPosition } from "./support/positions";

const IMG =
  process.env.SCREENSHOTS === "1"
    ? fileURLToPath(new URL("../../../docs/img/", import.meta.url))
    : fileURLToPath(new URL("../../../test-results/learn-img/", import.meta.url));
const GAMES: { game: GameId; first: string; zh: string }[] = [
  { game: "number-line", first: "Set-up", zh: "准备" },
  { game: "take-or-pay", first: "Set-up", zh: "准备" },
  { game: "magic-numbers", first: "Set-up", zh: "准备" },
];

for (const { game, first, zh } of GAMES) {
  test(`${game}: the rules page in English, with the example drawn`, async ({ page }) => {
    await fastLocal(page);
    await page.goto(`/rules/${game}`);
    await expect(page.getByRole("heading", { level: 2, name: first })).toBeVisible();
    await expect(page.locator("#rules-example .loading")).toHaveCount(0);
    // The example is a picture: nothing in it looks pressable that cannot be pressed (no
    // pointer, no accent border), and its text keeps its contrast.
    const looksPressable = await page
      .getByTestId("rules-example-board")
      .locator("button:disabled")
      .evaluateAll(
        (els) =>
          els
            .map((e) => getComputedStyle(e))
            .filter((s) => s.cursor === "pointer" || s.borderTopColor === "rgb(59, 91, 219)")
            .length,
      );
    expect(looksPressable).toBe(0);
    expect(await lowContrastText(page)).toEqual([]);
    await page.screenshot({ path: `${IMG}learn-rules-${game}.png`, fullPage: true });
  });

  test(`${game}: the rules page in Chinese`, async ({ page }) => {
    await fastLocal(page, "zh");
    await page.goto(`/rules/${game}`);
    await expect(page.getByRole("heading", { level: 2, name: zh })).toBeVisible();
  });
}

// The three games below start from a position near the end (support/positions.ts): the log,
// the breakdown and the links are what is tested, and the log holds every move of the record
// whether it was made on this page or before it was opened. (Until issue #22 these played
// whole games through the page, whose course changed from run to run.)

/** The saved game the page is showing, as the web app keeps it. */
async function savedActions(page: Page): Promise<{ decoy?: boolean }[]> {
  const id = new URL(page.url()).pathname.split("/").pop()!;
  return page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? "{}").actions ?? [],
    `ng.game.${id}`,
  );
}

test("take-or-pay: the ? opens the rules at Play, the log keeps every move, the breakdown at the end", async ({
  page,
  context,
}) => {
  await fastLocal(page);
  await openPosition(page, nearEnd("take-or-pay", { players: 3 }, 2));
  const help = page.getByTestId("rules-help");
  await expect(help).toHaveAttribute("href", "/rules/take-or-pay#rules-1");
  const [rules] = await Promise.all([context.waitForEvent("page"), help.click()]);
  await expect(rules.locator("#rules-1 h2")).toHaveText("Play");
  await rules.close();

  await playUntilOver(page, "take-or-pay");
  const log = page.locator(".game-log-list li");
  // Every card of the deal was taken: 30 take lines, none dropped.
  await expect(page.locator(".game-log-list li", { hasText: " took " })).toHaveCount(30);
  await expect(log.last()).toHaveClass(/log-last/);
  await expect(page.locator(".breakdown-seat")).toHaveCount(3);
  await expect(page.locator(".breakdown-seat").first()).toContainText("counts");
  await page.screenshot({ path: `${IMG}learn-end-take-or-pay.png`, fullPage: true });
});

test("magic-numbers: the log and the breakdown with the secrets revealed", async ({ page }) => {
  await fastLocal(page);
  await openPosition(page, nearEnd("magic-numbers", { players: 3, target: 12 }));
  await playUntilOver(page, "magic-numbers");
  await expect(page.locator(".game-log-list li").first()).toHaveText("Secret numbers dealt");
  await expect(page.locator(".breakdown-seat").first()).toContainText(/Good \d, Evil \d/);
  await expect(page.getByTestId("rules-help")).toHaveAttribute(
    "href",
    "/rules/magic-numbers#rules-3",
  );
  await page.locator(".game-log").screenshot({ path: `${IMG}learn-log-magic-numbers.png` });
});

test("number-line: the breakdown shows points per round and the decoys", async ({ page }) => {
  await fastLocal(page);
  await openPosition(page, nearEnd("number-line", { players: 3 }));
  await playUntilOver(page, "number-line");
  await expect(page.locator(".breakdown-seat").first()).toContainText("decoy");
  // One "(decoy)" line per decoy placed, in whichever rounds this game had (a tie after
  // round 2 plays round 3 without decoys and round 4 with them).
  const decoys = (await savedActions(page)).filter((a) => a.decoy === true).length;
  expect(decoys % 3).toBe(0);
  expect(decoys).toBeGreaterThanOrEqual(3);
  await expect(page.locator(".game-log-list li", { hasText: "(decoy)" })).toHaveCount(decoys);
  await page.screenshot({ path: `${IMG}learn-end-number-line.png`, fullPage: true });
});
