// `numbers bench`: random playouts per second through the engine's fast path, one thread.
// A game's bench settings (a turn cap where random play can go on for long) come from the
// bots registry. `--vs-reference` compares with the C reference (bench-reference.ts).

import { BOT_GAMES, benchPlayouts } from "@number-games/bots";
import type { GameId } from "@number-games/engine";
import { GAME_IDS, GAMES } from "@number-games/engine";
import type { Command } from "commander";
import { configFromFlags, fail, GAME_CHOICES, gameArg, intArg } from "../options";
import { compareWithReference, comparisonTable, REFERENCE_PLAYERS } from "./bench-reference";

interface BenchOptions {
  readonly game?: GameId;
  readonly players: number;
  readonly seconds: number;
  readonly json?: boolean;
  readonly vsReference?: boolean;
  readonly runs: number;
}

export function register(program: Command): void {
  program
    .command("bench")
    .description("random playouts per second (uniformly random legal choices), one thread")
    .option("--game <game>", `one of ${GAME_CHOICES} (default: every game)`, gameArg)
    .option("--players <n>", "players (default 4)", intArg, 4)
    .option("--seconds <s>", "seconds per game (default 3)", Number, 3)
    .option("--json", "one JSON line per game")
    .option(
      "--vs-reference",
      "side by side with the C reference (../shared/reference, or NUMBERS_REFERENCE_DIR; built with $CC or gcc): medians of alternating runs, 4 players",
    )
    .option("--runs <n>", "with --vs-reference: runs per game (default 5)", intArg, 5)
    .action((opts: BenchOptions) => {
      const ids = opts.game ? [opts.game] : [...GAME_IDS];
      if (opts.vsReference) {
        if (opts.players !== REFERENCE_PLAYERS) {
          fail(`--vs-reference: the reference plays ${REFERENCE_PLAYERS} players only`);
        }
        if (opts.runs < 1) fail("--runs must be at least 1");
        const rows = compareWithReference({
          games: ids,
          runs: opts.runs,
          seconds: opts.seconds,
          log: (line) => process.stderr.write(`${line}\n`),
        });
        if (opts.json) for (const r of rows) process.stdout.write(`${JSON.stringify(r)}\n`);
        else process.stdout.write(comparisonTable(rows));
        return;
      }
      for (const id of ids) {
        const game = GAMES[id];
        const config = { ...BOT_GAMES[id].benchConfig };
        const cfg = configFromFlags(game, { players: opts.players, config });
        const f = benchPlayouts(game, cfg, opts.seconds);
        process.stdout.write(
          opts.json
            ? `${JSON.stringify(f)}\n`
            : `${f.game.padEnd(14)} ${f.players} players  ${f.playouts_per_s.toLocaleString("en")} games/s  ${f.actions_per_s.toLocaleString("en")} actions/s\n`,
        );
      }
    });
}
