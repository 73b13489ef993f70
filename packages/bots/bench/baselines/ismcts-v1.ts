// FROZEN: `hard-v1`'s search, a copy of search/ismcts.ts as of 2026-11-26 (commit 3233aa0),
// kept unchanged so that the new `hard` can be measured against the old one at the same time
// per move (issue #15, item 3; docs/benchmarks.md "hard against hard-v1"). The only change
// from that copy: a deadline (search/budget.ts) may stop the loop between iterations. Do not
// improve this file; improve search/ismcts.ts.
//
// Single-observer information-set MCTS (Cowling, Powley & Whitehouse 2012) over the engine
// contract. Each iteration draws one determinization with `resample(observation, rng,
// belief)`, walks one shared tree whose edges are action ids (ids mean the same action in
// every determinization), expands one node, plays out with a policy and backs up the win
// share of the player who chose each edge. Actions that are legal in some determinizations
// only are handled as a subset-armed bandit: UCB uses each action's availability count.
//
// Chance nodes with few outcomes (a die) branch the tree by outcome; other chance nodes are
// sampled open-loop. The search reads nothing but the observation: the root state is never
// seen, so the choice is honest by construction.

import type { AnyGame, ObservationBase, Rng } from "@number-games/engine";
import { CHANCE, TERMINAL } from "@number-games/engine";
import type { Deadline } from "../../src/search/budget";
import type { StatePolicy } from "../../src/strategy";

export interface IsmctsV1Options {
  readonly iterations: number;
  /** Stops between iterations once expired (after the first). */
  readonly deadline?: Deadline;
  /** UCB exploration constant for rewards in [0, 1]. */
  readonly exploration?: number;
  /** Playout policy; uniformly random when absent. */
  readonly playout?: StatePolicy;
  /** Handed to `resample` as is. */
  readonly belief?: unknown;
  /** Merges children of other players' actions that look alike to the viewer. */
  readonly observedId?: (id: number) => number;
  /** Per-player rewards in [0, 1] at the end of a playout; win share by default. */
  readonly reward?: (game: AnyGame, state: unknown, out: Float64Array) => void;
  /**
   * Player decisions the tree holds on a path (chance steps do not count); below it the
   * playout policy decides. 1 gives flat Monte Carlo over the root's actions, which suits
   * games where other players' tree nodes would not know their own secrets (strategy fusion).
   */
  readonly treeDepth?: number;
  /**
   * An exact or heuristic value of a (determinized) state in place of a playout: writes
   * per-player rewards in [0, 1] and returns true, or returns false to play out.
   */
  readonly evaluate?: (game: AnyGame, state: unknown, out: Float64Array) => boolean;
  /** Playouts longer than this stop and score the state as it stands. */
  readonly maxPlayoutSteps?: number;
}

export interface IsmctsV1Result {
  /** The chosen action id (most visited at the root). */
  readonly id: number;
  /** Visits and mean reward of every root action, by id. */
  readonly stats: readonly { id: number; visits: number; value: number }[];
  readonly iterations: number;
}

/**
 * The tree, in flat typed arrays (one allocation per doubling, not per node): node k's
 * statistics for action id a live at k * width + a. Chance children are few (a die) and
 * kept in a map keyed by node and outcome.
 */
class Tree {
  visits: Float64Array;
  avail: Float64Array;
  value: Float64Array;
  /** Child node index by (node, observed id), 0 = none (node 0 is the root). */
  children: Int32Array;
  readonly chance = new Map<number, number>();
  size = 1;

  constructor(readonly width: number) {
    const cap = 256;
    this.visits = new Float64Array(cap * width);
    this.avail = new Float64Array(cap * width);
    this.value = new Float64Array(cap * width);
    this.children = new Int32Array(cap * width);
  }

  private grow(): void {
    const grow = <T extends Float64Array | Int32Array>(a: T): T => {
      const b = new (a.constructor as new (n: number) => T)(a.length * 2);
      b.set(a);
      return b;
    };
    this.visits = grow(this.visits);
    this.avail = grow(this.avail);
    this.value = grow(this.value);
    this.children = grow(this.children);
  }

  newNode(): number {
    if ((this.size + 1) * this.width > this.visits.length) this.grow();
    return this.size++;
  }

  child(node: number, key: number): number {
    const at = node * this.width + key;
    let c = this.children[at]!;
    if (c === 0) {
      c = this.newNode();
      this.children[at] = c;
    }
    return c;
  }

  chanceChild(node: number, outcome: number): number {
    const key = node * 1024 + outcome;
    let c = this.chance.get(key);
    if (c === undefined) {
      c = this.newNode();
      this.chance.set(key, c);
    }
    return c;
  }
}

function winShareReward(game: AnyGame, state: unknown, out: Float64Array): void {
  out.fill(0);
  const w = game.result(state).winners;
  for (const p of w) out[p] = 1 / w.length;
}

function randomPolicy(game: AnyGame): StatePolicy {
  return (state, rng, buf) => buf[rng.int(game.legalIds(state, buf))]!;
}

/** Runs the search for the observation's viewer, who must be the one to act. */
export function ismctsV1(
  game: AnyGame,
  observation: ObservationBase<unknown>,
  rng: Rng,
  options: IsmctsV1Options,
): IsmctsV1Result {
  // The config is public: any determinization carries it.
  const width = game.maxActionId(game.configOf(game.resample(observation, rng.fork())));
  const players = observation.players;
  const viewer = observation.viewer;
  const buf = new Int32Array(width);
  const c = options.exploration ?? 0.7;
  const playout = options.playout ?? randomPolicy(game);
  const reward = options.reward ?? winShareReward;
  const observedId = options.observedId;
  const maxSteps = options.maxPlayoutSteps ?? 10_000;
  const treeDepth = options.treeDepth ?? Number.POSITIVE_INFINITY;
  const evaluate = options.evaluate;
  const rewards = new Float64Array(players);
  const tree = new Tree(width);
  const rootLegal = observation.legal.map((a) => game.actionId(a));
  if (rootLegal.length === 0) throw new Error("ismcts: the viewer has nothing to do");

  // The path of one iteration: (node, id, actor) triples, preallocated and reused.
  const pathNodes: number[] = [];
  const pathIds: number[] = [];
  const pathActors: number[] = [];

  const deadline = options.deadline;
  let it = 0;
  for (; it < options.iterations; it++) {
    if (deadline !== undefined && it > 0 && deadline.expired()) break;
    const state = game.resample(observation, rng, options.belief);
    let node = 0;
    let depth = 0;
    let expanded = false;
    // Selection and expansion.
    for (;;) {
      const m = game.toMove(state);
      if (m === TERMINAL) break;
      if (m === CHANCE) {
        const outcomes = game.chanceOutcomes(state);
        if (outcomes === null) {
          game.sampleChanceInPlace(state, rng);
          node = tree.chanceChild(node, 0);
        } else {
          let x = rng.float();
          let k = 0;
          while (k < outcomes.length - 1 && x >= outcomes[k]!.probability) {
            x -= outcomes[k]!.probability;
            k++;
          }
          game.applyInPlace(state, outcomes[k]!.action);
          node = tree.chanceChild(node, k);
        }
        continue;
      }
      if (expanded || depth >= treeDepth) break;
      const n = game.legalIds(state, buf);
      const base = node * width;
      const visits = tree.visits;
      const avail = tree.avail;
      const value = tree.value;
      let untried = 0;
      for (let i = 0; i < n; i++) {
        const id = buf[i]!;
        avail[base + id]! += 1;
        if (visits[base + id] === 0) untried++;
      }
      let chosen = -1;
      if (untried > 0) {
        let k = rng.int(untried);
        for (let i = 0; i < n; i++) {
          const id = buf[i]!;
          if (visits[base + id] === 0 && k-- === 0) {
            chosen = id;
            break;
          }
        }
        expanded = true;
      } else {
        let best = Number.NEGATIVE_INFINITY;
        for (let i = 0; i < n; i++) {
          const id = buf[i]!;
          const v = visits[base + id]!;
          const u = value[base + id]! / v + c * Math.sqrt(Math.log(avail[base + id]!) / v);
          if (u > best) {
            best = u;
            chosen = id;
          }
        }
      }
      game.applyId(state, chosen);
      pathNodes[depth] = node;
      pathIds[depth] = chosen;
      pathActors[depth] = m;
      depth++;
      const key = observedId === undefined || m === viewer ? chosen : observedId(chosen);
      node = tree.child(node, key);
    }
    // Playout, unless the state can be valued directly.
    const m = game.toMove(state);
    if (m === TERMINAL || evaluate === undefined || !evaluate(game, state, rewards)) {
      for (let steps = 0; steps < maxSteps; steps++) {
        const mm = game.toMove(state);
        if (mm === TERMINAL) break;
        if (mm === CHANCE) game.sampleChanceInPlace(state, rng);
        else game.applyId(state, playout(state, rng, buf));
      }
      reward(game, state, rewards);
    }
    // Backpropagation: each edge learns the reward of the player who chose it.
    for (let d = 0; d < depth; d++) {
      const at = pathNodes[d]! * width + pathIds[d]!;
      tree.visits[at]! += 1;
      tree.value[at]! += rewards[pathActors[d]!]!;
    }
  }

  let bestId = rootLegal[0]!;
  let bestVisits = -1;
  let bestValue = -1;
  const stats = rootLegal.map((id) => {
    const v = tree.visits[id]!;
    const value = v > 0 ? tree.value[id]! / v : 0;
    if (v > bestVisits || (v === bestVisits && value > bestValue)) {
      bestVisits = v;
      bestValue = value;
      bestId = id;
    }
    return { id, visits: v, value };
  });
  return { id: bestId, stats, iterations: it };
}
