// Take or Pay state and its two doors: the unchecked, allocation-free fast path
// (clone / applyId / applyInPlace / sampleChanceInPlace) and the checked `apply`.
//
// The state is a handful of small arrays of integers mutated in place. They are plain arrays
// of small integers, not typed arrays: V8 allocates a typed array through a runtime call
// (~10 times the cost of copying a small array literal), and a new game or a clone is made
// for every playout and every search iteration. The history is not kept as objects: the deal
// is the dealt deck itself and player actions are a log of one bit each, read back by
// `history` as a fresh deal action and the shared frozen PAY/TAKE constants. So a random
// playout allocates nothing after `newGame` (but, past 512 actions, a word of log per 32).

import type { GameResult } from "../../core/game";
import { CHANCE, TERMINAL } from "../../core/game";
import type { Result, RuleError } from "../../core/result";
import { err, exhaustive, ok, ruleError } from "../../core/result";
import type { Rng } from "../../core/rng";
import { ACCEPT as ACCEPT_EXPORT, RECIPROCAL as RECIPROCAL_EXPORT } from "../../core/sfc32";
import type { DealAction, PlayerAction, TakeOrPayAction } from "./actions";
import { ACTIONS_BY_ID, makeDeal, PAY, PAY_ID, TAKE, TAKE_ID } from "./actions";
import type { TakeOrPayConfig } from "./config";
import { deckSize, rangeSize } from "./config";
import { cardPointsOf } from "./score";

// The fast path reads these module locals, not the imports: under some loaders (tsx running a
// CommonJS entry) every read of an imported binding is a getter call, halving playout speed.
const PAY_CODE = PAY_ID;
const TAKE_CODE = TAKE_ID;
const TERMINAL_CODE = TERMINAL;
const ACCEPT = ACCEPT_EXPORT;
const RECIPROCAL = RECIPROCAL_EXPORT;

export interface TakeOrPayState {
  readonly config: TakeOrPayConfig;
  readonly players: number;
  /** Cards in play (the range minus the removed ones). */
  readonly count: number;
  /**
   * One slot per card of the range. After the deal, [0, count) are the cards in play in draw
   * order and [count, range) the removed ones (in no particular order). Zeros before the deal.
   */
  readonly deck: number[];
  /** Owner by card value (index = card number, 0..maxCard): a player index, or -1. */
  readonly owner: number[];
  /** Tokens held by each player. */
  readonly tokens: number[];
  /** Index into `deck` of the face-up card; `count` once every card is taken. */
  pos: number;
  /** Tokens on the face-up card. */
  pot: number;
  /** A player index, CHANCE (before the deal) or TERMINAL. */
  toMove: number;
  /**
   * Player actions in order, one bit each (bit i of the log is action i's id: 0 pay, 1 take),
   * `moveCount` of them, in 32-bit words. Starts at 16 words (512 actions); a full log gets
   * one more word.
   */
  readonly moves: number[];
  moveCount: number;
}

/** A config's starting arrays, copied by every new game (made once per config object). */
interface Blank {
  readonly config: TakeOrPayConfig;
  readonly deck: readonly number[];
  readonly owner: readonly number[];
  readonly tokens: readonly number[];
}

const blanks = new WeakMap<TakeOrPayConfig, Blank>();
let lastBlank: Blank | null = null;

/** `n` copies of `v` in a packed array of small integers. */
function filled(n: number, v: number): number[] {
  const a: number[] = [];
  for (let i = 0; i < n; i++) a.push(v);
  return a;
}

function blankFor(config: TakeOrPayConfig): Blank {
  if (lastBlank !== null && lastBlank.config === config) return lastBlank;
  let b = blanks.get(config);
  if (b === undefined) {
    b = {
      config,
      deck: filled(rangeSize(config), 0),
      owner: filled(config.maxCard + 1, -1),
      tokens: filled(config.players, config.tokens),
    };
    blanks.set(config, b);
  }
  lastBlank = b;
  return b;
}

export function newGame(config: TakeOrPayConfig): TakeOrPayState {
  const b = blankFor(config);
  return {
    config,
    players: config.players,
    count: deckSize(config),
    deck: b.deck.slice(),
    owner: b.owner.slice(),
    tokens: b.tokens.slice(),
    pos: 0,
    pot: 0,
    toMove: CHANCE,
    moves: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
    moveCount: 0,
  };
}

export function clone(s: TakeOrPayState): TakeOrPayState {
  return {
    config: s.config,
    players: s.players,
    count: s.count,
    deck: s.deck.slice(),
    owner: s.owner.slice(),
    tokens: s.tokens.slice(),
    pos: s.pos,
    pot: s.pot,
    toMove: s.toMove,
    moves: s.moves.slice(),
    moveCount: s.moveCount,
  };
}

// --- chance ---------------------------------------------------------------------------

/**
 * The deal procedure, part of the fairness protocol (`numbers verify` re-derives it):
 * write minCard..maxCard ascending into `buf` (length maxCard − minCard + 1), call
 * `rng.shuffle(buf)` once (Fisher–Yates from the last slot down, j = rng.int(i + 1)), and
 * deal the first `count` cards, top card first; the rest are the removed cards.
 */
export function shuffleRange(config: TakeOrPayConfig, rng: Rng, buf: Int8Array | number[]): void {
  for (let i = 0; i < buf.length; i++) buf[i] = config.minCard + i;
  shuffleLikeRng(buf, rng);
}

/**
 * Exactly `rng.shuffle(buf)`: the same draws and the same result (a test checks), with
 * `rng.int(i + 1)` inlined. `%` on a uint32 double compiles to a C fmod call in V8; the limit
 * table and an exact floor division by multiplication (core/sfc32.ts) make the deal ~3× faster.
 */
function shuffleLikeRng(buf: Int8Array | number[], rng: Rng): void {
  for (let i = buf.length - 1; i > 0; i--) {
    const n = i + 1;
    const accept = ACCEPT[n]!;
    let x = rng.nextU32();
    while (x > accept) x = rng.nextU32();
    const j = (x - Math.imul(Math.floor(x * RECIPROCAL[n]!) | 0, n)) | 0;
    const t = buf[i]!;
    buf[i] = buf[j]!;
    buf[j] = t;
  }
}

/** Draws a deal without touching the state. */
export function sampleDeal(config: TakeOrPayConfig, rng: Rng): DealAction {
  const buf = filled(rangeSize(config), 0);
  shuffleRange(config, rng, buf);
  return makeDeal(buf, deckSize(config));
}

export function sampleChanceInPlace(s: TakeOrPayState, rng: Rng): void {
  shuffleRange(s.config, rng, s.deck);
  s.pos = 0;
  s.pot = 0;
  s.toMove = s.config.firstPlayer;
}

/** Unchecked: `cards` is a valid deck for this config (see `checkDeck`). */
function dealInPlace(s: TakeOrPayState, cards: readonly number[]): void {
  const { deck, owner, count } = s;
  // Mark dealt cards in `owner` (all −1 before the deal) to list the removed ones after them.
  for (let i = 0; i < count; i++) {
    deck[i] = cards[i]!;
    owner[cards[i]!] = -2;
  }
  let k = count;
  for (let c = s.config.minCard; c <= s.config.maxCard; c++) {
    if (owner[c] === -2) owner[c] = -1;
    else deck[k++] = c;
  }
  s.pos = 0;
  s.pot = 0;
  s.toMove = s.config.firstPlayer;
}

// --- players --------------------------------------------------------------------------

export function legalIds(s: TakeOrPayState, out: Int32Array): number {
  const p = s.toMove;
  if (p < 0) return 0;
  let n = 0;
  if (s.tokens[p]! > 0) out[n++] = PAY_CODE;
  out[n++] = TAKE_CODE;
  return n;
}

export function legalActions(s: TakeOrPayState): PlayerAction[] {
  const p = s.toMove;
  if (p < 0) return [];
  return s.tokens[p]! > 0 ? [PAY, TAKE] : [TAKE];
}

function recordMove(s: TakeOrPayState, id: number): void {
  const i = s.moveCount;
  if (i >> 5 === s.moves.length) s.moves.push(0);
  // Bits past moveCount are always 0 (the log only grows), so a pay writes nothing.
  if (id === TAKE_CODE) s.moves[i >> 5]! |= 1 << (i & 31);
  s.moveCount = i + 1;
}

/** The id (0 pay, 1 take) of the i-th player action. */
export function moveAt(s: TakeOrPayState, i: number): number {
  return (s.moves[i >> 5]! >>> (i & 31)) & 1;
}

/** Every action applied, chance included, as a record holds them (shared frozen objects). */
export function history(s: TakeOrPayState): TakeOrPayAction[] {
  if (s.toMove === CHANCE) return [];
  const out: TakeOrPayAction[] = [makeDeal(s.deck, s.count)];
  for (let i = 0; i < s.moveCount; i++) out.push(ACTIONS_BY_ID[moveAt(s, i)]!);
  return out;
}

/** Unchecked, in place: pay (id 0) or take (id 1) for the player to move. */
export function applyId(s: TakeOrPayState, id: number): void {
  const p = s.toMove;
  if (id === PAY_CODE) {
    s.tokens[p]!--;
    s.pot++;
    s.toMove = p + 1 === s.players ? 0 : p + 1;
    recordMove(s, PAY_CODE);
  } else {
    s.owner[s.deck[s.pos]!] = p;
    s.tokens[p]! += s.pot;
    s.pot = 0;
    s.pos++;
    // The same player faces the next card; the game ends with the last one.
    if (s.pos === s.count) s.toMove = TERMINAL_CODE;
    recordMove(s, TAKE_CODE);
  }
}

export function applyInPlace(s: TakeOrPayState, action: TakeOrPayAction): void {
  switch (action.type) {
    case "pay":
      applyId(s, PAY_ID);
      return;
    case "take":
      applyId(s, TAKE_ID);
      return;
    case "deal":
      dealInPlace(s, action.deck);
      return;
    default:
      exhaustive(action);
  }
}

// --- the checked door ------------------------------------------------------------------

/** Why `deck` cannot be this config's deal, or null when it can. */
export function checkDeck(config: TakeOrPayConfig, deck: readonly number[]): RuleError | null {
  const count = deckSize(config);
  const { minCard, maxCard, removed } = config;
  if (deck.length !== count) {
    return ruleError(
      "ERR_BAD_DECK",
      `the deal must hold ${count} cards (the ${rangeSize(config)} cards from ${minCard} to ${maxCard} minus ${removed} removed), got ${deck.length}`,
    );
  }
  const seen = new Set<number>();
  for (const c of deck) {
    if (!Number.isInteger(c) || c < minCard || c > maxCard) {
      return ruleError(
        "ERR_BAD_DECK",
        `${c} is not a card of this game: cards are the whole numbers ${minCard} to ${maxCard}`,
      );
    }
    if (seen.has(c)) return ruleError("ERR_BAD_DECK", `card ${c} is dealt twice`);
    seen.add(c);
  }
  return null;
}

export function apply(
  s: TakeOrPayState,
  action: TakeOrPayAction,
): Result<TakeOrPayState, RuleError> {
  if (s.toMove === TERMINAL) {
    return err(
      ruleError("ERR_GAME_OVER", `the game is over: all ${s.count} cards have been taken`),
    );
  }
  switch (action.type) {
    case "deal": {
      if (s.toMove !== CHANCE) {
        return err(
          ruleError(
            "ERR_PLAYER_TO_ACT",
            `the cards are already dealt; player ${s.toMove} must pay or take`,
          ),
        );
      }
      const problem = checkDeck(s.config, action.deck);
      if (problem !== null) return err(problem);
      const next = clone(s);
      dealInPlace(next, action.deck);
      return ok(next);
    }
    case "pay":
    case "take": {
      if (s.toMove === CHANCE) {
        return err(
          ruleError(
            "ERR_CHANCE_TO_ACT",
            "the cards have not been dealt yet: chance must deal first",
          ),
        );
      }
      if (action.type === "pay" && s.tokens[s.toMove]! <= 0) {
        return err(ruleError("ERR_NO_TOKENS", `player ${s.toMove} has no tokens and must take`));
      }
      const next = clone(s);
      applyId(next, action.type === "pay" ? PAY_ID : TAKE_ID);
      return ok(next);
    }
    default:
      return exhaustive(action);
  }
}

// --- reading ----------------------------------------------------------------------------

/** The cards a player has taken, ascending. */
export function cardsOf(s: TakeOrPayState, player: number): number[] {
  const out: number[] = [];
  for (let c = s.config.minCard; c <= s.config.maxCard; c++) if (s.owner[c] === player) out.push(c);
  return out;
}

/** The face-up card, or null before the deal and after the last take. */
export function faceUp(s: TakeOrPayState): number | null {
  return s.toMove === CHANCE || s.toMove === TERMINAL ? null : s.deck[s.pos]!;
}

/** Face-down cards left in the deck, not counting the face-up card. */
export function deckRemaining(s: TakeOrPayState): number {
  if (s.toMove === CHANCE) return s.count;
  if (s.toMove === TERMINAL) return 0;
  return s.count - s.pos - 1;
}

/** The removed cards, ascending (meaningful once dealt). */
export function removedCards(s: TakeOrPayState): number[] {
  return s.deck.slice(s.count).sort((a, b) => a - b);
}

/** Scores (card points − tokens) at any time; winners (all tied lowest) once terminal. */
export function result(s: TakeOrPayState): GameResult {
  const { minCard, maxCard } = s.config;
  const scores: number[] = [];
  for (let p = 0; p < s.players; p++) {
    scores.push(cardPointsOf(s.owner, p, minCard, maxCard) - s.tokens[p]!);
  }
  const terminal = s.toMove === TERMINAL;
  const winners: number[] = [];
  if (terminal) {
    const best = Math.min(...scores);
    for (let p = 0; p < s.players; p++) if (scores[p] === best) winners.push(p);
  }
  return { terminal, scores, winners };
}
