// The review with rollouts that settle (src/review/settle.ts) against the full count, on the
// same decisions:
//   npx tsx packages/bots/bench/review-settle.ts [--games take-or-pay,magic-numbers,number-line]
//     [--records 3] [--players 4] [--determinizations 300]
// For each game, `--records` games of `--players` are played (medium and easy bots, or random
// and easy ones, by turns, so there are mistakes to find) and every seat's decisions reviewed
// twice with the same seed: all determinizations, and with `settle`. Printed per game: the
// decisions, how many got the same rating and the same better move, the largest difference in
// cost, and the time of each review (wall clock; CPU-bound, one thread). Figures only.

import type { GameId, GameRecord } from "@number-games/engine";
import { CHANCE, GAME_IDS, getGame, RECORD_FORMAT, Rng, TERMINAL } from "@number-games/engine";
import type { CommandLineSpec } from "../../../scripts/bench-args";
import { orExit, parseCommandLine, usageExit } from "../../../scripts/bench-args";
import type { BotLevel } from "../src/bot";
import { createBot } from "../src/levels";
import { reviewSeat } from "../src/review/lesson-review";

const COMMAND_LINE = {
  script: "review-settle.ts",
  options: {
    games: {
      type: "choices",
      choices: GAME_IDS,
      default: ["take-or-pay", "magic-numbers", "number-line"],
    },
    records: { type: "number", default: 3 },
    players: { type: "number", default: 4 },
    determinizations: { type: "number", default: 300 },
  },
} as const satisfies CommandLineSpec;
const { games, records, players, determinizations } = orExit(
  parseCommandLine(COMMAND_LINE, process.argv.slice(2)),
).options;

function play(id: GameId, seed: string, level: BotLevel): GameRecord {
  const game = getGame(id);
  const cfg = game.parseConfig({ players });
  if (!cfg.ok) usageExit(COMMAND_LINE, cfg.error.message);
  const bots = Array.from({ length: players }, (_, i) =>
    createBot(game as never, i % 2 === 0 ? level : "easy", { seed: `${seed}|${i}` }),
  );
  const rng = Rng.fromSeed(seed);
  let state = game.newGame(cfg.value);
  const actions: unknown[] = [];
  for (;;) {
    const m = game.toMove(state);
    if (m === TERMINAL) break;
    const a = m === CHANCE ? game.sampleChance(state, rng) : bots[m]!.act(game.observe(state, m));
    actions.push(a);
    const next = game.apply(state, a as never);
    if (!next.ok) throw new Error(next.error.message);
    state = next.value;
  }
  return { format: RECORD_FORMAT, game: id, config: { players }, actions } as GameRecord;
}

console.log(
  `review with rollouts that settle against ${determinizations} determinizations: ${records} ` +
    `games of ${players} per game; node ${process.version}`,
);
for (const id of games) {
  let n = 0;
  let sameRating = 0;
  let sameBest = 0;
  let maxCostDiff = 0;
  let fullMs = 0;
  let settleMs = 0;
  const changed: string[] = [];
  for (let r = 0; r < records; r++) {
    const record = play(id, `settle-${id}-${r}`, r % 2 === 0 ? "medium" : "random");
    for (let seat = 0; seat < players; seat++) {
      const opts = { seed: `bench|${r}|${seat}`, determinizations };
      let t0 = performance.now();
      const full = reviewSeat(record, seat, opts);
      fullMs += performance.now() - t0;
      t0 = performance.now();
      const quick = reviewSeat(record, seat, { ...opts, settle: true });
      settleMs += performance.now() - t0;
      full.forEach((d, i) => {
        const q = quick[i]!;
        n++;
        if (d.rating === q.rating) sameRating++;
        else
          changed.push(
            `${d.rating} (cost ${d.cost.toFixed(3)}) → ${q.rating} (${q.cost.toFixed(3)})`,
          );
        if (d.bestText === q.bestText) sameBest++;
        maxCostDiff = Math.max(maxCostDiff, Math.abs(d.cost - q.cost));
      });
    }
  }
  console.log(
    `  ${id}: ${n} decisions, same rating ${sameRating}, same better move ${sameBest}, ` +
      `largest cost difference ${maxCostDiff.toFixed(3)}; full ${(fullMs / 1000).toFixed(1)} s, ` +
      `settled ${(settleMs / 1000).toFixed(1)} s (${(fullMs / settleMs).toFixed(2)}×)`,
  );
  for (const c of changed) console.log(`    changed: ${c}`);
}
