// The solved 2-player game as a small table: in every round subgame (round, score
// difference) one seat can force the win (the subgame values are all ±1), and a sure-win
// strategy needs only one action at each of that seat's information sets it can reach
// against every reply. The table keeps exactly those (about 1,000 entries on 1..10 instead
// of the LP's 200,000 probabilities), so `expert` can play the solution without solving.
//
// - `sureWinTable(solution)` reads it off a solved game: at each of the winner's information
//   sets, the action the equilibrium plays most (every action in the support of a strategy
//   that wins with certainty wins with certainty, so the pure choice still wins);
// - `verifySureWin(table, L)` proves it without the solver: it walks every round tree against
//   every reply of the other seat (decoy flags included) and checks each leaf is a win for the
//   table's seat, with the value of what follows proven the same way, from the last round
//   back to round 1;
// - `encodeTable` / `decodeTable`: the committed text form (solved2p-data.ts).
//
// Seats are as in solve.ts: seat 0 is `firstPlayer`. Rounds from 3 on are reached only with
// tied totals (difference 0).

import type { RoundTree } from "./round-tree";
import { FLAG_NONE, roundTree } from "./round-tree";
import { cardsEach, isDecoyRound, lastRound, roundLine, starterOf } from "./schedule";
import type { FullSolution, Subgame } from "./solve";

export interface SureWinRound {
  readonly round: number;
  /** Seat 0's total minus seat 1's before the round. */
  readonly diff: number;
  /** The seat that wins this subgame whatever the other does. */
  readonly winner: 0 | 1;
  /** The winner's information sets (round-tree keys) → the engine's action id. */
  readonly moves: ReadonlyMap<string, number>;
}

export interface SureWinTable {
  readonly length: number;
  readonly rounds: readonly SureWinRound[];
}

const PROB_EPS = 1e-9;

function treeOf(L: number, round: number): RoundTree {
  return roundTree({
    line: roundLine(L, round),
    decoy: isDecoyRound(round),
    cardsEach: cardsEach(round),
  });
}

/** The winner's pure choices in one subgame: the most probable action at every reachable set. */
function pureWinner(sg: Subgame, winner: 0 | 1): Map<string, number> {
  const t = sg.tree;
  const me = winner === sg.starter ? 0 : 1;
  const moves = new Map<string, number>();
  const walk = (x: number) => {
    const m = t.mover[x]!;
    if (m < 0) return;
    const I = t.infoset[x]!;
    const off = t.isOffset[I]!;
    const w = t.isWidth[I]!;
    if (m !== me) {
      for (let a = 0; a < w; a++) walk(t.firstChild[x]! + a);
      return;
    }
    let best = 0;
    for (let a = 1; a < w; a++)
      if (sg.strategy[off + a]! > sg.strategy[off + best]! + PROB_EPS) best = a;
    moves.set(t.isKey[I]!, t.actions[off + best]!);
    walk(t.firstChild[x]! + best);
  };
  walk(0);
  return moves;
}

/** The table of a solved game whose every subgame value is ±1 (throws otherwise). */
export function sureWinTable(sol: FullSolution): SureWinTable {
  const rounds: SureWinRound[] = [];
  const add = (sg: Subgame) => {
    // CFR+ approximates: near ±1 is enough here, verifySureWin proves the table exactly.
    if (Math.abs(Math.abs(sg.value) - 1) > 1e-3) {
      throw new Error(`round ${sg.round} (difference ${sg.diff}) has value ${sg.value}, not ±1`);
    }
    const winner = sg.value > 0 ? 0 : 1;
    rounds.push({ round: sg.round, diff: sg.diff, winner, moves: pureWinner(sg, winner) });
  };
  add(sol.round1);
  for (const d of [...sol.round2.keys()].sort((a, b) => a - b)) add(sol.round2.get(d)!);
  for (let r = 3; r <= lastRound(sol.length); r++) add(sol.tie[r]!);
  return { length: sol.length, rounds };
}

/** The round's entry of the table, if any. */
export function tableRound(
  table: SureWinTable,
  round: number,
  diff: number,
): SureWinRound | undefined {
  return table.rounds.find((r) => r.round === round && r.diff === diff);
}

/**
 * Proves the table: every subgame's winner wins against every reply. Answers the proven
 * value of the whole game to seat 0 (+1, −1), or throws naming the first failure.
 */
export function verifySureWin(table: SureWinTable): number {
  const L = table.length;
  // Value to seat 0 of the game from round r with tied totals: the line ran out → 0 (shared).
  let tieAfter = 0;
  const check = (round: number, diff: number, leafValue: (t: number) => number): number => {
    const entry = tableRound(table, round, diff);
    if (entry === undefined) throw new Error(`no entry for round ${round}, difference ${diff}`);
    const tree = treeOf(L, round);
    const starter = starterOf(round);
    const me = entry.winner === starter ? 0 : 1;
    const want = entry.winner === 0 ? 1 : -1;
    const walk = (x: number) => {
      const m = tree.mover[x]!;
      if (m < 0) {
        const t = diff + (starter === 0 ? tree.delta[x]! : -tree.delta[x]!);
        if (leafValue(t) !== want) {
          throw new Error(`round ${round}, difference ${diff}: a reply beats seat ${entry.winner}`);
        }
        return;
      }
      const I = tree.infoset[x]!;
      const w = tree.isWidth[I]!;
      if (m !== me) {
        for (let a = 0; a < w; a++) walk(tree.firstChild[x]! + a);
        return;
      }
      const id = entry.moves.get(tree.isKey[I]!);
      const off = tree.isOffset[I]!;
      let a = 0;
      while (a < w && tree.actions[off + a] !== id) a++;
      if (a === w)
        throw new Error(`round ${round}, difference ${diff}: no legal move at ${tree.isKey[I]}`);
      walk(tree.firstChild[x]! + a);
    };
    walk(0);
    return want;
  };
  for (let r = lastRound(L); r >= 3; r--) {
    const cont = tieAfter;
    tieAfter = check(r, 0, (t) => (t === 0 ? cont : Math.sign(t)));
  }
  const tie3 = tieAfter;
  const round2 = new Map<number, number>();
  for (const e of table.rounds) {
    if (e.round !== 2) continue;
    round2.set(
      e.diff,
      check(2, e.diff, (t) => (t === 0 ? tie3 : Math.sign(t))),
    );
  }
  return check(1, 0, (t) => {
    const v = round2.get(t);
    if (v === undefined)
      throw new Error(`round 1 can end with difference ${t}, which has no round-2 entry`);
    return v;
  });
}

/**
 * Text form, one line per subgame: `round diff winner` then `numbers|flag=action` entries
 * (numbers joined by "."), all separated by spaces.
 */
export function encodeTable(table: SureWinTable): string {
  const lines = [`L ${table.length}`];
  for (const r of table.rounds) {
    const moves = [...r.moves.entries()].map(([k, a]) => `${k.replaceAll(",", ".")}=${a}`);
    lines.push([r.round, r.diff, r.winner, ...moves].join(" "));
  }
  return lines.join("\n");
}

export function decodeTable(text: string): SureWinTable {
  const [head, ...rest] = text.trim().split("\n");
  const m = /^L (\d+)$/.exec(head ?? "");
  if (m === null) throw new Error("sure-win table: bad header");
  const rounds = rest.map((line) => {
    const [round, diff, winner, ...moves] = line.split(" ");
    return {
      round: Number(round),
      diff: Number(diff),
      winner: Number(winner) as 0 | 1,
      moves: new Map(
        moves.map((e) => {
          const [k, a] = e.split("=");
          return [k!.replaceAll(".", ","), Number(a)] as const;
        }),
      ),
    };
  });
  return { length: Number(m[1]), rounds };
}

export { FLAG_NONE };
