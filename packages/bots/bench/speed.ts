// Bot speed: decision time per level and ISMCTS iterations per second, per game, one thread.
//   npx tsx packages/bots/bench/speed.ts [--players 3] [--positions 60] [--game ID] [--json]
//     [--ismcts-only]  (only the raw search speed, not each level's decision time)
//     [--hard-vs-v1 --runs 3]  (hard against the frozen hard-v1: search speed and decision
//                               time at each one's default budget, runs interleaved)
//     [--hard-vs-v2 --runs 3]  (the same against the frozen hard-v2)
// Positions come from games between medium bots (every seat's decision points with more
// than one legal action); each level decides at each position after a warm-up pass.

import type { AnyGame } from "@number-games/engine";
import { CHANCE, GAME_IDS, getGame, Rng, TERMINAL } from "@number-games/engine";
import type { CommandLineSpec } from "../../../scripts/bench-args";
import { orExit, parseCommandLine } from "../../../scripts/bench-args";
import { lastStats } from "../src/games/magic-numbers/rollout";
import type { BotLevel } from "../src/index";
import { createBot, ismcts, strategyOf } from "../src/index";
import { HARD_V2_SEARCHES, hardV1Bot, hardV2Bot } from "./baselines/index";
import { lastStatsV1 } from "./baselines/magic-numbers/rollout-v1";
import { lastStatsV2 } from "./baselines/magic-numbers/rollout-v2";

const COMMAND_LINE = {
  script: "speed.ts",
  options: {
    players: { type: "number", default: 3 },
    positions: { type: "number", default: 60 },
    game: { type: "choice", choices: GAME_IDS },
    json: { type: "boolean" },
    "ismcts-only": { type: "boolean" },
    "hard-vs-v1": { type: "boolean" },
    "hard-vs-v2": { type: "boolean" },
    runs: { type: "number", default: 3 },
  },
} as const satisfies CommandLineSpec;
const options = orExit(parseCommandLine(COMMAND_LINE, process.argv.slice(2))).options;
const { players, positions, json, game: only } = options;
const ismctsOnly = options["ismcts-only"];

function samplePositions(game: AnyGame, count: number): unknown[] {
  const cfg = game.parseConfig({ players });
  if (!cfg.ok) throw new Error(cfg.error.message);
  const rng = Rng.fromSeed("speed");
  const out: unknown[] = [];
  for (let g = 0; out.length < count; g++) {
    const bots = Array.from({ length: players }, (_, p) =>
      createBot(game, "medium", { seed: `${g}/${p}` }),
    );
    let s = game.newGame(cfg.value);
    for (;;) {
      const m = game.toMove(s);
      if (m === TERMINAL) break;
      if (m === CHANCE) {
        game.sampleChanceInPlace(s, rng);
        continue;
      }
      const obs = game.observe(s, m);
      if (obs.legal.length > 1 && rng.int(3) === 0) out.push(obs);
      s = game.clone(s);
      game.applyInPlace(s, bots[m]!.act(obs));
    }
  }
  return out.slice(0, count);
}

function quantile(xs: number[], q: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
}

const rows: Record<string, unknown>[] = [];
if (options["hard-vs-v1"] || options["hard-vs-v2"]) {
  hardVsOld(options.runs, options["hard-vs-v2"] ? "hard-v2" : "hard-v1");
  process.exit(0);
}
for (const id of GAME_IDS) {
  if (only !== undefined && id !== only) continue;
  const game = getGame(id);
  const obs = samplePositions(game, positions);
  const levels: BotLevel[] = ismctsOnly ? [] : ["random", "easy", "medium", "hard", "expert"];
  for (const level of levels) {
    const bot = createBot(game, level, { seed: 1 });
    for (const o of obs.slice(0, 10)) bot.act(o as never); // warm-up
    const times: number[] = [];
    for (const o of obs) {
      const t0 = performance.now();
      bot.act(o as never);
      times.push(performance.now() - t0);
    }
    const mean = times.reduce((a, b) => a + b, 0) / times.length;
    rows.push({
      game: id,
      level,
      mean_ms: mean,
      p50_ms: quantile(times, 0.5),
      p95_ms: quantile(times, 0.95),
      max_ms: Math.max(...times),
    });
  }
  // Raw search speed: the hard configuration with a fixed budget.
  const st = strategyOf(game);
  const rng = Rng.fromSeed("its");
  let its = 0;
  let ms = 0;
  for (const o of obs) {
    const cfg = game.configOf(game.resample(o as never, rng));
    const t0 = performance.now();
    ismcts(game, o as never, rng, {
      iterations: 2000,
      playout: st.playoutPolicy(game, cfg),
      belief: st.belief?.(game, o as never),
      ...(st.observedId ? { observedId: st.observedId } : {}),
      ...(st.treeDepth !== undefined ? { treeDepth: st.treeDepth } : {}),
    });
    ms += performance.now() - t0;
    its += 2000;
  }
  rows.push({
    game: id,
    level: "ismcts",
    iterations_per_s: Math.round((its * 1000) / ms),
    // Where the game has its own search, hard and expert use that instead.
    used_by_hard: st.search === undefined,
  });
}

if (json) process.stdout.write(`${JSON.stringify({ players, positions, rows })}\n`);
else {
  for (const r of rows) {
    if (r.level === "ismcts")
      console.log(
        `${r.game}  ISMCTS ${r.iterations_per_s} iterations/s${r.used_by_hard ? "" : " (hard uses the game's own search)"}`,
      );
    else
      console.log(
        `${r.game}  ${String(r.level).padEnd(6)}  mean ${(r.mean_ms as number).toFixed(3)} ms  p50 ${(r.p50_ms as number).toFixed(3)}  p95 ${(r.p95_ms as number).toFixed(3)}  max ${(r.max_ms as number).toFixed(1)}`,
      );
  }
}

/**
 * hard against hard-v1 on the same positions, each at its default budget (hardIterations):
 * the median over runs (interleaved v1, new, v1, new, ...) of the mean decision time and of
 * the search's speed: ISMCTS iterations (or rollouts: Take or Pay's playouts of plans) per second, or simulated turns
 * per second where the game has its own rollout search (Magic Numbers).
 */
function hardVsOld(runs: number, old: "hard-v1" | "hard-v2"): void {
  const median = (xs: number[]) => quantile(xs, 0.5);
  for (const id of GAME_IDS) {
    if (only !== undefined && id !== only) continue;
    const game = getGame(id);
    const st = strategyOf(game);
    const obs = samplePositions(game, positions);
    const own = st.search !== undefined;
    const bots = {
      [old]: old === "hard-v1" ? hardV1Bot(game, { seed: 1 }) : hardV2Bot(game, { seed: 1 }),
      hard: createBot(game, "hard", { seed: 1 }),
    };
    const figures: Record<string, { ms: number[]; rate: number[] }> = {
      [old]: { ms: [], rate: [] },
      hard: { ms: [], rate: [] },
    };
    const oldStats = old === "hard-v1" ? lastStatsV1 : lastStatsV2;
    const oldWork =
      old === "hard-v1"
        ? st.hardIterations
        : (HARD_V2_SEARCHES[id]?.iterations ?? st.hardIterations);
    for (const bot of Object.values(bots)) for (const o of obs.slice(0, 5)) bot.act(o as never);
    for (let run = 0; run < runs; run++) {
      for (const [name, bot] of Object.entries(bots)) {
        let ms = 0;
        let work = 0;
        for (const o of obs) {
          const t0 = performance.now();
          bot.act(o as never);
          ms += performance.now() - t0;
          if (own) work += name === "hard" ? lastStats.turns : oldStats.turns;
          else work += name === "hard" ? st.hardIterations : oldWork;
        }
        figures[name]!.ms.push(ms / obs.length);
        figures[name]!.rate.push((work * 1000) / ms);
      }
    }
    const unit = own ? "simulated turns/s" : "iterations/s";
    const v1 = figures[old]!;
    const nu = figures.hard!;
    const row = {
      game: id,
      old,
      unit,
      v1_rate: v1.rate.map(Math.round),
      new_rate: nu.rate.map(Math.round),
      v1_ms: v1.ms.map((x) => Number(x.toFixed(2))),
      new_ms: nu.ms.map((x) => Number(x.toFixed(2))),
      rate_ratio: median(nu.rate) / median(v1.rate),
    };
    if (json) process.stdout.write(`${JSON.stringify(row)}\n`);
    else
      console.log(
        `${id}  ${unit}: ${old} ${row.v1_rate.join(" · ")} (median ${Math.round(median(v1.rate))}), hard ${row.new_rate.join(" · ")} (median ${Math.round(median(nu.rate))}), ratio ${row.rate_ratio.toFixed(2)}; ms per decision at the default budget: ${old} ${row.v1_ms.join(" · ")}, hard ${row.new_ms.join(" · ")}`,
      );
  }
}
