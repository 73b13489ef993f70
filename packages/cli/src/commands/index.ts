// Every `numbers` sub-command, one module each. Each module exports `register(program)`.
// To add a command: one import and one entry in COMMANDS.

import type { Command } from "commander";
import { register as analyze } from "./analyze";
import { register as arena } from "./arena";
import { register as bench } from "./bench";
import { register as classCommand } from "./class";
import { register as join } from "./join";
import { register as newRecord } from "./new";
import { register as play } from "./play";
import { register as print } from "./print";
import { register as replay } from "./replay";
import { register as review } from "./review";
import { register as rules } from "./rules";
import { register as serve } from "./serve";
import { register as solve } from "./solve";
import { register as verify } from "./verify";

export type Register = (program: Command) => void;

export const COMMANDS: readonly Register[] = [
  rules,
  play,
  replay,
  review,
  newRecord,
  bench,
  arena,
  analyze,
  solve,
  serve,
  join,
  classCommand,
  verify,
  print,
];
