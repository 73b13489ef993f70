// `numbers backup`: an online copy of a running server's SQLite store. A server child process
// keeps writing (three games of bots at a time, played with no delay) while the backup runs;
// the copy opens, holds the tables and their actions with no gap in any table's sequence, and
// is one self-contained file. An existing file is kept without --force, and with DATABASE_URL
// set the command points to pg_dump.

import type { ChildProcess } from "node:child_process";
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import SQLite from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runNode } from "./support/spawn";

const BIN = fileURLToPath(new URL("../bin/numbers.js", import.meta.url));
const SERVER = fileURLToPath(new URL("../../server/bin/server.js", import.meta.url));
const dir = mkdtempSync(join(tmpdir(), "numbers-backup-"));
const dataDir = join(dir, "data");
let server: ChildProcess;
let url = "";
let writing = true;
let writer: Promise<void> = Promise.resolve();

const BOT = { kind: "bot", level: "easy" } as const;

/** One table of three bots, created and started, played to its end (the server stores it). */
async function botGame(): Promise<void> {
  const created = await fetch(`${url}/api/tables`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      game: "take-or-pay",
      config: { players: 3 },
      visibility: "public",
      seats: [BOT, BOT, BOT],
    }),
  });
  const t = (await created.json()) as { tableId: string; hostToken: string };
  await fetch(`${url}/api/tables/${t.tableId}/start`, {
    method: "POST",
    headers: { authorization: `Bearer ${t.hostToken}` },
  });
  // Waits for the end of the game, so a few tables at a time keep the server busy.
  while (writing) {
    const r = await fetch(`${url}/api/tables/${t.tableId}`);
    if (((await r.json()) as { status?: string }).status === "finished") return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function actionsIn(file: string): number {
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    return (db.prepare("SELECT count(*) AS n FROM ng_actions").get() as { n: number }).n;
  } finally {
    db.close();
  }
}

async function until(cond: () => boolean, what: string): Promise<void> {
  while (!cond()) {
    if (server.exitCode !== null) throw new Error(`the server ended while waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

beforeAll(async () => {
  server = spawn(process.execPath, [SERVER], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      HOST: "127.0.0.1",
      PORT: "0",
      BOT_DELAY_MS: "0",
      CREATE_TABLE_PER_MINUTE: "100000",
      WEB_DIST: "/nonexistent",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  url = await new Promise<string>((resolve, reject) => {
    let out = "";
    server.stdout!.on("data", (d: Buffer) => {
      out += d.toString();
      const m = /listening on (http:\/\/\S+)/.exec(out);
      if (m) resolve(m[1]!);
    });
    server.stderr!.on("data", (d: Buffer) => {
      out += d.toString();
    });
    server.on("exit", (code) => reject(new Error(`server exited with ${code}:\n${out}`)));
  });
  // Tables keep coming while the tests run: the store is written throughout.
  const writerLoop = async () => {
    while (writing) await botGame();
  };
  writer = Promise.all([writerLoop(), writerLoop(), writerLoop()]).then(() => {});
});

afterAll(async () => {
  writing = false;
  await writer.catch(() => {});
  if (server.exitCode === null) {
    const gone = new Promise((r) => server.on("exit", r));
    server.kill("SIGTERM");
    await gone;
  }
  rmSync(dir, { recursive: true, force: true });
});

describe("numbers backup", () => {
  it("copies the store while the server writes to it", async () => {
    const store = join(dataDir, "number-games.sqlite");
    await until(() => existsSync(store) && actionsIn(store) >= 200, "200 stored actions");
    const out = join(dir, "copy.sqlite");
    const r = await runNode(BIN, ["backup", "--out", out], { env: { DATA_DIR: dataDir } });
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^backed up \d+ tables and \d+ actions to .*copy\.sqlite\n$/);
    const copied = actionsIn(out);
    expect(copied).toBeGreaterThanOrEqual(200);
    // The server went on writing during and after the copy.
    await until(() => actionsIn(store) > copied, "actions after the backup");

    const db = new SQLite(out, { readonly: true, fileMustExist: true });
    try {
      expect(db.pragma("journal_mode", { simple: true })).toBe("delete");
      const perTable = db
        .prepare(
          "SELECT table_id, count(*) AS n, min(seq) AS lo, max(seq) AS hi FROM ng_actions GROUP BY table_id",
        )
        .all() as { n: number; lo: number; hi: number }[];
      expect(perTable.length).toBeGreaterThan(0);
      // A consistent snapshot: every table's actions are one unbroken run of seqs.
      for (const t of perTable) expect(t.hi - t.lo + 1).toBe(t.n);
      const tables = db.prepare("SELECT count(*) AS n FROM ng_tables").get() as { n: number };
      expect(tables.n).toBeGreaterThanOrEqual(perTable.length);
    } finally {
      db.close();
    }
    expect(existsSync(`${out}-wal`)).toBe(false);
  });

  it("keeps an existing file unless --force", async () => {
    const out = join(dir, "kept.sqlite");
    writeFileSync(out, "precious");
    const refused = await runNode(BIN, ["backup", "--out", out, "--data-dir", dataDir]);
    expect(refused.status).toBe(2);
    expect(refused.stderr).toMatch(/^numbers: .*kept\.sqlite exists \(--force replaces it\)\n$/);
    expect(readFileSync(out, "utf8")).toBe("precious");
    const forced = await runNode(BIN, ["backup", "--out", out, "--data-dir", dataDir, "--force"]);
    expect(forced.status, forced.stderr).toBe(0);
    expect(actionsIn(out)).toBeGreaterThan(0);
  });

  it("refuses a folder without a store, and writes nothing", async () => {
    const out = join(dir, "none.sqlite");
    const r = await runNode(BIN, ["backup", "--out", out, "--data-dir", join(dir, "empty")]);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/^numbers: no store at .*number-games\.sqlite\n$/);
    expect(existsSync(out)).toBe(false);
  });

  it("points to pg_dump when the data is in PostgreSQL", async () => {
    const out = join(dir, "pg.sqlite");
    const r = await runNode(BIN, ["backup", "--out", out], {
      env: { DATABASE_URL: "postgres://postgres@127.0.0.1:5432/test" },
    });
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/DATABASE_URL is set: .*pg_dump/);
    expect(existsSync(out)).toBe(false);
  });
});
