// The live tables in this process's memory: loading one from storage (once, however many ask
// at the same time), forgetting one (a finished table after a while). Catching a table up with
// what other processes appended is catch-up.ts; the sweep that drops the tables nothing here
// needs is sweep.ts (storage keeps them; the next request reads them again).

import { isTableId } from "@number-games/protocol";
import type { TableStore } from "../storage/types";
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

  /** Forgets a table deleted from storage, and whatever it had pending. */
  drop(tableId: string): void {
    const t = this.tables.get(tableId);
    if (t !== undefined) t.deleted = true;
    t?.clearTimer();
    t?.clearTakeover();
    t?.clearGrace();
    this.tables.delete(tableId);
  }

  values(): LiveTable[] {
    return [...this.tables.values()];
  }

  get size(): number {
    return this.tables.size;
  }

  /** A finished table leaves this process's memory after a while (storage keeps it). */
  forgetLater(t: LiveTable): void {
    const evict = setTimeout(() => this.forget(t), FINISHED_TABLE_TTL_MS);
    evict.unref?.();
  }
}
