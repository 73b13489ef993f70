// Online takeback survives a restart (SQLite: stopped and started again on the same file): an
// open request is still open afterwards and can be agreed to; the takeback and its outcome are
// replayed from storage, and the record still counts it after a second restart.

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createApiClient } from "@number-games/protocol";
import { afterAll, describe, expect, it } from "vitest";
import type { TestServer } from "./support/server";
import { startTestServer, unwrap, waitFor } from "./support/server";
import { code, Watcher } from "./support/watcher";

describe("takeback across a restart (SQLite)", () => {
  const dir = mkdtempSync(join(tmpdir(), "ng-takeback-"));
  const file = join(dir, "number-games.sqlite");
  let server: TestServer | null = null;
  const open: Watcher[] = [];
  afterAll(async () => {
    for (const v of open) v.close();
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });
  const join_ = async (id: string, token: string | null) => {
    const v = await Watcher.join(server!.url, id, token);
    open.push(v);
    return v;
  };

  it("keeps an open request, then the takeback and its outcome", async () => {
    server = await startTestServer({ sqliteFile: file, botDelayMs: 0 });
    const api = createApiClient(server.url);
    const created = unwrap(
      await api.createTable({
        body: {
          game: "number-line",
          config: { players: 2, firstPlayer: 0 },
          seats: [{ kind: "human" }, { kind: "human" }],
          visibility: "public",
        },
      }),
    );
    const id = created.tableId;
    const tokens: string[] = [];
    for (const [seat, name] of ["Ann", "Ben"].entries()) {
      tokens.push(unwrap(await api.claimSeat({ id, body: { name, seat } })).seatToken);
    }
    unwrap(await api.start({ id, token: created.hostToken }));
    const ann = await join_(id, tokens[0]!);
    const ben = await join_(id, tokens[1]!);
    await waitFor(
      () => ann.frames.length > 0 && ann.frame.observation.legal.length > 0,
      "Ann's turn",
    );
    const before = ann.frame;
    expect(code(await ann.client.act(id, before.seq, before.observation.legal[0]))).toBe("ok");
    await waitFor(() => ben.frame.observation.legal.length > 0, "Ben's turn");
    expect(code(await ann.client.takeback(id))).toBe("ok");
    await waitFor(() => ben.tables.at(-1)?.takeback?.outcome === "open", "the request");

    // The server stops and starts again on the same file: the request is still open.
    await server.stop();
    server = await startTestServer({ sqliteFile: file, botDelayMs: 0 });
    const ben2 = await join_(id, tokens[1]!);
    expect(ben2.joined!.table.takeback).toMatchObject({ by: 0, outcome: "open", agreed: [] });
    const ann2 = await join_(id, tokens[0]!);
    expect(code(await ben2.client.answerTakeback(id, true))).toBe("ok");
    await waitFor(() => ann2.tables.at(-1)?.takeback?.outcome === "done", "the takeback");
    await waitFor(() => ann2.frame.observation.legal.length > 0, "Ann's turn again");
    expect(ann2.frame.observation).toEqual(before.observation);

    // Once more: the takeback is replayed from storage.
    await server.stop();
    server = await startTestServer({ sqliteFile: file, botDelayMs: 0 });
    const ann3 = await join_(id, tokens[0]!);
    await waitFor(() => ann3.frames.length > 0, "Ann's frame");
    expect(ann3.frame.observation).toEqual(before.observation);
    expect(ann3.joined!.table.takeback).toMatchObject({ by: 0, outcome: "done", agreed: [1] });
    const record = unwrap(await createApiClient(server.url).record({ ref: id }));
    expect(record.meta.takebacks).toBe(1);
    expect(record.actions).toHaveLength(before.seq);
  });
});
