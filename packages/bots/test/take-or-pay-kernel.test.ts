// Take or Pay's fast path for hard (src/games/take-or-pay/kernel.ts) against the engine's
// checked path: from thousands of positions of random games (3 to 6 players, both presets),
// the rollout of each legal action gives exactly the rewards of cloning, applyId, stepping
// heuristics.ts's medium playout policy through the engine and winShareReward, and leaves its
// world untouched; the unseen-card shuffler draws worlds consistent with the observation,
// uniformly over the unseen cards.

import { getGame, Rng, type takeOrPayGame } from "@number-games/engine";
import { describe, expect, it } from "vitest";
import { playoutPolicy } from "../src/games/take-or-pay/heuristics";
import {
  mediumRollout,
  PAY_THEN_MEDIUM,
  planRollout,
  TAKE_NOW,
  unseenShuffler,
} from "../src/games/take-or-pay/kernel";
import { planSearch, plansFor } from "../src/games/take-or-pay/search";
import { winShareReward } from "../src/search/ismcts";

type State = takeOrPayGame.TakeOrPayState;
const game = getGame("take-or-pay");

/** Decision points of random games (every fifth), 3 to 6 players, both presets. */
function positions(games: number, seed: string): State[] {
  const rng = Rng.fromSeed(seed);
  const buf = new Int32Array(2);
  const out: State[] = [];
  for (let g = 0; g < games; g++) {
    const raw = { players: 3 + (g % 4), ...(g % 2 === 0 ? {} : { preset: "classic" }) };
    const config = game.parseConfig(raw);
    if (!config.ok) throw new Error(config.error.message);
    const s = game.newGame(config.value) as State;
    game.sampleChanceInPlace(s, rng);
    for (let k = 0; game.toMove(s) >= 0; k++) {
      if (k % 5 === 0) out.push(game.clone(s) as State);
      game.applyId(s, buf[rng.int(game.legalIds(s, buf))]!);
    }
  }
  return out;
}

describe("Take or Pay's rollout kernel", () => {
  it("gives the rewards of medium's playout stepped through the engine, for every legal action", () => {
    const all = positions(300, "kernel");
    expect(all.length).toBeGreaterThan(3000);
    const buf = new Int32Array(2);
    const want = new Float64Array(6);
    const got = new Float64Array(6);
    let rollouts = 0;
    let ties = 0;
    for (const s of all) {
      const config = game.configOf(s);
      const policy = playoutPolicy(game, config);
      const rollout = mediumRollout(game, config);
      const before = JSON.stringify(s);
      const n = game.legalIds(s, buf);
      for (const id of Array.from(buf.subarray(0, n))) {
        const slow = game.clone(s) as State;
        game.applyId(slow, id);
        const rng = Rng.fromSeed(1);
        while (game.toMove(slow) >= 0) game.applyId(slow, policy(slow, rng, buf));
        winShareReward(game, slow, want);
        rollout(s, id, Rng.fromSeed(1), got);
        const P = s.players;
        expect(Array.from(got.subarray(0, P))).toEqual(Array.from(want.subarray(0, P)));
        if (want.subarray(0, P).some((x) => x > 0 && x < 1)) ties++;
        rollouts++;
      }
      expect(JSON.stringify(s)).toBe(before);
    }
    expect(rollouts).toBeGreaterThan(5000);
    expect(ties).toBeGreaterThan(0);
  });
});

describe("Take or Pay's plan rollouts", () => {
  it("pay k times on the face-up card, then take: as stepped through the engine", () => {
    const buf = new Int32Array(2);
    const want = new Float64Array(6);
    const got = new Float64Array(6);
    const scores = new Float64Array(6);
    let rollouts = 0;
    let planned = 0;
    for (const s of positions(150, "plans")) {
      const config = game.configOf(s);
      const policy = playoutPolicy(game, config);
      const run = planRollout(game, config);
      const me = s.toMove;
      const card = s.pos;
      for (const plan of plansFor(s.tokens[me]!)) {
        const slow = game.clone(s) as State;
        let pays = plan;
        const rng = Rng.fromSeed(1);
        for (let first = true; game.toMove(slow) >= 0; first = false) {
          const m = game.toMove(slow);
          let id: number;
          if (slow.tokens[m] === 0) id = 1;
          else if (first) id = plan === TAKE_NOW ? 1 : 0;
          else if (plan > 0 && m === me && slow.pos === card) {
            planned++;
            id = pays === 1 ? 1 : 0;
            pays--;
          } else id = policy(slow, rng, buf);
          game.applyId(slow, id);
        }
        winShareReward(game, slow, want);
        run(s, plan, got, scores);
        const P = s.players;
        expect(Array.from(got.subarray(0, P)), `plan ${plan}`).toEqual(
          Array.from(want.subarray(0, P)),
        );
        expect(Array.from(scores.subarray(0, P)), `plan ${plan} scores`).toEqual(
          game.result(slow).scores,
        );
        rollouts++;
      }
    }
    expect(rollouts).toBeGreaterThan(3000);
    expect(planned).toBeGreaterThan(100);
  });

  it("take now and pay-then-medium are the paired rollouts' take and pay", () => {
    const a = new Float64Array(6);
    const b = new Float64Array(6);
    for (const s of positions(30, "same")) {
      const config = game.configOf(s);
      const run = planRollout(game, config);
      const paired = mediumRollout(game, config);
      for (const [plan, id] of [
        [TAKE_NOW, 1],
        [PAY_THEN_MEDIUM, 0],
      ] as const) {
        if (id === 0 && s.tokens[s.toMove] === 0) continue;
        run(s, plan, a);
        paired(s, id, Rng.fromSeed(1), b);
        expect(Array.from(a)).toEqual(Array.from(b));
      }
    }
  });

  it("the plan search picks the most winning plan, then among equal ones the lowest score", () => {
    let tied = 0;
    for (const [k, s] of positions(40, "plan-ties").entries()) {
      if (s.tokens[s.toMove] === 0) continue;
      const o = game.observe(s, s.toMove) as takeOrPayGame.TakeOrPayObservation;
      const r = planSearch(game, o, Rng.fromSeed(`t-${k}`), { iterations: 120 });
      const chosen = r.plans.find((p) => p.plan === r.plan)!;
      const top = Math.max(...r.plans.map((p) => p.value));
      expect(chosen.value).toBeCloseTo(top, 9);
      const equal = r.plans.filter((p) => Math.abs(p.value - top) < 1e-9);
      expect(chosen.score).toBe(Math.min(...equal.map((p) => p.score)));
      if (equal.length > 1 && new Set(equal.map((p) => p.score)).size > 1) tied++;
    }
    expect(tied).toBeGreaterThan(10);
  });

  it("the plan search is deterministic for a seed and honest (other deals, same choice)", () => {
    let points = 0;
    for (const [k, s] of positions(20, "plan-search").entries()) {
      if (k % 4 !== 0) continue;
      const seat = s.toMove;
      const obs = game.observe(s, seat) as takeOrPayGame.TakeOrPayObservation;
      const rng = Rng.fromSeed(`alt-${k}`);
      const alternatives = [s, ...Array.from({ length: 3 }, () => game.resample(obs, rng))];
      const choices = alternatives.map((alt) => {
        const o = game.observe(alt, seat) as takeOrPayGame.TakeOrPayObservation;
        return JSON.stringify(planSearch(game, o, Rng.fromSeed(`s-${k}`), { iterations: 300 }));
      });
      expect(new Set(choices).size).toBe(1);
      points++;
    }
    expect(points).toBeGreaterThan(20);
  });
});

describe("Take or Pay's unseen-card shuffler", () => {
  it("draws worlds that show the seat exactly its observation", () => {
    for (const [k, s] of positions(40, "shuffler").entries()) {
      const seat = s.toMove;
      const obs = game.observe(s, seat);
      const next = unseenShuffler(game, obs, Rng.fromSeed(`t-${k}`));
      const rng = Rng.fromSeed(`w-${k}`);
      for (let j = 0; j < 5; j++) expect(game.observe(next(rng), seat)).toEqual(obs);
    }
  });

  it("draws the next face-down card uniformly among the unseen cards", () => {
    const s = positions(1, "uniform")[3]!;
    const obs = game.observe(s, s.toMove);
    const next = unseenShuffler(game, obs, Rng.fromSeed("t"));
    const rng = Rng.fromSeed("u");
    const counts = new Map<number, number>();
    const draws = 20_000;
    for (let j = 0; j < draws; j++) {
      const w = next(rng) as State;
      const c = w.deck[w.pos + 1]!;
      counts.set(c, (counts.get(c) ?? 0) + 1);
    }
    const unseen = s.deck.length - s.pos - 1;
    expect(counts.size).toBe(unseen);
    const mean = draws / unseen;
    const sd = Math.sqrt(mean);
    for (const n of counts.values()) expect(Math.abs(n - mean)).toBeLessThan(5 * sd);
  });
});
