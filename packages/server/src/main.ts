// The server process: options from the environment, clean shutdown on SIGINT/SIGTERM.

import { optionsFromEnv } from "./env";
import { startServer } from "./server";

const server = await startServer(optionsFromEnv(process.env));
console.log(`Number Games server listening on ${server.url} (storage: ${server.store.dialect})`);

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
