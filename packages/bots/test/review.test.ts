// The post-game review (src/review/): the solver's best round-1 move is rated best, deliberately
// bad moves are mistakes with the better move shown, the review is deterministic, cancellable
// and reports progress, and it is honest: records that differ only in what the reviewed player
// could not know give the same ratings (noninterference, docs/rules.md "Hidden").

import type { GameRecord } from "@number-games/engine";
import { RECORD_FORMAT } from "@number-games/engine";
import { describe, expect, it } from "vitest";
import { round1Values } from "../src/games/number-line/round1";
import { bestRound1Numbers, ReviewCancelled, reviewGame } from "../src/index";

const rec = (game: string, config: unknown, actions: unknown[]): GameRecord =>
  ({ format: RECORD_FORMAT, game, config, actions }) as GameRecord;
const place = (number: number, decoy?: boolean) =>
  decoy === undefined ? { type: "place", number } : { type: "place", number, decoy };

describe("Number Line round 1 against the exact solver", () => {
  const best = bestRound1Numbers(2, [])[0]!;
  // The second player's worst free number by the solver: an edge, far from the centre.
  const values = round1Values(2, [best]);
  const worst = values.reduce(
    (w, v, i) => (!Number.isNaN(v) && v < values[w - 1]! ? i + 1 : w),
    best === 1 ? 2 : 1,
  );
  const record = rec("number-line", { players: 2 }, [place(best), place(worst)]);

  it("rates the solver's best first move best, at no cost", () => {
    const [d] = reviewGame(record, 0);
    expect(d).toMatchObject({
      index: 0,
      rating: "best",
      cost: 0,
      method: "solver",
      unit: "points",
    });
  });

  it("flags the worst reply a mistake, with its cost and the better move", () => {
    const [d] = reviewGame(record, 1);
    const bestReply = Math.max(...values.filter((v) => !Number.isNaN(v)));
    expect(d!.rating).toBe("mistake");
    expect(d!.cost).toBeCloseTo(bestReply - values[worst - 1]!, 9);
    expect(d!.cost).toBeGreaterThanOrEqual(0.5);
    expect(values[(d!.best as { number: number }).number - 1]).toBe(bestReply);
  });
});

describe("Magic Numbers by rollouts", () => {
  // Seat 0's Good number is 6: at 20 points, keeping a 6 reaches the target 30 at once.
  const secrets = { type: "secrets", good: [6, 2], evil: [1, 3] };
  const roll = (value: number) => ({ type: "roll", value });
  const upTo20: unknown[] = [
    secrets,
    roll(6),
    { type: "keep" },
    roll(5),
    { type: "keep" },
    roll(6),
    { type: "keep" },
    roll(4),
    { type: "keep" },
    roll(6),
  ];
  const opts = { seed: "t", determinizations: 40 };

  it("giving away the roll that wins is a mistake; keeping it is best", () => {
    const gave = reviewGame(
      rec("magic-numbers", { players: 2 }, [...upTo20, { type: "give", to: 1 }]),
      0,
      opts,
    );
    const last = gave[gave.length - 1]!;
    expect(last).toMatchObject({
      index: upTo20.length,
      rating: "mistake",
      unit: "win",
      bestText: "keep",
    });
    expect(last.bestValue).toBe(1);
    const kept = reviewGame(
      rec("magic-numbers", { players: 2 }, [...upTo20, { type: "keep" }]),
      0,
      opts,
    );
    expect(kept[kept.length - 1]).toMatchObject({ rating: "best", cost: 0 });
  });

  it("is deterministic for a seed, reports progress and can be cancelled", () => {
    const record = rec("magic-numbers", { players: 2 }, upTo20.concat({ type: "keep" }));
    const seen: [number, number][] = [];
    const a = reviewGame(record, 0, { ...opts, onProgress: (d, t) => seen.push([d, t]) });
    expect(reviewGame(record, 0, opts)).toEqual(a);
    expect(seen).toEqual([0, 1, 2, 3].map((d) => [d, 3]));
    const signal = { aborted: false };
    const stop = () => {
      signal.aborted = true;
    };
    expect(() =>
      reviewGame(record, 0, { ...opts, signal, onProgress: (d) => d === 1 && stop() }),
    ).toThrow(ReviewCancelled);
  });

  it("noninterference: the opponent's secrets do not change the ratings", () => {
    const other = { ...secrets, good: [6, 5], evil: [1, 4] };
    const actions = upTo20.concat({ type: "give", to: 1 });
    const a = reviewGame(rec("magic-numbers", { players: 2 }, actions), 0, opts);
    const b = reviewGame(
      rec("magic-numbers", { players: 2 }, [other, ...actions.slice(1)]),
      0,
      opts,
    );
    expect(b).toEqual(a);
  });
});

describe("Number Line decoy round", () => {
  it("noninterference: the opponent's hidden decoy flag does not change the rating", () => {
    // Round 1: 0 then 1; round 2 starts with player 1, then 0 (decoy flag hidden from 1), then 1.
    const base = (decoy: boolean) =>
      rec("number-line", { players: 2 }, [
        place(5),
        place(6),
        place(3, false),
        place(8, decoy),
        place(2, true),
      ]);
    const opts = { seed: "d", determinizations: 30 };
    const a = reviewGame(base(true), 1, opts);
    const b = reviewGame(base(false), 1, opts);
    expect(a.map((d) => d.index)).toEqual([1, 2, 4]);
    expect(b).toEqual(a);
  });
});

describe("Take or Pay by rollouts", () => {
  // The first card is 35 with no tokens on it: taking it at once is a mistake; pay is better.
  const others = Array.from({ length: 34 }, (_, i) => i + 1).filter((n) => n !== 35);
  const record = (rest: number[]) =>
    rec("take-or-pay", { players: 3 }, [
      { type: "deal", deck: [35, ...rest].slice(0, 30) },
      { type: "take" },
    ]);
  const opts = { seed: "t", determinizations: 150 };

  it("taking a high card with no tokens on it at once is a mistake", () => {
    const [d] = reviewGame(record(others), 0, opts);
    expect(d).toMatchObject({ index: 1, rating: "mistake", bestText: "pay", unit: "win" });
    expect(d!.cost).toBeGreaterThanOrEqual(0.1);
  });

  it("noninterference: the hidden deck order and removed cards do not change the rating", () => {
    const shuffled = [...others].reverse();
    expect(reviewGame(record(shuffled), 0, opts)).toEqual(reviewGame(record(others), 0, opts));
  });
});
