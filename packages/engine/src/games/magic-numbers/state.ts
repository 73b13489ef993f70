// Magic Numbers state and the rules engine: the mutable state, the fast path (clone,
// in-place application, legal ids, chance sampling) and the checks behind `apply`.
//
// The fast path allocates nothing per step but a log entry every third turn: secrets and
// scores live in one typed array, and the history is a log of one byte per completed turn
// (the roll and who got it), read back by `history` as the shared frozen action constants.

import type { GameResult } from "../../core/game";
import { CHANCE as CHANCE_EXPORT, TERMINAL as TERMINAL_EXPORT } from "../../core/game";
import type { RuleError } from "../../core/result";
import { exhaustive, ruleError } from "../../core/result";
import type { Rng } from "../../core/rng";
import type { MagicNumbersAction, RollAction, SecretsAction } from "./actions";
import { GIVE as GIVE_EXPORT, KEEP as KEEP_EXPORT, ROLL as ROLL_EXPORT } from "./actions";
import type { MagicNumbersConfig } from "./config";

// Module-local copies of imported constants for the hot path: when the engine is loaded as
// CommonJS (tsx running a .ts script outside an ESM package), every read of an imported
// binding is a getter call, which halved the playout speed.
const CHANCE = CHANCE_EXPORT;
const TERMINAL = TERMINAL_EXPORT;
const GIVE = GIVE_EXPORT;
const KEEP = KEEP_EXPORT;
const ROLL = ROLL_EXPORT;

export class MagicNumbersState {
  readonly config: MagicNumbersConfig;
  // Copied out of the config so the hot loop reads fields of one object.
  readonly players: number;
  readonly target: number;
  readonly goodBonus: number;
  readonly dieSides: number;
  /** Infinity when the config has no limit. */
  readonly maxTurns: number;
  /**
   * One allocation for all per-player numbers: Good at [i], Evil at [players + i], score at
   * [2 * players + i]. Good and Evil are 0 until the secrets are dealt.
   */
  readonly data: Int32Array;
  /**
   * The completed turns, one byte each (roll << 3 | recipient: 8 players at most, rolls up
   * to 20), three to an entry: turn t is byte t % 3 of log[t / 3] (see turnAt). Plain small
   * integers (24 bits, small integers in every JavaScript engine) in a plain array: pushing
   * to it stays inside V8's heap, where a typed array past 64 bytes would not.
   */
  readonly log: number[];
  /** A player index, CHANCE or TERMINAL. */
  toMove: number;
  /** Whose turn it is: the player who rolls (and then keeps or gives). */
  current: number;
  /** The roll waiting for keep/give, 0 when none. */
  roll: number;
  /** Completed turns (roll + decision), as many as `log` holds. */
  turns: number;
  /** The winner's index, -1 when none. */
  winner: number;
  dealt: boolean;

  constructor(config: MagicNumbersConfig, data: Int32Array, log: number[]) {
    this.config = config;
    this.players = config.players;
    this.target = config.target;
    this.goodBonus = config.goodBonus;
    this.dieSides = config.dieSides;
    this.maxTurns = config.maxTurns ?? Number.POSITIVE_INFINITY;
    this.data = data;
    this.log = log;
    this.toMove = CHANCE;
    this.current = config.firstPlayer;
    this.roll = 0;
    this.turns = 0;
    this.winner = -1;
    this.dealt = false;
  }

  /**
   * Every action applied, chance included, rebuilt from the secrets in `data` and the log:
   * the secrets (a frozen copy), then per turn the roll and the keep or give (the roller of
   * turn t is firstPlayer + t, wrapping), then a pending roll.
   */
  get history(): MagicNumbersAction[] {
    if (!this.dealt) return [];
    const P = this.players;
    const out: MagicNumbersAction[] = [
      Object.freeze({
        type: "secrets",
        good: Object.freeze(Array.from(this.data.subarray(0, P))),
        evil: Object.freeze(Array.from(this.data.subarray(P, 2 * P))),
      }),
    ];
    let roller = this.config.firstPlayer;
    for (let t = 0; t < this.turns; t++) {
      const code = turnAt(this, t);
      const to = code & 7;
      out.push(ROLL[code >> 3]!, to === roller ? KEEP : GIVE[to]!);
      roller = roller + 1 === P ? 0 : roller + 1;
    }
    if (this.roll !== 0) out.push(ROLL[this.roll]!);
    return out;
  }
}

/** The t-th completed turn's code: roll << 3 | recipient. */
export function turnAt(s: MagicNumbersState, t: number): number {
  return (s.log[(t / 3) | 0]! >> (8 * (t % 3))) & 255;
}

/** Logs the turn being completed (s.turns is still the count before it). */
function recordTurn(s: MagicNumbersState, code: number): void {
  const t = s.turns;
  const slot = t % 3;
  if (slot === 0) s.log.push(code);
  else s.log[(t / 3) | 0] = s.log[(t / 3) | 0]! | (code << (8 * slot));
}

export function goodOf(s: MagicNumbersState, player: number): number {
  return s.data[player]!;
}
export function evilOf(s: MagicNumbersState, player: number): number {
  return s.data[s.players + player]!;
}
export function scoreOf(s: MagicNumbersState, player: number): number {
  return s.data[2 * s.players + player]!;
}
/** Everyone's scores as a plain array. */
export function scoresOf(s: MagicNumbersState): number[] {
  return Array.from(s.data.subarray(2 * s.players));
}

export function newGame(config: MagicNumbersConfig): MagicNumbersState {
  return new MagicNumbersState(config, new Int32Array(3 * config.players), []);
}

export function clone(s: MagicNumbersState): MagicNumbersState {
  const c = new MagicNumbersState(s.config, s.data.slice(), s.log.slice());
  c.toMove = s.toMove;
  c.current = s.current;
  c.roll = s.roll;
  c.turns = s.turns;
  c.winner = s.winner;
  c.dealt = s.dealt;
  return c;
}

/**
 * A roll `v` applied to a player with this score and these magic numbers: Good adds the
 * bonus, Evil resets to 0, anything else adds v; an addition past the target is not made.
 * Pure, for belief tracking in bots.
 */
export function applyRoll(
  score: number,
  v: number,
  good: number,
  evil: number,
  cfg: Pick<MagicNumbersConfig, "target" | "goodBonus">,
): number {
  const next = v === good ? score + cfg.goodBonus : v === evil ? 0 : score + v;
  return next > cfg.target ? score : next;
}

// --- fast path ---

function applySecrets(s: MagicNumbersState, a: SecretsAction): void {
  const p = s.players;
  const data = s.data;
  for (let i = 0; i < p; i++) {
    data[i] = a.good[i]!;
    data[p + i] = a.evil[i]!;
  }
  s.dealt = true;
  s.toMove = CHANCE;
}

function applyRollValue(s: MagicNumbersState, v: number): void {
  s.roll = v;
  s.toMove = s.current;
}

/** The pending roll goes to player `to`; the turn ends. */
function decide(s: MagicNumbersState, to: number): void {
  const v = s.roll;
  const data = s.data;
  const p = s.players;
  const at = 2 * p + to;
  const score = data[at]!;
  const next = v === data[to] ? score + s.goodBonus : v === data[p + to] ? 0 : score + v;
  if (next <= s.target) data[at] = next;
  recordTurn(s, (v << 3) | to);
  s.roll = 0;
  s.turns++;
  if (next === s.target) {
    s.winner = to;
    s.toMove = TERMINAL;
  } else if (s.turns >= s.maxTurns) {
    s.toMove = TERMINAL;
  } else {
    const n = s.current + 1;
    s.current = n === s.players ? 0 : n;
    s.toMove = CHANCE;
  }
}

export function applyInPlace(s: MagicNumbersState, a: MagicNumbersAction): void {
  switch (a.type) {
    case "secrets":
      applySecrets(s, a);
      return;
    case "roll":
      applyRollValue(s, a.value);
      return;
    case "keep":
      decide(s, s.current);
      return;
    case "give":
      decide(s, a.to);
      return;
    default:
      exhaustive(a);
  }
}

export function applyId(s: MagicNumbersState, id: number): void {
  decide(s, id === 0 ? s.current : id - 1);
}

export function legalIds(s: MagicNumbersState, out: Int32Array): number {
  if (s.toMove < 0) return 0;
  out[0] = 0;
  let k = 1;
  for (let j = 0; j < s.players; j++) if (j !== s.current) out[k++] = 1 + j;
  return k;
}

/**
 * The secrets draw: for each player in order, Good uniformly from 1..dieSides, then Evil
 * uniformly among the other dieSides-1 values (a draw from 1..dieSides-1, shifted up by
 * one when it is at least Good). Equivalent to the seed's "roll twice, re-roll a repeat".
 */
export function drawSecrets(cfg: MagicNumbersConfig, rng: Rng): SecretsAction {
  const d = cfg.dieSides;
  const good: number[] = new Array(cfg.players);
  const evil: number[] = new Array(cfg.players);
  for (let i = 0; i < cfg.players; i++) {
    const g = 1 + rng.int(d);
    const e = 1 + rng.int(d - 1);
    good[i] = g;
    evil[i] = e >= g ? e + 1 : e;
  }
  // Not frozen: freezing cost a third of a random game's setup. The checked door stores a
  // frozen copy (canonical); the fast path treats history entries as read-only.
  return { type: "secrets", good, evil };
}

export function sampleChance(s: MagicNumbersState, rng: Rng): SecretsAction | RollAction {
  if (s.toMove !== CHANCE) throw new Error("magic-numbers: sampleChance at a non-chance node");
  return s.dealt ? ROLL[1 + rng.int(s.dieSides)]! : drawSecrets(s.config, rng);
}

export function sampleChanceInPlace(s: MagicNumbersState, rng: Rng): void {
  if (s.dealt) applyRollValue(s, 1 + rng.int(s.dieSides));
  else dealSecretsInPlace(s, rng);
}

/** drawSecrets(s.config, rng) applied in place: the same draws, straight into `data`. */
export function dealSecretsInPlace(s: MagicNumbersState, rng: Rng): void {
  const d = s.dieSides;
  const P = s.players;
  const data = s.data;
  for (let i = 0; i < P; i++) {
    const g = 1 + rng.int(d);
    const e = 1 + rng.int(d - 1);
    data[i] = g;
    data[P + i] = e >= g ? e + 1 : e;
  }
  s.dealt = true;
  s.toMove = CHANCE;
}

// --- checked door ---

export function describeEnd(s: MagicNumbersState): string {
  return s.winner >= 0
    ? `player ${s.winner} won by reaching exactly ${s.target}`
    : `the turn limit of ${s.maxTurns} turns was reached with no winner`;
}

/** Why `a` cannot be applied to `s`, or null when it can. */
export function illegality(s: MagicNumbersState, a: MagicNumbersAction): RuleError | null {
  if (s.toMove === TERMINAL) {
    return ruleError("ERR_GAME_OVER", `the game is over: ${describeEnd(s)}`);
  }
  const chanceNode = s.toMove === CHANCE;
  switch (a.type) {
    case "keep":
    case "give": {
      if (chanceNode) {
        return ruleError(
          "ERR_CHANCE_TO_ACT",
          s.dealt
            ? `the die must be rolled for player ${s.current} before anyone can ${a.type}`
            : `the secret numbers must be dealt before anyone can ${a.type}`,
        );
      }
      if (a.type === "give") {
        if (a.to < 0 || a.to >= s.players) {
          return ruleError(
            "ERR_BAD_RECIPIENT",
            `player ${a.to} does not exist (players are 0 to ${s.players - 1})`,
          );
        }
        if (a.to === s.current) {
          return ruleError(
            "ERR_BAD_RECIPIENT",
            `player ${s.current} cannot give the roll to themself; to take it, keep it`,
          );
        }
      }
      return null;
    }
    case "roll":
    case "secrets": {
      if (!chanceNode) {
        return ruleError(
          "ERR_PLAYER_TO_ACT",
          `player ${s.toMove} must keep or give the roll ${s.roll} before chance acts again`,
        );
      }
      if (a.type === "roll") {
        if (!s.dealt) {
          return ruleError(
            "ERR_BAD_ROLL",
            "the secret numbers must be dealt before the first roll",
          );
        }
        if (a.value < 1 || a.value > s.dieSides) {
          return ruleError(
            "ERR_BAD_ROLL",
            `a roll must be a whole number from 1 to ${s.dieSides} (got ${a.value})`,
          );
        }
        return null;
      }
      return secretsIllegality(s, a);
    }
    default:
      return exhaustive(a);
  }
}

function secretsIllegality(s: MagicNumbersState, a: SecretsAction): RuleError | null {
  const bad = (m: string) => ruleError("ERR_BAD_SECRETS", m);
  if (s.dealt) return bad("the secret numbers were already dealt; chance must roll the die");
  const p = s.players;
  if (a.good.length !== p || a.evil.length !== p) {
    return bad(
      `the secrets must hold exactly ${p} Good and ${p} Evil numbers, one per player (got ${a.good.length} and ${a.evil.length})`,
    );
  }
  for (let i = 0; i < p; i++) {
    const g = a.good[i]!;
    const e = a.evil[i]!;
    if (g < 1 || g > s.dieSides) {
      return bad(`player ${i}'s Good number must be from 1 to ${s.dieSides} (got ${g})`);
    }
    if (e < 1 || e > s.dieSides) {
      return bad(`player ${i}'s Evil number must be from 1 to ${s.dieSides} (got ${e})`);
    }
    if (g === e) {
      return bad(`player ${i}'s Good and Evil numbers must differ (both are ${g})`);
    }
  }
  return null;
}

export function result(s: MagicNumbersState): GameResult {
  return {
    terminal: s.toMove === TERMINAL,
    scores: scoresOf(s),
    winners: s.winner >= 0 ? [s.winner] : [],
  };
}
