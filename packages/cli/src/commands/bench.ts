// `numbers bench`: random playouts per second through the engine's fast path, one thread.
// A game's bench settings (a turn cap where random play can go on for long) come from the
// bots registry.

import { BOT_GAMES } from "@number-games/bots";
import type { AnyGame, GameId } from "@number-games/engine";
import { GAME_IDS, GAMES, Rng, randomPlayoutInPlace } from "@number-games/engine";
import type { Command } from "commander";
import { configFromFlags, GAME_CHOICES, gameArg, intArg } from "../options";

export interface BenchFigure {
  readonly game: GameId;
  readonly players: number;
  readonly playouts_per_s: number;
  readonly actions_per_s: number;
}

/** Random playouts of `cfg` for about `seconds`. */
export function benchGame(game: AnyGame, cfg: unknown, seconds: number): BenchFigure {
  const rng = Rng.fromSeed(`bench-${game.id}`);
  const buf = new Int32Array(game.maxActionId(cfg));
  const run = (ms: number) => {
    let games = 0;
    let actions = 0;
    const t0 = performance.now();
    let t = t0;
    while (t - t0 < ms) {
      for (let i = 0; i < 256; i++) {
        actions += randomPlayoutInPlace(game, game.newGame(cfg), rng, buf);
      }
      games += 256;
      t = performance.now();
    }
    return { games, actions, ms: t - t0 };
  };
  run(Math.min(500, seconds * 200)); // warm-up: let the JIT settle
  const { games, actions, ms } = run(seconds * 1000);
  return {
    game: game.id,
    players: game.numPlayers(cfg),
    playouts_per_s: Math.round((games * 1000) / ms),
    actions_per_s: Math.round((actions * 1000) / ms),
  };
}

export function register(program: Command): void {
  program
    .command("bench")
    .description("random playouts per second (uniformly random legal choices), one thread")
    .option("--game <game>", `one of ${GAME_CHOICES} (default: every game)`, gameArg)
    .option("--players <n>", "players (default 4)", intArg, 4)
    .option("--seconds <s>", "seconds per game (default 3)", Number, 3)
    .option("--json", "one JSON line per game")
    .action((opts: { game?: GameId; players: number; seconds: number; json?: boolean }) => {
      const ids = opts.game ? [opts.game] : [...GAME_IDS];
      for (const id of ids) {
        const game = GAMES[id];
        const config = { ...BOT_GAMES[id].benchConfig };
        const cfg = configFromFlags(game, { players: opts.players, config });
        const f = benchGame(game, cfg, opts.seconds);
        process.stdout.write(
          opts.json
            ? `${JSON.stringify(f)}\n`
            : `${f.game.padEnd(14)} ${f.players} players  ${f.playouts_per_s.toLocaleString("en")} games/s  ${f.actions_per_s.toLocaleString("en")} actions/s\n`,
        );
      }
    });
}
