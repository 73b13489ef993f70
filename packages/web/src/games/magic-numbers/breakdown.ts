// Magic Numbers' end-of-game breakdown: each player's secret numbers (public once the game
// is over), then every roll that went to or from them, in order (docs/rules.md, Magic Numbers).

import type { magicNumbersGame } from "@number-games/engine";
import type { Breakdown, BreakdownLine } from "../../log/breakdown";

type Obs = magicNumbersGame.MagicNumbersObservation;

export function magicNumbersBreakdown(obs: Obs): Breakdown {
  const rev = obs.revealed;
  return Array.from({ length: obs.players }, (_, p) => {
    const lines: BreakdownLine[] = [];
    if (rev !== null) {
      lines.push({ key: "end.mnSecrets", params: { good: rev.good[p]!, evil: rev.evil[p]! } });
    }
    for (const turn of obs.turns) {
      if (turn.player === p && turn.to === p) {
        lines.push({ key: "end.mnKept", params: { roll: turn.roll } });
      } else if (turn.player === p) {
        lines.push({ key: "end.mnGave", params: { roll: turn.roll }, seats: { to: turn.to } });
      } else if (turn.to === p) {
        lines.push({ key: "end.mnGot", params: { roll: turn.roll }, seats: { from: turn.player } });
      }
    }
    lines.push({ key: "end.score", params: { n: rev?.scores[p] ?? obs.result?.scores[p] ?? 0 } });
    return lines;
  });
}
