// A table in memory: its stored facts, the engine state replayed from its actions through
// the checked door, and the chance generator positioned where the next chance draw starts.
// Mutations go through `exclusive`, one at a time per table.

import type { AnyGame, Rng } from "@number-games/engine";
import { CHANCE, getGame, TERMINAL } from "@number-games/engine";
import { jsonEqual, toJson } from "../common/json";
import type { ActionRow, AutoplayReason, TableRow } from "../storage/types";
import type { TurnClock } from "./clock";
import { NO_CLOCK, restoredClock } from "./clock";
import { chanceRng } from "./fairness";

export interface Autoplayed {
  readonly index: number;
  readonly seat: number;
  readonly reason: AutoplayReason;
}

/**
 * The actor of a stored takeback (docs/protocol.md, "Takeback"): its action is
 * `{ takeback: { to, by } }`, the history goes back to its first `to` actions.
 */
export const TAKEBACK_ACTOR = -2;

/** A stored takeback's action: back to the first `to` actions, asked by seat `by`. */
export interface TakebackAction {
  readonly takeback: { readonly to: number; readonly by: number };
}

export function isTakebackAction(a: unknown): a is TakebackAction {
  if (typeof a !== "object" || a === null || !("takeback" in a)) return false;
  const tb = (a as { takeback: unknown }).takeback;
  if (typeof tb !== "object" || tb === null) return false;
  const { to, by } = tb as { to: unknown; by: unknown };
  return Number.isSafeInteger(to) && (to as number) >= 0 && Number.isSafeInteger(by);
}

/** Thrown when storage holds something the engine or the seed does not reproduce: a bug. */
export class CorruptTableError extends Error {}

export class LiveTable {
  readonly game: AnyGame;
  meta: TableRow;
  state: unknown;
  rng: Rng;
  /** The stored rows applied so far (actions and takebacks): the table's seq. */
  seq = 0;
  /** Moves taken back so far (stored takeback rows). */
  takebacks = 0;
  /** Who took each action of the history: a seat, or CHANCE (-1). */
  actors: number[] = [];
  autoplayed: Autoplayed[] = [];
  /** Every stored row applied, in order (a failed append replays the table from these). */
  rows: ActionRow[] = [];
  /**
   * An append failed without an answer (storage went away mid-commit): storage may hold a row
   * this memory lacks. The next command reads storage first (`settle`, play.ts).
   */
  unsettled = false;
  /** The current human turn's clock (see clock.ts). */
  clock: TurnClock = NO_CLOCK;
  /** Pending bot/clock timer, if any (cleared on every change). */
  timer: NodeJS.Timeout | null = null;
  /** The seq the pending timer was set for. */
  timerSeq = -1;
  /** The seq a bot decision is being made for, outside the lock (-1: none). */
  decidingSeq = -1;
  /** Automatic steps (chance, bots, clocks) that failed since the last stored action. */
  failuresInARow = 0;
  /**
   * Shared mode: the timer after which this process takes the position's automatic step if
   * the process that should have taken it went quiet (cleared by any stored action).
   */
  takeover: NodeJS.Timeout | null = null;
  /** A class table: when the away seat to move has been away for the class's grace time. */
  graceTimer: NodeJS.Timeout | null = null;
  /**
   * Bot seeds by seat and level: bot seats' own, and the bots that play a human seat's expired
   * turn. A bot's move is a function of (seed, observation), so any thread can make it.
   */
  readonly botSeeds = new Map<string, string>();
  /**
   * Set whenever the service hands this table out; its sweep clears it. A table unused for a
   * whole sweep period, idle and unwatched, leaves memory (TableService's sweep).
   */
  used = true;
  /**
   * Deleted from storage (its class expired, on this process or another): forgotten, it takes
   * no more automatic steps, and work still queued on it stores nothing (`TableCache.drop`).
   */
  deleted = false;
  private queue: Promise<unknown> = Promise.resolve();
  /** Mutations queued or running. */
  private running = 0;

  constructor(meta: TableRow) {
    this.meta = meta;
    this.game = getGame(meta.game);
    this.state = this.game.newGame(this.parsedConfig());
    this.rng = chanceRng(meta.seed, meta.rng);
  }

  private parsedConfig(): unknown {
    const cfg = this.game.parseConfig(this.meta.config);
    if (!cfg.ok) throw new CorruptTableError(`table ${this.meta.id}: stored config rejected`);
    return cfg.value;
  }

  /** Rebuilds state and generator from scratch from the stored actions. */
  reset(meta: TableRow, rows: readonly ActionRow[]): void {
    this.meta = meta;
    this.state = this.game.newGame(this.parsedConfig());
    this.rng = chanceRng(meta.seed, meta.rng);
    this.seq = 0;
    this.takebacks = 0;
    this.actors = [];
    this.autoplayed = [];
    this.rows = [];
    // A game that ended early (resigned, claimed) is the game up to its end: a move another
    // process appended at the same moment is not part of it.
    const end = meta.ending?.seq ?? Number.POSITIVE_INFINITY;
    for (const r of rows) {
      if (r.seq > end) break;
      this.applyStored(r);
    }
    // A clock started before a restart (or by another process) keeps its deadline.
    this.clock = restoredClock(meta, this.seq);
  }

  /**
   * Applies a stored action. At a chance node the generator draws again and must give the
   * stored action: that re-positions the generator and checks storage against the seed.
   */
  applyStored(row: ActionRow): void {
    if (row.seq !== this.seq + 1) {
      throw new CorruptTableError(
        `table ${this.meta.id}: expected seq ${this.seq + 1}, got ${row.seq}`,
      );
    }
    if (row.actor === TAKEBACK_ACTOR) {
      if (!isTakebackAction(row.action)) {
        throw new CorruptTableError(`table ${this.meta.id}: takeback ${row.seq} is malformed`);
      }
      this.takeBack(row);
      return;
    }
    const toMove = this.game.toMove(this.state);
    let action: unknown;
    if (toMove === CHANCE) {
      action = this.game.sampleChance(this.state, this.rng);
      if (!jsonEqual(toJson(action), row.action)) {
        throw new CorruptTableError(
          `table ${this.meta.id}: stored chance action ${row.seq} differs from the seed's`,
        );
      }
    } else {
      const parsed = this.game.parseAction(row.action);
      if (!parsed.ok)
        throw new CorruptTableError(
          `table ${this.meta.id}: action ${row.seq}: ${parsed.error.message}`,
        );
      action = parsed.value;
    }
    const next = this.game.apply(this.state, action);
    if (!next.ok)
      throw new CorruptTableError(
        `table ${this.meta.id}: action ${row.seq}: ${next.error.message}`,
      );
    this.commit(next.value, row);
  }

  /**
   * Applies a stored takeback: the history goes back to its first `to` actions, replayed from
   * a fresh generator, so the generator is again where it was before the undone move: the
   * chance drawn after that point comes again at the same place (never a free re-roll).
   */
  takeBack(row: ActionRow): void {
    const { to } = (row.action as TakebackAction).takeback;
    const history = this.game.history(this.state);
    if (to > history.length) {
      throw new CorruptTableError(`table ${this.meta.id}: takeback ${row.seq} goes forward`);
    }
    let state = this.game.newGame(this.parsedConfig());
    const rng = chanceRng(this.meta.seed, this.meta.rng);
    for (const action of history.slice(0, to)) {
      if (this.game.toMove(state) === CHANCE) {
        const drawn = this.game.sampleChance(state, rng);
        if (!jsonEqual(toJson(drawn), toJson(action))) {
          throw new CorruptTableError(`table ${this.meta.id}: replayed chance differs`);
        }
      }
      const next = this.game.apply(state, action);
      if (!next.ok) throw new CorruptTableError(`table ${this.meta.id}: ${next.error.message}`);
      state = next.value;
    }
    this.state = state;
    this.rng = rng;
    this.actors = this.actors.slice(0, to);
    this.autoplayed = this.autoplayed.filter((a) => a.index < to);
    this.takebacks++;
    this.seq = row.seq;
    this.failuresInARow = 0;
    this.clearTakeover();
    this.rows.push(row);
  }

  /** Records an action already appended to storage. */
  commit(state: unknown, row: ActionRow): void {
    this.state = state;
    this.seq = row.seq;
    this.failuresInARow = 0;
    this.clearTakeover();
    const index = this.actors.length;
    this.actors.push(row.actor);
    this.rows.push(row);
    if (row.autoplay !== null) {
      this.autoplayed.push({ index, seat: row.actor, reason: row.autoplay });
    }
  }

  get toMove(): number {
    return this.game.toMove(this.state);
  }

  get terminal(): boolean {
    return this.toMove === TERMINAL;
  }

  /** Runs `fn` after every earlier mutation of this table has finished. */
  exclusive<T>(fn: () => Promise<T>): Promise<T> {
    this.running++;
    const run = this.queue.then(fn, fn);
    const done = () => {
      this.running--;
    };
    this.queue = run.then(done, done);
    return run;
  }

  /** Nothing pending: no timer (bot, clock, retry, takeover), no decision, no queued work. */
  get idle(): boolean {
    return (
      this.running === 0 &&
      this.timer === null &&
      this.takeover === null &&
      this.graceTimer === null &&
      this.decidingSeq === -1
    );
  }

  clearTimer(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  clearGrace(): void {
    if (this.graceTimer !== null) clearTimeout(this.graceTimer);
    this.graceTimer = null;
  }

  clearTakeover(): void {
    if (this.takeover !== null) clearTimeout(this.takeover);
    this.takeover = null;
  }
}
