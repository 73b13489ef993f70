// The table authority: creates tables, runs the lobby, accepts actions in the fixed check
// order, appends each accepted action to storage before anyone is told, then sends every
// seat its own observation. Chance is drawn from the table's seed; bot seats and expired
// turn clocks are played by `createBot`. Transport-free: HTTP and socket.io call in here.

import type { BotLevel } from "@number-games/bots";
import type { Result, Viewer } from "@number-games/engine";
import { CHANCE, err, getGame, ok, RECORD_FORMAT } from "@number-games/engine";
import type {
  CreateTableRequestParsed,
  CreateTableResponse,
  EvictionReason,
  ObservationFrame,
  ProtocolError,
  RematchResponse,
  SeatBotLevel,
  SeatInfo,
  TableInfo,
  TableRecord,
} from "@number-games/protocol";
import { isTableId, parseJoinCode, protocolError, START_RACE } from "@number-games/protocol";
import type { BotDecision } from "./bot-decide";
import type { BotDecider } from "./bot-pool";
import { BotPoolError, inThreadBots } from "./bot-pool";
import { seedCommitment, TABLE_RNG } from "./fairness";
import { newJoinCode, newSeed, newTableId, newToken, sha256Hex, tokenMatches } from "./ids";
import { toJson } from "./json";
import { LiveTable } from "./live-table";
import { readerOf, viewedActions } from "./record-view";
import type {
  ActionRow,
  AutoplayReason,
  StoredSeat,
  TablePatch,
  TableRow,
  TableStore,
} from "./storage/types";

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
   * Present when other processes serve connections too (the Redis adapter): tells them that
   * a table moved on; each passes it to its own `TableService.applyRemote`. Called only after
   * the rows are committed.
   */
  publish?(update: TableUpdate): void;
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

const fail = (code: ProtocolError["code"], message: string, rule?: string) =>
  err(protocolError(code, message, rule));

const silentLogger: Logger = { error() {}, warn() {} };

export class TableService {
  private readonly store: TableStore;
  private readonly notifier: Notifier;
  private readonly options: ServiceOptions;
  private readonly log: Logger;
  private readonly now: () => number;
  private readonly cache = new Map<string, LiveTable>();
  /** The position (seq and deadline) whose frames this process last sent its connections. */
  private readonly announced = new WeakMap<LiveTable, { seq: number; deadline: number | null }>();
  private readonly loading = new Map<string, Promise<LiveTable | null>>();
  private closed = false;
  private readonly clockUnit: number;
  private readonly bots: BotDecider;
  private readonly sweepMs: number;
  private readonly sweeper: NodeJS.Timeout;
  private sweepingLobbies = false;

  constructor(options: ServiceOptions) {
    this.options = options;
    this.store = options.store;
    this.notifier = options.notifier;
    this.log = options.logger ?? silentLogger;
    this.now = options.now ?? Date.now;
    this.clockUnit = options.turnClockUnitMs ?? 1000;
    this.bots = options.bots ?? inThreadBots;
    this.sweepMs = options.sweepMs ?? SWEEP_MS;
    this.sweeper = setInterval(() => this.sweep(), this.sweepMs);
    this.sweeper.unref?.();
  }

  // ---------------------------------------------------------------- reading

  /** A table by id or join code. */
  async findRow(ref: string): Promise<TableRow | null> {
    if (isTableId(ref)) return this.store.getTable(ref);
    const code = parseJoinCode(ref);
    return code === null ? null : this.store.getTableByCode(code);
  }

  /**
   * The table's facts. Anyone with the id or code sees the lobby facts (to claim a seat); a
   * private table's seed, result and rematch link need one of its seat tokens.
   */
  async info(
    ref: string,
    seatToken: string | null = null,
  ): Promise<Result<TableInfo, ProtocolError>> {
    const row = await this.findRow(ref);
    if (row === null) return fail("ERR_NOT_FOUND", "no such table");
    const shown = (info: TableInfo): TableInfo =>
      mayWatch(row, seatToken) ? info : { ...info, seed: null, result: null, rematch: null };
    if (row.status === "lobby") return ok(shown(this.tableInfo(row, null)));
    const t = await this.live(row.id);
    if (t === null) return fail("ERR_NOT_FOUND", "no such table");
    if (this.options.shared) await t.exclusive(() => this.catchUp(t));
    return ok(shown(this.tableInfo(row.version >= t.meta.version ? row : t.meta, t)));
  }

  /**
   * Public tables being played, and public lobbies while a person holding one of their seats
   * is connected (seen by a sweep lately, on any process): a table nobody sits at is junk.
   */
  async listPublic(): Promise<TableInfo[]> {
    const rows = await this.store.listTables({
      visibility: "public",
      statuses: ["lobby", "playing"],
      limit: 100,
      seenSince: this.now() - 2 * this.sweepMs,
    });
    const seqs = await this.store.seqs(rows.map((r) => r.id));
    return rows.map((r) => this.tableInfo(r, null, seqs.get(r.id) ?? 0));
  }

  tableInfo(row: TableRow, t: LiveTable | null, seq = 0): TableInfo {
    const finished = row.status === "finished";
    const game = getGame(row.game);
    return {
      id: row.id,
      code: row.code,
      game: row.game,
      config: row.config,
      visibility: row.visibility,
      status: row.status,
      seats: row.seats.map(seatInfo),
      seq: t?.seq ?? seq,
      turnClockSeconds: row.turnClockSeconds,
      startRace: row.startRace === null ? null : { winner: row.startRace.winner },
      rematch: row.rematch,
      seedCommitment: row.seedCommitment,
      seed: finished ? row.seed : null,
      result: finished && t !== null ? toJson(game.result(t.state)) : null,
      createdAt: row.createdAt,
    };
  }

  /**
   * The record as its reader may know it: a seat's own view for one of its seat tokens, else
   * the spectator's, each action as the engine's `viewHistory` shows it (everything once the
   * game is over); the seed once the table has finished. A private table's record only for a
   * holder of one of its seat tokens.
   */
  async record(
    ref: string,
    seatToken: string | null = null,
  ): Promise<Result<TableRecord, ProtocolError>> {
    const row = await this.findRow(ref);
    if (row === null) return fail("ERR_NOT_FOUND", "no such table");
    if (!mayWatch(row, seatToken)) return privateTable();
    const viewer = readerOf(row, seatToken);
    const t = await this.live(row.id);
    if (t === null) return fail("ERR_NOT_FOUND", "no such table");
    return t.exclusive(async () => {
      if (this.options.shared) await this.catchUp(t);
      const full = t.terminal && t.meta.status === "finished";
      const { actions, redacted } = viewedActions(t.game.viewHistory(t.state, viewer));
      return ok({
        format: RECORD_FORMAT,
        game: t.meta.game,
        config: t.meta.config,
        actions,
        players: t.meta.seats.map(seatName),
        meta: {
          tableId: t.meta.id,
          public: !full,
          viewer,
          seedCommitment: t.meta.seedCommitment,
          seed: full ? t.meta.seed : null,
          rng: t.meta.rng,
          redacted,
          autoplayed: t.autoplayed.map((a) => ({ ...a })),
          ...(full ? {} : { spectator: toJson(t.game.observe(t.state, "spectator")) }),
        },
      });
    });
  }

  // ---------------------------------------------------------------- lobby

  async create(req: CreateTableRequestParsed): Promise<Result<CreateTableResponse, ProtocolError>> {
    const game = getGame(req.game);
    const cfg = game.parseConfig(req.config ?? {});
    if (!cfg.ok) return fail("ERR_CONFIG", cfg.error.message, cfg.error.code);
    const players = game.numPlayers(cfg.value);
    if (players !== req.seats.length) {
      return fail(
        "ERR_CONFIG",
        `the config has ${players} players but ${req.seats.length} seats were given`,
      );
    }
    const seats: StoredSeat[] = req.seats.map((s) =>
      s.kind === "bot" ? { kind: "bot", level: s.level } : openSeat(),
    );
    const seed = newSeed();
    const hostToken = newToken();
    const now = new Date(this.now()).toISOString();
    for (let attempt = 0; attempt < 8; attempt++) {
      const row: TableRow = {
        id: newTableId(),
        game: req.game,
        config: toJson(cfg.value),
        seats,
        visibility: req.visibility,
        turnClockSeconds: req.turnClockSeconds,
        startRace: req.startRace ? { winner: null } : null,
        ...newTableFacts(seed, hostToken, now),
      };
      if (await this.store.createTable(row)) {
        return ok({ tableId: row.id, code: row.code, hostToken, table: this.tableInfo(row, null) });
      }
    }
    return fail("ERR_INTERNAL", "could not allocate a table id; try again");
  }

  /** A newcomer claims an open seat (`wanted`, else the first one not kept for someone). */
  async claim(
    tableId: string,
    name: string,
    wanted?: number,
  ): Promise<Result<{ seat: number; seatToken: string; table: TableInfo }, ProtocolError>> {
    return this.claimSeat(tableId, name, wanted, false);
  }

  /**
   * `previousHolder`: the caller proved (rematch) that it held `wanted` at the finished table,
   * so a reservation of that seat is its own. Checks: seat exists, open, not kept for another.
   */
  private async claimSeat(
    tableId: string,
    name: string,
    wanted: number | undefined,
    previousHolder: boolean,
  ): Promise<Result<{ seat: number; seatToken: string; table: TableInfo }, ProtocolError>> {
    let seat = -1;
    let seatToken = "";
    const res = await this.mutateLobby(tableId, null, (row) => {
      const now = this.now();
      const keptMs = (s: StoredSeat) =>
        s.kind === "human" && s.reservedUntil !== undefined ? s.reservedUntil - now : 0;
      const reserved = (ms: number) =>
        fail(
          "ERR_SEAT_RESERVED",
          `this seat is kept for its player from the last game for ${Math.ceil(ms / 1000)} s more`,
        );
      if (wanted !== undefined) {
        const s = row.seats[wanted];
        if (s === undefined) return fail("ERR_MALFORMED", `the table has no seat ${wanted}`);
        if (s.kind !== "human" || s.tokenHash !== null) {
          return fail("ERR_SEAT_TAKEN", `seat ${wanted} is not free`);
        }
        if (!previousHolder && keptMs(s) > 0) return reserved(keptMs(s));
        seat = wanted;
      } else {
        const open = (s: StoredSeat) => s.kind === "human" && s.tokenHash === null;
        seat = row.seats.findIndex((s) => open(s) && keptMs(s) <= 0);
        if (seat < 0) {
          const kept = row.seats.filter(open).map(keptMs);
          if (kept.length > 0) return reserved(Math.min(...kept));
          return fail("ERR_NO_FREE_SEAT", "every human seat is taken");
        }
      }
      seatToken = newToken();
      const seats = row.seats.map((s, i) =>
        i === seat ? { kind: "human" as const, name, tokenHash: sha256Hex(seatToken) } : s,
      );
      return ok({ seats });
    });
    if (!res.ok) return res;
    return ok({ seat, seatToken, table: res.value });
  }

  async start(tableId: string, hostToken: string): Promise<Result<TableInfo, ProtocolError>> {
    const res = await this.mutateLobby(tableId, hostToken, (row) => {
      const open = row.seats.findIndex((s) => s.kind === "human" && s.tokenHash === null);
      if (open >= 0) {
        return fail(
          "ERR_SEATS_OPEN",
          `seat ${open} is not claimed; claim it, make it a bot, or wait`,
        );
      }
      // The start race's winner plays first; without one the config's firstPlayer stands.
      const winner = row.startRace?.winner ?? null;
      if (winner === null) return ok({ status: "playing" as const });
      const cfg = getGame(row.game).parseConfig({
        ...(row.config as Record<string, unknown>),
        firstPlayer: winner,
      });
      if (!cfg.ok) return fail("ERR_CONFIG", cfg.error.message, cfg.error.code);
      return ok({ status: "playing" as const, config: toJson(cfg.value) });
    });
    if (!res.ok) return res;
    const t = await this.live(tableId);
    if (t === null) return fail("ERR_NOT_FOUND", "no such table");
    await t.exclusive(async () => {
      await this.reload(t);
      await this.broadcast(t);
      await this.advance(t);
    });
    return ok(this.tableInfo(t.meta, t));
  }

  /**
   * A seat's answer to the start race (START_RACE): the first correct answer wins it. Checks:
   * table, lobby, seat token, race on, no winner yet, answer right. Nothing changes on error.
   */
  async race(
    tableId: string,
    seatToken: string,
    answer: number,
  ): Promise<Result<TableInfo, ProtocolError>> {
    return this.mutateLobby(tableId, null, (row) => {
      const seat = row.seats.findIndex(
        (s) => s.kind === "human" && tokenMatches(seatToken, s.tokenHash),
      );
      if (seat < 0)
        return fail("ERR_UNAUTHORIZED", "this seat token does not belong to this table");
      if (row.startRace === null) return fail("ERR_NO_RACE", "this table has no start race");
      if (row.startRace.winner !== null) {
        return fail("ERR_RACE_OVER", `seat ${row.startRace.winner} already won the start race`);
      }
      if (answer !== START_RACE.answer) {
        return fail("ERR_RACE_WRONG", `${START_RACE.a} × ${START_RACE.b} is not ${answer}`);
      }
      return ok({ startRace: { winner: seat } });
    });
  }

  /**
   * A seat of a finished table joins its rematch. The first call creates the successor (same
   * game, config, visibility, clock, race, bots and human seats; new seed; the caller hosts it)
   * and links it from the finished table; every call claims the caller's own seat on it. The
   * successor's other human seats are kept for their players (`rematchReserveMs`): until then
   * a newcomer's claim of one gets ERR_SEAT_RESERVED.
   */
  async rematch(
    tableId: string,
    seatToken: string,
  ): Promise<Result<RematchResponse, ProtocolError>> {
    for (let attempt = 0; attempt < 8; attempt++) {
      const row = isTableId(tableId) ? await this.store.getTable(tableId) : null;
      if (row === null) return fail("ERR_NOT_FOUND", "no such table");
      const seat = row.seats.findIndex(
        (s) => s.kind === "human" && tokenMatches(seatToken, s.tokenHash),
      );
      if (seat < 0)
        return fail("ERR_UNAUTHORIZED", "this seat token does not belong to this table");
      if (row.status !== "finished") {
        return fail("ERR_NOT_FINISHED", "a rematch needs a finished table");
      }
      const name = seatName(row.seats[seat]!, seat);
      if (row.rematch !== null) {
        const claimed = await this.claimSeat(row.rematch, name, seat, true);
        if (!claimed.ok) {
          // The creator links the successor a moment before storing it.
          return claimed.error.code === "ERR_NOT_FOUND"
            ? fail("ERR_CONFLICT", "the rematch is being set up; try again")
            : claimed;
        }
        const { table, ...rest } = claimed.value;
        return ok({ tableId: table.id, code: table.code, ...rest });
      }
      // Link first (the version check lets exactly one caller create the successor).
      const successorId = newTableId();
      const linked = await this.store.updateTable(row.id, row.version, { rematch: successorId });
      if (linked === null) continue;
      const t = await this.live(row.id);
      if (t !== null && t.meta.version < linked.version) t.meta = linked;
      const seed = newSeed();
      const hostToken = newToken();
      const newSeatToken = newToken();
      const now = new Date(this.now()).toISOString();
      // The other human seats wait a while for their players (rematch with their old token).
      const reserveMs = this.options.rematchReserveMs ?? DEFAULT_REMATCH_RESERVE_MS;
      const kept: StoredSeat =
        reserveMs > 0
          ? { kind: "human", name: null, tokenHash: null, reservedUntil: this.now() + reserveMs }
          : openSeat();
      const seats: StoredSeat[] = row.seats.map((s, i) =>
        s.kind === "bot"
          ? { kind: "bot", level: s.level }
          : i === seat
            ? { kind: "human", name, tokenHash: sha256Hex(newSeatToken) }
            : kept,
      );
      for (let tries = 0; tries < 8; tries++) {
        const successor: TableRow = {
          ...row,
          id: successorId,
          seats,
          startRace: row.startRace === null ? null : { winner: null },
          ...newTableFacts(seed, hostToken, now),
        };
        if (await this.store.createTable(successor)) {
          // Everyone watching the finished table learns of the rematch.
          this.notifier.table(this.tableInfo(linked, t));
          return ok({
            tableId: successor.id,
            code: successor.code,
            seat,
            seatToken: newSeatToken,
            hostToken,
          });
        }
      }
      return fail("ERR_INTERNAL", "could not allocate the rematch table; try again");
    }
    return fail("ERR_CONFLICT", "the table is changing too fast; try again");
  }

  async setBot(
    tableId: string,
    hostToken: string,
    seat: number,
    level: SeatBotLevel,
  ): Promise<Result<TableInfo, ProtocolError>> {
    return this.mutateLobby(tableId, hostToken, (row) => {
      const s = row.seats[seat];
      if (s === undefined) return fail("ERR_MALFORMED", `the table has no seat ${seat}`);
      if (s.kind === "human" && s.tokenHash !== null) {
        return fail("ERR_SEAT_TAKEN", `seat ${seat} is claimed; kick it first`);
      }
      return ok({
        seats: row.seats.map((x, i) => (i === seat ? { kind: "bot" as const, level } : x)),
      });
    });
  }

  async removeBot(
    tableId: string,
    hostToken: string,
    seat: number,
  ): Promise<Result<TableInfo, ProtocolError>> {
    return this.mutateLobby(tableId, hostToken, (row) => {
      const s = row.seats[seat];
      if (s === undefined) return fail("ERR_MALFORMED", `the table has no seat ${seat}`);
      if (s.kind !== "bot") return fail("ERR_CONFLICT", `seat ${seat} is not a bot`);
      return ok({ seats: row.seats.map((x, i) => (i === seat ? openSeat() : x)) });
    });
  }

  async kick(
    tableId: string,
    hostToken: string,
    seat: number,
  ): Promise<Result<TableInfo, ProtocolError>> {
    const res = await this.mutateLobby(tableId, hostToken, (row) => {
      const s = row.seats[seat];
      if (s === undefined) return fail("ERR_MALFORMED", `the table has no seat ${seat}`);
      if (s.kind !== "human") {
        return fail("ERR_CONFLICT", `seat ${seat} is a bot; remove it instead`);
      }
      const seats = row.seats.map((x, i) => (i === seat ? openSeat() : x));
      // A kicked winner's seat changes hands: the race is open again.
      if (row.startRace?.winner === seat) return ok({ seats, startRace: { winner: null } });
      return ok({ seats });
    });
    if (!res.ok) return res;
    // The kicked player's connections hear nothing more: not the next occupant's frames, nor
    // the lobby, the end (seed, scores) or the rematch link. Under the table's lock, so that a
    // join checking the old token meanwhile has attached (and is evicted) or sees the kick.
    const evict = async () => this.notifier.evictSeat(tableId, seat, "kicked");
    const t = this.cache.get(tableId);
    await (t ? t.exclusive(evict) : evict());
    return res;
  }

  /** Read, check, write with the version read; retried when another writer got there first. */
  private async mutateLobby(
    tableId: string,
    hostToken: string | null,
    change: (row: TableRow) => Result<TablePatch, ProtocolError>,
  ): Promise<Result<TableInfo, ProtocolError>> {
    for (let attempt = 0; attempt < 8; attempt++) {
      const row = isTableId(tableId) ? await this.store.getTable(tableId) : null;
      if (row === null) return fail("ERR_NOT_FOUND", "no such table");
      if (hostToken !== null && !tokenMatches(hostToken, row.hostTokenHash)) {
        return fail("ERR_UNAUTHORIZED", "a valid host token is required");
      }
      if (row.status !== "lobby")
        return fail("ERR_ALREADY_STARTED", "the table has already started");
      const patch = change(row);
      if (!patch.ok) return patch;
      const updated = await this.store.updateTable(row.id, row.version, patch.value);
      if (updated === null) continue;
      const cached = this.cache.get(row.id);
      if (cached && cached.meta.version < updated.version) cached.meta = updated;
      const info = this.tableInfo(updated, null);
      this.notifier.table(info);
      return ok(info);
    }
    return fail("ERR_CONFLICT", "the table is changing too fast; try again");
  }

  // ---------------------------------------------------------------- seats and play

  /** Which seat a token belongs to. */
  async authenticate(
    tableId: string,
    seatToken: string,
  ): Promise<Result<SeatBinding, ProtocolError>> {
    const find = (row: TableRow): SeatBinding | null => {
      for (let i = 0; i < row.seats.length; i++) {
        const s = row.seats[i]!;
        if (s.kind === "human" && tokenMatches(seatToken, s.tokenHash)) {
          return { seat: i, tokenHash: s.tokenHash! };
        }
      }
      return null;
    };
    const cached = this.cache.get(tableId);
    const hit = cached ? find(cached.meta) : null;
    if (hit) return ok(hit);
    const row = isTableId(tableId) ? await this.store.getTable(tableId) : null;
    if (row === null) return fail("ERR_NOT_FOUND", "no such table");
    const b = find(row);
    return b ? ok(b) : fail("ERR_UNAUTHORIZED", "this seat token does not belong to this table");
  }

  /**
   * Attaches a viewer: `attach` runs while the table is locked (so no frame is missed or
   * reordered), then the viewer's current frame is returned (null in the lobby).
   */
  async join(
    tableId: string,
    binding: SeatBinding | null,
    attach: () => void,
  ): Promise<Result<{ frame: ObservationFrame | null; table: TableInfo }, ProtocolError>> {
    const t = await this.live(tableId);
    if (t === null) return fail("ERR_NOT_FOUND", "no such table");
    // Visibility never changes, so this needs no lock; a seat proves its token below.
    if (binding === null && t.meta.visibility === "private") return privateTable();
    const joined = await t.exclusive(async () => {
      if (this.options.shared || t.meta.status !== "playing") {
        // A process that died between storing an action and announcing it leaves players
        // without their frame: whoever first rejoins here brings everyone up to date.
        const missed = await this.catchUp(t, true);
        if (missed > 0 && t.meta.status !== "lobby") await this.broadcast(t);
      }
      if (binding !== null && !this.credentialValid(t, binding)) {
        return fail("ERR_UNAUTHORIZED", "this seat token is no longer valid");
      }
      attach();
      // After a restart or another process's death, make sure chance, bots and clocks run.
      if (t.meta.status === "playing") await this.advance(t);
      const frame = t.meta.status === "lobby" ? null : this.frame(t, binding?.seat ?? "spectator");
      return ok({ frame, table: this.tableInfo(t.meta, t) });
    });
    // A person sat down at a public lobby: it is listed from now on (not from the next sweep).
    if (joined.ok && binding !== null) await this.markSeen([t]);
    return joined;
  }

  /** The check order: (shape done by the caller) credentials, status, turn, seq, legality. */
  async act(
    tableId: string,
    binding: SeatBinding | null,
    seq: number,
    input: unknown,
  ): Promise<Result<{ seq: number }, ProtocolError>> {
    if (binding === null) return fail("ERR_NOT_SEATED", "join this table with a seat token first");
    const t = await this.live(tableId);
    if (t === null) return fail("ERR_NOT_FOUND", "no such table");
    return t.exclusive(async () => {
      // Another process may have moved the table on. Catching up is needed only when the
      // client has seen a newer seq than this cache: with an equal seq a stale cache makes
      // the append conflict (then reload and ERR_STALE); a smaller one is stale anyway.
      if (t.meta.status !== "playing" || (this.options.shared && seq > t.seq)) {
        const missed = await this.catchUp(t, t.meta.status !== "playing");
        // Another process may have died before drawing chance or scheduling a bot.
        if (missed > 0 && t.meta.status === "playing") await this.advance(t);
      }
      if (!this.credentialValid(t, binding)) {
        return fail("ERR_UNAUTHORIZED", "this seat token is no longer valid");
      }
      if (t.meta.status === "lobby")
        return fail("ERR_NOT_STARTED", "the table has not started yet");
      if (t.terminal || t.meta.status === "finished")
        return fail("ERR_GAME_OVER", "the game is over");
      const toMove = t.toMove;
      if (toMove !== binding.seat) {
        return fail(
          "ERR_NOT_YOUR_TURN",
          toMove === CHANCE ? "chance is to act" : `it is seat ${toMove}'s turn`,
        );
      }
      if (seq !== t.seq) {
        return fail(
          "ERR_STALE",
          `the table is at seq ${t.seq}, not ${seq}; act from the latest frame`,
        );
      }
      const parsed = t.game.parseAction(input);
      if (!parsed.ok) return fail("ERR_ILLEGAL_ACTION", parsed.error.message, parsed.error.code);
      const next = t.game.apply(t.state, parsed.value);
      if (!next.ok) return fail("ERR_ILLEGAL_ACTION", next.error.message, next.error.code);
      const row = await this.append(t, parsed.value, next.value, binding.seat, null);
      if (row === null) {
        // Another process advanced the table: storage's version is adopted; say so.
        await this.advance(t);
        return fail("ERR_STALE", "another action was accepted first; act from the latest frame");
      }
      await this.advance(t);
      return ok({ seq: row.seq });
    });
  }

  /**
   * Shared mode: another process moved a table on (`Notifier.publish`, after its commit). A
   * table held here applies the appended rows through the checked door (or, when it missed
   * some, catches up from storage), adopts the turn's deadline, and this process's connections
   * get their frames. Tables not held here are skipped: they are read from storage when needed.
   * Bots, chance and clocks stay with the process that appended (as before).
   */
  async applyRemote(u: TableUpdate): Promise<void> {
    const t = this.cache.get(u.tableId);
    if (t === undefined) return;
    await t.exclusive(async () => {
      if (this.closed) return;
      if (u.version > t.meta.version) await this.catchUp(t, true);
      else if (u.seq > t.seq) {
        if (u.seq - u.rows.length === t.seq) {
          for (const r of u.rows) t.applyStored(r);
        } else await this.catchUp(t);
      }
      if (t.meta.status === "lobby") return;
      if (t.seq === u.seq) {
        t.deadline = u.deadline;
        t.deadlineSeq = u.seq;
      }
      const shown = this.announced.get(t);
      if (shown?.seq !== t.seq || shown.deadline !== shownDeadline(t)) this.sendFrames(t);
      if (t.terminal) this.forgetLater(t);
      this.watchForTakeover(t);
    });
  }

  /**
   * Shared mode, after another process moved a table on: if the position waits for an
   * automatic step (chance, a bot, a turn clock, an abandoned seat), arm a timer for when that
   * process should long have taken it. Any later action on the table disarms it; when it
   * fires with the table still there (read from storage first), this process takes the step.
   * Should the other process be alive after all, the (table, seq) key lets only one win.
   */
  private watchForTakeover(t: LiveTable): void {
    t.clearTakeover();
    if (this.closed || t.meta.status !== "playing" || t.terminal) return;
    const grace = this.options.takeoverGraceMs ?? 5000;
    const seq = t.seq;
    const toMove = t.toMove;
    const seat = toMove >= 0 ? t.meta.seats[toMove] : undefined;
    let ms: number;
    let take: () => Promise<void>;
    if (toMove === CHANCE || seat?.kind === "bot" || t.deadline !== null) {
      // Chance at once, a bot after its delay and thinking time, a clock at its deadline.
      ms =
        toMove === CHANCE
          ? grace
          : seat?.kind === "bot"
            ? this.options.botDelayMs + (this.options.botDecisionLimitMs ?? 60_000) + grace
            : Math.max(0, (t.deadline ?? 0) - this.now()) + grace;
      take = () =>
        t.exclusive(async () => {
          if (this.closed) return;
          if ((await this.catchUp(t)) > 0) {
            // It moved on after all (an update was lost): show it, and watch the new position.
            this.sendFrames(t);
            this.watchForTakeover(t);
            return;
          }
          if (t.seq !== seq || t.meta.status !== "playing") return;
          this.logTakeover(t);
          await this.advance(t);
        });
    } else if (seat?.kind === "human" && this.options.abandonAfterMs != null) {
      // A person without a clock: once, when the other process would have found the seat
      // abandoned, look: still nobody there and nothing moved, so it did not; play the turn.
      ms = this.options.abandonAfterMs + grace;
      take = async () => {
        if (this.closed || t.seq !== seq || (await this.seatConnected(t, toMove))) return;
        if (this.closed || t.seq !== seq) return;
        this.logTakeover(t);
        await this.autoAct(t, toMove, seq, this.options.autoplayLevel ?? "medium", "abandoned");
      };
    } else return;
    t.takeover = setTimeout(() => {
      t.takeover = null;
      t.used = true;
      take().catch((e: unknown) => this.retryLater(t, "take over a table", e));
    }, ms);
    t.takeover.unref?.();
  }

  private logTakeover(t: LiveTable): void {
    this.log.warn("the process running this table went quiet; taking over its turn", {
      table: t.meta.id,
      seq: t.seq,
    });
  }

  /**
   * Shared mode: after this process lost the connection that carries the other processes'
   * updates, what they published meanwhile never arrives. Reads storage for every table held
   * here; one that moved on (new actions, or new facts such as a start) is reloaded, and this
   * process's connections get their frames (and the lobby its news). Bots, chance and clocks
   * stay with the process that appended. Returns how many tables had moved on.
   */
  async resync(): Promise<number> {
    let moved = 0;
    const tables = [...this.cache.values()];
    // One query (per 500 tables) says which moved on; only those, and lobbies (whose news is
    // in their facts, not their actions), are read again.
    const stored = new Map<string, number>();
    for (let i = 0; i < tables.length; i += 500) {
      const seqs = await this.store.seqs(tables.slice(i, i + 500).map((t) => t.meta.id));
      for (const [id, seq] of seqs) stored.set(id, seq);
    }
    for (const t of tables) {
      if (t.meta.status !== "lobby" && (stored.get(t.meta.id) ?? 0) <= t.seq) continue;
      await t
        .exclusive(async () => {
          if (this.closed) return;
          const row = await this.store.getTable(t.meta.id);
          const behind = (stored.get(t.meta.id) ?? 0) > t.seq;
          if (row === null || (!behind && row.version <= t.meta.version)) return;
          moved++;
          const facts = row.version > t.meta.version;
          await this.reload(t, row);
          if (facts) this.notifier.table(this.tableInfo(t.meta, t));
          if (t.meta.status === "lobby") return;
          this.sendFrames(t);
          if (t.terminal) this.forgetLater(t);
          this.watchForTakeover(t);
        })
        .catch((e: unknown) =>
          this.log.error("could not catch a table up", { table: t.meta.id, error: String(e) }),
        );
    }
    return moved;
  }

  /** The frame `viewer` gets now (null in the lobby or for an unknown table). */
  async currentFrame(tableId: string, viewer: Viewer): Promise<ObservationFrame | null> {
    const t = await this.live(tableId);
    if (t === null || t.meta.status === "lobby") return null;
    return t.exclusive(async () => {
      if (this.options.shared) await this.catchUp(t);
      return this.frame(t, viewer);
    });
  }

  /** The engine state of a table (tests and diagnostics only; never sent to a client). */
  async debugState(tableId: string): Promise<{ state: unknown; seq: number } | null> {
    const t = await this.live(tableId);
    return t === null ? null : t.exclusive(async () => ({ state: t.state, seq: t.seq }));
  }

  /** After a start: every table that was playing resumes (chance, bots and clocks). */
  async resumeAll(): Promise<number> {
    const rows = await this.store.listTables({ statuses: ["playing"], limit: 1_000_000 });
    let n = 0;
    for (const row of rows) {
      const t = await this.live(row.id);
      if (t === null) continue;
      await t.exclusive(() => this.advance(t));
      n++;
    }
    return n;
  }

  close(): void {
    this.closed = true;
    clearInterval(this.sweeper);
    for (const t of this.cache.values()) {
      t.clearTimer();
      t.clearTakeover();
    }
  }

  /** Tables held in memory (GET /api/health, benchmarks). */
  get cachedTables(): number {
    return this.cache.size;
  }

  /**
   * Every `sweepMs`: a table in memory that nothing here needs leaves it (storage keeps it;
   * the next request reads it again): no connection of this process watches it, no timer is
   * pending (bot, turn clock, retry, takeover), no work is queued or running, and nobody asked
   * for it since the previous sweep. Without this, every table ever spectated or read stayed.
   */
  private sweep(): void {
    const lobbies: LiveTable[] = [];
    for (const [id, t] of this.cache) {
      if (t.meta.status === "lobby" && t.meta.visibility === "public") lobbies.push(t);
      if (t.used) t.used = false;
      else if (t.idle && !this.watched(t)) this.cache.delete(id);
    }
    void this.sweepLobbies(lobbies);
  }

  /**
   * The lobby's part of the sweep: the public lobbies a seated person is connected to here are
   * marked seen (so they stay listed, and alive); then the public lobbies no process has seen
   * for `lobbyIdleMs` (nor created since) are deleted, and forgotten here.
   */
  private async sweepLobbies(lobbies: readonly LiveTable[]): Promise<void> {
    if (this.sweepingLobbies || this.closed) return;
    this.sweepingLobbies = true;
    try {
      await this.markSeen(lobbies);
      const idle = this.options.lobbyIdleMs;
      if (idle === undefined || idle === null) return;
      for (const id of await this.store.expireLobbies(this.now() - idle)) {
        const t = this.cache.get(id);
        t?.clearTimer();
        t?.clearTakeover();
        this.cache.delete(id);
      }
    } catch (e) {
      this.log.warn("could not sweep the public lobbies", { error: String(e) });
    } finally {
      this.sweepingLobbies = false;
    }
  }

  /** Marks the public lobbies among `tables` whose seats have a connection here as seen now. */
  private async markSeen(tables: readonly LiveTable[]): Promise<void> {
    const seen = tables
      .filter(
        (t) =>
          t.meta.status === "lobby" &&
          t.meta.visibility === "public" &&
          t.meta.seats.some((_, seat) => this.notifier.hasAudience(t.meta.id, seat)),
      )
      .map((t) => t.meta.id);
    if (seen.length === 0) return;
    try {
      await this.store.markSeen(seen, this.now());
    } catch (e) {
      // Only the public list and the lobby's expiry read it: play goes on.
      this.log.warn("could not mark lobbies as seen", { tables: seen.length, error: String(e) });
    }
  }

  /** Whether a connection of this process is in one of the table's seat or spectator rooms. */
  private watched(t: LiveTable): boolean {
    const viewers: Viewer[] = [...t.meta.seats.keys(), "spectator"];
    return viewers.some((v) => this.notifier.hasAudience(t.meta.id, v));
  }

  // ---------------------------------------------------------------- internals

  private credentialValid(t: LiveTable, b: SeatBinding): boolean {
    const s = t.meta.seats[b.seat];
    return s !== undefined && s.kind === "human" && s.tokenHash === b.tokenHash;
  }

  private async live(tableId: string): Promise<LiveTable | null> {
    const cached = this.cache.get(tableId);
    if (cached) {
      cached.used = true;
      return cached;
    }
    if (!isTableId(tableId)) return null;
    let p = this.loading.get(tableId);
    if (!p) {
      p = (async () => {
        const row = await this.store.getTable(tableId);
        if (row === null) return null;
        const t = new LiveTable(row);
        t.reset(row, await this.store.actions(tableId));
        this.cache.set(tableId, t);
        return t;
      })().finally(() => this.loading.delete(tableId));
      this.loading.set(tableId, p);
    }
    return p;
  }

  /** Applies what other processes appended; with `meta`, re-reads the table's facts too. */
  /** Returns how many actions were new to this process. */
  private async catchUp(t: LiveTable, meta = false): Promise<number> {
    const rows = await this.store.actions(t.meta.id, t.seq);
    for (const r of rows) t.applyStored(r);
    if (meta || rows.length > 0 || (t.terminal && t.meta.status !== "finished")) {
      const row = await this.store.getTable(t.meta.id);
      if (row !== null && row.version > t.meta.version) t.meta = row;
    }
    return rows.length;
  }

  /** Rebuilds the table from storage (`row`: its facts, when just read). */
  private async reload(t: LiveTable, read?: TableRow): Promise<void> {
    const row = read ?? (await this.store.getTable(t.meta.id));
    if (row === null) throw new Error(`table ${t.meta.id} vanished from storage`);
    t.clearTimer();
    t.reset(row, await this.store.actions(t.meta.id));
  }

  private frame(t: LiveTable, viewer: Viewer): ObservationFrame {
    return {
      tableId: t.meta.id,
      seq: t.seq,
      observation: t.game.observe(t.state, viewer),
      deadline: shownDeadline(t),
    };
  }

  /** An appended action becomes the table's state; then everyone is told. */
  /**
   * Appends `action` (already checked: `next` is the state after it) as the table's next seq,
   * then commits and tells every viewer. On a (table, seq) conflict another process advanced
   * the table first: storage's version is adopted and null returned.
   */
  private async append(
    t: LiveTable,
    action: unknown,
    next: unknown,
    actor: number,
    autoplay: AutoplayReason | null,
  ): Promise<ActionRow | null> {
    const row: ActionRow = {
      tableId: t.meta.id,
      seq: t.seq + 1,
      action: toJson(action),
      actor,
      autoplay,
    };
    let stored: boolean;
    try {
      stored = await this.store.appendAction(row);
    } catch (e) {
      // Nothing changed, except that drawing a chance action moved the generator on: replay
      // the table in memory from its seed, so the next draw is again the one storage expects.
      if (actor === CHANCE) this.replayInMemory(t);
      throw e;
    }
    if (!stored) {
      await this.reload(t);
      return null;
    }
    await this.step(t, next, row);
    return row;
  }

  /** Rebuilds the table (state and chance generator) from its own history, without storage. */
  private replayInMemory(t: LiveTable): void {
    const reasons = new Map(t.autoplayed.map((a) => [a.index, a.reason]));
    const rows = t.game.history(t.state).map(
      (a, i): ActionRow => ({
        tableId: t.meta.id,
        seq: i + 1,
        action: toJson(a),
        actor: t.actors[i]!,
        autoplay: reasons.get(i) ?? null,
      }),
    );
    t.reset(t.meta, rows);
  }

  private async step(t: LiveTable, state: unknown, row: ActionRow): Promise<void> {
    t.commit(state, row);
    await this.broadcast(t, [row]);
  }

  /**
   * Sets the turn clock's deadline for the position and stores it before anyone is told (a
   * deadline that was sent survives a crash), then announces the position. Should storage
   * refuse the deadline, the frames go out without one and `advance` tries again.
   */
  private async broadcast(t: LiveTable, rows: readonly ActionRow[] = []): Promise<void> {
    t.clearTimer();
    try {
      await this.keepDeadline(t);
    } catch (e) {
      this.log.warn("could not store a turn deadline", { table: t.meta.id, error: String(e) });
    }
    this.announce(t, rows);
  }

  /**
   * Sends every viewer its frame: this process's connections directly; other processes
   * (`Notifier.publish`) get one small update (`rows`: what was just appended) and send their
   * own connections' frames (`applyRemote`).
   */
  private announce(t: LiveTable, rows: readonly ActionRow[] = []): void {
    this.sendFrames(t);
    this.notifier.publish?.({
      tableId: t.meta.id,
      seq: t.seq,
      version: t.meta.version,
      deadline: shownDeadline(t),
      rows,
    });
  }

  /** A finished table leaves this process's memory after a while (storage keeps it). */
  private forgetLater(t: LiveTable): void {
    const evict = setTimeout(() => {
      if (this.cache.get(t.meta.id) === t) this.cache.delete(t.meta.id);
    }, FINISHED_TABLE_TTL_MS);
    evict.unref?.();
  }

  /** Sends this process's connections their frames of the current position. */
  private sendFrames(t: LiveTable): void {
    this.announced.set(t, { seq: t.seq, deadline: shownDeadline(t) });
    const viewers: Viewer[] = [...t.meta.seats.keys(), "spectator"];
    for (const v of viewers) {
      if (this.notifier.hasAudience(t.meta.id, v))
        this.notifier.frame(t.meta.id, v, this.frame(t, v));
    }
  }

  /**
   * The current turn's clock deadline: the one already set for this seq (e.g. read back from
   * storage after a restart), else a full clock from now; null when no human is on a clock.
   */
  private turnDeadline(t: LiveTable): number | null {
    const toMove = t.toMove;
    const seat = toMove >= 0 ? t.meta.seats[toMove] : undefined;
    if (seat?.kind !== "human" || t.meta.turnClockSeconds === null) return null;
    if (t.deadlineSeq === t.seq && t.deadline !== null) return t.deadline;
    return this.now() + t.meta.turnClockSeconds * this.clockUnit;
  }

  /**
   * Sets the current turn's clock deadline (null when no human is on a clock) and stores it
   * before anyone is told, so that a restarted process, or another one taking the table over,
   * continues this clock instead of starting it again. If another process stored one first,
   * that one is adopted. Throws when storage refuses it: then the deadline stays unset for
   * this seq (frames show none) and the next call tries again. Call with the table locked.
   */
  private async keepDeadline(t: LiveTable): Promise<void> {
    const wanted = this.turnDeadline(t);
    if (wanted === null) {
      t.deadline = null;
      t.deadlineSeq = t.seq;
      return;
    }
    if (t.deadlineStoredSeq === t.seq && t.deadlineSeq === t.seq) return;
    const stored = await this.store.setTurnDeadline(t.meta.id, t.seq, wanted);
    t.deadline = stored;
    t.deadlineSeq = t.seq;
    t.deadlineStoredSeq = t.seq;
  }

  /** Runs chance, finishes, or schedules the next bot or clock; call with the table locked. */
  private async advance(t: LiveTable): Promise<void> {
    for (let guard = 0; guard < 100_000 && !this.closed; guard++) {
      if (t.meta.status !== "playing") return;
      if (t.terminal) {
        await this.finish(t);
        return;
      }
      const toMove = t.toMove;
      if (toMove === CHANCE) {
        const action = t.game.sampleChance(t.state, t.rng);
        const next = t.game.apply(t.state, action);
        if (!next.ok) throw new Error(`engine bug: sampled chance rejected: ${next.error.message}`);
        try {
          await this.append(t, action, next.value, CHANCE, null);
        } catch (e) {
          // What came before stands (stored and announced): the move that led here is
          // acknowledged, and chance is drawn again (the same draw, from the seed) shortly.
          this.retryLater(t, "store a chance action", e);
          return;
        }
        continue;
      }
      if (t.timer !== null && t.timerSeq === t.seq) return;
      // A bot is deciding this position off the lock; it applies its move (or advances) itself.
      if (t.decidingSeq === t.seq) return;
      t.clearTimer();
      const seat = t.meta.seats[toMove];
      if (seat === undefined) throw new Error(`table ${t.meta.id}: no seat ${toMove}`);
      const seq = t.seq;
      if (seat.kind === "bot") {
        this.schedule(t, this.options.botDelayMs, () =>
          this.autoAct(t, toMove, seq, seat.level, null),
        );
      } else if (t.meta.turnClockSeconds !== null) {
        try {
          await this.keepDeadline(t);
        } catch (e) {
          this.retryLater(t, "store a turn deadline", e);
          return;
        }
        if (this.closed) return;
        // This position went out without its deadline (storage refused it then): announce it.
        const shown = this.announced.get(t);
        if (shown?.seq === t.seq && shown.deadline !== t.deadline) this.announce(t);
        const deadline = t.deadline ?? this.now();
        const level = this.options.autoplayLevel ?? "medium";
        this.schedule(t, Math.max(0, deadline - this.now()), () =>
          this.autoAct(t, toMove, seq, level, "clock"),
        );
      } else if (
        this.options.abandonAfterMs !== undefined &&
        this.options.abandonAfterMs !== null
      ) {
        this.scheduleAbandonCheck(t, toMove, seq, this.options.abandonAfterMs);
      }
      return;
    }
  }

  /**
   * Something the table does by itself failed (storage refused a chance action or a bot's
   * move, say): try again after a growing pause (0.1 s, doubling, at most 5 s), so the table
   * moves on by itself once storage answers, without waiting for a player to rejoin. A join
   * or act before then does it at once. The count restarts at the next stored action.
   */
  private retryLater(t: LiveTable, what: string, error: unknown): void {
    if (this.closed) return;
    const ms = Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** t.failuresInARow);
    t.failuresInARow++;
    this.log.warn(`could not ${what}; trying again`, {
      table: t.meta.id,
      seq: t.seq,
      inMs: ms,
      error: String(error),
    });
    t.clearTimer();
    this.schedule(t, ms, () => t.exclusive(() => this.advance(t)));
  }

  /** Without a clock: a seat whose player is gone (no connection) for a while gets a bot turn. */
  private scheduleAbandonCheck(t: LiveTable, seat: number, seq: number, ms: number): void {
    this.schedule(t, ms, async () => {
      if (!(await this.seatConnected(t, seat))) {
        await this.autoAct(t, seat, seq, this.options.autoplayLevel ?? "medium", "abandoned");
        return;
      }
      await t.exclusive(async () => {
        if (t.seq === seq && t.timer === null && !this.closed)
          this.scheduleAbandonCheck(t, seat, seq, ms);
      });
    });
  }

  /** Whether any connection, on any process, holds `seat` (when unsure: yes). */
  private seatConnected(t: LiveTable, seat: number): Promise<boolean> {
    return this.options.isSeatConnected
      ? this.options.isSeatConnected(t.meta.id, seat).catch(() => true)
      : Promise.resolve(true);
  }

  private schedule(t: LiveTable, ms: number, fn: () => Promise<void>): void {
    t.timerSeq = t.seq;
    t.timer = setTimeout(() => {
      t.timer = null;
      t.used = true; // kept in memory while `fn` gets to its lock
      fn().catch((e) => this.retryLater(t, "play an automatic turn", e));
    }, ms);
    t.timer.unref?.();
  }

  /** A bot plays `seat` (its own bot seat, or a human seat whose clock ran out). */
  private async autoAct(
    t: LiveTable,
    seat: number,
    seq: number,
    level: BotLevel,
    reason: AutoplayReason | null,
  ): Promise<void> {
    // Observe under the table's lock, decide outside it (on a bot worker thread), then apply
    // under the lock if the table is still where it was: meanwhile this table's readers and
    // every other table go on.
    const request = await t.exclusive(async (): Promise<BotDecision | null> => {
      if (this.closed || !(await this.stillToMove(t, seat, seq))) return null;
      const key = `${seat}:${level}`;
      let seed = t.botSeeds.get(key);
      if (seed === undefined) {
        seed = newSeed();
        t.botSeeds.set(key, seed);
      }
      t.decidingSeq = seq;
      return { game: t.meta.game, level, seed, observation: t.game.observe(t.state, seat) };
    });
    if (request === null) return;
    const choice = await this.decideBotMove(t, request);
    await t.exclusive(async () => {
      if (t.decidingSeq === seq) t.decidingSeq = -1;
      if (this.closed || choice === CLOSED || !(await this.stillToMove(t, seat, seq))) return;
      const parsed = choice === NO_CHOICE ? null : t.game.parseAction(choice.action);
      let next = parsed?.ok ? t.game.apply(t.state, parsed.value) : null;
      let action = parsed?.ok ? parsed.value : undefined;
      if (next === null || !next.ok) {
        if (choice !== NO_CHOICE) {
          this.log.error("bot chose an illegal action; playing the first legal one", {
            table: t.meta.id,
            error: next?.ok === false ? next.error : parsed?.ok === false ? parsed.error : null,
          });
        }
        action = request.observation.legal[0];
        next = t.game.apply(t.state, action);
        if (!next.ok) throw new Error(`engine bug: legal action rejected: ${next.error.message}`);
      }
      await this.append(t, action, next.value, seat, reason);
      await this.advance(t);
    });
  }

  /**
   * Under the table's lock: is `seat` still to move at `seq` (storage read first when other
   * processes share the table)? If not, runs whatever the table needs now instead.
   */
  private async stillToMove(t: LiveTable, seat: number, seq: number): Promise<boolean> {
    if (this.options.shared) await this.catchUp(t);
    if (t.seq === seq && t.toMove === seat && t.meta.status === "playing") return true;
    await this.advance(t);
    return false;
  }

  /**
   * The bot's move from the decider (the worker pool). A decision whose worker died twice is
   * made again here on the main thread; a bot that failed or ran out of time gets NO_CHOICE
   * (the first legal action is played); CLOSED when the server is shutting down.
   */
  private async decideBotMove(
    t: LiveTable,
    request: BotDecision,
  ): Promise<{ readonly action: unknown } | typeof NO_CHOICE | typeof CLOSED> {
    let failure: unknown;
    try {
      return { action: await this.bots.decide(request) };
    } catch (e) {
      failure = e;
    }
    const code = failure instanceof BotPoolError ? failure.code : null;
    if (code === "ERR_POOL_CLOSED" || this.closed) return CLOSED;
    if (code === "ERR_WORKER_CRASHED") {
      this.log.error("bot workers failed; deciding on the main thread", { table: t.meta.id });
      try {
        return { action: await inThreadBots.decide(request) };
      } catch (e) {
        failure = e;
      }
    }
    this.log.error("bot decision failed; playing the first legal action", {
      table: t.meta.id,
      error: String(failure),
    });
    return NO_CHOICE;
  }

  private async finish(t: LiveTable): Promise<void> {
    t.clearTimer();
    t.deadline = null;
    for (let attempt = 0; attempt < 8 && t.meta.status !== "finished"; attempt++) {
      const updated = await this.store.updateTable(t.meta.id, t.meta.version, {
        status: "finished",
      });
      if (updated !== null) {
        t.meta = updated;
        this.notifier.table(this.tableInfo(t.meta, t));
        break;
      }
      const row = await this.store.getTable(t.meta.id);
      if (row !== null) t.meta = row;
    }
    // Finished tables leave memory after a while; a later request replays them from storage.
    const evict = setTimeout(() => {
      if (this.cache.get(t.meta.id) === t) this.cache.delete(t.meta.id);
    }, FINISHED_TABLE_TTL_MS);
    evict.unref?.();
  }
}

const FINISHED_TABLE_TTL_MS = 60_000;
const DEFAULT_REMATCH_RESERVE_MS = 60_000;
const SWEEP_MS = 30_000;
const RETRY_FIRST_MS = 100;
const RETRY_MAX_MS = 5000;

/** A bot decision that gave no usable answer: the first legal action is played. */
const NO_CHOICE = Symbol("no bot choice");
/** The decider was shut down with the server: nothing is played. */
const CLOSED = Symbol("closed");

/** The deadline frames show: the current position's, never an earlier turn's. */
function shownDeadline(t: LiveTable): number | null {
  return t.deadlineSeq === t.seq ? t.deadline : null;
}

/** Public tables are open to everyone; a private one to the holders of its seat tokens. */
function mayWatch(row: TableRow, seatToken: string | null): boolean {
  if (row.visibility === "public") return true;
  if (seatToken === null) return false;
  return row.seats.some((s) => s.kind === "human" && tokenMatches(seatToken, s.tokenHash));
}

/** The one refusal for strangers: the same whatever the table's state, so it tells nothing. */
const privateTable = () =>
  fail(
    "ERR_PRIVATE_TABLE",
    "this table is private: only its seated players can watch it or download its record",
  );

/** What every new table starts with, its own or a rematch: a fresh join code, seed and host. */
function newTableFacts(
  seed: string,
  hostToken: string,
  now: string,
): Pick<
  TableRow,
  | "code"
  | "status"
  | "rematch"
  | "seed"
  | "rng"
  | "seedCommitment"
  | "hostTokenHash"
  | "turnDeadline"
  | "version"
  | "createdAt"
  | "updatedAt"
> {
  return {
    code: newJoinCode(),
    status: "lobby",
    rematch: null,
    seed,
    rng: TABLE_RNG,
    seedCommitment: seedCommitment(seed),
    hostTokenHash: sha256Hex(hostToken),
    turnDeadline: null,
    version: 0,
    createdAt: now,
    updatedAt: now,
  };
}

function openSeat(): StoredSeat {
  return { kind: "human", name: null, tokenHash: null };
}

function seatInfo(s: StoredSeat, seat: number): SeatInfo {
  return s.kind === "bot"
    ? { seat, kind: "bot", name: `Bot (${s.level})`, level: s.level, claimed: true }
    : { seat, kind: "human", name: s.name, level: null, claimed: s.tokenHash !== null };
}

function seatName(s: StoredSeat, seat: number): string {
  return s.kind === "bot" ? `Bot (${s.level})` : (s.name ?? `Seat ${seat + 1}`);
}
