// The one retry loop of every compare-and-set against storage: read, decide, write with the
// version read; when another writer (on any process) got there first, read again and decide
// again, a bounded number of times. Tables, lobbies and classes all change their rows this way;
// so does allocating a fresh id (a taken id is a lost race too).

/** How many times a change is tried before the caller gives up ("changing too fast"). */
export const ATTEMPTS = 8;

/** An attempt's answer when it lost the race: the loop reads again and tries once more. */
export const LOST: unique symbol = Symbol("lost the race");

/**
 * Runs `attempt` until it answers something other than LOST, at most ATTEMPTS times; then
 * `exhausted()` answers. Each attempt reads what it decides on itself.
 */
export async function retryLost<T>(
  attempt: () => Promise<T | typeof LOST>,
  exhausted: () => T | Promise<T>,
): Promise<T> {
  for (let i = 0; i < ATTEMPTS; i++) {
    const answer = await attempt();
    if (answer !== LOST) return answer;
  }
  return exhausted();
}
