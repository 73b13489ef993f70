// What the server benchmarks share (load.ts, class.ts): their `--mode`, the servers they start
// (one SQLite process, or two processes on PostgreSQL + Redis, with limits out of the way),
// and the quantile they report.

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { dropPgSchema, openStore } from "../src/storage/sql-store";
import type { ChildServer } from "../test/support/child";
import { spawnServer } from "../test/support/child";

/** Rate limits far above any benchmark's load: the figures measure the work, not the limits. */
export const BENCH_SERVER_ENV = {
  CREATE_TABLE_PER_MINUTE: "1000000",
  REQUESTS_PER_MINUTE: "100000000",
  CODE_LOOKUPS_PER_MINUTE: "100000000",
  CLASS_JOINS_PER_MINUTE: "100000000",
  SOCKET_MESSAGES_PER_SECOND: "100000",
  SOCKET_MESSAGES_BURST: "100000",
  SOCKETS_PER_ADDRESS: "100000",
  ADDRESS_MESSAGES_PER_SECOND: "100000000",
  ABANDON_AFTER_SECONDS: "0",
} as const;

export const BENCH_MODES = ["single", "redis", "both"] as const;
/** `--mode`: one SQLite process, two processes on PostgreSQL + Redis, or one after the other. */
export type BenchMode = (typeof BENCH_MODES)[number];

export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

let stopping = false;

/** A server that dies during a run ends the benchmark with its output (not a hang). */
function dieWith(child: ChildServer): void {
  child.proc.on("exit", (code, signal) => {
    if (stopping || code === 0 || signal === "SIGTERM") return;
    console.error(`server process died (${code ?? signal}):\n${child.output().slice(-4000)}`);
    process.exit(1);
  });
}

async function stopAll(children: readonly ChildServer[]): Promise<void> {
  stopping = true;
  for (const c of children) await c.stop();
  stopping = false;
}

/** `run` against one server process on a fresh SQLite file. */
export async function onSqlite<R>(
  env: Readonly<Record<string, string>>,
  run: (urls: string[], pids: number[]) => Promise<R>,
): Promise<R> {
  const dir = mkdtempSync(join(tmpdir(), "ng-bench-"));
  const children: ChildServer[] = [];
  try {
    const child = await spawnServer({ ...env, DATA_DIR: dir });
    children.push(child);
    dieWith(child);
    return await run([child.url], [child.proc.pid!]);
  } finally {
    await stopAll(children);
    rmSync(dir, { recursive: true, force: true });
  }
}

/** `run` against two server processes sharing a fresh PostgreSQL schema and Redis. */
export async function onPostgresRedis<R>(
  env: Readonly<Record<string, string>>,
  run: (urls: string[], pids: number[]) => Promise<R>,
): Promise<R> {
  const url = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
  const redisUrl = process.env.BENCH_REDIS_URL ?? "redis://127.0.0.1:6379";
  const schema = `ng_bench_${process.pid}_${Date.now().toString(36)}`;
  const children: ChildServer[] = [];
  try {
    const store = await openStore({ databaseUrl: url, pgSchema: schema, pgPoolSize: 1 });
    await store.close();
    const shared = {
      ...env,
      DATABASE_URL: url,
      DATABASE_SCHEMA: schema,
      REDIS_URL: redisUrl,
      REDIS_CHANNEL: schema,
    };
    children.push(...(await Promise.all([spawnServer(shared), spawnServer(shared)])));
    children.forEach(dieWith);
    return await run(
      children.map((c) => c.url),
      children.map((c) => c.proc.pid!),
    );
  } finally {
    await stopAll(children);
    await dropPgSchema(url, schema);
  }
}
