// The CLI's online commands: `numbers join` (three terminal players finish a game, one
// quits and rejoins with its token) and `numbers verify` (ok, tampered, unfinished).

import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Rng } from "@number-games/engine";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { joinTable, parseTarget } from "../../cli/src/commands/join";
import { verifyText } from "../../cli/src/commands/verify";
import type { Prompter } from "../../cli/src/lines";
import { runNode } from "../../cli/test/support/spawn";
import type { TestServer } from "./support/server";
import {
  GAME_SETUPS,
  humans,
  setUpTable,
  startTestServer,
  unwrap,
  waitFor,
  withTimeout,
} from "./support/server";

let server: TestServer;
const dir = mkdtempSync(join(tmpdir(), "ng-cli-"));
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** A terminal player: asks "help", then types one of the legal moves it was shown. */
function scriptedTerminal(seed: number, opts: { quitAfter?: number } = {}) {
  const rng = Rng.fromSeed(seed);
  let out = "";
  let lastChunk = "";
  let moves = 0;
  let first = true;
  const write = (s: string) => {
    out += s;
    lastChunk = s;
  };
  const io: Prompter = {
    async ask() {
      if (first) {
        first = false;
        return "definitely not a move";
      }
      if (lastChunk.startsWith("legal: ")) {
        if (opts.quitAfter !== undefined && moves >= opts.quitAfter) return "quit";
        const legal = lastChunk.slice(7).trim().split(" | ");
        moves++;
        return legal[rng.int(legal.length)]!;
      }
      return "help";
    },
    close() {},
  };
  return { io, write, output: () => out };
}

async function startWhenSeated(tableId: string, hostToken: string): Promise<void> {
  await waitFor(
    async () => unwrap(await server.api.table(tableId)).seats.every((s) => s.claimed),
    "every seat to be claimed",
  );
  unwrap(await server.api.start(tableId, hostToken));
}

describe("numbers join", () => {
  it("parses links, codes and ids", () => {
    expect(parseTarget("http://example.org:9000/t/abc-def")).toEqual({
      server: "http://example.org:9000",
      ref: "ABCDEF",
    });
    expect(parseTarget("k7m-p2q", "http://h:1")).toEqual({ server: "http://h:1", ref: "K7MP2Q" });
    expect(parseTarget("k7mp2-qx4rt", "http://h:1")).toEqual({
      server: "http://h:1",
      ref: "K7MP2QX4RT",
    });
    expect(parseTarget("hello world")).toBeNull();
  });

  it.each(GAME_SETUPS)(
    "three terminal players finish $game; typed errors on bad input",
    async ({ game, config }) => {
      const created = unwrap(await server.api.createTable({ game, config, seats: humans(3) }));
      const terminals = [0, 1, 2].map((i) => scriptedTerminal(100 + i));
      const runs = terminals.map((t, i) =>
        joinTable(
          { target: created.code, server: server.url, name: `T${i}`, tokenFile: null },
          t.io,
          t.write,
        ),
      );
      await startWhenSeated(created.tableId, created.hostToken);
      const outcomes = await withTimeout(Promise.all(runs), 60_000, "terminal players");
      expect(outcomes).toEqual(["finished", "finished", "finished"]);
      for (const t of terminals) {
        expect(t.output()).toMatch(/ERR_[A-Z_]+: /);
        expect(t.output()).toContain("Game over");
      }
      expect(unwrap(await server.api.table(created.tableId)).status).toBe("finished");
    },
  );

  it("a player waiting in the lobby sees the seats fill", async () => {
    const created = unwrap(
      await server.api.createTable({
        game: "number-line",
        config: { players: 3 },
        seats: humans(3),
      }),
    );
    const terminals = [0, 1, 2].map((i) => scriptedTerminal(200 + i));
    const join = (i: number) =>
      joinTable(
        { target: created.code, server: server.url, name: `W${i}`, tokenFile: null },
        terminals[i]!.io,
        terminals[i]!.write,
      );
    const shows = (i: number, text: string) =>
      waitFor(() => terminals[i]!.output().includes(text), `terminal ${i} to show "${text}"`);
    const runs = [join(0)];
    await shows(0, "(1/3 seats taken)");
    runs.push(join(1));
    await shows(0, "2/3 seats taken.");
    runs.push(join(2));
    await shows(0, "3/3 seats taken.");
    await startWhenSeated(created.tableId, created.hostToken);
    expect(await withTimeout(Promise.all(runs), 60_000, "players")).toEqual([
      "finished",
      "finished",
      "finished",
    ]);
  });

  it("a player who quits comes back with the saved token and the game finishes", async () => {
    const created = unwrap(
      await server.api.createTable({
        game: "take-or-pay",
        config: { players: 3 },
        seats: humans(3),
      }),
    );
    const tokenFile = join(dir, "seats.json");
    const quitter = scriptedTerminal(7, { quitAfter: 2 });
    const others = [scriptedTerminal(8), scriptedTerminal(9)];
    const first = joinTable(
      { target: created.code, server: server.url, name: "Q", seat: 0, tokenFile },
      quitter.io,
      quitter.write,
    );
    const rest = others.map((t, i) =>
      joinTable(
        { target: created.code, server: server.url, name: `O${i}`, tokenFile: null },
        t.io,
        t.write,
      ),
    );
    await startWhenSeated(created.tableId, created.hostToken);
    expect(await withTimeout(first, 30_000, "quitter")).toBe("quit");
    const back = scriptedTerminal(10);
    const again = await withTimeout(
      joinTable(
        { target: created.code, server: server.url, name: "Q", tokenFile },
        back.io,
        back.write,
      ),
      60_000,
      "rejoined player",
    );
    expect(again).toBe("finished");
    expect(await Promise.all(rest)).toEqual(["finished", "finished"]);
  });

  it("a player kicked from the lobby is told so and the command ends", async () => {
    const created = unwrap(
      await server.api.createTable({
        game: "number-line",
        config: { players: 2 },
        seats: humans(2),
      }),
    );
    const kicked = scriptedTerminal(300);
    const run = joinTable(
      { target: created.code, server: server.url, name: "K", seat: 0, tokenFile: null },
      kicked.io,
      kicked.write,
    );
    await waitFor(
      () => kicked.output().includes("Waiting for the host"),
      "the player waiting in the lobby",
      10_000,
    );
    unwrap(await server.api.kick(created.tableId, created.hostToken, 0));
    expect(await withTimeout(run, 10_000, "the kicked player's command")).toBe("evicted");
    expect(kicked.output()).toContain(`The host removed you from table ${created.code}.`);
  });
});

describe("numbers verify", () => {
  it("accepts a finished table's record and rejects tampering", async () => {
    const t = await setUpTable(server.api, "magic-numbers", { players: 2, target: 15 }, [
      { kind: "bot", level: "random" },
      { kind: "bot", level: "random" },
    ]);
    await waitFor(
      async () => unwrap(await server.api.table(t.tableId)).status === "finished",
      "the bots to finish",
    );
    const rec = unwrap(await server.api.record(t.tableId));
    expect(verifyText(JSON.stringify(rec))).toMatchObject({ code: 0 });

    const roll = rec.actions.findIndex((a, i) => i > 0 && (a as { type: string }).type === "roll");
    const tampered = structuredClone(rec) as unknown as {
      actions: { type: string; value?: number }[];
    };
    const r = tampered.actions[roll]!;
    r.value = (r.value! % 6) + 1;
    const bad = verifyText(JSON.stringify(tampered));
    expect(bad.code).toBe(1);
    expect(bad.output).toContain(`ERR_CHANCE_MISMATCH (action ${roll})`);

    const wrongSeed = { ...rec, meta: { ...rec.meta, seed: "ab".repeat(32) } };
    expect(verifyText(JSON.stringify(wrongSeed)).output).toContain("ERR_COMMITMENT");

    const live = await setUpTable(server.api, "take-or-pay", { players: 3 }, humans(3));
    const partial = unwrap(await server.api.record(live.tableId));
    expect(verifyText(JSON.stringify(partial)).output).toContain("ERR_NO_SEED");

    // The real command, exit codes included.
    const file = join(dir, "record.json");
    writeFileSync(file, JSON.stringify(rec));
    const bin = fileURLToPath(new URL("../../cli/bin/numbers.js", import.meta.url));
    const ok = await runNode(bin, ["verify", file]);
    expect(ok.status).toBe(0);
    expect(ok.stdout).toMatch(/^ok: magic-numbers/);
    writeFileSync(file, JSON.stringify(tampered));
    const no = await runNode(bin, ["verify", file]);
    expect(no.status).toBe(1);
  });
});
