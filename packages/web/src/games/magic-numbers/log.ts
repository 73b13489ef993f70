// Magic Numbers' log from one observation: the deal (secrets never shown here; the end of
// game breakdown reveals them), every completed turn, and a roll waiting for keep or give.

import type { magicNumbersGame } from "@number-games/engine";
import type { LogEntry } from "../../log/entries";

type Obs = magicNumbersGame.MagicNumbersObservation;

export function magicNumbersLog(obs: Obs): readonly LogEntry[] {
  const out: LogEntry[] = [];
  if (obs.phase !== "setup") out.push({ player: null, key: "rolling" });
  for (const turn of obs.turns) {
    out.push(
      turn.to === turn.player
        ? { player: turn.player, key: "keep", params: { roll: turn.roll } }
        : { player: turn.player, key: "give", params: { roll: turn.roll }, seats: { to: turn.to } },
    );
  }
  if (obs.pendingRoll !== null) {
    out.push({ player: obs.current, key: "roll", params: { roll: obs.pendingRoll } });
  }
  return out;
}
