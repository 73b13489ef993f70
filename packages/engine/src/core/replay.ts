// Replay by record alone: looks the game up in the registry.

import { getGame } from "../games/index";
import type { AnyGame } from "./game";
import type { GameRecord, ReplayError } from "./record";
import { parseRecord, replayWith } from "./record";
import type { Result } from "./result";
import { err, ok } from "./result";

export interface Replayed {
  readonly game: AnyGame;
  readonly record: GameRecord;
  readonly state: unknown;
}

/** Untrusted JSON → the replayed game, or the first problem with its action index. */
export function replay(input: unknown): Result<Replayed, ReplayError> {
  const rec = parseRecord(input);
  if (!rec.ok) return rec;
  const game = getGame(rec.value.game);
  const st = replayWith(game, rec.value);
  if (!st.ok) return err(st.error);
  return ok({ game, record: rec.value, state: st.value });
}
