// A rolling restart nobody notices: two server processes share PostgreSQL and Redis; each in
// turn gets SIGTERM (it drains: commands in progress finished and acknowledged, every
// connection told `serverRestarting`, then closed) and is started again on the same port.
// Socket clients pointed at each process come back by themselves (the protocol's
// `keepReconnecting` and a join on every connect, as `numbers join` and the web app do),
// resynced, while other tables keep playing through both restarts. Every acknowledged move
// is stored once, and every stored move was acknowledged: none lost, none duplicated.

import { Rng } from "@number-games/engine";
import type { ObservationFrame } from "@number-games/protocol";
import { keepReconnecting } from "@number-games/protocol";
import type { TableClient } from "@number-games/protocol/socket-client";
import { afterAll, describe, expect, it } from "vitest";
import { ApiClient } from "../src/http/client";
import { openStore } from "../src/storage/sql-store";
import { verifyRecord } from "../src/tables/fairness";
import type { ChildServer } from "./support/child";
import { spawnServer } from "./support/child";
import { connectTable } from "./support/connect";
import { PG_URL, REDIS_URL, uniqueChannel } from "./support/pg";
import { freePort } from "./support/ports";
import { sharedSchema } from "./support/scratch-storage";
import { humans, setUpTable, unwrap, waitFor, withTimeout } from "./support/server";

const { schema, available } = sharedSchema("drain");
const children: ChildServer[] = [];

afterAll(async () => {
  for (const c of children) await c.stop().catch(() => {});
});

/** Refusals that change nothing and that a client meets around a restart or a rejoin. */
const NOTHING_CHANGED = new Set([
  "ERR_STALE",
  "ERR_NOT_YOUR_TURN",
  "ERR_GAME_OVER",
  "ERR_SERVER_RESTARTING",
]);

/** One seat played at random by a client that reconnects by itself and rejoins on connect. */
class Player {
  readonly frames: ObservationFrame[] = [];
  /** Every move the server acknowledged, with the seq it got. */
  readonly accepted: { seq: number; action: unknown }[] = [];
  readonly errors: unknown[] = [];
  /** Moves whose answer never came: the connection ended first (none may have been stored). */
  unanswered = 0;
  notices = 0;
  joins = 0;
  /** The seq the last join answered with (what the client must be resynced to). */
  joinedSeq = -1;
  paused: boolean;
  private readonly rng: Rng;

  private constructor(
    readonly url: string,
    readonly client: TableClient,
    readonly tableId: string,
    readonly token: string,
    seed: number,
    paused: boolean,
  ) {
    this.rng = Rng.fromSeed(seed);
    this.paused = paused;
    keepReconnecting(client.socket, { onRestarting: () => this.notices++ });
    client.onFrame((f) => {
      if (f.tableId !== tableId) return;
      this.frames.push(f);
      if (!this.paused) this.act();
    });
    client.socket.on("connect", () => void this.join());
  }

  static async connect(url: string, tableId: string, token: string, seed: number, paused: boolean) {
    const client = await connectTable(url, { reconnection: true });
    const p = new Player(url, client, tableId, token, seed, paused);
    await p.join();
    return p;
  }

  async join(): Promise<void> {
    const reply = await this.client
      .join(this.tableId, { seatToken: this.token }, this.frames.at(-1)?.seq)
      .catch(() => null);
    if (reply === null) return; // the connection ended meanwhile: the next connect joins
    if (!reply.ok) {
      this.errors.push(reply.error);
      return;
    }
    this.joins++;
    this.joinedSeq = reply.seq;
  }

  get over(): boolean {
    return this.frames.at(-1)?.observation.result?.terminal === true;
  }

  /** A random legal move on the latest frame, if it is this seat's turn. */
  act(): void {
    const frame = this.frames.at(-1);
    if (frame === undefined || frame.observation.legal.length === 0) return;
    const legal = frame.observation.legal;
    const action = legal[this.rng.int(legal.length)];
    this.client.act(this.tableId, frame.seq, action).then(
      (reply) => {
        if (reply.ok) this.accepted.push({ seq: reply.seq, action });
        else if (!NOTHING_CHANGED.has(reply.error.code)) this.errors.push(reply.error);
      },
      () => {
        this.unanswered++;
      },
    );
  }

  close(): void {
    this.client.close();
  }
}

interface Table {
  readonly id: string;
  readonly players: Player[];
}

describe("a rolling restart of two processes, PostgreSQL + Redis", () => {
  it("every client comes back resynced; no acknowledged move is lost or stored twice", async (ctx) => {
    if (!available()) ctx.skip();
    const env = {
      DATABASE_URL: PG_URL,
      DATABASE_SCHEMA: schema,
      REDIS_URL,
      REDIS_CHANNEL: uniqueChannel("drain"),
      // No computer stands in for a seat whose player is between two processes.
      ABANDON_AFTER_SECONDS: "0",
    };
    const ports = [await freePort(), await freePort()];
    const start = (i: number) => spawnServer({ ...env, PORT: String(ports[i]) });
    const procs = [await start(0), await start(1)];
    children.push(...procs);
    const urls = procs.map((p) => p.url);
    const api = new ApiClient(urls[0]!);

    // Each table has seats on both processes. The steady tables play on through both restarts
    // (moves in flight at each SIGTERM); the held tables stop at a known position before them.
    const tables: (Table & { held: boolean })[] = [];
    for (let i = 0; i < 6; i++) {
      const held = i % 2 === 1;
      const t = await setUpTable(api, "take-or-pay", { players: 3 }, humans(3), { start: false });
      const players = await Promise.all(
        t.tokens.map((tok, seat) =>
          Player.connect(urls[seat % 2]!, t.tableId, tok!, 100 * i + seat, held),
        ),
      );
      tables.push({ id: t.tableId, players, held });
      unwrap(await api.start(t.tableId, t.hostToken));
    }
    const all = tables.flatMap((t) => t.players);
    const toMove = (t: Table) =>
      t.players.find((p) => (p.frames.at(-1)?.observation.legal.length ?? 0) > 0);
    // Three moves at every held table, one at a time.
    for (const t of tables.filter((x) => x.held)) {
      for (let k = 0; k < 3; k++) {
        await waitFor(() => toMove(t) !== undefined, "a held table's mover");
        const mover = toMove(t)!;
        const before = mover.accepted.length;
        mover.act();
        await waitFor(() => mover.accepted.length > before, "a held table's move");
      }
    }
    const steady = tables.filter((t) => !t.held);
    await waitFor(
      () => steady.every((t) => t.players.some((p) => p.accepted.length > 0)),
      "moves at the steady tables",
    );

    for (const i of [0, 1]) {
      const onIt = all.filter((p) => p.url === urls[i]);
      const joinsBefore = onIt.map((p) => p.joins);
      await procs[i]!.stop(); // SIGTERM: drains, then exits
      expect(procs[i]!.proc.exitCode).toBe(0);
      procs[i] = await start(i);
      children.push(procs[i]!);
      expect(procs[i]!.url).toBe(urls[i]);
      // Back by themselves, joined again, on the restarted process.
      await waitFor(
        () => onIt.every((p, n) => p.joins > joinsBefore[n]! && p.client.socket.connected),
        `every client of process ${i} back`,
      );
      for (const p of onIt) expect(p.notices).toBeGreaterThan(0);
    }

    // Resynced: every held table's clients stand at its position, which the restarts kept.
    for (const t of tables.filter((x) => x.held)) {
      const seq = Math.max(...t.players.map((p) => p.joinedSeq));
      for (const p of t.players) {
        await waitFor(() => p.frames.at(-1)?.seq === seq, "the rejoin's frame");
        expect(p.joinedSeq).toBe(seq);
      }
      for (const p of t.players) {
        p.paused = false;
        p.act();
      }
    }
    await withTimeout(
      waitFor(() => all.every((p) => p.over), "every game over"),
      60_000,
      "every game over",
    );

    const store = await openStore({ databaseUrl: PG_URL, pgSchema: schema, pgPoolSize: 1 });
    try {
      for (const t of tables) {
        const rec = unwrap(await api.record(t.id));
        expect(unwrap(verifyRecord(rec)).terminal).toBe(true);
        const rows = await store.actions(t.id);
        const moves = rows.filter((r) => r.actor >= 0 && r.autoplay === null);
        const acked = t.players.flatMap((p) => p.accepted);
        // Each acknowledged move is stored at its seq, and each stored move was acknowledged.
        expect(moves.length).toBe(acked.length);
        for (const a of acked) expect(rows[a.seq - 1]?.action).toEqual(a.action);
        for (const p of t.players) {
          expect(p.errors).toEqual([]);
          expect(p.frames.at(-1)?.seq).toBe(rows.length);
        }
      }
    } finally {
      await store.close();
    }
    for (const p of all) p.close();
  });
});
