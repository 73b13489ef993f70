// `numbers join` through a server restart: three terminal players are mid-game when the server
// gets SIGTERM (it drains and tells them it is restarting) and is started again on the same
// port and data; both say so, reconnect and rejoin by themselves, and finish the game with
// every move made before the restart kept.

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Rng } from "@number-games/engine";
import { afterAll, describe, expect, it } from "vitest";
import { joinTable } from "../../cli/src/commands/join";
import type { Prompter } from "../../cli/src/lines";
import { ApiClient } from "../src/http/client";
import { verifyRecord } from "../src/tables/fairness";
import type { ChildServer } from "./support/child";
import { spawnServer } from "./support/child";
import { freePort } from "./support/ports";
import { humans, unwrap, waitFor, withTimeout } from "./support/server";

const dir = mkdtempSync(join(tmpdir(), "ng-cli-restart-"));
let server: ChildServer | null = null;
afterAll(async () => {
  await server?.stop().catch(() => {});
  rmSync(dir, { recursive: true, force: true });
});

/**
 * A terminal player that asks "help" and types one of the legal moves it was shown; after
 * `holdAfter` moves it waits (at its prompt) until `release()`.
 */
function heldTerminal(seed: number, holdAfter: number) {
  const rng = Rng.fromSeed(seed);
  let out = "";
  let lastChunk = "";
  let moves = 0;
  let holding = false;
  let release: () => void = () => {};
  const released = new Promise<void>((r) => {
    release = r;
  });
  const io: Prompter = {
    async ask() {
      if (lastChunk.startsWith("legal: ")) {
        if (moves >= holdAfter) {
          holding = true;
          await released;
          holding = false;
        }
        const legal = lastChunk.slice(7).trim().split(" | ");
        moves++;
        return legal[rng.int(legal.length)]!;
      }
      return "help";
    },
    close() {},
  };
  const write = (s: string) => {
    out += s;
    lastChunk = s;
  };
  return { io, write, output: () => out, release, holding: () => holding };
}

describe("numbers join through a server restart", () => {
  it("says the server is restarting, rejoins by itself and finishes the game", async () => {
    const port = await freePort();
    const start = () => spawnServer({ PORT: String(port), DATA_DIR: dir });
    server = await start();
    const api = new ApiClient(server.url);
    const created = unwrap(
      await api.createTable({
        game: "take-or-pay",
        config: { players: 3 },
        seats: humans(3),
        visibility: "public",
      }),
    );
    // Each holds before its third move: the game is under way, and then nobody moves on.
    const terminals = [heldTerminal(1, 2), heldTerminal(2, 2), heldTerminal(3, 2)];
    const runs = terminals.map((t, i) =>
      joinTable(
        { target: created.code, server: server!.url, name: `R${i}`, tokenFile: null },
        t.io,
        t.write,
      ),
    );
    await waitFor(
      async () => unwrap(await api.table(created.tableId)).seats.every((s) => s.claimed),
      "both seats claimed",
    );
    unwrap(await api.start(created.tableId, created.hostToken));
    await waitFor(() => terminals.some((t) => t.holding()), "a terminal held at its prompt");
    const before = unwrap(await api.table(created.tableId)).seq;

    await server.stop(); // SIGTERM: drains, then exits
    expect(server.proc.exitCode).toBe(0);
    for (const t of terminals) {
      await waitFor(
        () => t.output().includes("The server is restarting, reconnecting…"),
        "the restart notice",
      );
    }
    server = await start();
    for (const t of terminals) {
      await waitFor(() => t.output().includes("Reconnected."), "the terminal back");
    }
    expect(unwrap(await api.table(created.tableId)).seq).toBe(before);
    for (const t of terminals) t.release();
    expect(await withTimeout(Promise.all(runs), 60_000, "the game to finish")).toEqual([
      "finished",
      "finished",
      "finished",
    ]);
    const rec = unwrap(await api.record(created.tableId));
    expect(unwrap(verifyRecord(rec)).terminal).toBe(true);
    expect(rec.actions.length).toBeGreaterThan(before);
  });
});
