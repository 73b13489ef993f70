// The deployment's server processes, as the systemd unit runs them: the bundle (as
// scripts/start.sh builds it) on loopback ports, with the shipped environment file
// (deploy/number-games.env) under the test's own PostgreSQL, Redis, folders and address.
// A process that ends without being asked is started again after two seconds, as the unit's
// Restart=on-failure does; the restarts are counted.

import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Child } from "./child";
import { startChild, until } from "./child";

export interface ServerSet {
  readonly ports: readonly number[];
  /** Processes that ended without being asked to (each was started again). */
  unexpectedExits: number;
  start(i: number): Promise<void>;
  /** Ready (GET /api/ready, or /api/health where the server has no /api/ready yet). */
  ready(i: number, ms: number): Promise<boolean>;
  /** SIGTERM (a drain) or SIGKILL; waits until the process is gone. */
  stop(i: number, signal: NodeJS.Signals): Promise<string>;
  stopAll(): Promise<void>;
  output(i: number): string;
}

/** `KEY=value` lines of an environment file as systemd reads them (comments skipped). */
export function readEnvFile(path: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const line of readFileSync(path, "utf8").split("\n")) {
    const m = /^([A-Z_][A-Z0-9_]*)=(.*)$/.exec(line.trim());
    if (m) env[m[1]!] = m[2]!;
  }
  return env;
}

/** Whether the process on `port` answers ready (a 404 of /api/ready: asks /api/health). */
async function isReady(port: number): Promise<boolean> {
  try {
    const r = await fetch(`http://127.0.0.1:${port}/api/ready`);
    if (r.status !== 404) return r.ok;
    return (await fetch(`http://127.0.0.1:${port}/api/health`)).ok;
  } catch {
    return false;
  }
}

export function serverSet(
  root: string,
  ports: readonly number[],
  env: Readonly<Record<string, string>>,
): ServerSet {
  const unitEnv = readEnvFile(join(root, "deploy/number-games.env"));
  const children: (Child | null)[] = ports.map(() => null);
  const stopping = new Set<number>();
  let finished = false;
  const set: ServerSet = {
    ports,
    unexpectedExits: 0,
    async start(i) {
      const child = startChild(
        `server ${ports[i]}`,
        process.execPath,
        [join(root, "packages/server/bin/server.js")],
        {
          cwd: root,
          env: {
            PATH: process.env.PATH ?? "/usr/bin:/bin",
            ...unitEnv,
            NODE_ENV: "production",
            HOST: "127.0.0.1",
            PORT: String(ports[i]),
            ...env,
          },
        },
      );
      children[i] = child;
      void child.exited.then(async () => {
        if (finished || stopping.has(i) || children[i] !== child) return;
        set.unexpectedExits++;
        await new Promise((r) => setTimeout(r, 2000));
        if (!finished && children[i] === child) await set.start(i);
      });
    },
    ready: (i, ms) => until(() => isReady(ports[i]!), ms),
    async stop(i, signal) {
      stopping.add(i);
      try {
        return (await children[i]?.stop(signal)) ?? "not running";
      } finally {
        stopping.delete(i);
      }
    },
    async stopAll() {
      finished = true;
      await Promise.all(children.map((c) => c?.stop("SIGTERM")));
    },
    output: (i) => children[i]?.output() ?? "",
  };
  return set;
}
