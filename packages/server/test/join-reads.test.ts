// A join only reads (docs/architecture.md, "one action through the server"): attaching a
// viewer never appends to the record. A table that a restart left with chance to move still
// moves on, in a step of its own after the join has answered.

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CHANCE } from "@number-games/engine";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openStore } from "../src/storage/sql-store";
import type { TableStore } from "../src/storage/types";
import type { Notifier } from "../src/tables/service";
import { TableService } from "../src/tables/service";
import { claimedServiceTable, GAME_SETUPS, refusingStore, unwrap, waitFor } from "./support/server";

let dir: string;
let store: TableStore;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "ng-join-reads-"));
  store = await openStore({ sqliteFile: join(dir, "join.sqlite") });
});
afterAll(async () => {
  await store?.close();
  rmSync(dir, { recursive: true, force: true });
});

const quiet: Notifier = { frame() {}, table() {}, hasAudience: () => false, evictSeat() {} };

describe("a join", () => {
  it("does not append to the record, even when chance is to move; the table moves on after", async () => {
    // A process that stores the start but dies before it can store the first chance action
    // (the secret numbers): its store refuses chance, and it is closed.
    const dying = new TableService({
      store: refusingStore(store, (row) => row.actor === CHANCE),
      notifier: quiet,
      botDelayMs: 0,
      shared: false,
    });
    const setup = GAME_SETUPS.find((g) => g.game === "magic-numbers")!;
    const { id, hostToken, seats } = await claimedServiceTable(dying, setup);
    unwrap(await dying.start(id, hostToken));
    dying.close();
    const stored = (await store.actions(id)).length;

    // The next process (no resumeAll: nothing has driven the table yet) is joined.
    const next = new TableService({ store, notifier: quiet, botDelayMs: 0, shared: false });
    const joined = unwrap(await next.join(id, seats[0]!, () => {}));
    expect((await store.actions(id)).length).toBe(stored);
    expect(joined.frame?.seq).toBe(stored);
    // Chance was to move: the frame offers nothing yet.
    expect(joined.frame?.observation.legal).toEqual([]);

    // And the table is not stuck: chance is drawn in a step of its own.
    await waitFor(async () => (await store.actions(id)).length > stored, "chance to be drawn");
    next.close();
  });
});
