// The lesson's leaderboard and the students' podium (docs/classroom.md, "Points"). A game
// played to its end gives every student at the table the points of their place there
// (PLACE_POINTS: 1st 3, 2nd 2, 3rd 1, later 0). The place is the table's, computers included
// (a student second behind a computer is second, as their own result screen says); tied
// players share the place and its points (two firsts both score 3, the next is third). A game
// the teacher stopped before its end has no score, place or points, and counts as stopped for
// its players, who stay on the board. Students are ranked by their points (equal points share
// the rank); computers are never on the board, so they never take a podium place. Built from
// finished games only: nothing of a running game is in it (test/class-points.test.ts).

import type { AnyGame, GameId, GameResult } from "@number-games/engine";
import type {
  ClassPodium,
  Leaderboard,
  LeaderboardEntry,
  LeaderboardGame,
} from "@number-games/protocol";
import { placePoints, podiumPlaces } from "@number-games/protocol";
import { nameKey } from "../storage/classes";
import type { ClassRow, ClassSeatRow, TableRow } from "../storage/types";
import type { ClassCtx } from "./context";

/** Which score is the better one, by game (the winners' way). */
const BETTER_SCORE: Readonly<Record<GameId, "higher" | "lower">> = {
  "number-line": "higher",
  "take-or-pay": "lower",
  "magic-numbers": "higher",
};

/**
 * Each seat's place at its table: 1 + the seats that did strictly better (a winner beats a
 * non-winner; otherwise the better score, the game's way). Equal results share a place.
 */
export function tablePlaces(
  game: GameId,
  result: Pick<GameResult, "scores" | "winners">,
): number[] {
  const sign = BETTER_SCORE[game] === "higher" ? 1 : -1;
  const won = (p: number) => result.winners.includes(p);
  const beats = (a: number, b: number) =>
    won(a) !== won(b) ? won(a) : sign * (result.scores[a]! - result.scores[b]!) > 0;
  return result.scores.map((_, p) => 1 + result.scores.filter((_, q) => beats(q, p)).length);
}

/** A table of the lesson whose game is over. */
export interface LessonGame {
  readonly tableId: string;
  readonly game: GameId;
  readonly round: number;
  readonly tableNumber: number;
  /** When it ended or was stopped (ISO). */
  readonly at: string;
  /** The result of a game played to its end; null when the teacher stopped it before. */
  readonly result: Pick<GameResult, "scores" | "winners"> | null;
  /**
   * Each seat's person when the game ended (their name), or null: a computer's seat (one kept
   * for a student moved away counts for them only if they were at no other table) or an open
   * one. Absent: not known (every seat row counts).
   */
  readonly people?: readonly (string | null)[];
}

/**
 * What the leaderboard takes from a class table: nothing while it plays (so no hidden part of
 * a running game can reach the board), its result once over, no result when stopped.
 */
export function lessonGame(
  meta: TableRow,
  live: { readonly game: AnyGame; readonly state: unknown; readonly terminal: boolean },
): LessonGame | null {
  // A game at its end counts even where the table's facts say so a moment later (another
  // process ended it and this one has applied the last move only), as on the dashboard.
  if ((meta.status !== "finished" && !live.terminal) || meta.classTable === undefined) return null;
  const result = live.terminal ? live.game.result(live.state) : null;
  return {
    tableId: meta.id,
    game: meta.game,
    round: meta.classTable.round,
    tableNumber: meta.classTable.number,
    at: meta.updatedAt,
    result: result === null ? null : { scores: result.scores, winners: result.winners },
    people: meta.seats.map((s) => (s.kind === "human" ? s.name : null)),
  };
}

export interface BoardFacts {
  readonly classId: string;
  readonly code: string;
  readonly createdAt: string;
  readonly rounds: number;
}

/**
 * The class leaderboard: each student seated at a game that is over gets that game (their
 * place's points, or a stopped game), once per game of the lesson (`counted`). Students are
 * told apart by name (a student released and joining again keeps their games). Ranked by
 * points; equal points share a rank and are listed by name.
 */
export function leaderboard(
  facts: BoardFacts,
  games: readonly LessonGame[],
  seatRows: readonly ClassSeatRow[],
): Leaderboard {
  const byTable = new Map<string, ClassSeatRow[]>();
  for (const r of seatRows) byTable.set(r.tableId, [...(byTable.get(r.tableId) ?? []), r]);
  type Totals = Omit<LeaderboardEntry, "rank" | "results"> & { results: LeaderboardGame[] };
  const totals = new Map<string, Totals>();
  const ordered = [...games].sort((a, b) => a.round - b.round || a.tableNumber - b.tableNumber);
  const counts = counted(ordered, byTable);
  for (const g of ordered) {
    const places = g.result === null ? null : tablePlaces(g.game, g.result);
    for (const r of byTable.get(g.tableId) ?? []) {
      const key = nameKey(r.name);
      if (counts.get(`${g.round}\u0000${key}`) !== g) continue;
      const e: Totals = totals.get(key) ?? {
        studentId: r.studentId,
        name: r.name,
        games: 0,
        wins: 0,
        points: 0,
        stopped: 0,
        results: [],
      };
      const place = places?.[r.seat] ?? null;
      const points = place === null ? 0 : placePoints(place);
      e.results.push({
        round: g.round,
        game: g.game,
        tableNumber: g.tableNumber,
        seat: r.seat,
        at: g.at,
        status: g.result === null ? "stopped" : "finished",
        score: g.result?.scores[r.seat] ?? null,
        place,
        points,
      });
      // The latest id under this name (a student who joined again).
      totals.set(key, {
        ...e,
        studentId: r.studentId,
        games: e.games + (g.result === null ? 0 : 1),
        wins: e.wins + (g.result?.winners.includes(r.seat) ? 1 : 0),
        points: e.points + points,
        stopped: e.stopped + (g.result === null ? 1 : 0),
      });
    }
  }
  const sorted = [...totals.values()].sort(
    (a, b) => b.points - a.points || a.name.localeCompare(b.name, "en"),
  );
  const entries: LeaderboardEntry[] = [];
  sorted.forEach((e, i) => {
    const prev = entries[i - 1];
    entries.push({
      rank: prev !== undefined && prev.points === e.points ? prev.rank : i + 1,
      ...e,
    });
  });
  const finished = games.filter((g) => g.result !== null).length;
  return {
    ...facts,
    finishedGames: finished,
    stoppedGames: games.length - finished,
    entries,
  };
}

/**
 * Which table each student's game of the lesson is, by round and name key: a student the
 * teacher moved to another table mid-game has seat rows at both (the first table's seat went
 * to a computer, kept for them). Theirs is the table whose seat was still theirs when the game
 * ended; with none such (each seat went to a computer), the first by table number.
 */
function counted(
  ordered: readonly LessonGame[],
  byTable: ReadonlyMap<string, readonly ClassSeatRow[]>,
): Map<string, LessonGame> {
  const out = new Map<string, LessonGame>();
  for (const g of ordered) {
    for (const r of byTable.get(g.tableId) ?? []) {
      const key = nameKey(r.name);
      const slot = `${g.round}\u0000${key}`;
      const person = g.people?.[r.seat];
      const held = person !== null && person !== undefined && nameKey(person) === key;
      const first = out.get(slot);
      if (first === undefined || (held && !holds(first, byTable, key))) out.set(slot, g);
    }
  }
  return out;
}

/** Whether a seat of `g` named `key` was still that person's when the game ended. */
function holds(
  g: LessonGame,
  byTable: ReadonlyMap<string, readonly ClassSeatRow[]>,
  key: string,
): boolean {
  return (byTable.get(g.tableId) ?? []).some((r) => {
    const person = g.people?.[r.seat];
    return (
      nameKey(r.name) === key && person !== null && person !== undefined && nameKey(person) === key
    );
  });
}

/** The podium: the leaderboard's top three ranks, and how this game's tables stand. */
export function podium(
  board: Leaderboard,
  round: number,
  roundTables: readonly TableRow[],
): ClassPodium {
  const over = roundTables.filter((t) => t.status === "finished");
  return {
    classId: board.classId,
    round,
    finishedGames: board.finishedGames,
    over: over.map((t) => t.classTable?.number ?? 0).sort((a, b) => a - b),
    playing: roundTables.length - over.length,
    places: podiumPlaces(board),
  };
}

/** The lesson's leaderboard and this game's tables, read once. */
async function lesson(
  ctx: ClassCtx,
  row: ClassRow,
): Promise<{ board: Leaderboard; current: TableRow[] }> {
  const [tables, seatRows] = await Promise.all([
    ctx.store.classTables(row.id),
    ctx.store.classSeats(row.id),
  ]);
  const games: LessonGame[] = [];
  for (const t of tables) {
    if (t.classTable === undefined) continue;
    const live = await ctx.tables.tables.live(t.id);
    const g = live === null ? null : lessonGame(t, live);
    if (g !== null) games.push(g);
  }
  const facts = { classId: row.id, code: row.code, createdAt: row.createdAt, rounds: row.round };
  return {
    board: leaderboard(facts, games, seatRows),
    current: tables.filter((t) => t.classTable?.round === row.round),
  };
}

export async function lessonLeaderboard(ctx: ClassCtx, row: ClassRow): Promise<Leaderboard> {
  return (await lesson(ctx, row)).board;
}

export async function lessonPodium(ctx: ClassCtx, row: ClassRow): Promise<ClassPodium> {
  const { board, current } = await lesson(ctx, row);
  return podium(board, row.round, current);
}

/**
 * A table of the class is over (or changed after): every student connection of the class hears
 * the podium, at most once per `pushMs`.
 */
export function podiumChanged(ctx: ClassCtx, classId: string): void {
  if (ctx.closed || ctx.podiumPending.has(classId)) return;
  const timer = setTimeout(() => {
    ctx.podiumPending.delete(classId);
    void pushPodium(ctx, classId).catch((e: unknown) =>
      ctx.log?.warn("could not push a class podium", { error: String(e) }),
    );
  }, ctx.pushMs);
  timer.unref?.();
  ctx.podiumPending.set(classId, timer);
}

async function pushPodium(ctx: ClassCtx, classId: string): Promise<void> {
  if (ctx.closed) return;
  const row = await ctx.store.getClass(classId);
  if (row !== null) ctx.notifier.podium(classId, await lessonPodium(ctx, row));
}
