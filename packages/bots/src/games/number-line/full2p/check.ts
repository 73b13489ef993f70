// Checking a 2-player Number Line strategy from outside the solver: an exact best response
// computed by walking a game tree that some rules implementation generates (the engine's own
// `getGame("number-line")`, or any other with the same interface), knowing nothing of the
// solver's trees. The strategy is only asked for action probabilities at observations.
//
// The walk goes round by round: within a round it expands every line of play, groups the
// best responder's nodes by what that seat observes, and picks for each group the action with
// the highest opponent-reach-weighted value, deepest first (perfect recall: every node of a
// group has the same depth). A finished round hands over to the next, whose value is
// memoised by the public state at its start (round and totals: everything else is cleared).

import type { AnyGame, numberLineGame } from "@number-games/engine";
import type { LineView } from "./policy";

export interface WalkRules<S> {
  /** Seat to move, or a negative number when the game is over. */
  toMove(s: S): number;
  legalIds(s: S): number[];
  /** A new state (s is untouched). */
  play(s: S, id: number): S;
  round(s: S): number;
  totals(s: S): readonly number[];
  /** The seat's observation (what the strategy and the best responder may know). */
  view(s: S, seat: number): LineView;
  /** Only at the end: the winners (two seats for a shared win). */
  winners(s: S): readonly number[];
}

/** Action probabilities of the strategy at an observation (null: no move known). */
export type ViewPolicy = (
  view: LineView,
) => { ids: readonly number[]; probabilities: readonly number[] } | null;

/** +1 win, 0 shared, −1 loss for `seat`. */
function payoff(winners: readonly number[], seat: number): number {
  if (winners.length !== 1) return 0;
  return winners[0] === seat ? 1 : -1;
}

interface WalkNode<S> {
  readonly state: S;
  readonly depth: number;
  readonly mover: number;
  /** The best responder's observation key (its own nodes only). */
  readonly key: string;
  readonly reach: number;
  readonly ids: number[];
  readonly probs: number[];
  readonly children: number[];
  value: number;
}

/** The value to `seat` of its best response against `policy` playing the other seat. */
export function bestResponseWalk<S>(
  rules: WalkRules<S>,
  root: S,
  seat: number,
  policy: ViewPolicy,
): number {
  const memo = new Map<string, number>();
  const fromRoundStart = (start: S): number => {
    if (rules.toMove(start) < 0) return payoff(rules.winners(start), seat);
    const memoKey = `${rules.round(start)}|${rules.totals(start).join(",")}`;
    const hit = memo.get(memoKey);
    if (hit !== undefined) return hit;
    const r = rules.round(start);
    const nodes: WalkNode<S>[] = [];
    const add = (state: S, depth: number, reach: number): number => {
      const index = nodes.length;
      const over = rules.toMove(state) < 0 || rules.round(state) !== r;
      const mover = over ? -1 : rules.toMove(state);
      let ids: number[] = [];
      let probs: number[] = [];
      let key = "";
      if (mover === seat) {
        ids = rules.legalIds(state);
        key = JSON.stringify(rules.view(state, seat).placements);
      } else if (mover >= 0) {
        const d = policy(rules.view(state, mover));
        if (d === null) throw new Error("bestResponseWalk: the strategy has no move here");
        const legal = new Set(rules.legalIds(state));
        ids = [];
        probs = [];
        d.ids.forEach((id, k) => {
          if (!legal.has(id)) {
            if (d.probabilities[k]! > 0) throw new Error(`bestResponseWalk: illegal action ${id}`);
            return;
          }
          ids.push(id);
          probs.push(d.probabilities[k]!);
        });
      }
      nodes.push({ state, depth, mover, key, reach, ids, probs, children: [], value: 0 });
      if (over) return index;
      for (let k = 0; k < ids.length; k++) {
        const p = mover === seat ? 1 : probs[k]!;
        const child = add(rules.play(state, ids[k]!), depth + 1, reach * p);
        nodes[index]!.children.push(child);
      }
      return index;
    };
    add(start, 0, 1);
    const maxDepth = nodes.reduce((m, n) => Math.max(m, n.depth), 0);
    for (let d = maxDepth; d >= 0; d--) {
      const level = nodes.filter((n) => n.depth === d);
      const sums = new Map<string, Map<number, number>>();
      for (const n of level) {
        if (n.mover < 0) {
          n.value = fromRoundStart(n.state);
        } else if (n.mover !== seat) {
          let v = 0;
          n.children.forEach((c, k) => {
            v += n.probs[k]! * nodes[c]!.value;
          });
          n.value = v;
        } else {
          let m = sums.get(n.key);
          if (m === undefined) {
            m = new Map();
            sums.set(n.key, m);
          }
          n.children.forEach((c, k) => {
            const id = n.ids[k]!;
            m.set(id, (m.get(id) ?? 0) + n.reach * nodes[c]!.value);
          });
        }
      }
      const choice = new Map<string, number>();
      for (const [key, m] of sums) {
        let best = -1;
        let bestV = Number.NEGATIVE_INFINITY;
        for (const [id, v] of m) {
          if (v > bestV) {
            bestV = v;
            best = id;
          }
        }
        choice.set(key, best);
      }
      for (const n of level) {
        if (n.mover !== seat) continue;
        const id = choice.get(n.key)!;
        const k = n.ids.indexOf(id);
        if (k < 0) throw new Error("bestResponseWalk: an observation's legal actions differ");
        n.value = nodes[n.children[k]!]!.value;
      }
    }
    const v = nodes[0]!.value;
    memo.set(memoKey, v);
    return v;
  };
  return fromRoundStart(root);
}

/** The expected outcome when the policy plays both seats: [P(seat 0 wins), P(1 wins), P(shared)]. */
export function outcomeWalk<S>(
  rules: WalkRules<S>,
  root: S,
  policy: ViewPolicy,
): [number, number, number] {
  const memo = new Map<string, [number, number, number]>();
  const fromRoundStart = (start: S): [number, number, number] => {
    if (rules.toMove(start) < 0) {
      const w = rules.winners(start);
      return w.length !== 1 ? [0, 0, 1] : w[0] === 0 ? [1, 0, 0] : [0, 1, 0];
    }
    const memoKey = `${rules.round(start)}|${rules.totals(start).join(",")}`;
    const hit = memo.get(memoKey);
    if (hit !== undefined) return hit;
    const r = rules.round(start);
    const out: [number, number, number] = [0, 0, 0];
    const rec = (s: S, p: number) => {
      if (p === 0) return;
      if (rules.toMove(s) < 0 || rules.round(s) !== r) {
        const o = fromRoundStart(s);
        for (let k = 0; k < 3; k++) out[k]! += p * o[k]!;
        return;
      }
      const d = policy(rules.view(s, rules.toMove(s)));
      if (d === null) throw new Error("outcomeWalk: the strategy has no move here");
      d.ids.forEach((id, k) => {
        if (d.probabilities[k]! > 0) rec(rules.play(s, id), p * d.probabilities[k]!);
      });
    };
    rec(start, 1);
    memo.set(memoKey, out);
    return out;
  };
  return fromRoundStart(root);
}

/**
 * The engine's own rules (a `getGame("number-line")` game and a 2-player config), as a
 * WalkRules: line 1..10, rounds 4+ shorter. Round and totals are read off the engine's state.
 */
export function engineRules(game: AnyGame, config: unknown): WalkRules<unknown> {
  const buf = new Int32Array(game.maxActionId(config));
  const st = (s: unknown) => s as numberLineGame.NumberLineState;
  return {
    toMove: (s) => game.toMove(s),
    legalIds: (s) => {
      const n = game.legalIds(s, buf);
      return Array.from(buf.subarray(0, n));
    },
    play: (s, id) => {
      const c = game.clone(s);
      game.applyId(c, id);
      return c;
    },
    round: (s) => st(s).round,
    totals: (s) => Array.from(st(s).totals),
    view: (s, seat) => game.observe(s, seat) as unknown as LineView,
    winners: (s) => game.result(s).winners,
  };
}
