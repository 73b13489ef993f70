// Take or Pay's heuristics (easy, medium) and their playout policy. Everything here reads
// only what a seat may know: the observation, whose public events also give every player's
// token count (as a player with perfect memory can work out at the table). The playout
// policy reads the same facts from a determinized state.
//
// The medium heuristic is "take when the card costs you less than the pot, allowing more
// the fewer tokens you hold", run-aware (a card next to your run costs 0 or less, and joining
// two runs pays back the upper run's low card) with two refinements: a card that fits your
// run and nobody else's is let round the table to collect tokens ("milking") while that is
// safe, and a card that fits a rival's run is taken before they get it cheap.

import type { AnyGame, Rng, takeOrPayGame } from "@number-games/engine";
import type { Observation, StatePolicy } from "../../strategy";

type Obs = takeOrPayGame.TakeOrPayObservation;
type State = takeOrPayGame.TakeOrPayState;

const PAY_ID = 0;
const TAKE_ID = 1;

/** The marginal card points of adding card c for the owner of `mine(c)`. */
function marginal(c: number, below: boolean, above: boolean): number {
  if (below && above) return -(c + 1); // joins two runs: the upper run's low card stops counting
  if (below) return 0; // extends a run upwards
  if (above) return -1; // extends a run downwards: its low card becomes c
  return c;
}

/** A table view shared by the observation policy and the state policy. */
export interface TopView {
  readonly players: number;
  readonly me: number;
  readonly card: number;
  readonly pot: number;
  /** Every player's tokens (from the public events). */
  readonly tokens: ArrayLike<number>;
  /** owner[c] = player holding card c, or -1 (length ≥ maxCard + 2). */
  readonly owner: ArrayLike<number>;
  readonly deckRemaining: number;
  /** Cards in play at the start (for the game's progress). */
  readonly deckSize: number;
}

export interface MediumParams {
  /** Take when the pot covers this fraction of the card's cost... */
  readonly ratio: number;
  /** ...less this many points per token fewer than the start... */
  readonly perMissingToken: number;
  /** ...and this many more when almost out of tokens (two or fewer). */
  readonly scarcity: number;
  /** Milk a card that fits only my run while holding at least this many tokens. */
  readonly milkTokens: number;
  /** A rival "wants" a card that costs them at most this much (fits their run). */
  readonly rivalFit: number;
  readonly startTokens: number;
}

function costFor(v: TopView, p: number): number {
  const c = v.card;
  return marginal(c, v.owner[c - 1] === p, v.owner[c + 1] === p);
}

/** The medium decision: true = take. */
export function mediumTakes(v: TopView, params: MediumParams): boolean {
  const me = v.me;
  const myTokens = v.tokens[me]!;
  if (myTokens === 0) return true;
  const myCost = costFor(v, me);
  // Would a rival take it before it comes back to me?
  let rivalWants = false;
  for (let k = 1; k < v.players; k++) {
    const q = (me + k) % v.players;
    const theirCost = costFor(v, q);
    if (
      v.tokens[q] === 0 ||
      theirCost <= params.rivalFit ||
      wouldTake(theirCost, v.pot + k, v.tokens[q]!, params)
    ) {
      rivalWants = true;
      break;
    }
  }
  if (myCost <= params.rivalFit) {
    // Fits my run: milk it while nobody else would take it and I can afford the tokens.
    return rivalWants || myTokens < params.milkTokens || v.deckRemaining === 0;
  }
  return wouldTake(myCost, v.pot, myTokens, params);
}

function wouldTake(cost: number, pot: number, tokens: number, p: MediumParams): boolean {
  const need =
    p.ratio * cost -
    p.perMissingToken * Math.max(0, p.startTokens - tokens) -
    (tokens <= 2 ? p.scarcity : 0);
  return pot >= need;
}

/** The easy decision: take when the pot covers a third of the card's face value. */
export function easyTakes(card: number, pot: number, tokens: number): boolean {
  return tokens === 0 || pot * 3 >= card;
}

// --- observation side -----------------------------------------------------------------

/** Every player's tokens, replayed from the public events. */
export function tokensFromEvents(o: Obs): number[] {
  const t = new Array<number>(o.players).fill(o.config.tokens);
  for (const e of o.events) {
    if (e.type === "pay") t[e.player]! -= 1;
    else t[e.player]! += e.pot;
  }
  return t;
}

export function viewOf(o: Obs): TopView {
  const me = o.viewer as number;
  const owner = new Int8Array(o.config.maxCard + 2).fill(-1);
  o.cards.forEach((cs, p) => {
    for (const c of cs) owner[c] = p;
  });
  return {
    players: o.players,
    me,
    card: o.faceUp!,
    pot: o.pot,
    tokens: tokensFromEvents(o),
    owner,
    deckRemaining: o.deckRemaining,
    deckSize: o.config.maxCard - o.config.minCard + 1 - o.config.removed,
  };
}

export const DEFAULT_PARAMS: Omit<MediumParams, "startTokens" | "ratio"> = {
  perMissingToken: 0,
  scarcity: 4,
  milkTokens: 4,
  rivalFit: 1,
};

/**
 * The pot fraction that makes a card worth taking, by table size: pots grow faster with more
 * players paying into them. Tuned in the arena against `easy` and against itself.
 */
export function ratioFor(players: number): number {
  return players <= 3 ? 0.25 : players === 4 ? 0.35 : 0.4;
}

export function paramsFor(
  startTokens: number,
  players: number,
  tuned: Partial<MediumParams> = {},
): MediumParams {
  return { ...DEFAULT_PARAMS, ratio: ratioFor(players), startTokens, ...tuned };
}

function pick(o: Obs, take: boolean): unknown {
  const want = take ? "take" : "pay";
  return o.legal.find((a) => (a as { type: string }).type === want) ?? o.legal[0];
}

/** Take when the pot is a third of the card (easyTakes). */
export function easy(_game: AnyGame, observation: Observation, _rng: Rng): unknown {
  const o = observation as Obs;
  const mine = o.tokens[o.viewer as number] ?? 0;
  return pick(o, easyTakes(o.faceUp!, o.pot, mine));
}

/** The run-aware rule (mediumTakes) on what the seat can see. */
export function medium(_game: AnyGame, observation: Observation, _rng: Rng): unknown {
  const o = observation as Obs;
  return pick(o, mediumTakes(viewOf(o), paramsFor(o.config.tokens, o.players)));
}

// --- state side (playouts) --------------------------------------------------------------

export function playoutPolicy(_game: AnyGame, config: unknown): StatePolicy {
  const cfg = config as Obs["config"];
  const params = paramsFor(cfg.tokens, cfg.players);
  const deckSize = cfg.maxCard - cfg.minCard + 1 - cfg.removed;
  const view = {
    players: cfg.players,
    me: 0,
    card: 0,
    pot: 0,
    tokens: new Int32Array(cfg.players) as ArrayLike<number>,
    owner: new Int8Array(0) as ArrayLike<number>,
    deckRemaining: 0,
    deckSize,
  };
  return (state) => {
    const s = state as State;
    const me = s.toMove;
    if (s.tokens[me] === 0) return TAKE_ID;
    // owner[maxCard + 1] is past the table: undefined, which is nobody's.
    view.owner = s.owner;
    view.me = me;
    view.card = s.deck[s.pos]!;
    view.pot = s.pot;
    view.tokens = s.tokens;
    view.deckRemaining = s.count - s.pos - 1;
    return mediumTakes(view, params) ? TAKE_ID : PAY_ID;
  };
}
