// The class leaderboard as CSV: one row per student and game, UTF-8 with a byte-order mark
// (so Excel reads 李明 as 李明), CRLF lines, and a file name with the class code and the
// lesson's date. The server's CSV route writes times in UTC; the teacher's page writes them
// in its own time zone (`utcOffsetMinutes`). The header is the same in every file, so a
// teacher who imports one a lesson lines the columns up: the lesson report's columns
// (LESSON_REPORT_CSV_COLUMNS) are always there, filled with the student's figures once the
// report is complete (every decision of the finished games rated) and empty before, so no
// half-done figure reaches a spreadsheet.

import type { Leaderboard } from "./class-leaderboard";
import type { LessonReport } from "./class-report";

export const CSV_BOM = "\uFEFF";

export const LEADERBOARD_CSV_COLUMNS = [
  "class_rank",
  "name",
  "total_points",
  "game",
  "date",
  "time",
  "game_name",
  "table",
  "seat",
  "result",
  "score",
  "rank",
  "points",
] as const;

/**
 * The student's figures from the complete lesson report, always after the leaderboard's
 * columns (empty cells while the report is not complete): decisions rated, the share rated best or nearly best (a whole percent), the
 * decisions rated mistakes, and the warm-up's numbers read right and wrong (empty without a
 * warm-up; empty shares without decisions).
 */
export const LESSON_REPORT_CSV_COLUMNS = [
  "decisions_reviewed",
  "good_decisions_percent",
  "costly_mistakes",
  "warmup_right",
  "warmup_wrong",
] as const;

/**
 * A cell a spreadsheet will not run as a formula, quoted where CSV needs it. Numbers are
 * written as they are (a negative score stays a number); null is an empty cell.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return "";
  if (typeof value === "number") return String(value);
  let s = value;
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** "YYYY-MM-DD" and "HH:MM" of an ISO time, `utcOffsetMinutes` east of UTC. */
export function localDateTime(iso: string, utcOffsetMinutes = 0): { date: string; time: string } {
  const shifted = new Date(Date.parse(iso) + utcOffsetMinutes * 60_000).toISOString();
  return { date: shifted.slice(0, 10), time: shifted.slice(11, 16) };
}

/**
 * The student's cells of LESSON_REPORT_CSV_COLUMNS (all empty when there is no complete
 * report, or it has no line for them).
 */
function reportCells(student: LessonReport["students"][number] | undefined): (number | null)[] {
  if (student === undefined) return LESSON_REPORT_CSV_COLUMNS.map(() => null);
  const w = student.warmup;
  return [
    student.decisions,
    student.goodShare === null ? null : Math.round(student.goodShare * 100),
    student.decisions === 0 ? null : student.mistakes,
    w === null ? null : w.score,
    w === null ? null : w.total - w.score,
  ];
}

/**
 * One row per student and game (`LEADERBOARD_CSV_COLUMNS`): the student's class rank, name and
 * total, then the lesson's game number, when it ended, which game, table (1-based) and seat
 * (1-based, as people count), finished or stopped, the score, the place at the table and its
 * points. A stopped game has no score and no place. The student's LESSON_REPORT_CSV_COLUMNS
 * follow on each of their rows: their figures when `report` is ready, empty cells otherwise.
 */
export function leaderboardCsv(
  board: Leaderboard,
  utcOffsetMinutes = 0,
  report: LessonReport | null = null,
): string {
  const complete = report !== null && report.status.state === "ready" ? report : null;
  const byStudent = new Map(complete?.students.map((s) => [s.studentId, s]) ?? []);
  const lines = [[...LEADERBOARD_CSV_COLUMNS, ...LESSON_REPORT_CSV_COLUMNS].join(",")];
  for (const e of board.entries) {
    const extra = reportCells(byStudent.get(e.studentId));
    for (const g of e.results) {
      const { date, time } = localDateTime(g.at, utcOffsetMinutes);
      const row = [
        e.rank,
        e.name,
        e.points,
        g.round,
        date,
        time,
        g.game,
        g.tableNumber,
        g.seat + 1,
        g.status,
        g.score,
        g.place,
        g.points,
        ...extra,
      ];
      lines.push(row.map(csvCell).join(","));
    }
  }
  return `${CSV_BOM}${lines.join("\r\n")}\r\n`;
}

/** `class-<code>-<YYYY-MM-DD>.csv`, the lesson's date `utcOffsetMinutes` east of UTC. */
export function leaderboardFileName(board: Leaderboard, utcOffsetMinutes = 0): string {
  return `class-${board.code}-${localDateTime(board.createdAt, utcOffsetMinutes).date}.csv`;
}
