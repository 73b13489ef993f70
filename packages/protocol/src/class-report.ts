// The lesson report (teacher only, GET /api/classes/:id/report): what each student's decisions
// in the class's finished games were worth by the review engine, the warm-up's misread numbers,
// the class's most common kinds of mistake and the moments worth discussing. Computed by the
// server on its bot worker threads as games end; until every finished game is reviewed it says
// so (`status.state` "computing", with progress) and its figures are not final.

import type { GameId } from "@number-games/engine";

export const REPORT_STATES = ["computing", "ready"] as const;
export type ReportState = (typeof REPORT_STATES)[number];

export interface ReportStatus {
  readonly state: ReportState;
  /** Decisions rated, of all decisions in the finished games so far. */
  readonly done: number;
  readonly total: number;
}

/** A warm-up question answered wrong: the number shown, and the one chosen. */
export interface WarmupMiss {
  readonly shown: number;
  readonly chosen: number;
}

/** Where a decision was made, and what the review said of it. */
export interface ReportMove {
  readonly studentId: string;
  /** The student's name; null on the projector unless the teacher shows names. */
  readonly name: string | null;
  readonly gameNumber: number;
  readonly tableId: string;
  readonly game: GameId;
  readonly seat: number;
  /** Index of the action in the table's record: the replay opens at the position before it. */
  readonly index: number;
  /** The move played and the better one, in the review's words (formatAction). */
  readonly actionText: string;
  readonly bestText: string;
  /** Best value − played value: expected points ("points") or win chance ("win"). */
  readonly cost: number;
  readonly unit: "points" | "win";
  /** The game's name for this kind of mistake, or null. */
  readonly kind: string | null;
}

export interface ReportMoment extends ReportMove {
  /** costly: a large loss; strong: the one good move, found. */
  readonly type: "costly" | "strong";
}

export interface ReportGameLine {
  readonly gameNumber: number;
  readonly game: GameId;
  readonly tableId: string;
  readonly place: number | null;
  readonly points: number | null;
  readonly decisions: number;
  /** Rated best or fine by the review. */
  readonly good: number;
  readonly mistakes: number;
}

export interface ReportTrend {
  readonly fromGame: number;
  readonly toGame: number;
  readonly fromMistakes: number;
  readonly toMistakes: number;
  readonly fromRate: number;
  readonly toRate: number;
  readonly direction: "fewer" | "more" | "same";
}

export interface LessonReportStudent {
  readonly studentId: string;
  readonly name: string;
  readonly games: readonly ReportGameLine[];
  readonly decisions: number;
  readonly good: number;
  readonly mistakes: number;
  /** Share of decisions rated best or fine; null without decisions. */
  readonly goodShare: number | null;
  /** The costliest mistakes, costliest first. */
  readonly costly: readonly ReportMove[];
  readonly trend: ReportTrend | null;
  /** The warm-up: score, total and the numbers misread; null when not done. */
  readonly warmup: {
    readonly score: number;
    readonly total: number;
    readonly misses: readonly WarmupMiss[];
  } | null;
}

export interface ReportKind {
  readonly game: GameId;
  readonly kind: string;
  readonly count: number;
  readonly students: number;
}

/** A number the class misread in the warm-up, with what it was taken for. */
export interface ReportMisread {
  readonly shown: number;
  /** Times answered wrong, over all students. */
  readonly count: number;
  /** What it was taken for, most often first. */
  readonly confusedWith: readonly { readonly chosen: number; readonly count: number }[];
}

export interface LessonReport {
  readonly classId: string;
  readonly status: ReportStatus;
  readonly students: readonly LessonReportStudent[];
  readonly kinds: readonly ReportKind[];
  readonly moments: readonly ReportMoment[];
  /** The warm-up's most misread numbers, most often first. */
  readonly misread: readonly ReportMisread[];
  /** Finished games so far: game number → finished tables. */
  readonly games: readonly {
    readonly gameNumber: number;
    readonly game: GameId;
    readonly tables: number;
  }[];
}

/** The warm-up's misread numbers over the class, most often first (ties: the smaller number). */
export function misreadNumbers(misses: readonly WarmupMiss[]): ReportMisread[] {
  const byShown = new Map<number, Map<number, number>>();
  for (const { shown, chosen } of misses) {
    const row = byShown.get(shown) ?? new Map<number, number>();
    row.set(chosen, (row.get(chosen) ?? 0) + 1);
    byShown.set(shown, row);
  }
  return [...byShown.entries()]
    .map(([shown, row]) => ({
      shown,
      count: [...row.values()].reduce((a, b) => a + b, 0),
      confusedWith: [...row.entries()]
        .map(([chosen, count]) => ({ chosen, count }))
        .sort((a, b) => b.count - a.count || a.chosen - b.chosen),
    }))
    .sort((a, b) => b.count - a.count || a.shown - b.shown);
}
