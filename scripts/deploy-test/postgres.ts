// The deployment test's own PostgreSQL: a fresh cluster in a temporary folder on a free
// loopback port, stopped and started again by the test (never the machine's shared one).
// PostgreSQL refuses to run as root: as root, the cluster belongs to the user postgres.

import { chownSync, mkdirSync } from "node:fs";
import { userInfo } from "node:os";
import { join } from "node:path";
import { run } from "./child";

export interface Postgres {
  readonly url: string;
  start(): Promise<void>;
  /** A fast shutdown (committed data kept), waiting until it is down. */
  stop(): Promise<void>;
}

const BIN = "/usr/local/bin";

export async function createPostgres(dir: string, port: number): Promise<Postgres> {
  const data = join(dir, "pg");
  mkdirSync(data, { mode: 0o700 });
  const asRoot = userInfo().uid === 0;
  const uid = asRoot ? Number((await run("id", ["-u", "postgres"])).trim()) : -1;
  const gid = asRoot ? Number((await run("id", ["-g", "postgres"])).trim()) : -1;
  if (asRoot) chownSync(data, uid, gid);
  const as = (cmd: string, args: string[]) =>
    asRoot ? run("runuser", ["-u", "postgres", "--", cmd, ...args]) : run(cmd, args);
  await as(`${BIN}/initdb`, ["-D", data, "-A", "trust", "-U", "postgres", "--no-sync"]);
  const log = join(dir, "pg.log");
  if (asRoot) {
    await run("touch", [log]);
    chownSync(log, uid, gid);
  }
  const options = `-p ${port} -k ${data} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async start() {
      await as(`${BIN}/pg_ctl`, ["-D", data, "-l", log, "-w", "-t", "60", "-o", options, "start"]);
    },
    async stop() {
      await as(`${BIN}/pg_ctl`, ["-D", data, "-m", "fast", "-w", "-t", "60", "stop"]);
    },
  };
}
