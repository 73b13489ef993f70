// A record as a list of positions to step through: replayed once through the engine's
// checked door, then every prefix's state kept (records are short).

import type { Actor, AnyGame, GameRecord, ReplayError, Result } from "@number-games/engine";
import { replay } from "@number-games/engine";
import type { AutoplayedMove, AutoplayReason } from "@number-games/protocol";
import { AUTOPLAY_REASONS, autoplayedMoves } from "@number-games/protocol/light";

export interface ReplaySteps {
  readonly game: AnyGame;
  readonly record: GameRecord;
  /** states[k]: the position after the first k actions (states[0] = set-up). */
  readonly states: readonly unknown[];
  /** actors[k]: who took action k. */
  readonly actors: readonly Actor[];
  readonly names: readonly string[];
  /**
   * Which seats were computer players, from `meta.seats` ("human" | "bot:<level>", as this
   * app's local records write it); false where the record does not say. Never from names.
   */
  readonly bots: readonly boolean[];
  /** Actions a computer played for a person (a table's record: `meta.autoplayed`). */
  readonly autoplayed: readonly { index: number; seat: number; reason: AutoplayReason }[];
  /** The same, per seat's own move, for the log. */
  readonly autoplayedMoves: readonly AutoplayedMove[];
}

function autoplayedOf(
  record: GameRecord,
): { index: number; seat: number; reason: AutoplayReason }[] {
  const list = record.meta?.autoplayed;
  if (!Array.isArray(list)) return [];
  return list.flatMap((a: unknown) => {
    const x = a as { index?: unknown; seat?: unknown; reason?: unknown };
    return typeof x.index === "number" &&
      typeof x.seat === "number" &&
      (AUTOPLAY_REASONS as readonly unknown[]).includes(x.reason)
      ? [{ index: x.index, seat: x.seat, reason: x.reason as AutoplayReason }]
      : [];
  });
}

function botsOf(record: GameRecord, players: number): boolean[] {
  const seats = record.meta?.seats;
  return Array.from(
    { length: players },
    (_, i) => Array.isArray(seats) && typeof seats[i] === "string" && seats[i].startsWith("bot"),
  );
}

export function buildReplay(input: unknown): Result<ReplaySteps, ReplayError> {
  const r = replay(input);
  if (!r.ok) return r;
  const { game, record } = r.value;
  const cfg = game.parseConfig(record.config);
  if (!cfg.ok) return { ok: false, error: { ...cfg.error, index: null } };
  let state = game.newGame(cfg.value);
  const states: unknown[] = [state];
  const actors: Actor[] = [];
  for (const raw of record.actions) {
    // `replay` already checked every action, so these cannot fail.
    const a = game.parseAction(raw);
    if (!a.ok) throw new Error("replay accepted an action parseAction rejects");
    actors.push(game.actor(state));
    const next = game.apply(state, a.value);
    if (!next.ok) throw new Error("replay accepted an action apply rejects");
    state = next.value;
    states.push(state);
  }
  const players = game.numPlayers(cfg.value);
  const names = Array.from({ length: players }, (_, i) => record.players?.[i] ?? `P${i + 1}`);
  const autoplayed = autoplayedOf(record);
  const seats = actors.map((a) => (a.kind === "player" ? a.player : -1));
  return {
    ok: true,
    value: {
      game,
      record,
      states,
      actors,
      names,
      bots: botsOf(record, players),
      autoplayed,
      autoplayedMoves: autoplayedMoves(seats, autoplayed),
    },
  };
}
