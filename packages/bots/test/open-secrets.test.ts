// Magic Numbers with both secret pairs open (games/magic-numbers/open-secrets.ts), on a
// reduced game (first to exactly 10, Good worth 4): the value iteration reaches the fixed
// point of the Bellman equations; played through the engine with that policy on both sides,
// player 0 wins as often as the computed values say (the engine, not the model, decides every
// game); and the oracle of the value of secrecy keeps the engine's scores.

import type { AnyGame } from "@number-games/engine";
import { CHANCE, getGame, Rng, TERMINAL } from "@number-games/engine";
import { describe, expect, it } from "vitest";
import { breathe } from "../../../scripts/vitest-breathe";
import type { OpenRules, OpenSolution } from "../src/games/magic-numbers/open-secrets";
import {
  openDeals,
  openKeeps,
  openValue,
  openValueOfDeals,
  rollOnto,
  secretPairs,
  solveOpenSecrets,
} from "../src/games/magic-numbers/open-secrets";
import { valueOfSecrecy } from "../src/games/magic-numbers/secrecy";
import { createBot } from "../src/index";

const SMALL: OpenRules = { target: 10, goodBonus: 4, dieSides: 6 };

describe("the open game's value iteration", () => {
  it("is a fixed point of the Bellman equations at every position", () => {
    const sol = solveOpenSecrets({ good: [3, 5], evil: [1, 2] }, SMALL);
    const T = SMALL.target;
    let worst = 0;
    for (let s0 = 0; s0 < T; s0++) {
      for (let s1 = 0; s1 < T; s1++) {
        for (const t of [0, 1] as const) {
          let sum = 0;
          for (let v = 1; v <= 6; v++) {
            const value = (to: 0 | 1) => {
              const n = rollOnto(
                to === 0 ? s0 : s1,
                v,
                sol.secrets.good[to],
                sol.secrets.evil[to],
                SMALL,
              );
              if (n === T) return to === 0 ? 1 : 0;
              return to === 0
                ? openValue(sol, n, s1, (1 - t) as 0 | 1)
                : openValue(sol, s0, n, (1 - t) as 0 | 1);
            };
            sum += t === 0 ? Math.max(value(0), value(1)) : Math.min(value(0), value(1));
          }
          worst = Math.max(worst, Math.abs(sum / 6 - openValue(sol, s0, s1, t)));
        }
      }
    }
    expect(worst).toBeLessThan(1e-9);
    expect(sol.residual).toBeLessThanOrEqual(1e-10);
  });

  it("takes the obvious decisions", () => {
    // Player 0: Good 3 (+4), Evil 2; player 1: Good 5, Evil 1.
    const sol = solveOpenSecrets({ good: [3, 5], evil: [2, 1] }, SMALL);
    // From 6, a Good 3 (+4) reaches 10 exactly: keep it and win.
    expect(openKeeps(sol, 6, 0, 0, 3)).toBe(true);
    expect(openValue(sol, 9, 9, 0)).toBeLessThan(1);
    // A 2 given to player 1 at 8 would hand it the win: keep it (even though 2 is Evil).
    expect(openKeeps(sol, 0, 8, 0, 2)).toBe(true);
  });
});

/**
 * Plays the engine with the open policy on both sides; answers player 0's wins. `solved`: the
 * deals' solutions already at hand (the others are solved when dealt).
 */
async function openPlay(
  game: AnyGame,
  rules: OpenRules,
  games: number,
  seed: string,
  solved: readonly OpenSolution[] = [],
): Promise<number> {
  const cfg = game.parseConfig({ players: 2, ...rules });
  if (!cfg.ok) throw new Error(cfg.error.message);
  const cache = new Map(solved.map((s) => [`${s.secrets.good}/${s.secrets.evil}`, s]));
  let wins = 0;
  for (let g = 0; g < games; g++) {
    // The test runner's messages are answered (issue #22: Vitest gives up on a worker that
    // blocks its loop for 60 s, as 4,000 games did under load).
    await breathe();
    const rng = Rng.fromSeed(`${seed}/${g}`);
    let s = game.newGame(cfg.value);
    let sol: OpenSolution | null = null;
    const scores = [0, 0];
    for (;;) {
      const m = game.toMove(s);
      if (m === TERMINAL) break;
      let action: unknown;
      if (m === CHANCE) action = game.sampleChance(s, rng);
      else {
        const roll = (game.history(s).at(-1) as { value: number }).value;
        const keep = openKeeps(sol!, scores[0]!, scores[1]!, m as 0 | 1, roll);
        action = keep ? { type: "keep" } : { type: "give", to: 1 - m };
        const to = keep ? m : 1 - m;
        scores[to] = rollOnto(
          scores[to]!,
          roll,
          sol!.secrets.good[to]!,
          sol!.secrets.evil[to]!,
          rules,
        );
      }
      const a = action as { type: string; good?: number[]; evil?: number[] };
      if (a.type === "secrets") {
        const key = `${a.good}/${a.evil}`;
        sol =
          cache.get(key) ??
          solveOpenSecrets(
            { good: [a.good![0]!, a.good![1]!], evil: [a.evil![0]!, a.evil![1]!] },
            rules,
          );
        cache.set(key, sol);
      }
      const next = game.apply(s, action);
      if (!next.ok) throw new Error(next.error.message);
      s = next.value;
    }
    const r = game.result(s);
    expect(r.scores).toEqual(scores);
    if (r.winners[0] === 0) wins++;
  }
  return wins;
}

describe("against the engine", () => {
  it("the open policy wins as often as the value says (first to 10, 4,000 games)", async () => {
    const game = getGame("magic-numbers");
    // Deal by deal, breathing between them (900 solves are one long stretch under load).
    const solutions: OpenSolution[] = [];
    for (const sol of openDeals(SMALL)) {
      solutions.push(sol);
      await breathe();
    }
    const exact = openValueOfDeals(solutions);
    expect(exact.deals).toBe(secretPairs(6).length ** 2);
    const n = 4000;
    const wins = await openPlay(game, SMALL, n, "open", solutions);
    const p = wins / n;
    const se = Math.sqrt((exact.mean * (1 - exact.mean)) / n);
    // Seeded, so deterministic; four standard errors would fail by chance 1 time in 15,000.
    expect(Math.abs(p - exact.mean)).toBeLessThan(4 * se);
  });

  it("the oracle keeps the engine's scores and beats a weak bot", () => {
    const r = valueOfSecrecy({ opponent: "random", games: 40, rules: SMALL, seed: "s", createBot });
    if (!r.ok) throw new Error(r.error);
    expect(r.value.games).toBe(40);
    expect(r.value.oracle.low).toBeGreaterThan(0.5);
    expect(valueOfSecrecy({ opponent: "random", games: 0, createBot }).ok).toBe(false);
  });
});
