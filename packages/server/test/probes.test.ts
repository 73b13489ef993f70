// The operator's probes: `GET /api/health` reads without changing anything (two pollers see
// the same figures), and `GET /api/ready` is 200 only while storage and Redis answer, start-up
// is done and the process is not draining; else 503 naming what failed.

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { HealthResponse, ReadyResponse } from "@number-games/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readyAnswer } from "../src/http/probes";
import { openStore } from "../src/storage/sql-store";
import { freePort } from "./support/ports";
import type { TestServer } from "./support/server";
import { startTestServer, waitForValue } from "./support/server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

async function get<T>(url: string): Promise<{ status: number; body: T; headers: Headers }> {
  const r = await fetch(url);
  return { status: r.status, body: (await r.json()) as T, headers: r.headers };
}

describe("GET /api/health", () => {
  it("changes nothing when read: a second poller sees the first one's figures", async () => {
    // Hold the event loop so that the delay figures have something to show. The monitor
    // records a held loop at its next sample, which can come late on a busy machine (and in a
    // process shared with other test files' servers): hold it again before each look until
    // the figures show it.
    const first = await waitForValue(async () => {
      const until = performance.now() + 300;
      while (performance.now() < until) {
        // busy on purpose
      }
      const r = await get<HealthResponse>(`${server.url}/api/health`);
      return r.body.loopDelayMaxMs >= 200 ? r : undefined;
    }, "the held loop in the figures");
    const second = await get<HealthResponse>(`${server.url}/api/health`);
    expect(first.status).toBe(200);
    // Reading used to reset the figures: the second poller saw an idle loop.
    expect(second.body.loopDelayMaxMs).toBeGreaterThanOrEqual(first.body.loopDelayMaxMs);
    expect(second.body.loopDelayP99Ms).toBeGreaterThanOrEqual(first.body.loopDelayP99Ms);
    expect(first.headers.get("cache-control")).toBe("no-store");
  });
});

describe("GET /api/ready", () => {
  it("is 200 on a started server, 503 naming `draining` once it drains", async () => {
    const s = await startTestServer();
    try {
      const ready = await get<ReadyResponse>(`${s.url}/api/ready`);
      expect(ready.status).toBe(200);
      expect(ready.body).toEqual({
        ready: true,
        checks: { storage: "ok", redis: null, startup: "done", draining: false },
        failed: [],
      });
      s.startDraining();
      const draining = await get<ReadyResponse>(`${s.url}/api/ready`);
      expect(draining.status).toBe(503);
      expect(draining.body).toMatchObject({ ready: false, failed: ["draining"] });
      expect(draining.body.checks.draining).toBe(true);
      // Liveness is another question: a draining process is alive.
      expect((await fetch(`${s.url}/api/health`)).status).toBe(200);
    } finally {
      await s.stop();
    }
  });

  it("is 503 naming `storage` while storage does not answer, 200 again after", async () => {
    const dir = mkdtempSync(join(tmpdir(), "ng-ready-"));
    const real = await openStore({ sqliteFile: join(dir, "r.sqlite") });
    let down = false;
    const store = new Proxy(real, {
      get: (target, prop, receiver) => {
        const value = Reflect.get(target, prop, receiver);
        if (prop === "ping")
          return () => (down ? Promise.reject(new Error("gone")) : target.ping());
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    const s = await startTestServer({ store });
    try {
      down = true;
      const r = await get<ReadyResponse>(`${s.url}/api/ready`);
      expect(r.status).toBe(503);
      expect(r.body).toMatchObject({ ready: false, failed: ["storage"] });
      expect(r.body.checks.storage).toBe("unreachable");
      down = false;
      expect((await fetch(`${s.url}/api/ready`)).status).toBe(200);
    } finally {
      await s.stop();
      await real.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("is 503 naming `redis` while the configured Redis does not answer", async () => {
    // Nothing listens on this port: allowed to start without it (REDIS_OPTIONAL), the server
    // serves, but is not ready.
    const s = await startTestServer({
      redisUrl: `redis://127.0.0.1:${await freePort()}`,
      redisOptional: true,
    });
    try {
      const r = await get<ReadyResponse>(`${s.url}/api/ready`);
      expect(r.status).toBe(503);
      expect(r.body.failed).toEqual(["redis"]);
      expect(r.body.checks.redis).toBe("unreachable");
    } finally {
      await s.stop();
    }
  });

  it("is 503 naming `startup` before migrations and resuming are done", () => {
    const deps = { storage: "ok", redis: "ok" } as const;
    expect(readyAnswer(deps, { started: false, draining: false })).toEqual({
      status: 503,
      body: {
        ready: false,
        checks: { storage: "ok", redis: "ok", startup: "pending", draining: false },
        failed: ["startup"],
      },
    });
    expect(readyAnswer(deps, { started: true, draining: false }).status).toBe(200);
  });
});
