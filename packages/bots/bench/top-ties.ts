// Take or Pay hard's plan search with and without its score tie-break, on the same games
// (issue #25, item 5):
//   npx tsx packages/bots/bench/top-ties.ts [--deals 200] [--players 3] [--others medium]
//     [--iterations 2000] [--seed top-ties] [--out deals.jsonl]
// Each deal is played once per seat with hard in that seat and `--others` (medium, hard-v1…,
// at their default budgets) in the rest, once with ties broken by the mean score and once by
// the plan order alone (take now first, the rule before). Both versions meet the same deals
// and the same opponents' seeds, so the comparison is paired: the intervals are over deals
// (each deal's mean over its seats), the independent unit. Figures only: nothing asserts.

import { appendFileSync } from "node:fs";
import type { AnyGame, takeOrPayGame } from "@number-games/engine";
import { CHANCE, getGame, Rng, TERMINAL } from "@number-games/engine";
import type { CommandLineSpec } from "../../../scripts/bench-args";
import { orExit, parseCommandLine, parseNumber, usageExit } from "../../../scripts/bench-args";
import { meanInterval } from "../src/analysis/stats";
import type { Bot, BotLevel } from "../src/bot";
import { legalOf, moveRng } from "../src/bot";
import { TAKE_NOW } from "../src/games/take-or-pay/kernel";
import { planSearch } from "../src/games/take-or-pay/search";
import { createBot } from "../src/levels";
import { HARD_V1, hardV1Bot } from "./baselines/hard-v1";

const COMMAND_LINE = {
  script: "top-ties.ts",
  options: {
    deals: { type: "number", default: 200 },
    players: { type: "number", default: 3 },
    others: { type: "string", default: "medium" },
    iterations: { type: "number", default: 2000 },
    seed: { type: "string", default: "top-ties" },
    out: { type: "string", default: "" },
  },
} as const satisfies CommandLineSpec;
const options = orExit(parseCommandLine(COMMAND_LINE, process.argv.slice(2))).options;
const { deals, players, iterations, seed, out } = options;
// `level` or `level@iterations` (hard-v1@500: the frozen hard at 500 iterations).
const [others, othersBudget] = options.others.split("@") as [string, string?];
let othersOptions: { iterations?: number } = {};
if (othersBudget !== undefined) {
  const budget = parseNumber(othersBudget, "--others' @iterations");
  if (!budget.ok) usageExit(COMMAND_LINE, budget.why);
  othersOptions = { iterations: budget.value };
}

const game: AnyGame = getGame("take-or-pay");
const cfg = game.parseConfig({ players });
if (!cfg.ok) throw new Error(cfg.error.message);
const config = cfg.value;
const stats = { decisions: 0, changed: 0 };

function hard(scoreTies: boolean, botSeed: string): Bot {
  return {
    level: "hard",
    act(o) {
      const legal = legalOf("hard", o);
      if (legal.length === 1) return legal[0];
      const obs = o as takeOrPayGame.TakeOrPayObservation;
      const r = planSearch(game, obs, moveRng(botSeed, o), { iterations }, scoreTies);
      if (scoreTies) {
        const old = planSearch(game, obs, moveRng(botSeed, o), { iterations }, false);
        stats.decisions++;
        if ((old.plan === TAKE_NOW) !== (r.plan === TAKE_NOW)) stats.changed++;
      }
      const want = r.plan === TAKE_NOW ? "take" : "pay";
      return legal.find((a) => (a as { type: string }).type === want) ?? legal[0];
    },
  };
}

function other(botSeed: string): Bot {
  return others === HARD_V1
    ? hardV1Bot(game, { seed: botSeed, ...othersOptions })
    : createBot(game, others as BotLevel, { seed: botSeed, ...othersOptions });
}

/** Plays one game; returns the hard seat's win share and score. */
function play(d: number, seat: number, scoreTies: boolean): { win: number; score: number } {
  const rng = Rng.fromSeed(`${seed}/chance/${d}`);
  const bots = Array.from({ length: players }, (_, p) =>
    p === seat ? hard(scoreTies, `${seed}/hard/${d}/${p}`) : other(`${seed}/bot/${d}/${p}`),
  );
  let s = game.newGame(config);
  for (;;) {
    const m = game.toMove(s);
    if (m === TERMINAL) break;
    const action = m === CHANCE ? game.sampleChance(s, rng) : bots[m]!.act(game.observe(s, m));
    const next = game.apply(s, action);
    if (!next.ok) throw new Error(next.error.message);
    s = next.value;
  }
  const r = game.result(s);
  const win = r.winners.includes(seat) ? 1 / r.winners.length : 0;
  return { win, score: r.scores[seat]! };
}

const t0 = Date.now();
const rows = {
  ties: { win: [] as number[], score: [] as number[] },
  first: { win: [] as number[], score: [] as number[] },
};
const dWin: number[] = [];
const dScore: number[] = [];
for (let d = 0; d < deals; d++) {
  const sum = { ties: { win: 0, score: 0 }, first: { win: 0, score: 0 } };
  for (let seat = 0; seat < players; seat++) {
    for (const [key, flag] of [
      ["ties", true],
      ["first", false],
    ] as const) {
      const g = play(d, seat, flag);
      sum[key].win += g.win / players;
      sum[key].score += g.score / players;
    }
  }
  for (const key of ["ties", "first"] as const) {
    rows[key].win.push(sum[key].win);
    rows[key].score.push(sum[key].score);
  }
  dWin.push(sum.ties.win - sum.first.win);
  dScore.push(sum.ties.score - sum.first.score);
  if (out !== "") appendFileSync(out, `${JSON.stringify({ seed, deal: d, ...sum })}\n`);
}
const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const f = (i: { value: number; low: number; high: number }, p: (x: number) => string) =>
  `${p(i.value)} [${p(i.low)}, ${p(i.high)}]`;
const num = (x: number) => x.toFixed(2);
console.log(
  `Take or Pay, ${players} players, hard (${iterations} playouts) against ${others}${othersBudget === undefined ? "" : `@${othersBudget}`}: ${deals} deals × ${players} seats, seed ${seed}, ${((Date.now() - t0) / 1000).toFixed(0)} s`,
);
for (const key of ["ties", "first"] as const) {
  console.log(
    `  ${key === "ties" ? "score tie-break " : "take-now on ties"}  win ${f(meanInterval(rows[key].win), pct)}  mean score ${f(meanInterval(rows[key].score), num)}`,
  );
}
console.log(
  `  difference (tie-break − before)  win ${f(meanInterval(dWin), pct)}  score ${f(meanInterval(dScore), num)}`,
);
console.log(
  `  hard's decisions whose move the tie-break changed: ${stats.changed} of ${stats.decisions}`,
);
