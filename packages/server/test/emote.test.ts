// Reactions on a table (docs/protocol.md, "Reactions"): a fixed set, from seated players
// only, at most one a second after a burst of 3; every connection at the table receives them,
// spectators included; anything else is refused with a typed error and sent to nobody.

import type { EmoteEvent } from "@number-games/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TableClient } from "../src/http/client";
import { connectTable } from "./support/connect";
import type { TestServer } from "./support/server";
import { humans, setUpTable, startTestServer, waitFor } from "./support/server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

async function listening(): Promise<{ client: TableClient; got: EmoteEvent[] }> {
  const client = await connectTable(server.url);
  const got: EmoteEvent[] = [];
  client.onEmote((e) => got.push(e));
  return { client, got };
}

describe("reactions", () => {
  it("reach every connection at the table; bad ones get a typed error and reach nobody", async () => {
    const t = await setUpTable(server.api, "take-or-pay", { players: 3 }, humans(3));
    const seats = await Promise.all(t.tokens.map(() => listening()));
    for (let i = 0; i < 3; i++) {
      expect((await seats[i]!.client.join(t.tableId, { seatToken: t.tokens[i]! })).ok).toBe(true);
    }
    const watcher = await listening();
    expect((await watcher.client.join(t.tableId, { spectate: true })).ok).toBe(true);
    const [ann, ben] = seats as [(typeof seats)[0], (typeof seats)[0]];

    // Refused: not in the set (no free text), from a spectator, malformed.
    const raw = ann.client.socket as unknown as {
      timeout(ms: number): { emitWithAck(e: string, p: unknown): Promise<unknown> };
    };
    expect(
      await raw.timeout(5000).emitWithAck("emote", { tableId: t.tableId, emote: "hi all" }),
    ).toMatchObject({
      ok: false,
      error: { code: "ERR_MALFORMED" },
    });
    expect(await raw.timeout(5000).emitWithAck("emote", { tableId: t.tableId })).toMatchObject({
      ok: false,
      error: { code: "ERR_MALFORMED" },
    });
    expect(await watcher.client.emote(t.tableId, "clap")).toMatchObject({
      ok: false,
      error: { code: "ERR_NOT_SEATED" },
    });

    // Accepted: everyone at the table hears it, the sender and the spectator too.
    expect(await ben.client.emote(t.tableId, "thumbs-up")).toEqual({ ok: true });
    const expected = { tableId: t.tableId, seat: 1, emote: "thumbs-up" };
    const all = [...seats, watcher];
    await waitFor(() => all.every((c) => c.got.length > 0), "every connection to hear it");
    // The refused ones reached nobody: the one accepted reaction is all anyone got.
    for (const c of all) expect(c.got).toEqual([expected]);

    // A burst of 3, then at most one a second.
    expect(await ann.client.emote(t.tableId, "wave")).toEqual({ ok: true });
    expect(await ann.client.emote(t.tableId, "wave")).toEqual({ ok: true });
    expect(await ann.client.emote(t.tableId, "wave")).toEqual({ ok: true });
    expect(await ann.client.emote(t.tableId, "wave")).toMatchObject({
      ok: false,
      error: { code: "ERR_RATE_LIMITED" },
    });
    for (const c of all) c.client.close();
  });

  it("are limited per seat, however many tabs the seat has open (issue 26, finding 12)", async () => {
    const t = await setUpTable(server.api, "take-or-pay", { players: 3 }, humans(3));
    const tabs = await Promise.all([0, 1, 2].map(() => listening()));
    for (const tab of tabs) {
      expect((await tab.client.join(t.tableId, { seatToken: t.tokens[0]! })).ok).toBe(true);
    }
    const answers = [];
    for (let round = 0; round < 2; round++) {
      for (const tab of tabs) answers.push(await tab.client.emote(t.tableId, "wave"));
    }
    // One burst of 3 for the seat, not one per tab (which would accept all 6).
    expect(answers.filter((a) => a.ok).length).toBeLessThanOrEqual(4);
    expect(answers.some((a) => !a.ok && a.error.code === "ERR_RATE_LIMITED")).toBe(true);
    for (const tab of tabs) tab.client.close();
  });

  it("a connection that joined another table cannot react at this one", async () => {
    const here = await setUpTable(server.api, "number-line", { players: 2 }, humans(2));
    const there = await setUpTable(server.api, "number-line", { players: 2 }, humans(2));
    const c = await listening();
    expect((await c.client.join(there.tableId, { seatToken: there.tokens[0]! })).ok).toBe(true);
    expect(await c.client.emote(here.tableId, "clap")).toMatchObject({
      ok: false,
      error: { code: "ERR_NOT_SEATED" },
    });
    c.client.close();
  });
});
