// Issue 24, item 3: presence is durable. An away player's time, and a seat handed to the
// computer, survive a restart of the server (SQLite: stopped and started again on the same
// file); with two processes on PostgreSQL + Redis, a seat whose only connection died with its
// process (SIGKILL: no disconnect is ever heard) is found away by the other process's sweep.

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { AwayAction } from "@number-games/protocol";
import { createApiClient } from "@number-games/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dropPgSchema, openStore } from "../src/storage/sql-store";
import type { ChildServer } from "./support/child";
import { spawnServer } from "./support/child";
import {
  IN_CI,
  PG_URL,
  pgReachable,
  REDIS_URL,
  redisReachable,
  uniqueChannel,
  uniqueSchema,
} from "./support/pg";
import type { TestServer } from "./support/server";
import { startTestServer, unwrap, waitFor } from "./support/server";
import { code, Watcher } from "./support/watcher";

const open: Watcher[] = [];
afterAll(() => {
  for (const v of open) v.close();
});

async function viewer(url: string, id: string, token: string | null): Promise<Watcher> {
  const v = await Watcher.join(url, id, token);
  open.push(v);
  return v;
}

/** A started Number Line table for Ann (seat 0) and Ben (seat 1). */
async function table(url: string, action: AwayAction, graceSeconds: number) {
  const api = createApiClient(url);
  const created = unwrap(
    await api.createTable({
      body: {
        game: "number-line",
        config: { players: 2, firstPlayer: 0 },
        seats: [{ kind: "human" }, { kind: "human" }],
        visibility: "public",
        awayAction: action,
        awayGraceSeconds: graceSeconds,
      },
    }),
  );
  const tokens: string[] = [];
  for (const [seat, name] of ["Ann", "Ben"].entries()) {
    tokens.push(
      unwrap(await api.claimSeat({ id: created.tableId, body: { name, seat } })).seatToken,
    );
  }
  unwrap(await api.start({ id: created.tableId, token: created.hostToken }));
  return { id: created.tableId, tokens };
}

describe("presence across a restart (SQLite)", () => {
  const dir = mkdtempSync(join(tmpdir(), "ng-presence-"));
  const file = join(dir, "number-games.sqlite");
  let server: TestServer | null = null;
  afterAll(async () => {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it("keeps since when a player is away, and a seat handed to the computer", async () => {
    server = await startTestServer({ sqliteFile: file, botDelayMs: 0 });
    const claim = await table(server.url, "claim", 2);
    const hand = await table(server.url, "computer", 1);
    const ann = await viewer(server.url, claim.id, claim.tokens[0]!);
    const ben = await viewer(server.url, claim.id, claim.tokens[1]!);
    const ann2 = await viewer(server.url, hand.id, hand.tokens[0]!);
    const ben2 = await viewer(server.url, hand.id, hand.tokens[1]!);
    ben.close();
    ben2.close();
    await waitFor(() => typeof ann.awaySince(1) === "number", "Ben to be away");
    await waitFor(() => typeof ann2.awaySince(1) === "number", "Ben to be away (2)");
    const since = ann.awaySince(1)!;
    const since2 = ann2.awaySince(1)!;
    await waitFor(() => Date.now() > since2 + 1100, "the hand-over's grace time");
    expect(code(await ann2.client.handOver(hand.id, 1))).toBe("ok");

    // The server stops and starts again on the same file.
    await server.stop();
    server = await startTestServer({ sqliteFile: file, botDelayMs: 0 });
    const back = await viewer(server.url, claim.id, claim.tokens[0]!);
    expect(back.joined!.presence.find((p) => p.seat === 1)?.awaySince).toBe(since);
    // Ben has been away since before the restart: once that is two seconds ago, Ann claims.
    await waitFor(() => Date.now() > since + 2100, "the claim's grace time");
    expect(code(await back.client.claimWin(claim.id))).toBe("ok");
    const api = createApiClient(server.url);
    expect(unwrap(await api.getTable({ ref: claim.id })).ending).toMatchObject({
      kind: "claimed",
      winners: [0],
    });

    // The handed seat is still the computer's: it plays Ben's turns after the restart too.
    const back2 = await viewer(server.url, hand.id, hand.tokens[0]!);
    expect(back2.joined!.table.seats[1]!.handedOver).toMatchObject({ by: 0 });
    const awayMoves = () =>
      (back2.frames.at(-1)?.autoplayed ?? []).filter((a) => a.seat === 1 && a.reason === "away");
    const before = awayMoves().length;
    while (awayMoves().length <= before) {
      await waitFor(() => back2.frames.length > 0, "a frame");
      const f = back2.frame;
      if (f.observation.result !== undefined) break;
      if (f.observation.legal.length > 0) {
        await back2.client.act(hand.id, f.seq, f.observation.legal[0]);
      }
      await waitFor(
        () => back2.frame.seq > f.seq || awayMoves().length > before,
        "the table to move on",
      );
    }
    expect(awayMoves().length).toBeGreaterThan(before);
  });
});

describe("presence when a process dies (PostgreSQL + Redis)", () => {
  const schema = uniqueSchema("presence");
  const children: ChildServer[] = [];
  let available = true;
  beforeAll(async () => {
    const [pgOk, redisOk] = await Promise.all([pgReachable(), redisReachable()]);
    if (!pgOk || !redisOk) {
      if (IN_CI) throw new Error(`PostgreSQL (${pgOk}) and Redis (${redisOk}) are required`);
      available = false;
      return;
    }
    const store = await openStore({ databaseUrl: PG_URL, pgSchema: schema, pgPoolSize: 1 });
    await store.close();
  });
  afterAll(async () => {
    for (const c of children) await c.stop().catch(() => {});
    if (available) await dropPgSchema(PG_URL, schema).catch(() => {});
  });

  it("a seat whose connection died with its process is away after the other's sweep", async (ctx) => {
    if (!available) return ctx.skip();
    const env = {
      DATABASE_URL: PG_URL,
      DATABASE_SCHEMA: schema,
      REDIS_URL,
      REDIS_CHANNEL: uniqueChannel("presence"),
      ABANDON_AFTER_SECONDS: "0",
      TABLE_SWEEP_SECONDS: "1",
    };
    const [a, b] = await Promise.all([spawnServer(env), spawnServer(env)]);
    children.push(a!, b!);
    const { id, tokens } = await table(a!.url, "claim", 1);
    const ann = await viewer(a!.url, id, tokens[0]!);
    await viewer(b!.url, id, tokens[1]!);
    const spectator = await viewer(a!.url, id, null);
    expect(spectator.joined!.presence.every((p) => p.awaySince === null)).toBe(true);
    // B dies with Ben's only connection: nobody hears a disconnect.
    await b!.kill9();
    for (const v of [ann, spectator]) {
      await waitFor(() => typeof v.awaySince(1) === "number", "A's sweep to find Ben away");
    }
    const since = ann.awaySince(1)!;
    await waitFor(() => Date.now() > since + 1100, "the grace time to pass");
    expect(code(await ann.client.claimWin(id))).toBe("ok");
  });
});
