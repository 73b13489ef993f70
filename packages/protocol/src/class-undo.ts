// No one-click damage (issue #23, item 4): "End this game" and "Next game, new tables" with
// unfinished tables hold those tables paused for CLASS_UNDO.windowMs first; meanwhile the
// teacher may undo (everything as it was) or go on at once. The stop happens when the window
// is over. Stopped tables stay in the lesson's history (`GET /api/classes/:id/history`).
// The prose is /docs/classroom.md ("Undo for 10 seconds").

import type { GameId } from "@number-games/engine";
import type { DashboardTable, TableSize } from "./classes";

export const CLASS_UNDO = {
  /** How long an end or next game can be undone (the server's test settings may shorten it). */
  windowMs: 10_000,
} as const;

export const STOP_KINDS = ["end", "next"] as const;
export type StopKind = (typeof STOP_KINDS)[number];

/** An end or next game the teacher can still undo (ClassDashboard.stopping). */
export interface PendingStop {
  readonly kind: StopKind;
  /** When the tables stop (ISO); until then they are paused and the teacher may undo. */
  readonly until: string;
  /** The next game's, for kind "next". */
  readonly game: GameId;
  readonly tableSize: TableSize;
  /** The tables that stop, by number (each with no result). */
  readonly tables: readonly number[];
}

/** One earlier game of the lesson: its tables as they ended (finished or stopped). */
export interface HistoryGame {
  readonly round: number;
  readonly game: GameId;
  readonly tables: readonly DashboardTable[];
}

/** `GET /api/classes/:id/history`: the lesson's earlier games, oldest first. */
export interface ClassHistory {
  readonly classId: string;
  readonly games: readonly HistoryGame[];
}
