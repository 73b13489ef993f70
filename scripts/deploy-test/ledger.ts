// The check after each scenario: every action the clients saw acknowledged is in PostgreSQL's
// actions table (ng_actions, packages/server/src/storage/schema.ts) exactly once, at the seq
// it was acknowledged with, by that seat, as that action. Read straight from the database,
// not through a server.

import pg from "pg";
import type { Acked } from "./players";
import { sameAction } from "./players";

export interface Verdict {
  readonly acked: number;
  /** Acknowledged, and not stored as acknowledged. */
  readonly lost: number;
  /** Stored more than once, or acknowledged twice for one stored row. */
  readonly duplicated: number;
  /** What went wrong, a few lines. */
  readonly notes: string[];
}

export async function checkAcked(url: string, acked: readonly Acked[]): Promise<Verdict> {
  const notes: string[] = [];
  const tableIds = [...new Set(acked.map((a) => a.tableId))];
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let rows: { table_id: string; seq: number; actor: number; action: string }[];
  try {
    rows = (
      await client.query(
        "SELECT table_id, seq, actor, action FROM ng_actions WHERE table_id = ANY($1)",
        [tableIds],
      )
    ).rows;
  } finally {
    await client.end();
  }
  const stored = new Map<string, { actor: number; action: unknown }[]>();
  for (const r of rows) {
    const key = `${r.table_id}#${r.seq}`;
    const list = stored.get(key) ?? [];
    list.push({ actor: r.actor, action: JSON.parse(r.action) as unknown });
    stored.set(key, list);
  }
  let duplicated = 0;
  for (const [key, list] of stored) {
    if (list.length > 1) {
      duplicated += list.length - 1;
      if (notes.length < 5) notes.push(`${key} stored ${list.length} times`);
    }
  }
  const seen = new Set<string>();
  let lost = 0;
  for (const a of acked) {
    const key = `${a.tableId}#${a.seq}`;
    if (seen.has(key)) {
      duplicated++;
      if (notes.length < 5) notes.push(`${key} acknowledged twice`);
      continue;
    }
    seen.add(key);
    const row = stored.get(key)?.[0];
    if (row === undefined || !sameAction(a, row)) {
      lost++;
      if (notes.length < 5) {
        notes.push(
          `${key} (seat ${a.seat}, ${JSON.stringify(a.action)}) ${row === undefined ? "missing" : `stored as seat ${row.actor}, ${JSON.stringify(row.action)}`}`,
        );
      }
    }
  }
  return { acked: acked.length, lost, duplicated, notes };
}
