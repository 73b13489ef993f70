// The sweep, every `sweepMs`: tables in memory that nothing here needs leave it (storage keeps
// them; the next request reads them again), public lobbies with a seated person connected here
// are marked seen, and public lobbies nobody has seen for `lobbyIdleMs` are deleted.

import type { Viewer } from "@number-games/engine";
import type { Ctx } from "./context";
import type { LiveTable } from "./live-table";

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
    const gone = await ctx.store.expireLobbies(ctx.now() - idle);
    for (const id of gone) ctx.cache.drop(id);
    // The other processes may hold them too.
    if (gone.length > 0) ctx.notifier.deleted?.(gone);
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
