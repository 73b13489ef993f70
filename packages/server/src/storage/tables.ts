// The tables table: each table's facts (seats, status, version, the stored turn deadline,
// when a public lobby was last seen). Every change is a compare-and-set on the version.

import type { TableStatus, Visibility } from "@number-games/protocol";
import type { Kysely } from "kysely";
import { sql } from "kysely";
import type { Database } from "./schema";
import { toRow } from "./schema";
import type { TablePatch, TableRow } from "./types";

export class TableRows {
  constructor(private readonly db: Kysely<Database>) {}

  async createTable(row: TableRow): Promise<boolean> {
    const res = await this.db
      .insertInto("ng_tables")
      .values({
        id: row.id,
        code: row.code,
        game: row.game,
        config: JSON.stringify(row.config),
        seats: JSON.stringify(row.seats),
        visibility: row.visibility,
        status: row.status,
        turn_clock: row.turnClockSeconds,
        start_race: row.startRace === null ? null : JSON.stringify(row.startRace),
        rematch: row.rematch,
        seed: row.seed,
        rng: row.rng,
        seed_commitment: row.seedCommitment,
        host_token_hash: row.hostTokenHash,
        turn_deadline_seq: row.turnDeadline?.seq ?? null,
        turn_deadline: row.turnDeadline?.at ?? null,
        version: row.version,
        created_at: row.createdAt,
        updated_at: row.updatedAt,
        class_id: row.classTable?.classId ?? null,
        class_round: row.classTable?.round ?? null,
        class_table: row.classTable?.number ?? null,
        paused_at: row.pausedAt ?? null,
        away_action: row.awayRule.action,
        away_grace: row.awayRule.graceSeconds,
        ending: row.ending === null ? null : JSON.stringify(row.ending),
      })
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    return Number(res.numInsertedOrUpdatedRows ?? 0) === 1;
  }

  async getTable(id: string): Promise<TableRow | null> {
    const r = await this.db
      .selectFrom("ng_tables")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirst();
    return r ? toRow(r) : null;
  }

  async getTableByCode(code: string): Promise<TableRow | null> {
    const r = await this.db
      .selectFrom("ng_tables")
      .selectAll()
      .where("code", "=", code)
      .executeTakeFirst();
    return r ? toRow(r) : null;
  }

  async updateTable(
    id: string,
    expectedVersion: number,
    patch: TablePatch,
  ): Promise<TableRow | null> {
    const now = new Date().toISOString();
    const res = await this.db
      .updateTable("ng_tables")
      .set({
        ...(patch.seats !== undefined ? { seats: JSON.stringify(patch.seats) } : {}),
        ...(patch.status !== undefined ? { status: patch.status } : {}),
        ...(patch.config !== undefined ? { config: JSON.stringify(patch.config) } : {}),
        ...(patch.startRace !== undefined
          ? { start_race: patch.startRace === null ? null : JSON.stringify(patch.startRace) }
          : {}),
        ...(patch.rematch !== undefined ? { rematch: patch.rematch } : {}),
        ...(patch.pausedAt !== undefined ? { paused_at: patch.pausedAt } : {}),
        ...(patch.ending !== undefined
          ? { ending: patch.ending === null ? null : JSON.stringify(patch.ending) }
          : {}),
        ...(patch.awayRule !== undefined
          ? { away_action: patch.awayRule.action, away_grace: patch.awayRule.graceSeconds }
          : {}),
        version: expectedVersion + 1,
        // A finished table keeps the time it finished: the leaderboard's time of its game.
        // Later changes of its seats (a rename, a release) are not its game's end.
        updated_at: sql<string>`CASE WHEN status = 'finished' THEN updated_at ELSE ${now} END`,
      })
      .where("id", "=", id)
      .where("version", "=", expectedVersion)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) return null;
    return this.getTable(id);
  }

  async setTurnDeadline(id: string, seq: number, at: number): Promise<number> {
    // Compare-and-set: only a newer seq replaces the stored deadline, so of two processes
    // starting the same turn's clock the first one's deadline stands.
    const res = await this.db
      .updateTable("ng_tables")
      .set({ turn_deadline_seq: seq, turn_deadline: at })
      .where("id", "=", id)
      .where((eb) =>
        eb.or([eb("turn_deadline_seq", "is", null), eb("turn_deadline_seq", "<", seq)]),
      )
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) === 1) return at;
    const r = await this.db
      .selectFrom("ng_tables")
      .select(["turn_deadline_seq", "turn_deadline"])
      .where("id", "=", id)
      .executeTakeFirst();
    return r?.turn_deadline_seq === seq && r.turn_deadline !== null ? Number(r.turn_deadline) : at;
  }

  async moveTurnDeadline(id: string, seq: number, at: number): Promise<void> {
    await this.db
      .updateTable("ng_tables")
      .set({ turn_deadline: at })
      .where("id", "=", id)
      .where("turn_deadline_seq", "=", seq)
      .execute();
  }

  async listTables(filter: {
    visibility?: Visibility;
    statuses: readonly TableStatus[];
    limit: number;
    seenSince?: number;
  }): Promise<TableRow[]> {
    if (filter.statuses.length === 0) return [];
    let q = this.db
      .selectFrom("ng_tables")
      .selectAll()
      .where("status", "in", [...filter.statuses]);
    if (filter.visibility) q = q.where("visibility", "=", filter.visibility);
    const seenSince = filter.seenSince;
    if (seenSince !== undefined) {
      q = q.where((eb) => eb.or([eb("status", "!=", "lobby"), eb("seen_at", ">=", seenSince)]));
    }
    const rows = await q.orderBy("created_at", "desc").orderBy("id").limit(filter.limit).execute();
    return rows.map(toRow);
  }

  async markSeen(ids: readonly string[], at: number): Promise<void> {
    for (let i = 0; i < ids.length; i += 500) {
      await this.db
        .updateTable("ng_tables")
        .set({ seen_at: at })
        .where("id", "in", ids.slice(i, i + 500))
        .where((eb) => eb.or([eb("seen_at", "is", null), eb("seen_at", "<", at)]))
        .execute();
    }
  }

  async setAway(tableId: string, seat: number, since: number): Promise<boolean> {
    const res = await this.db
      .insertInto("ng_presence")
      .values({ table_id: tableId, seat, away_since: since })
      .onConflict((oc) =>
        oc
          .columns(["table_id", "seat"])
          .doUpdateSet({ away_since: since })
          .where("ng_presence.away_since", "is", null),
      )
      .executeTakeFirst();
    return Number(res.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  async setPresent(tableId: string, seat: number): Promise<boolean> {
    const res = await this.db
      .insertInto("ng_presence")
      .values({ table_id: tableId, seat, away_since: null })
      .onConflict((oc) =>
        oc
          .columns(["table_id", "seat"])
          .doUpdateSet({ away_since: null })
          .where("ng_presence.away_since", "is not", null),
      )
      .executeTakeFirst();
    return Number(res.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  async presence(tableIds: readonly string[]): Promise<Map<string, Map<number, number | null>>> {
    const out = new Map<string, Map<number, number | null>>();
    for (let i = 0; i < tableIds.length; i += 500) {
      const rows = await this.db
        .selectFrom("ng_presence")
        .selectAll()
        .where("table_id", "in", tableIds.slice(i, i + 500))
        .execute();
      for (const r of rows) {
        let seats = out.get(r.table_id);
        if (seats === undefined) {
          seats = new Map();
          out.set(r.table_id, seats);
        }
        seats.set(r.seat, r.away_since === null ? null : Number(r.away_since));
      }
    }
    return out;
  }

  async expireLobbies(before: number): Promise<string[]> {
    const createdBefore = new Date(before).toISOString();
    const rows = await this.db
      .deleteFrom("ng_tables")
      .where("status", "=", "lobby")
      .where("visibility", "=", "public")
      .where((eb) =>
        eb.or([
          eb("seen_at", "<", before),
          eb.and([eb("seen_at", "is", null), eb("created_at", "<", createdBefore)]),
        ]),
      )
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom("ng_tables as p").select("p.id").whereRef("p.rematch", "=", "ng_tables.id"),
          ),
        ),
      )
      .returning("id")
      .execute();
    return rows.map((r) => r.id);
  }
}
