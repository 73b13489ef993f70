// A stand-in bot decision module for worker tests: the first `crashes` decisions (counted
// across workers in a shared buffer) kill their worker thread; later ones decide as the real
// bot does.

import type { BotDecision } from "../../../src/bots/bot-decide";
import { decide as realDecide } from "../../../src/bots/bot-decide";

export function decide(request: BotDecision, data: unknown): unknown {
  const { counter, crashes } = data as { counter: SharedArrayBuffer; crashes: number };
  if (Atomics.add(new Int32Array(counter), 0, 1) < crashes) process.exit(7);
  return realDecide(request);
}
