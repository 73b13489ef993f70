// The local referee: runs a whole game on this device (vs computer, pass-and-play). It alone
// holds the state; the UI and the bots get `observe(state, seat)` and nothing else. Chance is
// drawn from a seeded generator derived from the game's seed and the number of actions so
// far, so a saved game (config + actions) resumes after a reload without any RNG state.
//
// A LocalGame is an immutable value: every step returns a new one (the engine's `apply` is
// pure), which is what React wants.

import type { BotLevel } from "@number-games/bots";
import type {
  AnyGame,
  GameId,
  GameRecord,
  GameResult,
  ObservationBase,
  Result,
  RuleError,
  Viewer,
} from "@number-games/engine";
import {
  err,
  GAMES,
  makeRecord,
  ok,
  parseRecord,
  Rng,
  replayWith,
  ruleError,
} from "@number-games/engine";
import type { Seat } from "./seats";
import { parseSeats } from "./seats";

export type LocalMode = "computer" | "pass";

/** What localStorage keeps: enough to rebuild the game exactly. */
export interface LocalGameSave {
  readonly v: 1;
  readonly id: string;
  readonly game: GameId;
  readonly mode: LocalMode;
  readonly config: unknown;
  readonly seats: readonly Seat[];
  readonly seed: string;
  readonly actions: readonly unknown[];
  readonly createdAt: number;
  readonly updatedAt: number;
  /** How many times the person took a move back (local/takeback.ts); absent when never. */
  readonly takebacks?: number;
  /** The seat that resigned, which ended the game (local/takeback.ts). */
  readonly resigned?: number;
}

export interface LocalGame {
  readonly save: LocalGameSave;
  readonly game: AnyGame;
  /** Opaque to everything outside this module. */
  readonly state: unknown;
}

export type Observation = ObservationBase<unknown>;

export function newGameId(): string {
  const rnd = Math.floor(Math.random() * 36 ** 6)
    .toString(36)
    .padStart(6, "0");
  return `${Date.now().toString(36)}-${rnd}`;
}

/**
 * The seed a set-up page's address asks for (`/setup/<game>/<mode>?seed=abc`): the same seed
 * deals the same game and gives the computer players the same moves, so a deal can be
 * played again (and browser tests are deterministic). Anything else is ignored.
 */
export function seedFromSearch(search: string): string | undefined {
  const s = new URLSearchParams(search).get("seed");
  return s !== null && /^[A-Za-z0-9_-]{1,64}$/.test(s) ? s : undefined;
}

/** Who starts when the set-up says "random": drawn from the seed when there is one. */
export function randomFirstPlayer(count: number, seed: string | undefined): number {
  return seed === undefined
    ? Math.floor(Math.random() * count)
    : Rng.fromSeed(`${seed}/first`).int(count);
}

export function newSeed(): string {
  const a = new Uint32Array(2);
  crypto.getRandomValues(a);
  return `${a[0]!.toString(36)}${a[1]!.toString(36)}`;
}

/** A new game, or why the config is not playable. */
export function createLocalGame(input: {
  game: GameId;
  mode: LocalMode;
  config: unknown;
  seats: readonly Seat[];
  seed?: string;
  id?: string;
  now?: number;
}): Result<LocalGame, RuleError> {
  const game = GAMES[input.game];
  const cfg = game.parseConfig(input.config);
  if (!cfg.ok) return cfg;
  if (game.numPlayers(cfg.value) !== input.seats.length) {
    return err(ruleError("ERR_CONFIG", "one seat per player is needed"));
  }
  const now = input.now ?? Date.now();
  const save: LocalGameSave = {
    v: 1,
    id: input.id ?? newGameId(),
    game: input.game,
    mode: input.mode,
    config: cfg.value,
    seats: input.seats,
    seed: input.seed ?? newSeed(),
    actions: [],
    createdAt: now,
    updatedAt: now,
  };
  return ok({ save, game, state: game.newGame(cfg.value) });
}

/** Untrusted JSON (localStorage) → the game it describes, replayed, or the first problem. */
export function restoreLocalGame(input: unknown): Result<LocalGame, RuleError> {
  if (typeof input !== "object" || input === null) {
    return err(ruleError("ERR_RECORD_FORMAT", "a saved game must be an object"));
  }
  const r = input as Record<string, unknown>;
  const seats = parseSeats(r.seats);
  const rec = parseRecord({
    format: "number-games/record@1",
    game: r.game,
    config: r.config,
    actions: r.actions,
  });
  if (
    r.v !== 1 ||
    typeof r.id !== "string" ||
    (r.mode !== "computer" && r.mode !== "pass") ||
    typeof r.seed !== "string" ||
    seats === null ||
    !rec.ok
  ) {
    return err(
      ruleError("ERR_RECORD_FORMAT", "this saved game is damaged or from another version"),
    );
  }
  const game = GAMES[rec.value.game];
  const st = replayWith(game, rec.value);
  if (!st.ok) return err(st.error);
  const save: LocalGameSave = {
    v: 1,
    id: r.id,
    game: rec.value.game,
    mode: r.mode,
    config: game.configOf(st.value),
    seats,
    seed: r.seed,
    actions: [...game.history(st.value)],
    createdAt: typeof r.createdAt === "number" ? r.createdAt : 0,
    updatedAt: typeof r.updatedAt === "number" ? r.updatedAt : 0,
    ...(Number.isSafeInteger(r.takebacks) && (r.takebacks as number) > 0
      ? { takebacks: r.takebacks as number }
      : {}),
    ...(r.resigned !== undefined ? { resigned: r.resigned as number } : {}),
  };
  if (
    save.resigned !== undefined &&
    !(Number.isInteger(save.resigned) && seats[save.resigned]?.kind === "human")
  ) {
    return err(ruleError("ERR_RECORD_FORMAT", "this saved game names a wrong resigner"));
  }
  if (save.seats.length !== game.numPlayers(save.config)) {
    return err(ruleError("ERR_RECORD_FORMAT", "this saved game has the wrong number of seats"));
  }
  return ok({ save, game, state: st.value });
}

export type Turn =
  | { readonly kind: "chance" }
  | { readonly kind: "terminal" }
  | { readonly kind: "human"; readonly seat: number }
  | { readonly kind: "bot"; readonly seat: number; readonly level: BotLevel };

export function turnOf(lg: LocalGame): Turn {
  // A resignation ends the game whatever the engine's state says.
  if (lg.save.resigned !== undefined) return { kind: "terminal" };
  const a = lg.game.actor(lg.state);
  if (a.kind !== "player") return { kind: a.kind };
  const seat = lg.save.seats[a.player]!;
  return seat.kind === "human"
    ? { kind: "human", seat: a.player }
    : { kind: "bot", seat: a.player, level: seat.level };
}

export function observeLocal(lg: LocalGame, viewer: Viewer): Observation {
  return lg.game.observe(lg.state, viewer) as Observation;
}

export function resultOf(lg: LocalGame): GameResult {
  return lg.game.result(lg.state);
}

function withState(lg: LocalGame, state: unknown, now: number): LocalGame {
  return {
    game: lg.game,
    state,
    save: { ...lg.save, actions: [...lg.game.history(state)], updatedAt: now },
  };
}

/** The chance generator for the next action: depends only on the seed and the history length. */
export function chanceRng(save: LocalGameSave): Rng {
  return Rng.fromSeed(`${save.seed}/chance/${save.actions.length}`);
}

/** A bot's seed for its next move, reproducible from the save alone. */
export function botSeed(save: LocalGameSave, seat: number): string {
  return `${save.seed}/bot/${seat}/${save.actions.length}`;
}

/** Draws and applies the pending chance action. */
export function stepChance(lg: LocalGame, now = Date.now()): Result<LocalGame, RuleError> {
  if (lg.save.resigned !== undefined) return err(ruleError("ERR_GAME_OVER", "the game is over"));
  if (lg.game.actor(lg.state).kind !== "chance") {
    return err(ruleError("ERR_PLAYER_TO_ACT", "no chance action is due"));
  }
  const action = lg.game.sampleChance(lg.state, chanceRng(lg.save));
  const next = lg.game.apply(lg.state, action);
  if (!next.ok) return next;
  return ok(withState(lg, next.value, now));
}

/**
 * A seat's action, checked in the authority's order: is it this seat's turn, does the JSON
 * parse as an action of this game, is it legal here.
 */
export function actLocal(
  lg: LocalGame,
  seat: number,
  input: unknown,
  now = Date.now(),
): Result<LocalGame, RuleError> {
  const a = lg.game.actor(lg.state);
  if (a.kind === "terminal" || lg.save.resigned !== undefined) {
    return err(ruleError("ERR_GAME_OVER", "the game is over"));
  }
  if (a.kind !== "player" || a.player !== seat) {
    return err(ruleError("ERR_CHANCE_TO_ACT", "it is not this seat's turn"));
  }
  const parsed = lg.game.parseAction(input);
  if (!parsed.ok) return parsed;
  const next = lg.game.apply(lg.state, parsed.value);
  if (!next.ok) return next;
  return ok(withState(lg, next.value, now));
}

/** The record of a game; the UI offers it only once the game is over (it holds every secret). */
export function recordOf(lg: LocalGame): GameRecord {
  return makeRecord(lg.game, lg.state, {
    players: lg.save.seats.map((s) => s.name),
    meta: {
      source: "web",
      mode: lg.save.mode,
      seats: lg.save.seats.map((s) => (s.kind === "human" ? "human" : `bot:${s.level}`)),
      createdAt: new Date(lg.save.createdAt).toISOString(),
      ...(lg.save.takebacks !== undefined ? { takebacks: lg.save.takebacks } : {}),
      ...(lg.save.resigned !== undefined ? { resigned: lg.save.resigned } : {}),
    },
  });
}

/** The same table again with a fresh deal; the first player moves one seat on. */
export function rematch(lg: LocalGame, now = Date.now()): Result<LocalGame, RuleError> {
  const cfg = lg.save.config as Record<string, unknown>;
  const players = lg.save.seats.length;
  const first = typeof cfg.firstPlayer === "number" ? (cfg.firstPlayer + 1) % players : 0;
  return createLocalGame({
    game: lg.save.game,
    mode: lg.save.mode,
    config: { ...cfg, firstPlayer: first },
    seats: lg.save.seats,
    now,
  });
}
