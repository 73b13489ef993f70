// `numbers new <game> [--players N] [--seed S]`: a random complete record (random legal play).

import { randomBytes } from "node:crypto";
import type { GameId } from "@number-games/engine";
import { makeRecord, randomGame } from "@number-games/engine";
import type { Command } from "commander";
import {
  configFromFlags,
  GAME_CHOICES,
  gameArg,
  gameById,
  intArg,
  jsonObjectArg,
} from "../options";

export function register(program: Command): void {
  program
    .command("new")
    .description("print a random complete game record (JSON)")
    .argument("<game>", GAME_CHOICES, gameArg)
    .option("--players <n>", "number of players", intArg)
    .option("--config <json>", 'config as JSON, e.g. \'{"preset":"classic"}\'', jsonObjectArg)
    .option("--seed <seed>", "seed for the random choices (default: random)")
    .action(
      (id: GameId, opts: { players?: number; config?: Record<string, unknown>; seed?: string }) => {
        const game = gameById(id);
        const cfg = configFromFlags(game, opts);
        const seed = opts.seed ?? randomBytes(8).toString("hex");
        const state = randomGame(game, cfg, seed);
        process.stdout.write(`${JSON.stringify(makeRecord(game, state, { meta: { seed } }))}\n`);
      },
    );
}
