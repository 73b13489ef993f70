// Win shares from an arena run with intervals over independent blocks only. The arena plays a
// tournament in blocks of one game per seat arrangement, every game of a block with the same
// chance seed (the same deals and rolls): the games of a block are not independent, so each
// block's mean share is one observation, and the 95% interval is over blocks (blockSummary).
//   npx numbers arena ... --json --outcomes | npx tsx packages/bots/bench/blocks.ts
// Prints one line per bot: share, interval, blocks, games.

import { readFileSync } from "node:fs";
import type { ArenaReport } from "../src/index";
import { blockSummary } from "../src/index";

const report = JSON.parse(readFileSync(0, "utf8")) as ArenaReport;
const s = blockSummary(report.outcomes, report.arrangements);
const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
for (const b of s.bots) {
  const e = b.winShare;
  console.log(
    `${b.label}: ${pct(e.mean)} ± ${pct(e.ci95)} [${pct(e.mean - e.ci95)}, ${pct(e.mean + e.ci95)}] over ${s.blocks} independent blocks (${s.games} games, ${s.arrangements} seat arrangements per block); fair share ${pct(1 / report.lineup.length)}`,
  );
}
