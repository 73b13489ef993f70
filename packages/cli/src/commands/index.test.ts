// The lazy command table: `numbers <name> …` loads one module, and that module registers the
// command of that very name (a mismatch would make the command unknown).

import { Command } from "commander";
import { describe, expect, it } from "vitest";
import { COMMANDS, commandsFor } from "./index";

describe("COMMANDS", () => {
  it.each(Object.keys(COMMANDS))("%s registers the command of its name, alone", async (name) => {
    const loaders = commandsFor([name, "--help"]);
    expect(loaders).toHaveLength(1);
    const program = new Command("numbers");
    (await loaders[0]!()).register(program);
    expect(program.commands.map((c) => c.name())).toEqual([name]);
  });

  it("loads every command for help, no command or a mistyped one", () => {
    const all = Object.keys(COMMANDS).length;
    for (const args of [[], ["--help"], ["help", "play"], ["plya"], ["toString"]]) {
      expect(commandsFor(args)).toHaveLength(all);
    }
  });
});
