// The live tables in this process's memory: loading one from storage (once, however many ask
// at the same time), catching it up with what other processes appended, and the sweep that
// drops the tables nothing here needs (storage keeps them; the next request reads them again).

import type { Viewer } from "@number-games/engine";
import { isTableId } from "@number-games/protocol";
import type { TableRow, TableStore } from "../storage/types";
import type { Ctx } from "./context";
import { LiveTable } from "./live-table";

/** Finished tables leave memory this long after they finish. */
const FINISHED_TABLE_TTL_MS = 60_000;

export class TableCache {
  private readonly tables = new Map<string, LiveTable>();
  private readonly loading = new Map<string, Promise<LiveTable | null>>();
  /** A lobby sweep is running (the next one waits for the one after). */
  sweepingLobbies = false;

  constructor(private readonly store: TableStore) {}

  /** The table if it is in memory (not marked used: a look, not a request). */
  get(tableId: string): LiveTable | undefined {
    return this.tables.get(tableId);
  }

  /** The table, read from storage and replayed if it is not in memory; null when unknown. */
  async live(tableId: string): Promise<LiveTable | null> {
    const cached = this.tables.get(tableId);
    if (cached) {
      cached.used = true;
      return cached;
    }
    if (!isTableId(tableId)) return null;
    let p = this.loading.get(tableId);
    if (!p) {
      p = (async () => {
        const row = await this.store.getTable(tableId);
        if (row === null) return null;
        const t = new LiveTable(row);
        t.reset(row, await this.store.actions(tableId));
        this.tables.set(tableId, t);
        return t;
      })().finally(() => this.loading.delete(tableId));
      this.loading.set(tableId, p);
    }
    return p;
  }

  /** Forgets `t` if it is still the one held for its id. */
  forget(t: LiveTable): void {
    if (this.tables.get(t.meta.id) === t) this.tables.delete(t.meta.id);
  }

  delete(tableId: string): void {
    this.tables.delete(tableId);
  }

  values(): LiveTable[] {
    return [...this.tables.values()];
  }

  get size(): number {
    return this.tables.size;
  }
}

/** Applies what other processes appended; with `meta`, re-reads the table's facts too. */
/** Returns how many actions were new to this process. */
export async function catchUp(ctx: Ctx, t: LiveTable, meta = false): Promise<number> {
  const rows = await ctx.store.actions(t.meta.id, t.seq);
  const end = t.meta.ending?.seq ?? Number.POSITIVE_INFINITY;
  for (const r of rows) {
    if (r.seq > end) break;
    t.applyStored(r);
  }
  if (meta || rows.length > 0 || (t.terminal && t.meta.status !== "finished")) {
    const row = await ctx.store.getTable(t.meta.id);
    if (row !== null && row.version > t.meta.version) {
      // The game ended early (elsewhere) before moves this process applied: those moves are
      // not part of it; the table is read again up to its end.
      if (row.ending !== null && t.seq > row.ending.seq) {
        await reload(ctx, t, row);
        return Math.max(1, rows.length);
      }
      t.meta = row;
    }
  }
  return rows.length;
}

/** Rebuilds the table from storage (`row`: its facts, when just read). */
export async function reload(ctx: Ctx, t: LiveTable, read?: TableRow): Promise<void> {
  const row = read ?? (await ctx.store.getTable(t.meta.id));
  if (row === null) throw new Error(`table ${t.meta.id} vanished from storage`);
  t.clearTimer();
  t.reset(row, await ctx.store.actions(t.meta.id));
}

/** A finished table leaves this process's memory after a while (storage keeps it). */
export function forgetLater(ctx: Ctx, t: LiveTable): void {
  const evict = setTimeout(() => ctx.cache.forget(t), FINISHED_TABLE_TTL_MS);
  evict.unref?.();
}

/**
 * Every `sweepMs`: a table in memory that nothing here needs leaves it (storage keeps it;
 * the next request reads it again): no connection of this process watches it, no timer is
 * pending (bot, turn clock, retry, takeover), no work is queued or running, and nobody asked
 * for it since the previous sweep. Without this, every table ever spectated or read stayed.
 */
export function sweep(ctx: Ctx): void {
  const lobbies: LiveTable[] = [];
  for (const t of ctx.cache.values()) {
    if (t.meta.status === "lobby" && t.meta.visibility === "public") lobbies.push(t);
    if (t.used) t.used = false;
    else if (t.idle && !watched(ctx, t)) ctx.cache.delete(t.meta.id);
  }
  void sweepLobbies(ctx, lobbies);
}

/**
 * The lobby's part of the sweep: the public lobbies a seated person is connected to here are
 * marked seen (so they stay listed, and alive); then the public lobbies no process has seen
 * for `lobbyIdleMs` (nor created since) are deleted, and forgotten here.
 */
async function sweepLobbies(ctx: Ctx, lobbies: readonly LiveTable[]): Promise<void> {
  if (ctx.cache.sweepingLobbies || ctx.closed) return;
  ctx.cache.sweepingLobbies = true;
  try {
    await markSeen(ctx, lobbies);
    const idle = ctx.options.lobbyIdleMs;
    if (idle === undefined || idle === null) return;
    for (const id of await ctx.store.expireLobbies(ctx.now() - idle)) {
      const t = ctx.cache.get(id);
      t?.clearTimer();
      t?.clearTakeover();
      t?.clearGrace();
      ctx.cache.delete(id);
    }
  } catch (e) {
    ctx.log.warn("could not sweep the public lobbies", { error: String(e) });
  } finally {
    ctx.cache.sweepingLobbies = false;
  }
}

/** Marks the public lobbies among `tables` whose seats have a connection here as seen now. */
export async function markSeen(ctx: Ctx, tables: readonly LiveTable[]): Promise<void> {
  const seen = tables
    .filter(
      (t) =>
        t.meta.status === "lobby" &&
        t.meta.visibility === "public" &&
        t.meta.seats.some((_, seat) => ctx.notifier.hasAudience(t.meta.id, seat)),
    )
    .map((t) => t.meta.id);
  if (seen.length === 0) return;
  try {
    await ctx.store.markSeen(seen, ctx.now());
  } catch (e) {
    // Only the public list and the lobby's expiry read it: play goes on.
    ctx.log.warn("could not mark lobbies as seen", { tables: seen.length, error: String(e) });
  }
}

/** Whether a connection of this process is in one of the table's seat or spectator rooms. */
function watched(ctx: Ctx, t: LiveTable): boolean {
  const viewers: Viewer[] = [...t.meta.seats.keys(), "spectator"];
  return viewers.some((v) => ctx.notifier.hasAudience(t.meta.id, v));
}
