// Shared test helpers: an in-process server on a temp SQLite file, and socket players that
// act at random from `observation.legal`, recording every frame they receive.

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { GameId } from "@number-games/engine";
import { Rng } from "@number-games/engine";
import type { ObservationFrame, SeatSpec, TableInfo } from "@number-games/protocol";
import { createTableRequestSchema } from "@number-games/protocol";
import type { TableClient } from "../../src/http/client";
import { ApiClient } from "../../src/http/client";
import type { RunningServer, ServerOptions } from "../../src/server";
import { startServer } from "../../src/server";
import type { ActionRow, TableStore } from "../../src/storage/types";
import type { SeatBinding, TableService } from "../../src/tables/service";
import { connectTable } from "./connect";
import { WAIT_BUDGET_MS } from "./wait-budget";

export interface TestServer extends RunningServer {
  readonly api: ApiClient;
  readonly dir: string;
  readonly file: string;
  stop(): Promise<void>;
}

export async function startTestServer(options: ServerOptions = {}): Promise<TestServer> {
  const dir = mkdtempSync(join(tmpdir(), "ng-server-"));
  const file = join(dir, "number-games.sqlite");
  const server = await startServer({
    port: 0,
    sqliteFile: file,
    webDist: null,
    botDelayMs: 0,
    createTablePerMinute: 100_000,
    requestsPerMinute: 1_000_000,
    codeLookupsPerMinute: 1_000_000,
    classAsksPer10Minutes: 1_000_000,
    socketsPerAddress: 1_000_000,
    httpConnectionsPerAddress: 1_000_000,
    addressMessagesPerSecond: 100_000_000,
    socketMessagesPerSecond: 10_000,
    socketMessagesBurst: 10_000,
    abandonAfterSeconds: null,
    // End and next game act at once unless a test asks for the undo window (class-undo.test.ts).
    classUndoMs: 0,
    ...options,
  });
  return {
    ...server,
    api: new ApiClient(server.url),
    dir,
    file,
    async stop() {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export function unwrap<T>(r: { ok: true; value: T } | { ok: false; error: unknown }): T {
  if (!r.ok) throw new Error(`unexpected error: ${JSON.stringify(r.error)}`);
  return r.value;
}

export const GAME_SETUPS: readonly { game: GameId; config: Record<string, unknown> }[] = [
  { game: "number-line", config: { players: 3 } },
  { game: "take-or-pay", config: { players: 3 } },
  { game: "magic-numbers", config: { players: 3, target: 20 } },
];

export interface SeatedTable {
  readonly tableId: string;
  readonly code: string;
  readonly hostToken: string;
  readonly tokens: readonly (string | null)[];
}

/** Creates a table, claims every human seat, optionally starts it. */
export async function setUpTable(
  api: ApiClient,
  game: GameId,
  config: Record<string, unknown>,
  seats: readonly SeatSpec[],
  opts: {
    start?: boolean;
    visibility?: "public" | "private";
    turnClockSeconds?: number | null;
    awayAction?: "computer" | "claim";
    awayGraceSeconds?: number;
  } = {},
): Promise<SeatedTable> {
  const created = unwrap(
    await api.createTable({
      game,
      config,
      seats: [...seats],
      visibility: opts.visibility ?? "public",
      turnClockSeconds: opts.turnClockSeconds ?? null,
      ...(opts.awayAction !== undefined ? { awayAction: opts.awayAction } : {}),
      ...(opts.awayGraceSeconds !== undefined ? { awayGraceSeconds: opts.awayGraceSeconds } : {}),
    }),
  );
  const tokens: (string | null)[] = [];
  for (let i = 0; i < seats.length; i++) {
    if (seats[i]!.kind === "human") {
      tokens.push(unwrap(await api.claim(created.tableId, `Player ${i}`, i)).seatToken);
    } else tokens.push(null);
  }
  if (opts.start !== false) unwrap(await api.start(created.tableId, created.hostToken));
  return { tableId: created.tableId, code: created.code, hostToken: created.hostToken, tokens };
}

export const humans = (n: number): SeatSpec[] =>
  Array.from({ length: n }, () => ({ kind: "human" }));

/** Answers a client acting twice on one frame may get (e.g. right after a rejoin). */
const BENIGN = new Set(["ERR_STALE", "ERR_NOT_YOUR_TURN", "ERR_GAME_OVER"]);

/** A socket client playing one seat at random, recording every frame it gets. */
export class RandomPlayer {
  readonly frames: ObservationFrame[] = [];
  readonly tables: TableInfo[] = [];
  readonly errors: unknown[] = [];
  /** Every action the server accepted from this player, with the seq it was given. */
  readonly accepted: { seq: number; action: unknown }[] = [];
  private rng: Rng;
  private finishedResolve: (() => void) | null = null;
  readonly finished: Promise<void>;
  acted = 0;
  paused = false;

  private constructor(
    readonly client: TableClient,
    readonly tableId: string,
    readonly seatToken: string | null,
    seed: number,
  ) {
    this.rng = Rng.fromSeed(seed);
    this.finished = new Promise((resolve) => {
      this.finishedResolve = resolve;
    });
    client.onFrame((f) => this.onFrame(f));
    client.onTable((t) => {
      this.tables.push(t);
      if (t.status === "finished") this.finishedResolve?.();
    });
  }

  static async connect(
    url: string,
    tableId: string,
    seatToken: string | null,
    seed: number,
    opts: { paused?: boolean } = {},
  ): Promise<RandomPlayer> {
    const client = await connectTable(url);
    const p = new RandomPlayer(client, tableId, seatToken, seed);
    p.paused = opts.paused ?? false;
    await p.join();
    return p;
  }

  async join(lastSeq?: number): Promise<void> {
    const who =
      this.seatToken === null ? ({ spectate: true } as const) : { seatToken: this.seatToken };
    const reply = await this.client.join(this.tableId, who, lastSeq);
    if (!reply.ok) throw new Error(`join failed: ${JSON.stringify(reply.error)}`);
    if (reply.table.status === "finished") this.finishedResolve?.();
  }

  /** Reconnects on a new socket (same seat), as a client whose connection dropped. */
  async reconnect(url: string): Promise<void> {
    this.client.close();
    const client = await connectTable(url);
    (this as { client: TableClient }).client = client;
    client.onFrame((f) => this.onFrame(f));
    client.onTable((t) => {
      this.tables.push(t);
      if (t.status === "finished") this.finishedResolve?.();
    });
    await this.join(this.frames.at(-1)?.seq);
  }

  get lastFrame(): ObservationFrame | undefined {
    return this.frames.at(-1);
  }

  private onFrame(frame: ObservationFrame): void {
    this.frames.push(frame);
    if (frame.observation.result?.terminal) this.finishedResolve?.();
    if (!this.paused) this.maybeAct(frame);
  }

  maybeAct(frame: ObservationFrame | undefined = this.lastFrame): void {
    if (!frame) return;
    const legal = frame.observation.legal;
    if (legal.length === 0) return;
    const action = legal[this.rng.int(legal.length)];
    this.client.act(this.tableId, frame.seq, action).then(
      (reply) => {
        if (reply.ok) {
          this.acted++;
          this.accepted.push({ seq: reply.seq, action });
        } else if (!BENIGN.has(reply.error.code)) {
          this.errors.push(reply.error);
        }
      },
      (e) => {
        // An act in flight when this client drops its own connection is simply lost.
        if (!String(e).includes("disconnected")) this.errors.push(String(e));
      },
    );
  }

  close(): void {
    this.client.close();
  }
}

export { WAIT_BUDGET_MS };

export function withTimeout<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return Promise.race([
    p,
    new Promise<T>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`timed out: ${what}`)),
        Math.max(ms, WAIT_BUDGET_MS),
      );
    }),
  ]).finally(() => clearTimeout(timer));
}

/**
 * Resolves once `check` holds, re-checking every few milliseconds; fails naming `what` after
 * `WAIT_BUDGET_MS` (or `ms`, if longer). Tests wait for a condition with this, never for a
 * fixed time.
 */
export async function waitFor(
  check: () => boolean | Promise<boolean>,
  what: string,
  ms = 10_000,
): Promise<void> {
  await waitForValue(async () => ((await check()) ? true : undefined), what, ms);
}

/** The first value `get` returns that is not undefined (re-asked every few ms), as `waitFor`. */
export async function waitForValue<T>(
  get: () => T | undefined | Promise<T | undefined>,
  what: string,
  ms = 10_000,
): Promise<T> {
  const deadline = Date.now() + Math.max(ms, WAIT_BUDGET_MS);
  for (;;) {
    const value = await get();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

/**
 * A public table of three human seats created and claimed directly on a service (no HTTP):
 * its id, host token and the seats' bindings, seat order.
 */
export async function claimedServiceTable(
  service: TableService,
  setup: (typeof GAME_SETUPS)[number],
): Promise<{ id: string; hostToken: string; seats: SeatBinding[] }> {
  const created = unwrap(
    await service.create(
      createTableRequestSchema.parse({
        game: setup.game,
        config: setup.config,
        seats: [{ kind: "human" }, { kind: "human" }, { kind: "human" }],
        visibility: "public",
      }),
    ),
  );
  const id = created.tableId;
  const seats: SeatBinding[] = [];
  for (let s = 0; s < 3; s++) {
    const { seatToken } = unwrap(await service.claim(id, `P${s}`, s));
    seats.push(unwrap(await service.authenticate(id, seatToken)));
  }
  return { id, hostToken: created.hostToken, seats };
}

/**
 * The engine state and seq of a table (tests only; never sent to a client), read under the
 * table's lock through the service's cache of live tables.
 */
export async function debugState(
  service: TableService,
  tableId: string,
): Promise<{ state: unknown; seq: number } | null> {
  const t = await service.tables.live(tableId);
  return t === null ? null : t.exclusive(async () => ({ state: t.state, seq: t.seq }));
}

/** `store`, except that appending a row fails ("storage unreachable") when `refuse(row)`. */
export function refusingStore(store: TableStore, refuse: (row: ActionRow) => boolean): TableStore {
  return new Proxy(store, {
    get: (target, prop, receiver) => {
      const value = Reflect.get(target, prop, receiver);
      if (prop === "appendAction") {
        return async (row: ActionRow) => {
          if (refuse(row)) throw new Error("storage unreachable");
          return target.appendAction(row);
        };
      }
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
