// Number Line's log from one observation: the scored rounds (all public, decoys shown), then
// the current round's cards as the viewer knows them (another player's decoy flag is absent
// from the observation until the round is scored: docs/rules.md, Number Line).

import type { numberLineGame } from "@number-games/engine";
import type { LogEntry } from "../../log/entries";

type Obs = numberLineGame.NumberLineObservation;
type Placement = numberLineGame.NumberLinePlacement;

function placement(p: Placement): LogEntry {
  const key = p.decoy === true ? "placeDecoy" : p.decoy === false ? "placeReal" : "place";
  return { player: p.player, key, params: { number: p.number } };
}

export function numberLineLog(obs: Obs): readonly LogEntry[] {
  const out: LogEntry[] = [];
  for (const r of obs.rounds) {
    out.push({ player: null, key: "round", params: { n: r.round } });
    for (const p of r.placements) out.push(placement(p));
    r.points.forEach((points, player) => {
      out.push({ player, key: "roundScore", params: { n: r.round, points } });
    });
  }
  const scored = obs.rounds.some((r) => r.round === obs.round);
  if (!scored && obs.placements.length > 0) {
    out.push({ player: null, key: "round", params: { n: obs.round } });
    for (const p of obs.placements) out.push(placement(p));
  }
  return out;
}
