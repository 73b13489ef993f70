// `numbers rules [game]`: the rules as the project implements them, for a terminal.

import { GAME_IDS, GAMES } from "@number-games/engine";
import type { Command } from "commander";
import { gameArg } from "../options";

export function register(program: Command): void {
  program
    .command("rules")
    .description("print the rules of a game")
    .argument("[game]", `one of ${GAME_IDS.join(", ")}`, gameArg)
    .action((id?: (typeof GAME_IDS)[number]) => {
      if (id === undefined) {
        for (const g of GAME_IDS) process.stdout.write(`  ${g.padEnd(14)} ${GAMES[g].title}\n`);
        process.stdout.write("\nnumbers rules <game> prints one game's rules.\n");
        return;
      }
      process.stdout.write(`${GAMES[id].rulesText.trimEnd()}\n`);
    });
}
