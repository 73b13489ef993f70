// Test support for full2p.test.ts: 2-player Number Line written again from docs/rules.md §1
// for any line length L (the engine's line is always 1..10), scored by the engine's own
// scoreLine, plus a brute-force "sure win" search. Nothing here uses the solver's code.

import { numberLineGame } from "@number-games/engine";
import type { WalkRules } from "../../src/games/number-line/full2p/check";
import type { LineView } from "../../src/games/number-line/full2p/policy";

export interface SmallState {
  readonly L: number;
  readonly firstPlayer: number;
  readonly round: number;
  readonly totals: readonly [number, number];
  /** This round's cards in order; flag 0 none, 1 real, 2 decoy (the engine's codes). */
  readonly placed: readonly { player: number; number: number; flag: number }[];
  /** Set when the game is over. */
  readonly winners: readonly number[] | null;
}

const line = (L: number, r: number) => (r <= 3 ? L : Math.max(0, L + 3 - r));
const decoyRound = (r: number) => r === 2 || r >= 4;
const starter = (s: SmallState) => (s.firstPlayer + s.round - 1) % 2;
const roundCards = (s: SmallState) => Math.min((s.round === 1 ? 1 : 2) * 2, line(s.L, s.round));

export function smallStart(L: number, firstPlayer = 0): SmallState {
  return { L, firstPlayer, round: 1, totals: [0, 0], placed: [], winners: null };
}

function toMove(s: SmallState): number {
  return s.winners !== null ? -1 : (starter(s) + s.placed.length) % 2;
}

function legalIds(s: SmallState): number[] {
  const p = toMove(s);
  if (p < 0) return [];
  const taken = new Set(s.placed.map((c) => c.number));
  const mine = s.placed.find((c) => c.player === p);
  const out: number[] = [];
  for (let n = 1; n <= line(s.L, s.round); n++) {
    if (taken.has(n)) continue;
    if (!decoyRound(s.round)) out.push((n - 1) * 3);
    else if (mine === undefined) out.push((n - 1) * 3 + 1, (n - 1) * 3 + 2);
    else out.push((n - 1) * 3 + (mine.flag === 1 ? 2 : 1));
  }
  return out;
}

function play(s: SmallState, id: number): SmallState {
  const p = toMove(s);
  const placed = [...s.placed, { player: p, number: Math.floor(id / 3) + 1, flag: id % 3 }];
  if (placed.length < roundCards(s)) return { ...s, placed };
  const pts = numberLineGame.scoreLine(
    placed.map((c) => ({ player: c.player, number: c.number, decoy: c.flag === 2 })),
    line(s.L, s.round),
    2,
  );
  const totals: [number, number] = [s.totals[0] + pts[0]!, s.totals[1] + pts[1]!];
  if (s.round >= 2 && totals[0] !== totals[1]) {
    return { ...s, placed, totals, winners: [totals[0] > totals[1] ? 0 : 1] };
  }
  if (s.round >= 2 && line(s.L, s.round + 1) === 0)
    return { ...s, placed, totals, winners: [0, 1] };
  return { ...s, round: s.round + 1, totals, placed: [] };
}

function view(s: SmallState, seat: number): LineView & { legal: readonly number[] } {
  const decoy = decoyRound(s.round);
  return {
    viewer: seat,
    players: 2,
    firstPlayer: s.firstPlayer,
    round: s.round,
    lineLength: line(s.L, s.round),
    decoyRound: decoy,
    totals: s.totals,
    placements: s.placed.map((c) =>
      !decoy
        ? { player: c.player, number: c.number, decoy: null }
        : c.player === seat
          ? { player: c.player, number: c.number, decoy: c.flag === 2 }
          : { player: c.player, number: c.number },
    ),
    legal: toMove(s) === seat ? legalIds(s) : [],
  };
}

export const smallRules: Omit<WalkRules<SmallState>, "view"> & {
  view: typeof view;
} = {
  toMove,
  legalIds,
  play,
  round: (s) => s.round,
  totals: (s) => s.totals,
  view,
  winners: (s) => s.winners ?? [],
};

/**
 * Whether `seat` can force a win whatever the other does, by an AND-OR search over the
 * states it cannot tell apart (the other's decoy flags this round): at its own turn one
 * action must win in every such state; at the other's, every number the other may place
 * (with either flag) must still be a forced win. Rounds are memoised by their public start.
 */
export function sureWin(root: SmallState, seat: number): boolean {
  const memo = new Map<string, boolean>();
  const fromStart = (s: SmallState): boolean => {
    if (s.winners !== null) return s.winners.length === 1 && s.winners[0] === seat;
    const key = `${s.round}|${s.totals.join(",")}`;
    const hit = memo.get(key);
    if (hit !== undefined) return hit;
    const r = s.round;
    const rec = (b: readonly SmallState[]): boolean => {
      const s0 = b[0]!;
      if (s0.winners !== null || s0.round !== r) return b.every(fromStart);
      if (toMove(s0) === seat) {
        return legalIds(s0).some((id) => rec(b.map((x) => play(x, id))));
      }
      const byNumber = new Map<number, SmallState[]>();
      for (const x of b) {
        for (const id of legalIds(x)) {
          const n = Math.floor(id / 3);
          let list = byNumber.get(n);
          if (list === undefined) {
            list = [];
            byNumber.set(n, list);
          }
          list.push(play(x, id));
        }
      }
      for (const next of byNumber.values()) if (!rec(next)) return false;
      return true;
    };
    const v = rec([s]);
    memo.set(key, v);
    return v;
  };
  return fromStart(root);
}
