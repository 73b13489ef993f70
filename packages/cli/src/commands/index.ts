// Every `numbers` sub-command, one module each, loaded only when it runs: each module exports
// `register(program)`. `numbers print …` then loads the print command alone, not the bots, the
// protocol's schemas and the socket client the others need (about a second of start-up).
// To add a command: one entry in COMMANDS, in the order `numbers --help` lists them.

import type { Command } from "commander";

export type Register = (program: Command) => void;

type Loader = () => Promise<{ register: Register }>;

export const COMMANDS: Readonly<Record<string, Loader>> = {
  rules: () => import("./rules"),
  play: () => import("./play"),
  replay: () => import("./replay"),
  review: () => import("./review"),
  new: () => import("./new"),
  bench: () => import("./bench"),
  arena: () => import("./arena"),
  analyze: () => import("./analyze"),
  solve: () => import("./solve"),
  serve: () => import("./serve"),
  backup: () => import("./backup"),
  join: () => import("./join"),
  class: () => import("./class"),
  verify: () => import("./verify"),
  print: () => import("./print"),
};

/**
 * The commands to register for these arguments: the one named first, or every one (for
 * `--help`, `help <command>`, no command or a mistyped one, whose message suggests the nearest).
 */
export function commandsFor(args: readonly string[]): Loader[] {
  const name = args[0];
  if (name !== undefined && Object.hasOwn(COMMANDS, name)) return [COMMANDS[name]!];
  return Object.values(COMMANDS);
}
