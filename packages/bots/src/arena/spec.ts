// What an arena seat is before it plays: a bot spec (a level with an optional budget, or an
// external command) and its short name in tables. Types and one pure function only, so that
// the games' analysis entries (loaded by the registry) can name specs without loading the
// levels, the frozen baselines or the lineup's parser.

import { exhaustive } from "@number-games/engine";
import type { BotLevel } from "../bot";

/** The frozen old hards (bench/baselines/): arena and benchmark names, not menu levels. */
export const HARD_V1 = "hard-v1";
export const HARD_V2 = "hard-v2";
export type FrozenLevel = typeof HARD_V1 | typeof HARD_V2;

/** The levels, plus `hard-v1` and `hard-v2` (frozen old hards, for comparisons; not in the menus). */
export type ArenaLevel = BotLevel | FrozenLevel;

export type BotSpec =
  | {
      readonly kind: "level";
      readonly level: ArenaLevel;
      readonly iterations?: number;
      /** Milliseconds per move instead of iterations (BotOptions.timeMs). */
      readonly timeMs?: number;
    }
  | { readonly kind: "command"; readonly command: string };

/** The short name a spec goes by in tables. */
export function specLabel(spec: BotSpec): string {
  switch (spec.kind) {
    case "level":
      if (spec.timeMs !== undefined) return `${spec.level}@${spec.timeMs}ms`;
      return spec.iterations === undefined ? spec.level : `${spec.level}@${spec.iterations}`;
    case "command":
      return `cmd:${spec.command}`;
    default:
      return exhaustive(spec);
  }
}
