// Token buckets: a rate with a burst, for socket messages (per connection, per address) and
// reactions (per seat, all of its connections together).

/** Reactions: at most one a second per seat, a burst of 3 (protocol EMOTES). */
const EMOTES_PER_SECOND = 1;
const EMOTE_BURST = 3;

export class TokenBucket {
  private tokens: number;
  private last = Date.now();
  constructor(
    private readonly perSecond: number,
    private readonly burst: number,
  ) {
    this.tokens = burst;
  }
  take(): boolean {
    const now = Date.now();
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.last) / 1000) * this.perSecond);
    this.last = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
  /** Milliseconds until the bucket is full again (nothing taken meanwhile). */
  fullIn(): number {
    const now = Date.now();
    const tokens = Math.min(this.burst, this.tokens + ((now - this.last) / 1000) * this.perSecond);
    return Math.ceil(((this.burst - tokens) / this.perSecond) * 1000);
  }
}

/**
 * Reactions are limited per seat (all of its connections on this process together), so a
 * seat with three tabs open reacts no faster than with one. A seat's bucket is forgotten
 * once full again.
 */
export function seatReactions(): (tableId: string, seat: number) => boolean {
  const buckets = new Map<string, TokenBucket>();
  let takes = 0;
  return (tableId, seat) => {
    if (++takes % 1000 === 0) {
      for (const [k, b] of buckets) if (b.fullIn() === 0) buckets.delete(k);
    }
    const key = `${tableId}\u0000${seat}`;
    let b = buckets.get(key);
    if (b === undefined) {
      b = new TokenBucket(EMOTES_PER_SECOND, EMOTE_BURST);
      buckets.set(key, b);
    }
    return b.take();
  };
}
