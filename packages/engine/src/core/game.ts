// The game contract. Modelled on OpenSpiel's Game/State split: a Game is an immutable
// module of functions over opaque states (typed arrays welcome; only observations,
// actions, configs and results must be plain JSON). Every game implements all of
// it; generic code (records, bots, arena, server, clients) never branches on a game's id.
//
// Two doors to the same rules:
// - the checked door: `parseAction` (untrusted JSON → action) then `apply` (legality →
//   new state, the old one untouched). Servers, records and clients use only this.
// - the fast path for search: `clone`, then `applyId` / `applyInPlace` /
//   `sampleChanceInPlace` mutate that clone with no checks and no per-step allocation.
//   Action ids are small integers that depend on the action alone, never on the state,
//   so a search tree's edges mean the same thing in every determinization.

import type { Result, RuleError } from "./result";
import type { Rng } from "./rng";

/**
 * The built-in games, in menu order. Per-game tables (`Record<GameId, …>`) are checked for
 * them at compile time. Which ids exist at run time is the registry's answer (games/index.ts:
 * `isGameId`, `gameIds`), which also holds games registered with `registerGame`; such a game
 * is a GameId by registration.
 */
export const GAME_IDS = ["number-line", "take-or-pay", "magic-numbers"] as const;
export type GameId = (typeof GAME_IDS)[number];

/** `toMove` codes besides player indices 0..P-1. */
export const CHANCE = -1;
export const TERMINAL = -2;

export type Actor =
  | { readonly kind: "player"; readonly player: number }
  | { readonly kind: "chance" }
  | { readonly kind: "terminal" };

export function actorFromCode(code: number): Actor {
  if (code === CHANCE) return { kind: "chance" };
  if (code === TERMINAL) return { kind: "terminal" };
  return { kind: "player", player: code };
}

/** Who is looking: a seat index, or a spectator who sees only public information. */
export type Viewer = number | "spectator";

export interface GameResult {
  readonly terminal: boolean;
  /** Number Line: total points; Take or Pay: cards − tokens; Magic Numbers: score. */
  readonly scores: readonly number[];
  /** Empty until terminal (and for a Magic Numbers game stopped by `maxTurns`). */
  readonly winners: readonly number[];
  /** Number Line only: points per player for each scored round, in order. */
  readonly rounds?: readonly (readonly number[])[];
}

/**
 * One action of a history as one viewer may know it (see `Game.viewHistory`): all of it; a
 * part of it, as plain JSON the game defines (a placement without its decoy flag, say); or
 * nothing beyond the fact that an action was taken there.
 */
export type ActionView<A> =
  | { readonly kind: "known"; readonly action: A }
  | { readonly kind: "partial"; readonly shown: unknown }
  | { readonly kind: "hidden" };

export interface ChanceOutcome<A> {
  readonly action: A;
  readonly probability: number;
}

/**
 * What every observation carries, whatever the game. Everything else in an observation is
 * game-specific, and all of it is plain JSON that the viewer is allowed to know.
 */
export interface ObservationBase<A> {
  readonly game: GameId;
  readonly viewer: Viewer;
  readonly players: number;
  readonly actor: Actor;
  /** The viewer's legal actions when the viewer is to act, otherwise empty. */
  readonly legal: readonly A[];
  /** Present once the game is over. */
  readonly result?: GameResult;
}

export interface Game<C, S, A, O extends ObservationBase<A> = ObservationBase<A>> {
  readonly id: GameId;
  /** A display name, e.g. "Number Line". */
  readonly title: string;
  readonly minPlayers: number;
  readonly maxPlayers: number;
  /** The rules as text for a terminal (`numbers rules <game>`). */
  readonly rulesText: string;

  /** Untrusted input (JSON, CLI flags) → a validated, normalised config. Idempotent. */
  parseConfig(input: unknown): Result<C, RuleError>;
  numPlayers(config: C): number;
  configOf(state: S): C;

  /** The state before any chance action. */
  newGame(config: C): S;
  actor(state: S): Actor;
  /** Fast form of `actor`: a player index, CHANCE or TERMINAL. */
  toMove(state: S): number;
  /** Player nodes only: the legal actions of the player to move (empty elsewhere). */
  legalActions(state: S): A[];
  /** Chance nodes only: draws one chance outcome. */
  sampleChance(state: S, rng: Rng): A;
  /** Chance nodes with few outcomes (a die): all of them with probabilities; else null. */
  chanceOutcomes(state: S): ChanceOutcome<A>[] | null;

  /** Untrusted JSON → an action of this game (shape only, not legality). */
  parseAction(input: unknown): Result<A, RuleError>;
  /** Checked and pure: a new state, or why the action is illegal here. */
  apply(state: S, action: A): Result<S, RuleError>;
  /** Every action so far, chance included (the record's `actions`). */
  history(state: S): readonly A[];

  // --- fast path (search, benchmarks) ---
  clone(state: S): S;
  /** Unchecked, mutates `state`. The caller guarantees legality. */
  applyInPlace(state: S, action: A): void;
  /** An upper bound on action ids + 1 for this config (size of `legalIds` buffers). */
  maxActionId(config: C): number;
  /** Player nodes only: writes legal action ids into `out`, returns how many. */
  legalIds(state: S, out: Int32Array): number;
  /** Unchecked, in place: the player action with this id. */
  applyId(state: S, id: number): void;
  actionId(action: A): number;
  actionFromId(id: number): A;
  /** Chance nodes only: draws and applies a chance outcome in place. */
  sampleChanceInPlace(state: S, rng: Rng): void;
  /**
   * Plays `state` to the end in place with uniformly random legal choices; returns the number
   * of actions taken, chance included. Exactly the game the step-by-step loop above plays with
   * the same `rng` (toMove; sampleChanceInPlace, or legalIds then `rng.int(n)` then applyId),
   * draw for draw and to the same final state, but in one game-specific loop. Optional: a
   * game without one is played by that step-by-step loop (`randomPlayoutSteps`).
   */
  playoutInPlace?(state: S, rng: Rng): number;

  // --- information ---
  /** Exactly what `viewer` may know, with perfect recall. Plain JSON. */
  observe(state: S, viewer: Viewer): O;
  /**
   * `history(state)` as `viewer` may know it, one entry per action: never more than `observe`
   * tells the viewer (so it is the same for every state `resample` draws from that
   * observation), and it depends on the state, not only on the action (a Number Line decoy
   * flag is everyone's once its round is scored). Once the game is over, everything is known.
   * A record served before the end is made of this.
   */
  viewHistory(state: S, viewer: Viewer): readonly ActionView<A>[];
  /**
   * A full state consistent with the observation (observe(result, viewer) deep-equals obs),
   * hidden parts drawn from `rng` (uniformly among consistent ones unless a belief is given).
   */
  resample(observation: O, rng: Rng, belief?: unknown): S;
  result(state: S): GameResult;

  // --- text ---
  /** Short notation, e.g. "place 7 decoy", "pay", "give 2". Inverse of parseActionText. */
  formatAction(action: A): string;
  parseActionText(text: string): Result<A, RuleError>;
  /** A plain-text picture of an observation for terminals and logs (no ANSI colours). */
  formatObservation(observation: O): string;
}

/** A game with its types erased, for generic code. Methods are bivariant, so any Game fits. */
// biome-ignore lint/suspicious/noExplicitAny: the one place types are erased
export type AnyGame = Game<any, any, any, any>;
