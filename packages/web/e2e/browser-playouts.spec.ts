// Benchmark, not a test (`npm run bench:browser`; skipped by `npm test`): random playouts per
// second of each game in Debian's Chromium (the speed page, in its Web Worker) beside Node's
// figure for the same code (`benchPlayouts`), in the same run on the same machine.
// Medians of RUNS alternating runs; figures printed and written to test-results/browser-playouts.json.

import { mkdirSync, writeFileSync } from "node:fs";
import { BOT_GAMES, benchPlayouts } from "@number-games/bots";
import type { GameId } from "@number-games/engine";
import { GAMES } from "@number-games/engine";
import { test } from "@playwright/test";

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const GAME_IDS: readonly GameId[] = ["number-line", "take-or-pay", "magic-numbers"];

const median = (xs: readonly number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;

test("browser playouts per second beside Node's", async ({ page }) => {
  test.setTimeout(RUNS * GAME_IDS.length * SECONDS * 4000 + 120_000);
  const browser = new Map<GameId, number[]>(GAME_IDS.map((id) => [id, []]));
  const node = new Map<GameId, number[]>(GAME_IDS.map((id) => [id, []]));
  for (let run = 0; run < RUNS; run++) {
    await page.goto(`/speed?seconds=${SECONDS}`);
    await page.getByTestId("speed-run").click();
    await page
      .locator("tbody tr")
      .nth(GAME_IDS.length - 1)
      .getByTestId("playouts")
      .waitFor({ timeout: GAME_IDS.length * SECONDS * 10_000 });
    for (const id of GAME_IDS) {
      const text = await page
        .locator(`tr[data-game="${id}"]`)
        .getByTestId("playouts")
        .textContent();
      browser.get(id)!.push(Number((text ?? "").replace(/[^\d]/g, "")));
      const game = GAMES[id];
      const cfg = game.parseConfig({ ...BOT_GAMES[id].benchConfig, players: 4 });
      if (!cfg.ok) throw new Error(cfg.error.message);
      node.get(id)!.push(benchPlayouts(game, cfg.value, SECONDS).playouts_per_s);
    }
  }
  const rows = GAME_IDS.map((id) => {
    const b = median(browser.get(id)!);
    const n = median(node.get(id)!);
    return { game: id, players: 4, chromium: b, node: n, ratio: Number((n / b).toFixed(2)) };
  });
  console.log(`\nrandom playouts/s, 4 players, medians of ${RUNS} runs of ${SECONDS} s`);
  console.log("game            Chromium         Node   Node/Chromium");
  for (const r of rows) {
    console.log(
      `${r.game.padEnd(14)} ${r.chromium.toLocaleString("en").padStart(10)} ${r.node.toLocaleString("en").padStart(12)}   ${r.ratio.toFixed(2)}×`,
    );
  }
  mkdirSync("test-results", { recursive: true });
  writeFileSync("test-results/browser-playouts.json", `${JSON.stringify(rows, null, 2)}\n`);
});
