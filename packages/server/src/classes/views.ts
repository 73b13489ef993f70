// What the teacher and each student see of a class. A table on the dashboard is built from
// the spectator observation and public facts only (`tableSummary`), so hidden cards, secrets
// and decoys stay hidden from the teacher until the game is over (test/class-views.test.ts
// varies them). The leaderboard is leaderboard.ts's. Pure: functions of rows, never a read.

import type { AnyGame, GameId, ObservationBase } from "@number-games/engine";
import { TERMINAL, takeOrPayGame } from "@number-games/engine";
import type {
  ClassFacts,
  DashboardJoinRequest,
  DashboardSeat,
  DashboardTable,
  PendingStop,
  RosterNotice,
  StudentSeat,
  StudentView,
} from "@number-games/protocol";
import { toJson } from "../common/json";
import type { ClassRow, ClassSeatRow, StudentRow, TableRow } from "../storage/types";

/**
 * Each seat's points so far as a spectator may know them, by game (a game without an entry
 * shows none): Number Line's scored rounds, Take or Pay's card points (tokens are secret),
 * nothing of Magic Numbers (scores are secret until the end).
 */
const PUBLIC_STANDINGS: Readonly<
  Record<GameId, (observation: ObservationBase<unknown>) => readonly (number | null)[]>
> = {
  "number-line": (o) => (o as unknown as { totals: readonly number[] }).totals,
  "take-or-pay": (o) =>
    (o as unknown as { cards: readonly (readonly number[])[] }).cards.map((c) =>
      takeOrPayGame.cardPoints(c),
    ),
  "magic-numbers": (o) => Array.from({ length: o.players }, () => null),
};

/** A live table as the dashboard shows it (spectator knowledge only until the end). */
export function tableSummary(
  meta: TableRow,
  game: AnyGame,
  state: unknown,
  actors: readonly number[],
  seatRows: readonly ClassSeatRow[],
  /** The table's stored presence (seat → away since, or null); none: every seat present. */
  presence?: ReadonlyMap<number, number | null>,
): DashboardTable {
  const observation = game.observe(state, "spectator");
  const over = game.toMove(state) === TERMINAL;
  // A game at its end is finished even where the table's facts say so a moment later (another
  // process ended it and this one has applied the last move only).
  const status = over ? "finished" : meta.status !== "finished" ? "playing" : "stopped";
  const result = status === "finished" ? toJson(game.result(state)) : null;
  const public_ = PUBLIC_STANDINGS[meta.game as GameId];
  const standings =
    result !== null ? result.scores : public_ ? public_(observation) : meta.seats.map(() => null);
  const bySeat = new Map(seatRows.filter((r) => r.tableId === meta.id).map((r) => [r.seat, r]));
  const seats = meta.seats.map((s, seat): DashboardSeat => {
    if (s.kind === "bot") {
      // A student handed this seat to the computer: their seat row stays until someone sits.
      const keptFor = bySeat.get(seat)?.studentId ?? null;
      return {
        seat,
        kind: "bot",
        studentId: null,
        name: `Bot (${s.level})`,
        level: s.level,
        keptFor,
        computerPlays: false,
        awaySince: null,
      };
    }
    const holder = s.tokenHash === null ? undefined : bySeat.get(seat);
    return {
      seat,
      kind: "human",
      studentId: holder?.studentId ?? null,
      name: s.name,
      level: null,
      keptFor: null,
      computerPlays: s.handedOver !== undefined,
      awaySince:
        status === "playing" && s.tokenHash !== null ? (presence?.get(seat) ?? null) : null,
    };
  });
  const actor = observation.actor;
  return {
    tableId: meta.id,
    code: meta.code,
    tableNumber: meta.classTable?.number ?? 0,
    game: meta.game,
    status,
    paused: meta.pausedAt !== undefined,
    seats,
    seq: actors.length,
    moves: actors.filter((a) => a >= 0).length,
    toMove: actor.kind === "player" ? actor.player : null,
    standings: [...standings],
    result,
  };
}

export function classFacts(row: ClassRow): ClassFacts {
  return {
    id: row.id,
    code: row.code,
    game: row.game,
    config: row.config,
    tableSize: row.tableSize,
    settings: row.settings,
    turnClockSeconds: row.turnClockSeconds,
    status: row.status,
    round: row.round,
    seated: row.seated,
    paused: row.pausedAt !== null,
    graceSeconds: row.graceSeconds,
    createdAt: row.createdAt,
    lastActivityAt: new Date(row.activeAt).toISOString(),
  };
}

/**
 * Where each student of this round sits: the seat rows of this round's tables whose table
 * seat still holds the student's token (a released seat is no one's).
 */
export function seatsOfRound(
  tables: readonly TableRow[],
  seatRows: readonly ClassSeatRow[],
  students: readonly StudentRow[],
): Map<string, StudentSeat> {
  const byId = new Map(tables.map((t) => [t.id, t]));
  const tokenOf = new Map(students.map((s) => [s.id, s.tokenHash]));
  const out = new Map<string, StudentSeat>();
  for (const r of seatRows) {
    const t = byId.get(r.tableId);
    const s = t?.seats[r.seat];
    if (t === undefined || s?.kind !== "human" || s.tokenHash !== tokenOf.get(r.studentId))
      continue;
    out.set(r.studentId, {
      tableId: t.id,
      code: t.code,
      seat: r.seat,
      tableNumber: t.classTable?.number ?? 0,
    });
  }
  return out;
}

export function studentView(
  row: ClassRow,
  student: StudentRow,
  seat: StudentSeat | null,
  /** The student is gone from this token (released, or moved to another device). */
  gone: "released" | "moved" | null = null,
): StudentView {
  return {
    classId: row.id,
    code: row.code,
    studentId: student.id,
    name: student.name,
    game: row.game,
    settings: row.settings,
    classStatus: row.status,
    round: row.round,
    paused: row.pausedAt !== null,
    status: gone ?? (seat === null ? "waiting" : "seated"),
    table: gone !== null ? null : seat,
    warmup: student.warmup,
  };
}

/** The dashboard's part: the open requests (oldest first) and the notices (latest first). */
export function rosterFacts(row: ClassRow): {
  listed: boolean;
  requests: DashboardJoinRequest[];
  requestsOpen: boolean;
  notices: RosterNotice[];
} {
  return {
    listed: row.roster !== null,
    requestsOpen: !row.requestsClosed,
    requests: row.requests
      .filter((r) => r.status === "pending")
      .map((r) => ({ id: r.id, name: r.name, askedAt: r.askedAt })),
    notices: [...row.notices],
  };
}

/** The dashboard's view of a hold: which of this game's tables stop, and when. */
export function pendingStop(row: ClassRow, tables: readonly TableRow[]): PendingStop | null {
  const stop = row.stopping;
  if (stop === null) return null;
  const held = new Set(stop.tableIds);
  return {
    kind: stop.kind,
    until: new Date(stop.until).toISOString(),
    game: stop.game,
    tableSize: stop.tableSize,
    tables: tables.filter((t) => held.has(t.id)).map((t) => t.classTable?.number ?? 0),
  };
}
