// Private tables: the id or code lets anyone see the lobby and claim an open seat, but only
// the holders of the table's seat tokens (its players) may watch it: no spectator socket, no
// spectator frames, no record (public part or full), no seed, result or rematch link. Every
// refusal is the same typed error, whatever the table's state, so it tells a stranger nothing.

import type { ProtocolError, TableInfo } from "@number-games/protocol";
import { HTTP_STATUS } from "@number-games/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { joinTable } from "../../cli/src/commands/join";
import type { Prompter } from "../../cli/src/lines";
import { connectTable } from "./support/connect";
import type { TestServer } from "./support/server";
import {
  humans,
  RandomPlayer,
  setUpTable,
  startTestServer,
  unwrap,
  withTimeout,
} from "./support/server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

/** GET a path with an optional bearer token: the status and the parsed body. */
async function get(path: string, token?: string): Promise<{ status: number; body: unknown }> {
  const res = await fetch(`${server.url}${path}`, {
    headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
  });
  return { status: res.status, body: await res.json() };
}

describe("private tables", () => {
  it("strangers see the lobby and claim by code, but never watch; players do", async () => {
    const t = await setUpTable(server.api, "take-or-pay", { players: 3 }, humans(3), {
      visibility: "private",
      start: false,
    });
    // Another private table: its seat token is no key to this one.
    const other = await setUpTable(server.api, "number-line", { players: 2 }, humans(2), {
      visibility: "private",
      start: false,
    });
    const wrongToken = other.tokens[0]!;
    const secrets = [t.tableId, t.code, t.hostToken, ...t.tokens.map((x) => x!), "Player"];

    // Every refusal is recorded; they must all be one and the same.
    const refusals: { status?: number; error: ProtocolError }[] = [];
    const refusedHttp = async (path: string, token?: string) => {
      const r = await get(path, token);
      const error = (r.body as { error: ProtocolError }).error;
      refusals.push({ status: r.status, error });
      expect(error.code).toBe("ERR_PRIVATE_TABLE");
      expect(r.status).toBe(HTTP_STATUS.ERR_PRIVATE_TABLE);
      return error;
    };
    const stranger = await connectTable(server.url);
    const strangerEvents: unknown[] = [];
    stranger.socket.onAny((...args) => strangerEvents.push(args));
    const refusedJoin = async () => {
      const reply = await stranger.join(t.tableId, { spectate: true });
      expect(reply.ok).toBe(false);
      if (!reply.ok) {
        refusals.push({ error: reply.error });
        expect(reply.error.code).toBe("ERR_PRIVATE_TABLE");
      }
    };
    const refuseEverything = async () => {
      await refusedJoin();
      for (const ref of [t.tableId, t.code]) {
        await refusedHttp(`/api/tables/${ref}/record`);
        await refusedHttp(`/api/tables/${ref}/record`, wrongToken);
        await refusedHttp(`/api/tables/${ref}/record`, "not-a-token");
      }
    };
    /** What a stranger may know: the lobby facts, never the seed, result or rematch. */
    const strangerInfo = async (): Promise<TableInfo> => {
      const byCode = await get(`/api/tables/${t.code}`);
      const byId = await get(`/api/tables/${t.tableId}`, wrongToken);
      expect(byCode.status).toBe(200);
      // The same by id with a foreign token (seq and whose turn aside: the game may move in
      // between).
      expect({ ...(byId.body as TableInfo), seq: 0, toMove: null }).toEqual({
        ...(byCode.body as TableInfo),
        seq: 0,
        toMove: null,
      });
      const info = byCode.body as TableInfo;
      expect(info.seed).toBeNull();
      expect(info.result).toBeNull();
      expect(info.rematch).toBeNull();
      return info;
    };

    // The lobby: what a newcomer with the code needs to claim a seat is there.
    const lobby = await strangerInfo();
    expect(lobby).toMatchObject({ id: t.tableId, status: "lobby", visibility: "private" });
    expect(lobby.seats.map((s) => s.claimed)).toEqual([true, true, true]);
    await refuseEverything();

    // Playing: players see their own frames and the public record; strangers nothing.
    const players = await Promise.all(
      t.tokens.map((tok, i) => RandomPlayer.connect(server.url, t.tableId, tok, 10 + i)),
    );
    unwrap(await server.api.start(t.tableId, t.hostToken));
    await withTimeout(
      (async () => {
        while (players.every((p) => p.accepted.length < 2))
          await new Promise((r) => setImmediate(r));
      })(),
      20_000,
      "a few moves",
    );
    await refuseEverything();
    expect((await strangerInfo()).status).not.toBe("lobby");
    const partial = unwrap(await server.api.record(t.tableId, t.tokens[1]!));
    expect(partial.meta.public).toBe(true);
    expect(partial.meta.spectator).toBeDefined();

    // Finished: the full record, seed and result for players only.
    await withTimeout(Promise.all(players.map((p) => p.finished)), 30_000, "the game to end");
    await refuseEverything();
    expect((await strangerInfo()).status).toBe("finished");
    const full = unwrap(await server.api.record(t.tableId, t.tokens[2]!));
    expect(full.meta.public).toBe(false);
    expect(full.meta.seed).toEqual(expect.any(String));
    const mine = unwrap(await server.api.table(t.code, t.tokens[0]!));
    expect(mine.seed).toBe(full.meta.seed);
    expect(mine.result).not.toBeNull();
    const rematch = unwrap(await server.api.rematch(t.tableId, t.tokens[0]!));
    expect(unwrap(await server.api.table(t.tableId, t.tokens[1]!)).rematch).toBe(rematch.tableId);
    expect((await strangerInfo()).rematch).toBeNull();

    // One refusal for everything: nothing in it depends on the table or says anything of it.
    expect(refusals.length).toBe(21);
    for (const r of refusals) expect(r.error).toEqual(refusals[0]!.error);
    const text = JSON.stringify(refusals[0]!.error);
    for (const s of secrets) expect(text).not.toContain(s);
    expect(text).not.toMatch(/\d/);
    // The stranger's socket never received a frame or a table update.
    expect(strangerEvents).toEqual([]);
    for (const p of players) {
      expect(p.errors).toEqual([]);
      p.close();
    }
    stranger.close();
  });

  it("public tables stay open to spectators and their records to anyone", async () => {
    const t = await setUpTable(server.api, "number-line", { players: 2 }, humans(2), {
      visibility: "public",
    });
    const spectator = await RandomPlayer.connect(server.url, t.tableId, null, 1);
    expect(spectator.lastFrame?.observation.viewer).toBe("spectator");
    expect(unwrap(await server.api.record(t.tableId)).meta.public).toBe(true);
    spectator.close();
  });

  it("`numbers join --spectate` on a private table says it is private and stops", async () => {
    const t = await setUpTable(server.api, "number-line", { players: 2 }, humans(2), {
      visibility: "private",
    });
    let out = "";
    const io: Prompter = { ask: async () => null, close() {} };
    const outcome = await withTimeout(
      joinTable(
        { target: t.code, server: server.url, name: "Eve", spectate: true, tokenFile: null },
        io,
        (s) => {
          out += s;
        },
      ),
      20_000,
      "numbers join --spectate",
    );
    expect(outcome).toBe("error");
    expect(out).toContain("ERR_PRIVATE_TABLE");
  });
});
