// Takeback and resign in local games (vs computer, pass-and-play). Both are the device's own
// business: the engine's record stays config + actions, and the save (then the record's
// `meta`) says how many takebacks there were and who resigned.
//
// Decisions (docs/web.md, "Takeback and resign"):
// - Takeback is for exactly one person against the computer. With several people at one
//   device the others would have to agree, and undoing may show the device to the wrong
//   person; with nobody (computers only) there is no "your move". It undoes the person's
//   last move and everything after it (the computer's replies, the rolls between).
// - Chance already drawn stays drawn: the local referee draws chance action n from
//   `seed/chance/n` (referee.ts `chanceRng`), so after a takeback the same roll comes at the
//   same place, and the deck dealt at the start is the same deck. A takeback is never a free
//   re-roll or a re-shuffle, and the position it returns to is one the person has seen.
// - Resign: a person at the device gives up; the game ends at once. The resigner is ranked
//   last and every other player shares the win. No partial scores are counted: a game
//   stopped part-way has no fair score (a Number Line round not yet scored, Take or Pay
//   cards still in the deck, Magic Numbers scores nobody has reached the target with).

import type { GameResult, Result } from "@number-games/engine";
import { err, ok } from "@number-games/engine";
import type { LocalGame } from "./referee";
import { humanSeats } from "./seats";

export const LOCAL_ERROR_CODES = [
  "ERR_GAME_OVER", // the game has ended (by its rules or by a resignation)
  "ERR_ALREADY_RESIGNED", // resign twice
  "ERR_NOT_A_PERSON", // resign for a seat no person holds
  "ERR_NOTHING_TO_TAKE_BACK", // takeback before the person's first move
  "ERR_TAKEBACK_NOT_ALONE", // takeback with several people (or none) at the device
] as const;
export type LocalErrorCode = (typeof LOCAL_ERROR_CODES)[number];

export interface LocalError {
  readonly code: LocalErrorCode;
  readonly message: string;
}

function localError(code: LocalErrorCode, message: string): { ok: false; error: LocalError } {
  return err({ code, message });
}

/** Whether the game has ended, by its rules or by a resignation. */
export function isOver(lg: LocalGame): boolean {
  return lg.save.resigned !== undefined || lg.game.actor(lg.state).kind === "terminal";
}

/** The seat who may take back: the one person at the device, or why not. */
function takebackSeat(lg: LocalGame): Result<number, LocalError> {
  const humans = humanSeats(lg.save.seats);
  if (humans.length !== 1) {
    return localError(
      "ERR_TAKEBACK_NOT_ALONE",
      "takeback is only for one person playing against the computer",
    );
  }
  return ok(humans[0]!);
}

/** The number of actions before `seat`'s last move, or null when it has not moved. */
function lastMoveIndex(lg: LocalGame, seat: number): number | null {
  const cfg = lg.game.parseConfig(lg.save.config);
  if (!cfg.ok) return null;
  let state = lg.game.newGame(cfg.value);
  let last: number | null = null;
  lg.save.actions.forEach((raw, i) => {
    const a = lg.game.actor(state);
    if (a.kind === "player" && a.player === seat) last = i;
    const parsed = lg.game.parseAction(raw);
    if (!parsed.ok) throw new Error("a saved action no longer parses");
    const next = lg.game.apply(state, parsed.value);
    if (!next.ok) throw new Error("a saved action no longer applies");
    state = next.value;
  });
  return last;
}

/** Whether a takeback would be accepted now (for the button). */
export function canTakeBack(lg: LocalGame): boolean {
  return takeBack(lg).ok;
}

/**
 * Undoes the person's last move and everything after it. Refused, changing nothing, when the
 * game is over, when there is not exactly one person at the device, or before their first move.
 */
export function takeBack(lg: LocalGame, now = Date.now()): Result<LocalGame, LocalError> {
  if (isOver(lg)) return localError("ERR_GAME_OVER", "the game is over");
  const seat = takebackSeat(lg);
  if (!seat.ok) return seat;
  const at = lastMoveIndex(lg, seat.value);
  if (at === null) return localError("ERR_NOTHING_TO_TAKE_BACK", "there is no move to take back");
  const cfg = lg.game.parseConfig(lg.save.config);
  if (!cfg.ok) throw new Error("a saved config no longer parses");
  let state = lg.game.newGame(cfg.value);
  for (const raw of lg.save.actions.slice(0, at)) {
    const parsed = lg.game.parseAction(raw);
    const next = parsed.ok ? lg.game.apply(state, parsed.value) : parsed;
    if (!next.ok) throw new Error("a saved action no longer applies");
    state = next.value;
  }
  return ok({
    game: lg.game,
    state,
    save: {
      ...lg.save,
      actions: lg.save.actions.slice(0, at),
      takebacks: (lg.save.takebacks ?? 0) + 1,
      updatedAt: now,
    },
  });
}

/** `seat` resigns: the game ends, that seat last, everyone else sharing the win. */
export function resign(
  lg: LocalGame,
  seat: number,
  now = Date.now(),
): Result<LocalGame, LocalError> {
  if (lg.save.resigned !== undefined) {
    return localError("ERR_ALREADY_RESIGNED", "a player has already resigned this game");
  }
  if (lg.game.actor(lg.state).kind === "terminal") {
    return localError("ERR_GAME_OVER", "the game is over");
  }
  if (lg.save.seats[seat]?.kind !== "human") {
    return localError("ERR_NOT_A_PERSON", "only a person at this device can resign");
  }
  return ok({ ...lg, save: { ...lg.save, resigned: seat, updatedAt: now } });
}

/** How a resigned game ended: winners are the others; the resigner is ranked last. */
export interface Resignation {
  readonly seat: number;
  readonly winners: readonly number[];
  /** Seats best first: the winners (sharing first place), then the resigner. */
  readonly ranking: readonly number[];
}

export function resignationOf(lg: LocalGame): Resignation | null {
  const seat = lg.save.resigned;
  if (seat === undefined) return null;
  const winners = lg.save.seats.map((_, i) => i).filter((i) => i !== seat);
  return { seat, winners, ranking: [...winners, seat] };
}

/** The result as the game's end shows it: the engine's, or the resignation's winners. */
export function localOutcome(lg: LocalGame): Pick<GameResult, "winners"> | null {
  const r = resignationOf(lg);
  if (r !== null) return { winners: r.winners };
  return lg.game.actor(lg.state).kind === "terminal" ? lg.game.result(lg.state) : null;
}
