// The deployment test's load: tables of three people played through the proxy, each seat by
// its own socket.io client that behaves as the web app's does: it reconnects by itself (also
// after the server closes the connection, as a draining server does), joins again with the
// last seq it saw, and acts on the latest frame that offers it a move. Every acknowledged
// action is recorded (table, seq, seat, action) for the check against storage. A third of the
// seats use HTTP long-polling only (the web app's fallback), which works only if the proxy
// keeps each browser on one process. A finished table is replaced, so the load stays.

import { isDeepStrictEqual } from "node:util";
import type { GameId } from "@number-games/engine";
import { Rng } from "@number-games/engine";
import type {
  ActReply,
  ClientToServerEvents,
  ObservationFrame,
  ServerToClientEvents,
} from "@number-games/protocol";
import { PROTOCOL_VERSION, SOCKET_PATH } from "@number-games/protocol";
import type { Socket } from "socket.io-client";
import { io } from "socket.io-client";

export interface Acked {
  readonly tableId: string;
  readonly seq: number;
  readonly seat: number;
  readonly action: unknown;
  readonly at: number;
}

const GAMES: readonly { game: GameId; config: Record<string, unknown> }[] = [
  { game: "number-line", config: { players: 3 } },
  { game: "take-or-pay", config: { players: 3 } },
  { game: "magic-numbers", config: { players: 3 } },
];
/** Answers that only say the move was already made or overtaken. */
const BENIGN = new Set(["ERR_STALE", "ERR_NOT_YOUR_TURN", "ERR_GAME_OVER"]);

/** Join refusals that say the server could not answer now (ERR_STORAGE_UNAVAILABLE: storage down). */
const JOIN_AGAIN = new Set([
  "ERR_INTERNAL",
  "ERR_STORAGE_UNAVAILABLE",
  "ERR_RATE_LIMITED",
  "ERR_CONFLICT",
]);

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export class Seat {
  readonly socket: ClientSocket;
  joined = false;
  /** When its connection was last cut (ms), or null while it has not been cut since. */
  cutAt: number | null = null;
  private frame: ObservationFrame | null = null;
  private acting = false;
  private closed = false;

  constructor(
    private readonly load: Load,
    readonly tableId: string,
    readonly seat: number,
    private readonly token: string,
    readonly polling: boolean,
  ) {
    this.socket = io(load.url, {
      path: SOCKET_PATH,
      transports: polling ? ["polling"] : ["websocket"],
      // A browser's cookies: the proxy's stickiness key, per client.
      withCredentials: true,
      rejectUnauthorized: false,
      reconnectionDelay: 250,
      reconnectionDelayMax: 2000,
      forceNew: true,
      auth: { device: `deploy-test-${tableId}-${seat}` },
    });
    this.socket.on("connect", () => this.join());
    this.socket.on("disconnect", (reason) => {
      if (this.closed) return;
      this.joined = false;
      this.cutAt = Date.now();
      load.cuts.add(this);
      load.reasons.set(reason, (load.reasons.get(reason) ?? 0) + 1);
      // Closed by the server (e.g. draining): the web app comes back by itself.
      if (reason === "io server disconnect") setTimeout(() => this.socket.connect(), 250);
    });
    this.socket.on("observation", (f) => {
      if (f.tableId !== tableId) return;
      if (this.frame !== null && f.seq < this.frame.seq) return;
      this.frame = f;
      if (f.observation.result?.terminal) load.finished(tableId);
      this.maybeAct();
    });
    this.socket.on("table", (t) => {
      if (t.id === tableId && t.status === "finished") load.finished(tableId);
    });
  }

  private join(): void {
    this.socket.emit(
      "join",
      {
        protocolVersion: PROTOCOL_VERSION,
        tableId: this.tableId,
        seatToken: this.token,
        ...(this.frame !== null ? { lastSeq: this.frame.seq } : {}),
      },
      (reply) => {
        if (!reply.ok) {
          this.load.errors.push(`join ${this.tableId}/${this.seat}: ${reply.error.code}`);
          // The server could not answer (storage down): a person reloads the page a little later.
          if (JOIN_AGAIN.has(reply.error.code)) {
            setTimeout(() => {
              if (!this.closed && this.socket.connected && !this.joined) this.join();
            }, 1000);
          }
          return;
        }
        this.joined = true;
        this.maybeAct();
      },
    );
  }

  private maybeAct(): void {
    const frame = this.frame;
    if (this.closed || this.acting || frame === null || !this.joined) return;
    const legal = frame.observation.legal;
    if (legal.length === 0) return;
    this.acting = true;
    const action = legal[this.load.rng.int(legal.length)];
    const think = 100 + this.load.rng.int(300);
    setTimeout(async () => {
      let reply: ActReply | null = null;
      try {
        reply = await this.socket
          .timeout(15_000)
          .emitWithAck("act", { tableId: this.tableId, seq: frame.seq, action });
      } catch {
        reply = null; // no answer: the connection went; the rejoin brings the current frame
      }
      if (reply?.ok) {
        this.load.acked.push({
          tableId: this.tableId,
          seq: reply.seq,
          seat: this.seat,
          action,
          at: Date.now(),
        });
      } else if (reply !== null && !BENIGN.has(reply.error.code)) {
        this.load.refusals.set(
          reply.error.code,
          (this.load.refusals.get(reply.error.code) ?? 0) + 1,
        );
      }
      // A refused or unanswered move is tried again (a person taps again), a little later.
      const retry = reply === null || (!reply.ok && !BENIGN.has(reply.error.code));
      setTimeout(
        () => {
          this.acting = false;
          this.maybeAct();
        },
        retry ? 1000 : 0,
      );
    }, think);
  }

  close(): void {
    this.closed = true;
    this.load.cuts.delete(this);
    this.socket.close();
  }
}

/** Same table and seq, same seat, same action. */
export function sameAction(a: Acked, row: { actor: number; action: unknown }): boolean {
  return a.seat === row.actor && isDeepStrictEqual(a.action, row.action);
}

export class Load {
  readonly acked: Acked[] = [];
  readonly errors: string[] = [];
  readonly refusals = new Map<string, number>();
  /** Why connections were cut (socket.io's disconnect reasons), how often. */
  readonly reasons = new Map<string, number>();
  /** Seats cut and not yet asked about (main.ts reads and clears it per scenario). */
  readonly cuts = new Set<Seat>();
  readonly tables = new Map<string, Seat[]>();
  readonly tableIds: string[] = [];
  readonly rng = Rng.fromSeed("deploy-test");
  private created = 0;
  private stopped = false;

  constructor(
    readonly url: string,
    private readonly size: number,
  ) {}

  get seats(): Seat[] {
    return [...this.tables.values()].flat();
  }

  async start(): Promise<void> {
    await Promise.all(Array.from({ length: this.size }, () => this.addTable()));
  }

  finished(tableId: string): void {
    const seats = this.tables.get(tableId);
    if (seats === undefined) return;
    this.tables.delete(tableId);
    for (const s of seats) s.close();
    if (!this.stopped) void this.addTable();
  }

  private async post(path: string, body: unknown, token?: string): Promise<unknown> {
    const r = await fetch(`${this.url}${path}`, {
      method: "POST",
      headers: {
        ...(body !== undefined ? { "content-type": "application/json" } : {}),
        ...(token !== undefined ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const json = (await r.json()) as unknown;
    if (!r.ok) throw new Error(`${path}: ${r.status} ${JSON.stringify(json)}`);
    return json;
  }

  /** A new table of three people, retried until it exists (storage may be down a while). */
  private async addTable(): Promise<void> {
    const setup = GAMES[this.created++ % GAMES.length]!;
    while (!this.stopped) {
      const seats: Seat[] = [];
      try {
        const t = (await this.post("/api/tables", {
          game: setup.game,
          config: setup.config,
          visibility: "private",
          seats: [{ kind: "human" }, { kind: "human" }, { kind: "human" }],
        })) as { tableId: string; hostToken: string };
        for (let i = 0; i < 3; i++) {
          const c = (await this.post(`/api/tables/${t.tableId}/claim`, {
            name: `P${i}`,
            seat: i,
          })) as { seatToken: string };
          seats.push(new Seat(this, t.tableId, i, c.seatToken, (this.created + i) % 3 === 0));
        }
        this.tables.set(t.tableId, seats);
        this.tableIds.push(t.tableId);
        await this.post(`/api/tables/${t.tableId}/start`, undefined, t.hostToken);
        return;
      } catch (e) {
        // A table half set up is left; its sockets go.
        for (const s of seats) s.close();
        this.tables.forEach((v, k) => {
          if (v === seats) this.tables.delete(k);
        });
        this.errors.push(`creating a table: ${(e as Error).message}`);
        await new Promise((r) => setTimeout(r, 1000));
      }
    }
  }

  stop(): void {
    this.stopped = true;
    for (const seats of this.tables.values()) for (const s of seats) s.close();
  }
}
