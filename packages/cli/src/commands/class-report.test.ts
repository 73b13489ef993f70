// `numbers class report`'s text: every figure of the report, in the printed report's words
// (the print package's LESSON_REPORT_TEXT), and "not final" while the review is computing.

import type { LessonReport, ReportMove } from "@number-games/protocol";
import { describe, expect, it } from "vitest";
import { reportText } from "./class-report";

const move = (over: Partial<ReportMove>): ReportMove => ({
  studentId: "s1",
  name: "Ann",
  gameNumber: 1,
  tableId: "t1",
  game: "number-line",
  seat: 0,
  index: 2,
  actionText: "place 1",
  bestText: "place 5",
  cost: 4,
  unit: "points",
  kind: "own-ground",
  ...over,
});

const game = (gameNumber: number, place: number | null, mistakes: number) => ({
  gameNumber,
  game: "number-line" as const,
  tableId: `t${gameNumber}`,
  place,
  points: 10,
  decisions: 4,
  good: 4 - mistakes,
  mistakes,
});

const REPORT: LessonReport = {
  classId: "c1",
  status: { state: "ready", done: 12, total: 12 },
  students: [
    {
      studentId: "s1",
      name: "Ann",
      games: [game(1, 2, 2), game(2, 1, 0)],
      decisions: 8,
      good: 6,
      mistakes: 2,
      goodShare: 0.75,
      costly: [move({}), move({ gameNumber: 2, index: 0, cost: 0.2, unit: "win", kind: null })],
      trend: {
        fromGame: 1,
        toGame: 2,
        fromMistakes: 2,
        toMistakes: 0,
        fromRate: 0.5,
        toRate: 0,
        direction: "fewer",
      },
      warmup: { score: 11, total: 12, misses: [{ shown: 12, chosen: 20 }] },
    },
    {
      studentId: "s2",
      name: "Bo",
      games: [game(1, 1, 1), game(2, null, 1)],
      decisions: 4,
      good: 2,
      mistakes: 2,
      goodShare: 0.5,
      costly: [],
      trend: {
        fromGame: 1,
        toGame: 2,
        fromMistakes: 1,
        toMistakes: 1,
        fromRate: 0.25,
        toRate: 0.25,
        direction: "same",
      },
      warmup: null,
    },
    {
      studentId: "s3",
      name: "Cy",
      games: [],
      decisions: 0,
      good: 0,
      mistakes: 0,
      goodShare: null,
      costly: [],
      trend: null,
      warmup: { score: 12, total: 12, misses: [] },
    },
  ],
  kinds: [{ game: "number-line", kind: "own-ground", count: 3, students: 2 }],
  moments: [
    { ...move({}), type: "costly" },
    { ...move({ index: 5, tableId: "t2" }), type: "strong" },
  ],
  misread: [
    {
      shown: 12,
      count: 3,
      confusedWith: [
        { chosen: 20, count: 2 },
        { chosen: 2, count: 1 },
      ],
    },
  ],
  games: [{ gameNumber: 1, game: "number-line", tables: 1 }],
};

describe("numbers class report: text", () => {
  it("prints every figure of a complete report", () => {
    expect(reportText(REPORT)).toBe(
      [
        "Every decision of the finished games is rated (12 in all).",
        "",
        "Students",
        "  Ann: 75% good decisions of 8 (game 1: 2, game 2: 1)",
        "    fewer costly mistakes in game 2 (0) than in game 1 (2)",
        "    game 1, move 3: place on 1; better: place on 5 (4.00 points) [own-ground]",
        "    game 2, move 1: place on 1; better: place on 5 (20% win chance)",
        "    warm-up: 11 of 12",
        "  Bo: 50% good decisions of 4 (game 1: 1, game 2: –)",
        "    about as many mistakes in game 2 as in game 1",
        "  Cy: no decisions yet",
        "    warm-up: 12 of 12",
        "",
        "The most common mistakes",
        "  number-line: own-ground ×3 (2 students)",
        "",
        "Moments worth discussing",
        "  costly: game 1 (table t1), move 3: place on 1; better: place on 5",
        "  strong: game 1 (table t2), move 6: place on 1; better: place on 5",
        "",
        "Numbers misread in the warm-up",
        "  12 ×3: taken for 20 ×2, 2 ×1",
        "",
      ].join("\n"),
    );
  });

  it("says a report still computing is not final, and what is empty", () => {
    const text = reportText({
      ...REPORT,
      status: { state: "computing", done: 3, total: 12 },
      students: [],
      kinds: [],
      moments: [],
      misread: [],
    });
    expect(text).toBe(
      [
        "Still computing: 3 of 12 decisions rated. These figures are not final.",
        "",
        "Students",
        "",
        "The most common mistakes",
        "  No mistake of a named kind so far.",
        "",
        "Moments worth discussing",
        "  No moment stands out yet.",
        "",
        "Numbers misread in the warm-up",
        "  No number was misread (or no warm-up was done).",
        "",
      ].join("\n"),
    );
  });
});
