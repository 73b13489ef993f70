// One budget per client address for every read by a code a person could type (a table's join
// code, a class code) and every refused class join: guessing codes gets this many tries a
// minute in all, whichever route it spreads them over. Ids (120 random bits) are not
// guessable and spend nothing. In memory, per process, in fixed one-minute windows.

export class LookupBudget {
  private readonly windows = new Map<string, { start: number; used: number }>();
  private takes = 0;

  constructor(
    private readonly perMinute: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Spends one lookup of `address`; false when its budget for this minute is spent. */
  take(address: string): boolean {
    const w = this.window(address);
    if (w.used >= this.perMinute) return false;
    w.used++;
    return true;
  }

  /** Whether `address` has a lookup left this minute (spends nothing). */
  left(address: string): boolean {
    return this.window(address).used < this.perMinute;
  }

  private window(address: string): { start: number; used: number } {
    const now = this.now();
    if (++this.takes % 1000 === 0) this.forgetOld(now);
    let w = this.windows.get(address);
    if (w === undefined || now - w.start >= 60_000) {
      w = { start: now, used: 0 };
      this.windows.set(address, w);
    }
    return w;
  }

  private forgetOld(now: number): void {
    for (const [a, w] of this.windows) if (now - w.start >= 60_000) this.windows.delete(a);
  }
}
