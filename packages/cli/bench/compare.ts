// `npm run bench:compare -- <commit>`: the working tree's random playouts per second beside a
// baseline commit's, on the same machine in the same minutes, so that a slower engine shows as
// a ratio before it lands. Each side runs its own `numbers bench --game G --json` (its bundle,
// as its `npm run bench` does) in a fresh process; a run is one measurement of each, the order
// alternating from run to run, and the ratio is taken within the run, so both sides of a ratio
// met the machine in the same state. The figures are medians over runs; the spread of the
// per-run ratios says how far to trust the median on a busy machine.
//
//   npm run bench:compare -- <commit> [--game G ...] [--runs N] [--seconds S] [--clock cpu|wall]
//                                     [--json] [--fail-below R]
//
// By default each bench times itself in CPU time (cpu-clock.mjs): on a shared machine the wall
// clock counts the time other processes held the cores (`--clock wall` measures it anyway).
//
// The baseline's files come from baseline-tree.ts. With FROM_SOURCE=1 both sides run their
// TypeScript sources (through tsx) instead of their bundles.

import { spawnSync } from "node:child_process";
import { loadavg } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { GameId } from "@number-games/engine";
import { gameIds } from "@number-games/engine/game-ids";
import type { CommandLineSpec, Parsed } from "../../../scripts/bench-args";
import { orExit, parseCommandLine, refusal, usageExit } from "../../../scripts/bench-args";
import { median, playoutsPerSecond } from "../src/commands/bench-reference";
import { baselineTree, buildNumbersBundle, lockfileDiffers, resolveCommit } from "./baseline-tree";

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");

export interface CompareOptions {
  /** The baseline: any git revision (a sha, a branch, `HEAD~3`). */
  readonly commit: string;
  readonly games: readonly GameId[];
  readonly runs: number;
  /** Seconds of this clock per bench. */
  readonly seconds: number;
  readonly clock: Clock;
  readonly json: boolean;
  /** Exit with code 1 when a game's median ratio (this tree ÷ baseline) is below this. */
  readonly failBelow: number | null;
}

export const CLOCKS = ["cpu", "wall"] as const;
export type Clock = (typeof CLOCKS)[number];

export const COMMAND_LINE = {
  script: "bench:compare",
  positionals: "<commit>",
  options: {
    game: { type: "choices", choices: gameIds(), default: gameIds() },
    runs: { type: "number", default: 6, whole: true, min: 1 },
    seconds: { type: "number", default: 2, above: 0 },
    clock: { type: "choice", choices: CLOCKS, default: "cpu" },
    json: { type: "boolean" },
    "fail-below": { type: "number", above: 0, noun: "a ratio" },
  },
} as const satisfies CommandLineSpec;

/** The command line, read strictly: anything misspelt, missing or out of range is refused. */
export function readCommandLine(argv: readonly string[]): Parsed<CompareOptions> {
  const parsed = parseCommandLine(COMMAND_LINE, argv);
  if (!parsed.ok) return parsed;
  const { options, positionals } = parsed.value;
  if (positionals.length !== 1) {
    return refusal(COMMAND_LINE, `one baseline commit expected, got ${positionals.length}`);
  }
  return {
    ok: true,
    value: {
      commit: positionals[0]!,
      games: options.game,
      runs: options.runs,
      seconds: options.seconds,
      clock: options.clock,
      json: options.json,
      failBelow: options["fail-below"] ?? null,
    },
  };
}

export interface GameComparison {
  readonly game: GameId;
  /** The baseline's full commit id. */
  readonly baseline: string;
  /** This tree's playouts/s per run, in run order. */
  readonly ours: readonly number[];
  /** The baseline's playouts/s per run, in run order. */
  readonly theirs: readonly number[];
  readonly ours_median: number;
  readonly baseline_median: number;
  /** Per run, this tree ÷ the baseline (above 1: this tree is faster). */
  readonly ratios: readonly number[];
  readonly ratio_median: number;
  readonly ratio_min: number;
  readonly ratio_max: number;
}

/** One game's figures from its paired runs (`ours[i]` and `theirs[i]` from the same run). */
export function summarize(
  game: GameId,
  baseline: string,
  ours: readonly number[],
  theirs: readonly number[],
): GameComparison {
  if (ours.length === 0 || ours.length !== theirs.length) {
    throw new Error(`summarize: ${ours.length} and ${theirs.length} runs do not pair`);
  }
  const ratios = ours.map((o, i) => o / theirs[i]!);
  return {
    game,
    baseline,
    ours,
    theirs,
    ours_median: median(ours),
    baseline_median: median(theirs),
    ratios,
    ratio_median: median(ratios),
    ratio_min: Math.min(...ratios),
    ratio_max: Math.max(...ratios),
  };
}

function fmt(x: number): string {
  return Math.round(x).toLocaleString("en");
}

/** The per-game table: both medians, the median ratio and the range of the per-run ratios. */
export function comparisonTable(rows: readonly GameComparison[]): string {
  const base = rows[0]?.baseline.slice(0, 9) ?? "baseline";
  const head = `${"game".padEnd(14)} ${"this tree/s".padStart(12)} ${`${base}/s`.padStart(12)} ${"ratio".padStart(6)}  per-run ratios`;
  const lines = rows.map(
    (r) =>
      `${r.game.padEnd(14)} ${fmt(r.ours_median).padStart(12)} ${fmt(r.baseline_median).padStart(12)} ${r.ratio_median.toFixed(3).padStart(6)}  ${r.ratio_min.toFixed(2)}–${r.ratio_max.toFixed(2)}`,
  );
  return `${[head, ...lines].join("\n")}\n`;
}

const CPU_CLOCK = new URL("./cpu-clock.mjs", import.meta.url).href;

/** One `numbers bench` of the tree at `root`, in a fresh process: its playouts per second. */
function benchOnce(root: string, game: GameId, seconds: number, clock: Clock): number {
  const bin = join(root, "packages/cli/bin/numbers.js");
  const preload = clock === "cpu" ? ["--import", CPU_CLOCK] : [];
  const args = [...preload, bin, "bench", "--game", game, "--seconds", String(seconds), "--json"];
  const out = spawnSync(process.execPath, args, { cwd: root, encoding: "utf8" });
  return playoutsPerSecond(`numbers bench (${game}) in ${root}`, out);
}

/** Runs the comparison; `log` hears the progress, one line per run and game. */
export function compare(opts: CompareOptions, log: (line: string) => void): GameComparison[] {
  const resolved = resolveCommit(REPO_ROOT, opts.commit);
  if (!resolved.ok) throw new UsageError(resolved.why);
  const sha = resolved.sha;
  const base = baselineTree(REPO_ROOT, sha, log);
  buildNumbersBundle(REPO_ROOT);
  if (lockfileDiffers(REPO_ROOT, base)) {
    log(`${sha.slice(0, 9)}'s package-lock.json differs: it runs this tree's npm packages`);
  }
  const ours = new Map<GameId, number[]>(opts.games.map((g) => [g, []]));
  const theirs = new Map<GameId, number[]>(opts.games.map((g) => [g, []]));
  const before = loadavg()[0]!;
  for (let r = 0; r < opts.runs; r++) {
    for (const game of opts.games) {
      // Alternate who goes first, so neither always meets the machine in the same state.
      const first = r % 2 === 0 ? "ours" : "theirs";
      for (const who of first === "ours" ? ["ours", "theirs"] : ["theirs", "ours"]) {
        if (who === "ours")
          ours.get(game)!.push(benchOnce(REPO_ROOT, game, opts.seconds, opts.clock));
        else theirs.get(game)!.push(benchOnce(base, game, opts.seconds, opts.clock));
      }
      const o = ours.get(game)!.at(-1)!;
      const t = theirs.get(game)!.at(-1)!;
      log(
        `run ${r + 1}/${opts.runs} ${game}: this tree ${fmt(o)}, ${sha.slice(0, 9)} ${fmt(t)}, ratio ${(o / t).toFixed(3)}`,
      );
    }
  }
  log(
    `${opts.clock === "cpu" ? "playouts per CPU second" : "playouts per wall-clock second"}; load average (1 min): ${before.toFixed(2)} before, ${loadavg()[0]!.toFixed(2)} after`,
  );
  return opts.games.map((g) => summarize(g, sha, ours.get(g)!, theirs.get(g)!));
}

/** A problem with what was asked (exit code 2), not with the benchmark. */
export class UsageError extends Error {}

function main(argv: readonly string[]): number {
  const opts = orExit(readCommandLine(argv));
  let rows: GameComparison[];
  try {
    rows = compare(opts, (line) => process.stderr.write(`${line}\n`));
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    return usageExit(COMMAND_LINE, e.message);
  }
  if (opts.json) for (const r of rows) process.stdout.write(`${JSON.stringify(r)}\n`);
  else process.stdout.write(comparisonTable(rows));
  const slower =
    opts.failBelow === null ? [] : rows.filter((r) => r.ratio_median < opts.failBelow!);
  for (const r of slower) {
    console.error(
      `bench:compare: ${r.game} at ${r.ratio_median.toFixed(3)} of ${r.baseline.slice(0, 9)}'s speed, below ${opts.failBelow}`,
    );
  }
  return slower.length > 0 ? 1 : 0;
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = main(process.argv.slice(2));
}
