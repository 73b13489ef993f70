// Which part of the rules matters now, for the "?" on a table: the index of a section of the
// rule sheet (packages/print src/rules/en.ts; zh has the same sections in the same order).

import type { GameId, ObservationBase } from "@number-games/engine";

// Section indices of each sheet, by heading (en.ts).
const NL = { turns: 1, rounds: 2, scoring: 3, winning: 4 } as const;
const TOP = { play: 1, scoring: 2 } as const;
const MN = { turn: 1, applying: 2, winning: 3 } as const;

// biome-ignore lint/suspicious/noExplicitAny: each rule reads its own game's observation
const ANCHORS: Readonly<Record<GameId, (obs: any) => number>> = {
  // Round 1 is plain turns; round 2 on (the decoy round, tie-break rounds) is "The rounds".
  "number-line": (o) => (o.result !== undefined ? NL.winning : o.round >= 2 ? NL.rounds : NL.turns),
  // Take or pay is "Play"; the end is "Scoring" (runs and tokens).
  "take-or-pay": (o) => (o.result !== undefined ? TOP.scoring : TOP.play),
  // A roll waiting for keep or give is "Applying a roll".
  "magic-numbers": (o) =>
    o.phase === "over" ? MN.winning : o.phase === "decide" ? MN.applying : MN.turn,
};

export function rulesSection(obs: ObservationBase<unknown>): number {
  return ANCHORS[obs.game](obs);
}

export function rulesHref(obs: ObservationBase<unknown>): string {
  return `/rules/${obs.game}#rules-${rulesSection(obs)}`;
}
