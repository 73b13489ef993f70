// Store before announce, for the turn clock: a deadline a player was sent is in storage by
// the time the frame arrives, so a server killed with SIGKILL right after sending it and
// restarted on the same file continues that clock instead of starting a full one. The test
// reads the SQLite file itself the moment each frame arrives (before the kill), which makes
// the order visible however narrow the window between announcing and storing would be.

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ObservationFrame } from "@number-games/protocol";
import SQLite from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { ApiClient } from "../src/http/client";
import type { ChildServer } from "./support/child";
import { spawnServer } from "./support/child";
import { humans, RandomPlayer, setUpTable, unwrap, withTimeout } from "./support/server";

const dir = mkdtempSync(join(tmpdir(), "ng-clock-crash-"));
const children: ChildServer[] = [];
afterAll(async () => {
  for (const c of children) await c.stop().catch(() => {});
  rmSync(dir, { recursive: true, force: true });
});

/** The turns played before the kill (each one's frame starts a new clock). */
const TURNS_BEFORE_KILL = 4;

interface Seen {
  readonly player: RandomPlayer;
  readonly seq: number;
  readonly deadline: number;
  /** What the SQLite file held when the frame arrived. */
  readonly stored: { seq: number | null; at: number | null } | undefined;
}

describe("the turn clock across kill -9 (SQLite)", () => {
  it("a sent deadline is stored before the frame arrives and survives kill -9 and a restart", async () => {
    const env = { DATA_DIR: dir };
    const first = await spawnServer(env);
    children.push(first);
    const api = new ApiClient(first.url);
    const t = await setUpTable(api, "take-or-pay", { players: 3, firstPlayer: 0 }, humans(3), {
      start: false,
      turnClockSeconds: 3600,
    });
    const db = new SQLite(join(dir, "number-games.sqlite"), { fileMustExist: true });
    const read = db.prepare<[string], { seq: number | null; at: number | null }>(
      "select turn_deadline_seq as seq, turn_deadline as at from ng_tables where id = ?",
    );
    const players = await Promise.all(
      t.tokens.map((tok, i) =>
        RandomPlayer.connect(first.url, t.tableId, tok, i, { paused: true }),
      ),
    );
    const seen: Seen[] = [];
    let turns = 0;
    const killed = new Promise<void>((resolve) => {
      for (const p of players) {
        p.client.onFrame((f: ObservationFrame) => {
          if (f.deadline === null || f.observation.legal.length === 0) return;
          // The seat on turn got its clock: what does storage hold right now?
          seen.push({ player: p, seq: f.seq, deadline: f.deadline, stored: read.get(t.tableId) });
          if (++turns < TURNS_BEFORE_KILL) p.maybeAct(f);
          else {
            first.proc.kill("SIGKILL");
            resolve();
          }
        });
      }
    });
    unwrap(await api.start(t.tableId, t.hostToken));
    await withTimeout(killed, 20_000, "the turns before the kill");
    await first.kill9();
    db.close();
    for (const p of players) p.close();

    expect(seen).toHaveLength(TURNS_BEFORE_KILL);
    for (const s of seen) expect(s.stored, `seq ${s.seq}`).toEqual({ seq: s.seq, at: s.deadline });

    // After the restart the seat on turn rejoins and sees the deadline it was announced.
    const announced = seen.at(-1)!;
    const second = await spawnServer(env);
    children.push(second);
    const onTurn = announced.player;
    await onTurn.reconnect(second.url);
    const rejoined = onTurn.lastFrame!;
    expect(rejoined.seq).toBe(announced.seq);
    expect(rejoined.deadline).toBe(announced.deadline);
    const info = unwrap(await new ApiClient(second.url).table(t.tableId));
    expect(info.seq).toBe(announced.seq);
    onTurn.close();
    await second.stop();
  });
});
