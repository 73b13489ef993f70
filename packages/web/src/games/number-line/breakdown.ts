// Number Line's end-of-game breakdown: per round, each player's cards (decoys shown) and the
// points the round gave them (docs/rules.md, Number Line).

import type { numberLineGame } from "@number-games/engine";
import type { Breakdown, BreakdownLine } from "../types";

type Obs = numberLineGame.NumberLineObservation;

export function numberLineBreakdown(obs: Obs): Breakdown {
  return Array.from({ length: obs.players }, (_, p) => {
    const lines: BreakdownLine[] = obs.rounds.map((r) => {
      const mine = r.placements.filter((x) => x.player === p);
      const real = mine.filter((x) => x.decoy !== true).map((x) => x.number);
      const decoy = mine.find((x) => x.decoy === true);
      const points = r.points[p] ?? 0;
      // `count` picks the plural form ("1 point", "2 points").
      const params = { n: r.round, cards: real.join(", "), points, count: points };
      return decoy === undefined
        ? { key: "end.nlRound", params }
        : { key: "end.nlRoundDecoy", params: { ...params, decoy: decoy.number } };
    });
    lines.push({ key: "end.score", params: { n: obs.totals[p] ?? 0 } });
    return lines;
  });
}
