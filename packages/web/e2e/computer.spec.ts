// A whole game of each type against the computer, played through the UI; then the result,
// the record download and the replay of that record.

import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import type { GameId } from "./support/pages";
import { fastLocal, keepShot, playUntilOver, startLocal } from "./support/pages";

const GAMES: { game: GameId; players: number; target?: number }[] = [
  { game: "number-line", players: 3 },
  { game: "take-or-pay", players: 3 },
  { game: "magic-numbers", players: 3, target: 12 },
];

for (const { game, players, target } of GAMES) {
  test(`${game}: a whole game against the computer`, async ({ page }, testInfo) => {
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await fastLocal(page);
    await startLocal(page, game, "computer", { players, target });
    await playUntilOver(page, game);
    const result = page.getByTestId("result");
    await expect(result).toContainText(/wins|share the win|No winner/);
    await keepShot(page, testInfo, `${game}-result`);

    // The record: a number-games/record@1 that the replay viewer opens and steps through.
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download the record" }).click();
    const file = await (await download).path();
    const record = JSON.parse(await readFile(file, "utf8"));
    expect(record.format).toBe("number-games/record@1");
    expect(record.game).toBe(game);
    expect(record.players).toHaveLength(players);

    await page.goto("/replay");
    await page.getByTestId("record-file").setInputFiles(file);
    const step = page.getByTestId("replay-step");
    await expect(step).toContainText(`Step ${record.actions.length} of ${record.actions.length}`);
    await page.getByRole("button", { name: /Start/ }).click();
    await expect(step).toContainText(`Step 0 of ${record.actions.length}`);
    await page.keyboard.press("ArrowRight");
    await expect(step).toContainText(`Step 1 of ${record.actions.length}`);
    // Halfway through, as the spectator saw it.
    const mid = Math.floor(record.actions.length / 2);
    await page.getByRole("slider").fill(String(mid));
    await expect(step).toContainText(`Step ${mid} of ${record.actions.length}`);
    await keepShot(page, testInfo, `${game}-replay-mid`);
    await page.keyboard.press("End");
    await expect(page.getByTestId("result")).toBeVisible();
    expect(errors).toEqual([]);
  });
}
