// Toy Nim: a fourth game that lives only in the tests, to prove the plug-in shape. It is
// written against the engine's public API alone (as a game outside this repository would
// be), registered at test time (`registerGame(toyNim)`), and then runs through the
// conformance suite, the bots' arena and a server table with no change to generic code.
// docs/adding-a-game.md walks through it.
//
// The rules: chance picks the pile (10 to 20 stones, uniformly); then the players, in turn
// from `firstPlayer`, take 1, 2 or 3 stones (all that are left when fewer remain). Whoever
// takes the last stone wins. Nothing is hidden.
//
// The game keeps to the engine's generic error codes: a take of 1 to 3 is always legal (it
// empties a smaller pile) and a pile outside 10..20 is not an action of this game at all
// (ERR_ACTION_SHAPE). A game with rules of its own adds its codes to ERROR_CODES.

import type {
  ActionView,
  Game,
  GameId,
  GameResult,
  ObservationBase,
  Result,
  Rng,
  RuleError,
  Viewer,
} from "@number-games/engine";
import {
  actorFromCode,
  CHANCE,
  err,
  exhaustive,
  ok,
  ruleError,
  TERMINAL,
} from "@number-games/engine";

/**
 * GameId's type lists the built-in games (so every per-game table of the repository is
 * checked for completeness at compile time); a game registered at run time is a GameId by
 * registration, and this is the one place that says so.
 */
export const TOY_NIM_ID = "toy-nim" as GameId;

export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 4;
export const MIN_PILE = 10;
export const MAX_PILE = 20;
export const MAX_TAKE = 3;

// --- config ---

export interface ToyNimConfig {
  readonly players: number;
  readonly firstPlayer: number;
}

const FIELDS = ["players", "firstPlayer"] as const;

function badConfig(message: string): Result<never, RuleError> {
  return err(ruleError("ERR_CONFIG", message));
}

function show(v: unknown): string {
  if (v === undefined) return "nothing";
  return typeof v === "number" ? String(v) : (JSON.stringify(v) ?? typeof v);
}

export function parseConfig(input: unknown): Result<ToyNimConfig, RuleError> {
  const raw = input === undefined ? {} : input;
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) {
    return badConfig("a Toy Nim config must be a JSON object");
  }
  const fields = raw as Record<string, unknown>;
  for (const k of Object.keys(fields)) {
    if (!(FIELDS as readonly string[]).includes(k)) {
      return badConfig(`unknown config field ${JSON.stringify(k)} (known: ${FIELDS.join(", ")})`);
    }
  }
  const players = fields.players ?? MIN_PLAYERS;
  if (
    typeof players !== "number" ||
    !Number.isInteger(players) ||
    players < MIN_PLAYERS ||
    players > MAX_PLAYERS
  ) {
    return badConfig(
      `players must be a whole number from ${MIN_PLAYERS} to ${MAX_PLAYERS} (got ${show(players)})`,
    );
  }
  const firstPlayer = fields.firstPlayer ?? 0;
  if (
    typeof firstPlayer !== "number" ||
    !Number.isInteger(firstPlayer) ||
    firstPlayer < 0 ||
    firstPlayer >= players
  ) {
    return badConfig(
      `firstPlayer must be a player index from 0 to ${players - 1} (got ${show(firstPlayer)})`,
    );
  }
  return ok({ players, firstPlayer });
}

// --- actions ---

/** Chance, once at the start: the pile has `stones` stones. */
export interface PileAction {
  readonly type: "pile";
  readonly stones: number;
}
/** The player to move takes `stones` (1..3) stones, or all that are left if fewer. */
export interface TakeAction {
  readonly type: "take";
  readonly stones: number;
}
export type ToyNimAction = PileAction | TakeAction;

/** TAKE[k]: take k stones (index 0 unused). Shared frozen constants: no allocation per step. */
const TAKE: readonly TakeAction[] = Object.freeze(
  Array.from({ length: MAX_TAKE + 1 }, (_, stones) => Object.freeze({ type: "take", stones })),
) as readonly TakeAction[];
/** PILE[n]: a pile of n stones (MIN_PILE..MAX_PILE; lower indices unused). */
const PILE: readonly PileAction[] = Object.freeze(
  Array.from({ length: MAX_PILE + 1 }, (_, stones) => Object.freeze({ type: "pile", stones })),
) as readonly PileAction[];

const inRange = (x: unknown, lo: number, hi: number): x is number =>
  typeof x === "number" && Number.isInteger(x) && x >= lo && x <= hi;

function badShape(message: string): Result<never, RuleError> {
  return err(ruleError("ERR_ACTION_SHAPE", message));
}

const EXAMPLES = `expected {"type":"take","stones":1..${MAX_TAKE}} or {"type":"pile","stones":${MIN_PILE}..${MAX_PILE}}`;

export function parseAction(input: unknown): Result<ToyNimAction, RuleError> {
  if (typeof input !== "object" || input === null || Array.isArray(input)) {
    return badShape(`not a Toy Nim action: ${show(input)}; ${EXAMPLES}`);
  }
  const raw = input as Record<string, unknown>;
  if (Object.keys(raw).some((k) => k !== "type" && k !== "stones")) {
    return badShape(`a Toy Nim action has only "type" and "stones"; ${EXAMPLES}`);
  }
  switch (raw.type) {
    case "take":
      return inRange(raw.stones, 1, MAX_TAKE)
        ? ok(TAKE[raw.stones]!)
        : badShape(`a take is of 1 to ${MAX_TAKE} stones (got ${show(raw.stones)})`);
    case "pile":
      return inRange(raw.stones, MIN_PILE, MAX_PILE)
        ? ok(PILE[raw.stones]!)
        : badShape(`a pile has ${MIN_PILE} to ${MAX_PILE} stones (got ${show(raw.stones)})`);
    default:
      return badShape(`unknown action type ${show(raw.type)}; ${EXAMPLES}`);
  }
}

/** Ids depend on the action alone: take k = k - 1. Chance actions have none. */
export function actionId(a: ToyNimAction): number {
  if (a.type === "pile") throw new Error("toy-nim: the chance action pile has no action id");
  return a.stones - 1;
}

export function actionFromId(id: number): TakeAction {
  const a = TAKE[id + 1];
  if (a === undefined || id < 0 || !Number.isInteger(id)) {
    throw new Error(`toy-nim: no action has id ${id}`);
  }
  return a;
}

// --- state and the fast path ---

export class ToyNimState {
  /** Stones left (0 before chance has made the pile). */
  pile = 0;
  /** A player index, CHANCE or TERMINAL. */
  toMove: number = CHANCE;
  /** Who took the last stone, -1 until then. */
  winner = -1;
  constructor(
    readonly config: ToyNimConfig,
    readonly history: ToyNimAction[] = [],
  ) {}
}

export function newGame(config: ToyNimConfig): ToyNimState {
  return new ToyNimState(config);
}

export function clone(s: ToyNimState): ToyNimState {
  const c = new ToyNimState(s.config, s.history.slice());
  c.pile = s.pile;
  c.toMove = s.toMove;
  c.winner = s.winner;
  return c;
}

function take(s: ToyNimState, stones: number): void {
  s.history.push(TAKE[stones]!);
  s.pile = Math.max(0, s.pile - stones);
  if (s.pile === 0) {
    s.winner = s.toMove;
    s.toMove = TERMINAL;
  } else {
    s.toMove = (s.toMove + 1) % s.config.players;
  }
}

function makePile(s: ToyNimState, stones: number): void {
  s.history.push(PILE[stones]!);
  s.pile = stones;
  s.toMove = s.config.firstPlayer;
}

export function applyInPlace(s: ToyNimState, a: ToyNimAction): void {
  switch (a.type) {
    case "pile":
      makePile(s, a.stones);
      return;
    case "take":
      take(s, a.stones);
      return;
    default:
      exhaustive(a);
  }
}

export function legalIds(s: ToyNimState, out: Int32Array): number {
  if (s.toMove < 0) return 0;
  for (let id = 0; id < MAX_TAKE; id++) out[id] = id;
  return MAX_TAKE;
}

function legalActions(s: ToyNimState): TakeAction[] {
  return s.toMove < 0 ? [] : TAKE.slice(1);
}

function drawPile(rng: Rng): number {
  return MIN_PILE + rng.int(MAX_PILE - MIN_PILE + 1);
}

// --- the checked door ---

function illegality(s: ToyNimState, a: ToyNimAction): RuleError | null {
  if (s.toMove === TERMINAL) {
    return ruleError("ERR_GAME_OVER", `the game is over: player ${s.winner} took the last stone`);
  }
  if (a.type === "take" && s.toMove === CHANCE) {
    return ruleError("ERR_CHANCE_TO_ACT", "chance must make the pile before anyone takes");
  }
  if (a.type === "pile" && s.toMove !== CHANCE) {
    return ruleError("ERR_PLAYER_TO_ACT", `player ${s.toMove} must take 1 to ${MAX_TAKE} stones`);
  }
  return null;
}

function apply(s: ToyNimState, a: ToyNimAction): Result<ToyNimState, RuleError> {
  const why = illegality(s, a);
  if (why !== null) return err(why);
  const next = clone(s);
  applyInPlace(next, a);
  return ok(next);
}

export function result(s: ToyNimState): GameResult {
  const over = s.toMove === TERMINAL;
  return {
    terminal: over,
    scores: Array.from({ length: s.config.players }, (_, i) => (i === s.winner ? 1 : 0)),
    winners: over ? [s.winner] : [],
  };
}

// --- information: nothing is hidden, so every viewer sees the whole history ---

export interface ToyNimObservation extends ObservationBase<ToyNimAction> {
  readonly config: ToyNimConfig;
  /** The pile chance made, null before it did. */
  readonly start: number | null;
  /** The stones each take asked for, oldest first (players in turn from firstPlayer). */
  readonly takes: readonly number[];
  /** Stones left now. */
  readonly pile: number;
}

function checkViewer(s: ToyNimState, viewer: Viewer): void {
  if (
    viewer !== "spectator" &&
    !(Number.isInteger(viewer) && viewer >= 0 && viewer < s.config.players)
  ) {
    throw new Error(`toy-nim: no seat ${String(viewer)} in a ${s.config.players}-player game`);
  }
}

export function observe(s: ToyNimState, viewer: Viewer): ToyNimObservation {
  checkViewer(s, viewer);
  const first = s.history[0];
  const obs: ToyNimObservation = {
    game: TOY_NIM_ID,
    viewer,
    players: s.config.players,
    actor: actorFromCode(s.toMove),
    legal: viewer === s.toMove ? legalActions(s) : [],
    config: { ...s.config },
    start: first === undefined ? null : first.stones,
    takes: s.history.slice(1).map((a) => a.stones),
    pile: s.pile,
  };
  return s.toMove === TERMINAL ? { ...obs, result: result(s) } : obs;
}

function viewHistory(s: ToyNimState, viewer: Viewer): ActionView<ToyNimAction>[] {
  checkViewer(s, viewer);
  return s.history.map((action) => ({ kind: "known", action }));
}

/** The observation holds the whole history, so the one consistent state is rebuilt. */
function resample(obs: ToyNimObservation, _rng: Rng): ToyNimState {
  const cfg = parseConfig(obs.config);
  if (!cfg.ok) throw new Error(`toy-nim: resample of a bad observation: ${cfg.error.message}`);
  const s = newGame(cfg.value);
  if (obs.start !== null) makePile(s, obs.start);
  for (const k of obs.takes) take(s, k);
  return s;
}

// --- text ---

function formatAction(a: ToyNimAction): string {
  return `${a.type} ${a.stones}`;
}

function parseActionText(text: string): Result<ToyNimAction, RuleError> {
  const m = /^\s*(take|pile)\s+(\d{1,3})\s*$/i.exec(text);
  if (m === null) {
    return err(
      ruleError("ERR_PARSE", `cannot read ${JSON.stringify(text)}: try "take 2" or "pile 14"`),
    );
  }
  return parseAction({ type: m[1]!.toLowerCase(), stones: Number(m[2]) });
}

function formatObservation(o: ToyNimObservation): string {
  const lines = [
    o.start === null
      ? `Toy Nim, ${o.players} players: the pile is not made yet`
      : `Toy Nim, ${o.players} players: ${o.pile} of ${o.start} stones left`,
  ];
  if (o.takes.length > 0) lines.push(`takes so far: ${o.takes.join(", ")}`);
  if (o.result !== undefined) {
    lines.push(`player ${o.result.winners[0]} took the last stone and wins`);
  } else if (o.actor.kind === "player") {
    lines.push(`player ${o.actor.player} to take 1 to ${MAX_TAKE}`);
  }
  return lines.join("\n");
}

const rulesText = `TOY NIM (a test game), ${MIN_PLAYERS} to ${MAX_PLAYERS} players

A pile of ${MIN_PILE} to ${MAX_PILE} stones is made at random. Taking turns, each
player takes 1, 2 or ${MAX_TAKE} stones (all that are left when fewer remain).
Whoever takes the last stone wins.
`;

export const toyNim: Game<ToyNimConfig, ToyNimState, ToyNimAction, ToyNimObservation> = {
  id: TOY_NIM_ID,
  title: "Toy Nim",
  minPlayers: MIN_PLAYERS,
  maxPlayers: MAX_PLAYERS,
  rulesText,

  parseConfig,
  numPlayers: (config) => config.players,
  configOf: (state) => state.config,

  newGame,
  actor: (state) => actorFromCode(state.toMove),
  toMove: (state) => state.toMove,
  legalActions,
  sampleChance(state, rng) {
    if (state.toMove !== CHANCE) throw new Error("toy-nim: sampleChance at a non-chance node");
    return PILE[drawPile(rng)]!;
  },
  chanceOutcomes(state) {
    if (state.toMove !== CHANCE) return null;
    const p = 1 / (MAX_PILE - MIN_PILE + 1);
    return PILE.slice(MIN_PILE).map((action) => ({ action, probability: p }));
  },

  parseAction,
  apply,
  history: (state) => state.history.slice(),

  clone,
  applyInPlace,
  maxActionId: () => MAX_TAKE,
  legalIds,
  applyId: (state, id) => take(state, id + 1),
  actionId,
  actionFromId,
  sampleChanceInPlace: (state, rng) => makePile(state, drawPile(rng)),

  observe,
  viewHistory,
  resample,
  result,

  formatAction,
  parseActionText,
  formatObservation,
};
