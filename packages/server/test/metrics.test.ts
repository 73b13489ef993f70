// Prometheus metrics: off by default (and then /metrics is a plain 404, not the app); with
// METRICS_TOKEN on the server's port behind the bearer token; with METRICS_PORT on a listener
// of its own; each server its own registry (two in one process count apart); and the
// figures move with what happens: a game's actions, its bot's decisions, a storage failure.

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { optionsFromEnv } from "../src/config/env";
import { openStore } from "../src/storage/sql-store";
import type { TestServer } from "./support/server";
import { RandomPlayer, setUpTable, startTestServer, waitFor } from "./support/server";

const TOKEN = "metrics-token-0123456789abcdef";
const servers: TestServer[] = [];
afterAll(async () => {
  for (const s of servers) await s.stop();
});
async function start(options: Parameters<typeof startTestServer>[0]): Promise<TestServer> {
  const s = await startTestServer(options);
  servers.push(s);
  return s;
}

const scrape = async (url: string, token: string | null = TOKEN) => {
  const r = await fetch(url, token ? { headers: { authorization: `Bearer ${token}` } } : {});
  return { status: r.status, type: r.headers.get("content-type"), text: await r.text() };
};

/** The value of one sample (`name{labels} value`), or null when it is not there. */
function sample(text: string, name: string, labels = ""): number | null {
  for (const line of text.split("\n")) {
    if (line.startsWith("#")) continue;
    const [key, value] = line.split(" ");
    if (key === `${name}${labels ? `{${labels}}` : ""}`) return Number(value);
  }
  return null;
}

describe("GET /metrics", () => {
  it("is off by default: 404 in the error format, never the app's page", async () => {
    const dist = mkdtempSync(join(tmpdir(), "ng-metrics-dist-"));
    const { writeFileSync } = await import("node:fs");
    writeFileSync(join(dist, "index.html"), "<!doctype html><title>Number Games app</title>");
    try {
      const s = await start({ webDist: dist });
      expect(s.metricsPort).toBeNull();
      const r = await scrape(`${s.url}/metrics`);
      expect(r.status).toBe(404);
      expect(r.text).not.toContain("Number Games app");
      expect(JSON.parse(r.text)).toMatchObject({ error: { code: "ERR_NOT_FOUND" } });
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it("with a token: 401 without it or with another, the figures with it", async () => {
    const s = await start({ metricsToken: TOKEN });
    for (const token of [null, "another-token-0123456789abcdef"]) {
      const r = await scrape(`${s.url}/metrics`, token);
      expect(r.status).toBe(401);
      expect(r.text).not.toContain("ng_");
    }
    const r = await scrape(`${s.url}/metrics`);
    expect(r.status).toBe(200);
    expect(r.type).toContain("text/plain");
    for (const name of [
      "ng_tables_in_memory",
      "ng_sockets_connected",
      "ng_classes_in_session",
      "ng_bot_queue_length",
      "ng_actions_accepted_total",
      "nodejs_eventloop_lag_seconds",
    ]) {
      expect(sample(r.text, name), name).not.toBeNull();
    }
  });

  it("counts a game's actions, its round trips and its bot's decisions, per server", async () => {
    const a = await start({ metricsToken: TOKEN, botThreads: 0 });
    const b = await start({ metricsToken: TOKEN, botThreads: 0 });
    const t = await setUpTable(a.api, "number-line", { players: 3 }, [
      { kind: "human" },
      { kind: "human" },
      { kind: "bot", level: "random" },
    ]);
    const players = [
      await RandomPlayer.connect(a.url, t.tableId, t.tokens[0]!, 1),
      await RandomPlayer.connect(a.url, t.tableId, t.tokens[1]!, 2),
    ];
    try {
      const during = await scrape(`${a.url}/metrics`);
      expect(sample(during.text, "ng_sockets_connected")).toBe(2);
      expect(sample(during.text, "ng_tables_in_memory")).toBeGreaterThanOrEqual(1);
      await Promise.all(players.map((p) => p.finished));
      // The server counts an act before its ack reaches the player: wait for both to agree.
      const acted = () => players.reduce((n, p) => n + p.accepted.length, 0);
      let after = await scrape(`${a.url}/metrics`);
      await waitFor(async () => {
        after = await scrape(`${a.url}/metrics`);
        return sample(after.text, "ng_actions_accepted_total") === acted();
      }, "every accepted act counted");
      expect(acted()).toBeGreaterThan(0);
      expect(sample(after.text, "ng_action_round_trip_seconds_count", 'outcome="accepted"')).toBe(
        acted(),
      );
      expect(
        sample(after.text, "ng_bot_decision_seconds_count", 'outcome="decided"'),
      ).toBeGreaterThan(0);
      // The other server in this process saw none of it.
      const other = await scrape(`${b.url}/metrics`);
      expect(sample(other.text, "ng_actions_accepted_total")).toBe(0);
      expect(sample(other.text, "ng_sockets_connected")).toBe(0);
    } finally {
      for (const p of players) p.close();
    }
  });

  it("counts storage calls that fail", async () => {
    const dir = mkdtempSync(join(tmpdir(), "ng-metrics-"));
    const store = await openStore({ sqliteFile: join(dir, "m.sqlite") });
    try {
      const s = await start({ store, metricsToken: TOKEN });
      const before = await scrape(`${s.url}/metrics`);
      expect(sample(before.text, "ng_storage_errors_total", 'operation="listTables"')).toBeNull();
      const real = store.listTables.bind(store);
      store.listTables = () => Promise.reject(new Error("disk gone"));
      expect((await fetch(`${s.url}/api/tables`)).status).toBe(500);
      store.listTables = real;
      const after = await scrape(`${s.url}/metrics`);
      expect(sample(after.text, "ng_storage_errors_total", 'operation="listTables"')).toBe(1);
      await s.close();
    } finally {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("on METRICS_PORT: a listener of its own, on loopback, no token needed", async () => {
    const s = await start({ metricsPort: 0 });
    expect(s.metricsPort).not.toBeNull();
    const own = await scrape(`http://127.0.0.1:${s.metricsPort}/metrics`, null);
    expect(own.status).toBe(200);
    expect(sample(own.text, "ng_tables_in_memory")).toBe(0);
    expect((await scrape(`http://127.0.0.1:${s.metricsPort}/other`, null)).status).toBe(404);
    // Without a token the server's own port has no /metrics.
    expect((await scrape(`${s.url}/metrics`, null)).status).toBe(404);
  });

  it("reads METRICS_TOKEN, METRICS_PORT and METRICS_HOST, and refuses a weak token", () => {
    expect(optionsFromEnv({ METRICS_TOKEN: TOKEN, METRICS_PORT: "9464" })).toMatchObject({
      metricsToken: TOKEN,
      metricsPort: 9464,
    });
    expect(optionsFromEnv({ METRICS_HOST: "0.0.0.0", METRICS_PORT: "0" })).toMatchObject({
      metricsHost: "0.0.0.0",
      metricsPort: 0,
    });
    expect(optionsFromEnv({})).not.toHaveProperty("metricsToken");
    expect(() => optionsFromEnv({ METRICS_TOKEN: "short" })).toThrow(/METRICS_TOKEN/);
    expect(() => optionsFromEnv({ METRICS_PORT: "http" })).toThrow(/METRICS_PORT/);
  });
});
