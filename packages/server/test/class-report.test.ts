// The lesson report through the server and the CLI: GET /api/classes/:id/report is the
// teacher's only (a student's token, another class's teacher and no token are refused); it says
// `computing` until its reviews (on the bot workers) are done, then holds the crafted blunder as
// the student's costly mistake; `numbers class report <teacher link>` prints it as text, JSON
// and a PDF, and refuses a link that is not a teacher's with one line and exit code 2. A class
// game in play has its decisions sent for review as it is played (the server forwards every
// change of a class table to the report, not only its end).

import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { bestRound1Numbers } from "@number-games/bots";
import type { LessonReport } from "@number-games/protocol";
import { CLASS_PATHS, createApiClient } from "@number-games/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runNode } from "../../cli/test/support/spawn";
import type { ReviewJob } from "../src/bots/bot-decide";
import type { BotDecider } from "../src/bots/bot-pool";
import { inThreadBots } from "../src/bots/bot-pool";
import { annAndBo, playUntilTurnOf } from "./support/class-lesson";
import type { TestServer } from "./support/server";
import { startTestServer, unwrap, waitFor, waitForValue } from "./support/server";
import { row, studentRow } from "./support/store-contract";
import { Watcher } from "./support/watcher";

const BIN = fileURLToPath(new URL("../../cli/bin/numbers.js", import.meta.url));
const dir = mkdtempSync(join(tmpdir(), "ng-class-report-"));
let server: TestServer;

beforeAll(async () => {
  // Reviews on a worker thread, as in production; few rollouts keep the test short.
  server = await startTestServer({ botThreads: 1, reportDeterminizations: 20 });
});
afterAll(async () => {
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
});

const api = () => createApiClient(server.url);
const place = (number: number) => ({ type: "place", number });

/** A class with Ann and Bo, and one finished Number Line game where Bo answers worst. */
async function lesson() {
  const created = unwrap(await api().createClass({ body: { game: "number-line", tableSize: 2 } }));
  const teacher = { id: created.classId, token: created.teacherToken };
  const ann = studentRow(created.classId, "Ann");
  const bo = studentRow(created.classId, "Bo");
  await server.store.addStudent(ann, 40);
  await server.store.addStudent(bo, 40);
  const best = bestRound1Numbers(2, [])[0]!;
  const table = row({
    game: "number-line",
    config: { players: 2 },
    seats: [
      { kind: "human", name: "Ann", tokenHash: "ab".repeat(32) },
      { kind: "human", name: "Bo", tokenHash: "cd".repeat(32) },
    ],
    status: "finished",
    classTable: { classId: created.classId, round: 1, number: 1 },
  });
  await server.store.createTable(table);
  const actions = [place(best), place(best <= 5 ? 10 : 1)];
  for (const [i, action] of actions.entries()) {
    await server.store.appendAction({
      tableId: table.id,
      seq: i + 1,
      action,
      actor: i,
      autoplay: null,
    });
  }
  await server.store.setClassSeats([
    { tableId: table.id, seat: 0, classId: created.classId, studentId: ann.id, name: "Ann" },
    { tableId: table.id, seat: 1, classId: created.classId, studentId: bo.id, name: "Bo" },
  ]);
  return { created, teacher, ann, bo, table };
}

describe("the lesson report", () => {
  it("is the teacher's only", async () => {
    const { created } = await lesson();
    const other = unwrap(await api().createClass({ body: { game: "number-line", tableSize: 2 } }));
    const joined = unwrap(await api().joinClass({ ref: created.code, body: { name: "Cy" } }));
    const asOther = await api().classReport({
      id: created.classId,
      token: other.teacherToken,
    });
    expect(asOther.ok).toBe(false);
    const asStudent = await api().classReport({
      id: created.classId,
      token: joined.studentToken,
    });
    expect(asStudent.ok).toBe(false);
    const res = await fetch(`${server.url}/api/classes/${created.classId}/report`);
    expect(res.status).toBe(401);
  });

  it("holds the blunder once its reviews are done on the bot workers", async () => {
    const { teacher, bo, table } = await lesson();
    const ready = await waitForValue(async () => {
      const r = unwrap(await api().classReport(teacher));
      return r.status.state === "ready" ? r : undefined;
    }, "the report to be ready");
    expect(ready.status.total).toBeGreaterThan(0);
    const boLine = ready.students.find((s) => s.studentId === bo.id)!;
    expect(boLine.costly[0]).toMatchObject({ tableId: table.id, index: 1, name: "Bo" });
  });

  it("numbers class report prints it, as text, JSON and a PDF", async () => {
    const { created, teacher } = await lesson();
    const link = `${server.url}${CLASS_PATHS.teacher(created.classId, created.teacherToken)}`;
    await waitForValue(async () => {
      const r = unwrap(await api().classReport(teacher));
      return r.status.state === "ready" ? r : undefined;
    }, "the report to be ready");
    const text = await runNode(BIN, ["class", "report", link]);
    expect(text.status, text.stderr).toBe(0);
    expect(text.stdout).toContain("Every decision of the finished games is rated");
    expect(text.stdout).toMatch(/Bo: \d+% good decisions of \d+/);
    const json = await runNode(BIN, ["class", "report", link, "--json"]);
    expect(json.status, json.stderr).toBe(0);
    const parsed = JSON.parse(json.stdout) as LessonReport;
    expect(parsed.classId).toBe(created.classId);
    const pdf = join(dir, "report.pdf");
    const printed = await runNode(BIN, ["class", "report", link, "--pdf", pdf, "--lang", "zh"]);
    expect(printed.status, printed.stderr).toBe(0);
    expect(readFileSync(pdf).subarray(0, 5).toString()).toBe("%PDF-");
    const again = await runNode(BIN, ["class", "report", link, "--pdf", pdf]);
    expect(again.status).toBe(2);
    expect(again.stderr.trim()).toBe(
      `numbers: ${pdf} exists: choose another file, or --force to replace it`,
    );
  });

  it("counts the numbers the class misread in the warm-up; a warm-up that lies is refused", async () => {
    const created = unwrap(
      await api().createClass({ body: { game: "take-or-pay", tableSize: 3 } }),
    );
    const teacher = { id: created.classId, token: created.teacherToken };
    const dee = unwrap(await api().joinClass({ ref: created.code, body: { name: "Dee" } }));
    const bad = await api().classWarmup({
      id: created.classId,
      token: dee.studentToken,
      body: { score: 10, total: 12, misses: [{ shown: 12, chosen: 20 }] },
    });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.code).toBe("ERR_MALFORMED");
    unwrap(
      await api().classWarmup({
        id: created.classId,
        token: dee.studentToken,
        body: {
          score: 10,
          total: 12,
          misses: [
            { shown: 12, chosen: 20 },
            { shown: 31, chosen: 13 },
          ],
        },
      }),
    );
    const r = unwrap(await api().classReport(teacher));
    expect(r.misread.map((m) => [m.shown, m.confusedWith[0]?.chosen])).toEqual([
      [12, 20],
      [31, 13],
    ]);
    expect(r.students[0]?.warmup).toMatchObject({ score: 10, total: 12 });
  });

  it("numbers class report refuses what is not a teacher's link", async () => {
    const r = await runNode(BIN, ["class", "report", `${server.url}/c/ABCDE`]);
    expect(r.status).toBe(2);
    expect(r.stderr.trim()).toBe(
      "numbers: the teacher's link looks like http://host:port/class/<id>#<token>",
    );
  });
});

describe("a class game in play", () => {
  it("has its decisions reviewed as it is played, before it ends", async () => {
    const jobs: ReviewJob[] = [];
    const bots: BotDecider = {
      ...inThreadBots,
      review: (job) => {
        jobs.push(job);
        return inThreadBots.review(job);
      },
    };
    const own = await startTestServer({ bots });
    const joined: Watcher[] = [];
    try {
      const l = await annAndBo(createApiClient(own.url), "in-play");
      const ann = await Watcher.join(own.url, l.tableId, l.ann.studentToken);
      const bo = await Watcher.join(own.url, l.tableId, l.bo.studentToken);
      joined.push(ann, bo);
      // Bo plays until it is Ann's turn, then Ann plays once: a decision of each, or of Ann.
      await playUntilTurnOf(own.store, bo, l.tableId, l.annSeat);
      const f = ann.frames.at(-1)!;
      expect((await ann.client.act(l.tableId, f.seq, f.observation.legal[0])).ok).toBe(true);
      await waitFor(() => jobs.length > 0, "a decision of the game in play to go for review");
      expect((await own.store.getTable(l.tableId))?.status).toBe("playing");
      expect(jobs.every((j) => j.record.actions.length > j.index)).toBe(true);
      expect(jobs.map((j) => j.seat)).toContain(l.annSeat);
    } finally {
      for (const w of joined) w.close();
      await own.stop();
    }
  });
});
