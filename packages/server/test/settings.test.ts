// Settings that cannot silently go wrong: a DATABASE_URL, REDIS_URL or DATA_DIR the server
// cannot use stops `bin/server.js` (as `npm start` runs it) with exit code 2 and exactly one
// line on stderr naming the setting, never a password, never a hang; and REDIS_OPTIONAL=1
// lets an operator start without Redis on purpose. Each case is a child process.

import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { optionsFromEnv } from "../src/config/env";
import { runServer, spawnServer } from "./support/child";
import { freePort } from "./support/ports";

const dir = mkdtempSync(join(tmpdir(), "ng-settings-"));
writeFileSync(join(dir, "a-file"), "not a directory");
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The one line a refused start prints: exit code 2, on stderr, no stack, no secret. */
async function refused(env: Record<string, string>): Promise<string> {
  const { code, out, stderr } = await runServer({ DATA_DIR: join(dir, "data"), PORT: "0", ...env });
  expect(code, out).toBe(2);
  const lines = stderr.trim().split("\n");
  expect(lines, out).toHaveLength(1);
  expect(out).not.toMatch(/\n\s+at /);
  expect(out).not.toContain("s3cret");
  expect(out).not.toContain("listening on");
  return lines[0]!;
}

describe("DATABASE_URL", () => {
  it.each([
    ["notaurl"],
    ["mysql://ann:s3cret@127.0.0.1/test"],
    ["postgress://ann:s3cret@127.0.0.1/test"],
    ["sqlite://./data"],
  ])("%s is refused, naming what is accepted (it used to mean SQLite in ./data)", async (url) => {
    const line = await refused({ DATABASE_URL: url });
    expect(line).toMatch(
      /^Number Games server: DATABASE_URL must be a postgres:\/\/… or postgresql:\/\/… address/,
    );
  });

  it("postgres:// and postgresql:// are accepted as they are", () => {
    for (const url of ["postgres://u@127.0.0.1:5432/db", "postgresql://u:p@db.example/x"]) {
      expect(optionsFromEnv({ DATABASE_URL: url }).databaseUrl).toBe(url);
    }
  });
});

describe("REDIS_URL", () => {
  it.each([["notaurl"], ["http://127.0.0.1:6379"], ["redis//127.0.0.1"]])(
    "malformed (%s) is refused",
    async (url) => {
      const line = await refused({ REDIS_URL: url });
      expect(line).toMatch(
        /^Number Games server: REDIS_URL must be a redis:\/\/… or rediss:\/\/… address/,
      );
    },
  );

  it("unreachable at start is refused, with the way to start without it", async () => {
    const port = await freePort(); // nothing listens there
    const line = await refused({ REDIS_URL: `redis://:s3cret@127.0.0.1:${port}` });
    expect(line).toMatch(
      new RegExp(
        `^Number Games server: REDIS_URL: Redis at 127\\.0\\.0\\.1:${port} does not answer .*REDIS_OPTIONAL=1`,
      ),
    );
  });

  it("unreachable with REDIS_OPTIONAL=1: the server starts, and says so once", async () => {
    const port = await freePort();
    const child = await spawnServer({
      DATA_DIR: join(dir, "optional"),
      REDIS_URL: `redis://127.0.0.1:${port}`,
      REDIS_OPTIONAL: "1",
      LOG: "1",
    });
    try {
      const health = await (await fetch(`${child.url}/api/health`)).json();
      expect(health).toMatchObject({ redis: "unreachable" });
      expect(child.output().split("Redis is away").length - 1).toBe(1);
      // However many reconnections ioredis has made by now, none was a line of its own.
      expect(child.output()).not.toContain("Redis connection lost");
    } finally {
      await child.stop();
    }
  });

  it("REDIS_OPTIONAL takes 1 or 0 only", async () => {
    const line = await refused({ REDIS_OPTIONAL: "yes" });
    expect(line).toMatch(/^Number Games server: REDIS_OPTIONAL must be 1 or 0/);
  });
});

describe("DATA_DIR", () => {
  it.each([
    [
      "/proc/x (a place that refuses new entries: it used to hang)",
      "/proc/x",
      /cannot create \/proc\/x/,
    ],
    ["a file", join(dir, "a-file"), /a-file is a file, not a directory/],
    ["below a file", join(dir, "a-file", "data"), /a-file is a file, not a directory/],
    ["not writable (/proc)", "/proc", /cannot write in \/proc/],
  ])("%s is refused", async (_what, path, why) => {
    const line = await refused({ DATA_DIR: path });
    expect(line).toMatch(/^Number Games server: cannot open the SQLite store in DATA_DIR /);
    expect(line).toMatch(why);
  });
});
