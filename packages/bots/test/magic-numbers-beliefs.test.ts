// Magic Numbers' beliefs (beliefs.ts): a proper distribution whatever happens, exactly Bayes
// (against an independent reference built from the observation-level heuristics), a hand-made
// case worked by hand, the types of play told apart, and honest (noninterference).

import type { magicNumbersGame } from "@number-games/engine";
import { CHANCE, getGame, Rng, TERMINAL } from "@number-games/engine";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BELIEF_TURNS, beliefTruth } from "../src/games/magic-numbers/belief-curve";
import type { PlayModel } from "../src/games/magic-numbers/beliefs";
import { Beliefs, PLAY_MODEL, PLAYER_TYPES, pairIndex } from "../src/games/magic-numbers/beliefs";
import { easy, medium } from "../src/games/magic-numbers/heuristics";
import { applyRoll, scoreValue, WIN_PENALTY } from "../src/games/magic-numbers/model";
import { posterior } from "../src/games/magic-numbers/posterior";
import type { BotLevel } from "../src/index";
import { createBot } from "../src/index";

type Obs = magicNumbersGame.MagicNumbersObservation;
type State = magicNumbersGame.MagicNumbersState;
const game = getGame("magic-numbers");
const T = PLAYER_TYPES.length;

/** Plays one game with the given levels, calling `visit` at every decision (before it). */
function playGame(
  levels: readonly BotLevel[],
  seed: string,
  visit: (o: Obs, state: State, actions: readonly unknown[]) => void,
  maxTurns = 300,
): void {
  const players = levels.length;
  const cfg = game.parseConfig({ players, maxTurns });
  if (!cfg.ok) throw new Error(cfg.error.message);
  const bots = levels.map((l, p) => createBot(game, l, { seed: `${seed}-${p}` }));
  const rng = Rng.fromSeed(seed);
  const actions: unknown[] = [];
  let s = game.newGame(cfg.value);
  while (game.toMove(s) !== TERMINAL) {
    const who = game.toMove(s);
    let a: unknown;
    if (who === CHANCE) a = game.sampleChance(s, rng);
    else {
      const o = game.observe(s, who) as Obs;
      visit(o, s as State, actions);
      a = bots[who]!.act(o);
    }
    actions.push(a);
    const r = game.apply(s, a);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value;
  }
}

/** Every opponent's joint row is a distribution: finite, ≥ 0, summing to 1. */
function expectDistributions(b: Beliefs, players: number): void {
  const TK = T * b.table.K;
  for (let j = 0; j < players; j++) {
    if (j === b.viewer) continue;
    let sum = 0;
    for (let i = 0; i < TK; i++) {
      const p = b.joint[j * TK + i]!;
      expect(Number.isFinite(p) && p >= 0).toBe(true);
      sum += p;
    }
    expect(Math.abs(sum - 1)).toBeLessThan(1e-9);
  }
}

const levelArb = fc.constantFrom<BotLevel>("random", "easy", "medium");

describe("Magic Numbers beliefs: a proper distribution", () => {
  it("after every public turn of games between random, easy and medium players", () => {
    fc.assert(
      fc.property(
        fc.array(levelArb, { minLength: 2, maxLength: 6 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (levels, seed) => {
          let checks = 0;
          playGame(
            levels,
            `dist-${seed}`,
            (o) => {
              if (checks++ % 4 !== 0) return;
              const b = Beliefs.of(o);
              expectDistributions(b, levels.length);
              // A pair that would have made its holder win has no weight (the game went on).
              for (let j = 0; j < levels.length; j++) {
                if (j === o.viewer) continue;
                for (let k = 0; k < b.table.K; k++)
                  if (b.table.s[j * b.table.K + k] === b.table.target)
                    expect(b.pairProbability(j, k)).toBe(0);
              }
            },
            120,
          );
        },
      ),
      { numRuns: 15, seed: 25 },
    );
  });

  it("under any sequence of turns, even with ε = 0 or so small that every weight underflows", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 6 }),
        fc.constantFrom(0, 1e-300, 0.02),
        fc.array(fc.tuple(fc.nat(), fc.integer({ min: 1, max: 6 }), fc.nat()), {
          maxLength: 80,
        }),
        (players, epsilon, turns) => {
          const cfg = game.parseConfig({ players });
          if (!cfg.ok) throw new Error(cfg.error.message);
          const model: PlayModel = { ...PLAY_MODEL, epsilon };
          const b = new Beliefs(cfg.value as magicNumbersGame.MagicNumbersConfig, 0, model);
          turns.forEach(([r, v, x], i) => {
            b.observe((i + r) % players, v, x % players);
          });
          expectDistributions(b, players);
        },
      ),
      { numRuns: 100, seed: 25 },
    );
  });
});

describe("Magic Numbers beliefs: exact Bayes", () => {
  it("a hand-made case: a player who gives away a 3 at score 0", () => {
    // Two players; player 0 rolls 3 and gives it to player 1 (the viewer). At score 0 easy
    // keeps anything but its Evil number, so under easy only Evil = 3 explains the give fully;
    // medium keeps every 3 (giving one away to a player at 0 helps them), so under medium the
    // give is noise (ε/2) for every pair.
    const cfg = game.parseConfig({ players: 2 });
    if (!cfg.ok) throw new Error(cfg.error.message);
    const eps = 0.02;
    const model: PlayModel = { prior: [0.5, 0.5, 0], temperature: 2, epsilon: eps };
    const b = new Beliefs(cfg.value as magicNumbersGame.MagicNumbersConfig, 1, model);
    b.observe(0, 3, 1);
    const K = 30;
    const hit = 1 - eps + eps / 2; // easy, Evil = 3: gives for sure
    const miss = eps / 2; // every other hypothesis
    const z = 0.5 * (5 * hit + 25 * miss) + 0.5 * (30 * miss);
    for (let g = 1; g <= 6; g++)
      for (let e = 1; e <= 6; e++) {
        if (g === e) continue;
        const k = pairIndex(g, e, 6);
        const easyW = b.joint[1 * K + k]!;
        const mediumW = b.joint[0 * K + k]!;
        expect(easyW).toBeCloseTo(((0.5 / 30) * (e === 3 ? hit : miss)) / (z / 30), 12);
        expect(mediumW).toBeCloseTo(((0.5 / 30) * miss) / (z / 30), 12);
      }
    // P(Evil = 3) by hand: 0.5·5·0.99 / (0.5·(5·0.99 + 25·0.01) + 0.5·30·0.01).
    let evil3 = 0;
    for (let g = 1; g <= 6; g++) if (g !== 3) evil3 += b.pairProbability(0, pairIndex(g, 3, 6));
    expect(evil3).toBeCloseTo((0.5 * 5 * 0.99 + 0.5 * 5 * 0.01) / (0.5 * 5.2 + 0.5 * 0.3), 12);
    expect(b.typeProbability(0, 1)).toBeCloseTo((0.5 * 5.2) / (0.5 * 5.2 + 0.5 * 0.3), 12);
  });

  it("equals a reference computed by replaying every hypothesis through the engine", () => {
    // The reference: for each of the opponent's pairs, replay the public actions with that
    // pair dealt (through the checked door) and ask the observation-level easy and medium
    // what that player would have done at each of its turns; softmax from medium's values
    // recomputed here from the public posterior. The product of the mixed likelihoods, times
    // the prior, normalised, must be the belief.
    const model = PLAY_MODEL;
    let compared = 0;
    for (const seed of ["bayes-a", "bayes-b"]) {
      let visits = 0;
      playGame(["medium", "easy", "random"], seed, (o, _state, actions) => {
        if (visits++ % 7 !== 6 || o.turns.length < 4) return;
        const P = o.players;
        const b = Beliefs.of(o, model);
        const secrets = actions[0] as { good: number[]; evil: number[] };
        for (let j = 0; j < P; j++) {
          if (j === o.viewer) continue;
          const ref = reference(o, j, secrets, actions, model);
          const K = b.table.K;
          for (let t = 0; t < T; t++)
            for (let k = 0; k < K; k++)
              expect(b.joint[(j * T + t) * K + k]!).toBeCloseTo(ref[t * K + k]!, 10);
          compared++;
        }
      });
    }
    expect(compared).toBeGreaterThan(4);
  });
});

/** The reference posterior of player j's (type, pair), by replaying the game per pair. */
function reference(
  o: Obs,
  j: number,
  secrets: { good: number[]; evil: number[] },
  actions: readonly unknown[],
  model: PlayModel,
): Float64Array {
  const P = o.players;
  const cfg = game.parseConfig({ players: P, maxTurns: 300 });
  if (!cfg.ok) throw new Error(cfg.error.message);
  const out = new Float64Array(T * 30);
  for (let g = 1; g <= 6; g++)
    for (let e = 1; e <= 6; e++) {
      if (g === e) continue;
      const k = pairIndex(g, e, 6);
      const good = [...secrets.good];
      const evil = [...secrets.evil];
      good[j] = g;
      evil[j] = e;
      const lik = [1, 1, 1];
      let s = game.newGame(cfg.value);
      let possible = true;
      for (const a of [{ type: "secrets", good, evil }, ...actions.slice(1)]) {
        const who = game.toMove(s);
        if (who === TERMINAL) {
          possible = false; // j would have won: this pair contradicts the game going on
          break;
        }
        if (who === j) {
          const oj = game.observe(s, j) as Obs;
          const to =
            (a as { type: string; to?: number }).type === "keep" ? j : (a as { to: number }).to;
          const probs = typeProbabilities(oj, model);
          for (let t = 0; t < T; t++)
            lik[t]! *= model.epsilon / P + (1 - model.epsilon) * probs[t]![to]!;
        }
        const r = game.apply(s, a);
        if (!r.ok) throw new Error(r.error.message);
        s = r.value;
      }
      for (let t = 0; t < T; t++) out[t * 30 + k] = possible ? (model.prior[t]! / 30) * lik[t]! : 0;
    }
  const sum = out.reduce((x, y) => x + y, 0);
  return out.map((x) => x / sum);
}

/** P(recipient) for each type, from the observation-level heuristics (recipient = self: keep). */
function typeProbabilities(oj: Obs, model: PlayModel): number[][] {
  const P = oj.players;
  const me = oj.viewer as number;
  const recipient = (a: unknown) =>
    (a as { type: string }).type === "keep" ? me : (a as { to: number }).to;
  const med = new Array<number>(P).fill(0);
  med[recipient(medium(game, oj, Rng.fromSeed(0)))] = 1;
  const ez = new Array<number>(P).fill(0);
  const easyTo = recipient(easy(game, oj, Rng.fromSeed(0)));
  if (easyTo === me) ez[me] = 1;
  else for (let x = 0; x < P; x++) if (x !== me) ez[x] = 1 / (P - 1);
  // medium's values, restated from heuristics.ts: the gain of keeping, and of giving to each.
  const cfg = oj.config;
  const own = oj.own!;
  const v = oj.pendingRoll!;
  const keepNext = applyRoll(own.score, v, own.good, own.evil, cfg);
  const soft = new Array<number>(P).fill(0);
  if (keepNext === cfg.target) soft[me] = 1;
  else {
    const post = posterior(oj);
    const value = (x: number) => scoreValue(x, cfg.target, cfg.dieSides);
    const vals = new Array<number>(P).fill(0);
    vals[me] = value(keepNext) - value(own.score);
    for (let x = 0; x < P; x++) {
      if (x === me) continue;
      let harm = 0;
      let pWin = 0;
      let exp = 0;
      for (let g = 1; g <= 6; g++)
        for (let e = 1; e <= 6; e++) {
          const p = g === e ? 0 : post.weights[x]![(g - 1) * 6 + e - 1]!;
          if (p === 0) continue;
          const before = post.scores[x]![(g - 1) * 6 + e - 1]!;
          const after = applyRoll(before, v, g, e, cfg);
          if (after === cfg.target) pWin += p;
          harm += p * (value(before) - value(after));
          exp += p * before;
        }
      vals[x] = harm * (1 + exp / cfg.target) - WIN_PENALTY * pWin;
    }
    const max = Math.max(...vals);
    const ex = vals.map((x) => Math.exp((x - max) / model.temperature));
    const z = ex.reduce((a, b) => a + b, 0);
    for (let x = 0; x < P; x++) soft[x] = ex[x]! / z;
  }
  return [med, ez, soft];
}

describe("Magic Numbers beliefs: learning from play", () => {
  it.each([
    ["easy", 1],
    ["medium", 0],
  ] as const)("tells %s players apart by the end of their games", (level, type) => {
    let sum = 0;
    let n = 0;
    for (let g = 0; g < 12; g++) {
      let last: Obs | null = null;
      playGame([level, level, level], `types-${level}-${g}`, (o) => {
        last = o;
      });
      const o = last as Obs | null;
      if (o === null || o.turns.length < 12) continue;
      const b = Beliefs.of(o);
      for (let j = 0; j < 3; j++) {
        if (j === o.viewer) continue;
        sum += b.typeProbability(j, type);
        n++;
      }
    }
    expect(n).toBeGreaterThan(8);
    // The prior gives this type at most 0.4.
    expect(sum / n).toBeGreaterThan(0.7);
  });
});

describe("Magic Numbers beliefs and hard: honest", () => {
  it("other players' secrets change neither the beliefs nor hard's move (same seed)", () => {
    const hard = createBot(game, "hard", { seed: "honest", iterations: 1500 });
    let compared = 0;
    let visits = 0;
    playGame(["medium", "easy", "medium"], "honest-game", (o, _state, actions) => {
      if (visits++ % 5 !== 4) return;
      const me = o.viewer as number;
      const secrets = actions[0] as { good: number[]; evil: number[] };
      // Deal the others different pairs; replay the same public actions.
      const rng = Rng.fromSeed(`alt-${visits}`);
      const good = [...secrets.good];
      const evil = [...secrets.evil];
      for (let j = 0; j < 3; j++) {
        if (j === me) continue;
        good[j] = 1 + rng.int(6);
        do evil[j] = 1 + rng.int(6);
        while (evil[j] === good[j]);
      }
      const cfg = game.parseConfig({ players: 3, maxTurns: 300 });
      if (!cfg.ok) throw new Error(cfg.error.message);
      let s = game.newGame(cfg.value);
      for (const a of [{ type: "secrets", good, evil }, ...actions.slice(1)]) {
        if (game.toMove(s) === TERMINAL) return; // someone would have won: not the same game
        const r = game.apply(s, a);
        if (!r.ok) return;
        s = r.value;
      }
      if (game.toMove(s) !== me) return;
      const alt = game.observe(s, me) as Obs;
      expect(alt).toEqual(o);
      expect(Array.from(Beliefs.of(alt).joint)).toEqual(Array.from(Beliefs.of(o).joint));
      expect(hard.act(alt)).toEqual(hard.act(o));
      compared++;
    });
    expect(compared).toBeGreaterThan(2);
  });
});

describe("Magic Numbers beliefs: the true pair's probability along a game", () => {
  it("starts at 1/30 and rises on average over medium games (belief-curve.ts)", () => {
    const sums = new Float64Array(BELIEF_TURNS.length);
    const counts = new Float64Array(BELIEF_TURNS.length);
    for (let g = 0; g < 30; g++) {
      const cfg = game.parseConfig({ players: 3, maxTurns: 300 });
      if (!cfg.ok) throw new Error(cfg.error.message);
      const bots = [0, 1, 2].map((p) => createBot(game, "medium", { seed: `curve-${g}-${p}` }));
      const rng = Rng.fromSeed(`curve-${g}`);
      let s = game.newGame(cfg.value);
      while (game.toMove(s) !== TERMINAL) {
        const who = game.toMove(s);
        const a = who === CHANCE ? game.sampleChance(s, rng) : bots[who]!.act(game.observe(s, who));
        const r = game.apply(s, a);
        if (!r.ok) throw new Error(r.error.message);
        s = r.value;
      }
      const final = s as State;
      const curve = beliefTruth(game, final);
      expect(curve).toHaveLength(BELIEF_TURNS.length);
      expect(curve[0]).toBeCloseTo(1 / 30, 12);
      curve.forEach((x, i) => {
        expect(x === -1 || (x >= 0 && x <= 1)).toBe(true);
        if (x >= 0) {
          sums[i]! += x;
          counts[i]! += 1;
        }
      });
    }
    const at = (turn: number) => {
      const i = BELIEF_TURNS.indexOf(turn as (typeof BELIEF_TURNS)[number]);
      return sums[i]! / counts[i]!;
    };
    expect(counts[BELIEF_TURNS.indexOf(15)]).toBeGreaterThan(10);
    expect(at(10)).toBeGreaterThan(at(0));
    expect(at(15)).toBeGreaterThan(2 * at(0));
  });
});
