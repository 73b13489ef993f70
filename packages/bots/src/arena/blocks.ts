// Win shares and mean scores over independent blocks. The arena plays a tournament in blocks
// of one game per seat arrangement, every game of a block with the same chance seed (the same
// deals and rolls: runner.ts, gameSeeds): the games of a block are not independent, so each
// block's mean is one observation and the 95% interval is over blocks, not games.

import type { Estimate, GameOutcome } from "./stats";
import { estimate, winShares } from "./stats";

export interface BlockRow {
  readonly label: string;
  /** Win share per seat, ties split; one sample per block (its mean over the bot's seats). */
  readonly winShare: Estimate;
  /** Mean score per seat over games without a forfeit; one sample per block that has one. */
  readonly score: Estimate;
}

export interface BlockSummary {
  readonly games: number;
  readonly blocks: number;
  /** Games per block: the number of seat arrangements. */
  readonly arrangements: number;
  readonly bots: readonly BlockRow[];
}

interface Sums {
  share: number;
  seats: number;
  score: number;
  scored: number;
}

/**
 * Per-bot estimates over blocks: game `index` belongs to block `floor(index / arrangements)`.
 * Bots in the order they first sit down. Throws on a non-positive or fractional arrangements.
 */
export function blockSummary(outcomes: readonly GameOutcome[], arrangements: number): BlockSummary {
  if (!Number.isInteger(arrangements) || arrangements < 1) {
    throw new RangeError(`arrangements must be a whole number of at least 1, not ${arrangements}`);
  }
  const blocks = new Map<number, Map<string, Sums>>();
  const labels: string[] = [];
  for (const o of outcomes) {
    const key = Math.floor(o.index / arrangements);
    let block = blocks.get(key);
    if (block === undefined) {
      block = new Map();
      blocks.set(key, block);
    }
    const shares = winShares(o);
    o.seats.forEach((label, seat) => {
      let x = block.get(label);
      if (x === undefined) {
        x = { share: 0, seats: 0, score: 0, scored: 0 };
        block.set(label, x);
        if (!labels.includes(label)) labels.push(label);
      }
      x.share += shares[seat]!;
      x.seats += 1;
      if (o.forfeit === undefined) {
        x.score += o.scores[seat]!;
        x.scored += 1;
      }
    });
  }
  const ordered = [...blocks.keys()].sort((a, b) => a - b).map((k) => blocks.get(k)!);
  const bots = labels.map((label) => {
    const shares: number[] = [];
    const scores: number[] = [];
    for (const b of ordered) {
      const x = b.get(label);
      if (x === undefined) continue;
      shares.push(x.share / x.seats);
      if (x.scored > 0) scores.push(x.score / x.scored);
    }
    return { label, winShare: estimate(shares), score: estimate(scores) };
  });
  return { games: outcomes.length, blocks: blocks.size, arrangements, bots };
}
