// The open-information player of the lab against one of our bots (2-player Magic Numbers), with
// an interval over independent deals (issue #25):
//   npx tsx packages/bots/bench/secrecy-deals.ts [--deals 400] [--from 0] [--seed deals]
//     [--opponent hard] [--out file.jsonl] [--pair earlier.jsonl]
// `numbers solve magic-numbers --secrecy N` plays each deal twice (the oracle in either seat)
// and gives a Wilson interval over the games; but the two games of a deal share its secrets,
// so they are not independent. Here every deal has its own seed (`<seed>/<d>`) and the
// interval is over the deals' scores (the oracle's wins in the deal's two games, halved), the
// unit that is independent. `--from`/`--deals` take a range of deals, so runs can be split
// and pooled (`--out` appends one JSON line per deal). `--pair` reads the per-deal lines of an
// earlier run (another version of the bot, same seed) and gives the difference over the deals
// both played, paired (the same deals, dice and seats). Figures only: nothing here asserts.

import { appendFileSync, readFileSync } from "node:fs";
import type { CommandLineSpec } from "../../../scripts/bench-args";
import { orExit, parseCommandLine } from "../../../scripts/bench-args";
import { meanInterval, wilson } from "../src/analysis/stats";
import type { BotLevel } from "../src/bot";
import { valueOfSecrecy } from "../src/games/magic-numbers/secrecy";
import { createBot } from "../src/levels";

const COMMAND_LINE = {
  script: "secrecy-deals.ts",
  options: {
    deals: { type: "number", default: 400 },
    from: { type: "number", default: 0 },
    seed: { type: "string", default: "deals" },
    opponent: { type: "string", default: "hard" },
    out: { type: "string", default: "" },
    pair: { type: "string", default: "" },
  },
} as const satisfies CommandLineSpec;
const options = orExit(parseCommandLine(COMMAND_LINE, process.argv.slice(2))).options;
const { deals, from, seed, out, pair } = options;
const opponent = options.opponent as BotLevel;

const scores: number[] = [];
const dealOf: number[] = [];
let wins = 0;
const t0 = Date.now();
for (let d = from; d < from + deals; d++) {
  const r = valueOfSecrecy({ opponent, games: 2, seed: `${seed}/${d}`, createBot });
  if (!r.ok) {
    console.error(`secrecy-deals: ${r.error}`);
    process.exit(2);
  }
  const w = r.value.oracle.value * 2;
  wins += w;
  scores.push(w / 2);
  dealOf.push(d);
  if (out !== "") appendFileSync(out, `${JSON.stringify({ seed, deal: d, oracleWins: w })}\n`);
}
const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const byDeal = meanInterval(scores);
const byGame = wilson(wins, 2 * scores.length);
console.log(
  `the open player against ${opponent}: ${scores.length} deals (${2 * scores.length} games), ` +
    `seed ${seed}, deals ${from}–${from + deals - 1}, ${((Date.now() - t0) / 1000).toFixed(0)} s`,
);
console.log(
  `  wins ${pct(byDeal.value)}  [${pct(byDeal.low)}, ${pct(byDeal.high)}] over deals` +
    `  (Wilson over games, as if independent: [${pct(byGame.low)}, ${pct(byGame.high)}])`,
);
if (pair !== "") {
  const earlier = new Map<number, number>();
  for (const line of readFileSync(pair, "utf8").split("\n")) {
    if (line.trim() === "") continue;
    const x = JSON.parse(line) as { seed: string; deal: number; oracleWins: number };
    if (x.seed === seed) earlier.set(x.deal, x.oracleWins / 2);
  }
  const diff: number[] = [];
  const before: number[] = [];
  scores.forEach((x, i) => {
    const e = earlier.get(dealOf[i]!);
    if (e === undefined) return;
    diff.push(x - e);
    before.push(e);
  });
  if (diff.length < 2) console.log(`  --pair: fewer than 2 of these deals in ${pair}`);
  else {
    const b = meanInterval(before);
    const dm = meanInterval(diff);
    const pts = (x: number) => `${x >= 0 ? "+" : ""}${(100 * x).toFixed(1)}`;
    console.log(
      `  paired with ${pair} on ${diff.length} deals: then ${pct(b.value)} [${pct(b.low)}, ` +
        `${pct(b.high)}], now minus then ${pts(dm.value)} points [${pts(dm.low)}, ${pts(dm.high)}]`,
    );
  }
}
