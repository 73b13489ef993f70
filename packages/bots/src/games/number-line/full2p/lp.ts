// The decoy rounds solved exactly as linear programs: the sequence form of Koller, Megiddo
// and von Stengel (1996). For player p with realization plan x over its sequences (E x = e,
// x ≥ 0) and the opponent's information sets J (with the root as J = 0):
//   maximise q_0  subject to, for every opponent sequence s':  (Fᵀq)_{s'} ≤ (Mᵀ x)_{s'},
// where M[s][s'] sums p's leaf payoffs reached by the sequence pair (s, s'); q_0 is then the
// value p can guarantee. Each player's LP is solved separately (HiGHS, compiled to WebAssembly,
// loaded on first use), and its realization plan read back as a behaviour strategy.

import type { RoundPayoff, RoundTree } from "./round-tree";
import { leafValues } from "./round-tree";

export type Highs = { solve(problem: string, options?: Record<string, unknown>): HighsResult };
interface HighsResult {
  Status: string;
  ObjectiveValue: number;
  Columns: Record<string, { Primal: number }>;
}

let highsPromise: Promise<Highs> | null = null;

/** Loads HiGHS once (its solve is synchronous afterwards). */
export function loadHighs(): Promise<Highs> {
  if (highsPromise === null) {
    highsPromise = import("highs").then((m) => (m.default as unknown as () => Promise<Highs>)());
  }
  return highsPromise;
}

export interface LpResult {
  /** Behaviour strategy of both players (the tree's strategy layout). */
  readonly strategy: Float64Array;
  /** The starter's guaranteed value (its LP's optimum). */
  readonly value: number;
  /** The other player's guaranteed value to itself (its LP's optimum; ≈ −value). */
  readonly otherValue: number;
}

interface Sequences {
  /** seqOf[p][node]: p's sequence at the node (0 = empty). */
  readonly seqOf: [Int32Array, Int32Array];
  /** Sequence of each action slot (its owner's numbering). */
  readonly slotSeq: Int32Array;
  /** The owner's sequence before each information set. */
  readonly parentSeq: Int32Array;
  /** How many sequences each player has (the empty one included). */
  readonly count: [number, number];
}

function sequences(tree: RoundTree): Sequences {
  const slotSeq = new Int32Array(tree.actions.length);
  const count: [number, number] = [1, 1];
  for (let I = 0; I < tree.infosets; I++) {
    const p = tree.isPlayer[I]!;
    for (let a = 0; a < tree.isWidth[I]!; a++) slotSeq[tree.isOffset[I]! + a] = count[p]!++;
  }
  const seqOf: [Int32Array, Int32Array] = [new Int32Array(tree.nodes), new Int32Array(tree.nodes)];
  const parentSeq = new Int32Array(tree.infosets).fill(-1);
  for (let x = 0; x < tree.nodes; x++) {
    const p = tree.mover[x]!;
    if (p < 0) continue;
    const I = tree.infoset[x]!;
    const own = seqOf[p][x]!;
    if (parentSeq[I] === -1) parentSeq[I] = own;
    else if (parentSeq[I] !== own) throw new Error("sequence form: imperfect recall");
    const c = tree.firstChild[x]!;
    for (let a = 0; a < tree.isWidth[I]!; a++) {
      seqOf[0][c + a] = seqOf[0][x]!;
      seqOf[1][c + a] = seqOf[1][x]!;
      seqOf[p][c + a] = slotSeq[tree.isOffset[I]! + a]!;
    }
  }
  return { seqOf, slotSeq, parentSeq, count };
}

function term(coef: number, name: string): string {
  if (coef === 0) return "";
  const mag = Math.abs(coef);
  return ` ${coef < 0 ? "-" : "+"} ${mag === 1 ? "" : `${mag} `}${name}`;
}

/** The LP text of player p's problem; columns x<s> (p's sequences) and q<j>. */
function lpText(tree: RoundTree, seq: Sequences, leaf: Float64Array, p: 0 | 1): string {
  const o = 1 - p;
  const sign = p === 0 ? 1 : -1;
  // Opponent's information sets, numbered 1.. (0 is the root row).
  const qOf = new Int32Array(tree.infosets).fill(-1);
  let q = 1;
  for (let I = 0; I < tree.infosets; I++) if (tree.isPlayer[I] === o) qOf[I] = q++;
  // Row of each opponent sequence: +q_J for its own set (q_0 for the empty sequence), −q_J'
  // for the sets it leads to, −M x.
  const nRows = seq.count[o]!;
  const rows: string[][] = Array.from({ length: nRows }, () => []);
  rows[0]!.push(" + q0");
  for (let I = 0; I < tree.infosets; I++) {
    if (tree.isPlayer[I] !== o) continue;
    for (let a = 0; a < tree.isWidth[I]!; a++)
      rows[seq.slotSeq[tree.isOffset[I]! + a]!]!.push(` + q${qOf[I]}`);
    rows[seq.parentSeq[I]!]!.push(` - q${qOf[I]}`);
  }
  const m = new Map<number, number>();
  const np = seq.count[p]!;
  for (let x = tree.depthStart[tree.placements]!; x < tree.nodes; x++) {
    const key = seq.seqOf[o][x]! * np + seq.seqOf[p][x]!;
    m.set(key, (m.get(key) ?? 0) + sign * leaf[x]!);
  }
  for (const [key, coef] of m) {
    const r = Math.floor(key / np);
    rows[r]!.push(term(-coef, `x${key - r * np}`));
  }
  const out: string[] = ["Maximize", " obj: q0", "Subject To"];
  rows.forEach((terms, r) => {
    out.push(` c${r}:${terms.join("")} <= 0`);
  });
  out.push(" e0: x0 = 1");
  for (let I = 0; I < tree.infosets; I++) {
    if (tree.isPlayer[I] !== p) continue;
    const terms: string[] = [];
    for (let a = 0; a < tree.isWidth[I]!; a++)
      terms.push(` + x${seq.slotSeq[tree.isOffset[I]! + a]!}`);
    out.push(` e${I + 1}:${terms.join("")} - x${seq.parentSeq[I]} = 0`);
  }
  out.push("Bounds");
  for (let j = 0; j < q; j++) out.push(` q${j} free`);
  out.push("End");
  return out.join("\n");
}

function solveFor(
  solver: Highs,
  tree: RoundTree,
  seq: Sequences,
  leaf: Float64Array,
  p: 0 | 1,
  strategy: Float64Array,
): number {
  const res = solver.solve(lpText(tree, seq, leaf, p), {
    output_flag: false,
    primal_feasibility_tolerance: 1e-10,
    dual_feasibility_tolerance: 1e-10,
  });
  if (res.Status !== "Optimal") throw new Error(`sequence-form LP: HiGHS says ${res.Status}`);
  const x = (s: number) => Math.max(0, res.Columns[`x${s}`]?.Primal ?? 0);
  for (let I = 0; I < tree.infosets; I++) {
    if (tree.isPlayer[I] !== p) continue;
    const off = tree.isOffset[I]!;
    const w = tree.isWidth[I]!;
    let sum = 0;
    for (let a = 0; a < w; a++) sum += x(seq.slotSeq[off + a]!);
    for (let a = 0; a < w; a++) {
      strategy[off + a] = sum > 1e-12 ? x(seq.slotSeq[off + a]!) / sum : 1 / w;
    }
  }
  return res.ObjectiveValue;
}

/** Both players' LPs for one round tree with leaf values u (to the starter). */
export function solveLp(solver: Highs, tree: RoundTree, u: RoundPayoff): LpResult {
  const seq = sequences(tree);
  const leaf = leafValues(tree, u);
  const strategy = new Float64Array(tree.actions.length);
  const value = solveFor(solver, tree, seq, leaf, 0, strategy);
  const otherValue = solveFor(solver, tree, seq, leaf, 1, strategy);
  return { strategy, value, otherValue };
}
