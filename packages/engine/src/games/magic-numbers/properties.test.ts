import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CHANCE, TERMINAL } from "../../core/game";
import { randomGame } from "../../core/play";
import { makeRecord, replayWith } from "../../core/record";
import { Rng } from "../../core/rng";
import type { MagicNumbersState } from "./index";
import { scoreOf } from "./state";
import { cfg, game, snapshot } from "./testkit";

const configArb = fc.record({
  players: fc.integer({ min: 2, max: 8 }),
  target: fc.integer({ min: 1, max: 60 }),
  goodBonus: fc.integer({ min: 0, max: 20 }),
  dieSides: fc.integer({ min: 2, max: 20 }),
  // Always capped: some configs (target 1, a two-sided die, no bonus) can never end.
  maxTurns: fc.integer({ min: 1, max: 300 }),
});

describe("invariants of random games (fast-check)", () => {
  it("scores stay in 0..target; a winner's score is exactly the target; the cap ends the rest", () => {
    fc.assert(
      fc.property(configArb, fc.integer(), (input, seed) => {
        const c = cfg({ ...input, firstPlayer: Math.abs(seed) % input.players });
        const s = game.newGame(c);
        const rng = Rng.fromSeed(seed);
        const buf = new Int32Array(game.maxActionId(c));
        for (;;) {
          for (let i = 0; i < c.players; i++) {
            const v = scoreOf(s, i);
            // A plain check: expect() in this inner loop would dominate the test's time.
            if (v < 0 || v > c.target) expect.fail(`player ${i} has ${v}, outside 0..${c.target}`);
          }
          const m = game.toMove(s);
          if (m === TERMINAL) break;
          if (m === CHANCE) game.sampleChanceInPlace(s, rng);
          else game.applyId(s, buf[rng.int(game.legalIds(s, buf))]!);
        }
        const r = game.result(s);
        expect(r.terminal).toBe(true);
        if (r.winners.length > 0) {
          expect(r.winners).toHaveLength(1);
          expect(r.scores[r.winners[0]!]).toBe(c.target);
          expect(r.scores.filter((x) => x === c.target)).toHaveLength(1);
        } else {
          expect(s.turns).toBe(c.maxTurns);
          expect(r.scores).not.toContain(c.target);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("the checked door replays the fast path's record to the same state", () => {
    fc.assert(
      fc.property(configArb, fc.integer(), (input, seed) => {
        const c = cfg(input);
        const rng = Rng.fromSeed(seed);
        const s = game.newGame(c);
        const buf = new Int32Array(game.maxActionId(c));
        while (game.toMove(s) !== TERMINAL) {
          if (game.toMove(s) === CHANCE) game.sampleChanceInPlace(s, rng);
          else game.applyId(s, buf[rng.int(game.legalIds(s, buf))]!);
        }
        const record = JSON.parse(JSON.stringify(makeRecord(game, s)));
        const replayed = replayWith(game, record);
        expect(replayed.ok).toBe(true);
        if (replayed.ok) expect(snapshot(replayed.value as MagicNumbersState)).toBe(snapshot(s));
      }),
      { numRuns: 100 },
    );
  });

  it("randomGame (every step checked) finishes and its record round-trips", () => {
    for (let seed = 0; seed < 20; seed++) {
      const c = cfg({ players: 2 + (seed % 7), maxTurns: 500 });
      const s = randomGame(game, c, seed) as MagicNumbersState;
      expect(game.toMove(s)).toBe(TERMINAL);
      const replayed = replayWith(game, makeRecord(game, s));
      expect(replayed.ok && snapshot(replayed.value as MagicNumbersState)).toBe(snapshot(s));
    }
  });

  it("every turn, the observation of every seat is consistent with the engine's state", () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 5 }), fc.integer(), (players, seed) => {
        const c = cfg({ players, maxTurns: 30 });
        const rng = Rng.fromSeed(seed);
        const s = game.newGame(c);
        const buf = new Int32Array(game.maxActionId(c));
        while (game.toMove(s) !== TERMINAL) {
          if (game.toMove(s) === CHANCE) game.sampleChanceInPlace(s, rng);
          else game.applyId(s, buf[rng.int(game.legalIds(s, buf))]!);
          for (let v = 0; v < players; v++) {
            const obs = game.observe(s, v);
            expect(obs.turns).toHaveLength(s.turns);
            expect(obs.legal.length > 0).toBe(game.toMove(s) === v);
            if (s.dealt) expect(obs.own?.score).toBe(scoreOf(s, v));
          }
        }
      }),
      { numRuns: 40 },
    );
  });
});
