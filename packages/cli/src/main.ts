// Entry point of the `numbers` command.

import { Command } from "commander";
import { COMMANDS } from "./commands/index";

const program = new Command("numbers")
  .description("Number Games: Number Line, Take or Pay and Magic Numbers in the terminal")
  .showHelpAfterError();
for (const register of COMMANDS) register(program);
await program.parseAsync(process.argv);
