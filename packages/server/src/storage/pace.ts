// How fast people play, read from a SQLite store's timestamps: the mean time between an
// action and the next move of a human seat (bots' moves and autoplayed turns left out),
// for `numbers analyze`'s minutes per game. Read-only: a missing file is "no data", never
// created. Timestamps are whole seconds (CURRENT_TIMESTAMP), so only the mean over many
// moves is meaningful; gaps over five minutes are a pause, not a move, and are left out.

import { existsSync } from "node:fs";
import SQLite from "better-sqlite3";

export interface StoredPace {
  readonly secondsPerMove: number;
  /** Timed human moves, and the tables they come from. */
  readonly moves: number;
  readonly tables: number;
}

/** Gaps longer than this are pauses (a player away), not thinking time. */
export const MAX_MOVE_SECONDS = 300;

/** Fewer timed moves than this measure nothing. */
export const MIN_TIMED_MOVES = 20;

function epochSeconds(text: string): number {
  const iso = text.includes("T") ? text : `${text.replace(" ", "T")}Z`;
  return Date.parse(iso) / 1000;
}

/**
 * Whether `file`, when it exists, is a Number Games SQLite store (readable, with the tables'
 * table): false for another kind of file. A missing file is no problem (no store yet).
 */
export function isStoreOrAbsent(file: string): boolean {
  if (!existsSync(file)) return true;
  let db: SQLite.Database;
  try {
    db = new SQLite(file, { readonly: true, fileMustExist: true });
  } catch {
    return false;
  }
  try {
    db.prepare("SELECT id FROM ng_tables LIMIT 1").all();
    return true;
  } catch {
    return false;
  } finally {
    db.close();
  }
}

/**
 * The stored pace of `game`'s tables in the SQLite file, or null when the file does not
 * exist, is not a store, or holds fewer than MIN_TIMED_MOVES timed human moves.
 */
export function storedPace(file: string, game: string): StoredPace | null {
  let db: SQLite.Database;
  try {
    db = new SQLite(file, { readonly: true, fileMustExist: true });
  } catch {
    return null;
  }
  try {
    const tables = db.prepare("SELECT id, seats FROM ng_tables WHERE game = ?").all(game) as {
      id: string;
      seats: string;
    }[];
    const actions = db.prepare(
      "SELECT seq, actor, autoplay, created_at FROM ng_actions WHERE table_id = ? ORDER BY seq",
    );
    let sum = 0;
    let moves = 0;
    let used = 0;
    for (const t of tables) {
      const seats = JSON.parse(t.seats) as { kind: string }[];
      const rows = actions.all(t.id) as {
        seq: number;
        actor: number;
        autoplay: string | null;
        created_at: string;
      }[];
      let timed = 0;
      for (let i = 1; i < rows.length; i++) {
        const r = rows[i]!;
        if (r.actor < 0 || r.autoplay !== null || seats[r.actor]?.kind !== "human") continue;
        const gap = epochSeconds(r.created_at) - epochSeconds(rows[i - 1]!.created_at);
        if (!Number.isFinite(gap) || gap < 0 || gap > MAX_MOVE_SECONDS) continue;
        sum += gap;
        timed++;
      }
      moves += timed;
      if (timed > 0) used++;
    }
    if (moves < MIN_TIMED_MOVES) return null;
    return { secondsPerMove: sum / moves, moves, tables: used };
  } catch {
    return null;
  } finally {
    db.close();
  }
}
