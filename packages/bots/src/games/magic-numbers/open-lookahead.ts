// Magic Numbers hard at 2 players: the open game's values looked at through the opponent's next
// turns, with the beliefs updated by Bayes on what it will do.
//
// open-play.ts's rule (QMDP) values a move as if the opponent's pair came out right after it, so
// it never counts what the viewer will still not know at its next move. Here, for the part of
// the belief where the opponent is of the perfect type (it plays the open game's optimum
// against the viewer's pair), the value of a move is computed exactly `depth` opponent turns
// ahead: after the move the opponent rolls u (each face 1/D) and keeps or gives as the perfect
// type does with each pair k (its likelihood, with ε, exactly as the beliefs weigh it); the
// viewer sees the roll and the choice, so each (u, choice) is a branch in which pair k keeps
// the weight w_k · P(choice | u, k) (Bayes, unnormalised); then the viewer rolls v' and plays
// the move that is best for that branch's weights, valued the same way one turn less deep,
// and at depth 0 by the open values (QMDP). The rest of the belief (the other types of play)
// is valued by the open values as before. Depth 0 is open-play.ts's rule exactly.
//
// Weights stay unnormalised throughout (a branch's value is Σ_k weight · value), so the
// viewer's best move in a branch is the same as under the normalised posterior. Everything
// here reads the viewer's own pair and score and the beliefs only.

import type { FastSolution, OpenRules } from "./open-secrets";

export interface LookaheadContext {
  readonly rules: OpenRules;
  /** The viewer's own pair. */
  readonly good: number;
  readonly evil: number;
  /** Opponent pair k = (pairGood[k], pairEvil[k]) and its solution (null: weight 0). */
  readonly pairGood: ArrayLike<number>;
  readonly pairEvil: ArrayLike<number>;
  readonly solutions: readonly (FastSolution | null)[];
  /** Weight of the uniform choice in the perfect type's likelihood. */
  readonly epsilon: number;
}

function roll(s: number, v: number, g: number, e: number, r: OpenRules): number {
  const n = v === g ? s + r.goodBonus : v === e ? 0 : s + v;
  return n > r.target ? s : n;
}

/**
 * The probability that a perfect opponent holding pair k, at opponent score `opp` and viewer
 * score `mine`, keeps roll u (open-play.ts's likelihood: 1 − ε/2 for the open game's best
 * choice, ε/2 for the other, 1/2 on a tie; a roll that wins at once is the best choice).
 */
export function perfectKeeps(
  c: LookaheadContext,
  k: number,
  mine: number,
  opp: number,
  u: number,
): number {
  const { rules: r, epsilon } = c;
  const T = r.target;
  const hit = 1 - epsilon / 2;
  const kept = roll(opp, u, c.pairGood[k]!, c.pairEvil[k]!, r);
  if (kept === T) return hit;
  const x = c.solutions[k]!;
  // P(viewer wins) after each choice, the viewer to roll next; the opponent minimises it.
  const keep = x[(mine * T + kept) * 2]!;
  const given = roll(mine, u, c.good, c.evil, r);
  const give = given === T ? 1 : x[(given * T + opp) * 2]!;
  if (Math.abs(keep - give) < 1e-9) return 0.5;
  return keep < give ? hit : 1 - hit;
}

/**
 * Σ_k w[k] · (the viewer's value of keeping / giving roll v), the opponent's scores `opp[k]`,
 * the viewer's `mine`; looked at `depth` opponent turns ahead (0: the open values).
 */
export function lookaheadValues(
  c: LookaheadContext,
  mine: number,
  opp: ArrayLike<number>,
  w: ArrayLike<number>,
  v: number,
  depth: number,
): [number, number] {
  return [afterMove(c, mine, opp, w, v, true, depth), afterMove(c, mine, opp, w, v, false, depth)];
}

function afterMove(
  c: LookaheadContext,
  mine: number,
  opp: ArrayLike<number>,
  w: ArrayLike<number>,
  v: number,
  keep: boolean,
  depth: number,
): number {
  const r = c.rules;
  const T = r.target;
  const K = w.length;
  const kept = roll(mine, v, c.good, c.evil, r);
  if (keep && kept === T) {
    let total = 0;
    for (let k = 0; k < K; k++) total += w[k]!;
    return total;
  }
  if (depth <= 0) {
    // The open values after the move, the opponent to roll (t = 1).
    let value = 0;
    for (let k = 0; k < K; k++) {
      const p = w[k]!;
      if (!(p > 0)) continue;
      const x = c.solutions[k]!;
      if (keep) value += p * x[(kept * T + opp[k]!) * 2 + 1]!;
      else {
        const given = roll(opp[k]!, v, c.pairGood[k]!, c.pairEvil[k]!, r);
        if (given !== T) value += p * x[(mine * T + given) * 2 + 1]!;
      }
    }
    return value;
  }
  if (keep) return opponentTurn(c, kept, opp, w, depth);
  // Given: the pairs the roll makes win lose their weight (the viewer has lost there).
  const opp2 = new Int32Array(K);
  const w2 = new Float64Array(K);
  for (let k = 0; k < K; k++) {
    if (!(w[k]! > 0)) continue;
    const given = roll(opp[k]!, v, c.pairGood[k]!, c.pairEvil[k]!, r);
    opp2[k] = given;
    w2[k] = given === T ? 0 : w[k]!;
  }
  return opponentTurn(c, mine, opp2, w2, depth);
}

/** The viewer's value (Σ_k weight · value) with the opponent to roll. */
function opponentTurn(
  c: LookaheadContext,
  mine: number,
  opp: ArrayLike<number>,
  w: ArrayLike<number>,
  depth: number,
): number {
  const r = c.rules;
  const T = r.target;
  const D = r.dieSides;
  const K = w.length;
  let value = 0;
  const keepOpp = new Int32Array(K);
  const keepW = new Float64Array(K);
  const giveW = new Float64Array(K);
  for (let u = 1; u <= D; u++) {
    const given = roll(mine, u, c.good, c.evil, r);
    let giveTotal = 0;
    let keepTotal = 0;
    for (let k = 0; k < K; k++) {
      keepW[k] = 0;
      giveW[k] = 0;
      const p = w[k]!;
      if (!(p > 0)) continue;
      const pk = perfectKeeps(c, k, mine, opp[k]!, u);
      const kept = roll(opp[k]!, u, c.pairGood[k]!, c.pairEvil[k]!, r);
      keepOpp[k] = kept;
      // Kept and won: the viewer has lost (weight 0).
      if (kept !== T) keepW[k] = p * pk;
      giveW[k] = p * (1 - pk);
      keepTotal += keepW[k]!;
      giveTotal += giveW[k]!;
    }
    let branch = 0;
    if (keepTotal > 0) branch += nextTurn(c, mine, keepOpp, keepW, depth - 1);
    if (giveTotal > 0)
      branch += given === T ? giveTotal : nextTurn(c, given, opp, giveW, depth - 1);
    value += branch / D;
  }
  return value;
}

/** The viewer to roll: the mean over its rolls of its best move's value. */
function nextTurn(
  c: LookaheadContext,
  mine: number,
  opp: ArrayLike<number>,
  w: ArrayLike<number>,
  depth: number,
): number {
  const D = c.rules.dieSides;
  let value = 0;
  for (let v = 1; v <= D; v++) {
    const [keep, give] = lookaheadValues(c, mine, opp, w, v, depth);
    value += Math.max(keep, give);
  }
  return value / D;
}
