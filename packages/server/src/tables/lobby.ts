// The lobby: creating a table, claiming, kicking and botting seats, the start race, the start
// itself and the rematch. Every change is read, check, write with the version read
// (`mutateLobby`), retried when another writer got there first; then the lobby is told.

import type { Result } from "@number-games/engine";
import { getGame, ok } from "@number-games/engine";
import type {
  CreateTableRequestParsed,
  CreateTableResponse,
  ProtocolError,
  RematchResponse,
  SeatBotLevel,
  TableInfo,
} from "@number-games/protocol";
import { isTableId, START_RACE } from "@number-games/protocol";
import { newJoinCode, newSeed, newTableId, newToken, sha256Hex, tokenMatches } from "../common/ids";
import { toJson } from "../common/json";
import { LOST, retryLost } from "../storage/compare-and-set";
import type { StoredSeat, TablePatch, TableRow } from "../storage/types";
import { advance } from "./autoplay";
import { reload } from "./catch-up";
import { broadcast } from "./commit";
import type { Ctx } from "./context";
import { fail } from "./context";
import { seedCommitment, TABLE_RNG } from "./fairness";
import { seatName, tableInfo } from "./views";

const DEFAULT_REMATCH_RESERVE_MS = 60_000;

export async function create(
  ctx: Ctx,
  req: CreateTableRequestParsed,
): Promise<Result<CreateTableResponse, ProtocolError>> {
  const game = getGame(req.game);
  const cfg = game.parseConfig(req.config ?? {});
  if (!cfg.ok) return fail("ERR_CONFIG", cfg.error.message, cfg.error.code);
  const players = game.numPlayers(cfg.value);
  if (players !== req.seats.length) {
    return fail(
      "ERR_CONFIG",
      `the config has ${players} players but ${req.seats.length} seats were given`,
    );
  }
  const seats: StoredSeat[] = req.seats.map((s) =>
    s.kind === "bot" ? { kind: "bot", level: s.level } : openSeat(),
  );
  const seed = newSeed();
  const hostToken = newToken();
  const now = new Date(ctx.now()).toISOString();
  // A fresh id (and join code) each time: a taken one loses the race.
  return retryLost<Result<CreateTableResponse, ProtocolError>>(
    async () => {
      const row: TableRow = {
        id: newTableId(),
        game: req.game,
        config: toJson(cfg.value),
        seats,
        visibility: req.visibility,
        turnClockSeconds: req.turnClockSeconds,
        startRace: req.startRace ? { winner: null } : null,
        awayRule: { action: req.awayAction, graceSeconds: req.awayGraceSeconds },
        ...newTableFacts(seed, hostToken, now),
      };
      if (!(await ctx.store.createTable(row))) return LOST;
      return ok({ tableId: row.id, code: row.code, hostToken, table: tableInfo(row, null) });
    },
    () => fail("ERR_INTERNAL", "could not allocate a table id; try again"),
  );
}

/** A newcomer claims an open seat (`wanted`, else the first one not kept for someone). */
export async function claim(
  ctx: Ctx,
  tableId: string,
  name: string,
  wanted?: number,
): Promise<Result<{ seat: number; seatToken: string; table: TableInfo }, ProtocolError>> {
  return claimSeat(ctx, tableId, name, wanted, false);
}

/**
 * `previousHolder`: the caller proved (rematch) that it held `wanted` at the finished table,
 * so a reservation of that seat is its own. Checks: seat exists, open, not kept for another.
 */
async function claimSeat(
  ctx: Ctx,
  tableId: string,
  name: string,
  wanted: number | undefined,
  previousHolder: boolean,
): Promise<Result<{ seat: number; seatToken: string; table: TableInfo }, ProtocolError>> {
  let seat = -1;
  let seatToken = "";
  const res = await mutateLobby(ctx, tableId, null, (row) => {
    const now = ctx.now();
    const keptMs = (s: StoredSeat) =>
      s.kind === "human" && s.reservedUntil !== undefined ? s.reservedUntil - now : 0;
    const reserved = (ms: number) =>
      fail(
        "ERR_SEAT_RESERVED",
        `this seat is kept for its player from the last game for ${Math.ceil(ms / 1000)} s more`,
      );
    if (wanted !== undefined) {
      const s = row.seats[wanted];
      if (s === undefined) return fail("ERR_MALFORMED", `the table has no seat ${wanted}`);
      if (s.kind !== "human" || s.tokenHash !== null) {
        return fail("ERR_SEAT_TAKEN", `seat ${wanted} is not free`);
      }
      if (!previousHolder && keptMs(s) > 0) return reserved(keptMs(s));
      seat = wanted;
    } else {
      const open = (s: StoredSeat) => s.kind === "human" && s.tokenHash === null;
      seat = row.seats.findIndex((s) => open(s) && keptMs(s) <= 0);
      if (seat < 0) {
        const kept = row.seats.filter(open).map(keptMs);
        if (kept.length > 0) return reserved(Math.min(...kept));
        return fail("ERR_NO_FREE_SEAT", "every human seat is taken");
      }
    }
    seatToken = newToken();
    const seats = row.seats.map((s, i) =>
      i === seat ? { kind: "human" as const, name, tokenHash: sha256Hex(seatToken) } : s,
    );
    return ok({ seats });
  });
  if (!res.ok) return res;
  return ok({ seat, seatToken, table: res.value });
}

export async function start(
  ctx: Ctx,
  tableId: string,
  hostToken: string,
): Promise<Result<TableInfo, ProtocolError>> {
  const res = await mutateLobby(ctx, tableId, hostToken, (row) => {
    const open = row.seats.findIndex((s) => s.kind === "human" && s.tokenHash === null);
    if (open >= 0) {
      return fail(
        "ERR_SEATS_OPEN",
        `seat ${open} is not claimed; claim it, make it a bot, or wait`,
      );
    }
    // The start race's winner plays first; without one the config's firstPlayer stands.
    const winner = row.startRace?.winner ?? null;
    if (winner === null) return ok({ status: "playing" as const });
    const cfg = getGame(row.game).parseConfig({
      ...(row.config as Record<string, unknown>),
      firstPlayer: winner,
    });
    if (!cfg.ok) return fail("ERR_CONFIG", cfg.error.message, cfg.error.code);
    return ok({ status: "playing" as const, config: toJson(cfg.value) });
  });
  if (!res.ok) return res;
  const t = await ctx.cache.live(tableId);
  if (t === null) return fail("ERR_NOT_FOUND", "no such table");
  await t.exclusive(async () => {
    await reload(ctx, t);
    await broadcast(ctx, t);
    await advance(ctx, t);
  });
  return ok(tableInfo(t.meta, t));
}

/**
 * A seat's answer to the start race (START_RACE): the first correct answer wins it. Checks:
 * table, lobby, seat token, race on, no winner yet, answer right. Nothing changes on error.
 */
export async function race(
  ctx: Ctx,
  tableId: string,
  seatToken: string,
  answer: number,
): Promise<Result<TableInfo, ProtocolError>> {
  return mutateLobby(ctx, tableId, null, (row) => {
    const seat = row.seats.findIndex(
      (s) => s.kind === "human" && tokenMatches(seatToken, s.tokenHash),
    );
    if (seat < 0) return fail("ERR_UNAUTHORIZED", "this seat token does not belong to this table");
    if (row.startRace === null) return fail("ERR_NO_RACE", "this table has no start race");
    if (row.startRace.winner !== null) {
      return fail("ERR_RACE_OVER", `seat ${row.startRace.winner} already won the start race`);
    }
    if (answer !== START_RACE.answer) {
      return fail("ERR_RACE_WRONG", `${START_RACE.a} × ${START_RACE.b} is not ${answer}`);
    }
    return ok({ startRace: { winner: seat } });
  });
}

/**
 * A seat of a finished table joins its rematch. The first call creates the successor (same
 * game, config, visibility, clock, race, bots and human seats; new seed; the caller hosts it)
 * and links it from the finished table; every call claims the caller's own seat on it. The
 * successor's other human seats are kept for their players (`rematchReserveMs`): until then
 * a newcomer's claim of one gets ERR_SEAT_RESERVED.
 */
export async function rematch(
  ctx: Ctx,
  tableId: string,
  seatToken: string,
): Promise<Result<RematchResponse, ProtocolError>> {
  return retryLost<Result<RematchResponse, ProtocolError>>(
    async () => {
      const row = isTableId(tableId) ? await ctx.store.getTable(tableId) : null;
      if (row === null) return fail("ERR_NOT_FOUND", "no such table");
      const seat = row.seats.findIndex(
        (s) => s.kind === "human" && tokenMatches(seatToken, s.tokenHash),
      );
      if (seat < 0)
        return fail("ERR_UNAUTHORIZED", "this seat token does not belong to this table");
      // A class's tables are the class's: its next game is the teacher's ("Next game").
      if (row.classTable !== undefined) {
        return fail("ERR_WRONG_ROLE", "a class's next game is started by the teacher");
      }
      if (row.status !== "finished") {
        return fail("ERR_NOT_FINISHED", "a rematch needs a finished table");
      }
      const name = seatName(row.seats[seat]!, seat);
      if (row.rematch !== null) {
        const claimed = await claimSeat(ctx, row.rematch, name, seat, true);
        if (!claimed.ok) {
          // The creator links the successor a moment before storing it.
          return claimed.error.code === "ERR_NOT_FOUND"
            ? fail("ERR_CONFLICT", "the rematch is being set up; try again")
            : claimed;
        }
        const { table, ...rest } = claimed.value;
        return ok({ tableId: table.id, code: table.code, ...rest });
      }
      // Link first (the version check lets exactly one caller create the successor).
      const successorId = newTableId();
      const linked = await ctx.store.updateTable(row.id, row.version, { rematch: successorId });
      if (linked === null) return LOST;
      const t = await ctx.cache.live(row.id);
      if (t !== null && t.meta.version < linked.version) t.meta = linked;
      const seed = newSeed();
      const hostToken = newToken();
      const newSeatToken = newToken();
      const now = new Date(ctx.now()).toISOString();
      // The other human seats wait a while for their players (rematch with their old token).
      const reserveMs = ctx.options.rematchReserveMs ?? DEFAULT_REMATCH_RESERVE_MS;
      const kept: StoredSeat =
        reserveMs > 0
          ? { kind: "human", name: null, tokenHash: null, reservedUntil: ctx.now() + reserveMs }
          : openSeat();
      const seats: StoredSeat[] = row.seats.map((s, i) =>
        s.kind === "bot"
          ? { kind: "bot", level: s.level }
          : i === seat
            ? { kind: "human", name, tokenHash: sha256Hex(newSeatToken) }
            : kept,
      );
      // The successor's id is the linked one; a taken join code loses the race.
      return retryLost<Result<RematchResponse, ProtocolError>>(
        async () => {
          const successor: TableRow = {
            ...row,
            id: successorId,
            seats,
            startRace: row.startRace === null ? null : { winner: null },
            ...newTableFacts(seed, hostToken, now),
          };
          if (!(await ctx.store.createTable(successor))) return LOST;
          // Everyone watching the finished table learns of the rematch.
          ctx.notifier.table(tableInfo(linked, t));
          return ok({
            tableId: successor.id,
            code: successor.code,
            seat,
            seatToken: newSeatToken,
            hostToken,
          });
        },
        () => fail("ERR_INTERNAL", "could not allocate the rematch table; try again"),
      );
    },
    () => fail("ERR_CONFLICT", "the table is changing too fast; try again"),
  );
}

export async function setBot(
  ctx: Ctx,
  tableId: string,
  hostToken: string,
  seat: number,
  level: SeatBotLevel,
): Promise<Result<TableInfo, ProtocolError>> {
  return mutateLobby(ctx, tableId, hostToken, (row) => {
    const s = row.seats[seat];
    if (s === undefined) return fail("ERR_MALFORMED", `the table has no seat ${seat}`);
    if (s.kind === "human" && s.tokenHash !== null) {
      return fail("ERR_SEAT_TAKEN", `seat ${seat} is claimed; kick it first`);
    }
    return ok({
      seats: row.seats.map((x, i) => (i === seat ? { kind: "bot" as const, level } : x)),
    });
  });
}

export async function removeBot(
  ctx: Ctx,
  tableId: string,
  hostToken: string,
  seat: number,
): Promise<Result<TableInfo, ProtocolError>> {
  return mutateLobby(ctx, tableId, hostToken, (row) => {
    const s = row.seats[seat];
    if (s === undefined) return fail("ERR_MALFORMED", `the table has no seat ${seat}`);
    if (s.kind !== "bot") return fail("ERR_CONFLICT", `seat ${seat} is not a bot`);
    return ok({ seats: row.seats.map((x, i) => (i === seat ? openSeat() : x)) });
  });
}

export async function kick(
  ctx: Ctx,
  tableId: string,
  hostToken: string,
  seat: number,
): Promise<Result<TableInfo, ProtocolError>> {
  const res = await mutateLobby(ctx, tableId, hostToken, (row) => {
    const s = row.seats[seat];
    if (s === undefined) return fail("ERR_MALFORMED", `the table has no seat ${seat}`);
    if (s.kind !== "human") {
      return fail("ERR_CONFLICT", `seat ${seat} is a bot; remove it instead`);
    }
    const seats = row.seats.map((x, i) => (i === seat ? openSeat() : x));
    // A kicked winner's seat changes hands: the race is open again.
    if (row.startRace?.winner === seat) return ok({ seats, startRace: { winner: null } });
    return ok({ seats });
  });
  if (!res.ok) return res;
  // The kicked player's connections hear nothing more: not the next occupant's frames, nor
  // the lobby, the end (seed, scores) or the rematch link. Under the table's lock, so that a
  // join checking the old token meanwhile has attached (and is evicted) or sees the kick.
  const evict = async () => ctx.notifier.evictSeat(tableId, seat, "kicked");
  const t = ctx.cache.get(tableId);
  await (t ? t.exclusive(evict) : evict());
  return res;
}

/** Read, check, write with the version read; retried when another writer got there first. */
export async function mutateLobby(
  ctx: Ctx,
  tableId: string,
  hostToken: string | null,
  change: (row: TableRow) => Result<TablePatch, ProtocolError>,
): Promise<Result<TableInfo, ProtocolError>> {
  return retryLost(
    async () => {
      const row = isTableId(tableId) ? await ctx.store.getTable(tableId) : null;
      if (row === null) return fail("ERR_NOT_FOUND", "no such table");
      if (hostToken !== null && !tokenMatches(hostToken, row.hostTokenHash)) {
        return fail("ERR_UNAUTHORIZED", "a valid host token is required");
      }
      if (row.status !== "lobby") {
        return fail("ERR_ALREADY_STARTED", "the table has already started");
      }
      const patch = change(row);
      if (!patch.ok) return patch;
      const updated = await ctx.store.updateTable(row.id, row.version, patch.value);
      if (updated === null) return LOST;
      const cached = ctx.cache.get(row.id);
      if (cached && cached.meta.version < updated.version) cached.meta = updated;
      const info = tableInfo(updated, null);
      ctx.notifier.table(info);
      return ok(info);
    },
    () => fail("ERR_CONFLICT", "the table is changing too fast; try again"),
  );
}

/** What every new table starts with, its own or a rematch: a fresh join code, seed and host. */
export function newTableFacts(
  seed: string,
  hostToken: string,
  now: string,
): Pick<
  TableRow,
  | "code"
  | "status"
  | "rematch"
  | "seed"
  | "rng"
  | "seedCommitment"
  | "hostTokenHash"
  | "turnDeadline"
  | "ending"
  | "version"
  | "createdAt"
  | "updatedAt"
> {
  return {
    code: newJoinCode(),
    status: "lobby",
    rematch: null,
    seed,
    rng: TABLE_RNG,
    seedCommitment: seedCommitment(seed),
    hostTokenHash: sha256Hex(hostToken),
    turnDeadline: null,
    ending: null,
    version: 0,
    createdAt: now,
    updatedAt: now,
  };
}

function openSeat(): StoredSeat {
  return { kind: "human", name: null, tokenHash: null };
}
