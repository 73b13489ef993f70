// Number Line scoring on small arrays, written independently of the engine so the solvers
// can be checked against it: for each number 1..L, the player whose nearest scoring card
// is strictly nearest gets the point; equal nearest distances score for nobody.

/**
 * Points of each player. `owner[n-1]` is the player (0-based) whose scoring card lies on n,
 * or -1. Decoys are simply absent: they do not score.
 */
export function linePoints(owner: ArrayLike<number>, length: number, players: number): number[] {
  const out = new Array<number>(players).fill(0);
  linePointsInto(owner, length, players, out);
  return out;
}

/** As linePoints, writing into `out` (no allocation, for the solvers' inner loops). */
export function linePointsInto(
  owner: ArrayLike<number>,
  length: number,
  players: number,
  out: number[] | Int32Array | Float64Array,
): void {
  for (let p = 0; p < players; p++) out[p] = 0;
  for (let n = 0; n < length; n++) {
    let best = Number.POSITIVE_INFINITY;
    let who = -1;
    for (let m = 0; m < length; m++) {
      const o = owner[m]!;
      if (o < 0) continue;
      const d = m > n ? m - n : n - m;
      if (d < best) {
        best = d;
        who = o;
      } else if (d === best && o !== who) who = -2;
    }
    if (who >= 0) out[who]! += 1;
  }
}

/**
 * The same points in one pass, for the heuristics' inner loops: between two neighbouring
 * scoring cards of different players each takes the numbers strictly nearer to it (the exact
 * midpoint goes to nobody); between two cards of one player, all of it is theirs.
 */
export function linePointsFast(
  owner: ArrayLike<number>,
  length: number,
  players: number,
  out: number[] | Int32Array | Float64Array,
): void {
  for (let p = 0; p < players; p++) out[p] = 0;
  let prev = -1;
  let prevOwner = -1;
  for (let i = 0; i < length; i++) {
    const o = owner[i]!;
    if (o < 0) continue;
    if (prev < 0) out[o]! += i + 1;
    else if (prevOwner === o) out[o]! += i - prev;
    else {
      const half = (i - prev - 1) >> 1;
      out[o]! += half + 1;
      out[prevOwner]! += half;
    }
    prev = i;
    prevOwner = o;
  }
  if (prev >= 0) out[prevOwner]! += length - 1 - prev;
}
