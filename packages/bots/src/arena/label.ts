// A bot spec's short name in tables. Its own module, with no imports but types, so that the
// games' analysis entries (loaded by the registry) can use it without an import cycle
// through the levels.

import { exhaustive } from "@number-games/engine";
import type { BotSpec } from "./lineup";

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
