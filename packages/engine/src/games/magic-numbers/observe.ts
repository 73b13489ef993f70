// What each seat may know (observe), and the way back from an observation to a full
// state with the hidden parts drawn at random (resample), for bots that determinize.
//
// Hidden until the game ends: every player's Good and Evil numbers and score. Public: each
// roll, who kept or gave it to whom, the turn count, whose turn it is, a pending roll.
// Once the game is over every observation reveals everything. `viewHistory` is the same
// knowledge as a list of actions.

import type { ActionView, GameResult, ObservationBase, Viewer } from "../../core/game";
import { actorFromCode, CHANCE, TERMINAL } from "../../core/game";
import type { Rng } from "../../core/rng";
import type { GiveAction, KeepAction, MagicNumbersAction, SecretsAction } from "./actions";
import { GIVE, KEEP, ROLL } from "./actions";
import type { MagicNumbersConfig } from "./config";
import { parseConfig } from "./config";
import type { MagicNumbersState } from "./state";
import {
  applyInPlace,
  applyRoll,
  evilOf,
  goodOf,
  newGame,
  result,
  scoreOf,
  scoresOf,
} from "./state";

/** One completed public turn: `player` rolled `roll` and it went to `to` (= player: kept). */
export interface MagicNumbersTurn {
  readonly player: number;
  readonly roll: number;
  readonly to: number;
}

/** The viewer's own secrets and score. */
export interface MagicNumbersOwn {
  readonly good: number;
  readonly evil: number;
  readonly score: number;
}

/** Everything, per player index; shown to everyone once the game is over. */
export interface MagicNumbersReveal {
  readonly good: readonly number[];
  readonly evil: readonly number[];
  readonly scores: readonly number[];
}

/** setup: secrets not dealt yet; roll: the die must be rolled; decide: keep or give; over. */
export type MagicNumbersPhase = "setup" | "roll" | "decide" | "over";

export interface MagicNumbersObservation extends ObservationBase<MagicNumbersAction> {
  readonly game: "magic-numbers";
  readonly config: MagicNumbersConfig;
  readonly phase: MagicNumbersPhase;
  /** Completed turns (= turns.length). */
  readonly turnsPlayed: number;
  /** Whose turn it is (the roller); once the game is over, whose turn was last. */
  readonly current: number;
  /** The roll waiting for keep or give, else null. */
  readonly pendingRoll: number | null;
  /** Every completed turn, oldest first. */
  readonly turns: readonly MagicNumbersTurn[];
  /** The viewer's Good, Evil and score; null for a spectator or before the deal. */
  readonly own: MagicNumbersOwn | null;
  /** Everyone's secrets and scores, only once the game is over; else null. */
  readonly revealed: MagicNumbersReveal | null;
  readonly result?: GameResult;
}

export function phaseOf(s: MagicNumbersState): MagicNumbersPhase {
  if (s.toMove === TERMINAL) return "over";
  if (s.toMove !== CHANCE) return "decide";
  return s.dealt ? "roll" : "setup";
}

/** The public turn log, rebuilt from the history (players roll in order from firstPlayer). */
export function publicTurns(s: MagicNumbersState): MagicNumbersTurn[] {
  const out: MagicNumbersTurn[] = [];
  const p = s.players;
  let player = s.config.firstPlayer;
  let roll = 0;
  for (const a of s.history) {
    if (a.type === "roll") roll = a.value;
    else if (a.type === "keep" || a.type === "give") {
      out.push({ player, roll, to: a.type === "keep" ? player : a.to });
      player = (player + 1) % p;
    }
  }
  return out;
}

export function legalActions(s: MagicNumbersState): (KeepAction | GiveAction)[] {
  if (s.toMove < 0) return [];
  const out: (KeepAction | GiveAction)[] = [KEEP];
  for (let j = 0; j < s.players; j++) if (j !== s.current) out.push(GIVE[j]!);
  return out;
}

function checkViewer(s: MagicNumbersState, viewer: Viewer): void {
  if (viewer !== "spectator" && !(Number.isInteger(viewer) && viewer >= 0 && viewer < s.players)) {
    throw new Error(`magic-numbers: no seat ${String(viewer)} in a ${s.players}-player game`);
  }
}

/** The secrets action as a seat sees it before the end: its own two numbers, null elsewhere. */
export interface MagicNumbersOwnSecrets {
  readonly type: "secrets";
  readonly good: readonly (number | null)[];
  readonly evil: readonly (number | null)[];
}

/**
 * The history as `viewer` may know it: rolls, keeps and gives in full; until the game is over
 * the secrets action is hidden from a spectator and shows a seat only its own numbers.
 */
export function viewHistory(
  s: MagicNumbersState,
  viewer: Viewer,
): ActionView<MagicNumbersAction>[] {
  checkViewer(s, viewer);
  const over = s.toMove === TERMINAL;
  return s.history.map((action): ActionView<MagicNumbersAction> => {
    if (over || action.type !== "secrets") return { kind: "known", action };
    if (viewer === "spectator") return { kind: "hidden" };
    const shown: MagicNumbersOwnSecrets = {
      type: "secrets",
      good: action.good.map((g, j) => (j === viewer ? g : null)),
      evil: action.evil.map((e, j) => (j === viewer ? e : null)),
    };
    return { kind: "partial", shown };
  });
}

export function observe(s: MagicNumbersState, viewer: Viewer): MagicNumbersObservation {
  checkViewer(s, viewer);
  const over = s.toMove === TERMINAL;
  const seat = viewer === "spectator" ? -1 : viewer;
  const obs: MagicNumbersObservation = {
    game: "magic-numbers",
    viewer,
    players: s.players,
    actor: actorFromCode(s.toMove),
    legal: seat >= 0 && s.toMove === seat ? legalActions(s) : [],
    config: { ...s.config },
    phase: phaseOf(s),
    turnsPlayed: s.turns,
    current: s.current,
    pendingRoll: s.roll > 0 ? s.roll : null,
    turns: publicTurns(s),
    own:
      seat >= 0 && s.dealt
        ? { good: goodOf(s, seat), evil: evilOf(s, seat), score: scoreOf(s, seat) }
        : null,
    revealed: over
      ? {
          good: Array.from(s.data.subarray(0, s.players)),
          evil: Array.from(s.data.subarray(s.players, 2 * s.players)),
          scores: scoresOf(s),
        }
      : null,
  };
  return over ? { ...obs, result: result(s) } : obs;
}

// --- resampling ---

/** A belief for `resample`: weights[j][(good-1)*dieSides + (evil-1)], or null for uniform. */
export interface MagicNumbersBelief {
  readonly weights?: readonly (readonly number[] | null)[];
}

export interface SecretPair {
  readonly good: number;
  readonly evil: number;
}

/** The rolls player j received, in order. */
function rollsTo(obs: MagicNumbersObservation, j: number): number[] {
  const out: number[] = [];
  for (const t of obs.turns) if (t.to === j) out.push(t.roll);
  return out;
}

/**
 * Every (good, evil) pair player `player` may hold given what `obs` shows: the viewer's
 * own pair, the true pair once the game is over, and otherwise every pair with which
 * replaying the public turns never puts that player's score at exactly the target (the
 * game would have ended). Ordered by good, then evil.
 */
export function consistentSecrets(obs: MagicNumbersObservation, player: number): SecretPair[] {
  if (obs.revealed !== null) {
    return [{ good: obs.revealed.good[player]!, evil: obs.revealed.evil[player]! }];
  }
  if (obs.own !== null && obs.viewer === player) {
    return [{ good: obs.own.good, evil: obs.own.evil }];
  }
  const cfg = obs.config;
  const d = cfg.dieSides;
  const rolls = rollsTo(obs, player);
  const out: SecretPair[] = [];
  for (let good = 1; good <= d; good++) {
    for (let evil = 1; evil <= d; evil++) {
      if (good === evil) continue;
      let score = 0;
      let reached = false;
      for (const v of rolls) {
        score = applyRoll(score, v, good, evil, cfg);
        if (score === cfg.target) {
          reached = true;
          break;
        }
      }
      if (!reached) out.push({ good, evil });
    }
  }
  return out;
}

function beliefWeights(belief: unknown, player: number, size: number): readonly number[] | null {
  if (typeof belief !== "object" || belief === null) return null;
  const weights = (belief as MagicNumbersBelief).weights;
  if (!Array.isArray(weights)) return null;
  const w: unknown = weights[player];
  return Array.isArray(w) && w.length === size ? (w as number[]) : null;
}

function drawPair(
  pairs: readonly SecretPair[],
  weights: readonly number[] | null,
  d: number,
  rng: Rng,
): SecretPair {
  if (weights !== null) {
    let total = 0;
    for (const p of pairs) {
      const w = weights[(p.good - 1) * d + (p.evil - 1)]!;
      if (Number.isFinite(w) && w > 0) total += w;
    }
    if (total > 0) {
      let x = rng.float() * total;
      let last = pairs[0]!;
      for (const p of pairs) {
        const w = weights[(p.good - 1) * d + (p.evil - 1)]!;
        if (!(Number.isFinite(w) && w > 0)) continue;
        last = p;
        x -= w;
        if (x < 0) return p;
      }
      return last; // rounding at the very top of the range
    }
  }
  return pairs[rng.int(pairs.length)]!;
}

// Determinizing bots resample the same observation many times; the consistent pairs
// depend on the observation alone (observations are read-only), so they are kept per object.
const CANDIDATES = new WeakMap<MagicNumbersObservation, SecretPair[][]>();

function candidatesFor(obs: MagicNumbersObservation, players: number): SecretPair[][] {
  let c = CANDIDATES.get(obs);
  if (c === undefined) {
    c = Array.from({ length: players }, (_, j) => consistentSecrets(obs, j));
    CANDIDATES.set(obs, c);
  }
  return c;
}

/**
 * A full state consistent with `obs`: each hidden (good, evil) pair is drawn independently
 * among `consistentSecrets`, uniformly or by `belief.weights`; then the public turns are
 * replayed, so the history is complete. Once the game is over nothing is hidden and this is
 * the true state.
 */
export function resample(
  obs: MagicNumbersObservation,
  rng: Rng,
  belief?: unknown,
): MagicNumbersState {
  const cfg = parseConfig(obs.config);
  if (!cfg.ok)
    throw new Error(`magic-numbers: resample of a bad observation: ${cfg.error.message}`);
  const s = newGame(cfg.value);
  if (obs.phase === "setup") return s;
  const p = cfg.value.players;
  const d = cfg.value.dieSides;
  const good: number[] = [];
  const evil: number[] = [];
  const candidates = candidatesFor(obs, p);
  for (let j = 0; j < p; j++) {
    const pairs = candidates[j]!;
    if (pairs.length === 0) {
      throw new Error(
        `magic-numbers: resample of an impossible observation: no Good/Evil pair explains player ${j}'s turns`,
      );
    }
    const pair =
      pairs.length === 1 ? pairs[0]! : drawPair(pairs, beliefWeights(belief, j, d * d), d, rng);
    good.push(pair.good);
    evil.push(pair.evil);
  }
  const secrets: SecretsAction = Object.freeze({
    type: "secrets",
    good: Object.freeze(good),
    evil: Object.freeze(evil),
  });
  applyInPlace(s, secrets);
  for (const t of obs.turns) {
    applyInPlace(s, ROLL[t.roll]!);
    applyInPlace(s, t.to === t.player ? KEEP : GIVE[t.to]!);
  }
  if (obs.pendingRoll !== null) applyInPlace(s, ROLL[obs.pendingRoll]!);
  return s;
}
