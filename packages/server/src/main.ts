// The server process: options from the environment; on SIGINT/SIGTERM it drains (no new
// connections, commands in progress finished, clients told to come back: drain.ts) and exits.

import { optionsFromEnv } from "./config/env";
import { addressLines } from "./config/network";
import type { ServerOptions } from "./server";
import { startOrExit } from "./server";
import { DEFAULT_DRAIN_TIMEOUT_MS } from "./socket/drain";

let options: ServerOptions = {};
const server = await startOrExit(() => {
  options = optionsFromEnv(process.env);
  return options;
}, "Number Games server");
console.log(`Number Games server listening on ${server.url} (storage: ${server.store.dialect})`);
for (const line of addressLines(server)) console.log(line);

let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    // The drain is bounded; closing storage and the rest after it gets as long again.
    const limit = 2 * (options.drainTimeoutMs ?? DEFAULT_DRAIN_TIMEOUT_MS);
    setTimeout(() => process.exit(1), limit).unref();
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
