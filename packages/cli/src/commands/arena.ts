// `numbers arena --game G --bots hard,medium,easy --games N [--seed S] [--threads K] [--json]`:
// a seat-permuted tournament between bots (levels or external programs), with win rates,
// scores and game lengths (exact where games repeat, else 95% intervals over independent
// blocks: the bots package's summary) and an Elo-style table.

import type { ArenaEstimate, ArenaReport, BotSpec, Summary } from "@number-games/bots";
import { parseBotSpec, runArena, splitBotList } from "@number-games/bots";
import type { GameId } from "@number-games/engine";
import { getGame } from "@number-games/engine";
import type { Command } from "commander";
import { InvalidArgumentError } from "commander";
import { fail, GAME_CHOICES, gameArg, intArg, jsonObjectArg } from "../options";

interface ArenaFlags {
  game: GameId;
  bots: BotSpec[];
  games: number;
  seed: string;
  threads: number;
  players?: number;
  config?: Record<string, unknown>;
  moveTimeout: number;
  json?: boolean;
  outcomes?: boolean;
  progress: boolean;
}

function botsArg(value: string): BotSpec[] {
  const specs: BotSpec[] = [];
  for (const text of splitBotList(value)) {
    const spec = parseBotSpec(text);
    if (!spec.ok) throw new InvalidArgumentError(spec.error.message);
    specs.push(spec.value);
  }
  if (specs.length === 0) throw new InvalidArgumentError("list at least one bot");
  return specs;
}

function positiveArg(value: string): number {
  const n = intArg(value);
  if (n < 1) throw new InvalidArgumentError(`"${value}" must be at least 1`);
  return n;
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const num = (x: number) => x.toFixed(2);

/**
 * "81.0% (exact)"; a share "70.0% [61.2%, 77.6%]" (Wilson: not symmetric); a mean
 * "12.10 ± 1.59  [10.51, 13.69]".
 */
function showEstimate(e: ArenaEstimate, asPercent: boolean): string {
  const f = asPercent ? pct : num;
  if (e.kind === "exact") return `${f(e.value)} (exact)`;
  if (Number.isNaN(e.low) || Number.isNaN(e.high)) return f(e.value);
  if (asPercent) return `${f(e.value)}  [${f(e.low)}, ${f(e.high)}]`;
  return `${f(e.value)} ± ${num((e.high - e.low) / 2)}  [${f(e.low)}, ${f(e.high)}]`;
}

/** What the figures rest on: exact over repeated games, or intervals over blocks. */
function basis(s: Summary): string {
  if (s.exact) {
    return `exact: ${s.games} games but only ${s.distinctGames} distinct (the same games played again), so every figure is exact over the games played, with no interval`;
  }
  const per = s.arrangements === 1 ? "of 1 game" : `of ${s.arrangements} games`;
  return `95% intervals over ${s.blocks} independent blocks ${per} (a block's games share the chance seed: the same deals and rolls, where the game has any); ${s.distinctGames} distinct games; win rates: Wilson's interval`;
}

function renderText(r: ArenaReport, threads: number): string {
  const game = getGame(r.game);
  const s = r.summary;
  const lines: string[] = [];
  lines.push(
    `${game.title}, ${s.players} players, ${s.games} games (${r.arrangements} seat arrangements × ${s.games / r.arrangements}), seed ${r.seed}, ${threads} thread(s)`,
  );
  lines.push(`config ${JSON.stringify(r.config)}`);
  lines.push(`lineup ${r.lineup.join(", ")}`);
  lines.push(basis(s));
  lines.push("");
  const w = Math.max(8, ...s.bots.map((b) => b.label.length));
  const ci = s.exact ? "" : " (95% CI)";
  lines.push(
    `${"bot".padEnd(w)}  seats  ${`win rate, ties split${ci}`.padEnd(34)}  mean score${ci}`,
  );
  for (const b of s.bots) {
    lines.push(
      `${b.label.padEnd(w)}  ${String(b.seatsPerGame).padStart(5)}  ${showEstimate(b.winRate, true).padEnd(34)}  ${showEstimate(b.score, false)}${b.forfeits > 0 ? `  (${b.forfeits} forfeits)` : ""}`,
    );
  }
  lines.push(`fair share ${pct(s.fairShare)} per seat`);
  lines.push(`game length ${showEstimate(s.length, false)} decisions`);
  lines.push("");
  lines.push("Elo (pairwise results, Bradley–Terry, mean 1500)");
  for (const e of s.elo) lines.push(`  ${e.label.padEnd(w)}  ${e.elo}`);
  if (s.forfeits > 0) lines.push(`\n${s.forfeits} game(s) forfeited`);
  return `${lines.join("\n")}\n`;
}

function renderJson(r: ArenaReport, withOutcomes: boolean): string {
  const s = r.summary;
  return `${JSON.stringify({
    game: r.game,
    config: r.config,
    seed: r.seed,
    games: s.games,
    distinctGames: s.distinctGames,
    exact: s.exact,
    blocks: s.blocks,
    players: s.players,
    lineup: r.lineup,
    arrangements: r.arrangements,
    fairShare: s.fairShare,
    bots: s.bots,
    length: s.length,
    elo: s.elo,
    forfeits: r.outcomes
      .filter((o) => o.forfeit !== undefined)
      .map((o) => ({
        game: o.index,
        seat: o.forfeit!.seat,
        bot: o.seats[o.forfeit!.seat],
        ...o.forfeit,
      })),
    ...(withOutcomes ? { outcomes: r.outcomes } : {}),
  })}\n`;
}

/** A one-line progress bar on stderr (only when stderr is a terminal). */
function progressBar(enabled: boolean) {
  if (!enabled || !process.stderr.isTTY) return undefined;
  const t0 = Date.now();
  let last = 0;
  return (done: number, total: number) => {
    const now = Date.now();
    if (done < total && now - last < 100) return;
    last = now;
    const width = 30;
    const filled = Math.round((width * done) / total);
    const eta = done > 0 ? Math.round((((now - t0) / done) * (total - done)) / 1000) : 0;
    process.stderr.write(
      `\r[${"#".repeat(filled)}${".".repeat(width - filled)}] ${done}/${total} games, ~${eta}s left `,
    );
    if (done === total) process.stderr.write("\n");
  };
}

export function register(program: Command): void {
  program
    .command("arena")
    .description(
      "a seat-permuted tournament between bots: win rates, scores and lengths (95% CIs over independent blocks of games; exact where games repeat), and Elo",
    )
    .requiredOption("--game <game>", GAME_CHOICES, gameArg)
    .requiredOption(
      "--bots <list>",
      'comma-separated: random, easy, medium, hard, expert (level@iterations or level@<n>ms to set a budget; hard-v1 and hard-v2 are frozen old hards, for comparisons), cmd:"program args"; with more seats than bots the last fills the rest',
      botsArg,
    )
    .option(
      "--games <n>",
      "games to play (rounded up to whole sets of seat arrangements)",
      positiveArg,
      120,
    )
    .option("--seed <seed>", "tournament seed: the same seed gives the same games", "1")
    .option("--threads <k>", "worker threads", positiveArg, 1)
    .option("--players <n>", "players (default: the number of bots listed)", intArg)
    .option("--config <json>", 'game config as JSON, e.g. \'{"preset":"classic"}\'', jsonObjectArg)
    .option("--move-timeout <ms>", "an external bot's time per move", positiveArg, 5000)
    .option("--json", "print one JSON object")
    .option("--outcomes", "with --json: include every game's outcome")
    .option("--no-progress", "no progress bar")
    .action(async (flags: ArenaFlags) => {
      const config = { ...(flags.config ?? {}) };
      if (flags.players !== undefined) config.players = flags.players;
      const report = await runArena({
        game: flags.game,
        bots: flags.bots,
        games: flags.games,
        seed: flags.seed,
        threads: flags.threads,
        config,
        moveTimeoutMs: flags.moveTimeout,
        cwd: process.cwd(),
        onProgress: progressBar(flags.progress),
        onForfeit: (o) => {
          const f = o.forfeit!;
          process.stderr.write(
            `${process.stderr.isTTY ? "\n" : ""}game ${o.index}: ${o.seats[f.seat]} (seat ${f.seat}) forfeits: ${f.message} [${f.code}]\n`,
          );
        },
      });
      if (!report.ok) fail(report.error.message);
      process.stdout.write(
        flags.json
          ? renderJson(report.value, flags.outcomes === true)
          : renderText(report.value, flags.threads),
      );
    });
}
