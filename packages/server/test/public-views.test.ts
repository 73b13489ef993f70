// Noninterference of every read a table serves, for the three games: two tables that differ
// only in what a spectator may not know (Number Line decoy choices, Magic Numbers' secret
// numbers, Take or Pay's deck order and removed cards) answer every HTTP read and send every
// spectator socket frame the same, byte for byte, up to their own id, join code, seed
// commitment and creation time. A seat that knows the same at both tables (its own decoys,
// its own secrets) gets the same too: a record served to a seat is that seat's view.

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { JoinReply, ObservationFrame, TableInfo } from "@number-games/protocol";
import { afterEach, describe, expect, it } from "vitest";
import type { TableClient } from "../src/http/client";
import { openStore } from "../src/storage/sql-store";
import { connectTable } from "./support/connect";
import type { SeatedTable, TestServer } from "./support/server";
import { humans, setUpTable, startTestServer, unwrap, withTimeout } from "./support/server";
import type { Twins } from "./support/twins";
import { decoy, magicNumbers, numberLine, place, seededStore, takeOrPay } from "./support/twins";

type Json = Record<string, unknown>;

// ------------------------------------------------------------------ reading everything

/** A socket that records what it is sent: its join reply, frames and table updates. */
class Watcher {
  readonly frames: ObservationFrame[] = [];
  readonly tables: TableInfo[] = [];
  joined: JoinReply | null = null;
  private readonly waiting = new Set<() => void>();

  private constructor(readonly client: TableClient) {
    client.onFrame((f) => {
      this.frames.push(f);
      for (const check of this.waiting) check();
    });
    client.onTable((t) => this.tables.push(t));
  }

  static async open(url: string, tableId: string, seatToken: string | null): Promise<Watcher> {
    const w = new Watcher(await connectTable(url));
    sockets.push(w.client);
    w.joined = await w.client.join(
      tableId,
      seatToken === null ? { spectate: true } : { seatToken },
    );
    return w;
  }

  get seq(): number {
    return this.frames.at(-1)?.seq ?? -1;
  }

  /** Resolves once the last frame received satisfies `ready`. */
  until(ready: (last: ObservationFrame) => boolean, what: string): Promise<void> {
    return withTimeout(
      new Promise<void>((resolve) => {
        const check = () => {
          const last = this.frames.at(-1);
          if (last === undefined || !ready(last)) return;
          this.waiting.delete(check);
          resolve();
        };
        this.waiting.add(check);
        check();
      }),
      10_000,
      what,
    );
  }
}

interface Side {
  readonly table: SeatedTable;
  readonly info: TableInfo;
  readonly seats: Watcher[];
  readonly spectator: Watcher;
}

/** The text with this table's own id, code, seed commitment and creation time named, nothing else. */
function normalise(text: string, info: TableInfo): string {
  return text
    .split(info.id)
    .join("<id>")
    .split(info.code)
    .join("<code>")
    .split(info.seedCommitment)
    .join("<commitment>")
    .split(info.createdAt)
    .join("<createdAt>");
}

async function get(server: TestServer, path: string, token?: string): Promise<string> {
  const res = await fetch(new URL(path, server.url), {
    headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
  });
  const body = await res.text();
  return `${res.status} ${res.headers.get("content-type")} ${res.headers.get("content-length")}\n${body}`;
}

const STRANGER_TOKEN = "x".repeat(43);

/**
 * Every HTTP read of one table, as text: the list, the table by id and by code, the record by
 * id and by code; anonymous, with a stranger's token, the host token, and each seat's token
 * (only the seats in `seats`).
 */
async function reads(server: TestServer, side: Side, seats: readonly number[]): Promise<Json> {
  const { table, info } = side;
  const out: Json = {};
  const list = JSON.parse((await get(server, "/api/tables")).split("\n")[1]!) as {
    tables: TableInfo[];
  };
  out.list = JSON.stringify(list.tables.find((t) => t.id === info.id) ?? null);
  const credentials: [string, string | undefined][] = [
    ["anonymous", undefined],
    ["stranger", STRANGER_TOKEN],
    ["host", table.hostToken],
    ...seats.map((s): [string, string | undefined] => [`seat ${s}`, table.tokens[s]!]),
  ];
  for (const ref of [table.tableId, table.code]) {
    for (const [who, token] of credentials) {
      out[`info ${ref === table.tableId ? "id" : "code"} ${who}`] = await get(
        server,
        `/api/tables/${ref}`,
        token,
      );
      out[`record ${ref === table.tableId ? "id" : "code"} ${who}`] = await get(
        server,
        `/api/tables/${ref}/record`,
        token,
      );
    }
  }
  return JSON.parse(normalise(JSON.stringify(out), info)) as Json;
}

/** What a socket was sent, normalised. */
function sent(w: Watcher, info: TableInfo): string {
  return normalise(JSON.stringify({ joined: w.joined, frames: w.frames, tables: w.tables }), info);
}

let running: TestServer | null = null;
let storeDir: string | null = null;
const sockets: TableClient[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.close();
  await running?.stop();
  running = null;
  if (storeDir !== null) rmSync(storeDir, { recursive: true, force: true });
  storeDir = null;
});

async function twinServer(seeds: string[]): Promise<TestServer> {
  storeDir = mkdtempSync(join(tmpdir(), "ng-views-"));
  const store = await openStore({ sqliteFile: join(storeDir, "views.sqlite") });
  running = await startTestServer({ store: seededStore(store, seeds) });
  const stop = running.stop.bind(running);
  running = {
    ...running,
    stop: async () => {
      await stop();
      await store.close();
    },
  };
  return running;
}

async function openSide(
  server: TestServer,
  twins: Twins,
  visibility: "public" | "private",
): Promise<Side> {
  const table = await setUpTable(server.api, twins.game, twins.config, humans(3), {
    start: false,
    visibility,
  });
  const seats = await Promise.all(
    table.tokens.map((tok) => Watcher.open(server.url, table.tableId, tok)),
  );
  const spectator = await Watcher.open(server.url, table.tableId, null);
  const info = unwrap(await server.api.table(table.tableId));
  return { table, info, seats, spectator };
}

/** The seat socket to move at this side's current position plays `action`; waits for quiet. */
async function playOne(side: Side, action: Json): Promise<void> {
  const last = side.seats[0]!.frames.at(-1)!;
  const actor = last.observation.actor;
  if (actor.kind !== "player") throw new Error(`nobody to move at seq ${last.seq}`);
  const reply = await side.seats[actor.player]!.client.act(side.table.tableId, last.seq, action);
  if (!reply.ok) throw new Error(`act refused: ${JSON.stringify(reply.error)}`);
  await settle(side, reply.seq);
}

/**
 * Waits until every socket of the side has the frame of the first position at or after `seq`
 * where a player (or nobody) is to move: the server draws chance by itself.
 */
async function settle(side: Side, seq: number): Promise<void> {
  const quiet = (f: ObservationFrame) => f.seq >= seq && f.observation.actor.kind !== "chance";
  await side.seats[0]!.until(quiet, `seat 0 to see seq ${seq}`);
  const at = side.seats[0]!.seq;
  for (const w of [...side.seats, ...(side.spectator.joined?.ok ? [side.spectator] : [])]) {
    await w.until((f) => f.seq === at, `every socket to see seq ${at}`);
  }
}

// ------------------------------------------------------------------ the tests

/**
 * Runs both scripts in lockstep. After the start and after every move, every HTTP read of A
 * equals B's (for the spectator and the seats in sameSeats); at the end, so does everything
 * each such socket was sent. The seats in otherSeats must see a difference (their own choices).
 */
async function runTwins(twins: Twins, visibility: "public" | "private"): Promise<[Side, Side]> {
  const seeds = twins.seeds?.() ?? [];
  const server = await twinServer([...seeds]);
  const a = await openSide(server, twins, visibility);
  const b = await openSide(server, twins, visibility);
  const compare = async (when: string) => {
    const [ra, rb] = [
      await reads(server, a, twins.sameSeats),
      await reads(server, b, twins.sameSeats),
    ];
    expect(ra, when).toEqual(rb);
  };
  await compare("in the lobby");
  for (const side of [a, b]) {
    unwrap(await server.api.start(side.table.tableId, side.table.hostToken));
    await settle(side, 0);
  }
  await compare("after the start");
  const [scriptA, scriptB] = twins.scripts;
  for (let i = 0; i < scriptA.length; i++) {
    await playOne(a, scriptA[i]!);
    await playOne(b, scriptB[i]!);
    await compare(`after move ${i + 1}`);
  }
  expect(a.seats[0]!.frames.at(-1)?.observation.actor.kind).toBe("player");
  for (const s of twins.sameSeats) {
    expect(sent(a.seats[s]!, a.info), `seat ${s}'s socket`).toBe(sent(b.seats[s]!, b.info));
  }
  expect(sent(a.spectator, a.info), "the spectator's socket").toBe(sent(b.spectator, b.info));
  if (visibility === "public") expect(a.spectator.frames.length).toBeGreaterThan(3);
  else expect(a.spectator.joined?.ok).toBe(false);
  // The seats whose own choices differ do see them: their record is their own view.
  for (const s of twins.otherSeats) {
    const [ra, rb] = [
      await get(server, `/api/tables/${a.table.tableId}/record`, a.table.tokens[s]!),
      await get(server, `/api/tables/${b.table.tableId}/record`, b.table.tokens[s]!),
    ];
    expect(normalise(ra, a.info)).not.toBe(normalise(rb, b.info));
  }
  return [a, b];
}

describe.each(["public", "private"] as const)("%s tables: reads before the end", (visibility) => {
  it("Number Line: the decoys chosen show in no read and no frame until the round is scored", async () => {
    const [a, b] = await runTwins(numberLine, visibility);
    // Seat 0's last card scores round 2: now the decoys are public, and the records differ.
    await playOne(a, decoy(10, true));
    await playOne(b, decoy(10, true));
    const seat0 = (side: Side) => (visibility === "public" ? undefined : side.table.tokens[0]!);
    const [ra, rb] = [
      await get(running!, `/api/tables/${a.table.tableId}/record`, seat0(a)),
      await get(running!, `/api/tables/${b.table.tableId}/record`, seat0(b)),
    ];
    expect(normalise(ra, a.info)).not.toBe(normalise(rb, b.info));
  });

  it("Take or Pay: the deck order and the removed cards show in no read and no frame", async () => {
    await runTwins(takeOrPay, visibility);
  });

  it("Magic Numbers: the secret numbers show in no read and no frame; a seat sees only its own", async () => {
    await runTwins(magicNumbers, visibility);
  });
});

/** The record of a table, parsed, as `token`'s holder (or a stranger) downloads it. */
async function recordAs(server: TestServer, tableId: string, token?: string) {
  const text = await get(server, `/api/tables/${tableId}/record`, token);
  return JSON.parse(text.slice(text.indexOf("\n") + 1)) as {
    actions: Json[];
    meta: { viewer: unknown; redacted: number[]; public: boolean };
  };
}

describe("the record a seat downloads during play", () => {
  it("Number Line: the seat's own decoy flags, nobody else's, and what it leaves out is marked", async () => {
    const [{ table }] = await runTwins(numberLine, "private");
    const seat1 = await recordAs(running!, table.tableId, table.tokens[1]!);
    expect(seat1.meta.public).toBe(true);
    expect(seat1.meta.viewer).toBe(1);
    // Round 2 so far: seat 1's 1 (decoy) and 9 (real) in full, seats 2 and 0's without flags.
    expect(seat1.actions.slice(3)).toEqual([
      decoy(1, true),
      place(4),
      place(6),
      decoy(9, false),
      place(3),
    ]);
    expect(seat1.meta.redacted).toEqual([4, 5, 7]);
    const seat0 = await recordAs(running!, table.tableId, table.tokens[0]!);
    expect(seat0.meta.viewer).toBe(0);
    expect(seat0.actions.slice(3)).toEqual([
      place(1),
      place(4),
      decoy(6, false),
      place(9),
      place(3),
    ]);
  });

  it("Magic Numbers: the seat's own secret numbers, nobody else's; a spectator none", async () => {
    const [{ table }] = await runTwins(magicNumbers, "public");
    const seat2 = await recordAs(running!, table.tableId, table.tokens[2]!);
    expect(seat2.meta.viewer).toBe(2);
    expect(seat2.meta.redacted).toEqual([0]);
    const secrets = seat2.actions[0] as { type: string; good: unknown[]; evil: unknown[] };
    expect(secrets.type).toBe("secrets");
    expect(secrets.good.map((g) => g === null)).toEqual([true, true, false]);
    expect(secrets.evil.map((e) => e === null)).toEqual([true, true, false]);
    const spectator = await recordAs(running!, table.tableId);
    expect(spectator.meta.viewer).toBe("spectator");
    expect(spectator.actions[0]).toEqual({ type: "redacted" });
    expect(spectator.actions.slice(1)).toEqual(seat2.actions.slice(1));
  });
});
