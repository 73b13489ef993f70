// The arena's independent units. The arena plays a tournament in blocks of one game per seat
// arrangement, every game of a block with the same chance seed (the same deals and rolls:
// runner.ts, gameSeeds): the games of a block are not independent, so each block's mean is
// one observation. `blockSamples` gives those observations (the one grouping the arena's
// summary and the benches use); `blockSummary` their normal 95% intervals (bench:hard).

import type { Estimate, GameOutcome } from "./stats";
import { estimate, winShares } from "./stats";

/** One bot's observations, one per block. */
export interface BotBlocks {
  readonly label: string;
  /** Win share per seat, ties split: the bot's mean over its seats in each block. */
  readonly shares: readonly number[];
  /** Mean score per seat over the block's games without a forfeit (blocks that have one). */
  readonly scores: readonly number[];
}

export interface BlockSamples {
  readonly blocks: number;
  /** Bots in the order they first sit down. */
  readonly bots: readonly BotBlocks[];
  /** Mean decisions per game over each block's games without a forfeit. */
  readonly lengths: readonly number[];
}

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

interface Block {
  readonly bots: Map<string, Sums>;
  decisions: number;
  finished: number;
}

/**
 * One observation per block and bot: game `index` belongs to block `floor(index /
 * arrangements)`. Throws on a non-positive or fractional arrangements.
 */
export function blockSamples(outcomes: readonly GameOutcome[], arrangements: number): BlockSamples {
  if (!Number.isInteger(arrangements) || arrangements < 1) {
    throw new RangeError(`arrangements must be a whole number of at least 1, not ${arrangements}`);
  }
  const blocks = new Map<number, Block>();
  const labels: string[] = [];
  for (const o of outcomes) {
    const key = Math.floor(o.index / arrangements);
    let block = blocks.get(key);
    if (block === undefined) {
      block = { bots: new Map(), decisions: 0, finished: 0 };
      blocks.set(key, block);
    }
    if (o.forfeit === undefined) {
      block.decisions += o.decisions;
      block.finished += 1;
    }
    const shares = winShares(o);
    o.seats.forEach((label, seat) => {
      let x = block.bots.get(label);
      if (x === undefined) {
        x = { share: 0, seats: 0, score: 0, scored: 0 };
        block.bots.set(label, x);
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
      const x = b.bots.get(label);
      if (x === undefined) continue;
      shares.push(x.share / x.seats);
      if (x.scored > 0) scores.push(x.score / x.scored);
    }
    return { label, shares, scores };
  });
  const lengths = ordered.filter((b) => b.finished > 0).map((b) => b.decisions / b.finished);
  return { blocks: blocks.size, bots, lengths };
}

/** Per-bot normal 95% intervals over blocks (blockSamples). */
export function blockSummary(outcomes: readonly GameOutcome[], arrangements: number): BlockSummary {
  const s = blockSamples(outcomes, arrangements);
  return {
    games: outcomes.length,
    blocks: s.blocks,
    arrangements,
    bots: s.bots.map((b) => ({
      label: b.label,
      winShare: estimate(b.shares),
      score: estimate(b.scores),
    })),
  };
}
