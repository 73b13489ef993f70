// The statistics behind the analysis figures and the arena's summary: proportions with Wilson
// 95% intervals (of independent trials, or of clusters of correlated ones), means with normal
// 95% intervals (the arena's `estimate`), differences of means, histograms and quantiles.
// Pure: no I/O, importable in the browser.

import { estimate } from "../arena/stats";

/** A figure with its 95% confidence interval and the sample it rests on. */
export interface Interval {
  readonly value: number;
  readonly low: number;
  readonly high: number;
  /** Observations behind it (games, players, cards…). */
  readonly n: number;
}

const Z = 1.959963984540054;

/**
 * The Wilson score interval of a proportion: `successes` of `n` (fractional successes allowed,
 * e.g. shared wins counted as a half). Better than the normal interval near 0 and 1.
 */
export function wilson(successes: number, n: number): Interval {
  if (n <= 0) return { value: Number.NaN, low: Number.NaN, high: Number.NaN, n: 0 };
  const p = successes / n;
  const z2 = Z * Z;
  const denom = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denom;
  const half = (Z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / denom;
  return { value: p, low: Math.max(0, centre - half), high: Math.min(1, centre + half), n };
}

/**
 * Wilson's interval of a proportion observed in clusters of correlated trials (the arena's
 * blocks of games sharing a deal): `means` holds each cluster's share, and the interval is
 * Wilson's at the effective number of trials, the number of independent trials whose binomial
 * variance equals the observed variance of the mean over clusters (Kish's design effect).
 * Clusters whose trials all went alike count as one trial each; at most `maxTrials` count
 * (the trials played). A share of exactly 0 or 1 says nothing about the correlation: then
 * every cluster counts as one trial, so a sweep still gets an interval, not a point.
 */
export function clusteredWilson(means: readonly number[], maxTrials: number): Interval {
  const m = means.length;
  if (m === 0) return wilson(0, 0);
  let sum = 0;
  for (const x of means) sum += x;
  const p = sum / m;
  let ss = 0;
  for (const x of means) ss += (x - p) * (x - p);
  // The variance of the mean over clusters, with the same divisor as the binomial's p(1 − p)/n,
  // so that clusters of identical trials give exactly one trial per cluster.
  const varianceOfMean = ss / m / m;
  const binomial = p * (1 - p);
  const trials =
    binomial === 0
      ? m
      : varianceOfMean === 0
        ? maxTrials
        : Math.min(maxTrials, Math.max(m, binomial / varianceOfMean));
  const w = wilson(p * trials, trials);
  return { value: p, low: w.low, high: w.high, n: m };
}

/** The mean with a normal-approximation 95% interval. */
export function meanInterval(samples: readonly number[]): Interval {
  const e = estimate(samples);
  return { value: e.mean, low: e.mean - e.ci95, high: e.mean + e.ci95, n: e.n };
}

/** mean(a) − mean(b) with a 95% interval (Welch: unequal variances, normal approximation). */
export function differenceOfMeans(a: readonly number[], b: readonly number[]): Interval {
  const ea = estimate(a);
  const eb = estimate(b);
  const value = ea.mean - eb.mean;
  // estimate's ci95 is 1.96·sd/√n: the standard errors add in quadrature.
  const half = Math.sqrt(ea.ci95 * ea.ci95 + eb.ci95 * eb.ci95);
  return { value, low: value - half, high: value + half, n: ea.n + eb.n };
}

/** The q-quantile (0 ≤ q ≤ 1) by linear interpolation between order statistics. */
export function quantile(samples: readonly number[], q: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((x, y) => x - y);
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (pos - lo);
}

/** Whole-number values → their shares, in increasing order of value. */
export function histogram(
  samples: readonly number[],
): { x: number; count: number; share: number }[] {
  const counts = new Map<number, number>();
  for (const s of samples) counts.set(s, (counts.get(s) ?? 0) + 1);
  return [...counts.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([x, count]) => ({ x, count, share: count / samples.length }));
}

/** Mean, standard deviation and the 10th, 50th and 90th percentiles. */
export interface Spread {
  readonly mean: Interval;
  readonly sd: number;
  readonly p10: number;
  readonly median: number;
  readonly p90: number;
}

export function spread(samples: readonly number[]): Spread {
  const mean = meanInterval(samples);
  let ss = 0;
  for (const x of samples) ss += (x - mean.value) ** 2;
  return {
    mean,
    sd: samples.length > 1 ? Math.sqrt(ss / (samples.length - 1)) : Number.NaN,
    p10: quantile(samples, 0.1),
    median: quantile(samples, 0.5),
    p90: quantile(samples, 0.9),
  };
}
