// The storage contract for classes (one suite, run against every adapter: SQLite file,
// PostgreSQL): a class's row, list, requests, move codes, students, seats and tables, and
// their deletion. Tables and actions: storage.test.ts.

import { expect, it } from "vitest";
import { classRow, describeStores, row, studentRow } from "./support/store-contract";

describeStores("TableStore contract, classes", (s) => {
  it("creates, reads and updates a class (compare-and-set), round-tripping every field", async (ctx) => {
    const st = s(ctx);
    const k = classRow({ tableSize: "even", pausedAt: 1_800_000_000_999, roster: null });
    expect(await st.createClass(k)).toBe(true);
    expect(await st.getClass(k.id)).toEqual(k);
    expect(await st.getClassByCode(k.code)).toEqual(k);
    expect(await st.createClass({ ...classRow(), code: k.code })).toBe(false);
    expect(await st.getClass("cnope")).toBeNull();
    const at = 1_900_000_000_000;
    const u = await st.updateClass(k.id, 0, { round: 2, seated: true, pausedAt: null }, at);
    expect(u).toMatchObject({ round: 2, seated: true, pausedAt: null, version: 1, activeAt: at });
    expect(await st.updateClass(k.id, 0, { round: 3 }, at)).toBeNull();
    await st.touchClass(k.id, at - 5);
    expect((await st.getClass(k.id))!.activeAt).toBe(at);
    await st.touchClass(k.id, at + 5);
    expect((await st.getClass(k.id))!.activeAt).toBe(at + 5);
    // An expired class (last active before `aliveSince`) is not marked active again.
    await st.touchClass(k.id, at + 100, at + 6);
    expect((await st.getClass(k.id))!.activeAt).toBe(at + 5);
    await st.touchClass(k.id, at + 100, at + 5);
    expect((await st.getClass(k.id))!.activeAt).toBe(at + 100);
    // An ended class's activity stops at its end.
    const e = await st.updateClass(k.id, 1, { status: "ended" }, at + 200);
    expect(e?.activeAt).toBe(at + 200);
    await st.touchClass(k.id, at + 300);
    expect((await st.getClass(k.id))!.activeAt).toBe(at + 200);
  });

  it("keeps a class's list, join requests, notices and a held stop (migration 0010)", async (ctx) => {
    const st = s(ctx);
    const k = classRow();
    await st.createClass(k);
    const patch = {
      roster: ["Ann", "Bo", "李明"],
      requests: [
        {
          id: `r${"b".repeat(24)}`,
          name: "Dan",
          tokenHash: "44".repeat(32),
          askedAt: "2025-01-02T00:00:00.000Z",
          status: "pending" as const,
        },
      ],
      notices: [{ kind: "not-me" as const, name: "Ann", at: "2025-01-02T00:00:01.000Z" }],
      stopping: {
        kind: "next" as const,
        until: 1_900_000_010_000,
        pausedBefore: null,
        tableIds: ["t1", "t2"],
        game: "number-line" as const,
        config: {},
        tableSize: "even" as const,
      },
    };
    const u = await st.updateClass(k.id, 0, patch, 1_900_000_000_000);
    expect(u).toMatchObject(patch);
    expect(await st.getClass(k.id)).toMatchObject(patch);
    const cleared = await st.updateClass(
      k.id,
      1,
      { stopping: null, roster: null },
      1_900_000_000_001,
    );
    expect(cleared).toMatchObject({ stopping: null, roster: null, notices: patch.notices });
  });

  it("keeps a class's students: names unique case-insensitively, found by token hash", async (ctx) => {
    const st = s(ctx);
    const k = classRow();
    await st.createClass(k);
    const ann = studentRow(k.id, "Ann");
    expect(await st.addStudent(ann, 60)).toBe("added");
    expect(await st.addStudent(studentRow(k.id, "ANN"), 60)).toBe("taken");
    const bo = studentRow(k.id, "Bo");
    expect(await st.addStudent(bo, 60)).toBe("added");
    expect(await st.addStudent(studentRow(k.id, "Cy"), 2)).toBe("full");
    expect((await st.students(k.id)).map((x) => x.name)).toEqual(["Ann", "Bo"]);
    expect(await st.studentByToken(bo.tokenHash)).toEqual(bo);
    const warmup = { score: 3, total: 4, at: "2025-01-01T00:00:00.000Z" };
    await st.setWarmup(ann.id, warmup);
    expect((await st.studentByToken(ann.tokenHash))!.warmup).toEqual(warmup);
    expect(await st.deleteStudent(k.id, ann.id)).toBe(true);
    expect(await st.deleteStudent(k.id, ann.id)).toBe(false);
    expect(await st.addStudent(studentRow(k.id, "ann"), 60)).toBe("added");
  });

  it("keeps move codes (migration 0011) and moves a student's token only from the one it holds", async (ctx) => {
    const st = s(ctx);
    const k = classRow();
    await st.createClass(k);
    const moves = [
      {
        studentId: "s1",
        codeHash: "55".repeat(32),
        until: 1_900_000_600_000,
        status: "open" as const,
      },
    ];
    expect(await st.updateClass(k.id, 0, { moves }, 1_900_000_000_000)).toMatchObject({ moves });
    expect((await st.getClass(k.id))!.moves).toEqual(moves);
    const ann = studentRow(k.id, "Ann");
    expect(await st.addStudent(ann, 60)).toBe("added");
    const to = "66".repeat(32);
    expect(await st.setStudentToken(ann.id, "77".repeat(32), to)).toBe(false);
    expect(await st.setStudentToken(ann.id, ann.tokenHash, to)).toBe(true);
    expect(await st.setStudentToken(ann.id, ann.tokenHash, "88".repeat(32))).toBe(false);
    expect(await st.studentByToken(ann.tokenHash)).toBeNull();
    expect(await st.studentByToken(to)).toEqual({ ...ann, tokenHash: to });
  });

  it("keeps seats (replaced by table and seat) and a class's tables in order", async (ctx) => {
    const st = s(ctx);
    const k = classRow();
    await st.createClass(k);
    const t2 = row({ classTable: { classId: k.id, round: 1, number: 2 }, pausedAt: 1234 });
    const t1 = row({ classTable: { classId: k.id, round: 1, number: 1 } });
    await st.createTable(t2);
    await st.createTable(t1);
    expect(await st.classTables(k.id)).toEqual([t1, t2]);
    const seat = { tableId: t1.id, seat: 0, classId: k.id, studentId: "s1", name: "Ann" };
    await st.setClassSeats([seat, { ...seat, seat: 1, studentId: "s2", name: "Bo" }]);
    await st.setClassSeats([{ ...seat, studentId: "s3", name: "Cy" }]);
    expect((await st.classSeats(k.id)).map((x) => x.name)).toEqual(["Cy", "Bo"]);
    const resumed = await st.updateTable(t2.id, 0, { pausedAt: null });
    expect(resumed?.pausedAt).toBeUndefined();
  });

  it("deletes classes inactive since a time, with their students, seats, tables and actions", async (ctx) => {
    const st = s(ctx);
    const old = classRow({ activeAt: 1000 });
    const alive = classRow({ activeAt: 5000 });
    for (const k of [old, alive]) {
      await st.createClass(k);
      await st.addStudent(studentRow(k.id, "Ann"), 60);
      const t = row({ classTable: { classId: k.id, round: 1, number: 1 } });
      await st.createTable(t);
      await st.appendAction({ tableId: t.id, seq: 1, action: {}, actor: -1, autoplay: null });
      await st.setAway(t.id, 0, 1000);
      await st.setClassSeats([
        { tableId: t.id, seat: 0, classId: k.id, studentId: "s", name: "Ann" },
      ]);
    }
    const oldTable = (await st.classTables(old.id))[0]!;
    const gone = await st.expireClasses(2000);
    expect(gone.classes).toContain(old.id);
    expect(gone.classes).not.toContain(alive.id);
    expect(gone.tables).toEqual([oldTable.id]);
    expect(await st.getClass(old.id)).toBeNull();
    expect(await st.students(old.id)).toEqual([]);
    expect(await st.classSeats(old.id)).toEqual([]);
    expect(await st.getTable(oldTable.id)).toBeNull();
    expect(await st.actions(oldTable.id)).toEqual([]);
    expect(await st.presence([oldTable.id])).toEqual(new Map());
    expect(await st.getClass(alive.id)).not.toBeNull();
    expect(await st.classTables(alive.id)).toHaveLength(1);
    expect(await st.students(alive.id)).toHaveLength(1);
  });
});
