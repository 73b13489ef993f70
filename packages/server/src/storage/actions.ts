// The actions table: every table's record, one row per (table, seq). Appends are
// group-committed (one multi-row INSERT per turn of the event loop); the (table, seq) key
// lets exactly one writer win each position, on any process.

import type { Kysely } from "kysely";
import type { Database } from "./schema";
import type { ActionRow, AutoplayReason } from "./types";

interface PendingAppend {
  readonly row: ActionRow;
  resolve(inserted: boolean): void;
  reject(error: unknown): void;
}

/** Rows per INSERT (5 parameters each: well under SQLite's and PostgreSQL's limits). */
const MAX_APPEND_BATCH = 500;
/**
 * Batches being committed at once. PostgreSQL: while one batch waits for its fsync the next
 * one starts on another pool connection, and concurrent commits share WAL flushes (group
 * commit), so an append never waits for a whole earlier commit. SQLite: one connection.
 */
const APPEND_BATCHES_IN_FLIGHT = { postgres: 4, sqlite: 1 } as const;

export class ActionLog {
  constructor(
    private readonly dialect: "sqlite" | "postgres",
    private readonly db: Kysely<Database>,
  ) {}

  /**
   * Appends are group-committed: the appends requested within one turn of the event loop go
   * into one multi-row INSERT (one transaction, one fsync); up to APPEND_BATCHES_IN_FLIGHT
   * such batches are committed at once, and while all are busy new appends gather for the
   * next. Each caller still learns only after its row is durable, and whether it won its
   * (table, seq).
   */
  appendAction(row: ActionRow): Promise<boolean> {
    return new Promise((resolve, reject) => {
      this.pending.push({ row, resolve, reject });
      this.scheduleFlush();
    });
  }

  private pending: PendingAppend[] = [];
  private inFlight = 0;
  private flushScheduled = false;

  private scheduleFlush(): void {
    if (this.flushScheduled || this.pending.length === 0) return;
    if (this.inFlight >= APPEND_BATCHES_IN_FLIGHT[this.dialect]) return;
    this.flushScheduled = true;
    setImmediate(() => {
      this.flushScheduled = false;
      while (this.pending.length > 0 && this.inFlight < APPEND_BATCHES_IN_FLIGHT[this.dialect]) {
        const batch = this.pending.splice(0, MAX_APPEND_BATCH);
        this.inFlight++;
        void this.writeBatch(batch).finally(() => {
          this.inFlight--;
          this.scheduleFlush();
        });
      }
    });
  }

  private async writeBatch(batch: PendingAppend[]): Promise<void> {
    // Within one batch the first request for a (table, seq) is the one that may win.
    const seen = new Set<string>();
    const unique: PendingAppend[] = [];
    for (const p of batch) {
      const key = `${p.row.tableId}\u0000${p.row.seq}`;
      if (seen.has(key)) p.resolve(false);
      else {
        seen.add(key);
        unique.push(p);
      }
    }
    // One lock order for every batch (table, then seq): two batches with overlapping keys,
    // e.g. from two processes, wait for each other instead of deadlocking.
    unique.sort((x, y) =>
      x.row.tableId < y.row.tableId
        ? -1
        : x.row.tableId > y.row.tableId
          ? 1
          : x.row.seq - y.row.seq,
    );
    try {
      const inserted = await this.insertRows(unique.map((p) => p.row));
      for (const p of unique) p.resolve(inserted.has(`${p.row.tableId}\u0000${p.row.seq}`));
    } catch {
      // One bad row (e.g. an unknown table) must not fail the others: retry one by one.
      for (const p of unique) {
        try {
          p.resolve((await this.insertRows([p.row])).size === 1);
        } catch (e) {
          p.reject(e);
        }
      }
    }
  }

  /** Inserts rows, skipping (table, seq) conflicts; returns the keys actually inserted. */
  private async insertRows(rows: readonly ActionRow[]): Promise<Set<string>> {
    const res = await this.db
      .insertInto("ng_actions")
      .values(
        rows.map((row) => ({
          table_id: row.tableId,
          seq: row.seq,
          action: JSON.stringify(row.action),
          actor: row.actor,
          autoplay: row.autoplay,
        })),
      )
      .onConflict((oc) => oc.columns(["table_id", "seq"]).doNothing())
      .returning(["table_id", "seq"])
      .execute();
    return new Set(res.map((r) => `${r.table_id}\u0000${r.seq}`));
  }

  async actions(tableId: string, afterSeq = 0): Promise<ActionRow[]> {
    const rows = await this.db
      .selectFrom("ng_actions")
      .select(["seq", "action", "actor", "autoplay"])
      .where("table_id", "=", tableId)
      .where("seq", ">", afterSeq)
      .orderBy("seq")
      .execute();
    return rows.map((r) => ({
      tableId,
      seq: r.seq,
      action: JSON.parse(r.action),
      actor: r.actor,
      autoplay: r.autoplay as AutoplayReason | null,
    }));
  }

  async seqs(tableIds: readonly string[]): Promise<Map<string, number>> {
    const out = new Map<string, number>(tableIds.map((id) => [id, 0]));
    if (tableIds.length === 0) return out;
    const rows = await this.db
      .selectFrom("ng_actions")
      .select(["table_id", (eb) => eb.fn.max("seq").as("max_seq")])
      .where("table_id", "in", [...tableIds])
      .groupBy("table_id")
      .execute();
    for (const r of rows) out.set(r.table_id, Number(r.max_seq));
    return out;
  }

  /** Lets requested appends finish (bounded), so nothing acknowledged is cut off. */
  async drain(): Promise<void> {
    for (let i = 0; i < 200 && (this.inFlight > 0 || this.pending.length > 0); i++) {
      await new Promise((r) => setTimeout(r, 10));
    }
  }
}
