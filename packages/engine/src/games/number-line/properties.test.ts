import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { config, randomState, referenceScore, snapshot } from "../../../test/support/number-line";
import { randomPlayoutInPlace } from "../../core/play";
import { Rng } from "../../core/rng";
import { numberLine } from "./index";
import { historyCapacity, isDecoyRound, lineLength, MAX_ROUNDS } from "./state";

const gameSeed = fc.record({
  players: fc.integer({ min: 2, max: 5 }),
  first: fc.nat(4),
  seed: fc.integer(),
});

describe("random complete games (properties)", () => {
  it("every round: placements on its line, at most L points, decoys never score", () => {
    fc.assert(
      fc.property(gameSeed, ({ players, first, seed }) => {
        const s = randomState(config(players, first % players), seed);
        const o = numberLine.observe(s, "spectator");
        const res = numberLine.result(s);
        expect(res.terminal).toBe(true);
        expect(o.rounds.length).toBe(res.rounds!.length);
        const totals = new Array<number>(players).fill(0);
        for (const r of o.rounds) {
          const L = lineLength(r.round);
          expect(r.lineLength).toBe(L);
          expect(r.decoyRound).toBe(isDecoyRound(r.round));
          for (const c of r.placements) {
            expect(c.number).toBeGreaterThanOrEqual(1);
            expect(c.number).toBeLessThanOrEqual(L);
            expect(c.decoy).toBe(r.decoyRound ? c.decoy === true : null);
          }
          expect(new Set(r.placements.map((c) => c.number)).size).toBe(r.placements.length);
          expect(r.points.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(L);
          expect(r.points).toEqual(referenceScore(r.placements, L, players));
          const scoring = r.placements.filter((c) => c.decoy !== true);
          expect(referenceScore(scoring, L, players)).toEqual(r.points);
          for (let p = 0; p < players; p++) {
            const mine = r.placements.filter((c) => c.player === p);
            expect(mine.length).toBeLessThanOrEqual(r.round === 1 ? 1 : 2);
            if (r.decoyRound && mine.length === 2) {
              expect(mine.filter((c) => c.decoy).length).toBe(1);
            }
            // A player holding only decoys this round scores nothing.
            if (mine.every((c) => c.decoy === true)) expect(r.points[p]).toBe(0);
            totals[p]! += r.points[p]!;
          }
        }
        expect(res.scores).toEqual(totals);
        expect(o.rounds.length).toBeLessThanOrEqual(MAX_ROUNDS);
      }),
      { numRuns: 300 },
    );
  });

  it("ends exactly when docs/rules.md says: a single leader after round 2+, or after round 12", () => {
    fc.assert(
      fc.property(gameSeed, ({ players, first, seed }) => {
        const s = randomState(config(players, first % players), seed);
        const rounds = numberLine.result(s).rounds!;
        const totals = new Array<number>(players).fill(0);
        rounds.forEach((pts, i) => {
          pts.forEach((v, p) => {
            totals[p]! += v;
          });
          const best = Math.max(...totals);
          const leaders = totals.flatMap((v, p) => (v === best ? [p] : []));
          const round = i + 1;
          const last = i === rounds.length - 1;
          const ends = round >= 2 && (leaders.length === 1 || lineLength(round + 1) === 0);
          expect(ends).toBe(last);
          if (last) expect(numberLine.result(s).winners).toEqual(leaders);
        });
      }),
      { numRuns: 300 },
    );
  });

  it("the fast path (legalIds/applyId) and the checked door agree step by step", () => {
    fc.assert(
      fc.property(gameSeed, ({ players, first, seed }) => {
        const cfg = config(players, first % players);
        const rng = Rng.fromSeed(seed);
        const buf = new Int32Array(numberLine.maxActionId(cfg));
        const fast = numberLine.newGame(cfg);
        let checked = numberLine.newGame(cfg);
        let steps = 0;
        while (numberLine.toMove(fast) >= 0) {
          const n = numberLine.legalIds(fast, buf);
          const ids = Array.from(buf.subarray(0, n));
          expect(ids.map(numberLine.actionFromId)).toEqual(numberLine.legalActions(checked));
          expect(ids).toEqual(numberLine.legalActions(checked).map(numberLine.actionId));
          const id = ids[rng.int(n)]!;
          const before = numberLine.clone(fast);
          numberLine.applyId(fast, id);
          // The clone is independent of the state it came from.
          expect(snapshot(before)).not.toEqual(snapshot(fast));
          const next = numberLine.apply(checked, numberLine.actionFromId(id));
          if (!next.ok) throw new Error(next.error.message);
          checked = next.value;
          expect(snapshot(checked)).toEqual(snapshot(fast));
          steps++;
        }
        expect(numberLine.legalIds(fast, buf)).toBe(0);
        expect(numberLine.legalActions(fast)).toEqual([]);
        expect(steps).toBeLessThanOrEqual(historyCapacity(players));
      }),
      { numRuns: 150 },
    );
  });

  it("applyInPlace equals apply, and randomPlayoutInPlace reaches the end", () => {
    fc.assert(
      fc.property(gameSeed, fc.nat(40), ({ players, first, seed }, steps) => {
        const s = randomState(config(players, first % players), seed, steps);
        for (const a of numberLine.legalActions(s)) {
          const c = numberLine.clone(s);
          numberLine.applyInPlace(c, a);
          const r = numberLine.apply(s, a);
          if (!r.ok) throw new Error(r.error.message);
          expect(snapshot(c)).toEqual(snapshot(r.value));
        }
        const c = numberLine.clone(s);
        const n = randomPlayoutInPlace(numberLine, c, Rng.fromSeed(seed), new Int32Array(30));
        expect(numberLine.toMove(c)).toBe(-2);
        expect(numberLine.history(c).length).toBe(numberLine.history(s).length + n);
      }),
      { numRuns: 150 },
    );
  });

  it("history capacity covers the longest possible game", () => {
    expect([2, 3, 4, 5].map(historyCapacity)).toEqual([40, 54, 64, 70]);
  });
});
