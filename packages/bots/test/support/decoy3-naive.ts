// An independent best response for the 3-player decoy round (decoy3.ts), written the slow
// and plain way (string-keyed information sets, arrays copied at every step), to check the
// solver's typed-array version.

export function naiveBestResponse(
  L: number,
  strategy: readonly Float64Array[],
  teamOf: number[],
  team: number,
  pointsOf: (real: number[]) => number[],
  leafOf: (pts: number[]) => number,
): number {
  const width = (d: number) => (d < 3 ? 2 * L : L);
  const offOf = (nums: number[], flags: number[], d: number) => {
    let radix = 0;
    for (const n of nums) radix = radix * L + n;
    let bits = 0;
    for (let p = 0; p < Math.min(d, 3); p++)
      if (teamOf[p] === teamOf[d % 3] && flags[p] === 1) bits |= 1 << p;
    return (radix * 8 + bits) * width(d);
  };
  const avgAt = (nums: number[], flags: number[], d: number) => {
    const off = offOf(nums, flags, d);
    const w = width(d);
    const legal = (k: number) => !nums.includes(d < 3 ? k >> 1 : k);
    let sum = 0,
      n = 0;
    for (let k = 0; k < w; k++)
      if (legal(k)) {
        sum += strategy[d]![off + k]!;
        n++;
      }
    return Array.from({ length: w }, (_, k) =>
      !legal(k) ? 0 : sum > 0 ? strategy[d]![off + k]! / sum : 1 / n,
    );
  };
  const key = (nums: number[], flags: number[], d: number) =>
    `${d}:${nums.join(",")}|${[0, 1, 2]
      .filter((p) => p < Math.min(d, 3) && teamOf[p] === teamOf[d % 3])
      .map((p) => flags[p])
      .join("")}`;
  const choice = new Map<string, number>();
  const leaf = (nums: number[], flags: number[]) =>
    leafOf(pointsOf([0, 1, 2].map((p) => (flags[p] === 1 ? nums[3 + p]! : nums[p]!))));
  const rec = (
    nums: number[],
    flags: number[],
    d: number,
    stage: number,
    reach: number,
    q: Map<string, number[]>,
  ): number => {
    if (d === 6) return leaf(nums, flags);
    const w = width(d);
    const actions = Array.from({ length: w }, (_, k) => k).filter(
      (k) => !nums.includes(d < 3 ? k >> 1 : k),
    );
    const go = (k: number, r: number) => {
      const f = [...flags];
      if (d < 3) f[d] = k & 1;
      return rec([...nums, d < 3 ? k >> 1 : k], f, d + 1, stage, r, q);
    };
    if (teamOf[d % 3] === team) {
      const K = key(nums, flags, d);
      if (d > stage) return go(choice.get(K)!, reach);
      for (const k of actions) {
        const v = go(k, reach);
        if (d === stage) {
          const arr = q.get(K) ?? new Array(w).fill(0);
          arr[k] += reach * v;
          q.set(K, arr);
        }
      }
      return 0;
    }
    const p = avgAt(nums, flags, d);
    let v = 0;
    for (const k of actions) if (p[k]! > 0) v += p[k]! * go(k, reach * p[k]!);
    return v;
  };
  for (let stage = 5; stage >= 0; stage--) {
    if (teamOf[stage % 3] !== team) continue;
    const q = new Map<string, number[]>();
    rec([], [0, 0, 0], 0, stage, 1, q);
    for (const [K, arr] of q) {
      const nums = K.split(":")[1]!
        .split("|")[0]!
        .split(",")
        .filter((x) => x !== "")
        .map(Number);
      let best = -1,
        bv = -Infinity;
      arr.forEach((v, k) => {
        if (!nums.includes(stage < 3 ? k >> 1 : k) && v > bv) {
          bv = v;
          best = k;
        }
      });
      choice.set(K, best);
    }
  }
  return rec([], [0, 0, 0], 0, -1, 1, new Map());
}

/** Round points of each player from the real numbers (0-based) on a line of L numbers. */
export function roundPoints(L: number, real: number[]): number[] {
  const pts = [0, 0, 0];
  for (let n = 0; n < L; n++) {
    let best = Number.POSITIVE_INFINITY;
    let who = -1;
    real.forEach((r, p) => {
      const d = Math.abs(r - n);
      if (d < best) {
        best = d;
        who = p;
      } else if (d === best) who = -1;
    });
    if (who >= 0) pts[who]!++;
  }
  return pts;
}
