// What every part of the table authority shares: its options, the ports it talks through
// (storage, the notifier, the log), the live tables in memory, the steps one concern asks of
// another (`TableSteps`), and the types the transports see (Notifier, TableUpdate,
// SeatBinding). The parts are functions of this context; the facade (service.ts) builds it
// once and wires the steps, so that no concern module imports another.

import type { BotLevel } from "@number-games/bots";
import type { Viewer } from "@number-games/engine";
import { err } from "@number-games/engine";
import type {
  EvictionReason,
  ObservationFrame,
  ProtocolError,
  SeatPresence,
  TableInfo,
} from "@number-games/protocol";
import { protocolError } from "@number-games/protocol";
import type { BotDecider } from "../bots/bot-pool";
import type { ActionRow, TableRow, TableStore } from "../storage/types";
import type { TableCache } from "./cache";
import type { LiveTable } from "./live-table";

/** Where frames and table updates go (socket.io rooms in production, arrays in tests). */
export interface Notifier {
  /** Sends `frame` to this process's connections of `viewer` (other processes send their own). */
  frame(tableId: string, viewer: Viewer, frame: ObservationFrame): void;
  table(info: TableInfo): void;
  /** false when certainly none of this process's connections would receive this frame. */
  hasAudience(tableId: string, viewer: Viewer): boolean;
  /**
   * Every connection bound to this seat, on any process, is told (`evicted`) and leaves all of
   * the table's rooms: it hears nothing more of the table (the seat changed hands).
   */
  evictSeat(tableId: string, seat: number, reason: EvictionReason): void;
  /**
   * A person's seat lost its last connection or got one back: everyone at the table (seats
   * and spectators, on every process) is told.
   */
  presence?(tableId: string, presence: SeatPresence): void;
  /** After every announced change of a table (a class's dashboard follows its tables). */
  changed?(row: TableRow): void;
  /**
   * Present when other processes serve connections too (the Redis adapter): tells them that
   * a table moved on; each passes it to its own `TableService.applyRemote`. Called only after
   * the rows are committed.
   */
  publish?(update: TableUpdate): void;
  /**
   * Present when other processes serve connections too: tells them that these tables were
   * deleted from storage (a class's sweep, a lobby's expiry); each forgets the ones it holds
   * (`TableService.forgetDeleted`).
   */
  deleted?(tableIds: readonly string[]): void;
}

/**
 * Shared mode: one process's news about a table for the others (after the commit): the rows
 * it appended (ending at `seq`; none when it only caught up, started the table or re-timed
 * the clock), the table's version and the current turn's deadline.
 */
export interface TableUpdate {
  readonly tableId: string;
  readonly seq: number;
  readonly version: number;
  readonly deadline: number | null;
  readonly rows: readonly ActionRow[];
}

export interface Logger {
  error(msg: string, data?: unknown): void;
  warn(msg: string, data?: unknown): void;
}

export interface ServiceOptions {
  readonly store: TableStore;
  readonly notifier: Notifier;
  /** Delay before a bot seat acts, in ms (tests: 0). */
  readonly botDelayMs: number;
  /** Other processes write the same tables: catch up from storage before deciding. */
  readonly shared: boolean;
  /** The level that plays a human seat's turn when its clock runs out. */
  readonly autoplayLevel?: BotLevel;
  readonly logger?: Logger;
  readonly now?: () => number;
  /**
   * Without a turn clock: after this long on turn with no connection, a bot plays the seat's
   * turn (reason "abandoned"); null or undefined: never.
   */
  readonly abandonAfterMs?: number | null;
  /** Whether any connection (on any process) has joined this seat. */
  readonly isSeatConnected?: (tableId: string, seat: number) => Promise<boolean>;
  /** Milliseconds per turn-clock second (default 1000; tests shrink it). */
  readonly turnClockUnitMs?: number;
  /** Milliseconds per second of a class's grace time (default 1000; tests shrink it). */
  readonly graceUnitMs?: number;
  /**
   * Shared mode: after another process's update, this one plays the position's automatic step
   * itself (chance, a bot, an expired turn clock, an abandoned seat) if nothing happened by when
   * that process should have done it plus this grace: that process may have died with no
   * player reconnecting anywhere. Default 5 s.
   */
  readonly takeoverGraceMs?: number;
  /** How long a bot may think (the worker pool's limit; default 60 s), for the takeover. */
  readonly botDecisionLimitMs?: number;
  /** Who decides bot moves (the server passes a worker pool; default: this thread). */
  readonly bots?: BotDecider;
  /**
   * How long a rematch's human seats are kept for their previous players (who claim them with
   * their old seat token) before anyone may claim them; default 60 s, 0: not at all.
   */
  readonly rematchReserveMs?: number;
  /**
   * How often the service sweeps (default 30 s; tests shrink it): a table nothing here needs
   * leaves memory; public lobbies with a seated person connected here are marked seen (see
   * `sweep`).
   */
  readonly sweepMs?: number;
  /**
   * A public lobby with no seated person connected for this long is deleted (the server's
   * default: 30 minutes); null or undefined: never.
   */
  readonly lobbyIdleMs?: number | null;
}

/** A socket's credential for one table: the seat and the token hash it proved. */
export interface SeatBinding {
  readonly seat: number;
  readonly tokenHash: string;
}

const silentLogger: Logger = { error() {}, warn() {} };

/** The state the table authority's parts share (built once by `TableService`). */
export interface Ctx {
  readonly store: TableStore;
  readonly notifier: Notifier;
  readonly options: ServiceOptions;
  readonly log: Logger;
  readonly now: () => number;
  /** Milliseconds per turn-clock second. */
  readonly clockUnit: number;
  readonly bots: BotDecider;
  readonly sweepMs: number;
  readonly cache: TableCache;
  /** The position (seq and deadline) whose frames this process last sent its connections. */
  readonly announced: WeakMap<LiveTable, { seq: number; deadline: number | null }>;
  /** What one concern asks of another, wired by the facade (service.ts). */
  readonly steps: TableSteps;
  /** Set by `close`: nothing automatic runs any more. */
  closed: boolean;
}

/**
 * The steps the concern modules ask of one another, each through the context (the facade wires
 * them), never by importing each other: the table's automatic step after a change (autoplay),
 * a class table's grace timer (grace), and what a seat leaving, or no longer voting, does to a
 * takeback request (takeback). Each is called with the table locked.
 */
export interface TableSteps {
  /** Runs whatever the position needs now: chance, a bot's turn, a clock (autoplay.ts). */
  advance(t: LiveTable): Promise<void>;
  /** Sets (or clears) a class table's grace timer for the seat to move (grace.ts). */
  planGrace(t: LiveTable): Promise<void>;
  /** Checks every playing class table held here against its grace time now (grace.ts). */
  graceSweep(): Promise<void>;
  /** `seat`'s last connection left: its open takeback request is cancelled (takeback.ts). */
  askerLeft(t: LiveTable, seat: number): Promise<void>;
  /**
   * A seat stopped voting (handed to the computer): a takeback everyone left agreed to is
   * carried out now; true when it was (takeback.ts).
   */
  votersLeft(t: LiveTable): Promise<boolean>;
}

export function contextOf(
  options: ServiceOptions,
  cache: TableCache,
  bots: BotDecider,
  sweepMs: number,
  steps: (ctx: Ctx) => TableSteps,
): Ctx {
  const ctx: Ctx = {
    store: options.store,
    notifier: options.notifier,
    options,
    log: options.logger ?? silentLogger,
    now: options.now ?? Date.now,
    clockUnit: options.turnClockUnitMs ?? 1000,
    bots,
    sweepMs,
    cache,
    announced: new WeakMap(),
    // The steps are functions of this very context: wired just below, before any call.
    get steps() {
      return wired;
    },
    closed: false,
  };
  const wired = steps(ctx);
  return ctx;
}

export const fail = (code: ProtocolError["code"], message: string, rule?: string) =>
  err(protocolError(code, message, rule));
