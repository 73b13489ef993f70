// A tournament's per-bot table (win share with ties split, mean score, game length) with
// intervals that count independent evidence only. Games that repeat (a game without chance
// and bots that decide alike: the fingerprints of play-game.ts) give exact figures over the
// games played and their count of distinct games, with no interval. Otherwise the independent
// unit is the block (blocks.ts: the games of a block share the deals and rolls): win shares
// get Wilson's interval over blocks (inside 0–100%, never a point at a sweep), means a normal
// interval over the blocks' means. The statistics are the analysis report's (analysis/).

import { distinctGames } from "../analysis/honest";
import { clusteredWilson, meanInterval } from "../analysis/stats";
import { blockSamples } from "./blocks";
import type { EloRow, GameOutcome } from "./stats";
import { eloTable, winShares } from "./stats";

/**
 * A figure of the table: exact over the games played (`n` games; the games repeat, so an
 * interval would count repeats as evidence), or a 95% interval over `n` independent blocks
 * (bounds NaN with fewer than two blocks where the interval needs a spread).
 */
export type ArenaEstimate =
  | { readonly kind: "exact"; readonly value: number; readonly n: number }
  | {
      readonly kind: "interval";
      readonly value: number;
      readonly low: number;
      readonly high: number;
      readonly n: number;
    };

export interface BotRow {
  readonly label: string;
  /** How many seats of each game this bot fills. */
  readonly seatsPerGame: number;
  /** Fraction of games won per seat, ties split; fair share is 1/players. */
  readonly winRate: ArenaEstimate;
  /** Mean score per seat over games without a forfeit. */
  readonly score: ArenaEstimate;
  readonly forfeits: number;
}

export interface Summary {
  readonly games: number;
  /** Games that differ in a seat's bot or an action (chance included). */
  readonly distinctGames: number;
  /** Whether games repeat: then every figure is exact over the games played. */
  readonly exact: boolean;
  /** Independent blocks: the games of a block share the chance seed. */
  readonly blocks: number;
  /** Games per block: the number of seat arrangements. */
  readonly arrangements: number;
  readonly players: number;
  readonly fairShare: number;
  readonly bots: readonly BotRow[];
  /** Player decisions per game, over games without a forfeit. */
  readonly length: ArenaEstimate;
  readonly elo: readonly EloRow[];
  readonly forfeits: number;
}

function mean(xs: readonly number[]): number {
  return xs.length > 0 ? xs.reduce((a, b) => a + b, 0) / xs.length : Number.NaN;
}

function exact(samples: readonly number[]): ArenaEstimate {
  return { kind: "exact", value: mean(samples), n: samples.length };
}

function overBlocks(i: { value: number; low: number; high: number; n: number }): ArenaEstimate {
  return { kind: "interval", value: i.value, low: i.low, high: i.high, n: i.n };
}

/**
 * The table of a tournament whose games are `outcomes` (any order; game `index` belongs to
 * block `floor(index / arrangements)`). Throws on a non-positive or fractional arrangements.
 */
export function summarise(outcomes: readonly GameOutcome[], arrangements: number): Summary {
  const sorted = [...outcomes].sort((a, b) => a.index - b.index);
  const samples = blockSamples(sorted, arrangements);
  const distinct = distinctGames(sorted);
  const repeated = distinct < sorted.length;
  const finished = sorted.filter((o) => o.forfeit === undefined);
  const bots = samples.bots.map((blocks): BotRow => {
    const { label } = blocks;
    const wins: number[] = [];
    const scores: number[] = [];
    let forfeits = 0;
    let seatsPerGame = 0;
    for (const o of sorted) {
      const shares = winShares(o);
      let w = 0;
      let sc = 0;
      let k = 0;
      o.seats.forEach((l, s) => {
        if (l !== label) return;
        w += shares[s]!;
        sc += o.scores[s]!;
        k++;
        if (o.forfeit?.seat === s) forfeits++;
      });
      if (k === 0) continue;
      seatsPerGame = k;
      wins.push(w / k);
      if (o.forfeit === undefined) scores.push(sc / k);
    }
    return {
      label,
      seatsPerGame,
      winRate: repeated ? exact(wins) : overBlocks(clusteredWilson(blocks.shares, wins.length)),
      score: repeated ? exact(scores) : overBlocks(meanInterval(blocks.scores)),
      forfeits,
    };
  });
  const players = sorted[0]?.seats.length ?? 0;
  return {
    games: sorted.length,
    distinctGames: distinct,
    exact: repeated,
    blocks: samples.blocks,
    arrangements,
    players,
    fairShare: players > 0 ? 1 / players : 0,
    bots,
    length: repeated
      ? exact(finished.map((o) => o.decisions))
      : overBlocks(meanInterval(samples.lengths)),
    elo: eloTable(
      sorted,
      bots.map((b) => b.label),
    ),
    forfeits: sorted.length - finished.length,
  };
}
