// Marks the log's moves that a computer played for a person (their turn's clock ran out, or
// they had left the table): the server says which of a seat's own moves they were
// (`AutoplayedMove`, from the frame or the record), and each seat's moves are counted here in
// log order. Every player action makes exactly one move entry (autoplayed.test.ts checks it).

import type { AutoplayedMove } from "@number-games/protocol";
import type { LogEntry, LogKey } from "./entries";

/** The log entries that are a player's own move (one per action). */
const MOVE_KEYS: ReadonlySet<LogKey> = new Set([
  "place",
  "placeReal",
  "placeDecoy",
  "pay",
  "take",
  "keep",
  "give",
]);

export function isMove(e: LogEntry): boolean {
  return e.player !== null && MOVE_KEYS.has(e.key);
}

export function markAutoplayed(
  entries: readonly LogEntry[],
  moves: readonly AutoplayedMove[] | undefined,
): readonly LogEntry[] {
  if (moves === undefined || moves.length === 0) return entries;
  const reason = new Map(moves.map((m) => [`${m.seat}:${m.move}`, m.reason]));
  const counts = new Map<number, number>();
  return entries.map((e) => {
    if (!isMove(e) || e.player === null) return e;
    const n = counts.get(e.player) ?? 0;
    counts.set(e.player, n + 1);
    const r = reason.get(`${e.player}:${n}`);
    return r === undefined ? e : { ...e, autoplayed: r };
  });
}
