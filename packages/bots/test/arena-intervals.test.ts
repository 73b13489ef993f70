// The arena's intervals count independent evidence only: games that repeat give exact shares
// and their count of distinct games; games that share a deal (a block of seat arrangements)
// are one unit; win shares get Wilson intervals (inside 0–100%, never ± 0 at a bot that
// won every game).

import { describe, expect, it } from "vitest";
import type { ArenaEstimate, BotSpec, GameOutcome } from "../src/index";
import { estimate, runArena, summarise, wilson } from "../src/index";

const lv = (level: "random" | "easy" | "medium"): BotSpec => ({ kind: "level", level });

/** A two-bot game: `a` wins it or not (seat arrangements alternate, as the arena's do). */
const duel = (index: number, aWins: boolean, fingerprint = `g${index}`): GameOutcome => {
  const seats = index % 2 === 0 ? ["a", "b"] : ["b", "a"];
  const a = seats.indexOf("a");
  return {
    index,
    seats,
    scores: seats.map((_, s) => ((s === a) === aWins ? 10 + (index % 3) : index % 5)),
    winners: [aWins ? a : 1 - a],
    decisions: 6 + (index % 4),
    fingerprint,
  };
};

function interval(e: ArenaEstimate | undefined) {
  if (e?.kind !== "interval") throw new Error(`expected an interval, got ${JSON.stringify(e)}`);
  return e;
}

/** An interval equal to the expected one up to rounding. */
function expectInterval(
  e: ArenaEstimate | undefined,
  want: { value: number; low: number; high: number; n: number },
) {
  const got = interval(e);
  expect(got.n).toBe(want.n);
  for (const k of ["value", "low", "high"] as const) expect(got[k]).toBeCloseTo(want[k], 12);
}

const rowOf = (outcomes: readonly GameOutcome[], arrangements: number, label: string) =>
  summarise(outcomes, arrangements).bots.find((b) => b.label === label)!;

describe("honest arena intervals", () => {
  it("deterministic repeats: exact shares over the games played and the count of distinct games", async () => {
    // Number Line has no chance and medium and easy decide alike but for tie-breaks.
    const r = await runArena({
      game: "number-line",
      bots: [lv("medium"), lv("easy"), lv("easy")],
      games: 60,
      seed: "repeats",
    });
    if (!r.ok) throw new Error(r.error.message);
    const { summary, outcomes } = r.value;
    // Every arena game carries its fingerprint, features asked for or not.
    expect(outcomes.every((o) => /^[0-9a-f]{16}$/.test(o.fingerprint ?? ""))).toBe(true);
    // Games with equal results are at most as many as distinct games, and far fewer than played.
    const results = new Set(outcomes.map((o) => JSON.stringify([o.seats, o.scores, o.decisions])));
    expect(summary.distinctGames).toBeGreaterThanOrEqual(results.size);
    expect(summary.distinctGames).toBeLessThan(summary.games / 2);
    expect(summary.exact).toBe(true);
    const medium = summary.bots.find((b) => b.label === "medium")!;
    const won = outcomes.reduce(
      (sum, o) => sum + (o.winners.includes(o.seats.indexOf("medium")) ? 1 / o.winners.length : 0),
      0,
    );
    expect(medium.winRate).toEqual({ kind: "exact", value: won / outcomes.length, n: 60 });
    expect(medium.score.kind).toBe("exact");
    expect(summary.length.kind).toBe("exact");
  });

  it("games that share a deal are one unit: the interval rests on blocks, not games", () => {
    // 20 blocks of 2 arrangements; within a block both games go the same way (the deal decides).
    const outcomes = Array.from({ length: 40 }, (_, i) => duel(i, Math.floor(i / 2) % 10 < 7));
    const s = summarise(outcomes, 2);
    expect(s).toMatchObject({ games: 40, blocks: 20, arrangements: 2, exact: false });
    const a = interval(s.bots.find((b) => b.label === "a")!.winRate);
    const perBlock = wilson(14, 20);
    expectInterval(a, { value: 0.7, low: perBlock.low, high: perBlock.high, n: 20 });
    // Counting the 40 games as independent would claim a narrower interval.
    const perGame = wilson(28, 40);
    expect(a.high - a.low).toBeGreaterThan(perGame.high - perGame.low);
    // Scores: one mean per block.
    const score = interval(s.bots.find((b) => b.label === "a")!.score);
    const blockMeans = Array.from({ length: 20 }, (_, k) => {
      const [x, y] = [outcomes[2 * k]!, outcomes[2 * k + 1]!];
      return (x.scores[x.seats.indexOf("a")]! + y.scores[y.seats.indexOf("a")]!) / 2;
    });
    const e = estimate(blockMeans);
    expectInterval(score, { value: e.mean, low: e.mean - e.ci95, high: e.mean + e.ci95, n: 20 });
  });

  it("a block whose games split evenly counts as its games, no more", () => {
    // The seat decides every game: each block's mean share is exactly ½.
    const outcomes = Array.from({ length: 40 }, (_, i) => duel(i, i % 2 === 0));
    const w = wilson(20, 40);
    expectInterval(rowOf(outcomes, 2, "a").winRate, {
      value: 0.5,
      low: w.low,
      high: w.high,
      n: 20,
    });
  });

  it("win-share intervals stay within 0–100%", async () => {
    const r = await runArena({
      game: "number-line",
      bots: [lv("medium"), lv("random")],
      games: 10,
      seed: 1,
    });
    if (!r.ok) throw new Error(r.error.message);
    for (const b of r.value.summary.bots) {
      const w = interval(b.winRate);
      expect(w.low).toBeGreaterThanOrEqual(0);
      expect(w.high).toBeLessThanOrEqual(1);
      expect(w.low).toBeLessThanOrEqual(w.value);
      expect(w.high).toBeGreaterThanOrEqual(w.value);
    }
    // A lopsided synthetic one: 9 of 10 blocks won outright.
    const lopsided = Array.from({ length: 20 }, (_, i) => duel(i, i >= 2));
    for (const label of ["a", "b"]) {
      const w = interval(rowOf(lopsided, 2, label).winRate);
      expect(w.low).toBeGreaterThanOrEqual(0);
      expect(w.high).toBeLessThanOrEqual(1);
    }
  });

  it("a bot that wins every game gets an interval below 100%, not ± 0", () => {
    const outcomes = Array.from({ length: 40 }, (_, i) => duel(i, true));
    const a = interval(rowOf(outcomes, 2, "a").winRate);
    const b = interval(rowOf(outcomes, 2, "b").winRate);
    // Nothing says how the games of a block depend on each other: one trial per block.
    expectInterval(a, { value: 1, low: wilson(20, 20).low, high: 1, n: 20 });
    expect(a.low).toBeLessThan(0.9);
    expectInterval(b, { value: 0, low: 0, high: wilson(0, 20).high, n: 20 });
    expect(b.high).toBeGreaterThan(0.1);
  });
});
