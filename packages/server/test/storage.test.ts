// The storage contract: one suite, run against every adapter (SQLite file, PostgreSQL):
// tables, their actions and lobbies. Classes and students: storage-classes.test.ts.

import { expect, it } from "vitest";
import type { TableRow, TableStore } from "../src/storage/types";
import { describeStores, row } from "./support/store-contract";

describeStores("TableStore contract", (s, adapter) => {
  it("migrates idempotently", async (ctx) => {
    await s(ctx).migrate();
    await s(ctx).migrate();
  });

  it("answers a ping", async (ctx) => {
    await expect(s(ctx).ping()).resolves.toBeUndefined();
  });

  it("creates and reads a table by id and by code, round-tripping every field", async (ctx) => {
    const st = s(ctx);
    const r = row({ turnClockSeconds: 30, turnDeadline: { seq: 4, at: 1_900_000_000_123 } });
    expect(await st.createTable(r)).toBe(true);
    expect(await st.getTable(r.id)).toEqual(r);
    expect(await st.getTableByCode(r.code)).toEqual(r);
    expect(await st.getTable("tnope")).toBeNull();
    expect(await st.getTableByCode("ZZZZZZ")).toBeNull();
  });

  it("keeps a table's away rule, an early ending and a seat handed to the computer", async (ctx) => {
    const st = s(ctx);
    const r = row({ status: "playing", awayRule: { action: "claim", graceSeconds: 7 } });
    expect(await st.createTable(r)).toBe(true);
    expect((await st.getTable(r.id))?.awayRule).toEqual({ action: "claim", graceSeconds: 7 });
    const seats = r.seats.map((x, i) =>
      i === 1 && x.kind === "human" ? { ...x, handedOver: { by: 0, at: 123, seq: 4 } } : x,
    );
    const ending = {
      kind: "claimed" as const,
      by: 0,
      away: [1],
      winners: [0],
      seq: 4,
      at: 1_900_000_000_000,
    };
    const u = await st.updateTable(r.id, 0, { seats, status: "finished", ending });
    expect(u).toMatchObject({ seats, ending, version: 1 });
    expect(await st.getTable(r.id)).toEqual(u);
  });

  it("keeps who is away since when: the earliest time stands until the seat is back", async (ctx) => {
    const st = s(ctx);
    const r = row({ status: "playing" });
    await st.createTable(r);
    expect(await st.presence([r.id])).toEqual(new Map());
    expect(await st.setPresent(r.id, 0)).toBe(true); // never recorded: now known
    expect(await st.setPresent(r.id, 0)).toBe(false);
    expect(await st.setAway(r.id, 1, 1_900_000_000_000)).toBe(true);
    expect(await st.setAway(r.id, 1, 1_900_000_005_000)).toBe(false); // away already: kept
    expect((await st.presence([r.id])).get(r.id)).toEqual(
      new Map([
        [0, null],
        [1, 1_900_000_000_000],
      ]),
    );
    expect(await st.setPresent(r.id, 1)).toBe(true);
    expect(await st.setAway(r.id, 1, 1_900_000_009_000)).toBe(true);
    expect((await st.presence([r.id, "tother"])).get(r.id)?.get(1)).toBe(1_900_000_009_000);
    // Not a patch: the version is untouched.
    expect((await st.getTable(r.id))?.version).toBe(0);
  });

  it("keeps each table's chance generator", async (ctx) => {
    const st = s(ctx);
    for (const rng of ["sfc32", "chacha20"] as const) {
      const r = row({ rng });
      expect(await st.createTable(r)).toBe(true);
      expect((await st.getTable(r.id))?.rng).toBe(rng);
    }
  });

  it("refuses a duplicate id or join code", async (ctx) => {
    const st = s(ctx);
    const r = row();
    expect(await st.createTable(r)).toBe(true);
    expect(await st.createTable({ ...r, code: "QQQQQQ" })).toBe(false);
    expect(await st.createTable({ ...row(), code: r.code })).toBe(false);
  });

  it("updates with optimistic versions", async (ctx) => {
    const st = s(ctx);
    const r = row();
    await st.createTable(r);
    const seats = [{ kind: "bot", level: "easy" } as const, ...r.seats.slice(1)];
    const u = await st.updateTable(r.id, 0, { seats, status: "playing" });
    expect(u?.version).toBe(1);
    expect(u?.seats).toEqual(seats);
    expect(u?.status).toBe("playing");
    expect(await st.updateTable(r.id, 0, { status: "finished" })).toBeNull();
    expect((await st.getTable(r.id))?.status).toBe("playing");
    expect((await st.updateTable(r.id, 1, { status: "finished" }))?.version).toBe(2);
  });

  it("keeps the turn clock's deadline: the first writer of a seq wins, a later seq replaces it", async (ctx) => {
    const st = s(ctx);
    const r = row({ status: "playing", turnClockSeconds: 60 });
    await st.createTable(r);
    // Epoch milliseconds beyond 32 bits survive both dialects.
    const at = 1_900_000_000_000;
    expect(await st.setTurnDeadline(r.id, 3, at)).toBe(at);
    // Another process starting the same turn's clock later adopts the first deadline.
    expect(await st.setTurnDeadline(r.id, 3, at + 5000)).toBe(at);
    expect((await st.getTable(r.id))?.turnDeadline).toEqual({ seq: 3, at });
    // The next turn's clock replaces it; an older seq never does.
    expect(await st.setTurnDeadline(r.id, 5, at + 9000)).toBe(at + 9000);
    expect(await st.setTurnDeadline(r.id, 4, at + 1)).toBe(at + 1);
    expect((await st.getTable(r.id))?.turnDeadline).toEqual({ seq: 5, at: at + 9000 });
    // Not a lobby patch: the optimistic version is untouched, and patches keep the deadline.
    expect((await st.getTable(r.id))?.version).toBe(0);
    const u = await st.updateTable(r.id, 0, { status: "finished" });
    expect(u?.turnDeadline).toEqual({ seq: 5, at: at + 9000 });
  });

  it("lists by status and visibility, newest first, with a limit", async (ctx) => {
    const st = s(ctx);
    const a = row({ status: "lobby" });
    const b = row({ status: "playing" });
    const c = row({ status: "finished" });
    const d = row({ status: "playing", visibility: "private" });
    for (const x of [a, b, c, d]) await st.createTable(x);
    const pub = await st.listTables({
      visibility: "public",
      statuses: ["lobby", "playing"],
      limit: 1000,
    });
    const ids = pub.map((t) => t.id);
    expect(ids).toContain(a.id);
    expect(ids).toContain(b.id);
    expect(ids).not.toContain(c.id);
    expect(ids).not.toContain(d.id);
    expect(ids.indexOf(b.id)).toBeLessThan(ids.indexOf(a.id));
    expect(await st.listTables({ statuses: ["playing"], limit: 1 })).toHaveLength(1);
    expect(await st.listTables({ statuses: [], limit: 10 })).toEqual([]);
  });

  it("lists a lobby only when seen since a time; the latest sighting stands", async (ctx) => {
    const st = s(ctx);
    const seen = row();
    const unseen = row();
    const playing = row({ status: "playing" });
    for (const x of [seen, unseen, playing]) await st.createTable(x);
    const at = 1_900_000_000_000; // beyond 32 bits
    await st.markSeen([seen.id], at);
    await st.markSeen([seen.id], at - 5000); // an older sighting (another process) is ignored
    const ids = async (since: number) =>
      (
        await st.listTables({
          visibility: "public",
          statuses: ["lobby", "playing"],
          limit: 1000,
          seenSince: since,
        })
      ).map((t) => t.id);
    expect(await ids(at)).toEqual(expect.arrayContaining([seen.id, playing.id]));
    expect(await ids(at)).not.toContain(unseen.id);
    expect(await ids(at + 1)).not.toContain(seen.id);
    expect(await ids(at + 1)).toContain(playing.id);
    // Not a patch: the version is untouched.
    expect((await st.getTable(seen.id))?.version).toBe(0);
  });

  it("expires public lobbies with no sign of life, never a rematch or another kind", async (ctx) => {
    const st = s(ctx);
    const old = row();
    const oldSeenLately = row();
    const oldPrivate = row({ visibility: "private" });
    const oldPlaying = row({ status: "playing" });
    const successor = row();
    const finished = row({ status: "finished", rematch: successor.id });
    const young = row();
    for (const x of [old, oldSeenLately, oldPrivate, oldPlaying, successor, finished, young]) {
      await st.createTable(x);
    }
    const cutoff = Date.parse(young.createdAt); // young was created at the cutoff itself
    await st.markSeen([oldSeenLately.id], cutoff + 1);
    const gone = await st.expireLobbies(cutoff);
    expect(gone).toContain(old.id);
    for (const kept of [oldSeenLately, oldPrivate, oldPlaying, successor, finished, young]) {
      expect(gone).not.toContain(kept.id);
      expect(await st.getTable(kept.id)).not.toBeNull();
    }
    expect(await st.getTable(old.id)).toBeNull();
    expect(await st.getTableByCode(old.code)).toBeNull();
    // Seen lately, then idle too: it goes as well.
    expect(await st.expireLobbies(cutoff + 2)).toEqual(
      expect.arrayContaining([oldSeenLately.id, young.id]),
    );
    expect(await st.getTable(successor.id)).not.toBeNull();
  });

  it("appends actions in order, unique on (table, seq)", async (ctx) => {
    const st = s(ctx);
    const r = row();
    await st.createTable(r);
    const deal = { type: "deal", deck: [3, 1, 2] };
    expect(
      await st.appendAction({ tableId: r.id, seq: 1, action: deal, actor: -1, autoplay: null }),
    ).toBe(true);
    expect(
      await st.appendAction({
        tableId: r.id,
        seq: 2,
        action: { type: "pay" },
        actor: 0,
        autoplay: "clock",
      }),
    ).toBe(true);
    expect(
      await st.appendAction({
        tableId: r.id,
        seq: 2,
        action: { type: "take" },
        actor: 1,
        autoplay: null,
      }),
    ).toBe(false);
    expect(await st.actions(r.id)).toEqual([
      { tableId: r.id, seq: 1, action: deal, actor: -1, autoplay: null },
      { tableId: r.id, seq: 2, action: { type: "pay" }, actor: 0, autoplay: "clock" },
    ]);
    expect((await st.actions(r.id, 1)).map((a) => a.seq)).toEqual([2]);
    expect(await st.actions(r.id, 2)).toEqual([]);
    const other = row();
    await st.createTable(other);
    const seqs = await st.seqs([r.id, other.id]);
    expect(seqs.get(r.id)).toBe(2);
    expect(seqs.get(other.id)).toBe(0);
  });

  it("serialises concurrent appends of the same seq: exactly one wins", async (ctx) => {
    const st = s(ctx);
    const r = row();
    await st.createTable(r);
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        st.appendAction({ tableId: r.id, seq: 1, action: { i }, actor: i % 3, autoplay: null }),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await st.actions(r.id)).toHaveLength(1);
  });

  it("two writers racing for the same seqs of many tables: exactly one wins each", async (ctx) => {
    const st = s(ctx);
    // A second store on the same database stands for a second server process.
    const other = await adapter.open();
    try {
      const tables = Array.from({ length: 24 }, (_, i) => row({ code: `W${10000 + i}` }));
      for (const t of tables) expect(await st.createTable(t)).toBe(true);
      const SEQS = 4;
      // Each writer appends a table's seqs in order (as a table's lock does), all tables at
      // once, so its batches mix tables; the second goes through the tables the other way.
      const play = (w: TableStore, writer: number, order: readonly TableRow[]) =>
        Promise.all(
          order.map(async (t) => {
            const won: boolean[] = [];
            for (let seq = 1; seq <= SEQS; seq++) {
              won.push(
                await w.appendAction({
                  tableId: t.id,
                  seq,
                  action: { writer },
                  actor: 0,
                  autoplay: null,
                }),
              );
            }
            return [t.id, won] as const;
          }),
        );
      const [a, b] = await Promise.all([
        play(st, 0, tables),
        play(other, 1, [...tables].reverse()),
      ]);
      const wonB = new Map(b);
      for (const [id, won] of a) {
        const stored = await st.actions(id);
        expect(stored.map((x) => x.seq)).toEqual([1, 2, 3, 4]);
        for (let i = 0; i < SEQS; i++) {
          // Exactly one writer was told it won seq i + 1, and its action is the stored one.
          expect(won[i]).not.toBe(wonB.get(id)![i]);
          expect(stored[i]!.action).toEqual({ writer: won[i] ? 0 : 1 });
        }
      }
    } finally {
      await other.close();
    }
  });

  it("refuses an action for a table that does not exist", async (ctx) => {
    const st = s(ctx);
    await expect(
      st.appendAction({ tableId: "tmissing", seq: 1, action: {}, actor: 0, autoplay: null }),
    ).rejects.toThrow();
  });
});
