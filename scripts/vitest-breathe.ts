// A turn of the event loop for tests that compute for long (docs/testing.md, "Give the event
// loop a turn"): Vitest's worker gives up on its own messages after a fixed 60 s, and on a busy
// machine a loop of seconds becomes minutes. `await breathe()` in a test's loop lets the worker
// answer at least every 50 ms of the loop's time, and costs nothing in between.

let lastTurn = performance.now();

/** Resolves after a turn of the event loop if 50 ms went by since the last one, else at once. */
export function breathe(): Promise<void> | undefined {
  if (performance.now() - lastTurn < 50) return undefined;
  return new Promise((resolve) =>
    setImmediate(() => {
      lastTurn = performance.now();
      resolve();
    }),
  );
}
