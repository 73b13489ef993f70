// hard against the frozen hard-v1 at the same time per move (issue #15, item 3), one command:
//   npm run bench:hard -- [--games 2500] [--ms 10] [--game ID[,ID]] [--players 3]
//     [--threads 2] [--seed hard-vs-v1] [--speed-positions 30] [--no-speed] [--json]
// For each game: the arena with the new hard in one seat and hard-v1 in the others, every
// seat arrangement, each set of arrangements sharing its deals and dice (`numbers arena
// --bots hard@<ms>ms,hard-v1@<ms>ms`); prints hard's win share (ties split) with its 95%
// interval against the fair share 1/players, and both bots' mean scores with theirs. The games
// of a block of arrangements share their deals, so every interval is over blocks, not games
// (blockSummary). Then each search's speed on the same positions
// (speed.ts --hard-vs-v1: iterations, playouts or simulated turns per second, one thread).
// Timed games are not reproducible (how far a search gets depends on the machine's load); the
// seed fixes the deals. Figures only: nothing here asserts a time.

import { execFileSync } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { GAME_IDS } from "@number-games/engine";
import type { CommandLineSpec } from "../../../scripts/bench-args";
import { orExit, parseCommandLine } from "../../../scripts/bench-args";
import type { Estimate } from "../src/index";
import { blockSummary, runArena } from "../src/index";

const COMMAND_LINE = {
  script: "hard-vs-v1.ts",
  options: {
    games: { type: "number", default: 2500, above: 0 },
    ms: { type: "number", default: 10, above: 0 },
    players: { type: "number", default: 3, min: 2 },
    threads: { type: "number", default: 2, min: 1 },
    seed: { type: "string", default: "hard-vs-v1" },
    "speed-positions": { type: "number", default: 30 },
    "no-speed": { type: "boolean" },
    json: { type: "boolean" },
    game: { type: "choices", choices: GAME_IDS, default: GAME_IDS },
  },
} as const satisfies CommandLineSpec;
const options = orExit(parseCommandLine(COMMAND_LINE, process.argv.slice(2))).options;
const { games, ms, players, threads, seed, json, game: wanted } = options;
const speedPositions = String(options["speed-positions"]);

const fair = 1 / players;
const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const num = (x: number) => x.toFixed(2);
const interval = (e: Estimate, f: (x: number) => string) =>
  `${f(e.mean)} ± ${f(e.ci95)} [${f(e.mean - e.ci95)}, ${f(e.mean + e.ci95)}]`;
for (const game of wanted) {
  const t0 = Date.now();
  const load = (await import("node:os")).loadavg();
  const r = await runArena({
    game,
    bots: [
      { kind: "level", level: "hard", timeMs: ms },
      { kind: "level", level: "hard-v1", timeMs: ms },
    ],
    games,
    seed,
    threads,
    config: { players },
  });
  if (!r.ok) {
    console.error(`bench:hard: ${r.error.message}`);
    process.exit(2);
  }
  const s = blockSummary(r.value.outcomes, r.value.arrangements);
  const hard = s.bots.find((b) => b.label.startsWith("hard@"))!;
  const v1 = s.bots.find((b) => b.label.startsWith("hard-v1@"))!;
  const lo = hard.winShare.mean - hard.winShare.ci95;
  const row = {
    game,
    players,
    ms,
    games: s.games,
    blocks: s.blocks,
    seed,
    hard: { winShare: hard.winShare, score: hard.score },
    v1: { winShare: v1.winShare, score: v1.score },
    fairShare: fair,
    aboveFairShare: lo > fair,
    seconds: Math.round((Date.now() - t0) / 1000),
    loadBefore: load.map((x) => Number(x.toFixed(1))),
    loadAfter: (await import("node:os")).loadavg().map((x) => Number(x.toFixed(1))),
  };
  if (json) process.stdout.write(`${JSON.stringify(row)}\n`);
  else
    console.log(
      `${game}  ${s.games} games in ${s.blocks} blocks of ${s.arrangements} sharing deals, ${players} players, ${ms} ms per move: hard ${interval(hard.winShare, pct)} over blocks against fair share ${pct(fair)}: ${row.aboveFairShare ? "ABOVE" : "not above"}; hard-v1 per seat ${interval(v1.winShare, pct)}; mean score (over blocks) hard ${interval(hard.score, num)}, hard-v1 ${interval(v1.score, num)}; ${row.seconds} s, load ${row.loadBefore.join(" ")} → ${row.loadAfter.join(" ")}`,
    );
}

if (!options["no-speed"]) {
  // Search speed on the same positions, in its own process (one thread).
  const here = dirname(fileURLToPath(import.meta.url));
  for (const game of wanted) {
    const out = execFileSync(
      process.execPath,
      [
        "--import",
        "tsx",
        join(here, "speed.ts"),
        "--hard-vs-v1",
        "--players",
        String(players),
        "--positions",
        speedPositions,
        "--runs",
        "3",
        "--game",
        game,
        ...(json ? ["--json"] : []),
      ],
      { encoding: "utf8" },
    );
    process.stdout.write(out);
  }
}
