// One student's device in the classroom benchmark (class.ts): a socket.io connection
// subscribed to its class, which joins the table the class view names and plays its seat: on
// a frame offering legal actions it waits a think time (uniform 0.5–1.5 × thinkMs) and sends
// a random legal action, timing the round trip (act → ack). A device told to die on its turn
// (`dieOnTurnFrom`) closes its socket there instead of acting, as a phone that runs out of
// battery, and says so (`died`). Every acknowledged action is kept with the seq it was sent at,
// so the verification (class-verify.ts) finds each in the table's record.

import type { Rng } from "@number-games/engine";
import type { TableClient } from "@number-games/protocol/socket-client";
import { connectTable } from "@number-games/protocol/socket-client";

/** What all devices of a run add to: the figures and what the verification checks. */
export interface Tally {
  /** Round trips (ms) of every acknowledged action. */
  readonly rtts: number[];
  /** When each of those actions was sent (performance.now()). */
  readonly sentAt: number[];
  /** Acknowledged actions by table: seq sent at → the action (and which device sent it). */
  readonly acked: Map<string, Map<number, { action: unknown; by: string }>>;
  /** Refusals other than a stale seq, and acts that got no answer (the first few in words). */
  errors: number;
  readonly faults: string[];
  /** Refused as stale (a frame overtaken, e.g. by the computer playing for an away seat). */
  stale: number;
  /** Rescue steps by name: their latencies (ms). */
  readonly steps: Map<string, number[]>;
  stopped: boolean;
}

export function newTally(): Tally {
  return {
    rtts: [],
    sentAt: [],
    acked: new Map(),
    errors: 0,
    faults: [],
    stale: 0,
    steps: new Map(),
    stopped: false,
  };
}

/** Times `op` into the tally's step `name`. */
export async function step<T>(tally: Tally, name: string, op: () => Promise<T>): Promise<T> {
  const t0 = performance.now();
  const value = await op();
  record(tally, name, performance.now() - t0);
  return value;
}

/** Counts an error, and keeps its words (the first 20). */
export function fault(tally: Tally, what: string): void {
  tally.errors++;
  if (tally.faults.length < 20) tally.faults.push(what);
}

/** Adds a latency (ms) to the tally's step `name`. */
export function record(tally: Tally, name: string, ms: number): void {
  const list = tally.steps.get(name) ?? [];
  list.push(ms);
  tally.steps.set(name, list);
}

export interface DeviceOptions {
  readonly url: string;
  readonly classId: string;
  readonly studentId: string;
  readonly token: string;
  /** Who this device is in the tally ("S3-17", "S3-17 (new phone)"). */
  readonly label: string;
  readonly thinkMs: number;
  readonly rng: Rng;
  readonly tally: Tally;
}

export class Device {
  /** The table this device plays at (the class view's), once joined. */
  tableId: string | null = null;
  seat: number | null = null;
  /** Resolves when the device has joined its table (its seat is its). */
  readonly atTable: Promise<void>;
  /** Actions of this device acknowledged. */
  acts = 0;
  private joinedTable: () => void = () => {};
  private dieFrom: number | null = null;
  private onDeath: ((seq: number) => void) | null = null;
  private dead = false;
  /** The last seq acted at on its table: a frame seen twice is played once. */
  private actedAt = -1;
  private inFlight = false;
  /** The seq of the last frame that offered this device a move (for the verification's words). */
  lastTurn = -1;
  /** The seq of the first frame of its table this device received (null: none yet). */
  firstSeq: number | null = null;
  private readonly timers = new Set<NodeJS.Timeout>();

  private constructor(
    private readonly socket: TableClient,
    readonly opts: DeviceOptions,
  ) {
    this.atTable = new Promise((resolve) => {
      this.joinedTable = resolve;
    });
  }

  /** Connects, subscribes to the class and follows its view to the seat it names. */
  static async open(opts: DeviceOptions): Promise<Device> {
    const socket = await connectTable(opts.url, { timeoutMs: 30_000 });
    const device = new Device(socket, opts);
    socket.onClassStudent((v) => device.follow(v.table));
    socket.onFrame((frame) => device.onFrame(frame.tableId, frame.seq, frame.observation.legal));
    const joined = await socket.joinClass(opts.classId, opts.token);
    if (!joined.ok) throw new Error(`${opts.label}: ${JSON.stringify(joined.error)}`);
    // A student seated already (a new phone) is told its seat by the join's answer.
    if (joined.role === "student") device.follow(joined.student.table);
    return device;
  }

  /** At its first turn from table seq `seq` on, the device dies (`then` is told the seq). */
  dieOnTurnFrom(seq: number, then: (seq: number) => void): void {
    this.dieFrom = seq;
    this.onDeath = then;
  }

  close(): void {
    this.dead = true;
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
    this.socket.close();
  }

  /** Joins the table the class view names (once per table). */
  private follow(table: { tableId: string; seat: number } | null): void {
    if (table === null || table.tableId === this.tableId || this.dead) return;
    this.tableId = table.tableId;
    this.seat = table.seat;
    // A new table (the lesson's next game) counts its seqs from the start again.
    this.actedAt = -1;
    void this.socket.join(table.tableId, { seatToken: this.opts.token }).then((r) => {
      if (r.ok) this.joinedTable();
      else fault(this.opts.tally, `join table: ${r.error.code}`);
    });
  }

  private onFrame(tableId: string, seq: number, legal: readonly unknown[]): void {
    const { tally, rng, thinkMs, label } = this.opts;
    if (tableId === this.tableId) this.firstSeq ??= seq;
    if (this.dead || tally.stopped || tableId !== this.tableId || legal.length === 0) return;
    if (seq <= this.actedAt) return;
    this.actedAt = seq;
    this.lastTurn = seq;
    // Not while its last move's answer is on the way (that move would be neither answered nor
    // lost): then the phone dies at its next turn.
    if (this.dieFrom !== null && seq >= this.dieFrom && !this.inFlight) {
      this.close();
      this.onDeath?.(seq);
      return;
    }
    const action = legal[rng.int(legal.length)];
    const timer = setTimeout(
      async () => {
        this.timers.delete(timer);
        if (this.dead || tally.stopped) return;
        const t0 = performance.now();
        this.inFlight = true;
        const reply = await this.socket.act(tableId, seq, action).catch(() => null);
        this.inFlight = false;
        const dt = performance.now() - t0;
        if (reply === null) fault(tally, `act at ${seq}: no answer`);
        else if (!reply.ok) {
          if (reply.error.code === "ERR_STALE") tally.stale++;
          else fault(tally, `act at ${seq}: ${reply.error.code} ${reply.error.message}`);
        } else {
          tally.rtts.push(dt);
          tally.sentAt.push(t0);
          this.acts++;
          const table = tally.acked.get(tableId) ?? new Map();
          table.set(seq, { action, by: label });
          tally.acked.set(tableId, table);
        }
      },
      thinkMs * (0.5 + rng.float()),
    );
    this.timers.add(timer);
  }
}
