// What a seat may know, and states consistent with it.
//
// Hidden: during a decoy round, which of another player's cards is the decoy, until the round
// is scored. Everything else is public. The observation keeps every scored round in full
// (perfect recall) and the current round's placements, with decoy flags shown only for the
// viewer's own cards. Built from the placement history alone, so nothing else can leak.
// `viewHistory` is the same knowledge as a list of actions.

import type { ActionView, Actor, GameResult, ObservationBase, Viewer } from "../../core/game";
import { actorFromCode } from "../../core/game";
import type { Rng } from "../../core/rng";
import type { NumberLineAction } from "./actions";
import { actionFromId, actionId, FLAG_DECOY, makeAction } from "./actions";
import { legalActions } from "./apply";
import type { NumberLineConfig } from "./config";
import type { NumberLineState } from "./state";
import {
  applyId,
  isDecoyRound,
  isTerminal,
  lineLength,
  newState,
  placerOf,
  resultOf,
  roundLength,
  startPlayer,
} from "./state";

export interface NumberLinePlacement {
  readonly player: number;
  readonly number: number;
  /**
   * true = decoy, false = real card, null = a round without decoys (1 and 3). Absent when the
   * viewer may not know it yet (another player's card in the current decoy round).
   */
  readonly decoy?: boolean | null;
}

export interface NumberLineRoundSummary {
  readonly round: number;
  readonly lineLength: number;
  readonly startPlayer: number;
  readonly decoyRound: boolean;
  /** In order of play; `decoy` is always present (scored rounds are public). */
  readonly placements: readonly NumberLinePlacement[];
  /** Points per player in this round. */
  readonly points: readonly number[];
}

export interface NumberLineObservation extends ObservationBase<NumberLineAction> {
  readonly game: "number-line";
  readonly viewer: Viewer;
  readonly players: number;
  readonly actor: Actor;
  readonly legal: readonly NumberLineAction[];
  readonly result?: GameResult;
  readonly firstPlayer: number;
  /** The current round; once the game is over, the last round played (scored, all public). */
  readonly round: number;
  /** The round uses the numbers 1..lineLength. */
  readonly lineLength: number;
  readonly decoyRound: boolean;
  readonly startPlayer: number;
  /** The current round's cards in order of play. */
  readonly placements: readonly NumberLinePlacement[];
  /** Cards each player will still place this round (fewer if the line fills first). */
  readonly cardsToPlace: readonly number[];
  /** Total points per player over the scored rounds. */
  readonly totals: readonly number[];
  /** Every scored round, in order. */
  readonly rounds: readonly NumberLineRoundSummary[];
}

function decoyOf(flag: number, decoyRound: boolean): boolean | null {
  return decoyRound ? flag === FLAG_DECOY : null;
}

export function observe(s: NumberLineState, viewer: Viewer): NumberLineObservation {
  const config = s.config;
  const P = s.players;
  const terminal = isTerminal(s);
  const rounds: NumberLineRoundSummary[] = [];
  let at = 0;
  for (let r = 1; r <= s.roundsScored; r++) {
    const decoyRound = isDecoyRound(r);
    const start = startPlayer(config, r);
    const len = roundLength(P, r);
    const placements: NumberLinePlacement[] = [];
    for (let t = 0; t < len; t++) {
      const id = s.hist[at + t]!;
      placements.push({
        player: placerOf(config, r, t),
        number: ((id / 3) | 0) + 1,
        decoy: decoyOf(id % 3, decoyRound),
      });
    }
    at += len;
    rounds.push({
      round: r,
      lineLength: lineLength(r),
      startPlayer: start,
      decoyRound,
      placements,
      points: Array.from(s.roundPoints.subarray((r - 1) * P, r * P)),
    });
  }
  let placements: readonly NumberLinePlacement[];
  const cardsToPlace: number[] = new Array<number>(P).fill(0);
  if (terminal) {
    placements = rounds[rounds.length - 1]?.placements ?? [];
  } else {
    const current: NumberLinePlacement[] = [];
    for (let t = 0; t < s.placed; t++) {
      const id = s.hist[at + t]!;
      const player = placerOf(config, s.round, t);
      const number = ((id / 3) | 0) + 1;
      if (!s.decoyRound) current.push({ player, number, decoy: null });
      else if (player === viewer) current.push({ player, number, decoy: id % 3 === FLAG_DECOY });
      else current.push({ player, number });
    }
    placements = current;
    for (let t = s.placed; t < s.roundEnd; t++) {
      const p = placerOf(config, s.round, t);
      cardsToPlace[p] = cardsToPlace[p]! + 1;
    }
  }
  const obs: NumberLineObservation = {
    game: "number-line",
    viewer,
    players: P,
    actor: actorFromCode(s.toMove),
    legal: viewer === s.toMove ? legalActions(s) : [],
    firstPlayer: config.firstPlayer,
    round: s.round,
    lineLength: s.lineLength,
    decoyRound: s.decoyRound,
    startPlayer: s.startPlayer,
    placements,
    cardsToPlace,
    totals: Array.from(s.totals),
    rounds,
  };
  return terminal ? { ...obs, result: resultOf(s) } : obs;
}

/** Another player's placement in the current decoy round, as the viewer sees it: no flag. */
export interface NumberLineHiddenPlacement {
  readonly type: "place";
  readonly number: number;
}

/**
 * The placements as `viewer` may know them: in full, except another player's card in the
 * current decoy round, whose `decoy` flag is left out until the round is scored.
 */
export function viewHistory(s: NumberLineState, viewer: Viewer): ActionView<NumberLineAction>[] {
  let currentRoundFrom = 0;
  for (let r = 1; r <= s.roundsScored; r++) currentRoundFrom += roundLength(s.players, r);
  const hiding = s.decoyRound && !isTerminal(s);
  const out: ActionView<NumberLineAction>[] = [];
  for (let i = 0; i < s.histLen; i++) {
    const action = actionFromId(s.hist[i]!);
    const hidden =
      hiding &&
      i >= currentRoundFrom &&
      placerOf(s.config, s.round, i - currentRoundFrom) !== viewer;
    if (!hidden) out.push({ kind: "known", action });
    else {
      const shown: NumberLineHiddenPlacement = { type: "place", number: action.number };
      out.push({ kind: "partial", shown });
    }
  }
  return out;
}

/** `belief.firstIsDecoy[p]`: the probability that p's first card this round is the decoy. */
function firstIsDecoyProbability(belief: unknown, player: number): number {
  if (typeof belief !== "object" || belief === null) return 0.5;
  const list = (belief as { firstIsDecoy?: unknown }).firstIsDecoy;
  if (!Array.isArray(list)) return 0.5;
  const q: unknown = list[player];
  return typeof q === "number" && q >= 0 && q <= 1 ? q : 0.5;
}

/**
 * A full state consistent with `obs`: the scored rounds and the visible flags as observed, and
 * for each other player's cards in the current decoy round, which one is the decoy drawn at
 * random (uniformly, or with `belief.firstIsDecoy[p]` for p's first card).
 */
export function resample(obs: NumberLineObservation, rng: Rng, belief?: unknown): NumberLineState {
  const config: NumberLineConfig = { players: obs.players, firstPlayer: obs.firstPlayer };
  const s = newState(config);
  const place = (p: NumberLinePlacement, decoy: boolean | undefined): void => {
    applyId(s, actionId(makeAction(p.number, decoy)));
  };
  for (const round of obs.rounds) {
    for (const p of round.placements) place(p, p.decoy ?? undefined);
  }
  if (obs.actor.kind === "terminal") return s;
  // Draw once per player with hidden cards, in order of their first card this round.
  const firstIsDecoy = new Map<number, boolean>();
  for (const p of obs.placements) {
    if (p.decoy !== undefined) {
      place(p, p.decoy ?? undefined);
      continue;
    }
    const drawn = firstIsDecoy.get(p.player);
    if (drawn === undefined) {
      const isDecoy = rng.float() < firstIsDecoyProbability(belief, p.player);
      firstIsDecoy.set(p.player, isDecoy);
      place(p, isDecoy);
    } else place(p, !drawn);
  }
  return s;
}
