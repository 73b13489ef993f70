// A PostgreSQL server of a test's own (outage tests stop and restart it; the shared one on
// 5432 is never touched): initdb in a temp dir, a free loopback port, trust authentication.
// PostgreSQL refuses to run as root, so as root it runs as the `postgres` system user
// (runuser), in a directory that user owns. `ownPostgresProblem()` says why it cannot run
// here (no initdb, no such user), for a test to skip with that reason.

import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, chownSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { freePort } from "./ports";

export interface OwnPostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  readonly url: string;
  readonly port: number;
  /** Stops it (fast shutdown: sessions are cut, as a crash or a restart would). */
  stop(): Promise<void>;
  /** Starts it again on the same port and data (if stopped), and waits until it answers. */
  start(): Promise<void>;
  /** Stops it for good and removes its directory. */
  destroy(): Promise<void>;
}

const isRoot = process.getuid?.() === 0;

/** Why an own PostgreSQL cannot run here, or null when it can. */
export function ownPostgresProblem(): string | null {
  if (spawnSync("initdb", ["--version"]).status !== 0) return "initdb is not installed";
  if (isRoot && spawnSync("id", ["postgres"]).status !== 0) {
    return "running as root and there is no postgres user to run PostgreSQL as";
  }
  return null;
}

/** `cmd args` as the user PostgreSQL runs as. */
function run(cmd: string, args: readonly string[]): void {
  if (isRoot) execFileSync("runuser", ["-u", "postgres", "--", cmd, ...args], { stdio: "ignore" });
  else execFileSync(cmd, [...args], { stdio: "ignore" });
}

export async function startOwnPostgres(): Promise<OwnPostgres> {
  const dir = mkdtempSync(join(tmpdir(), "ng-own-pg-"));
  if (isRoot) {
    const uid = Number(execFileSync("id", ["-u", "postgres"]).toString().trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"]).toString().trim());
    chownSync(dir, uid, gid);
  }
  chmodSync(dir, 0o700);
  const data = join(dir, "data");
  run("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "--no-sync", "-E", "UTF8"]);
  const port = await freePort();
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const opts = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const pgCtl = (...args: string[]) => run("pg_ctl", ["-D", data, ...args]);
  let up = false;
  const start = async () => {
    if (up) return;
    pgCtl("-o", opts, "-l", join(dir, "log"), "-w", "start");
    up = true;
    await answers(url);
  };
  await start();
  return {
    url,
    port,
    start,
    async stop() {
      pgCtl("-m", "fast", "-w", "stop");
      up = false;
    },
    async destroy() {
      try {
        pgCtl("-m", "immediate", "-w", "stop");
      } catch {
        // Already stopped.
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Resolves once `url` answers a query (pg_ctl -w has waited already; this is the proof). */
async function answers(url: string): Promise<void> {
  for (;;) {
    const client = new pg.Client({ connectionString: url });
    client.on("error", () => {});
    try {
      await client.connect();
      await client.query("select 1");
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    } finally {
      await client.end().catch(() => {});
    }
  }
}
