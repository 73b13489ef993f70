// Take or Pay's log from one observation: every public pay and take since the deal
// (observation `events`; token counts stay hidden unless the table plays open tokens).

import type { takeOrPayGame } from "@number-games/engine";
import type { LogEntry } from "../../log/entries";

type Obs = takeOrPayGame.TakeOrPayObservation;

export function takeOrPayLog(obs: Obs): readonly LogEntry[] {
  return obs.events.map(
    (e): LogEntry =>
      e.type === "pay"
        ? { player: e.player, key: "pay" }
        : { player: e.player, key: "take", params: { card: e.card, pot: e.pot, count: e.pot } },
  );
}
