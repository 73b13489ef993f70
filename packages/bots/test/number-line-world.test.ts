// Number Line's search fast path (src/games/number-line/world.ts, search.ts) against the
// engine's checked path, on thousands of random positions of 2 to 5 players: the same legal
// ids in the same order, the same position after every action, the greedy playout kernel
// making exactly the choices of playout.ts's policy stepped through the engine (same
// generator, draw for draw), the determinizer drawing the worlds the engine's resample draws,
// the reward as reward.ts's, and the search honest and deterministic for a seed.

import { getGame, numberLineGame, Rng } from "@number-games/engine";
import { describe, expect, it } from "vitest";
import { breathe } from "../../../scripts/vitest-breathe";
import { playoutPolicy } from "../src/games/number-line/playout";
import { pointsMarginReward } from "../src/games/number-line/reward";
import { Determinizer, marginRewards, worldSearch } from "../src/games/number-line/search";
import {
  greedyPlayout,
  loadWorld,
  NlWorld,
  packedPoints,
  worldApply,
  worldLegal,
} from "../src/games/number-line/world";

type State = numberLineGame.NumberLineState;
const game = getGame("number-line");

function fieldsOf(w: NlWorld): Record<string, unknown> {
  const P = w.players;
  return {
    players: w.players,
    round: w.round,
    len: w.len,
    decoyRound: w.decoyRound,
    start: w.start,
    placed: w.placed,
    end: w.end,
    toMove: w.toMove,
    flags: w.flags,
    free: w.free,
    scoring: w.scoring,
    owners: w.owners,
    decoyAt: Array.from(w.decoyAt.subarray(0, P)),
    totals: Array.from(w.totals.subarray(0, P)),
  };
}

function worldOf(s: State): NlWorld {
  const w = new NlWorld();
  loadWorld(w, s);
  return w;
}

function newGame(players: number, firstPlayer: number): State {
  const config = game.parseConfig({ players, firstPlayer });
  if (!config.ok) throw new Error(config.error.message);
  return game.newGame(config.value) as State;
}

/** Random positions: every position of random games, 2 to 5 players. */
function randomPositions(games: number, seed: string): State[] {
  const rng = Rng.fromSeed(seed);
  const buf = new Int32Array(30);
  const out: State[] = [];
  for (let g = 0; g < games; g++) {
    const players = 2 + (g % 4);
    const s = newGame(players, rng.int(players));
    for (;;) {
      out.push(game.clone(s) as State);
      if (game.toMove(s) < 0) break;
      game.applyId(s, buf[rng.int(game.legalIds(s, buf))]!);
    }
  }
  return out;
}

describe("Number Line worlds agree with the engine", () => {
  const positions = randomPositions(400, "worlds");

  it("lists the same legal ids and reaches the same position after every action", async () => {
    expect(positions.length).toBeGreaterThan(5000);
    const a = new Int32Array(30);
    const b = new Int32Array(30);
    let checked = 0;
    for (const s of positions) {
      // The test runner's messages are answered (Vitest gives up on a worker that blocks for 60 s).
      await breathe();
      const w = worldOf(s);
      const n = game.legalIds(s, a);
      expect(worldLegal(w, b)).toBe(n);
      expect(Array.from(b.subarray(0, n))).toEqual(Array.from(a.subarray(0, n)));
      for (let k = 0; k < n; k++) {
        const next = game.clone(s) as State;
        game.applyId(next, a[k]!);
        const v = worldOf(s);
        worldApply(v, a[k]!);
        expect(fieldsOf(v)).toEqual(fieldsOf(worldOf(next)));
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(50_000);
  });

  it("greedyPlayout plays playout.ts's policy draw for draw", () => {
    const policy = playoutPolicy(game, null);
    const buf = new Int32Array(30);
    let steps = 0;
    for (const [k, s] of positions.entries()) {
      const seed = Rng.fromSeed(`kernel-${k}`).getState();
      const slow = game.clone(s) as State;
      const rng = Rng.fromState(seed);
      let n = 0;
      for (; game.toMove(slow) >= 0; n++) game.applyId(slow, policy(slow, rng, buf));
      const w = worldOf(s);
      const gen = Int32Array.from(seed);
      expect(greedyPlayout(w, gen)).toBe(n);
      expect(fieldsOf(w)).toEqual(fieldsOf(worldOf(slow)));
      expect(Array.from(gen)).toEqual(rng.getState());
      steps += n;
    }
    expect(steps).toBeGreaterThan(50_000);
  });

  it("scores a line as the engine does", () => {
    const rng = Rng.fromSeed("points");
    for (let t = 0; t < 5000; t++) {
      const len = 3 + rng.int(8);
      const players = 2 + rng.int(4);
      const cards: { player: number; number: number; decoy?: boolean }[] = [];
      let mask = 0;
      let owners = 0;
      for (let i = 0; i < len; i++) {
        if (rng.int(3) !== 0) continue;
        const player = rng.int(players);
        cards.push({ player, number: i + 1 });
        mask |= 1 << i;
        owners |= player << (3 * i);
      }
      const pts = packedPoints(mask, owners, len);
      const want = numberLineGame.scoreLine(cards, len, players);
      for (let p = 0; p < players; p++) expect((pts >>> (5 * p)) & 31).toBe(want[p]);
    }
  });

  it("the reward is reward.ts's points-margin reward", () => {
    const slow = pointsMarginReward(0.25, 2);
    const a = new Float64Array(5);
    const b = new Float64Array(5);
    for (const s of positions.filter((_, k) => k % 7 === 0)) {
      marginRewards(worldOf(s), 0.25, 2, a);
      slow(game, s, b);
      for (let p = 0; p < s.players; p++) expect(a[p]).toBeCloseTo(b[p]!, 12);
    }
  });
});

describe("the determinizer", () => {
  it("draws the worlds the engine's resample draws from the same generator", () => {
    let hidden = 0;
    for (const [k, s] of randomPositions(150, "det").entries()) {
      if (s.toMove < 0) continue;
      const obs = game.observe(s, s.toMove) as numberLineGame.NumberLineObservation;
      if (obs.placements.some((p) => p.decoy === undefined)) hidden++;
      const det = new Determinizer(game, obs, Rng.fromSeed(`template-${k}`));
      for (let j = 0; j < 3; j++) {
        const seed = Rng.fromSeed(`det-${k}-${j}`).getState();
        const w = new NlWorld();
        det.sample(w, Int32Array.from(seed));
        const want = worldOf(game.resample(obs, Rng.fromState(seed)) as State);
        expect(fieldsOf(w)).toEqual(fieldsOf(want));
      }
    }
    expect(hidden).toBeGreaterThan(100);
  });
});

describe("Number Line's hard search", () => {
  it("is deterministic for a seed and honest: hidden flags never change its choice", () => {
    const rng = Rng.fromSeed("honest-search");
    let varied = 0;
    let points = 0;
    for (const [k, s] of randomPositions(60, "search").entries()) {
      if (s.toMove < 0 || !s.decoyRound || s.placed < 2 || k % 3 !== 0) continue;
      const obs = game.observe(s, s.toMove);
      const alternatives = [s, ...Array.from({ length: 3 }, () => game.resample(obs, rng))];
      const choices = alternatives.map((alt) => {
        if (JSON.stringify(game.history(alt)) !== JSON.stringify(game.history(s))) varied++;
        const o = game.observe(alt, s.toMove) as numberLineGame.NumberLineObservation;
        return worldSearch(game, o, Rng.fromSeed(`choice-${k}`), { iterations: 300 }).id;
      });
      expect(new Set(choices).size).toBe(1);
      points++;
    }
    expect(points).toBeGreaterThan(10);
    expect(varied).toBeGreaterThan(0);
  });

  it("takes the number that splits the line (round 1, 2 players)", () => {
    const s = newGame(2, 0);
    game.applyId(s, 2 * 3);
    const obs = game.observe(s, 1) as numberLineGame.NumberLineObservation;
    const r = worldSearch(game, obs, Rng.fromSeed(2), { iterations: 4000 });
    expect(game.actionFromId(r.id)).toEqual({ type: "place", number: 4 });
    expect(r.iterations).toBe(4000);
  });
});
