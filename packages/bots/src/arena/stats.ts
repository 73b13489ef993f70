// Tournament statistics: a game's outcome and its win shares, means with normal 95% confidence
// intervals, and an Elo-style rating fitted to pairwise results (Bradley–Terry by
// minorisation–maximisation, the method behind BayesElo-style tables). The per-bot table with
// honest intervals is summary.ts.

export interface GameOutcome {
  /** The game's index in the tournament (fixes its seeds). */
  readonly index: number;
  /** The label of the bot in each seat. */
  readonly seats: readonly string[];
  readonly scores: readonly number[];
  readonly winners: readonly number[];
  /** Player decisions made (chance actions not counted). */
  readonly decisions: number;
  /** Present when a seat forfeited: that seat lost, the others shared the win. */
  readonly forfeit?: { readonly seat: number; readonly code: string; readonly message: string };
  /** The game's own numbers (analysis: GameAnalysis.features), when the plan asked for them. */
  readonly features?: Readonly<Record<string, number | readonly number[]>>;
  /**
   * A hash of the seats and every action (chance included), equal for equal games, so that a
   * summary or a report can count the distinct games played (analysis/honest.ts). Every game
   * the arena plays has one; outcomes read from elsewhere may not.
   */
  readonly fingerprint?: string;
}

export interface Estimate {
  readonly mean: number;
  /** Half-width of the 95% confidence interval (normal approximation). */
  readonly ci95: number;
  readonly n: number;
}

export function estimate(samples: readonly number[]): Estimate {
  const n = samples.length;
  if (n === 0) return { mean: Number.NaN, ci95: Number.NaN, n };
  let sum = 0;
  for (const x of samples) sum += x;
  const mean = sum / n;
  if (n === 1) return { mean, ci95: Number.NaN, n };
  let ss = 0;
  for (const x of samples) ss += (x - mean) * (x - mean);
  const sd = Math.sqrt(ss / (n - 1));
  return { mean, ci95: (1.96 * sd) / Math.sqrt(n), n };
}

/** Win shares of every seat in a game: 1/|winners| each (a forfeit: the others share). */
export function winShares(o: GameOutcome): number[] {
  const shares = new Array<number>(o.seats.length).fill(0);
  const winners =
    o.forfeit !== undefined
      ? o.seats.map((_, s) => s).filter((s) => s !== o.forfeit!.seat)
      : o.winners;
  for (const w of winners) shares[w] = 1 / winners.length;
  return shares;
}

export interface EloRow {
  readonly label: string;
  readonly elo: number;
}

/**
 * Elo-style ratings: every game counts as one result between each pair of seats held by
 * different bots (a seat that won more of the game scores 1, equal shares 0.5). Fitted by
 * Bradley–Terry MM with one virtual draw against the average as a prior (keeps ratings
 * finite when a bot never loses), then scaled to Elo points with the mean at 1500.
 */
export function eloTable(outcomes: readonly GameOutcome[], labels: readonly string[]): EloRow[] {
  const n = labels.length;
  if (n === 0) return [];
  const index = new Map(labels.map((l, i) => [l, i]));
  const score = Array.from({ length: n }, () => new Float64Array(n));
  const games = Array.from({ length: n }, () => new Float64Array(n));
  for (const o of outcomes) {
    const shares = winShares(o);
    for (let a = 0; a < o.seats.length; a++) {
      for (let b = a + 1; b < o.seats.length; b++) {
        const i = index.get(o.seats[a]!)!;
        const j = index.get(o.seats[b]!)!;
        if (i === j) continue;
        const s = shares[a]! > shares[b]! ? 1 : shares[a]! < shares[b]! ? 0 : 0.5;
        score[i]![j]! += s;
        score[j]![i]! += 1 - s;
        games[i]![j]! += 1;
        games[j]![i]! += 1;
      }
    }
  }
  let gamma = new Float64Array(n).fill(1);
  for (let iter = 0; iter < 2000; iter++) {
    const next = new Float64Array(n);
    let maxChange = 0;
    for (let i = 0; i < n; i++) {
      // Prior: one draw against a virtual player of strength 1.
      let w = 0.5;
      let d = 1 / (gamma[i]! + 1);
      for (let j = 0; j < n; j++) {
        if (games[i]![j]! === 0) continue;
        w += score[i]![j]!;
        d += games[i]![j]! / (gamma[i]! + gamma[j]!);
      }
      next[i] = w / d;
    }
    for (let i = 0; i < n; i++)
      maxChange = Math.max(maxChange, Math.abs(Math.log(next[i]! / gamma[i]!)));
    gamma = next;
    if (maxChange < 1e-10) break;
  }
  const elo = Array.from(gamma, (g) => (400 * Math.log(g)) / Math.LN10);
  const mean = elo.reduce((a, b) => a + b, 0) / n;
  return labels
    .map((label, i) => ({ label, elo: Math.round(1500 + elo[i]! - mean) }))
    .sort((a, b) => b.elo - a.elo);
}
