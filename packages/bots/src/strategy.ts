// What a game contributes to its bots: the per-game heuristics, the belief handed to
// `resample`, the fast playout policy and the search budgets. Each game's folder under games/
// assembles one (games/<id>/index.ts), registered in games/registry.ts by GameId; the levels,
// the search and the arena use only this interface and the engine's contract, never a
// game's id.

import type { AnyGame, ObservationBase, Rng } from "@number-games/engine";
import type { SearchBudget } from "./search/budget";

export type Observation = ObservationBase<unknown>;

/** An observation-level policy: the legal action to play (one of `observation.legal`). */
export type ObservationPolicy = (game: AnyGame, observation: Observation, rng: Rng) => unknown;

/**
 * A fast policy on a full (determinized) state, used inside search playouts: returns the
 * action id for the player to move. `buf` has room for `maxActionId` ids.
 */
export type StatePolicy = (state: unknown, rng: Rng, buf: Int32Array) => number;

/**
 * A rollout as one call: writes into `out` the per-player rewards of playing action `id` in
 * the (determinized) `world` and then the game's playout policy to the end, exactly what
 * cloning, `applyId`, stepping the StatePolicy with `rng` and the reward would give (a game's
 * test checks it). Leaves `world` unchanged.
 */
export type RolloutKernel = (world: unknown, id: number, rng: Rng, out: Float64Array) => void;

/** A game's own search: the action to play, within the budget (tuned for `hard` if given). */
export type SearchFn = (
  game: AnyGame,
  observation: Observation,
  rng: Rng,
  budget: SearchBudget,
  tuning?: HardTuning,
) => unknown;

/**
 * The `hard` level's use of its budget (issue #15: the same time buys more strength). Each
 * choice was measured against hard-v1 at equal time (docs/benchmarks.md "hard against hard-v1").
 */
export interface HardTuning {
  /** The game's own search for `hard` only (expert and hard-v1 keep theirs). */
  readonly search?: SearchFn;
  /** Paired rollouts (search/paired.ts) instead of ISMCTS: flat games with few root actions. */
  readonly paired?: boolean;
  /** ISMCTS iterations per sampled world (IsmctsOptions.reuse). */
  readonly reuse?: number;
  /**
   * Successive elimination: stop playing out an action whose paired deficit exceeds this many
   * standard errors (paired rollouts and a game's own rollout search).
   */
  readonly eliminate?: number;
  /**
   * Magic Numbers at 2 players: decide by the open game's values under the beliefs
   * (games/magic-numbers/open-play.ts); false: by rollouts as at 3 or more players.
   */
  readonly open?: boolean;
  /**
   * Grades a playout's result beyond win or lose (search/paired.ts `marginReward`): `sign` 1
   * where the higher score wins, −1 where the lower does; the margin over the best other
   * player is worth `weight` of the reward, through tanh(margin / scale).
   */
  readonly scoreMargin?: { readonly sign: 1 | -1; readonly scale: number; readonly weight: number };
  /**
   * The reward at the end of a playout read straight from the state (no `result` object):
   * replaces `scoreMargin` and the default win share, and must agree with them.
   */
  readonly reward?: (game: AnyGame, state: unknown, out: Float64Array) => void;
}

export interface GameStrategy {
  /** A simple sensible heuristic. */
  readonly easy: ObservationPolicy;
  /** A strong hand-written heuristic; must decide in well under a millisecond. */
  readonly medium: ObservationPolicy;
  /** The viewer's belief about hidden information, in the form the game's resample takes. */
  readonly belief?: (game: AnyGame, observation: Observation) => unknown;
  /** The playout policy for search (the medium heuristic on a full state), per config. */
  readonly playoutPolicy: (game: AnyGame, config: unknown) => StatePolicy;
  /** Hard's paired rollouts as one kernel call each, where given (with hard's reward). */
  readonly rollout?: (game: AnyGame, config: unknown) => RolloutKernel;
  /**
   * Hard's paired rollouts' worlds, where given: from one observation, a function drawing a
   * fresh determinization (distributed as `resample`'s) at each call, which may reuse one
   * object (valid until the next call; nothing may change it).
   */
  readonly worldSampler?: (
    game: AnyGame,
    observation: Observation,
    rng: Rng,
  ) => (rng: Rng) => unknown;
  /**
   * What the viewer sees of another player's action `id`, as an action id: search merges
   * tree children whose actions look the same to the viewer. Identity when absent.
   */
  readonly observedId?: (id: number) => number;
  /**
   * Rewards in [0, 1] per player at the end of a (possibly cut-off) playout; by default the
   * win share (1/|winners| for each winner).
   */
  readonly reward?: (game: AnyGame, state: unknown, out: Float64Array) => void;
  /** How `hard` spends its budget (hard-v1 and expert ignore it); plain ISMCTS when absent. */
  readonly hard?: HardTuning;
  /** Player decisions kept in the search tree per path (see IsmctsOptions.treeDepth). */
  readonly treeDepth?: number;
  /**
   * The game's own search for `hard` and `expert`, replacing ISMCTS; `budget.iterations` is the
   * level's (hardIterations or expertIterations, or the caller's `iterations`), in the search's
   * unit, and `budget.deadline` a time limit when the caller set one.
   */
  readonly search?: SearchFn;
  /** Search budgets (per move) of the `hard` and `expert` levels: ISMCTS iterations by default. */
  readonly hardIterations: number;
  readonly expertIterations: number;
  /** `expert` only: an exactly solved answer where a solver applies, else null (search). */
  readonly solved?: (game: AnyGame, observation: Observation, rng: Rng) => unknown | null;
  /**
   * The post-game review (src/review/): the exact value in expected points of each action in
   * `observation.legal` (same order) where a solver applies, else null (rollouts then).
   */
  readonly exactValues?: (game: AnyGame, observation: Observation) => number[] | null;
}
