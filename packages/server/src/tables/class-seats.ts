// What a class does to its tables' seats (the class service in ../classes asks through
// TableService): revoke a released student's seats (an unfinished table's opens), give a
// moved student's seats their new token, rename a student's seats, seat another student at an
// open seat or in place of a computer player, and hand a student's seat to a computer player.
// Every change is a compare-and-set on the table's version under the table's lock
// (commit.ts `patch`), then announced like any other change.

import type { Result } from "@number-games/engine";
import { ok } from "@number-games/engine";
import type { ProtocolError, SeatBotLevel } from "@number-games/protocol";
import type { StoredSeat, TableRow } from "../storage/types";
import { advance } from "./autoplay";
import { classTable, freshen } from "./class-tables";
import { announceFacts, patch } from "./commit";
import type { Ctx } from "./context";
import { fail } from "./context";
import type { LiveTable } from "./live-table";
import { tableInfo } from "./views";

/**
 * A released student's token stops working at this table: an unfinished table's seat opens
 * (another student may sit there); a finished table keeps the name in its record, but the
 * token reads nothing more than a stranger's. Their connections are told and leave the table.
 * Nothing changes when the seat holds another token by now.
 */
export async function revokeSeat(
  ctx: Ctx,
  tableId: string,
  seat: number,
  tokenHash: string,
): Promise<Result<boolean, ProtocolError>> {
  const t = await classTable(ctx, tableId);
  if (t === null) return fail("ERR_NOT_FOUND", "no such class table");
  return t.exclusive(async () => {
    const changed = await patch(ctx, t, (row) => {
      const s = row.seats[seat];
      if (s?.kind !== "human" || s.tokenHash !== tokenHash) return null;
      const name = row.status === "finished" ? s.name : null;
      return ok({
        seats: row.seats.map((x, i) =>
          i === seat ? { kind: "human" as const, name, tokenHash: null } : x,
        ),
      });
    });
    if (!changed.ok || !changed.value) return changed;
    ctx.notifier.evictSeat(tableId, seat, "released");
    ctx.notifier.table(tableInfo(t.meta, t));
    ctx.notifier.changed?.(t.meta);
    return changed;
  });
}

/**
 * A student moved to another device (classes/moves.ts): the seat's token hash `from` becomes
 * `to`, at a table being played or finished alike; everything else of the seat stays (a seat
 * the computer plays for its absent student is given back when the new device joins, as any
 * return). The old token's connections are told ("moved") and leave the table. Nothing
 * changes when the seat holds another token by now.
 */
export function rekeySeat(
  ctx: Ctx,
  tableId: string,
  seat: number,
  from: string,
  to: string,
): Promise<Result<boolean, ProtocolError>> {
  return patchStudentSeat(
    ctx,
    tableId,
    seat,
    from,
    (s) => ({ ...s, tokenHash: to }),
    () => ctx.notifier.evictSeat(tableId, seat, "moved"),
  );
}

/**
 * A student renamed by the teacher: the seat holding their token shows the new name, playing
 * or finished (a finished table's record names them so too). Nothing changes when the seat
 * holds another token. Its players and the class dashboard hear it.
 */
export function renameSeat(
  ctx: Ctx,
  tableId: string,
  seat: number,
  tokenHash: string,
  name: string,
): Promise<Result<boolean, ProtocolError>> {
  return patchStudentSeat(ctx, tableId, seat, tokenHash, (s) =>
    s.name === name ? null : { ...s, name },
  );
}

/**
 * Changes the seat held by the token hash `holder` (a human's; null: nothing to change), then
 * tells whoever must hear of it first (`told`) and the table's players and class.
 */
type HumanSeat = Extract<StoredSeat, { kind: "human" }>;

async function patchStudentSeat(
  ctx: Ctx,
  tableId: string,
  seat: number,
  holder: string,
  change: (s: HumanSeat) => HumanSeat | null,
  told?: () => void,
): Promise<Result<boolean, ProtocolError>> {
  const t = await classTable(ctx, tableId);
  if (t === null) return fail("ERR_NOT_FOUND", "no such class table");
  return t.exclusive(async () => {
    await freshen(ctx, t);
    const changed = await patch(ctx, t, (row) => {
      const s = row.seats[seat];
      if (s?.kind !== "human" || s.tokenHash !== holder) return null;
      const next = change(s);
      return next === null ? null : ok({ seats: row.seats.map((x, i) => (i === seat ? next : x)) });
    });
    if (!changed.ok || !changed.value) return changed;
    told?.();
    announceFacts(ctx, t);
    return changed;
  });
}

/**
 * Seats a student at a playing class table: at an open seat, or in place of a computer
 * player (the student plays on from the computer's position; a bot deciding meanwhile
 * finds the seat no longer its own and plays nothing).
 */
export function fillSeat(
  ctx: Ctx,
  tableId: string,
  seat: number,
  name: string,
  tokenHash: string,
): Promise<Result<TableRow, ProtocolError>> {
  return changePlayingSeat(ctx, tableId, seat, (s) => {
    const open = s?.kind === "human" && s.tokenHash === null;
    if (!open && s?.kind !== "bot") {
      return fail(
        "ERR_BAD_SEATING",
        `seat ${seat} is neither open nor a computer player's`,
        "seat-not-open",
      );
    }
    return ok({ kind: "human" as const, name, tokenHash });
  });
}

/**
 * A student's seat at a playing class table goes to a computer player of `level`: the
 * student's connections leave the table (their token no longer plays there) and the bot
 * moves when it is the seat's turn. Nothing changes when the seat holds another token.
 */
export function handToComputer(
  ctx: Ctx,
  tableId: string,
  seat: number,
  tokenHash: string,
  level: SeatBotLevel,
): Promise<Result<TableRow, ProtocolError>> {
  return changePlayingSeat(
    ctx,
    tableId,
    seat,
    (s) => {
      if (s?.kind !== "human" || s.tokenHash !== tokenHash) {
        return fail("ERR_BAD_SEATING", "the student does not hold this seat", "not-at-table");
      }
      return ok({ kind: "bot" as const, level });
    },
    () => ctx.notifier.evictSeat(tableId, seat, "computer"),
  );
}

/**
 * An open seat of a playing class table (its student released) goes to a computer player of
 * `level`: the table no longer waits on a seat nobody holds. Only an open seat: a student's
 * seat goes through `handToComputer`, a computer's is one already.
 */
export function openSeatToComputer(
  ctx: Ctx,
  tableId: string,
  seat: number,
  level: SeatBotLevel,
): Promise<Result<TableRow, ProtocolError>> {
  return changePlayingSeat(ctx, tableId, seat, (s) => {
    if (s?.kind !== "human" || s.tokenHash !== null) {
      return fail("ERR_BAD_SEATING", `seat ${seat} is not an open seat`, "seat-not-open");
    }
    return ok({ kind: "bot" as const, level });
  });
}

/**
 * Gives `seat` of a class table whose game is being played to whoever `next` says (or its
 * refusal), under the table's lock and on its freshest facts; `changed` runs once stored,
 * before everyone hears of it and the position's automatic step is planned again.
 */
async function changePlayingSeat(
  ctx: Ctx,
  tableId: string,
  seat: number,
  next: (s: StoredSeat | undefined) => Result<StoredSeat, ProtocolError>,
  changed?: () => void,
): Promise<Result<TableRow, ProtocolError>> {
  const t = await classTable(ctx, tableId);
  if (t === null) return fail("ERR_NOT_FOUND", "no such class table");
  return t.exclusive(async () => {
    await freshen(ctx, t);
    const patched = await patch(ctx, t, (row) => {
      if (row.status === "finished" || t.terminal) {
        return fail("ERR_BAD_SEATING", "this table's game is over", "table-over");
      }
      const s = next(row.seats[seat]);
      if (!s.ok) return s;
      return ok({ seats: row.seats.map((x, i) => (i === seat ? s.value : x)) });
    });
    if (!patched.ok) return patched;
    changed?.();
    await afterSeatChange(ctx, t);
    return ok(t.meta);
  });
}

/**
 * After a seat changed hands mid-game (under the lock): everyone hears the table's facts,
 * other processes re-read them (the version moved), and the position's automatic step is
 * planned again for whoever holds the seat to move now (a bot, a turn clock).
 */
async function afterSeatChange(ctx: Ctx, t: LiveTable): Promise<void> {
  announceFacts(ctx, t);
  if (t.meta.status !== "playing") return;
  if (t.decidingSeq !== t.seq) t.clearTimer();
  await advance(ctx, t);
}
