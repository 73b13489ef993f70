// The lesson report's server side (src/classes/lesson-report.ts), on both backends: a finished
// class game's crafted blunder is that student's costly mistake and a moment; a game still in
// play gives nothing (noninterference: nothing of a running game reaches the report); moves a
// computer played for a student are not theirs; a takeback's undone move is not a decision;
// the report says `computing` until every decision is rated; a game in play is reviewed as it is
// played (each job the record up to its decision, stopping once its rating settles) and shown
// only once over, its ratings kept at its end unless a takeback changed what led to them; the
// warm-up's misread numbers.

import type { LessonDecision } from "@number-games/bots";
import { bestRound1Numbers, decisionIndices } from "@number-games/bots";
import { getGame } from "@number-games/engine";
import { describe, expect, it } from "vitest";
import { reviewDecision } from "../src/bots/bot-decide";
import type { DecisionReviewer, ReviewJob } from "../src/classes/lesson-report";
import { LessonReports, playedGame } from "../src/classes/lesson-report";
import type { TableStore } from "../src/storage/types";
import { waitFor, waitForValue } from "./support/server";
import { classRow, describeStores, row, studentRow } from "./support/store-contract";

const place = (number: number) => ({ type: "place", number });

/** Rates in this thread as the bot workers do; answers are kept back until `release`. */
function reviewer(): DecisionReviewer & { jobs: ReviewJob[]; release(): void } {
  let open = false;
  const waiting: (() => void)[] = [];
  const jobs: ReviewJob[] = [];
  return {
    jobs,
    release() {
      open = true;
      for (const go of waiting.splice(0)) go();
    },
    review(job): Promise<LessonDecision> {
      jobs.push(job);
      const rate = () => reviewDecision(job);
      if (open) return Promise.resolve(rate());
      return new Promise((resolve) => waiting.push(() => resolve(rate())));
    },
  };
}

// Number Line for two: Ann plays the solver's best first card, Bo answers with the worst.
const best = bestRound1Numbers(2, [])[0]!;
const worst = best <= 5 ? 10 : 1;

async function lesson(store: TableStore, opts: { status?: "finished" | "playing" } = {}) {
  const klass = classRow({ game: "number-line", tableSize: 2 });
  await store.createClass(klass);
  const ann = studentRow(klass.id, "Ann", {
    warmup: {
      score: 8,
      total: 10,
      at: new Date(0).toISOString(),
      misses: [
        { shown: 12, chosen: 20 },
        { shown: 12, chosen: 21 },
      ],
    },
  });
  const bo = studentRow(klass.id, "Bo", {
    warmup: {
      score: 9,
      total: 10,
      at: new Date(0).toISOString(),
      misses: [{ shown: 12, chosen: 20 }],
    },
  });
  await store.addStudent(ann, 40);
  await store.addStudent(bo, 40);
  const table = row({
    game: "number-line",
    config: { players: 2 },
    seats: [
      { kind: "human", name: "Ann", tokenHash: "ab".repeat(32) },
      { kind: "human", name: "Bo", tokenHash: "cd".repeat(32) },
    ],
    status: opts.status ?? "finished",
    classTable: { classId: klass.id, round: 1, number: 1 },
  });
  await store.createTable(table);
  // Round 1: Ann best, Bo worst. Round 2 (Bo starts): four placements.
  const actions: { action: unknown; actor: number }[] = [
    { action: place(best), actor: 0 },
    { action: place(worst), actor: 1 },
    { action: { type: "place", number: 3, decoy: false }, actor: 1 },
    { action: { type: "place", number: 8, decoy: true }, actor: 0 },
    { action: { type: "place", number: 2, decoy: true }, actor: 1 },
    { action: { type: "place", number: 7, decoy: false }, actor: 0 },
  ];
  let seq = 0;
  for (const a of actions) {
    seq++;
    await store.appendAction({
      tableId: table.id,
      seq,
      action: a.action,
      actor: a.actor,
      autoplay: null,
    });
  }
  await store.setClassSeats([
    { tableId: table.id, seat: 0, classId: klass.id, studentId: ann.id, name: "Ann" },
    { tableId: table.id, seat: 1, classId: klass.id, studentId: bo.id, name: "Bo" },
  ]);
  return { klass, ann, bo, table };
}

describeStores("the lesson report", (store) => {
  it("a crafted blunder is that student's costly mistake and a moment; computing until rated", async (ctx) => {
    const s = store(ctx);
    const { klass, ann, bo, table } = await lesson(s);
    const rev = reviewer();
    const reports = new LessonReports({ store: s, reviewer: rev });
    const first = await reports.report(klass.id);
    expect(first.status.state).toBe("computing");
    expect(first.status.total).toBeGreaterThan(0);
    expect(first.status.done).toBe(0);
    // No half-done figure: nobody has rated decisions yet.
    expect(first.students.every((st) => st.decisions === 0 && st.goodShare === null)).toBe(true);
    expect(first.moments).toEqual([]);
    rev.release();
    await waitFor(
      async () => (await reports.report(klass.id)).status.state === "ready",
      "the report to be ready",
    );
    const done = await reports.report(klass.id);
    expect(done.status.done).toBe(done.status.total);
    const boLine = done.students.find((st) => st.studentId === bo.id)!;
    // Among Bo's costliest (at the full count his round-2 opening costs him more still).
    expect(boLine.costly).toContainEqual(
      expect.objectContaining({ tableId: table.id, index: 1, name: "Bo", gameNumber: 1 }),
    );
    expect(boLine.games[0]).toMatchObject({ gameNumber: 1, tableId: table.id });
    expect(
      done.moments.some((m) => m.studentId === bo.id && m.index === 1 && m.type === "costly"),
    ).toBe(true);
    const annLine = done.students.find((st) => st.studentId === ann.id)!;
    expect(annLine.costly.every((m) => m.index !== 0)).toBe(true);
    expect(annLine.warmup?.misses).toHaveLength(2);
    expect(done.misread[0]).toEqual({
      shown: 12,
      count: 3,
      confusedWith: [
        { chosen: 20, count: 2 },
        { chosen: 21, count: 1 },
      ],
    });
    // Asked again: nothing is reviewed twice.
    const jobs = rev.jobs.length;
    await reports.report(klass.id);
    expect(rev.jobs.length).toBe(jobs);
    reports.forget(klass.id);
  });

  it("a review that failed (a worker lost) is queued again when the report is asked for", async (ctx) => {
    const s = store(ctx);
    const { klass } = await lesson(s);
    const rev = reviewer();
    rev.release();
    let failures = 1;
    const flaky: DecisionReviewer = {
      review: (job) =>
        failures-- > 0 ? Promise.reject(new Error("the bot worker died twice")) : rev.review(job),
    };
    const reports = new LessonReports({ store: s, reviewer: flaky });
    await reports.report(klass.id);
    const ready = await waitForValue(async () => {
      const r = await reports.report(klass.id);
      return r.status.state === "ready" ? r : undefined;
    }, "the report to be ready after a failed review");
    expect(ready.status.done).toBe(ready.status.total);
    expect(ready.status.total).toBeGreaterThan(0);
  });

  it("a game in play is reviewed as it is played, shown only once over, and not reviewed again", async (ctx) => {
    const s = store(ctx);
    const { klass, table } = await lesson(s, { status: "playing" });
    const rev = reviewer();
    rev.release();
    const reports = new LessonReports({ store: s, reviewer: rev, readIntervalMs: 0 });
    const record = playedGame(table, await s.actions(table.id)).record;
    const decisions = decisionIndices(record, 0).length + decisionIndices(record, 1).length;
    reports.tableChanged(table);
    await waitFor(() => rev.jobs.length === decisions, "the decisions in play to be reviewed");
    // Each job carries the record up to its decision only, and stops once its rating settles.
    for (const job of rev.jobs) {
      expect(job.record.actions).toHaveLength(job.index + 1);
      expect(job.settle).toBe(true);
    }
    const playing = await reports.report(klass.id);
    expect(playing.status).toEqual({ state: "ready", done: 0, total: 0 });
    expect(playing.students.every((st) => st.games.length === 0 && st.decisions === 0)).toBe(true);
    expect(playing.moments).toEqual([]);
    const over = await s.updateTable(table.id, table.version, { status: "finished" });
    reports.tableChanged(over!);
    const ready = await reports.report(klass.id);
    // Rated in play already: ready at once, nothing reviewed twice.
    expect(ready.status).toEqual({ state: "ready", done: decisions, total: decisions });
    expect(rev.jobs).toHaveLength(decisions);
    expect(ready.students.flatMap((st) => st.games)).toHaveLength(2);
    reports.forget(klass.id);
  });

  it("a decision reviewed in play and then taken back is not the one reported", async (ctx) => {
    const s = store(ctx);
    const { klass, ann, table } = await lesson(s, { status: "playing" });
    const rev = reviewer();
    rev.release();
    const reports = new LessonReports({ store: s, reviewer: rev, readIntervalMs: 0 });
    const rows = await s.actions(table.id);
    const record = playedGame(table, rows).record;
    reports.tableChanged(table);
    const first = decisionIndices(record, 0).length + decisionIndices(record, 1).length;
    await waitFor(() => rev.jobs.length === first, "the decisions in play to be reviewed");
    // Ann takes her last move back and plays another.
    const last = record.actions.length - 1;
    const nl = getGame("number-line");
    const must = <T>(r: { ok: true; value: T } | { ok: false }): T => {
      if (!r.ok) throw new Error("the crafted game is illegal");
      return r.value;
    };
    let state = nl.newGame(must(nl.parseConfig(record.config)));
    for (const a of record.actions.slice(0, last)) state = must(nl.apply(state, a as never));
    const played = JSON.stringify(record.actions[last]);
    const other = nl.legalActions(state).find((a) => JSON.stringify(a) !== played)!;
    let seq = rows.at(-1)!.seq;
    const append = (action: unknown) =>
      s.appendAction({ tableId: table.id, seq: ++seq, action, actor: 0, autoplay: null });
    await append({ takeback: { to: last, by: 0 } });
    await append(other);
    const over = await s.updateTable(table.id, table.version, { status: "finished" });
    reports.tableChanged(over!);
    const ready = await waitForValue(async () => {
      const r = await reports.report(klass.id);
      return r.status.state === "ready" ? r : undefined;
    }, "the report to be ready");
    // Only the new decision is reviewed again; the one taken back is not reported.
    expect(rev.jobs).toHaveLength(first + 1);
    expect(rev.jobs.at(-1)!.record.actions.at(-1)).toEqual(other);
    const annLine = ready.students.find((st) => st.studentId === ann.id)!;
    expect(annLine.decisions).toBe(decisionIndices(record, 0).length);
    expect(ready.status.total).toBe(first);
    reports.forget(klass.id);
  });

  it("a game still in play gives nothing to the report", async (ctx) => {
    const s = store(ctx);
    const { klass } = await lesson(s, { status: "playing" });
    const rev = reviewer();
    rev.release();
    const reports = new LessonReports({ store: s, reviewer: rev });
    const r = await reports.report(klass.id);
    expect(rev.jobs).toEqual([]);
    expect(r.status).toEqual({ state: "ready", done: 0, total: 0 });
    expect(r.students.every((st) => st.games.length === 0 && st.costly.length === 0)).toBe(true);
    expect(r.moments).toEqual([]);
    expect(r.kinds).toEqual([]);
  });
});

describe("the game a seat played", () => {
  const t = row({ game: "number-line", config: { players: 2 } });
  const at = (seq: number, action: unknown, autoplay: "abandoned" | null = null) => ({
    tableId: t.id,
    seq,
    action,
    actor: 0,
    autoplay,
  });

  it("leaves out what a takeback undid, and marks what a computer played for a person", () => {
    const played = playedGame(t, [
      at(1, place(5)),
      at(2, place(9)),
      at(3, { takeback: { to: 1, by: 1 } }),
      at(4, place(6), "abandoned"),
    ]);
    expect(played.record.actions).toEqual([place(5), place(6)]);
    expect([...played.autoplayed]).toEqual([1]);
  });

  it("stops at a game's early end", () => {
    const ended = {
      ...t,
      ending: { kind: "resigned", seat: 1, winners: [0], seq: 1, at: 0 },
    } as const;
    expect(playedGame(ended, [at(1, place(5)), at(2, place(9))]).record.actions).toEqual([
      place(5),
    ]);
  });
});
