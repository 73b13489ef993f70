// Win shares from an arena run with intervals over independent blocks only. The arena plays a
// tournament in blocks of one game per seat arrangement, every game of a block with the same
// chance seed (the same deals and rolls): the games of a block are not independent, so each
// block's mean share is one observation, and the 95% interval is over blocks.
//   npx numbers arena ... --json --outcomes | npx tsx packages/bots/bench/blocks.ts
// Prints one line per bot: share, interval, blocks, games, distinct games.

import { readFileSync } from "node:fs";
import type { ArenaReport } from "../src/index";
import { estimate, winShares } from "../src/index";

const report = JSON.parse(readFileSync(0, "utf8")) as ArenaReport;
const k = report.arrangements;
const labels = [...new Set(report.lineup)];
const blocks = new Map<number, Map<string, { sum: number; n: number }>>();
for (const o of report.outcomes) {
  const block = Math.floor(o.index / k);
  let b = blocks.get(block);
  if (b === undefined) {
    b = new Map();
    blocks.set(block, b);
  }
  const shares = winShares(o);
  o.seats.forEach((label, seat) => {
    const x = b.get(label) ?? { sum: 0, n: 0 };
    x.sum += shares[seat]!;
    x.n += 1;
    b.set(label, x);
  });
}
const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
for (const label of labels) {
  const samples = [...blocks.values()].map((b) => {
    const x = b.get(label)!;
    return x.sum / x.n;
  });
  const e = estimate(samples);
  console.log(
    `${label}: ${pct(e.mean)} ± ${pct(e.ci95)} [${pct(e.mean - e.ci95)}, ${pct(e.mean + e.ci95)}] over ${samples.length} independent blocks (${report.outcomes.length} games, ${k} seat arrangements per block); fair share ${pct(1 / report.lineup.length)}`,
  );
}
