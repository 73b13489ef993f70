// The lesson report's reading of a class's finished games (the teacher's report after or during
// a lesson): for each student, how good their decisions were game by game (the review engine's
// ratings, review.ts: the same as a player's own review), their costliest mistakes in the
// review's own words, and the trend over the lesson; for the class, the kinds of mistake most
// common in each game (kinds.ts) and the few moments worth discussing.
//
// Pure: the caller reviews each student's seats (lesson-review.ts, on worker threads in the
// server) and hands the results here. Costs in different units (expected points from the
// solver, win chance from rollouts) are compared through the review's own "mistake" line:
// a severity of 1 is a decision just costly enough to be called a mistake.

import type { GameId } from "@number-games/engine";
import type { ReviewUnit } from "./evaluate";
import type { ReviewedDecision } from "./review";
import { REVIEW_THRESHOLDS } from "./review";

/** A reviewed decision of a lesson, with the game's name for its kind of mistake, if any. */
export interface LessonDecision extends ReviewedDecision {
  readonly kind: string | null;
}

/** One student's seat in one finished game of the lesson, reviewed. */
export interface LessonSeat {
  readonly student: string;
  /** 1-based game of the lesson. */
  readonly gameNumber: number;
  readonly table: string;
  readonly game: GameId;
  readonly seat: number;
  /** 1-based place at the table, null when unknown. */
  readonly place: number | null;
  readonly points: number | null;
  readonly decisions: readonly LessonDecision[];
}

/** Where a decision was made, and what the review said of it. */
export interface LessonMoveRef {
  readonly student: string;
  readonly gameNumber: number;
  readonly table: string;
  readonly game: GameId;
  readonly seat: number;
  /** Index of the action in the table's record (the replay opens there). */
  readonly index: number;
  readonly actionText: string;
  readonly bestText: string;
  readonly cost: number;
  readonly unit: ReviewUnit;
  readonly kind: string | null;
}

export interface StudentGameLine {
  readonly gameNumber: number;
  readonly game: GameId;
  readonly table: string;
  readonly place: number | null;
  readonly points: number | null;
  readonly decisions: number;
  /** Rated best or fine. */
  readonly good: number;
  readonly mistakes: number;
}

export interface StudentTrend {
  readonly fromGame: number;
  readonly toGame: number;
  /** Mistakes per decision in the first and the last game with decisions. */
  readonly fromRate: number;
  readonly toRate: number;
  readonly fromMistakes: number;
  readonly toMistakes: number;
  readonly direction: "fewer" | "more" | "same";
}

export interface StudentReport {
  readonly student: string;
  readonly games: readonly StudentGameLine[];
  readonly decisions: number;
  readonly best: number;
  readonly good: number;
  readonly mistakes: number;
  /** Share of decisions rated best or fine; null without decisions. */
  readonly goodShare: number | null;
  /** The costliest mistakes, costliest first (at most MAX_COSTLY). */
  readonly costly: readonly LessonMoveRef[];
  /** First against last game; null with fewer than two games with decisions. */
  readonly trend: StudentTrend | null;
}

export interface KindCount {
  readonly game: GameId;
  readonly kind: string;
  readonly count: number;
  /** How many students made it at least once. */
  readonly students: number;
}

export interface LessonMoment extends LessonMoveRef {
  /** costly: a large loss; strong: the one good move, found. */
  readonly type: "costly" | "strong";
  /** How instructive: severity (cost over the mistake line) or the found move's margin. */
  readonly weight: number;
}

export interface LessonReading {
  readonly students: readonly StudentReport[];
  /** Per game, the kinds of mistake made, most common first. */
  readonly kinds: readonly KindCount[];
  /** The three to five most instructive positions (fewer when the lesson has fewer). */
  readonly moments: readonly LessonMoment[];
}

export const MAX_COSTLY = 3;
export const MAX_MOMENTS = 5;
/** At most this many of the moments are strong moves: the report is about learning from losses. */
const MAX_STRONG_MOMENTS = 2;
/** A trend counts only when the rates differ by more than this many mistakes per decision. */
const TREND_MARGIN = 0.05;

/** A decision's cost measured against the review's mistake line (1 = just a mistake). */
export function severity(d: Pick<ReviewedDecision, "cost" | "unit">): number {
  return d.cost / REVIEW_THRESHOLDS[d.unit].fine;
}

/** For a best move: how far above every other move it was, against the mistake line. */
export function strength(d: ReviewedDecision): number {
  if (d.rating !== "best") return 0;
  return Math.max(0, d.bestValue - d.runnerUpValue) / REVIEW_THRESHOLDS[d.unit].fine;
}

function ref(seat: LessonSeat, d: LessonDecision): LessonMoveRef {
  return {
    student: seat.student,
    gameNumber: seat.gameNumber,
    table: seat.table,
    game: seat.game,
    seat: seat.seat,
    index: d.index,
    actionText: d.actionText,
    bestText: d.bestText,
    cost: d.cost,
    unit: d.unit,
    kind: d.kind,
  };
}

function byGameThenTable(a: LessonSeat, b: LessonSeat): number {
  return a.gameNumber - b.gameNumber || (a.table < b.table ? -1 : a.table > b.table ? 1 : 0);
}

function studentReport(student: string, seats: readonly LessonSeat[]): StudentReport {
  const ordered = [...seats].sort(byGameThenTable);
  const games: StudentGameLine[] = ordered.map((s) => ({
    gameNumber: s.gameNumber,
    game: s.game,
    table: s.table,
    place: s.place,
    points: s.points,
    decisions: s.decisions.length,
    good: s.decisions.filter((d) => d.rating !== "mistake").length,
    mistakes: s.decisions.filter((d) => d.rating === "mistake").length,
  }));
  const all = ordered.flatMap((s) => s.decisions.map((d) => ({ s, d })));
  const decisions = all.length;
  const good = all.filter(({ d }) => d.rating !== "mistake").length;
  const costly = all
    .filter(({ d }) => d.rating === "mistake")
    .sort((a, b) => severity(b.d) - severity(a.d) || a.s.gameNumber - b.s.gameNumber)
    .slice(0, MAX_COSTLY)
    .map(({ s, d }) => ref(s, d));
  const played = games.filter((g) => g.decisions > 0);
  let trend: StudentTrend | null = null;
  if (played.length >= 2) {
    const first = played[0]!;
    const last = played[played.length - 1]!;
    const fromRate = first.mistakes / first.decisions;
    const toRate = last.mistakes / last.decisions;
    trend = {
      fromGame: first.gameNumber,
      toGame: last.gameNumber,
      fromRate,
      toRate,
      fromMistakes: first.mistakes,
      toMistakes: last.mistakes,
      direction:
        toRate < fromRate - TREND_MARGIN
          ? "fewer"
          : toRate > fromRate + TREND_MARGIN
            ? "more"
            : "same",
    };
  }
  return {
    student,
    games,
    decisions,
    best: all.filter(({ d }) => d.rating === "best").length,
    good,
    mistakes: decisions - good,
    goodShare: decisions === 0 ? null : good / decisions,
    costly,
    trend,
  };
}

function kindCounts(seats: readonly LessonSeat[]): KindCount[] {
  const counts = new Map<
    string,
    { game: GameId; kind: string; count: number; students: Set<string> }
  >();
  for (const seat of seats) {
    for (const d of seat.decisions) {
      if (d.rating !== "mistake" || d.kind === null) continue;
      const key = `${seat.game}\n${d.kind}`;
      const entry = counts.get(key) ?? {
        game: seat.game,
        kind: d.kind,
        count: 0,
        students: new Set(),
      };
      entry.count++;
      entry.students.add(seat.student);
      counts.set(key, entry);
    }
  }
  return [...counts.values()]
    .map(({ game, kind, count, students }) => ({ game, kind, count, students: students.size }))
    .sort(
      (a, b) =>
        (a.game < b.game ? -1 : a.game > b.game ? 1 : 0) ||
        b.count - a.count ||
        b.students - a.students ||
        (a.kind < b.kind ? -1 : 1),
    );
}

/**
 * The most instructive positions: the largest losses, and best moves that were the one good
 * move, at most one per table and game while there are enough of them, and at most two strong
 * moves. Ties go to the earlier game, table and action, so the choice is deterministic.
 */
function pickMoments(seats: readonly LessonSeat[]): LessonMoment[] {
  const candidates: LessonMoment[] = [];
  for (const seat of [...seats].sort(byGameThenTable)) {
    for (const d of seat.decisions) {
      if (d.rating === "mistake") {
        candidates.push({ ...ref(seat, d), type: "costly", weight: severity(d) });
      } else if (strength(d) >= 1) {
        candidates.push({ ...ref(seat, d), type: "strong", weight: strength(d) });
      }
    }
  }
  candidates.sort((a, b) => b.weight - a.weight);
  const chosen: LessonMoment[] = [];
  const where = (m: LessonMoment) => `${m.table}\n${m.gameNumber}`;
  for (const pass of [true, false]) {
    for (const m of candidates) {
      if (chosen.length >= MAX_MOMENTS) break;
      if (chosen.includes(m)) continue;
      if (
        m.type === "strong" &&
        chosen.filter((c) => c.type === "strong").length >= MAX_STRONG_MOMENTS
      ) {
        continue;
      }
      if (pass && chosen.some((c) => where(c) === where(m))) continue;
      chosen.push(m);
    }
  }
  return chosen.sort((a, b) => b.weight - a.weight);
}

/** The whole lesson's reading (see the header). Students come in the order of `students`. */
export function readLesson(
  students: readonly string[],
  seats: readonly LessonSeat[],
): LessonReading {
  return {
    students: students.map((id) =>
      studentReport(
        id,
        seats.filter((s) => s.student === id),
      ),
    ),
    kinds: kindCounts(seats),
    moments: pickMoments(seats),
  };
}
