// Rules pages, the "?" on a table, the whole game log and the end-of-game breakdown, played
// through the UI. Screenshots go to test-results/; with SCREENSHOTS=1 they refresh the ones
// docs/web.md shows (docs/img/learn-*.png), so a test run leaves the tree clean.

import { fileURLToPath } from "node:url";
import { expect, test } from "@playwright/test";
import type { GameId } from "./support/pages";
import { fastLocal, playUntilOver, startLocal } from "./support/pages";

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
    await page.screenshot({ path: `${IMG}learn-rules-${game}.png`, fullPage: true });
  });

  test(`${game}: the rules page in Chinese`, async ({ page }) => {
    await fastLocal(page, "zh");
    await page.goto(`/rules/${game}`);
    await expect(page.getByRole("heading", { level: 2, name: zh })).toBeVisible();
  });
}

test("take-or-pay: the ? opens the rules at Play, the log keeps every move, the breakdown at the end", async ({
  page,
  context,
}) => {
  await fastLocal(page);
  await startLocal(page, "take-or-pay", "computer", { players: 3 });
  const help = page.getByTestId("rules-help");
  await expect(help).toHaveAttribute("href", "/rules/take-or-pay#rules-1");
  const [rules] = await Promise.all([context.waitForEvent("page"), help.click()]);
  await expect(rules.locator("#rules-1 h2")).toHaveText("Play");
  await rules.close();

  await playUntilOver(page, "take-or-pay");
  const log = page.locator(".game-log-list li");
  // Every card of the deal was taken: at least 30 take lines, none dropped.
  await expect(page.locator(".game-log-list li", { hasText: " took " })).toHaveCount(30);
  await expect(log.last()).toHaveClass(/log-last/);
  await expect(page.locator(".breakdown-seat")).toHaveCount(3);
  await expect(page.locator(".breakdown-seat").first()).toContainText("counts");
  await page.screenshot({ path: `${IMG}learn-end-take-or-pay.png`, fullPage: true });
});

test("magic-numbers: the log and the breakdown with the secrets revealed", async ({ page }) => {
  await fastLocal(page);
  await startLocal(page, "magic-numbers", "computer", { players: 3, target: 12 });
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
  await startLocal(page, "number-line", "computer", { players: 3 });
  await playUntilOver(page, "number-line");
  await expect(page.locator(".breakdown-seat").first()).toContainText("decoy");
  await expect(page.locator(".game-log-list li", { hasText: "(decoy)" })).toHaveCount(3);
  await page.screenshot({ path: `${IMG}learn-end-number-line.png`, fullPage: true });
});
