// The table authority's facade, and its table of contents: creates tables, runs the lobby,
// accepts actions in the fixed check order, appends each accepted action to storage before
// anyone is told, then sends every seat its own observation. Transport-free: HTTP and
// socket.io call in here. Each method delegates to the part that owns it:
//
//   commands (may import the pipeline and the concerns)
//     play.ts          authenticate, join, act: check, store, then announce
//     lobby.ts         create, claim, start, race, rematch, bots, kick
//     class-tables.ts  a class's tables: create seated, pause, end, grace time
//     class-seats.ts   a class's seats: revoke, rekey, rename, fill, hand to a computer
//     cluster.ts       shared mode: other processes' updates, resync, takeovers
//   concerns (import the pipeline and the parts below, never each other)
//     autoplay.ts      chance, bots' turns, expired clocks, abandoned seats, retries
//     away.ts          resign; claim the win over, or hand to the computer, a seat away too long
//     grace.ts         a class table's grace time: the computer plays a student away too long
//     presence.ts      whether each seat has a connection, and since when it has none
//     takeback.ts      a seat asks to take back its last move; the other people agree or decline
//   the pipeline
//     commit.ts        lock and check a seat's command, store (append, compare-and-set), announce
//   parts below
//     views.ts         what each seat, spectator and HTTP reader may see (frames, facts, records)
//     seats.ts         which seats people hold, and whether a connection holds one
//     catch-up.ts      a table caught up with what storage holds
//     sweep.ts         tables nothing here needs leave memory; idle public lobbies go
//     cache.ts         the live tables in memory
//     live-table.ts    one table in memory: its facts, state, chance generator, lock
//     clock.ts         the turn clock (TurnClock)
//     context.ts       what every part shares; `TableSteps`, what one concern asks of another
//
// One action flows one way: socket → play (check) → commit (store) → views (frames) → notifier.
// A concern that needs another's step (the table's automatic step after a hand-over, a grace
// timer after a seat left) asks through `ctx.steps`, wired below.

import type { Result, Viewer } from "@number-games/engine";
import type {
  CreateTableRequestParsed,
  CreateTableResponse,
  ObservationFrame,
  ProtocolError,
  RematchResponse,
  SeatBotLevel,
  TableInfo,
  TableRecord,
} from "@number-games/protocol";
import { inThreadBots } from "../bots/bot-pool";
import type { TableRow } from "../storage/types";
import * as autoplay from "./autoplay";
import * as away from "./away";
import { TableCache } from "./cache";
import * as classSeats from "./class-seats";
import type { ClassTableSpec } from "./class-tables";
import * as classTables from "./class-tables";
import * as cluster from "./cluster";
import type { Ctx, SeatBinding, ServiceOptions, TableSteps, TableUpdate } from "./context";
import { contextOf } from "./context";
import * as grace from "./grace";
import type { LiveTable } from "./live-table";
import * as lobby from "./lobby";
import type { Joined } from "./play";
import * as play from "./play";
import * as presence from "./presence";
import { sweep } from "./sweep";
import * as takeback from "./takeback";
import * as views from "./views";

export type { Logger, Notifier, SeatBinding, ServiceOptions, TableUpdate } from "./context";

const SWEEP_MS = 30_000;

/** What one concern asks of another: each step is the concern's own function. */
function steps(ctx: Ctx): TableSteps {
  return {
    advance: (t) => autoplay.advance(ctx, t),
    planGrace: (t) => grace.planGrace(ctx, t),
    graceSweep: () => grace.graceSweep(ctx),
    askerLeft: (t, seat) => takeback.askerLeft(ctx, t, seat),
    votersLeft: (t) => takeback.votersLeft(ctx, t),
  };
}

export class TableService {
  private readonly ctx: Ctx;
  private readonly sweeper: NodeJS.Timeout;

  constructor(options: ServiceOptions) {
    const sweepMs = options.sweepMs ?? SWEEP_MS;
    this.ctx = contextOf(
      options,
      new TableCache(options.store),
      options.bots ?? inThreadBots,
      sweepMs,
      steps,
    );
    this.sweeper = setInterval(() => {
      sweep(this.ctx);
      void presence.reconcile(this.ctx);
    }, sweepMs);
    this.sweeper.unref?.();
  }

  // ---------------------------------------------------------------- reading (views.ts)

  /** A table by id or join code. */
  findRow(ref: string): Promise<TableRow | null> {
    return views.findRow(this.ctx, ref);
  }

  /** The table's facts; a private table's seed, result and rematch need a seat token. */
  info(ref: string, seatToken: string | null = null): Promise<Result<TableInfo, ProtocolError>> {
    return views.info(this.ctx, ref, seatToken);
  }

  /** Public tables being played, and public lobbies with a seated person connected. */
  listPublic(): Promise<TableInfo[]> {
    return views.listPublic(this.ctx);
  }

  tableInfo(row: TableRow, t: LiveTable | null, seq = 0): TableInfo {
    return views.tableInfo(row, t, seq);
  }

  /** The record as its reader may know it (a private table's only for its seat holders). */
  record(
    ref: string,
    seatToken: string | null = null,
  ): Promise<Result<TableRecord, ProtocolError>> {
    return views.record(this.ctx, ref, seatToken);
  }

  /** The frame `viewer` gets now (null in the lobby or for an unknown table). */
  currentFrame(tableId: string, viewer: Viewer): Promise<ObservationFrame | null> {
    return views.currentFrame(this.ctx, tableId, viewer);
  }

  // ---------------------------------------------------------------- lobby (lobby.ts)

  create(req: CreateTableRequestParsed): Promise<Result<CreateTableResponse, ProtocolError>> {
    return lobby.create(this.ctx, req);
  }

  /** A newcomer claims an open seat (`wanted`, else the first one not kept for someone). */
  claim(
    tableId: string,
    name: string,
    wanted?: number,
  ): Promise<Result<{ seat: number; seatToken: string; table: TableInfo }, ProtocolError>> {
    return lobby.claim(this.ctx, tableId, name, wanted);
  }

  start(tableId: string, hostToken: string): Promise<Result<TableInfo, ProtocolError>> {
    return lobby.start(this.ctx, tableId, hostToken);
  }

  /** A seat's answer to the start race: the first correct answer wins it. */
  race(
    tableId: string,
    seatToken: string,
    answer: number,
  ): Promise<Result<TableInfo, ProtocolError>> {
    return lobby.race(this.ctx, tableId, seatToken, answer);
  }

  /** A seat of a finished table joins its rematch (the first call creates it). */
  rematch(tableId: string, seatToken: string): Promise<Result<RematchResponse, ProtocolError>> {
    return lobby.rematch(this.ctx, tableId, seatToken);
  }

  setBot(
    tableId: string,
    hostToken: string,
    seat: number,
    level: SeatBotLevel,
  ): Promise<Result<TableInfo, ProtocolError>> {
    return lobby.setBot(this.ctx, tableId, hostToken, seat, level);
  }

  removeBot(
    tableId: string,
    hostToken: string,
    seat: number,
  ): Promise<Result<TableInfo, ProtocolError>> {
    return lobby.removeBot(this.ctx, tableId, hostToken, seat);
  }

  kick(
    tableId: string,
    hostToken: string,
    seat: number,
  ): Promise<Result<TableInfo, ProtocolError>> {
    return lobby.kick(this.ctx, tableId, hostToken, seat);
  }

  // ---------------------------------------------------------------- seats and play (play.ts)

  /** Which seat a token belongs to. */
  authenticate(tableId: string, seatToken: string): Promise<Result<SeatBinding, ProtocolError>> {
    return play.authenticate(this.ctx, tableId, seatToken);
  }

  /**
   * Attaches a viewer (`attach` runs under the table's lock); returns its current frame, who is
   * connected, and for a seat the others had handed to the computer, what happened meanwhile.
   */
  join(
    tableId: string,
    binding: SeatBinding | null,
    attach: () => void,
    watchToken: string | null = null,
  ): Promise<Result<Joined, ProtocolError>> {
    return play.join(this.ctx, tableId, binding, attach, watchToken);
  }

  /** The check order: (shape done by the caller) credentials, status, turn, seq, legality. */
  act(
    tableId: string,
    binding: SeatBinding | null,
    seq: number,
    input: unknown,
  ): Promise<Result<{ seq: number }, ProtocolError>> {
    return play.act(this.ctx, tableId, binding, seq, input);
  }

  // ---------------------------------------------------------------- leaving (presence.ts, away.ts)

  /** A connection of `seat` left the table: the seat is away if none holds it any more. */
  seatLeft(tableId: string, seat: number): Promise<void> {
    return presence.seatLeft(this.ctx, tableId, seat);
  }

  /** This seat gives up: the game ends, every other seat wins. */
  resign(tableId: string, binding: SeatBinding): Promise<Result<true, ProtocolError>> {
    return away.resign(this.ctx, tableId, binding);
  }

  /** The players still here claim the win over seats away for the grace time. */
  claimWin(tableId: string, binding: SeatBinding): Promise<Result<true, ProtocolError>> {
    return away.claimWin(this.ctx, tableId, binding);
  }

  /** The computer plays an away seat until its player comes back. */
  handOver(
    tableId: string,
    binding: SeatBinding,
    seat: number,
  ): Promise<Result<true, ProtocolError>> {
    return away.handOver(this.ctx, tableId, binding, seat);
  }

  /** This seat asks to take back its last move (at once when no other person sits here). */
  askTakeback(tableId: string, binding: SeatBinding): Promise<Result<true, ProtocolError>> {
    return takeback.ask(this.ctx, tableId, binding);
  }

  /** Another person agrees to (or declines) the open takeback request. */
  answerTakeback(
    tableId: string,
    binding: SeatBinding,
    agree: boolean,
  ): Promise<Result<true, ProtocolError>> {
    return takeback.answer(this.ctx, tableId, binding, agree);
  }

  /** Checks now what the sweep checks: seats stored present with no connection become away. */
  reconcilePresence(): Promise<void> {
    return presence.reconcile(this.ctx);
  }

  // ---------------------------------------------------------------- classes (class-tables.ts, class-seats.ts)

  /** A class table, seated and playing. */
  createClassTable(spec: ClassTableSpec): Promise<Result<TableRow, ProtocolError>> {
    return classTables.createClassTable(this.ctx, spec);
  }

  /** Pauses (`at`) or resumes (null) a playing class table. */
  setPaused(tableId: string, at: number | null): Promise<Result<boolean, ProtocolError>> {
    return classTables.setPaused(this.ctx, tableId, at);
  }

  /** Ends a class table now. */
  endTable(tableId: string): Promise<Result<boolean, ProtocolError>> {
    return classTables.endTable(this.ctx, tableId);
  }

  /** A released student's token stops working at this table (an unfinished table's seat opens). */
  revokeSeat(
    tableId: string,
    seat: number,
    tokenHash: string,
  ): Promise<Result<boolean, ProtocolError>> {
    return classSeats.revokeSeat(this.ctx, tableId, seat, tokenHash);
  }

  /** A student moved to another device: the seat's token is their new one (the old stops). */
  rekeySeat(
    tableId: string,
    seat: number,
    from: string,
    to: string,
  ): Promise<Result<boolean, ProtocolError>> {
    return classSeats.rekeySeat(this.ctx, tableId, seat, from, to);
  }

  /** A renamed student's seat at a class table shows the new name. */
  renameSeat(
    tableId: string,
    seat: number,
    tokenHash: string,
    name: string,
  ): Promise<Result<boolean, ProtocolError>> {
    return classSeats.renameSeat(this.ctx, tableId, seat, tokenHash, name);
  }

  /** A student sits at an open seat, or a computer player's, of a playing class table. */
  fillSeat(
    tableId: string,
    seat: number,
    name: string,
    tokenHash: string,
  ): Promise<Result<TableRow, ProtocolError>> {
    return classSeats.fillSeat(this.ctx, tableId, seat, name, tokenHash);
  }

  /** A student's seat at a playing class table goes to a computer player. */
  handToComputer(
    tableId: string,
    seat: number,
    tokenHash: string,
    level: SeatBotLevel,
  ): Promise<Result<TableRow, ProtocolError>> {
    return classSeats.handToComputer(this.ctx, tableId, seat, tokenHash, level);
  }

  /** An open seat of a playing class table goes to a computer player. */
  openSeatToComputer(
    tableId: string,
    seat: number,
    level: SeatBotLevel,
  ): Promise<Result<TableRow, ProtocolError>> {
    return classSeats.openSeatToComputer(this.ctx, tableId, seat, level);
  }

  /** A class's grace time (seconds; null: off) becomes its playing table's (grace.ts). */
  setClassGrace(tableId: string, seconds: number | null): Promise<Result<boolean, ProtocolError>> {
    return classTables.setClassGrace(this.ctx, tableId, seconds);
  }

  /** Forgets tables the class sweep deleted. */
  forgetTables(ids: readonly string[]): void {
    classTables.forgetTables(this.ctx, ids);
  }

  // ---------------------------------------------------------------- shared mode (cluster.ts)

  /** Another process moved a table on: a table held here applies it; connections get frames. */
  applyRemote(u: TableUpdate): Promise<void> {
    return cluster.applyRemote(this.ctx, u);
  }

  /** Another process deleted these tables from storage: they leave memory here too. */
  forgetDeleted(tableIds: readonly string[]): void {
    cluster.forgetDeleted(this.ctx, tableIds);
  }

  /** After lost updates: every table held here that moved on is read again. */
  resync(): Promise<number> {
    return cluster.resync(this.ctx);
  }

  // ---------------------------------------------------------------- lifecycle

  /** After a start: every table that was playing resumes (chance, bots and clocks). */
  async resumeAll(): Promise<number> {
    const rows = await this.ctx.store.listTables({ statuses: ["playing"], limit: 1_000_000 });
    let n = 0;
    for (const row of rows) {
      const t = await this.ctx.cache.live(row.id);
      if (t === null) continue;
      await t.exclusive(() => autoplay.advance(this.ctx, t));
      n++;
    }
    return n;
  }

  /** Once every table's queued mutations (commands, chance, bots) have run (a drain). */
  async settled(): Promise<void> {
    await Promise.all(this.ctx.cache.values().map((t) => t.exclusive(async () => {})));
  }

  close(): void {
    this.ctx.closed = true;
    clearInterval(this.sweeper);
    for (const t of this.ctx.cache.values()) {
      t.clearTimer();
      t.clearTakeover();
      t.clearGrace();
    }
  }

  /** Tables held in memory (GET /api/health, benchmarks). */
  get cachedTables(): number {
    return this.ctx.cache.size;
  }

  /**
   * The live tables in memory, for diagnostics and tests (test/support/server.ts `debugState`):
   * nothing from here is ever sent to a client.
   */
  get tables(): Pick<TableCache, "live"> {
    return this.ctx.cache;
  }
}
