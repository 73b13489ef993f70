// Shared mode without sockets: two table services over one store stand for two processes;
// their notifiers pass table updates through a bus the test controls (Redis in production).
// A process that did not append a table's action applies the update's rows in memory and sends
// its own connections' frames; one that missed updates catches up from storage; one that lost
// a (table, seq) race still shows its connections the winner's position.

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Viewer } from "@number-games/engine";
import { getGame } from "@number-games/engine";
import type { ObservationFrame } from "@number-games/protocol";
import { createTableRequestSchema } from "@number-games/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openStore } from "../src/storage/sql-store";
import type { TableStore } from "../src/storage/types";
import type { Notifier, ServiceOptions, TableUpdate } from "../src/tables/service";
import { TableService } from "../src/tables/service";
import { claimedServiceTable, debugState, GAME_SETUPS, unwrap, waitFor } from "./support/server";

let dir: string;
let store: TableStore;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "ng-shared-"));
  store = await openStore({ sqliteFile: join(dir, "shared.sqlite") });
});
afterAll(async () => {
  await store?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** One "process": a service, the viewers connected to it, the frames it sent them. */
class Proc {
  readonly service: TableService;
  readonly frames = new Map<string, ObservationFrame[]>();
  readonly audience = new Set<string>();
  readonly inbox: TableUpdate[] = [];
  /** Reads of actions and table rows this process made (catching up, reloading). */
  reads = 0;
  peer: Proc | null = null;

  constructor(options: Partial<ServiceOptions> = {}) {
    const counted = new Proxy(store, {
      get: (target, prop, receiver) => {
        const value = Reflect.get(target, prop, receiver);
        if (typeof value !== "function") return value;
        if (prop === "actions" || prop === "getTable") {
          return (...args: unknown[]) => {
            this.reads++;
            return value.apply(target, args);
          };
        }
        return value.bind(target);
      },
    });
    const notifier: Notifier = {
      frame: (tableId, viewer, frame) => {
        const k = `${tableId}:${viewer}`;
        this.frames.set(k, [...(this.frames.get(k) ?? []), frame]);
      },
      table() {},
      hasAudience: (tableId, viewer) => this.audience.has(`${tableId}:${viewer}`),
      evictSeat() {},
      publish: (update) => {
        // What crosses Redis is JSON.
        this.peer?.inbox.push(JSON.parse(JSON.stringify(update)) as TableUpdate);
      },
    };
    this.service = new TableService({
      store: counted,
      notifier,
      botDelayMs: 0,
      shared: true,
      ...options,
    });
  }

  seen(tableId: string, viewer: Viewer): ObservationFrame[] {
    return this.frames.get(`${tableId}:${viewer}`) ?? [];
  }

  /** Delivers the updates the other process published (or drops them). */
  async deliver(drop = false): Promise<void> {
    const batch = this.inbox.splice(0);
    if (drop) return;
    for (const u of batch) await this.service.applyRemote(u);
  }
}

function pair(options: Partial<ServiceOptions> = {}): [Proc, Proc] {
  const a = new Proc(options);
  const b = new Proc(options);
  a.peer = b;
  b.peer = a;
  return [a, b];
}

/**
 * A started 3-seat table: by default seats 0 and 2 connected to A, seat 1 to B, a spectator
 * on each.
 */
async function table(
  a: Proc,
  b: Proc,
  setup = GAME_SETUPS[1]!,
  home = (seat: number) => (seat === 1 ? b : a),
) {
  const { id, hostToken, seats: bindings } = await claimedServiceTable(a.service, setup);
  for (let seat = 0; seat < 3; seat++) {
    unwrap(
      await home(seat).service.join(id, bindings[seat]!, () => {
        home(seat).audience.add(`${id}:${seat}`);
      }),
    );
  }
  for (const p of [a, b]) {
    unwrap(await p.service.join(id, null, () => p.audience.add(`${id}:spectator`)));
  }
  unwrap(await a.service.start(id, hostToken));
  await b.deliver();
  return { id, bindings, home, game: getGame(setup.game) };
}

const quietNotifier: Notifier = {
  frame() {},
  table() {},
  hasAudience: () => false,
  evictSeat() {},
};

/** The latest frame seat `seat` got on its own process. */
function latest(p: Proc, id: string, seat: number): ObservationFrame {
  const f = p.seen(id, seat).at(-1);
  if (f === undefined) throw new Error(`seat ${seat} has no frame`);
  return f;
}

describe("shared mode: table updates between processes", () => {
  it("the other process applies the rows in memory and frames its own viewers, reading nothing", async () => {
    for (const setup of GAME_SETUPS) {
      const [a, b] = pair();
      const { id, bindings, home, game } = await table(a, b, setup);
      a.reads = 0;
      b.reads = 0;
      let moves = 0;
      for (; moves < 500; moves++) {
        const seat = [0, 1, 2].find((s) => latest(home(s), id, s).observation.legal.length > 0);
        if (seat === undefined) break;
        const f = latest(home(seat), id, seat);
        const res = await home(seat).service.act(
          id,
          bindings[seat]!,
          f.seq,
          f.observation.legal[0],
        );
        expect(res.ok).toBe(true);
        await a.deliver();
        await b.deliver();
      }
      expect(moves).toBeGreaterThan(3);
      // Nobody caught up from storage: every process knew the latest position from updates.
      expect({ a: a.reads, b: b.reads }).toEqual({ a: 0, b: 0 });
      const state = (await debugState(a.service, id))!;
      expect(latest(b, id, 1).observation.result?.terminal).toBe(true);
      for (const viewer of [0, 1, 2, "spectator"] as const) {
        for (const p of [a, b]) {
          const frames = p.seen(id, viewer);
          if (!p.audience.has(`${id}:${viewer}`)) {
            expect(frames).toEqual([]); // nothing computed for viewers not connected here
            continue;
          }
          // One frame per position, in order, ending at the final one, each the viewer's own.
          const seqs = frames.map((f) => f.seq);
          expect(seqs).toEqual([...new Set(seqs)].sort((x, y) => x - y));
          expect(seqs.at(-1)).toBe(state.seq);
          expect(frames.at(-1)!.observation).toEqual(
            JSON.parse(JSON.stringify(game.observe(state.state as never, viewer))),
          );
        }
      }
      // Both caches hold the same position.
      expect((await debugState(b.service, id))!.seq).toBe(state.seq);
    }
  });

  it("a process that missed an update catches up from storage at the next one", async () => {
    const [a, b] = pair();
    // Every seat plays on A; B has a spectator.
    const { id, bindings } = await table(a, b, GAME_SETUPS[1], () => a);
    const move = async () => {
      const seat = [0, 1, 2].find((s) => latest(a, id, s).observation.legal.length > 0)!;
      const f = latest(a, id, seat);
      unwrap(await a.service.act(id, bindings[seat]!, f.seq, f.observation.legal[0]));
    };
    await move();
    await b.deliver();
    await move();
    await b.deliver(true); // lost on the way
    const missed = (await debugState(a.service, id))!.seq;
    expect(latest(b, id, "spectator" as never).seq).toBeLessThan(missed);
    await move();
    b.reads = 0;
    await b.deliver(); // a gap: B reads what it missed from storage
    expect(b.reads).toBeGreaterThan(0);
    const now = (await debugState(a.service, id))!.seq;
    expect((await debugState(b.service, id))!.seq).toBe(now);
    expect(latest(b, id, "spectator" as never).seq).toBe(now);
  });

  it("after a lost subscription, resync brings every table held here up to date", async () => {
    const [a, b] = pair();
    // Seat 1 plays on B; what A publishes while B's subscription is down is lost.
    const { id, bindings, home } = await table(a, b);
    const idle = await claimedServiceTable(a.service, GAME_SETUPS[0]!); // a lobby: unmoved
    unwrap(await b.service.join(idle.id, null, () => b.audience.add(`${idle.id}:spectator`)));
    const playOnA = async () => {
      for (;;) {
        const seat = [0, 2].find((s) => latest(a, id, s).observation.legal.length > 0);
        if (seat === undefined) return;
        const f = latest(a, id, seat);
        unwrap(await a.service.act(id, bindings[seat]!, f.seq, f.observation.legal[0]));
      }
    };
    await playOnA();
    await b.deliver(true); // lost
    const now = (await debugState(a.service, id))!.seq;
    expect(latest(b, id, 1).seq).toBeLessThan(now);
    expect(latest(b, id, 1).observation.legal).toEqual([]); // B's player waits, in vain
    expect(await b.service.resync()).toBe(1);
    const f = latest(b, id, 1);
    expect(f.seq).toBe(now);
    expect(f.observation.legal.length).toBeGreaterThan(0); // B's player is on turn
    expect(b.seen(id, "spectator").at(-1)!.seq).toBe(now);
    // The game goes on from B as usual; nothing more to catch up.
    unwrap(await home(1).service.act(id, bindings[1]!, f.seq, f.observation.legal[0]));
    await a.deliver();
    expect(await b.service.resync()).toBe(0);
    expect((await debugState(a.service, id))!.seq).toBe(now + 1);
  });

  it("when the process that should play a bot's turn goes quiet, another one plays it", async () => {
    // Take or Pay: seat 0 (a person, on A), seat 1 a bot, seat 2 (a person, on B).
    const [a, b] = pair({ takeoverGraceMs: 20, botDecisionLimitMs: 0 });
    const created = unwrap(
      await a.service.create(
        createTableRequestSchema.parse({
          game: "take-or-pay",
          config: { players: 3 },
          seats: [{ kind: "human" }, { kind: "bot", level: "random" }, { kind: "human" }],
          visibility: "public",
        }),
      ),
    );
    const id = created.tableId;
    const seat = async (p: Proc, n: number) => {
      const { seatToken } = unwrap(await a.service.claim(id, `P${n}`, n));
      const binding = unwrap(await p.service.authenticate(id, seatToken));
      unwrap(await p.service.join(id, binding, () => p.audience.add(`${id}:${n}`)));
      return binding;
    };
    const ann = await seat(a, 0);
    await seat(b, 2);
    unwrap(await a.service.start(id, created.hostToken));
    await b.deliver();
    // Ann moves on A; the bot is next, and A is gone before it plays (its timers with it).
    const f = latest(a, id, 0);
    unwrap(await a.service.act(id, ann, f.seq, f.observation.legal[0]));
    a.service.close();
    await b.deliver();
    // B saw the move; after the grace it plays the bot's turn itself, and its player is on.
    await waitFor(
      () => latest(b, id, 2).observation.legal.length > 0,
      "B to play the bot's turn and hand the player theirs",
    );
    const g = latest(b, id, 2);
    expect(g.observation.legal.length).toBeGreaterThan(0);
    // After Ann's move, only the bot's (one, or more after taking a card), stored once each
    // and replaying from the seed in a fresh process.
    const rows = await store.actions(id);
    expect(rows.map((r) => r.actor).slice(f.seq)).toEqual([0, ...Array(g.seq - f.seq - 1).fill(1)]);
    expect(g.seq).toBeGreaterThan(f.seq + 1);
    const check = new TableService({ store, notifier: quietNotifier, botDelayMs: 0, shared: true });
    expect((await debugState(check, id))!.seq).toBe(g.seq);
    b.service.close();
  });

  it("when that process dies with a person on turn who never comes back, another plays the abandoned turn", async () => {
    // Nobody is connected to seat 0 anywhere (its player was on the process that died).
    const [a, b] = pair({
      takeoverGraceMs: 20,
      abandonAfterMs: 40,
      isSeatConnected: async (_id, seat) => seat !== 0,
    });
    const { id, hostToken, seats } = await claimedServiceTable(a.service, GAME_SETUPS[1]!);
    unwrap(await a.service.join(id, seats[0]!, () => a.audience.add(`${id}:0`)));
    unwrap(await b.service.join(id, seats[1]!, () => b.audience.add(`${id}:1`)));
    unwrap(await a.service.start(id, hostToken)); // A deals: seat 0 is on turn
    a.service.close(); // ... and A is gone before its abandoned-seat check
    await b.deliver();
    const start = latest(b, id, 1).seq;
    await waitFor(() => latest(b, id, 1).seq !== start, "the abandoned turn to be played");
    b.service.close();
    // The turn after the deal was played for seat 0, by a bot, marked as abandoned (B then
    // runs the table: more such turns may follow while seat 0 stays away).
    const rows = await store.actions(id);
    expect(rows[start]).toMatchObject({ seq: start + 1, actor: 0, autoplay: "abandoned" });
    expect(latest(b, id, 1).seq).toBeGreaterThan(start);
  });

  it("after losing a (table, seq) race, the loser's viewers get the winner's position once", async () => {
    const [a, b] = pair();
    const { id, bindings, home } = await table(a, b);
    // Find a position where a seat seated on A is to move; that player also has a tab on B.
    for (let i = 0; i < 100; i++) {
      const s = [0, 1, 2].find((x) => latest(home(x), id, x).observation.legal.length > 0)!;
      if (home(s) === a) break;
      const f = latest(b, id, s);
      unwrap(await b.service.act(id, bindings[s]!, f.seq, f.observation.legal[0]));
      await a.deliver();
      await b.deliver();
    }
    const seat = [0, 1, 2].find((x) => latest(home(x), id, x).observation.legal.length > 0)!;
    expect(home(seat)).toBe(a);
    const f = latest(a, id, seat);
    // A accepts the move; before its update reaches B, the same seat acts on B with that seq.
    unwrap(await a.service.act(id, bindings[seat]!, f.seq, f.observation.legal[0]));
    const before = b.seen(id, 1).length;
    const lost = await b.service.act(id, bindings[seat]!, f.seq, f.observation.legal[0]);
    expect(lost.ok || lost.error.code).toBe("ERR_STALE");
    await b.deliver();
    const now = (await debugState(a.service, id))!.seq;
    const after = b.seen(id, 1).slice(before);
    expect(after.map((x) => x.seq)).toEqual([now]);
  });
});
