// storedPace: the mean time of human moves read from a SQLite store's timestamps, without
// bots' moves, autoplayed turns, chance, pauses or other games; nothing when there is no data.

import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { MIN_TIMED_MOVES, storedPace } from "../src/storage/pace";
import { openStore } from "../src/storage/sql-store";
import type { TableRow } from "../src/storage/types";
import { row as tableRow } from "./support/store-contract";

const dir = mkdtempSync(join(tmpdir(), "ng-pace-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A finished table of Ann against a computer, made at a fixed time. */
function row(id: string, game: TableRow["game"]): TableRow {
  const now = new Date(Date.UTC(2025, 0, 1)).toISOString();
  return tableRow({
    id,
    code: id.toUpperCase().slice(0, 6),
    game,
    config: { players: 2 },
    seats: [
      { kind: "human", name: "Ann", tokenHash: "ab".repeat(32) },
      { kind: "bot", level: "medium" },
    ],
    status: "finished",
    createdAt: now,
    updatedAt: now,
  });
}

describe("storedPace", () => {
  it("is null without a store file, and creates none", () => {
    const file = join(dir, "missing.sqlite");
    expect(storedPace(file, "number-line")).toBeNull();
    expect(existsSync(file)).toBe(false);
  });

  it("averages the gaps before human moves only", async () => {
    const file = join(dir, "store.sqlite");
    const store = await openStore({ sqliteFile: file });
    // One Number Line table: seat 0 human, seat 1 bot. Moves alternate 0, 1, 0, 1, …; the
    // human thinks 7 s, the bot 1 s; one human move is autoplayed (left out) and one comes
    // after a 10-minute pause (left out).
    await store.createTable(row("nl1", "number-line"));
    await store.createTable(row("mn1", "magic-numbers"));
    const times: string[] = [];
    let t = Date.UTC(2025, 0, 1, 12, 0, 0);
    const n = 2 * (MIN_TIMED_MOVES + 4);
    for (let seq = 1; seq <= n; seq++) {
      const actor = (seq - 1) % 2;
      t += actor === 0 ? (seq === 21 ? 600_000 : 7000) : 1000;
      times.push(new Date(t).toISOString().replace("T", " ").slice(0, 19));
      await store.appendAction({
        tableId: "nl1",
        seq,
        action: { type: "place", number: 1 },
        actor,
        autoplay: seq === 5 ? "clock" : null,
      });
      await store.appendAction({
        tableId: "mn1",
        seq,
        action: { type: "keep" },
        actor,
        autoplay: null,
      });
    }
    await store.close();
    const db = new SQLite(file);
    const set = db.prepare("UPDATE ng_actions SET created_at = ? WHERE table_id = ? AND seq = ?");
    times.forEach((at, i) => {
      set.run(at, "nl1", i + 1);
      // Magic Numbers: every move 30 s apart.
      set.run(
        new Date(Date.UTC(2025, 0, 1) + 30_000 * i).toISOString().replace("T", " ").slice(0, 19),
        "mn1",
        i + 1,
      );
    });
    db.close();

    const pace = storedPace(file, "number-line");
    // Human moves at seq 3, 5, 7, …, n − 1 (seq 1 has no previous action), less seq 5
    // (autoplay) and seq 21 (the pause).
    const humanMoves = n / 2 - 1 - 2;
    expect(pace).toEqual({ secondsPerMove: 7, moves: humanMoves, tables: 1 });
    expect(storedPace(file, "magic-numbers")).toEqual({
      secondsPerMove: 30,
      moves: n / 2 - 1,
      tables: 1,
    });
    expect(storedPace(file, "take-or-pay")).toBeNull();
  });
});
