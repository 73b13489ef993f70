// A benchmark, not a test (no wall-clock assertion): the time from a click on a move to the
// page's DOM showing its result (engine step + React render), measured in the page, against
// the one-frame budget (16.7 ms). Run with `npm run bench:web-interaction`; figures go to
// test-results/interaction.json and docs/benchmarks.md. `npm test` skips this file.

import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import type { GameId } from "./support/pages";
import { fastLocal, startLocal } from "./support/pages";

const MOVES: Record<GameId, string> = {
  "number-line": "button.nl-place",
  "take-or-pay": ".top-board .actions button.primary",
  "magic-numbers": ".mn-board .actions button.primary",
};

type Figures = { minMs: number; p25Ms: number; samples: number; medianMs: number; maxMs: number };
const figures: Record<string, Figures> = {};

for (const game of Object.keys(MOVES) as GameId[]) {
  test(`${game}: time from a move to the screen`, async ({ page }) => {
    await fastLocal(page);
    await startLocal(page, game, "computer", { players: 3, first: 0, level: "random" });
    const samples: number[] = [];
    const result = page.getByTestId("result");
    for (let i = 0; i < 40 && samples.length < 12; i++) {
      await expect(page.locator(".status-line.mine, [data-testid=result]").first()).toBeVisible();
      if (await result.isVisible()) {
        // Short games (Number Line gives each player three moves): play another.
        await page.getByRole("button", { name: "Rematch" }).click();
        await expect(result).toHaveCount(0);
        continue;
      }
      const ms = await page.evaluate((sel) => {
        const target = document.querySelector<HTMLButtonElement>(sel);
        const root = document.querySelector("main");
        if (target === null || root === null) return -1;
        return new Promise<number>((resolve) => {
          const t0 = performance.now();
          const mo = new MutationObserver(() => {
            mo.disconnect();
            resolve(performance.now() - t0);
          });
          mo.observe(root, {
            subtree: true,
            childList: true,
            characterData: true,
            attributes: true,
          });
          target.click();
        });
      }, MOVES[game]);
      if (ms >= 0) samples.push(ms);
    }
    expect(samples.length).toBeGreaterThan(0);
    const sorted = [...samples].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)]!;
    const p25 = sorted[Math.floor(sorted.length / 4)]!;
    figures[game] = {
      minMs: +sorted[0]!.toFixed(2),
      p25Ms: +p25.toFixed(2),
      samples: samples.length,
      medianMs: +median.toFixed(2),
      maxMs: +sorted[sorted.length - 1]!.toFixed(2),
    };
    console.log(
      `${game}: ${samples.length} moves, min ${sorted[0]!.toFixed(1)} ms, p25 ${p25.toFixed(1)} ms, median ${median.toFixed(1)} ms, max ${sorted[sorted.length - 1]!.toFixed(1)} ms`,
    );
  });
}

// biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixtures from this pattern
test.afterAll(async ({}, testInfo) => {
  await writeFile(
    join(testInfo.project.outputDir, "interaction.json"),
    `${JSON.stringify(figures, null, 2)}\n`,
  );
});
