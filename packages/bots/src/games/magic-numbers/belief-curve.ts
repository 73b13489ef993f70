// Magic Numbers' "how fast do beliefs find the truth" (issue #25): after t public turns, the
// probability hard's beliefs (beliefs.ts) give each player's true (Good, Evil) pair, averaged
// over the players. The beliefs read public turns only, so they are the same for every viewer
// (a viewer holds none about itself); one replay per game serves every player. Read in the
// worker from the finished game (`beliefTruth`), drawn by `beliefFigure`.

import type { AnyGame, magicNumbersGame } from "@number-games/engine";
import type { Figure, IntervalPoint } from "../../analysis/figures";
import { count } from "../../analysis/figures";
import { meanInterval } from "../../analysis/stats";
import type { BatchResult } from "../../analysis/types";
import { Beliefs, pairIndex } from "./beliefs";

type State = magicNumbersGame.MagicNumbersState;
type Obs = magicNumbersGame.MagicNumbersObservation;

/** The turns after which the curve is read. */
export const BELIEF_TURNS = [0, 5, 10, 15, 20, 30, 40, 60] as const;

/**
 * For each of BELIEF_TURNS, the mean over players of the beliefs' probability of their true
 * pair after that many turns, or −1 when the game ended before.
 */
export function beliefTruth(game: AnyGame, state: unknown): number[] {
  const s = state as State;
  const P = s.players;
  const d = s.dieSides;
  const o = game.observe(state, "spectator") as unknown as Obs;
  const b = new Beliefs(s.config, -1);
  const truth = Array.from({ length: P }, (_, j) => pairIndex(s.data[j]!, s.data[P + j]!, d));
  const at = (): number => {
    let sum = 0;
    for (let j = 0; j < P; j++) sum += b.pairProbability(j, truth[j]!);
    return sum / P;
  };
  const out: number[] = [];
  let t = 0;
  for (const point of BELIEF_TURNS) {
    while (t < point && t < o.turns.length) {
      const turn = o.turns[t]!;
      b.observe(turn.player, turn.roll, turn.to);
      t++;
    }
    // The last turn (the winning roll) ends the game: beliefs are read while it goes on.
    out.push(t === point && point < o.turns.length ? at() : -1);
  }
  return out;
}

export function beliefFigure(self: readonly BatchResult[], games: number, who: string): Figure {
  const points: IntervalPoint[] = [];
  const rows: (string | number | ReturnType<typeof meanInterval>)[][] = [];
  for (const r of self) {
    const P = r.spec.players;
    const K = 30;
    BELIEF_TURNS.forEach((turn, i) => {
      const xs: number[] = [];
      for (const o of r.outcomes) {
        const f = o.features?.beliefTruth;
        const x = Array.isArray(f) ? (f as readonly number[])[i]! : -1;
        if (x >= 0) xs.push(x);
      }
      if (xs.length < 2) return;
      const m = meanInterval(xs);
      points.push({ facet: `${P} players`, x: String(turn), series: "", ...m });
      rows.push([P, turn, m, xs.length, Number((m.value * K).toFixed(2))]);
    });
  }
  return {
    id: "magic-numbers-beliefs",
    title: "How fast do beliefs find the secret numbers?",
    description:
      "The probability that hard's beliefs give a player's true (Good, Evil) pair after t turns (die rolls), averaged over the players, with 95% intervals over games; the uniform start is 1/30 (3.3%). Beliefs are exact Bayes over every opponent's pair and type of play (medium, easy, softmax over medium's values) from the public turns only, so they are the same for every viewer. Games that ended before t drop out of the later points. The last column is the probability as a multiple of the uniform 1/30.",
    basis: `${count(games)} games per player count, ${who} in every seat`,
    games: self.reduce((a, r) => a + r.outcomes.length, 0),
    table: {
      columns: ["players", "after turns", "P(true pair)", "games still going", "× uniform"],
      rows,
      percent: ["P(true pair)"],
    },
    chart: {
      kind: "intervals",
      xLabel: "turns played",
      yLabel: "P(true pair)",
      percent: true,
      points,
      reference: self.map((r) => ({ facet: `${r.spec.players} players`, value: 1 / 30 })),
    },
  };
}
