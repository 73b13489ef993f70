// The one place that decides what each seat, spectator and HTTP reader may see: a seat's or
// the spectator's frame (the engine's `observe`), the table's facts (a private table's seed,
// result and rematch link only for its seat holders: `mayWatch`), and the record as one
// reader may know it. The engine decides what each viewer may know of each action
// (`viewHistory`); this module only turns that into the record's JSON: an action known in
// full as itself, a partial one as the game shows it, a hidden one as REDACTED_ACTION, with
// the indices of the last two listed in `meta.redacted`. `announce` hands the frames to the
// notifier (this process's connections) and the update to the other processes.

import type { ActionView, Result, Viewer } from "@number-games/engine";
import { exhaustive, getGame, ok, RECORD_FORMAT } from "@number-games/engine";
import type {
  ObservationFrame,
  ProtocolError,
  SeatInfo,
  TableInfo,
  TableRecord,
  TakebackInfo,
} from "@number-games/protocol";
import { autoplayedMoves, isTableId, parseJoinCode, REDACTED_ACTION } from "@number-games/protocol";
import { tokenMatches } from "../common/ids";
import { toJson } from "../common/json";
import type { ActionRow, StoredSeat, TableRow } from "../storage/types";
import { catchUp } from "./catch-up";
import { shownDeadline } from "./clock";
import type { Ctx } from "./context";
import { fail } from "./context";
import type { LiveTable } from "./live-table";

// ---------------------------------------------------------------- readers' queries

/** A table by id or join code. */
export async function findRow(ctx: Ctx, ref: string): Promise<TableRow | null> {
  if (isTableId(ref)) return ctx.store.getTable(ref);
  const code = parseJoinCode(ref);
  return code === null ? null : ctx.store.getTableByCode(code);
}

/**
 * The table's facts. Anyone with the id or code sees the lobby facts (to claim a seat); a
 * private table's seed, result and rematch link need one of its seat tokens.
 */
export async function info(
  ctx: Ctx,
  ref: string,
  seatToken: string | null,
): Promise<Result<TableInfo, ProtocolError>> {
  const row = await findRow(ctx, ref);
  if (row === null) return fail("ERR_NOT_FOUND", "no such table");
  if (row.status === "lobby") return ok(shownInfo(row, seatToken, tableInfo(row, null)));
  const t = await ctx.cache.live(row.id);
  if (t === null) return fail("ERR_NOT_FOUND", "no such table");
  if (ctx.options.shared) await t.exclusive(() => catchUp(ctx, t));
  const facts = row.version >= t.meta.version ? row : t.meta;
  return ok(shownInfo(row, seatToken, tableInfo(facts, t)));
}

/**
 * Public tables being played, and public lobbies while a person holding one of their seats
 * is connected (seen by a sweep lately, on any process): a table nobody sits at is junk.
 */
export async function listPublic(ctx: Ctx): Promise<TableInfo[]> {
  const rows = await ctx.store.listTables({
    visibility: "public",
    statuses: ["lobby", "playing"],
    limit: 100,
    seenSince: ctx.now() - 2 * ctx.sweepMs,
  });
  const seqs = await ctx.store.seqs(rows.map((r) => r.id));
  return rows.map((r) => tableInfo(r, null, seqs.get(r.id) ?? 0));
}

/**
 * The record as its reader may know it: a seat's own view for one of its seat tokens, else
 * the spectator's, each action as the engine's `viewHistory` shows it (everything once the
 * game is over); the seed once the table has finished. A private table's record only for a
 * holder of one of its seat tokens.
 */
export async function record(
  ctx: Ctx,
  ref: string,
  seatToken: string | null,
): Promise<Result<TableRecord, ProtocolError>> {
  const row = await findRow(ctx, ref);
  if (row === null) return fail("ERR_NOT_FOUND", "no such table");
  if (!mayWatch(row, seatToken)) return privateTable();
  const viewer = readerOf(row, seatToken);
  const t = await ctx.cache.live(row.id);
  if (t === null) return fail("ERR_NOT_FOUND", "no such table");
  return t.exclusive(async () => {
    if (ctx.options.shared) await catchUp(ctx, t);
    return ok(recordOf(t, viewer));
  });
}

/** The frame `viewer` gets now (null in the lobby or for an unknown table). */
export async function currentFrame(
  ctx: Ctx,
  tableId: string,
  viewer: Viewer,
): Promise<ObservationFrame | null> {
  const t = await ctx.cache.live(tableId);
  if (t === null || t.meta.status === "lobby") return null;
  return t.exclusive(async () => {
    if (ctx.options.shared) await catchUp(ctx, t);
    return frame(t, viewer);
  });
}

// ---------------------------------------------------------------- what each may see

/**
 * Public tables are open to everyone; a private one to the holders of its seat tokens, and a
 * class's table also to its teacher (the class's teacher token is its host token), who
 * reads it as a spectator.
 */
export function mayWatch(row: TableRow, seatToken: string | null): boolean {
  if (row.visibility === "public") return true;
  if (seatToken === null) return false;
  if (row.classTable !== undefined && tokenMatches(seatToken, row.hostTokenHash)) return true;
  return row.seats.some((s) => s.kind === "human" && tokenMatches(seatToken, s.tokenHash));
}

/** The one refusal for strangers: the same whatever the table's state, so it tells nothing. */
export const privateTable = () =>
  fail(
    "ERR_PRIVATE_TABLE",
    "this table is private: only its seated players can watch it or download its record",
  );

/** The table's facts as a reader with `seatToken` may see them (see `mayWatch`). */
export function shownInfo(row: TableRow, seatToken: string | null, info: TableInfo): TableInfo {
  return mayWatch(row, seatToken) ? info : { ...info, seed: null, result: null, rematch: null };
}

export function tableInfo(row: TableRow, t: LiveTable | null, seq = 0): TableInfo {
  const finished = row.status === "finished";
  const game = getGame(row.game);
  return {
    id: row.id,
    code: row.code,
    game: row.game,
    config: row.config,
    visibility: row.visibility,
    status: row.status,
    paused: row.pausedAt !== undefined,
    seats: row.seats.map(seatInfo),
    seq: t?.seq ?? seq,
    turnClockSeconds: row.turnClockSeconds,
    startRace: row.startRace === null ? null : { winner: row.startRace.winner },
    rematch: row.rematch,
    seedCommitment: row.seedCommitment,
    seed: finished ? row.seed : null,
    result: finished && t !== null ? toJson(game.result(t.state)) : null,
    createdAt: row.createdAt,
    away: { action: row.awayRule.action, graceSeconds: row.awayRule.graceSeconds },
    toMove: row.status === "playing" && t !== null && t.toMove >= 0 ? t.toMove : null,
    ending: row.ending,
    ...takebackOf(row, t?.seq ?? null),
  };
}

/** The table's latest takeback request as everyone at it may see it (absent: none). */
function takebackOf(row: TableRow, seq: number | null): { takeback?: TakebackInfo } {
  for (let seat = 0; seat < row.seats.length; seat++) {
    const s = row.seats[seat];
    if (s?.kind !== "human" || s.takeback === undefined) continue;
    const r = s.takeback;
    // An open request the table has moved past was closed by that move: nothing to show.
    const moved = (seq !== null && seq !== r.seq) || row.status !== "playing";
    if (r.outcome === "open" && moved) return {};
    const takeback: TakebackInfo = {
      by: seat,
      seq: r.seq,
      agreed: [...r.agreed],
      outcome: r.outcome,
      ...(r.decliner !== undefined ? { decliner: r.decliner } : {}),
    };
    return { takeback };
  }
  return {};
}

/** The frame `viewer` gets now: its own observation of the position. */
export function frame(t: LiveTable, viewer: Viewer): ObservationFrame {
  return {
    tableId: t.meta.id,
    seq: t.seq,
    observation: t.game.observe(t.state, viewer),
    deadline: shownDeadline(t),
    ...(t.autoplayed.length > 0 ? { autoplayed: autoplayedMoves(t.actors, t.autoplayed) } : {}),
  };
}

/** The record as `viewer` may know it (everything, and the seed, once the game is over). */
export function recordOf(t: LiveTable, viewer: Viewer): TableRecord {
  // Over: played to its end, or ended early by a resignation or a claim (the seed is out).
  const full = t.meta.status === "finished" && (t.terminal || t.meta.ending !== null);
  const { actions, redacted } = viewedActions(t.game.viewHistory(t.state, viewer));
  return {
    format: RECORD_FORMAT,
    game: t.meta.game,
    config: t.meta.config,
    actions,
    players: t.meta.seats.map(seatName),
    meta: {
      tableId: t.meta.id,
      public: !full,
      viewer,
      seedCommitment: t.meta.seedCommitment,
      seed: full ? t.meta.seed : null,
      rng: t.meta.rng,
      redacted,
      autoplayed: t.autoplayed.map((a) => ({ ...a })),
      ...(full ? {} : { spectator: toJson(t.game.observe(t.state, "spectator")) }),
      ...(t.meta.ending !== null ? { ending: t.meta.ending } : {}),
      ...(t.takebacks > 0 ? { takebacks: t.takebacks } : {}),
    },
  };
}

/** Sends this process's connections their frames of the current position. */
export function sendFrames(ctx: Ctx, t: LiveTable): void {
  ctx.announced.set(t, { seq: t.seq, deadline: shownDeadline(t) });
  const viewers: Viewer[] = [...t.meta.seats.keys(), "spectator"];
  for (const v of viewers) {
    if (ctx.notifier.hasAudience(t.meta.id, v)) ctx.notifier.frame(t.meta.id, v, frame(t, v));
  }
}

/**
 * Sends every viewer its frame: this process's connections directly; other processes
 * (`Notifier.publish`) get one small update (`rows`: what was just appended) and send their
 * own connections' frames (`applyRemote`).
 */
export function announce(ctx: Ctx, t: LiveTable, rows: readonly ActionRow[] = []): void {
  sendFrames(ctx, t);
  ctx.notifier.changed?.(t.meta);
  ctx.notifier.publish?.({
    tableId: t.meta.id,
    seq: t.seq,
    version: t.meta.version,
    deadline: shownDeadline(t),
    rows,
  });
}

export function seatInfo(s: StoredSeat, seat: number): SeatInfo {
  if (s.kind === "bot") {
    return {
      seat,
      kind: "bot",
      name: `Bot (${s.level})`,
      level: s.level,
      claimed: true,
      handedOver: null,
    };
  }
  return {
    seat,
    kind: "human",
    name: s.name,
    level: null,
    claimed: s.tokenHash !== null,
    handedOver: s.handedOver === undefined ? null : { by: s.handedOver.by, at: s.handedOver.at },
  };
}

export function seatName(s: StoredSeat, seat: number): string {
  return s.kind === "bot" ? `Bot (${s.level})` : (s.name ?? `Seat ${seat + 1}`);
}

/** Who is reading: the seat this token belongs to, else a spectator. */
export function readerOf(row: TableRow, seatToken: string | null): Viewer {
  if (seatToken === null) return "spectator";
  const seat = row.seats.findIndex(
    (s) => s.kind === "human" && tokenMatches(seatToken, s.tokenHash),
  );
  return seat < 0 ? "spectator" : seat;
}

/** The record's `actions` and `meta.redacted` from a viewer's view of the history. */
export function viewedActions(views: readonly ActionView<unknown>[]): {
  actions: unknown[];
  redacted: number[];
} {
  const redacted: number[] = [];
  const actions = views.map((view, i): unknown => {
    switch (view.kind) {
      case "known":
        return toJson(view.action);
      case "partial":
        redacted.push(i);
        return toJson(view.shown);
      case "hidden":
        redacted.push(i);
        return REDACTED_ACTION;
      default:
        return exhaustive(view);
    }
  });
  return { actions, redacted };
}
