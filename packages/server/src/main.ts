// The server process: options from the environment, clean shutdown on SIGINT/SIGTERM.

import { optionsFromEnv } from "./env";
import { addressLines } from "./network";
import { startOrExit } from "./server";

const server = await startOrExit(() => optionsFromEnv(process.env), "Number Games server");
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
