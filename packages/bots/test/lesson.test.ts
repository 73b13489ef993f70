// The lesson report's reading (src/review/lesson.ts, lesson-review.ts, games/*/lesson-kinds.ts):
// a crafted game with a known blunder shows up as that student's costly mistake, with its kind
// and as a moment worth discussing; the aggregation counts, trends and picks moments as
// documented; each game's classifier names its typical mistakes and nothing else.

import type { GameRecord } from "@number-games/engine";
import { getGame, RECORD_FORMAT } from "@number-games/engine";
import { describe, expect, it } from "vitest";
import { magicNumbersMistakeKinds } from "../src/games/magic-numbers/lesson-kinds";
import { numberLineMistakeKinds } from "../src/games/number-line/lesson-kinds";
import { round1Values } from "../src/games/number-line/round1";
import { takeOrPayMistakeKinds } from "../src/games/take-or-pay/lesson-kinds";
import type { LessonDecision, LessonSeat } from "../src/index";
import {
  bestRound1Numbers,
  decisionIndices,
  MAX_MOMENTS,
  readLesson,
  reviewSeat,
} from "../src/index";

const rec = (game: string, config: unknown, actions: unknown[]): GameRecord =>
  ({ format: RECORD_FORMAT, game, config, actions }) as GameRecord;
const place = (number: number) => ({ type: "place", number });

/** The full state after `actions`, and the one before the last of them. */
function around(game: string, config: unknown, actions: unknown[]) {
  const g = getGame(game as "number-line");
  const cfg = g.parseConfig(config);
  if (!cfg.ok) throw new Error(cfg.error.message);
  let state: unknown = g.newGame(cfg.value);
  let before: unknown = state;
  for (const raw of actions) {
    const a = g.parseAction(raw);
    if (!a.ok) throw new Error(a.error.message);
    const next = g.apply(state as never, a.value);
    if (!next.ok) throw new Error(next.error.message);
    before = state;
    state = next.value;
  }
  const last = g.parseAction(actions[actions.length - 1]);
  if (!last.ok) throw new Error(last.error.message);
  return { game: g as never, before, after: state, action: last.value };
}

describe("a crafted blunder", () => {
  // Take or Pay: the first card is 35 with no tokens on it, and seat 0 takes it at once.
  const others = Array.from({ length: 34 }, (_, i) => i + 1).filter((n) => n !== 35);
  const takeAt35 = rec("take-or-pay", { players: 3 }, [
    { type: "deal", deck: [35, ...others].slice(0, 30) },
    { type: "take" },
  ]);
  // Number Line: seat 1 answers the solver's best first card with its worst reply.
  const best = bestRound1Numbers(2, [])[0]!;
  const values = round1Values(2, [best]);
  const worst = values.reduce(
    (w, v, i) => (!Number.isNaN(v) && v < values[w - 1]! ? i + 1 : w),
    best === 1 ? 2 : 1,
  );
  const line = rec("number-line", { players: 2 }, [place(best), place(worst)]);
  const opts = { seed: "lesson", determinizations: 150 };

  it("is that student's costly mistake, with its kind, and a moment worth discussing", () => {
    const ana = reviewSeat(takeAt35, 0, opts);
    expect(ana).toHaveLength(1);
    expect(ana[0]).toMatchObject({ index: 1, rating: "mistake", kind: "take-high-small-pot" });
    const ben = reviewSeat(line, 1, opts);
    const cy = reviewSeat(line, 0, opts);
    const seats: LessonSeat[] = [
      {
        student: "ana",
        gameNumber: 1,
        table: "T1",
        game: "take-or-pay",
        seat: 0,
        place: 3,
        points: 35,
        decisions: ana,
      },
      {
        student: "ben",
        gameNumber: 1,
        table: "T2",
        game: "number-line",
        seat: 1,
        place: 2,
        points: 3,
        decisions: ben,
      },
      {
        student: "cy",
        gameNumber: 1,
        table: "T2",
        game: "number-line",
        seat: 0,
        place: 1,
        points: 7,
        decisions: cy,
      },
    ];
    const reading = readLesson(["ana", "ben", "cy"], seats);
    const [a, b, c] = reading.students;
    expect(a!.costly[0]).toMatchObject({
      table: "T1",
      index: 1,
      actionText: "take",
      bestText: "pay",
    });
    expect(a!.goodShare).toBe(0);
    // The worst reply is far from the first card: a mistake of none of the named kinds.
    expect(b!.costly[0]).toMatchObject({ table: "T2", index: 1, kind: null });
    expect(b!.mistakes).toBe(1);
    expect(c!.mistakes).toBe(0);
    expect(c!.costly).toEqual([]);
    const moments = reading.moments.filter((m) => m.type === "costly");
    expect(moments.map((m) => m.student).sort()).toEqual(["ana", "ben"]);
    expect(reading.kinds).toContainEqual({
      game: "take-or-pay",
      kind: "take-high-small-pot",
      count: 1,
      students: 1,
    });
  });
});

/** A decision with the given rating and cost (win-chance unit: the mistake line is 0.10). */
function decision(
  index: number,
  rating: LessonDecision["rating"],
  cost = 0,
  kind: string | null = null,
): LessonDecision {
  return {
    index,
    action: { type: "pay" },
    actionText: "pay",
    rating,
    cost,
    unit: "win",
    method: "rollouts",
    value: 0.5 - cost,
    best: { type: "take" },
    bestText: "take",
    bestValue: 0.5,
    runnerUpValue: rating === "best" ? 0.5 - cost : 0.5,
    kind,
  } as LessonDecision;
}

function seatOf(
  student: string,
  gameNumber: number,
  table: string,
  decisions: LessonDecision[],
): LessonSeat {
  return {
    student,
    gameNumber,
    table,
    game: "take-or-pay",
    seat: 0,
    place: null,
    points: null,
    decisions,
  };
}

describe("the reading of a lesson", () => {
  it("counts decisions, the good share and the trend from the first to the last game", () => {
    const seats = [
      seatOf("ana", 3, "C", [
        decision(1, "best"),
        decision(2, "fine", 0.05),
        decision(3, "best"),
        decision(4, "best"),
      ]),
      seatOf("ana", 1, "A", [
        decision(1, "mistake", 0.3),
        decision(2, "mistake", 0.2),
        decision(3, "best"),
        decision(4, "fine", 0.01),
      ]),
      seatOf("ana", 2, "B", []),
    ];
    const [ana] = readLesson(["ana"], seats).students;
    expect(ana!.games.map((g) => g.gameNumber)).toEqual([1, 2, 3]);
    expect(ana).toMatchObject({ decisions: 8, best: 4, good: 6, mistakes: 2, goodShare: 0.75 });
    expect(ana!.trend).toMatchObject({
      fromGame: 1,
      toGame: 3,
      fromMistakes: 2,
      toMistakes: 0,
      direction: "fewer",
    });
    expect(ana!.costly.map((m) => m.cost)).toEqual([0.3, 0.2]);
  });

  it("has no trend with one game, and says 'more' when mistakes grow", () => {
    const one = readLesson(["a"], [seatOf("a", 1, "A", [decision(1, "mistake", 0.2)])])
      .students[0]!;
    expect(one.trend).toBeNull();
    const worse = readLesson(
      ["a"],
      [
        seatOf("a", 1, "A", [decision(1, "best"), decision(2, "best")]),
        seatOf("a", 2, "B", [decision(1, "mistake", 0.2), decision(2, "best")]),
      ],
    ).students[0]!;
    expect(worse.trend?.direction).toBe("more");
  });

  it("a student without decisions has no share (not 0%)", () => {
    const [none] = readLesson(["z"], []).students;
    expect(none).toMatchObject({ decisions: 0, goodShare: null, trend: null, costly: [] });
  });

  it("moments: the largest losses first, one per table while there are enough, at most five", () => {
    const seats = [
      seatOf("a", 1, "A", [decision(1, "mistake", 0.9), decision(2, "mistake", 0.8)]),
      seatOf("b", 1, "B", [decision(1, "mistake", 0.3)]),
      seatOf("c", 1, "C", [decision(1, "mistake", 0.2)]),
      seatOf("d", 2, "A", [
        decision(1, "mistake", 0.25),
        decision(2, "mistake", 0.7),
        decision(3, "mistake", 0.6),
      ]),
      seatOf("e", 2, "B", [decision(1, "best", 0.4)]),
      seatOf("f", 2, "C", [
        decision(1, "best", 0.5),
        decision(2, "best", 0.45),
        decision(3, "best", 0.44),
      ]),
    ];
    const { moments } = readLesson([], seats);
    expect(moments).toHaveLength(MAX_MOMENTS);
    // One per table and game first: A1 0.9, A2 0.7, B1 0.3, C1 0.2 and the strong moves C2, B2.
    const where = moments.map((m) => `${m.table}${m.gameNumber}:${m.type}`);
    expect(new Set(where).size).toBe(where.length);
    expect(moments[0]).toMatchObject({ table: "A", gameNumber: 1, cost: 0.9, type: "costly" });
    expect(moments.filter((m) => m.type === "strong").length).toBeLessThanOrEqual(2);
    expect(moments.map((m) => m.weight)).toEqual(
      [...moments.map((m) => m.weight)].sort((x, y) => y - x),
    );
  });

  it("counts each game's kinds of mistake and the students who made them, most common first", () => {
    const seats = [
      seatOf("a", 1, "A", [
        decision(1, "mistake", 0.3, "pay-own-run"),
        decision(2, "mistake", 0.3, "pay-own-run"),
      ]),
      seatOf("b", 1, "B", [
        decision(1, "mistake", 0.3, "take-high-small-pot"),
        decision(2, "best", 0, "pay-own-run"),
      ]),
    ];
    expect(readLesson([], seats).kinds).toEqual([
      { game: "take-or-pay", kind: "pay-own-run", count: 2, students: 1 },
      { game: "take-or-pay", kind: "take-high-small-pot", count: 1, students: 1 },
    ]);
  });
});

describe("each game's kinds of mistake", () => {
  it("Take or Pay: paying for a card beside one of yours; taking a high card early for little", () => {
    const rest = Array.from({ length: 36 }, (_, i) => i + 1).filter(
      (c) => ![20, 21, 35].includes(c),
    );
    const deck = [20, 21, 35, ...rest].slice(0, 30);
    const cfg = { players: 3 };
    // Seat 0 takes 20; the next card, 21, comes back round to seat 0, who pays for it.
    const paid = around("take-or-pay", cfg, [
      { type: "deal", deck },
      { type: "take" },
      { type: "pay" },
      { type: "pay" },
      { type: "pay" },
    ]);
    expect(takeOrPayMistakeKinds.classify({ ...paid, seat: 0 })).toBe("pay-own-run");
    const tookHigh = around("take-or-pay", cfg, [
      { type: "deal", deck: [35, ...deck.filter((c) => c !== 35)] },
      { type: "take" },
    ]);
    expect(takeOrPayMistakeKinds.classify({ ...tookHigh, seat: 0 })).toBe("take-high-small-pot");
    const tookLow = around("take-or-pay", cfg, [{ type: "deal", deck }, { type: "take" }]);
    expect(takeOrPayMistakeKinds.classify({ ...tookLow, seat: 0 })).toBeNull();
  });

  it("Magic Numbers: a give that raised the receiver's score; a keep that did not raise yours", () => {
    const cfg = { players: 2 };
    const secrets = { type: "secrets", good: [6, 2], evil: [1, 3] };
    const gave = around("magic-numbers", cfg, [
      secrets,
      { type: "roll", value: 4 },
      { type: "give", to: 1 },
    ]);
    expect(magicNumbersMistakeKinds.classify({ ...gave, seat: 0 })).toBe("give-helps");
    const gaveEvil = around("magic-numbers", cfg, [
      secrets,
      { type: "roll", value: 3 },
      { type: "give", to: 1 },
    ]);
    expect(magicNumbersMistakeKinds.classify({ ...gaveEvil, seat: 0 })).toBeNull();
    const keptEvil = around("magic-numbers", cfg, [
      secrets,
      { type: "roll", value: 1 },
      { type: "keep" },
    ]);
    expect(magicNumbersMistakeKinds.classify({ ...keptEvil, seat: 0 })).toBe("keep-hurts");
    const keptGood = around("magic-numbers", cfg, [
      secrets,
      { type: "roll", value: 6 },
      { type: "keep" },
    ]);
    expect(magicNumbersMistakeKinds.classify({ ...keptGood, seat: 0 })).toBeNull();
  });

  it("Number Line: on your own ground; beside another player's card", () => {
    const cfg = { players: 2 };
    const placeAs = (number: number, decoy: boolean) => ({ type: "place", number, decoy });
    // Round 2 (player 1 starts): 1's real card on 3, 0's card on 8, then 1 places on 2, which
    // its own 3 already wins.
    const own = around("number-line", cfg, [
      place(5),
      place(6),
      placeAs(3, false),
      placeAs(8, true),
      placeAs(2, true),
    ]);
    expect(numberLineMistakeKinds.classify({ ...own, seat: 1 })).toBe("own-ground");
    // In round 1 of three players, a card beside another player's card.
    const nextTo = around("number-line", { players: 3 }, [place(5), place(9), place(4)]);
    expect(numberLineMistakeKinds.classify({ ...nextTo, seat: 2 })).toBe("beside-a-card");
    const beside = around("number-line", cfg, [place(5), place(6)]);
    expect(numberLineMistakeKinds.classify({ ...beside, seat: 1 })).toBe("beside-a-card");
    const apart = around("number-line", cfg, [place(5), place(9)]);
    expect(numberLineMistakeKinds.classify({ ...apart, seat: 1 })).toBeNull();
  });
});

describe("a review cut into jobs", () => {
  it("rates each decision as the whole review does, whatever the cut", () => {
    const record = rec("take-or-pay", { players: 3 }, [
      { type: "deal", deck: Array.from({ length: 30 }, (_, i) => 36 - i) },
      { type: "pay" },
      { type: "pay" },
      { type: "take" },
      { type: "take" },
      { type: "pay" },
      { type: "pay" },
      { type: "take" },
    ]);
    const opts = { seed: "cut", determinizations: 40 };
    const whole = reviewSeat(record, 0, opts);
    const indices = decisionIndices(record, 0);
    expect(whole.map((d) => d.index)).toEqual(indices);
    const pieces = indices.flatMap((i) => reviewSeat(record, 0, opts, [i]));
    expect(pieces).toEqual(whole);
  });
});
