// The access log: one JSON line per HTTP request with its method, path, status, time and
// request id (the client's X-Request-Id when it is a short safe word, echoed back), and not
// one token, join code, class code, id or move code in any line, over a realistic lesson:
// a table created, joined by code, played, a class created, students joining, the teacher's
// commands, a student moving device, pages opened by their links.

import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import { createApiClient } from "@number-games/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestServer } from "./support/server";
import { RandomPlayer, setUpTable, startTestServer, unwrap, waitFor } from "./support/server";

const lines: string[] = [];
const sink = new Writable({
  write(chunk: Buffer, _enc, done) {
    for (const line of chunk.toString().split("\n")) if (line.trim() !== "") lines.push(line);
    done();
  },
});
const dist = mkdtempSync(join(tmpdir(), "ng-log-dist-"));
let server: TestServer;
beforeAll(async () => {
  writeFileSync(join(dist, "index.html"), "<!doctype html><title>app</title>");
  server = await startTestServer({ log: true, logStream: sink, webDist: dist, botThreads: 0 });
});
afterAll(async () => {
  await server?.stop();
  rmSync(dist, { recursive: true, force: true });
});

interface AccessLine {
  readonly msg: string;
  readonly reqId: string;
  readonly method: string;
  readonly path: string;
  readonly status: number;
  readonly ms: number;
}
const requests = () =>
  lines.map((l) => JSON.parse(l) as AccessLine).filter((l) => l.msg === "request");

/**
 * Every credential, code and id an answer carried: the values of keys that name one, found
 * anywhere in the JSON answers of the lesson.
 */
const secrets = new Set<string>();
function harvest(value: unknown, key = ""): void {
  if (typeof value === "string") {
    if (/token|code|id$|seed/i.test(key) && value.length >= 4) secrets.add(value);
  } else if (Array.isArray(value)) {
    for (const v of value) harvest(v, key);
  } else if (value !== null && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) harvest(v, k);
  }
}
const api = () =>
  createApiClient(server.url, async (url, init) => {
    const res = await globalThis.fetch(url, init);
    const copy = res.clone();
    if ((copy.headers.get("content-type") ?? "").includes("json")) harvest(await copy.json());
    return res;
  });

describe("the access log", () => {
  it("logs a whole lesson without a token, code or id in any line", async () => {
    const client = api();
    // A table: created, looked up and joined by its code, played to the end over sockets.
    const t = await setUpTable(server.api, "number-line", { players: 3 }, [
      { kind: "human" },
      { kind: "human" },
      { kind: "bot", level: "random" },
    ]);
    harvest(t);
    unwrap(await client.getTable({ ref: t.code }));
    unwrap(await client.getTable({ ref: t.code, token: t.tokens[0]! }));
    const players = [
      await RandomPlayer.connect(server.url, t.tableId, t.tokens[0]!, 3),
      await RandomPlayer.connect(server.url, t.tableId, t.tokens[1]!, 4),
    ];
    await Promise.all(players.map((p) => p.finished));
    for (const p of players) p.close();
    unwrap(await client.record({ ref: t.code }));
    unwrap(await client.record({ ref: t.tableId, token: t.tokens[1]! }));

    // A class: created, joined by its code, seated, paused and resumed, its boards read.
    const c = unwrap(await client.createClass({ body: { game: "number-line", tableSize: 2 } }));
    const teacher = { id: c.classId, token: c.teacherToken };
    const ann = unwrap(await client.joinClass({ ref: c.code, body: { name: "Ann" } }));
    const bo = unwrap(await client.joinClass({ ref: c.code, body: { name: "Bo" } }));
    unwrap(await client.getClass({ ref: c.code }));
    unwrap(await client.seatClass({ ...teacher, body: { mode: "random", seed: "log" } }));
    unwrap(await client.classMe({ id: c.classId, token: ann.studentToken }));
    unwrap(await client.pauseClass(teacher));
    unwrap(await client.resumeClass(teacher));
    unwrap(await client.classDashboard(teacher));
    unwrap(await client.leaderboard(teacher));
    unwrap(await client.leaderboardCsv(teacher));
    // A student moves to another device with a code the teacher made.
    const move = unwrap(await client.moveCode({ ...teacher, student: bo.studentId }));
    unwrap(await client.moveHere({ ref: c.code, body: { code: move.code } }));
    // A refused join and a wrong token: their answers and lines hold no secret either.
    await client.joinClass({ ref: "NOPE2345", body: { name: "Cy" } });
    await client.classDashboard({ id: c.classId, token: ann.studentToken });
    // Pages opened from links, and URLs carrying a secret in the query string.
    for (const path of [
      `/c/${c.code}`,
      `/class/${c.classId}`,
      `/class/${c.classId}/projector`,
      `/t/${t.code}`,
      `/c/${c.code}?token=${ann.studentToken}`,
      `/api/tables/${t.code}?token=${t.hostToken}`,
      `/api/tables/${t.code}/nothing/${t.hostToken}`,
      `/nowhere/${c.code}`,
    ]) {
      await fetch(`${server.url}${path}`);
    }

    harvest(c);
    harvest(ann);
    harvest(bo);
    expect(secrets.size).toBeGreaterThan(10);
    for (const s of [t.code, t.tableId, t.hostToken, c.code, c.classId, c.teacherToken]) {
      expect(secrets.has(s)).toBe(true);
    }
    await fetch(`${server.url}/api/health`, { headers: { "x-request-id": "end-of-lesson" } });
    await waitFor(() => requests().some((l) => l.reqId === "end-of-lesson"), "the last line");
    expect(requests().length).toBeGreaterThan(25);
    for (const line of lines) {
      for (const secret of secrets) {
        if (line.includes(secret)) throw new Error(`a log line holds ${secret}: ${line}`);
      }
    }
    // The paths say which route without the values.
    const paths = new Set(requests().map((l) => l.path));
    for (const p of [
      "/api/tables/:ref",
      "/api/classes/:ref/join",
      "/api/classes/:id/students/:student/move-code",
      "/c/:code",
      "/class/:class/projector",
      "/t/:table",
      "/api/…",
    ]) {
      expect([...paths]).toContain(p);
    }
  });

  it("writes one JSON line per request with method, path, status, ms and request id", async () => {
    const before = requests().length;
    const r = await fetch(`${server.url}/api/health`, { headers: { "x-request-id": "lb-42.a_b" } });
    expect(r.headers.get("x-request-id")).toBe("lb-42.a_b");
    await waitFor(() => requests().some((l) => l.reqId === "lb-42.a_b"), "the request's line");
    const line = requests()
      .slice(before)
      .find((l) => l.reqId === "lb-42.a_b");
    expect(line).toMatchObject({ method: "GET", path: "/api/health", status: 200 });
    expect(typeof line?.ms).toBe("number");
  });

  it("makes its own request id when none or an unsafe one is sent, and echoes it", async () => {
    for (const sent of [undefined, "x".repeat(65), "a b", "<script>", "ünïcode"]) {
      const headers: Record<string, string> = sent === undefined ? {} : { "x-request-id": sent };
      const r = await fetch(`${server.url}/api/server`, { headers }).catch(() => null);
      if (r === null) continue; // fetch itself refuses some header values
      const id = r.headers.get("x-request-id");
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      await waitFor(() => requests().some((l) => l.reqId === id), "the request's line");
      expect(lines.join("\n")).not.toContain("<script>");
    }
  });
});
