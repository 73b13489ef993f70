// When players leave: a seat resigns (the game ends, every other seat wins); the players still
// here claim the win over seats away for the table's grace time, or hand such a seat to the
// computer (it plays the seat's turns, autoplay reason "away", until its player comes back:
// `comeBack`, from a join). Each request goes through the table's pipeline (commit.ts): checked
// in a fixed order and changing nothing when refused; each change is a compare-and-set on the
// table's version under its lock, announced like any other (frames, the table's facts, the
// update to other processes). A takeback the handed-over seat no longer votes on, and the
// table's next step, are asked of the other concerns through `ctx.steps`.
//
// Check order (docs/protocol.md, "Presence"): credentials, the table started and not over,
// not paused (commit.ts `seatCommand`); for a claim or a hand-over then the table's away rule
// (ERR_NOT_ALLOWED), the seat (a hand-over: another person's, not already the computer's),
// someone away (ERR_NOT_AWAY), for long enough (ERR_TOO_EARLY).

import { ok } from "@number-games/engine";
import type { ReturnNote, TableEnding } from "@number-games/protocol";
import type { StoredSeat } from "../storage/types";
import { restoredClock } from "./clock";
import type { Done } from "./commit";
import { announceFacts, gameOver, patch, seatCommand } from "./commit";
import type { Ctx, SeatBinding } from "./context";
import { fail } from "./context";
import type { LiveTable } from "./live-table";
import { personSeats, seatConnectedNow } from "./seats";

/** This seat gives up: the game ends, and every other seat (computers included) wins. */
export async function resign(ctx: Ctx, tableId: string, binding: SeatBinding): Promise<Done> {
  return seatCommand(ctx, tableId, binding, async (t) => {
    // A class's games end when its teacher says (the leaderboard counts games played out).
    if (t.meta.classTable !== undefined) {
      return fail("ERR_WRONG_ROLE", "a class's games are ended by the teacher, not resigned");
    }
    const ending: TableEnding = {
      kind: "resigned",
      seat: binding.seat,
      winners: t.meta.seats.map((_, i) => i).filter((i) => i !== binding.seat),
      seq: t.seq,
      at: ctx.now(),
    };
    return end(ctx, t, ending);
  });
}

/**
 * The players still here claim the win: allowed when the table's rule is "claim" and some other
 * person's seat has been away for the grace time. The game ends; the people connected now win,
 * everyone else loses (the seats away for the grace time are named in the ending).
 */
export async function claimWin(ctx: Ctx, tableId: string, binding: SeatBinding): Promise<Done> {
  return seatCommand(ctx, tableId, binding, async (t) => {
    if (t.meta.awayRule.action !== "claim") {
      return fail(
        "ERR_NOT_ALLOWED",
        "at this table an away player's seat is handed to the computer: there is no win to claim",
      );
    }
    const away = await awaySeats(ctx, t, binding.seat);
    if (away.length === 0) {
      return fail("ERR_NOT_AWAY", "every other player is connected: there is no win to claim");
    }
    const graceMs = t.meta.awayRule.graceSeconds * 1000;
    const now = ctx.now();
    const long = away.filter((a) => now - a.since >= graceMs);
    if (long.length === 0) {
      const first = Math.min(...away.map((a) => a.since));
      return tooEarly(t, now - first, graceMs);
    }
    const awayNow = new Set(away.map((a) => a.seat));
    const ending: TableEnding = {
      kind: "claimed",
      by: binding.seat,
      away: long.map((a) => a.seat),
      winners: personSeats(t).filter((s) => !awayNow.has(s)),
      seq: t.seq,
      at: now,
    };
    return end(ctx, t, ending);
  });
}

/**
 * The computer plays `seat` from now on (its turns, at once, marked "away"), until its player
 * comes back: allowed when the table's rule is "computer" and the seat has been away for the
 * grace time.
 */
export async function handOver(
  ctx: Ctx,
  tableId: string,
  binding: SeatBinding,
  seat: number,
): Promise<Done> {
  return seatCommand(ctx, tableId, binding, async (t) => {
    if (t.meta.awayRule.action !== "computer") {
      return fail(
        "ERR_NOT_ALLOWED",
        "at this table the players still here may claim the win; seats are not handed to the computer",
      );
    }
    // A class whose teacher turned the grace time off: an absent student's turns wait for them.
    if (t.meta.awayRule.graceSeconds <= 0) {
      return fail("ERR_NOT_ALLOWED", "the teacher turned off handing seats to the computer");
    }
    const s = t.meta.seats[seat];
    if (s === undefined || s.kind !== "human" || s.tokenHash === null || seat === binding.seat) {
      return fail("ERR_MALFORMED", `seat ${seat} is not another player's seat`);
    }
    if (s.handedOver !== undefined) {
      return fail("ERR_CONFLICT", `the computer already plays seat ${seat}`);
    }
    const away = (await awaySeats(ctx, t, binding.seat)).find((a) => a.seat === seat);
    if (away === undefined) {
      return fail("ERR_NOT_AWAY", `the player of seat ${seat} is connected`);
    }
    const graceMs = t.meta.awayRule.graceSeconds * 1000;
    const now = ctx.now();
    if (now - away.since < graceMs) return tooEarly(t, now - away.since, graceMs);
    const changed = await patch(ctx, t, (row) => {
      const cur = row.seats[seat];
      if (cur?.kind !== "human" || cur.handedOver !== undefined) return null;
      const handedOver = { by: binding.seat, at: now, seq: t.seq };
      return ok({ seats: row.seats.map((x, i) => (i === seat ? { ...cur, handedOver } : x)) });
    });
    if (!changed.ok) return changed;
    // The seat's turn, if it is one now, is the computer's, at once: no clock shows for it.
    if (t.toMove === seat) t.clock = { seq: t.seq, deadline: null, stored: false };
    announceFacts(ctx, t);
    t.clearTimer();
    // A takeback that only this seat had still to answer happens now (it then goes on itself).
    if (await ctx.steps.votersLeft(t)) return ok(true);
    await ctx.steps.advance(t);
    return ok(true);
  });
}

/**
 * A seat's connection joined a playing table (under its lock): the seat is present (`present`:
 * presence.ts marks it), and if the others had handed it to the computer it is its player's
 * again, with a note of what happened (since when it was away: read before `present`).
 */
export async function comeBack(
  ctx: Ctx,
  t: LiveTable,
  seat: number,
  present: () => Promise<void>,
): Promise<ReturnNote | undefined> {
  if (t.meta.status !== "playing") return undefined;
  const s = t.meta.seats[seat];
  if (s?.kind !== "human" || s.handedOver === undefined) {
    await present();
    return undefined;
  }
  const handed = s.handedOver;
  const stored = (await ctx.store.presence([t.meta.id])).get(t.meta.id)?.get(seat) ?? null;
  await present();
  const changed = await patch(ctx, t, (row) => {
    const cur = row.seats[seat];
    if (cur?.kind !== "human" || cur.handedOver === undefined) return null;
    const { handedOver: _, ...mine } = cur;
    return ok({ seats: row.seats.map((x, i) => (i === seat ? (mine as StoredSeat) : x)) });
  });
  if (!changed.ok || !changed.value) return undefined;
  if (t.toMove === seat) {
    // A computer's move for this seat may be waiting to be played: it is the player's turn
    // now, on the clock the turn had (if any: the stored deadline of this position).
    t.clearTimer();
    t.clock = restoredClock(t.meta, t.seq);
  }
  announceFacts(ctx, t);
  const moves = t.autoplayed.filter(
    (a) => a.seat === seat && a.reason === "away" && a.index >= handed.seq,
  ).length;
  return { awaySince: stored, handedOver: { by: handed.by, at: handed.at }, moves };
}

// ---------------------------------------------------------------- helpers

function tooEarly(t: LiveTable, awayMs: number, graceMs: number): Done {
  const left = Math.max(1, Math.ceil((graceMs - awayMs) / 1000));
  return fail(
    "ERR_TOO_EARLY",
    `a player must be away for ${t.meta.awayRule.graceSeconds} s first; ${left} s more`,
  );
}

/**
 * The other person seats away now, with since when, as stored; each checked against the
 * connections too (a seat that is back is not away, whatever storage said a moment ago).
 * `except`: the asking seat (null: none).
 */
async function awaySeats(
  ctx: Ctx,
  t: LiveTable,
  except: number | null,
): Promise<{ seat: number; since: number }[]> {
  const stored = (await ctx.store.presence([t.meta.id])).get(t.meta.id);
  const away: { seat: number; since: number }[] = [];
  for (const seat of personSeats(t)) {
    if (seat === except) continue;
    const since = stored?.get(seat) ?? null;
    if (since === null) continue;
    if (ctx.notifier.hasAudience(t.meta.id, seat) || (await seatConnectedNow(ctx, t, seat))) {
      continue;
    }
    away.push({ seat, since });
  }
  return away;
}

/** Ends the game now (`ending`): finished, the seed out, everyone told. Under the lock. */
async function end(ctx: Ctx, t: LiveTable, ending: TableEnding): Promise<Done> {
  const changed = await patch(ctx, t, (row) =>
    row.status !== "playing" ? null : ok({ status: "finished" as const, ending }),
  );
  if (!changed.ok) return changed;
  if (!changed.value) return gameOver(t, -1);
  t.clearTimer();
  t.clock = { ...t.clock, deadline: null };
  announceFacts(ctx, t);
  ctx.cache.forgetLater(t);
  return ok(true);
}
