// Entry point of the `numbers` command.

import { GAME_IDS, GAMES } from "@number-games/engine";
import { Command } from "commander";
import { commandsFor } from "./commands/index";
import { listText } from "./options";

const titles = GAME_IDS.map((id) => GAMES[id].title);
const program = new Command("numbers")
  .description(`Number Games: ${listText(titles, "and")} in the terminal`)
  .showHelpAfterError();
for (const load of commandsFor(process.argv.slice(2))) (await load()).register(program);
await program.parseAsync(process.argv);
