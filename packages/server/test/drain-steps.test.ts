// The drain's steps in one process (close(), as on SIGTERM): readiness false at once, no new
// connection, a move already received is stored and acknowledged even while storage is slow,
// a command after the drain began is refused and changes nothing, and every connection is
// told `serverRestarting` before the server disconnects it.

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ServerRestartingEvent } from "@number-games/protocol";
import type { TableClient } from "@number-games/protocol/socket-client";
import { afterAll, describe, expect, it } from "vitest";
import { openStore } from "../src/storage/sql-store";
import type { ActionRow, TableStore } from "../src/storage/types";
import { connectTable } from "./support/connect";
import { GAME_SETUPS, humans, setUpTable, startTestServer, waitFor } from "./support/server";

const dir = mkdtempSync(join(tmpdir(), "ng-drain-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** `store`, whose appends wait while `held` is set (a slow database). */
function slowStore(store: TableStore) {
  const state = { held: null as Promise<void> | null, waiting: 0 };
  const wrapped = new Proxy(store, {
    get: (target, prop, receiver) => {
      const value = Reflect.get(target, prop, receiver);
      if (prop === "appendAction") {
        return async (row: ActionRow) => {
          if (state.held !== null) {
            state.waiting++;
            await state.held;
          }
          return target.appendAction(row);
        };
      }
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { store: wrapped, state };
}

describe("close() drains", () => {
  it("finishes the move in progress, refuses later commands and tells every client", async () => {
    const file = join(dir, "drain.sqlite");
    const inner = await openStore({ databaseUrl: null, sqliteFile: file });
    const { store, state } = slowStore(inner);
    const server = await startTestServer({ store });
    const { game, config } = GAME_SETUPS[1]!; // take-or-pay: one seat moves at a time
    const t = await setUpTable(server.api, game, config, humans(3));
    const clients: TableClient[] = [];
    const notices: ServerRestartingEvent[][] = [];
    const reasons: string[][] = [];
    const frames = new Map<number, { seq: number; legal: readonly unknown[] }>();
    for (const [seat, token] of t.tokens.entries()) {
      const c = await connectTable(server.url);
      const mine: ServerRestartingEvent[] = [];
      const why: string[] = [];
      c.socket.on("serverRestarting", (e) => mine.push(e));
      c.socket.on("disconnect", (r) => why.push(r));
      c.onFrame((f) => frames.set(seat, { seq: f.seq, legal: f.observation.legal }));
      const reply = await c.join(t.tableId, { seatToken: token! });
      expect(reply.ok).toBe(true);
      clients.push(c);
      notices.push(mine);
      reasons.push(why);
    }
    await waitFor(() => [...frames.values()].some((f) => f.legal.length > 0), "a seat to move");
    const mover = [...frames.entries()].find(([, f]) => f.legal.length > 0)![0];
    const other = (mover + 1) % 3;
    const frame = frames.get(mover)!;

    // The move reaches storage, which is slow; then the drain begins.
    let release: () => void = () => {};
    state.held = new Promise((r) => {
      release = r;
    });
    const moved = clients[mover]!.act(t.tableId, frame.seq, frame.legal[0]);
    await waitFor(() => state.waiting > 0, "the move at storage");
    expect(server.isDraining()).toBe(false);
    const closing = server.close();
    expect(server.isDraining()).toBe(true);

    // A command after the drain began: refused, nothing changes.
    const late = await clients[other]!.act(t.tableId, frame.seq, frame.legal[0]);
    expect(late).toMatchObject({ ok: false, error: { code: "ERR_SERVER_RESTARTING" } });
    // No new connection.
    await expect(connectTable(server.url)).rejects.toThrow();
    expect(notices.flat()).toEqual([]);

    release();
    state.held = null;
    expect(await moved).toEqual({ ok: true, seq: frame.seq + 1 });
    await closing;
    for (const [i, mine] of notices.entries()) {
      expect(mine).toEqual([{ reconnectWithinMs: expect.any(Number) }]);
      expect(reasons[i]).toEqual(["io server disconnect"]);
    }
    // The acknowledged move is stored, once; no person's move after it (chance may follow).
    const rows = await inner.actions(t.tableId);
    expect(rows[frame.seq]).toMatchObject({
      seq: frame.seq + 1,
      actor: mover,
      action: frame.legal[0],
    });
    expect(rows.slice(frame.seq + 1).filter((r) => r.actor >= 0)).toEqual([]);
    for (const c of clients) c.close();
    await inner.close();
    rmSync(server.dir, { recursive: true, force: true });
  });
});
