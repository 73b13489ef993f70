// A stand-in bot decision module for worker tests: a slow bot. Each decision counts itself in
// `gate[0]`, then blocks its thread (as a long search would) until the test sets `gate[1]`,
// then decides as the real bot does.

import type { BotDecision } from "../../../src/bots/bot-decide";
import { decide as realDecide } from "../../../src/bots/bot-decide";

/** Never block a test run for ever, whatever happens to the test. */
const MAX_BLOCK_MS = 20_000;

export function decide(request: BotDecision, data: unknown): unknown {
  const gate = new Int32Array((data as { gate: SharedArrayBuffer }).gate);
  Atomics.add(gate, 0, 1);
  Atomics.notify(gate, 0);
  Atomics.wait(gate, 1, 0, MAX_BLOCK_MS);
  return realDecide(request);
}
