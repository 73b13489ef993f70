// The deployment test's own Redis: redis-server on a free loopback port, nothing on disk,
// stopped and started again by the test (never the machine's shared one).

import type { Child } from "./child";
import { startChild, until } from "./child";

export interface Redis {
  readonly url: string;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export function createRedis(port: number): Redis {
  let child: Child | null = null;
  return {
    url: `redis://127.0.0.1:${port}`,
    async start() {
      const c = startChild("redis", "redis-server", [
        "--port",
        String(port),
        "--bind",
        "127.0.0.1",
        "--save",
        "",
        "--appendonly",
        "no",
      ]);
      child = c;
      const up = await until(() => c.gone() || c.output().includes("Ready to accept"), 30_000);
      if (!up || c.gone()) throw new Error(`redis-server did not start:\n${c.output()}`);
    },
    async stop() {
      await child?.stop("SIGTERM");
      child = null;
    },
  };
}
