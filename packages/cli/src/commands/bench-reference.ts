// `numbers bench --vs-reference`: our random playouts side by side with the hand-tuned C
// reference (../shared/reference/playouts.c, the practical speed limit), in the same run on
// the same machine, so the ratio means something on a shared, noisy machine. The reference is
// compiled into a temporary directory (never kept) and run as its own process; so is ours
// (`numbers bench --game G --json`), each game fresh, in alternating order, several runs;
// the figures are medians. Without a C compiler or the reference, it says so and prints ours.

import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { GameId } from "@number-games/engine";

/** The players the reference is compiled for. */
export const REFERENCE_PLAYERS = 4;

const HERE = dirname(fileURLToPath(import.meta.url));
const REPO_ROOT = resolve(HERE, "../../../..");
const NUMBERS_BIN = join(REPO_ROOT, "packages/cli/bin/numbers.js");

/** Where the reference lives: NUMBERS_REFERENCE_DIR, else ../shared/reference from the repo. */
export function referenceDir(env: NodeJS.ProcessEnv = process.env): string {
  const dir = env.NUMBERS_REFERENCE_DIR;
  return dir !== undefined && dir !== "" ? resolve(dir) : resolve(REPO_ROOT, "../shared/reference");
}

export type Reference =
  | { readonly ok: true; readonly bin: string; readonly compiler: string; cleanup(): void }
  | { readonly ok: false; readonly why: string };

/** Compiles the reference with `$CC` (default gcc) -O3 -march=native into a temp dir. */
export function buildReference(dir: string, env: NodeJS.ProcessEnv = process.env): Reference {
  const source = join(dir, "playouts.c");
  if (!existsSync(source)) {
    return {
      ok: false,
      why: `no reference at ${source} (set NUMBERS_REFERENCE_DIR to the folder holding playouts.c)`,
    };
  }
  const cc = env.CC !== undefined && env.CC !== "" ? env.CC : "gcc";
  const version = spawnSync(cc, ["--version"], { encoding: "utf8" });
  if (version.error !== undefined || version.status !== 0) {
    return { ok: false, why: `${cc} is not available, so the reference cannot be built` };
  }
  const tmp = mkdtempSync(join(tmpdir(), "numbers-reference-"));
  const cleanup = () => rmSync(tmp, { recursive: true, force: true });
  const bin = join(tmp, "playouts");
  const built = spawnSync(cc, ["-O3", "-march=native", "-o", bin, source], { encoding: "utf8" });
  if (built.error !== undefined || built.status !== 0) {
    cleanup();
    const detail = (built.stderr ?? "").trim().split("\n")[0] ?? "";
    return { ok: false, why: `${cc} could not build the reference: ${detail}` };
  }
  return { ok: true, bin, compiler: version.stdout.split("\n")[0]!.trim(), cleanup };
}

/** The playouts/s of the first JSON line with that field, or an error. */
export function playoutsPerSecond(what: string, out: ReturnType<typeof spawnSync>): number {
  if (out.error !== undefined) throw new Error(`${what}: ${out.error.message}`);
  if (out.status !== 0) {
    throw new Error(`${what} exited with ${out.status}: ${String(out.stderr).trim()}`);
  }
  for (const line of String(out.stdout).split("\n")) {
    if (!line.startsWith("{")) continue;
    const v = (JSON.parse(line) as { playouts_per_s?: unknown }).playouts_per_s;
    if (typeof v === "number") return v;
  }
  throw new Error(`${what} printed no playouts_per_s`);
}

function runReference(bin: string, game: GameId, seconds: number): number {
  const out = spawnSync(bin, [String(seconds), game], { encoding: "utf8" });
  return playoutsPerSecond(`the reference (${game})`, out);
}

function runOurs(game: GameId, seconds: number): number {
  const args = [NUMBERS_BIN, "bench", "--game", game, "--seconds", String(seconds), "--json"];
  const out = spawnSync(process.execPath, args, { encoding: "utf8" });
  return playoutsPerSecond(`numbers bench (${game})`, out);
}

export function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 === 1 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

export interface ComparisonRow {
  readonly game: GameId;
  readonly players: number;
  /** Our playouts/s per run, in run order. */
  readonly ours: readonly number[];
  /** The reference's playouts/s per run (empty without the reference). */
  readonly reference: readonly number[];
  readonly ours_median: number;
  readonly reference_median: number | null;
  /** The median over runs of reference / ours measured in the same run. */
  readonly ratio_median: number | null;
}

export interface CompareOptions {
  readonly games: readonly GameId[];
  readonly runs: number;
  readonly seconds: number;
  readonly log: (line: string) => void;
}

/** Runs both side by side (or ours alone when the reference cannot be built). */
export function compareWithReference(opts: CompareOptions): ComparisonRow[] {
  const ref = buildReference(referenceDir());
  if (ref.ok) opts.log(`reference: ${ref.bin} (${ref.compiler} -O3 -march=native)`);
  else opts.log(`${ref.why}: ours only`);
  const ours = new Map<GameId, number[]>(opts.games.map((g) => [g, []]));
  const theirs = new Map<GameId, number[]>(opts.games.map((g) => [g, []]));
  const before = loadavg()[0]!;
  try {
    for (let r = 0; r < opts.runs; r++) {
      for (const game of opts.games) {
        // Alternate who goes first, so neither always meets the machine in the same state.
        const order = r % 2 === 0 ? ["ours", "reference"] : ["reference", "ours"];
        for (const who of order) {
          if (who === "ours") ours.get(game)!.push(runOurs(game, opts.seconds));
          else if (ref.ok) theirs.get(game)!.push(runReference(ref.bin, game, opts.seconds));
        }
        const o = ours.get(game)!.at(-1)!;
        const t = theirs.get(game)!.at(-1);
        opts.log(
          `run ${r + 1}/${opts.runs} ${game}: ours ${fmt(o)}${t === undefined ? "" : `, reference ${fmt(t)}`}`,
        );
      }
    }
  } finally {
    if (ref.ok) ref.cleanup();
  }
  opts.log(`load average (1 min): ${before.toFixed(2)} before, ${loadavg()[0]!.toFixed(2)} after`);
  return opts.games.map((game) => {
    const o = ours.get(game)!;
    const t = theirs.get(game)!;
    const ratios = t.map((x, i) => x / o[i]!);
    return {
      game,
      players: REFERENCE_PLAYERS,
      ours: o,
      reference: t,
      ours_median: median(o),
      reference_median: t.length > 0 ? median(t) : null,
      ratio_median: ratios.length > 0 ? median(ratios) : null,
    };
  });
}

function fmt(x: number): string {
  return Math.round(x).toLocaleString("en");
}

/** The per-game table: ours, reference, how many times faster the reference is. */
export function comparisonTable(rows: readonly ComparisonRow[]): string {
  const head = `${"game".padEnd(14)} ${"ours games/s".padStart(14)} ${"reference".padStart(14)} ${"ref/ours".padStart(8)}`;
  const lines = rows.map((r) => {
    const ref = r.reference_median === null ? "-" : fmt(r.reference_median);
    const ratio = r.ratio_median === null ? "-" : `${r.ratio_median.toFixed(1)}×`;
    return `${r.game.padEnd(14)} ${fmt(r.ours_median).padStart(14)} ${ref.padStart(14)} ${ratio.padStart(8)}`;
  });
  return `${[head, ...lines].join("\n")}\n`;
}
