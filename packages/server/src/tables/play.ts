// Play: a seat's credentials, a viewer's join, and an action in the fixed check order. An
// accepted action flows one way through the pipeline (commit.ts): checked here, appended to
// storage (`append`), committed to the table in memory, then announced (frames to the
// notifier, the update to the other processes). Then the table's automatic steps run
// (autoplay.ts). A join marks the seat present (presence.ts) and gives back a seat the others
// had handed to the computer (away.ts).

import type { Result } from "@number-games/engine";
import { CHANCE, ok } from "@number-games/engine";
import type {
  ObservationFrame,
  ProtocolError,
  ReturnNote,
  SeatPresence,
  TableInfo,
} from "@number-games/protocol";
import { isTableId } from "@number-games/protocol";
import { tokenMatches } from "../common/ids";
import type { TableRow } from "../storage/types";
import { advance, resumeSoon } from "./autoplay";
import { comeBack } from "./away";
import { catchUp } from "./catch-up";
import { append, broadcast, credentialValid, gameOver, settle } from "./commit";
import type { Ctx, SeatBinding } from "./context";
import { fail } from "./context";
import { markPresent, presenceOf } from "./presence";
import { markSeen } from "./sweep";
import { frame, mayWatch, privateTable, tableInfo } from "./views";

/** What a join answers: the viewer's frame, the table, who is connected, a returner's note. */
export interface Joined {
  readonly frame: ObservationFrame | null;
  readonly table: TableInfo;
  readonly presence: readonly SeatPresence[];
  readonly returned?: ReturnNote;
}

/** Which seat a token belongs to. */
export async function authenticate(
  ctx: Ctx,
  tableId: string,
  seatToken: string,
): Promise<Result<SeatBinding, ProtocolError>> {
  const find = (row: TableRow): SeatBinding | null => {
    for (let i = 0; i < row.seats.length; i++) {
      const s = row.seats[i]!;
      if (s.kind === "human" && tokenMatches(seatToken, s.tokenHash)) {
        return { seat: i, tokenHash: s.tokenHash! };
      }
    }
    return null;
  };
  const cached = ctx.cache.get(tableId);
  const hit = cached ? find(cached.meta) : null;
  if (hit) return ok(hit);
  const row = isTableId(tableId) ? await ctx.store.getTable(tableId) : null;
  if (row === null) return fail("ERR_NOT_FOUND", "no such table");
  const b = find(row);
  return b ? ok(b) : fail("ERR_UNAUTHORIZED", "this seat token does not belong to this table");
}

/**
 * Attaches a viewer: `attach` runs while the table is locked (so no frame is missed or
 * reordered), then the viewer's current frame is returned (null in the lobby). The join
 * itself only reads (and re-sends what a dead process left unannounced); the table's
 * automatic steps are resumed afterwards, in a step of their own (`resumeSoon`).
 */
export async function join(
  ctx: Ctx,
  tableId: string,
  binding: SeatBinding | null,
  attach: () => void,
  watchToken: string | null = null,
): Promise<Result<Joined, ProtocolError>> {
  const t = await ctx.cache.live(tableId);
  if (t === null) return fail("ERR_NOT_FOUND", "no such table");
  // Visibility never changes, so this needs no lock; a seat proves its token below. A class
  // table's teacher watches it as a spectator (mayWatch).
  if (binding === null && !mayWatch(t.meta, watchToken)) return privateTable();
  const joined = await t.exclusive(async () => {
    await settle(ctx, t);
    if (ctx.options.shared || t.meta.status !== "playing") {
      // A process that died between storing an action and announcing it leaves players
      // without their frame: whoever first rejoins here brings everyone up to date.
      const missed = await catchUp(ctx, t, true);
      if (missed > 0 && t.meta.status !== "lobby") await broadcast(ctx, t);
    }
    if (binding !== null && !credentialValid(t, binding)) {
      return fail("ERR_UNAUTHORIZED", "this seat token is no longer valid");
    }
    attach();
    // A player at a playing table is present again (and gets back a seat the others handed
    // to the computer meanwhile, with a note of what happened).
    let returned: ReturnNote | undefined;
    if (binding !== null) {
      try {
        returned = await comeBack(ctx, t, binding.seat, () => markPresent(ctx, t, binding.seat));
      } catch (e) {
        // Presence is news, not play: the join goes on.
        ctx.log.warn("could not mark a seat present", { table: t.meta.id, error: String(e) });
      }
    }
    const shown = t.meta.status === "lobby" ? null : frame(t, binding?.seat ?? "spectator");
    const presence = await presenceOf(ctx, t).catch(() => []);
    return ok({
      frame: shown,
      table: tableInfo(t.meta, t),
      presence,
      ...(returned !== undefined ? { returned } : {}),
    });
  });
  // After a restart or another process's death, chance, bots and clocks run again: in a step
  // of their own, after this answer (so the join itself appends nothing).
  if (joined.ok) resumeSoon(ctx, t);
  // A person sat down at a public lobby: it is listed from now on (not from the next sweep).
  if (joined.ok && binding !== null) await markSeen(ctx, [t]);
  return joined;
}

/** The check order: (shape done by the caller) credentials, status, turn, seq, legality. */
export async function act(
  ctx: Ctx,
  tableId: string,
  binding: SeatBinding | null,
  seq: number,
  input: unknown,
): Promise<Result<{ seq: number }, ProtocolError>> {
  if (binding === null) return fail("ERR_NOT_SEATED", "join this table with a seat token first");
  const t = await ctx.cache.live(tableId);
  if (t === null) return fail("ERR_NOT_FOUND", "no such table");
  return t.exclusive(async () => {
    await settle(ctx, t);
    // Another process may have moved the table on. Catching up is needed only when the
    // client has seen a newer seq than this cache: with an equal seq a stale cache makes
    // the append conflict (then reload and ERR_STALE); a smaller one is stale anyway.
    if (t.meta.status !== "playing" || (ctx.options.shared && seq > t.seq)) {
      const missed = await catchUp(ctx, t, t.meta.status !== "playing");
      // Another process may have died before drawing chance or scheduling a bot.
      if (missed > 0 && t.meta.status === "playing") await advance(ctx, t);
    }
    if (!credentialValid(t, binding)) {
      return fail("ERR_UNAUTHORIZED", "this seat token is no longer valid");
    }
    if (t.meta.status === "lobby") return fail("ERR_NOT_STARTED", "the table has not started yet");
    if (t.terminal || t.meta.status === "finished") return gameOver(t, binding.seat);
    if (t.meta.pausedAt !== undefined) {
      return fail("ERR_PAUSED", "the teacher paused the game; wait for the resume");
    }
    const toMove = t.toMove;
    if (toMove !== binding.seat) {
      return fail(
        "ERR_NOT_YOUR_TURN",
        toMove === CHANCE ? "chance is to act" : `it is seat ${toMove}'s turn`,
      );
    }
    if (seq !== t.seq) {
      return fail(
        "ERR_STALE",
        `the table is at seq ${t.seq}, not ${seq}; act from the latest frame`,
      );
    }
    const parsed = t.game.parseAction(input);
    if (!parsed.ok) return fail("ERR_ILLEGAL_ACTION", parsed.error.message, parsed.error.code);
    const next = t.game.apply(t.state, parsed.value);
    if (!next.ok) return fail("ERR_ILLEGAL_ACTION", next.error.message, next.error.code);
    const row = await append(ctx, t, parsed.value, next.value, binding.seat, null);
    if (row === null) {
      // Another process advanced the table: storage's version is adopted; say so.
      await advance(ctx, t);
      return fail("ERR_STALE", "another action was accepted first; act from the latest frame");
    }
    await advance(ctx, t);
    return ok({ seq: row.seq });
  });
}
