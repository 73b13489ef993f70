// The class leaderboard as CSV: one row per student and game, UTF-8 with a byte-order mark
// (so Excel reads 李明 as 李明), CRLF lines, and a file name with the class code and the
// lesson's date. The server's CSV route writes times in UTC; the teacher's page writes them
// in its own time zone (`utcOffsetMinutes`).

import type { Leaderboard } from "./class-leaderboard";

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
 * One row per student and game (`LEADERBOARD_CSV_COLUMNS`): the student's class rank, name and
 * total, then the lesson's game number, when it ended, which game, table (1-based) and seat
 * (1-based, as people count), finished or stopped, the score, the place at the table and its
 * points. A stopped game has no score and no place.
 */
export function leaderboardCsv(board: Leaderboard, utcOffsetMinutes = 0): string {
  const lines = [LEADERBOARD_CSV_COLUMNS.join(",")];
  for (const e of board.entries) {
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
