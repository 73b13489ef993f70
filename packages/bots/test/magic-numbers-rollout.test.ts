// Magic Numbers hard: the typed-array table must be medium exactly (the rollouts are only
// as good as their model of medium players), and the search must respect its budget.

import type { magicNumbersGame } from "@number-games/engine";
import { CHANCE, getGame, Rng, TERMINAL } from "@number-games/engine";
import { describe, expect, it } from "vitest";
import { Beliefs } from "../src/games/magic-numbers/beliefs";
import { lastStats, MnTable, posterior, rolloutChoice } from "../src/games/magic-numbers/index";
import { createBot } from "../src/index";

type Obs = magicNumbersGame.MagicNumbersObservation;
const game = getGame("magic-numbers");

/** Plays `games` games of medium self-play and calls `visit` at every decision. */
function selfPlay(
  players: number,
  games: number,
  visit: (o: Obs, chosen: unknown, state: magicNumbersGame.MagicNumbersState) => void,
): void {
  const medium = createBot(game, "medium", { seed: 1 });
  for (let n = 0; n < games; n++) {
    const cfg = game.parseConfig({ players, firstPlayer: n % players });
    if (!cfg.ok) throw new Error(cfg.error.message);
    const rng = Rng.fromSeed(`rollout-test-${players}-${n}`);
    let s = game.newGame(cfg.value);
    while (game.toMove(s) !== TERMINAL) {
      const who = game.toMove(s);
      let a: unknown;
      if (who === CHANCE) a = game.sampleChance(s, rng);
      else {
        const o = game.observe(s, who) as Obs;
        a = medium.act(o);
        visit(o, a, s as magicNumbersGame.MagicNumbersState);
      }
      const r = game.apply(s, a);
      if (!r.ok) throw new Error(r.error.message);
      s = r.value;
    }
  }
}

function recipient(o: Obs, a: unknown): number {
  const x = a as { type: string; to?: number };
  return x.type === "keep" ? (o.viewer as number) : x.to!;
}

function tableOf(o: Obs): MnTable {
  const t = MnTable.fromObservation(o);
  const me = o.viewer as number;
  t.good[me] = o.own!.good;
  t.evil[me] = o.own!.evil;
  t.score[me] = o.own!.score;
  return t;
}

describe("Magic Numbers rollouts", () => {
  it.each([2, 3, 5])(
    "the typed-array table decides as medium and keeps its posterior (%i players)",
    (players) => {
      let decisions = 0;
      let gives = 0;
      let diff = 0;
      let scoreMismatches = 0;
      selfPlay(players, 16, (o, chosen) => {
        const t = tableOf(o);
        const x = recipient(o, chosen);
        expect(t.medium(o.pendingRoll!)).toBe(x);
        decisions++;
        if (x !== o.viewer) gives++;
        const post = posterior(o);
        const d = o.config.dieSides;
        for (let j = 0; j < players; j++) {
          if (j === o.viewer) continue;
          let k = 0;
          for (let g = 1; g <= d; g++)
            for (let e = 1; e <= d; e++) {
              if (g === e) continue;
              const slot = (g - 1) * d + e - 1;
              diff = Math.max(diff, Math.abs(t.w[j * t.K + k]! - post.weights[j]![slot]!));
              if (t.s[j * t.K + k] !== post.scores[j]![slot]) scoreMismatches++;
              k++;
            }
        }
      });
      expect(diff).toBeLessThan(1e-12);
      expect(scoreMismatches).toBe(0);
      // Enough of both kinds of decision for the comparison to mean something.
      expect(decisions).toBeGreaterThan(150);
      expect(gives).toBeGreaterThan(15);
    },
  );

  it("the viewer's beliefs put more weight on the true pairs than the public posterior", () => {
    let sharp = 0;
    let pub = 0;
    let n = 0;
    let visits = 0;
    selfPlay(3, 12, (o, _chosen, state) => {
      if (visits++ % 3 !== 0) return;
      const beliefs = Beliefs.of(o);
      const table = beliefs.table;
      const d = o.config.dieSides;
      for (let j = 0; j < 3; j++) {
        if (j === o.viewer) continue;
        // The true pair, from the state behind the observation (the test may look).
        const g = state.data[j]!;
        const e = state.data[3 + j]!;
        const k = (g - 1) * (d - 1) + (e < g ? e - 1 : e - 2);
        expect([table.pairGood[k], table.pairEvil[k]]).toEqual([g, e]);
        sharp += beliefs.pairProbability(j, k);
        pub += table.w[j * table.K + k]!;
        n++;
      }
    });
    expect(n).toBeGreaterThan(200);
    // Against medium players, modelling them as medium must concentrate on the truth.
    expect(sharp / n).toBeGreaterThan(1.5 * (pub / n));
  });

  it("keeps a roll that wins at once, and is deterministic for a seed", () => {
    const turns: unknown[] = [{ type: "secrets", good: [1, 1], evil: [2, 2] }];
    for (let k = 0; k < 5; k++) {
      turns.push({ type: "roll", value: 5 }, { type: "keep" });
      turns.push({ type: "roll", value: 3 }, { type: "keep" });
    }
    turns.push({ type: "roll", value: 5 });
    const cfg = game.parseConfig({ players: 2 });
    if (!cfg.ok) throw new Error(cfg.error.message);
    let s = game.newGame(cfg.value);
    for (const a of turns) {
      const r = game.apply(s, a);
      if (!r.ok) throw new Error(r.error.message);
      s = r.value;
    }
    const o = game.observe(s, 0) as Obs;
    expect(rolloutChoice(o, Rng.fromSeed(1), { turns: 2000 })).toBe(0);
    // A roll of 4 does not win: the search runs, spends its budget and repeats itself.
    const o4 = { ...o, pendingRoll: 4 } as Obs;
    const a = rolloutChoice(o4, Rng.fromSeed(5), { turns: 3000 });
    const stats = { ...lastStats };
    expect(stats.turns).toBeGreaterThanOrEqual(3000);
    expect(stats.worlds).toBeGreaterThanOrEqual(8);
    expect(rolloutChoice(o4, Rng.fromSeed(5), { turns: 3000 })).toBe(a);
    expect({ ...lastStats }).toEqual(stats);
  });
});
