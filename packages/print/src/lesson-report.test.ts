// The lesson report as a printed document (lesson-report.ts): every section from the report,
// "not final" while it is computing, names in the moments only when the teacher shows them,
// the warm-up's numbers as the students saw them, the same kinds of mistake in both
// languages, and every word of its own in the fonts the web app ships.

import { describe, expect, it } from "vitest";
import { chunkOf } from "./fonts/files";
import type { LessonReportInput, ReportMoveInput } from "./lesson-report";
import { LESSON_REPORT_TEXT, lessonReportDocument, moveLine } from "./lesson-report";
import { nodeChunkOf } from "./node";
import { planReport, printableReport } from "./report";

const move = {
  name: "Ana",
  gameNumber: 2,
  game: "take-or-pay" as const,
  index: 13,
  actionText: "take",
  bestText: "pay",
  cost: 0.31,
  unit: "win" as const,
  kind: "take-high-small-pot",
};

/** A move of `game`, played and better in the engine's notation. */
const moment = (game: ReportMoveInput["game"], actionText: string, bestText: string) => ({
  ...move,
  game,
  actionText,
  bestText,
  kind: null,
});

/** Every kind of move of every game, as a decision's played and better move. */
const EVERY_MOVE = [
  ["number-line", "place 1", "place 5"],
  ["number-line", "place 3 decoy", "place 3 real"],
  ["take-or-pay", "take", "pay"],
  ["magic-numbers", "give 1", "keep"],
  ["magic-numbers", "roll 4", "secrets 1/2 3/4"],
  ["take-or-pay", "deal 1 2 3", "take"],
] as const;

function report(state: "computing" | "ready"): LessonReportInput {
  return {
    status: { state, done: state === "ready" ? 40 : 12, total: 40 },
    students: [
      {
        name: "Ana",
        games: [
          { gameNumber: 1, place: 2, decisions: 10, mistakes: 3 },
          { gameNumber: 2, place: 1, decisions: 10, mistakes: 1 },
        ],
        decisions: 20,
        goodShare: 0.8,
        costly: [move],
        trend: { fromGame: 1, toGame: 2, fromMistakes: 3, toMistakes: 1, direction: "fewer" },
        warmup: { score: 8, total: 10 },
      },
      {
        name: "欧阳明月",
        games: [],
        decisions: 0,
        goodShare: null,
        costly: [],
        trend: null,
        warmup: null,
      },
    ],
    kinds: [{ game: "take-or-pay", kind: "take-high-small-pot", count: 3, students: 2 }],
    moments: [{ ...move, type: "costly" }],
    misread: [
      {
        shown: 12,
        count: 3,
        confusedWith: [
          { chosen: 20, count: 2 },
          { chosen: 21, count: 1 },
        ],
      },
    ],
  };
}

const texts = (input: LessonReportInput, lang: "en" | "zh", showNames: boolean) => {
  const doc = lessonReportDocument(input, {
    lang,
    paper: "a4",
    classCode: "K7Q2",
    date: "2026-12-02",
    showNames,
  });
  const printable = printableReport(doc, nodeChunkOf);
  // It lays out (every character has a font) ...
  expect(planReport(printable, nodeChunkOf).pages.length).toBeGreaterThan(0);
  // ... and these are its strings before line breaking.
  return [
    printable.title,
    printable.subtitle,
    ...printable.sections.flatMap((s) => [
      s.heading,
      ...(s.paragraphs ?? []),
      ...(s.table?.columns ?? []),
      ...(s.table?.rows.flat() ?? []),
    ]),
  ].join("\n");
};

describe("the printed lesson report", () => {
  it("says its figures are not final while it is computing, and when every decision is rated", () => {
    expect(texts(report("computing"), "en", true)).toContain(
      "12 of 40 decisions rated. These figures are not final.",
    );
    expect(texts(report("ready"), "en", true)).not.toContain("not final");
    expect(texts(report("computing"), "zh", true)).toContain("还不是最终结果");
  });

  it("has the students, the common mistakes, the moments and the misread numbers", () => {
    const en = texts(report("ready"), "en", true);
    for (const s of [
      "Ana",
      "80% (20)",
      "fewer costly mistakes in game 2 (1) than in game 1 (3)",
      "game 2, move 14: take the card; better: pay a token (31% win chance)",
      "Taking a high card with a small pot early",
      "十二 (12)",
      "二十 (20) × 2",
      "欧阳明月",
      "no decisions yet",
    ]) {
      expect(en).toContain(s);
    }
    const zh = texts(report("ready"), "zh", true);
    expect(zh).toContain("过早拿走筹码很少的大牌");
    expect(zh).toContain("第 2 局第 14 步：拿牌；更好：付一个筹码");
  });

  it("hides the names of the moments unless the teacher shows them", () => {
    const input = { ...report("ready"), students: [] };
    expect(texts(input, "en", false)).not.toContain("Ana");
    expect(texts(input, "en", false)).toContain("(hidden)");
    expect(texts(input, "en", true)).toContain("Ana");
  });

  it("prints its own words with the font files the web app ships (no ?), in both languages", () => {
    // Names in Latin letters: only the report's own words are the print package's to cover.
    // The moments hold every kind of move of every game.
    const input = {
      ...report("computing"),
      students: report("computing").students.map((st) => ({ ...st, name: "Ana" })),
      moments: EVERY_MOVE.map(([game, played, best]) => ({
        ...moment(game, played, best),
        type: "costly" as const,
      })),
    };
    for (const lang of ["en", "zh"] as const) {
      for (const state of ["computing", "ready"] as const) {
        const doc = lessonReportDocument(
          { ...input, status: { ...input.status, state } },
          { lang, paper: "letter", classCode: "K7Q2", date: "2026-12-02 10:40", showNames: false },
        );
        expect(printableReport(doc, chunkOf), `${lang} ${state}`).toEqual(doc);
      }
      const empty = lessonReportDocument(
        { ...input, students: [], kinds: [], moments: [], misread: [] },
        { lang, paper: "a4", classCode: "K7Q2", date: "2026-12-02", showNames: false },
      );
      expect(printableReport(empty, chunkOf), `${lang} empty`).toEqual(empty);
    }
  });

  it("says the moves in the players' words, not the engine's notation", () => {
    const line = (lang: "en" | "zh", game: ReportMoveInput["game"], played: string, best: string) =>
      moveLine(LESSON_REPORT_TEXT[lang], moment(game, played, best));
    expect(line("en", "number-line", "place 1", "place 5")).toBe(
      "game 2, move 14: place on 1; better: place on 5",
    );
    expect(line("zh", "number-line", "place 1", "place 5")).toBe(
      "第 2 局第 14 步：放在 1；更好：放在 5",
    );
    expect(line("en", "number-line", "place 3 decoy", "place 3 real")).toBe(
      "game 2, move 14: place the decoy on 3; better: place the real card on 3",
    );
    expect(line("zh", "number-line", "place 3 decoy", "place 3 real")).toBe(
      "第 2 局第 14 步：把诱饵放在 3；更好：把真牌放在 3",
    );
    expect(line("en", "take-or-pay", "take", "pay")).toBe(
      "game 2, move 14: take the card; better: pay a token",
    );
    expect(line("zh", "take-or-pay", "take", "pay")).toBe(
      "第 2 局第 14 步：拿牌；更好：付一个筹码",
    );
    // A seat is "Player N" (the report names no one but the student), no space after 送给.
    expect(line("en", "magic-numbers", "give 1", "keep")).toBe(
      "game 2, move 14: give the roll to Player 2; better: keep the roll",
    );
    expect(line("zh", "magic-numbers", "give 1", "keep")).toBe(
      "第 2 局第 14 步：把这个点数送给玩家 2；更好：留下这个点数",
    );
    // Notation that does not read as a move is printed as it is.
    expect(line("en", "take-or-pay", "swap", "pay")).toBe(
      "game 2, move 14: swap; better: pay a token",
    );
    // The document's tables say the same.
    const zh = texts(
      {
        ...report("ready"),
        moments: [{ ...moment("number-line", "place 1", "place 5"), type: "costly" }],
      },
      "zh",
      true,
    );
    expect(zh).toContain("放在 1；更好：放在 5");
    expect(zh).not.toContain("place");
  });

  it("names the same kinds of mistake in both languages", () => {
    expect(Object.keys(LESSON_REPORT_TEXT.zh.kinds).sort()).toEqual(
      Object.keys(LESSON_REPORT_TEXT.en.kinds).sort(),
    );
  });
});
