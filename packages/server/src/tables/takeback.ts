// Online takeback: a seated player asks to take back their own last move; every
// other seat held by a person must agree (computer seats do not vote; with no other person it
// happens at once). The position goes back to just before the asker's last move, undoing the
// moves after it too. Stored as a row of its own (actor TAKEBACK_ACTOR, live-table.ts), so the
// table's seq only grows, every process replays it the same way and a move racing it on another
// process conflicts on (table, seq) as any two moves do. Chance already drawn stays drawn: the
// replay re-positions the generator where it was, so the same draws come at the same place.
//
// The request lives on the asker's seat (StoredTakeback, in the seats' JSON like a hand-over),
// patched with compare-and-set under the table's lock, and is "open" only while the table is
// at the position it was asked at: any move by anyone closes it; a decline, or the asker
// leaving (presence.ts), closes it with that outcome.
//
// Check order (docs/protocol.md, "Takeback"): credentials, started and not over, not paused
// (commit.ts `seatCommand`); then a class table (ERR_WRONG_ROLE); for a request: another one open
// (ERR_TAKEBACK_OPEN), a move of the asker's to undo (ERR_NOTHING_TO_TAKE_BACK); for an answer:
// a request open (ERR_NO_TAKEBACK), not the asker's own (ERR_WRONG_ROLE).

import type { Result } from "@number-games/engine";
import { ok } from "@number-games/engine";
import type { ProtocolError } from "@number-games/protocol";
import type { ActionRow, StoredTakeback, TablePatch, TableRow } from "../storage/types";
import type { Done } from "./commit";
import { announceFacts, broadcast, patch, seatCommand, storeRow } from "./commit";
import type { Ctx, SeatBinding } from "./context";
import { fail } from "./context";
import type { LiveTable, TakebackAction } from "./live-table";
import { TAKEBACK_ACTOR } from "./live-table";
import { personSeats } from "./seats";
import { tableInfo } from "./views";

/** `seat` asks to take back its last move. */
export async function ask(ctx: Ctx, tableId: string, binding: SeatBinding): Promise<Done> {
  return seatCommand(ctx, tableId, binding, async (t) => {
    if (t.meta.classTable !== undefined) return classTable();
    const open = openRequest(t.meta, t.seq);
    if (open !== null) {
      return fail(
        "ERR_TAKEBACK_OPEN",
        open.seat === binding.seat
          ? "you have already asked; wait for the others' answers"
          : `seat ${open.seat} has asked to take back a move; answer that first`,
      );
    }
    const to = lastMoveIndex(t, binding.seat);
    if (to === null) {
      return fail("ERR_NOTHING_TO_TAKE_BACK", "you have no move to take back yet");
    }
    if (voters(t, binding.seat).length === 0) return perform(ctx, t, binding.seat, to);
    const request: StoredTakeback = { seq: t.seq, agreed: [], outcome: "open" };
    const changed = await patch(ctx, t, (row) => withRequest(row, binding.seat, request));
    if (!changed.ok) return changed;
    announceFacts(ctx, t);
    return ok(true);
  });
}

/** Another person agrees to (or declines) the open request. */
export async function answer(
  ctx: Ctx,
  tableId: string,
  binding: SeatBinding,
  agree: boolean,
): Promise<Done> {
  return seatCommand(ctx, tableId, binding, async (t) => {
    if (t.meta.classTable !== undefined) return classTable();
    const open = openRequest(t.meta, t.seq);
    if (open === null)
      return fail("ERR_NO_TAKEBACK", "no takeback request is waiting for an answer");
    if (open.seat === binding.seat) {
      return fail("ERR_WRONG_ROLE", "the other players answer your request, not you");
    }
    if (!agree) {
      const declined: StoredTakeback = {
        ...open.request,
        outcome: "declined",
        decliner: binding.seat,
      };
      const changed = await patch(ctx, t, (row) =>
        isOpen(row, open.seat, t.seq) ? withRequest(row, open.seat, declined) : null,
      );
      if (!changed.ok) return changed;
      announceFacts(ctx, t);
      return ok(true);
    }
    const agreed = [...new Set([...open.request.agreed, binding.seat])].sort((a, b) => a - b);
    if (voters(t, open.seat).every((s) => agreed.includes(s))) {
      const to = lastMoveIndex(t, open.seat);
      if (to === null) return fail("ERR_NOTHING_TO_TAKE_BACK", "there is no move to take back");
      return perform(ctx, t, open.seat, to, agreed);
    }
    const changed = await patch(ctx, t, (row) =>
      isOpen(row, open.seat, t.seq)
        ? withRequest(row, open.seat, { ...open.request, agreed })
        : null,
    );
    if (!changed.ok) return changed;
    announceFacts(ctx, t);
    return ok(true);
  });
}

/**
 * The asker's seat has no connection any more (presence.ts, under the table's lock): its open
 * request is cancelled.
 */
export async function askerLeft(ctx: Ctx, t: LiveTable, seat: number): Promise<void> {
  const open = openRequest(t.meta, t.seq);
  if (open === null || open.seat !== seat) return;
  const cancelled: StoredTakeback = { ...open.request, outcome: "cancelled" };
  const changed = await patch(ctx, t, (row) =>
    isOpen(row, seat, t.seq) ? withRequest(row, seat, cancelled) : null,
  );
  if (changed.ok && changed.value) announceFacts(ctx, t);
}

/**
 * A seat was handed to the computer (away.ts, under the table's lock): it votes no more, so an
 * open request that everyone left has agreed to is carried out now rather than waiting for a
 * yes that can no longer come. True when it was (the table then goes on from there).
 */
export async function votersLeft(ctx: Ctx, t: LiveTable): Promise<boolean> {
  const open = openRequest(t.meta, t.seq);
  if (open === null) return false;
  const { agreed } = open.request;
  if (!voters(t, open.seat).every((s) => agreed.includes(s))) return false;
  const to = lastMoveIndex(t, open.seat);
  if (to === null) return false;
  return (await perform(ctx, t, open.seat, to, agreed)).ok;
}

// ---------------------------------------------------------------- helpers

function classTable(): Result<never, ProtocolError> {
  return fail("ERR_WRONG_ROLE", "a class's games have no takebacks: the teacher runs them");
}

/**
 * The other seats a person plays: they vote. Computer seats do not, and neither does a
 * person's seat handed to the computer while they are away (away.ts, grace.ts): nobody is
 * there to answer, so counting it would hold the request open until they come back.
 */
function voters(t: LiveTable, asker: number): number[] {
  return personSeats(t).filter((s) => {
    const seat = t.meta.seats[s];
    return s !== asker && !(seat?.kind === "human" && seat.handedOver !== undefined);
  });
}

/** The open request at position `seq`, and whose it is; null when none. */
function openRequest(row: TableRow, seq: number): { seat: number; request: StoredTakeback } | null {
  for (let seat = 0; seat < row.seats.length; seat++) {
    if (isOpen(row, seat, seq)) {
      const s = row.seats[seat];
      if (s?.kind === "human" && s.takeback !== undefined) return { seat, request: s.takeback };
    }
  }
  return null;
}

function isOpen(row: TableRow, seat: number, seq: number): boolean {
  const s = row.seats[seat];
  return s?.kind === "human" && s.takeback?.outcome === "open" && s.takeback.seq === seq;
}

/** The seats' patch that sets `seat`'s request (and clears every other seat's). */
function withRequest(
  row: TableRow,
  seat: number,
  request: StoredTakeback,
): Result<TablePatch, ProtocolError> {
  return ok({
    seats: row.seats.map((s, i) => {
      if (s.kind !== "human") return s;
      if (i === seat) return { ...s, takeback: request };
      if (s.takeback === undefined) return s;
      const { takeback: _, ...rest } = s;
      return rest;
    }),
  });
}

/** The number of actions before `seat`'s last move (its history index), or null. */
function lastMoveIndex(t: LiveTable, seat: number): number | null {
  const i = t.actors.lastIndexOf(seat);
  return i < 0 ? null : i;
}

/**
 * Takes the history back to its first `to` actions: a stored row first (so every process and
 * a restart replay it), then the request marked done at the new position, then everyone told;
 * the turn clock starts again for the player to move (a new position), and chance and bots
 * go on from there.
 */
async function perform(
  ctx: Ctx,
  t: LiveTable,
  by: number,
  to: number,
  agreed: readonly number[] = [],
): Promise<Done> {
  const action: TakebackAction = { takeback: { to, by } };
  const row: ActionRow = {
    tableId: t.meta.id,
    seq: t.seq + 1,
    action,
    actor: TAKEBACK_ACTOR,
    autoplay: null,
  };
  if (!(await storeRow(ctx, t, row))) {
    // Another process moved the table on first: storage's version is adopted.
    return fail("ERR_STALE", "another action was accepted first; look again and ask again");
  }
  t.clearTimer();
  t.takeBack(row);
  const done: StoredTakeback = { seq: t.seq, agreed, outcome: "done" };
  const changed = await patch(ctx, t, (r) => withRequest(r, by, done));
  if (!changed.ok) ctx.log.warn("could not store a takeback's outcome", { table: t.meta.id });
  ctx.notifier.table(tableInfo(t.meta, t));
  await broadcast(ctx, t, [row]);
  await ctx.steps.advance(t);
  return ok(true);
}
