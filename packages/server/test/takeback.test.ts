// Issue 24, item 5: online takeback only if every other person agrees. A seat asks to take
// back its last move; the other people agree (the position goes back to just before that move,
// chance already drawn stays drawn, the record counts the takeback) or decline; any move, or
// the asker leaving, closes the request; with only computers beside the asker it happens at
// once. Every bad request gets a clear error and changes nothing. On SQLite with one process
// and on PostgreSQL + Redis with two (players on different processes).

import type { SeatSpec, TableInfo } from "@number-games/protocol";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Servers } from "./support/backends";
import { describeBackends, startedTable } from "./support/backends";
import { unwrap, waitFor, waitForValue } from "./support/server";
import { code, Watcher } from "./support/watcher";

describeBackends("online takeback", (backend) => {
  let servers: Servers | null = null;
  const open: Watcher[] = [];
  beforeAll(async () => {
    servers = await backend.start({ env: { BOT_DELAY_MS: "0" } });
  }, 60_000);
  afterAll(async () => {
    for (const v of open) v.close();
    await servers?.stop();
  });

  /** The first server, and the last (the other process when there are two). */
  const url = (i: 0 | 1) => servers!.urls[i === 0 ? 0 : servers!.urls.length - 1]!;

  async function table(seats: SeatSpec[] = [{ kind: "human" }, { kind: "human" }]) {
    return startedTable(url(0), {
      game: "number-line",
      config: { players: seats.length, firstPlayer: 0 },
      seats,
      visibility: "public",
    });
  }

  async function seat(i: 0 | 1, id: string, token: string | null): Promise<Watcher> {
    const v = await Watcher.join(url(i), id, token);
    open.push(v);
    return v;
  }

  /** Storage as it stands: the table's facts and its actions (to prove nothing changed). */
  async function stored(id: string) {
    const row = await servers!.store.getTable(id);
    const actions = await servers!.store.actions(id);
    return { version: row?.version, seats: row?.seats, n: actions.length };
  }

  /** Waits until `v` may move, then plays its first legal move; the frame it moved from. */
  async function move(v: Watcher, id: string) {
    await waitFor(() => v.frames.length > 0 && v.frame.observation.legal.length > 0, "a turn");
    const f = v.frame;
    expect(code(await v.client.act(id, f.seq, f.observation.legal[0]))).toBe("ok");
    return f;
  }

  /** Waits until `v` may move (the table waits for a person). */
  const turn = (v: Watcher) =>
    waitFor(() => v.frames.length > 0 && v.frame.observation.legal.length > 0, "a turn");

  /** The latest takeback news `v` heard (table events after its join). */
  const news = (v: Watcher): TableInfo["takeback"] => v.tables.at(-1)?.takeback;

  it("the other person agrees: the position is restored exactly, everyone is told, the record counts it", async (ctx) => {
    if (servers === null) return ctx.skip();
    const { id, tokens, api } = await table();
    const ann = await seat(0, id, tokens[0]!);
    const ben = await seat(1, id, tokens[1]!);
    const spectator = await seat(1, id, null);
    const before = await move(ann, id);
    await turn(ben);
    const actionsBefore = (await stored(id)).n;
    expect(code(await ann.client.takeback(id))).toBe("ok");
    for (const v of [ann, ben, spectator]) {
      const tb = await waitForValue(() => news(v), "the request to be heard");
      expect(tb).toEqual({ by: 0, seq: ben.frame.seq, agreed: [], outcome: "open" });
    }
    // Nothing moves while the others decide.
    expect((await stored(id)).n).toBe(actionsBefore);
    expect(code(await ben.client.answerTakeback(id, true))).toBe("ok");
    for (const v of [ann, ben, spectator]) {
      await waitFor(() => news(v)?.outcome === "done", "the takeback to be heard");
    }
    await waitFor(() => ann.frame.observation.legal.length > 0, "Ann's turn again");
    // Exactly the position before her move: her observation, the spectator's.
    expect(ann.frame.observation).toEqual(before.observation);
    expect(ann.frame.seq).toBeGreaterThan(before.seq);
    expect(news(ann)).toMatchObject({ by: 0, agreed: [1], outcome: "done", seq: ann.frame.seq });
    // Stored: one takeback row after the undone move (seq only grows).
    expect((await stored(id)).n).toBe(actionsBefore + 1);
    // The record is the game as it stands now, and says it had a takeback.
    const record = unwrap(await api.record({ ref: id }));
    expect(record.actions).toHaveLength(before.seq);
    expect(record.meta.takebacks).toBe(1);
    // Ann plays on from there.
    await move(ann, id);
  });

  it("a decline closes the request and changes nothing; the asker may ask again", async (ctx) => {
    if (servers === null) return ctx.skip();
    const { id, tokens } = await table();
    const ann = await seat(0, id, tokens[0]!);
    const ben = await seat(1, id, tokens[1]!);
    await move(ann, id);
    await turn(ben);
    expect(code(await ann.client.takeback(id))).toBe("ok");
    await waitFor(() => news(ben)?.outcome === "open", "the request");
    const n = (await stored(id)).n;
    expect(code(await ben.client.answerTakeback(id, false))).toBe("ok");
    const declined = await waitForValue(
      () => (news(ann)?.outcome === "declined" ? news(ann) : undefined),
      "the decline",
    );
    expect(declined).toMatchObject({ by: 0, decliner: 1, agreed: [] });
    expect((await stored(id)).n).toBe(n);
    // Closed: another answer has nothing to answer.
    expect(code(await ben.client.answerTakeback(id, true))).toBe("ERR_NO_TAKEBACK");
    // Asked again: open again.
    expect(code(await ann.client.takeback(id))).toBe("ok");
    await waitFor(() => news(ben)?.outcome === "open", "the new request");
  });

  it("a move by anyone closes the request; so does the asker leaving", async (ctx) => {
    if (servers === null) return ctx.skip();
    const { id, tokens, api } = await table();
    const ann = await seat(0, id, tokens[0]!);
    const ben = await seat(1, id, tokens[1]!);
    await move(ann, id);
    await turn(ben);
    expect(code(await ann.client.takeback(id))).toBe("ok");
    await waitFor(() => news(ben)?.outcome === "open", "the request");
    // Ben moves instead of answering: the request is over.
    await move(ben, id);
    expect(code(await ben.client.answerTakeback(id, true))).toBe("ERR_NO_TAKEBACK");
    expect(unwrap(await api.getTable({ ref: id })).takeback).toBeUndefined();

    // Ben asks about his move; Ben leaves: his request is cancelled, for everyone.
    await waitFor(
      () => ann.frame.observation.legal.length > 0 || ben.frame.observation.legal.length > 0,
      "a person's turn",
    );
    expect(code(await ben.client.takeback(id))).toBe("ok");
    await waitFor(() => news(ann)?.outcome === "open", "Ben's request");
    ben.close();
    await waitFor(() => news(ann)?.outcome === "cancelled", "the request to be cancelled");
    expect(code(await ann.client.answerTakeback(id, true))).toBe("ERR_NO_TAKEBACK");
  });

  it("with only computers beside the asker, the takeback happens at once; chance drawn stays drawn", async (ctx) => {
    if (servers === null) return ctx.skip();
    const { id, tokens, api } = await table([{ kind: "human" }, { kind: "bot", level: "easy" }]);
    const ann = await seat(0, id, tokens[0]!);
    const first = await move(ann, id);
    // The computer replies (and chance draws); Ann's turn again.
    await waitFor(
      () => ann.frame.seq > first.seq && ann.frame.observation.legal.length > 0,
      "Ann's next turn",
    );
    const after = ann.frame;
    expect(code(await ann.client.takeback(id))).toBe("ok");
    await waitFor(() => ann.frame.seq > after.seq, "the takeback");
    expect(ann.frame.observation).toEqual(first.observation);
    // The same move again: the same draws and the same reply as before (no free re-roll).
    expect(code(await ann.client.act(id, ann.frame.seq, first.observation.legal[0]))).toBe("ok");
    await waitFor(
      () => ann.frame.observation.legal.length > 0 && ann.frame.seq > after.seq + 1,
      "Ann's next turn again",
    );
    expect(ann.frame.observation).toEqual(after.observation);
    const record = unwrap(await api.record({ ref: id }));
    expect(record.meta.takebacks).toBe(1);
  });

  /** Ann, Ben and Cid at a Number Line table whose away seats may go to the computer after 1 s. */
  async function threeWithAway() {
    const { id, tokens } = await startedTable(url(0), {
      game: "number-line",
      config: { players: 3, firstPlayer: 0 },
      seats: [{ kind: "human" }, { kind: "human" }, { kind: "human" }],
      visibility: "public",
      turnClockSeconds: null,
      awayAction: "computer",
      awayGraceSeconds: 1,
    });
    const ann = await seat(0, id, tokens[0]!);
    const ben = await seat(1, id, tokens[1]!);
    const cid = await seat(1, id, tokens[2]!);
    return { id, ann, ben, cid };
  }

  /** Cid leaves; after the grace time Ann hands his seat to the computer. */
  async function cidLeavesAndIsHandedOver(id: string, ann: Watcher, cid: Watcher) {
    cid.close();
    await waitFor(() => typeof ann.awaySince(2) === "number", "Cid to be away");
    const since = ann.awaySince(2)!;
    await waitFor(() => Date.now() > since + 1100, "the grace time to pass");
    expect(code(await ann.client.handOver(id, 2))).toBe("ok");
  }

  it("a seat handed to the computer does not vote: the one person left agreeing is enough", async (ctx) => {
    if (servers === null) return ctx.skip();
    const { id, ann, ben, cid } = await threeWithAway();
    await cidLeavesAndIsHandedOver(id, ann, cid);
    await waitFor(
      () => ann.tables.some((t) => t.seats[2]?.handedOver != null),
      "the hand-over to be heard",
    );
    const before = await move(ann, id);
    await turn(ben);
    expect(code(await ann.client.takeback(id))).toBe("ok");
    await waitFor(() => news(ben)?.outcome === "open", "the request");
    // Ben is the only person left to ask: his yes takes the move back.
    expect(code(await ben.client.answerTakeback(id, true))).toBe("ok");
    await waitFor(() => news(ann)?.outcome === "done", "the takeback");
    expect(news(ann)).toMatchObject({ by: 0, agreed: [1], outcome: "done" });
    await waitFor(() => ann.frame.observation.legal.length > 0, "Ann's turn again");
    expect(ann.frame.observation).toEqual(before.observation);
  });

  it("a seat handed to the computer while a request is open: the others' yes is then enough, at once", async (ctx) => {
    if (servers === null) return ctx.skip();
    const { id, ann, ben, cid } = await threeWithAway();
    const before = await move(ann, id);
    await turn(ben);
    expect(code(await ann.client.takeback(id))).toBe("ok");
    await waitFor(() => news(ben)?.outcome === "open", "the request");
    // Ben agrees; Cid has not answered, so the request waits for him.
    expect(code(await ben.client.answerTakeback(id, true))).toBe("ok");
    await waitFor(() => news(ann)?.agreed?.includes(1) === true, "Ben's yes");
    expect(news(ann)?.outcome).toBe("open");
    // Then Cid's seat goes to the computer: nobody is left to answer, and everyone left has
    // agreed, so the move is taken back then (no second yes).
    await cidLeavesAndIsHandedOver(id, ann, cid);
    await waitFor(() => news(ann)?.outcome === "done", "the takeback");
    expect(news(ann)).toMatchObject({ by: 0, agreed: [1], outcome: "done" });
    await waitFor(() => ann.frame.observation.legal.length > 0, "Ann's turn again");
    expect(ann.frame.observation).toEqual(before.observation);
  });

  it("refuses every bad request with a clear error, changing nothing", async (ctx) => {
    if (servers === null) return ctx.skip();
    const { id, tokens } = await table();
    const ann = await seat(0, id, tokens[0]!);
    const ben = await seat(1, id, tokens[1]!);
    const spectator = await seat(1, id, null);
    await turn(ann);
    const start = await stored(id);
    // No move of hers yet; nothing to answer; spectators neither ask nor answer.
    expect(code(await ann.client.takeback(id))).toBe("ERR_NOTHING_TO_TAKE_BACK");
    expect(code(await ben.client.answerTakeback(id, true))).toBe("ERR_NO_TAKEBACK");
    expect(code(await spectator.client.takeback(id))).toBe("ERR_NOT_SEATED");
    expect(code(await spectator.client.answerTakeback(id, true))).toBe("ERR_NOT_SEATED");
    expect(await stored(id)).toEqual(start);

    await move(ann, id);
    await turn(ben);
    // Ben has not moved yet.
    expect(code(await ben.client.takeback(id))).toBe("ERR_NOTHING_TO_TAKE_BACK");
    expect(code(await ann.client.takeback(id))).toBe("ok");
    await waitFor(() => news(ben)?.outcome === "open", "the request");
    const asked = await stored(id);
    // A second request (hers or his), her own answer, a spectator's answer.
    expect(code(await ann.client.takeback(id))).toBe("ERR_TAKEBACK_OPEN");
    expect(code(await ben.client.takeback(id))).toBe("ERR_TAKEBACK_OPEN");
    expect(code(await ann.client.answerTakeback(id, true))).toBe("ERR_WRONG_ROLE");
    expect(code(await spectator.client.answerTakeback(id, true))).toBe("ERR_NOT_SEATED");
    // Forged: the takeback as a move, an answer with extra say, a malformed one.
    const forged = { takeback: { to: 0, by: 0 } };
    expect(code(await ben.client.act(id, ben.frame.seq, forged))).toBe("ERR_ILLEGAL_ACTION");
    const emit = (event: "takeback" | "takebackAnswer", p: unknown) =>
      ben.client.socket.timeout(5000).emitWithAck(event, p as never) as Promise<{ ok: boolean }>;
    expect(code(await emit("takebackAnswer", { tableId: id, agree: true, force: true }))).toBe(
      "ERR_MALFORMED",
    );
    expect(code(await emit("takebackAnswer", { tableId: id, agree: "yes" }))).toBe("ERR_MALFORMED");
    expect(code(await emit("takeback", { tableId: id, to: 0 }))).toBe("ERR_MALFORMED");
    expect(await stored(id)).toEqual(asked);
    expect(ann.frame.seq).toBe(ben.frame.seq);
  });
});
