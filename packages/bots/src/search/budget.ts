// A search's budget per move: a number of iterations (the levels' default: the choice is then
// a pure function of seed and observation), or a time limit (for comparisons at equal time,
// such as the arena's `hard@20ms`). A timed search is not reproducible: how far it gets
// depends on the machine and its load.

export type Clock = () => number;

export interface SearchBudget {
  /** Iterations (in the search's own unit); a cap when `deadline` is set as well. */
  readonly iterations: number;
  /** Stops the search once expired; checked between iterations, never before the first. */
  readonly deadline?: Deadline;
}

/** A point in time on a clock (performance.now by default; tests inject their own). */
export class Deadline {
  private readonly end: number;

  constructor(
    timeMs: number,
    private readonly clock: Clock = () => performance.now(),
  ) {
    this.end = clock() + timeMs;
  }

  expired(): boolean {
    return this.clock() >= this.end;
  }
}

/** The budget for one move from a level's iterations and the caller's options. */
export function moveBudget(
  iterations: number,
  options: { readonly iterations?: number; readonly timeMs?: number; readonly clock?: Clock },
): SearchBudget {
  if (options.timeMs === undefined) return { iterations: options.iterations ?? iterations };
  return {
    iterations: options.iterations ?? Number.POSITIVE_INFINITY,
    deadline: new Deadline(options.timeMs, options.clock),
  };
}
