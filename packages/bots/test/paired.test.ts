// The searches behind the new hard: paired rollouts, determinization reuse in ISMCTS, the
// margin reward. Positions whose answer is known, and determinism for a seed.

import type { AnyGame } from "@number-games/engine";
import { getGame, Rng } from "@number-games/engine";
import { describe, expect, it } from "vitest";
import { pointsMarginReward } from "../src/games/number-line/reward";
import { ismcts, strategyOf } from "../src/index";
import { marginReward, pairedRollouts } from "../src/search/paired";

function play(game: AnyGame, raw: unknown, actions: unknown[]): unknown {
  const config = game.parseConfig(raw);
  if (!config.ok) throw new Error(config.error.message);
  let s = game.newGame(config.value);
  for (const a of actions) {
    const r = game.apply(s, a);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value;
  }
  return s;
}

const randomPolicy =
  (game: AnyGame) =>
  (state: unknown, rng: Rng, buf: Int32Array): number =>
    buf[rng.int(game.legalIds(state, buf))]!;

describe("paired rollouts", () => {
  it("takes the last number that splits the line (Number Line round 1, 2 players)", () => {
    const game = getGame("number-line");
    const s = play(game, { players: 2 }, [{ type: "place", number: 3 }]);
    const obs = game.observe(s, 1);
    const r = pairedRollouts(game, obs, Rng.fromSeed(2), {
      iterations: 4000,
      playout: randomPolicy(game),
    });
    expect(game.actionFromId(r.id)).toEqual({ type: "place", number: 4 });
    // Every world plays every action still in the running, from the same dice.
    expect(r.stats.every((x) => x.worlds > 0)).toBe(true);
  });

  it("drops clearly worse actions with elimination and still finds the best", () => {
    const game = getGame("number-line");
    const s = play(game, { players: 2 }, [{ type: "place", number: 3 }]);
    const obs = game.observe(s, 1);
    const r = pairedRollouts(game, obs, Rng.fromSeed(2), {
      iterations: 4000,
      playout: randomPolicy(game),
      eliminate: 2,
    });
    expect(game.actionFromId(r.id)).toEqual({ type: "place", number: 4 });
    const most = Math.max(...r.stats.map((x) => x.worlds));
    expect(r.stats.some((x) => x.worlds < most)).toBe(true);
  });

  it("is deterministic for a seed (Take or Pay, medium playouts)", () => {
    const game = getGame("take-or-pay");
    const s = play(game, { players: 3 }, []);
    game.sampleChanceInPlace(s, Rng.fromSeed(3));
    const obs = game.observe(s, game.toMove(s));
    const playout = strategyOf(game).playoutPolicy(game, game.configOf(s));
    const a = pairedRollouts(game, obs, Rng.fromSeed(9), { iterations: 200, playout });
    const b = pairedRollouts(game, obs, Rng.fromSeed(9), { iterations: 200, playout });
    expect(a).toEqual(b);
    expect(a.stats.map((x) => x.id).sort()).toEqual([0, 1]);
    expect(a.playouts).toBeGreaterThanOrEqual(200);
  });
});

describe("ismcts with determinization reuse", () => {
  it("still finds the known best reply, and is deterministic for a seed", () => {
    const game = getGame("number-line");
    const s = play(game, { players: 2 }, [{ type: "place", number: 3 }]);
    const obs = game.observe(s, 1);
    const a = ismcts(game, obs, Rng.fromSeed(2), { iterations: 4000, reuse: 4 });
    const b = ismcts(game, obs, Rng.fromSeed(2), { iterations: 4000, reuse: 4 });
    expect(game.actionFromId(a.id)).toEqual({ type: "place", number: 4 });
    expect(a).toEqual(b);
  });
});

describe("marginReward", () => {
  it("grades by the margin over the best rival, in [0, 1], winners ahead", () => {
    const game = {
      result: () => ({ terminal: true, scores: [10, 14, 3], winners: [1] }),
    } as unknown as AnyGame;
    const out = new Float64Array(3);
    marginReward({ sign: 1, scale: 2, weight: 0.5 })(game, null, out);
    expect(out[1]).toBeGreaterThan(0.5);
    expect(out[0]).toBeLessThan(0.5);
    expect(out[2]).toBeLessThan(out[0]!);
    for (const x of out) expect(x >= 0 && x <= 1).toBe(true);
    // Lower wins: the same scores read the other way round.
    marginReward({ sign: -1, scale: 2, weight: 0.5 })(game, null, out);
    expect(out[2]).toBeGreaterThan(out[0]!);
  });
});

describe("Number Line's fast reward", () => {
  it("agrees with marginReward over game.result at the end of random games", () => {
    const game = getGame("number-line");
    const fast = pointsMarginReward(0.25, 2);
    const slow = marginReward({ sign: 1, scale: 2, weight: 0.25 });
    const a = new Float64Array(3);
    const b = new Float64Array(3);
    const rng = Rng.fromSeed("reward");
    for (let g = 0; g < 200; g++) {
      const config = game.parseConfig({ players: 3 });
      if (!config.ok) throw new Error(config.error.message);
      const s = game.newGame(config.value);
      // Stop some games early: an unfinished game has no winners in either.
      const stop = g % 4 === 0 ? 5 : Number.POSITIVE_INFINITY;
      const buf = new Int32Array(game.maxActionId(config.value));
      for (let k = 0; k < stop && game.toMove(s) !== -2; k++) {
        if (game.toMove(s) === -1) game.sampleChanceInPlace(s, rng);
        else game.applyId(s, buf[rng.int(game.legalIds(s, buf))]!);
      }
      fast(game, s, a);
      slow(game, s, b);
      for (let p = 0; p < 3; p++) expect(a[p]).toBeCloseTo(b[p]!, 12);
    }
  });
});
