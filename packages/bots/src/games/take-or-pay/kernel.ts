// Take or Pay's search fast path, for hard's paired rollouts: one action and then the rest of
// the game played by medium for everyone in one loop over small typed arrays (no policy call,
// no view object, no action dispatch, no clone, no move log), scored without building a
// result; and fresh worlds by reshuffling one resampled world's unseen cards in place. The
// rollout gives exactly the rewards of cloning, applying the action, stepping heuristics.ts's
// playout policy through the engine's applyId and winShareReward
// (test/take-or-pay-kernel.test.ts checks on thousands of positions). Medium's playouts draw
// nothing: the deck order fixes them.

import type { AnyGame, Rng, takeOrPayGame } from "@number-games/engine";
import type { Observation, RolloutKernel } from "../../strategy";
import { paramsFor } from "./heuristics";

type State = takeOrPayGame.TakeOrPayState;
type Config = takeOrPayGame.TakeOrPayConfig;

const TAKE_ID = 1;

/** marginal() of heuristics.ts: what card c costs p, given the runs p holds. */
function cost(owner: Int8Array, c: number, p: number): number {
  const below = owner[c - 1] === p;
  const above = owner[c + 1] === p;
  if (below && above) return -(c + 1);
  if (below) return 0;
  if (above) return -1;
  return c;
}

/** A plan for the face-up card, by the player to move (see `planRollout`). */
export const TAKE_NOW = 0;
/** Pay now, then medium decides as usual. */
export const PAY_THEN_MEDIUM = -1;

/**
 * The rollouts for a config: `run(world, plan, out)` writes the rewards (win share) of the
 * player to move in `world` following `plan` for the face-up card, then medium (mediumTakes
 * with paramsFor's parameters) for everyone to the end, on scratch copies of the owners and
 * tokens (the world is left as it was, so one world serves every plan without a clone).
 * Plans: TAKE_NOW; PAY_THEN_MEDIUM; k ≥ 1: pay now and on the next k − 1 times the card comes
 * back, take it the k-th time (if nobody took it first; with no token left, take).
 * With `scores`, also writes each player's final score there (card points − tokens, lower wins).
 */
export function planRollout(
  _game: AnyGame,
  config: unknown,
): (world: unknown, plan: number, out: Float64Array, scores?: Float64Array) => void {
  const cfg = config as Config;
  const { ratio, perMissingToken, scarcity, milkTokens, rivalFit, startTokens } = paramsFor(
    cfg.tokens,
    cfg.players,
  );
  const P = cfg.players;
  const { minCard, maxCard } = cfg;
  // wouldTake: pot ≥ ratio · cost − allowance[tokens], where the allowance is
  // perMissingToken · max(0, start − tokens), plus scarcity with two tokens or fewer. Tokens
  // and pot together always make P · start, so the table covers every count.
  const allowance = Float64Array.from(
    { length: P * startTokens + 1 },
    (_, t) => perMissingToken * Math.max(0, startTokens - t) + (t <= 2 ? scarcity : 0),
  );
  // owner by card, one past maxCard (nobody's) so that c + 1 is always in range.
  const owner = new Int8Array(maxCard + 2);
  const tokens = new Int32Array(P);
  return (world, plan, out, scores) => {
    const s = world as State;
    for (let c = 0; c <= maxCard; c++) owner[c] = s.owner[c]!;
    owner[maxCard + 1] = -1;
    for (let p = 0; p < P; p++) tokens[p] = s.tokens[p]!;
    const deck = s.deck;
    const count = s.count;
    let pos = s.pos;
    let pot = s.pot;
    let me = s.toMove;
    const planner = me;
    const planned = pos;
    // Pays still to make on the planned card before taking it (plans ≥ 1).
    let pays = plan;
    let take = plan === TAKE_NOW;
    if (plan > 0) pays--;
    for (;;) {
      const card = deck[pos]!;
      const mine = tokens[me]!;
      if (take) {
        owner[card] = me;
        tokens[me] = mine + pot;
        pot = 0;
        if (++pos === count) break;
      } else {
        tokens[me] = mine - 1;
        pot++;
        me = me + 1 === P ? 0 : me + 1;
      }
      const next = deck[pos]!;
      const held = tokens[me]!;
      take = held === 0;
      if (take) continue;
      if (plan > 0 && me === planner && pos === planned) {
        take = pays === 0;
        if (!take) pays--;
        continue;
      }
      // Medium's choice (heuristics.ts's mediumTakes).
      const myCost = cost(owner, next, me);
      let rivalWants = false;
      for (let k = 1; k < P; k++) {
        let q = me + k;
        if (q >= P) q -= P;
        const theirs = tokens[q]!;
        if (theirs === 0) {
          rivalWants = true;
          break;
        }
        const theirCost = cost(owner, next, q);
        if (theirCost <= rivalFit || pot + k >= ratio * theirCost - allowance[theirs]!) {
          rivalWants = true;
          break;
        }
      }
      if (myCost <= rivalFit) take = rivalWants || held < milkTokens || pos === count - 1;
      else take = pot >= ratio * myCost - allowance[held]!;
    }
    // The win share: lowest (card points − tokens) wins, ties share.
    let best = Number.POSITIVE_INFINITY;
    let winners = 0;
    for (let p = 0; p < P; p++) {
      let sum = 0 - tokens[p]!; // not -tokens[p]: no -0 for a player with no token
      let prevMine = false;
      for (let c = minCard; c <= maxCard; c++) {
        const mine = owner[c] === p;
        if (mine && !prevMine) sum += c;
        prevMine = mine;
      }
      out[p] = sum;
      if (sum < best) {
        best = sum;
        winners = 1;
      } else if (sum === best) winners++;
    }
    for (let p = 0; p < P; p++) {
      if (scores !== undefined) scores[p] = out[p]!;
      out[p] = out[p] === best ? 1 / winners : 0;
    }
  };
}

/**
 * The paired rollouts' kernel (GameStrategy.rollout): take (id 1) is TAKE_NOW, pay (id 0)
 * PAY_THEN_MEDIUM. Medium draws nothing: `rng` is unused.
 */
export function mediumRollout(game: AnyGame, config: unknown): RolloutKernel {
  const run = planRollout(game, config);
  return (world, id, _rng, out) => run(world, id === TAKE_ID ? TAKE_NOW : PAY_THEN_MEDIUM, out);
}

/**
 * Worlds for the viewer of `observation`: one resample, then each call shuffles its unseen
 * cards (the face-down deck and the removed cards, deck[pos + 1..]) afresh in place, which
 * draws uniformly among the deals the observation allows, as resample does. The world
 * returned is the same object every time: valid until the next call, not to be changed.
 */
export function unseenShuffler(
  game: AnyGame,
  observation: Observation,
  rng: Rng,
): (rng: Rng) => unknown {
  const world = game.resample(observation, rng) as State;
  const from = world.pos + 1;
  return (r) => {
    r.shuffle(world.deck, from);
    return world;
  };
}
