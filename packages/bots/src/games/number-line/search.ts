// Number Line's `hard` search: the same single-observer ISMCTS as search/ismcts.ts (one shared
// tree over action ids, subset-armed UCB, other players' decoy flags merged in the tree as
// the viewer cannot tell them apart, the win share as reward), run over world.ts's bitmask
// worlds instead of engine states, with a smaller exploration constant (the tree gets six
// times the iterations of hard-v1's in the same time):
//   - a determinization is a copy of one template world plus a coin per player whose cards
//     this round are hidden (the engine's resample replays the whole history every time);
//   - the tree walk lists and applies actions on the bitmasks;
//   - the playout is world.ts's greedy kernel (playout.ts's policy, in locals);
//   - UCB's logarithms come from a table, and the clock is read every 4th iteration.
// The template comes from `resample` of the observation, and the hidden cards are the ones
// the observation shows without a flag: the search reads nothing else, so it is honest by
// construction (test/levels.test.ts's honesty test covers it).

import type { AnyGame, numberLineGame, Rng } from "@number-games/engine";
import type { SearchBudget } from "../../search/budget";
import type { Observation } from "../../strategy";
import { marginRewardsOf } from "./reward";
import {
  greedyPlayout,
  loadWorld,
  MAX_WORLD_PLAYERS,
  NlWorld,
  worldApply,
  worldLegal,
} from "./world";

type Obs = numberLineGame.NumberLineObservation;
type State = numberLineGame.NumberLineState;

const FLAG_REAL = 1;
const FLAG_DECOY = 2;
const WIDTH = 30;

/**
 * The tree, in flat typed arrays kept from one search to the next (a search at 10 ms makes
 * ten thousand nodes, megabytes that a fresh tree per move would allocate and collect): node
 * k's statistics for action id a at k · WIDTH + a, its row cleared when the node is made.
 */
class WorldTree {
  visits = new Int32Array(0);
  avail = new Int32Array(0);
  value = new Float64Array(0);
  /** Child node by (node, observed id), 0 = none (node 0 is the root). */
  children = new Int32Array(0);
  size = 0;

  /** An empty tree: the root only. */
  reset(): void {
    this.size = 0;
    this.newNode();
  }

  private grow(): void {
    const cap = Math.max(1024 * WIDTH, this.visits.length * 2);
    const visits = new Int32Array(cap);
    const avail = new Int32Array(cap);
    const value = new Float64Array(cap);
    const children = new Int32Array(cap);
    visits.set(this.visits);
    avail.set(this.avail);
    value.set(this.value);
    children.set(this.children);
    this.visits = visits;
    this.avail = avail;
    this.value = value;
    this.children = children;
  }

  newNode(): number {
    if ((this.size + 1) * WIDTH > this.visits.length) this.grow();
    const from = this.size * WIDTH;
    const to = from + WIDTH;
    this.visits.fill(0, from, to);
    this.avail.fill(0, from, to);
    this.value.fill(0, from, to);
    this.children.fill(0, from, to);
    return this.size++;
  }

  child(node: number, key: number): number {
    const at = node * WIDTH + key;
    let c = this.children[at]!;
    if (c === 0) {
      c = this.newNode();
      this.children[at] = c;
    }
    return c;
  }
}

const sharedTree = new WorldTree();

/** LOG[n] = ln n, for UCB's visit counts. */
const LOG_SIZE = 1 << 16;
const LOG = new Float64Array(LOG_SIZE);
for (let n = 1; n < LOG.length; n++) LOG[n] = Math.log(n);

/** The next sfc32 word of `g` (as Rng.nextU32). */
function next(g: Int32Array): number {
  const a = g[0]!;
  const b = g[1]!;
  const c = g[2]!;
  const d = g[3]!;
  const t = (((a + b) | 0) + d) | 0;
  g[3] = (d + 1) | 0;
  g[0] = b ^ (b >>> 9);
  g[1] = (c + (c << 3)) | 0;
  g[2] = (((c << 21) | (c >>> 11)) + t) | 0;
  return t >>> 0;
}

/** Worlds consistent with an observation: a template and the cards whose flags are hidden. */
export class Determinizer {
  readonly template = new NlWorld();
  /** Players with hidden flags this round, in order of their first card. */
  private readonly hidden: number[] = [];
  /** Per player: the bit of their first and second card this round (0: none yet). */
  private readonly first = new Int32Array(MAX_WORLD_PLAYERS);
  private readonly second = new Int32Array(MAX_WORLD_PLAYERS);

  constructor(game: AnyGame, observation: Obs, rng: Rng) {
    const t = this.template;
    loadWorld(t, game.resample(observation, rng) as State);
    for (const pl of observation.placements) {
      if (pl.decoy !== undefined) continue;
      const p = pl.player;
      const bit = 1 << (pl.number - 1);
      if (this.first[p] === 0) {
        this.first[p] = bit;
        this.hidden.push(p);
      } else this.second[p] = bit;
      // The template forgets what resample drew for them.
      t.scoring &= ~bit;
      t.decoyAt[p] = 0;
      t.flags &= ~(3 << (2 * p));
    }
  }

  /** A fresh world into `w`: each hidden player's first card is the decoy with odds ½. */
  sample(w: NlWorld, gen: Int32Array): void {
    w.copyFrom(this.template);
    const hidden = this.hidden;
    for (let h = 0; h < hidden.length; h++) {
      const p = hidden[h]!;
      const first = this.first[p]!;
      const second = this.second[p]!;
      if (next(gen) < 2147483648) {
        w.flags |= FLAG_DECOY << (2 * p);
        w.decoyAt[p] = first;
        w.scoring |= second;
      } else {
        w.flags |= FLAG_REAL << (2 * p);
        w.scoring |= first;
        w.decoyAt[p] = second;
      }
    }
  }
}

export interface WorldSearchResult {
  readonly id: number;
  readonly iterations: number;
}

/**
 * Win share × (1 − weight) + weight × (1 + tanh(margin / scale)) / 2, as reward.ts; with
 * weight 0, the win share.
 */
export function marginRewards(w: NlWorld, weight: number, scale: number, out: Float64Array): void {
  marginRewardsOf(w.totals, w.players, w.toMove < 0, weight, scale, out);
}

export interface WorldSearchOptions {
  /**
   * UCB's exploration constant: 0.35 by default, half of generic ISMCTS's 0.7. With six
   * times the iterations in the same time the tree can afford to exploit more: at 10 ms,
   * 600–900 games each against two hard-v1 (docs/benchmarks.md), c = 0.35 won 41.7–44.0%,
   * 0.5 won 40.9%, 0.25 won 38.9%, and 0.7 won 37.0%.
   */
  readonly exploration?: number;
  /**
   * The weight and scale of the points margin in the reward (reward.ts's formula); 0 by
   * default: the plain win share. At c = 0.35 over the same 600 deals, weight 0 won 44.0%,
   * ¼ won 39.0% and ½ won 38.3% (a margin buys points, not wins).
   */
  readonly weight?: number;
  readonly scale?: number;
}

/** ISMCTS for the observation's viewer (who must be to move) over bitmask worlds. */
export function worldSearch(
  game: AnyGame,
  observation: Obs,
  rng: Rng,
  budget: SearchBudget,
  options: WorldSearchOptions = {},
): WorldSearchResult {
  const rootLegal = observation.legal.map((a) => game.actionId(a));
  if (rootLegal.length === 0) throw new Error("number-line search: the viewer has nothing to do");
  const det = new Determinizer(game, observation, rng.fork());
  const gen = Int32Array.from(rng.fork().getState());
  const viewer = observation.viewer as number;
  const c = options.exploration ?? 0.35;
  const weight = options.weight ?? 0;
  const scale = options.scale ?? 2;
  // Searches never interleave (each runs to its end synchronously), so one tree serves all.
  const tree = sharedTree;
  tree.reset();
  const buf = new Int32Array(WIDTH);
  const rewards = new Float64Array(MAX_WORLD_PLAYERS);
  const w = new NlWorld();
  const pathAt: number[] = [];
  const pathActors: number[] = [];
  const deadline = budget.deadline;
  const iterations = budget.iterations;
  let it = 0;
  for (; it < iterations; it++) {
    if (deadline !== undefined && it > 0 && (it & 3) === 0 && deadline.expired()) break;
    det.sample(w, gen);
    let node = 0;
    let depth = 0;
    for (;;) {
      const m = w.toMove;
      if (m < 0) break;
      const n = worldLegal(w, buf);
      const base = node * WIDTH;
      const visits = tree.visits;
      const avail = tree.avail;
      const value = tree.value;
      let untried = 0;
      for (let i = 0; i < n; i++) {
        const at = base + buf[i]!;
        avail[at]! += 1;
        if (visits[at] === 0) untried++;
      }
      let chosen = -1;
      if (untried > 0) {
        let k = Math.floor((next(gen) * untried) / 4294967296);
        for (let i = 0; i < n; i++) {
          const id = buf[i]!;
          if (visits[base + id] === 0 && k-- === 0) {
            chosen = id;
            break;
          }
        }
      } else {
        let best = Number.NEGATIVE_INFINITY;
        for (let i = 0; i < n; i++) {
          const id = buf[i]!;
          const at = base + id;
          const v = visits[at]!;
          const av = avail[at]!;
          const lg = av < LOG_SIZE ? LOG[av]! : Math.log(av);
          const u = value[at]! / v + c * Math.sqrt(lg / v);
          if (u > best) {
            best = u;
            chosen = id;
          }
        }
      }
      worldApply(w, chosen);
      pathAt[depth] = base + chosen;
      pathActors[depth] = m;
      depth++;
      // Another player's real and decoy card on a number look alike to the viewer.
      let key = chosen;
      if (m !== viewer) {
        const k = chosen % 3;
        if (k !== 0) key = chosen - k + 1;
      }
      node = tree.child(node, key);
      if (untried > 0) break;
    }
    if (w.toMove >= 0) greedyPlayout(w, gen);
    marginRewards(w, weight, scale, rewards);
    const visits = tree.visits;
    const value = tree.value;
    for (let d = 0; d < depth; d++) {
      const at = pathAt[d]!;
      visits[at]! += 1;
      value[at]! += rewards[pathActors[d]!]!;
    }
  }
  let bestId = rootLegal[0]!;
  let bestVisits = -1;
  let bestValue = -1;
  for (const id of rootLegal) {
    const v = tree.visits[id]!;
    const value = v > 0 ? tree.value[id]! / v : 0;
    if (v > bestVisits || (v === bestVisits && value > bestValue)) {
      bestVisits = v;
      bestValue = value;
      bestId = id;
    }
  }
  return { id: bestId, iterations: it };
}

/** `hard`'s search (HardTuning.search): the action worldSearch chooses. */
export function hardSearch(
  game: AnyGame,
  observation: Observation,
  rng: Rng,
  budget: SearchBudget,
): unknown {
  return game.actionFromId(worldSearch(game, observation as Obs, rng, budget).id);
}
