// Number Line's decoy round with three players: an approximate equilibrium by CFR+, each
// player's exploitability, and the paranoid values (what a player keeps when the other two
// play against it as a team).
//
// The round: players 0, 1, 2 in order of play place a first card (a number and a hidden
// decoy flag), then a second card each (the other flag), on the line 1..L (L ≥ 6, so no card
// is cut off). A player sees every number placed and its own flags. Payoff: the round's
// points of each player (only real cards score).
//
// Two games on the same tree, told apart by `teams`:
// - `points`: three teams of one, each maximising its own points. General-sum with three
//   players, so CFR+ has no convergence guarantee to a Nash equilibrium; each player's
//   exploitability (its best-response gain against the others' average strategies) measures
//   how far the average profile is from one;
// - `paranoid(i)`: player i against a team of the other two, which minimises i's points and
//   shares what its members know (each member sees the other's flags). A two-player zero-sum
//   game with perfect recall, where CFR+ converges; its value is what i can guarantee against
//   a coalition that shares information, a lower bound of what it can guarantee against two
//   players who cannot.
//
// Information sets are numbered densely per depth: the numbers placed so far in base L,
// times 8 for the first-card flags the mover's team sees (bit p: player p's first card is the
// decoy), times the width of the actions (first cards: number · 2 + decoy; second cards: the
// number, the flag being forced).

const DEPTH = 6;
const PLAYERS = 3;

export type Decoy3Game =
  | { readonly kind: "points" }
  | { readonly kind: "paranoid"; readonly player: number };

export interface Decoy3Options {
  readonly length?: number;
  readonly iterations?: number;
  readonly game?: Decoy3Game;
}

interface Tables {
  readonly L: number;
  /** Points of each player by the real numbers (r0, r1, r2): pts[((r0 · L + r1) · L + r2) · 3 + p]. */
  readonly pts: Int8Array;
  /** team[p] and, per depth, the offset of each information set's block. */
  readonly team: readonly number[];
  readonly teams: number;
  readonly width: readonly number[];
  readonly size: readonly number[];
}

export interface Decoy3Solution {
  readonly length: number;
  readonly game: Decoy3Game;
  readonly iterations: number;
  /** Average strategy per depth (dense, as described above). */
  readonly strategy: readonly Float64Array[];
  /** Each team's value under the average profile (points; team 0 first). */
  readonly values: readonly number[];
  /** Each team's best-response value against the others' average strategies. */
  readonly bestResponses: readonly number[];
  /** bestResponses − values, per team. */
  readonly exploitability: readonly number[];
  readonly seconds: number;
}

function tablesFor(L: number, game: Decoy3Game): Tables {
  if (!Number.isInteger(L) || L < 6 || L > 10)
    throw new RangeError("decoy3: the line must have 6 to 10 numbers");
  const pts = new Int8Array(L * L * L * PLAYERS);
  for (let r0 = 0; r0 < L; r0++)
    for (let r1 = 0; r1 < L; r1++)
      for (let r2 = 0; r2 < L; r2++) {
        if (r0 === r1 || r0 === r2 || r1 === r2) continue;
        const base = ((r0 * L + r1) * L + r2) * PLAYERS;
        const real = [r0, r1, r2];
        for (let n = 0; n < L; n++) {
          let best = Number.POSITIVE_INFINITY;
          let who = -1;
          for (let p = 0; p < PLAYERS; p++) {
            const d = Math.abs(real[p]! - n);
            if (d < best) {
              best = d;
              who = p;
            } else if (d === best) who = -1;
          }
          if (who >= 0) pts[base + who]!++;
        }
      }
  const team =
    game.kind === "points" ? [0, 1, 2] : [0, 1, 2].map((p) => (p === game.player ? 0 : 1));
  const width: number[] = [];
  const size: number[] = [];
  for (let d = 0; d < DEPTH; d++) {
    const w = d < PLAYERS ? 2 * L : L;
    width.push(w);
    size.push(L ** d * 8 * w);
  }
  return { L, pts, team, teams: game.kind === "points" ? 3 : 2, width, size };
}

/** The state of a path through the round, mutated and restored by the walks. */
interface Path {
  readonly numbers: Int32Array;
  readonly flags: Int32Array; // per player: 1 = first card is the decoy
  readonly taken: Uint8Array;
  radix: number;
}

function newPath(L: number): Path {
  return {
    numbers: new Int32Array(DEPTH),
    flags: new Int32Array(PLAYERS),
    taken: new Uint8Array(L),
    radix: 0,
  };
}

/** Offset of the mover's information-set block at depth d. */
function blockOf(t: Tables, path: Path, d: number): number {
  const mover = d % PLAYERS;
  let bits = 0;
  const placed = Math.min(d, PLAYERS);
  for (let p = 0; p < placed; p++) {
    if (t.team[p] === t.team[mover] && path.flags[p] === 1) bits |= 1 << p;
  }
  return (path.radix * 8 + bits) * t.width[d]!;
}

/** Team utilities at a leaf (team of `me`'s value). */
function leafValue(t: Tables, path: Path, team: number): number {
  const L = t.L;
  const real = (p: number) => (path.flags[p] === 1 ? path.numbers[PLAYERS + p]! : path.numbers[p]!);
  const base = ((real(0) * L + real(1)) * L + real(2)) * PLAYERS;
  if (t.teams === 3) return t.pts[base + team]!;
  const i = t.team.indexOf(0);
  const v = t.pts[base + i]!;
  return team === 0 ? v : -v;
}

/** Legal action k at depth d? */
function legal(path: Path, d: number, k: number): boolean {
  const n = d < PLAYERS ? k >> 1 : k;
  return path.taken[n] === 0;
}

function push(t: Tables, path: Path, d: number, k: number): void {
  const n = d < PLAYERS ? k >> 1 : k;
  if (d < PLAYERS) path.flags[d] = k & 1;
  path.numbers[d] = n;
  path.taken[n] = 1;
  path.radix = path.radix * t.L + n;
}

function pop(t: Tables, path: Path, d: number): void {
  path.taken[path.numbers[d]!] = 0;
  path.radix = (path.radix - path.numbers[d]!) / t.L;
}

/**
 * The legal actions' weights at a block, normalised into `out` (uniform where they sum to 0):
 * with the regrets, regret matching+'s current strategy; with the strategy sums, the average
 * strategy (uniform where the block was never reached).
 */
function normalised(
  t: Tables,
  path: Path,
  d: number,
  weights: Float64Array,
  off: number,
  out: Float64Array,
): void {
  const w = t.width[d]!;
  let sum = 0;
  let n = 0;
  for (let k = 0; k < w; k++) {
    if (!legal(path, d, k)) continue;
    sum += weights[off + k]!;
    n++;
  }
  for (let k = 0; k < w; k++) {
    out[k] = !legal(path, d, k) ? 0 : sum > 0 ? weights[off + k]! / sum : 1 / n;
  }
}

export function solveDecoy3(options: Decoy3Options = {}): Decoy3Solution {
  const L = options.length ?? 10;
  const game = options.game ?? { kind: "points" };
  const iterations = options.iterations ?? 200;
  const t0 = performance.now();
  const t = tablesFor(L, game);
  const regret = t.size.map((n) => new Float64Array(n));
  const avg = t.size.map((n) => new Float64Array(n));
  const scratch = Array.from({ length: DEPTH }, () => new Float64Array(2 * L));
  const values = Array.from({ length: DEPTH }, () => new Float64Array(2 * L));
  const path = newPath(L);

  // CFR+ traversal for `team`: returns the team's value; regrets and averages updated.
  const walk = (
    d: number,
    team: number,
    reachOwn: number,
    reachOthers: number,
    weight: number,
  ): number => {
    if (d === DEPTH) return leafValue(t, path, team);
    const w = t.width[d]!;
    const off = blockOf(t, path, d);
    const sigma = scratch[d]!;
    normalised(t, path, d, regret[d]!, off, sigma);
    const mine = t.team[d % PLAYERS] === team;
    let v = 0;
    if (mine) {
      const va = values[d]!;
      for (let k = 0; k < w; k++) {
        if (sigma[k] === 0 && !legal(path, d, k)) continue;
        push(t, path, d, k);
        va[k] = walk(d + 1, team, reachOwn * sigma[k]!, reachOthers, weight);
        pop(t, path, d);
        v += sigma[k]! * va[k]!;
      }
      const r = regret[d]!;
      const a = avg[d]!;
      for (let k = 0; k < w; k++) {
        if (!legal(path, d, k)) continue;
        const next = r[off + k]! + reachOthers * (va[k]! - v);
        r[off + k] = Math.max(next, 0);
        a[off + k]! += weight * reachOwn * sigma[k]!;
      }
      return v;
    }
    // scratch[d] is this depth's alone: deeper calls write their own. A branch the others
    // never take is still walked while the team can reach it: its regrets do not move
    // (reachOthers is 0) but its average strategy must follow the current one, or the average
    // keeps what early iterations played there and a best response exploits it.
    for (let k = 0; k < w; k++) {
      const p = sigma[k]!;
      if ((p === 0 && reachOwn === 0) || !legal(path, d, k)) continue;
      push(t, path, d, k);
      v += p * walk(d + 1, team, reachOwn, reachOthers * p, weight);
      pop(t, path, d);
    }
    return v;
  };
  for (let it = 1; it <= iterations; it++) {
    for (let team = 0; team < t.teams; team++) walk(0, team, 1, 1, it);
  }
  const strategy = avg;
  const vals: number[] = [];
  const brs: number[] = [];
  for (let team = 0; team < t.teams; team++) {
    vals.push(profileValue(t, strategy, team));
    brs.push(bestResponseValue(t, strategy, team));
  }
  return {
    length: L,
    game,
    iterations,
    strategy,
    values: vals,
    bestResponses: brs,
    exploitability: brs.map((b, k) => b - vals[k]!),
    seconds: (performance.now() - t0) / 1000,
  };
}

/** A team's value when everyone plays the average strategies. */
export function profileValue(t: Tables, avg: readonly Float64Array[], team: number): number {
  const path = newPath(t.L);
  const probs = Array.from({ length: DEPTH }, () => new Float64Array(2 * t.L));
  const rec = (d: number): number => {
    if (d === DEPTH) return leafValue(t, path, team);
    const w = t.width[d]!;
    const p = probs[d]!;
    normalised(t, path, d, avg[d]!, blockOf(t, path, d), p);
    const own = p;
    let v = 0;
    for (let k = 0; k < w; k++) {
      if (own[k] === 0) continue;
      push(t, path, d, k);
      v += own[k]! * rec(d + 1);
      pop(t, path, d);
    }
    return v;
  };
  return rec(0);
}

/**
 * The team's best response to the others' average strategies: its decisions chosen from the
 * deepest depth up (perfect recall: a later decision never depends on an earlier choice's
 * alternatives), each maximising the counterfactual value summed over its information set.
 */
export function bestResponseValue(t: Tables, avg: readonly Float64Array[], team: number): number {
  const L = t.L;
  const path = newPath(L);
  const choice = t.size.map((n) => new Int32Array(n).fill(-1));
  const q = t.size.map((n) => new Float64Array(n));
  const probs = Array.from({ length: DEPTH }, () => new Float64Array(2 * L));
  const mine = (d: number) => t.team[d % PLAYERS] === team;
  // Value below depth d with the team's decisions deeper than `stage` fixed to the choices.
  const rec = (d: number, stage: number, reachOthers: number): number => {
    if (d === DEPTH) return leafValue(t, path, team);
    const w = t.width[d]!;
    const off = blockOf(t, path, d);
    if (mine(d) && d > stage) {
      const k = choice[d]![off]!;
      push(t, path, d, k);
      const v = rec(d + 1, stage, reachOthers);
      pop(t, path, d);
      return v;
    }
    if (mine(d)) {
      // d === stage: every action, counterfactual values into q; d < stage: every action too
      // (any may be chosen later), values not needed.
      for (let k = 0; k < w; k++) {
        if (!legal(path, d, k)) continue;
        push(t, path, d, k);
        const v = rec(d + 1, stage, reachOthers);
        pop(t, path, d);
        if (d === stage) q[d]![off + k]! += reachOthers * v;
      }
      return 0;
    }
    const p = probs[d]!;
    normalised(t, path, d, avg[d]!, off, p);
    const own = p;
    let v = 0;
    for (let k = 0; k < w; k++) {
      if (own[k] === 0) continue;
      push(t, path, d, k);
      v += own[k]! * rec(d + 1, stage, reachOthers * own[k]!);
      pop(t, path, d);
    }
    return v;
  };
  for (let stage = DEPTH - 1; stage >= 0; stage--) {
    if (!mine(stage)) continue;
    rec(0, stage, 1);
    // The best legal action of every block reached (legal actions have q set or 0: pick the
    // largest among those whose number was free, known from a nonzero-width visit).
    const w = t.width[stage]!;
    const qd = q[stage]!;
    const cd = choice[stage]!;
    for (let off = 0; off < qd.length; off += w) {
      let best = -1;
      let bestV = Number.NEGATIVE_INFINITY;
      for (let k = 0; k < w; k++) {
        if (!visited(t, stage, off / w, k)) continue;
        if (qd[off + k]! > bestV) {
          bestV = qd[off + k]!;
          best = k;
        }
      }
      cd[off] = best;
    }
  }
  // The value with every team decision fixed: run the stage-−1 pass (no stage collects).
  return rec(0, -1, 1);
}

/** Whether action k is legal at the block `index` of depth d (its number is not placed). */
function visited(t: Tables, d: number, index: number, k: number): boolean {
  const L = t.L;
  let radix = Math.floor(index / 8);
  const n = d < PLAYERS ? k >> 1 : k;
  for (let j = 0; j < d; j++) {
    if (radix % L === n) return false;
    radix = Math.floor(radix / L);
  }
  return true;
}
