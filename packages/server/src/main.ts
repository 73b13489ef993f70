// The server process: options from the environment, clean shutdown on SIGINT/SIGTERM.

import { startupProblem } from "./config-error";
import { optionsFromEnv } from "./env";
import { addressLines } from "./network";
import type { RunningServer } from "./server";
import { startServer } from "./server";

let server: RunningServer;
try {
  server = await startServer(optionsFromEnv(process.env));
} catch (e) {
  const problem = startupProblem(e);
  if (problem === null) throw e;
  console.error(`Number Games server: ${problem}`);
  process.exit(2);
}
console.log(`Number Games server listening on ${server.url} (storage: ${server.store.dialect})`);
for (const line of addressLines(server)) console.log(line);

let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
