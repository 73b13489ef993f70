// Magic Numbers hard at 2 players, the lookahead (open-lookahead.ts): depth 0 is the open values
// (QMDP), a known pair makes the lookahead agree with the open game's Bellman equation, and
// its Bayes step on the opponent's choice is the one the beliefs make on the real turn.

import type { magicNumbersGame } from "@number-games/engine";
import { getGame, Rng } from "@number-games/engine";
import { describe, expect, it } from "vitest";
import { pairIndex } from "../src/games/magic-numbers/beliefs";
import type { LookaheadContext } from "../src/games/magic-numbers/open-lookahead";
import { lookaheadValues, perfectKeeps } from "../src/games/magic-numbers/open-lookahead";
import { openBeliefs, openSolution, openValues } from "../src/games/magic-numbers/open-play";
import { rollOnto } from "../src/games/magic-numbers/open-secrets";
import { perfectGame } from "./support/perfect-game";

type Obs = magicNumbersGame.MagicNumbersObservation;
const _game = getGame("magic-numbers");
/** A shorter game than the default (first to 15, Good +5): four times fewer positions. */
const RULES = { target: 15, goodBonus: 5, dieSides: 6 };
const PAIRS: [number, number][] = [];
for (let g = 1; g <= 6; g++) for (let e = 1; e <= 6; e++) if (g !== e) PAIRS.push([g, e]);

function context(good: number, evil: number, epsilon: number): LookaheadContext {
  return {
    rules: RULES,
    good,
    evil,
    pairGood: PAIRS.map((p) => p[0]),
    pairEvil: PAIRS.map((p) => p[1]),
    solutions: PAIRS.map(([g, e]) => openSolution(good, evil, g, e, RULES)),
    epsilon,
  };
}

describe("the lookahead over the open values", () => {
  it("at depth 0 is the open values (QMDP), weighted", () => {
    const c = context(2, 5, 0.02);
    const rng = Rng.fromSeed("qmdp");
    for (let i = 0; i < 40; i++) {
      const w = PAIRS.map(() => rng.float());
      const total = w.reduce((a, b) => a + b, 0);
      const opp = PAIRS.map(() => rng.int(RULES.target));
      const mine = rng.int(RULES.target);
      const v = 1 + rng.int(6);
      const [k0, g0] = lookaheadValues(c, mine, opp, w, v, 0);
      const [k1, g1] = openValues(
        { good: 2, evil: 5, score: mine },
        v,
        w,
        c.pairGood,
        c.pairEvil,
        opp,
        RULES,
      );
      expect(k0 / total).toBeCloseTo(k1, 12);
      expect(g0 / total).toBeCloseTo(g1, 12);
    }
  });

  it("with the pair known and no noise, looking ahead gives the open game's own values", () => {
    // The open values satisfy the Bellman equation: one perfect opponent turn and the viewer's
    // best reply, valued by the open values, are the open value again (to the solver's 1e-5).
    const c = context(4, 1, 0);
    const rng = Rng.fromSeed("bellman");
    for (let i = 0; i < 40; i++) {
      const k = rng.int(PAIRS.length);
      const w = PAIRS.map((_, j) => (j === k ? 1 : 0));
      const opp = PAIRS.map(() => rng.int(RULES.target));
      const mine = rng.int(RULES.target);
      const v = 1 + rng.int(6);
      const shallow = lookaheadValues(c, mine, opp, w, v, 0);
      for (const depth of [1, 2]) {
        const deep = lookaheadValues(c, mine, opp, w, v, depth);
        expect(Math.abs(deep[0] - shallow[0])).toBeLessThan(1e-3);
        expect(Math.abs(deep[1] - shallow[1])).toBeLessThan(1e-3);
      }
    }
  });

  it("does not create or lose weight: values stay within [0, Σ w]", () => {
    const c = context(6, 3, 0.02);
    const rng = Rng.fromSeed("mass");
    for (let i = 0; i < 10; i++) {
      const w = PAIRS.map(() => rng.float());
      const total = w.reduce((a, b) => a + b, 0);
      const opp = PAIRS.map(() => rng.int(RULES.target));
      for (const x of lookaheadValues(c, rng.int(RULES.target), opp, w, 1 + rng.int(6), 2)) {
        expect(x).toBeGreaterThanOrEqual(0);
        expect(x).toBeLessThanOrEqual(total + 1e-9);
      }
    }
  });
});

/** Observations of seat 0 (medium) just before and just after each turn of seat 1 (perfect). */
function opponentTurns(
  seed: string,
  visit: (before: Obs, after: Obs, secrets: { good: number[]; evil: number[] }) => void,
): void {
  perfectGame(seed, RULES, { perfect: visit });
}

describe("the lookahead's Bayes step", () => {
  it("weighs the opponent's choice as the beliefs do on the real turn", () => {
    let compared = 0;
    for (let g = 0; g < 3; g++) {
      opponentTurns(`bayes-${g}`, (before, after, secrets) => {
        const good = secrets.good[0]!;
        const evil = secrets.evil[0]!;
        const c = context(good, evil, 0.02);
        const b = openBeliefs(before, RULES);
        const a = openBeliefs(after, RULES);
        const turn = after.turns.at(-1)!;
        expect(turn.player).toBe(1);
        const mine = before.own!.score;
        const predicted = b.perfect.map((p, k) => {
          if (!(p > 0) || b.score[k]! >= RULES.target) return 0;
          const keeps = perfectKeeps(c, k, mine, b.score[k]!, turn.roll);
          // A pair the kept roll would have made win is out (the game went on): in the
          // lookahead that branch is the viewer's loss.
          const [g1, e1] = PAIRS[k]!;
          if (turn.to === 1 && rollOnto(b.score[k]!, turn.roll, g1, e1, RULES) === RULES.target)
            return 0;
          return p * (turn.to === 1 ? keeps : 1 - keeps);
        });
        const sum = (x: Float64Array) => x.reduce((s, y) => s + y, 0);
        const pTotal = sum(predicted);
        const aTotal = sum(a.perfect);
        for (let k = 0; k < PAIRS.length; k++)
          expect(predicted[k]! / pTotal).toBeCloseTo(a.perfect[k]! / aTotal, 9);
        // The true pair keeps weight under the perfect type (the opponent is one).
        expect(a.perfect[pairIndex(secrets.good[1]!, secrets.evil[1]!, 6)]!).toBeGreaterThan(0);
        compared++;
      });
    }
    expect(compared).toBeGreaterThan(5);
  });
});
