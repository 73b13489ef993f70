// `numbers class new` against a running server: a real CLI process prints the class code,
// the join link and the teacher's link; the link's token is the class's teacher token. Bad
// input is one line on stderr and exit code 2.

import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { createApiClient } from "@number-games/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runNode } from "../../cli/test/support/spawn";
import { freePort } from "./support/ports";
import type { TestServer } from "./support/server";
import { startTestServer, unwrap } from "./support/server";

const BIN = fileURLToPath(new URL("../../cli/bin/numbers.js", import.meta.url));
const dir = mkdtempSync(join(tmpdir(), "ng-class-cli-"));
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe("numbers class new", () => {
  it("creates a class with a roster and prints the code and both links", async () => {
    const roster = join(dir, "roster.txt");
    writeFileSync(roster, "Ann\n  Bo \n\nCy\n");
    const r = await runNode(BIN, [
      "class",
      "new",
      "--game",
      "take-or-pay",
      "--size",
      "4",
      "--roster",
      roster,
      "--no-pinyin",
      "--server",
      server.url,
    ]);
    expect(r.status, r.stderr).toBe(0);
    const code = /class code:\s+(\S+)/.exec(r.stdout)?.[1];
    const joinLink = /students join:\s+(\S+)/.exec(r.stdout)?.[1];
    const teacher = /teacher:\s+(\S+)/.exec(r.stdout)?.[1];
    expect(joinLink).toBe(`${server.url}/c/${code}`);
    const m = /\/class\/(c[a-z2-7]{24})#([A-Za-z0-9_-]+)$/.exec(teacher ?? "");
    expect(m).not.toBeNull();
    const api = createApiClient(server.url);
    const dash = unwrap(await api.classDashboard({ id: m![1]!, token: m![2]! }));
    expect(dash.class).toMatchObject({ code, game: "take-or-pay", tableSize: 4 });
    expect(dash.class.settings.pinyin).toBe(false);
    expect(dash.missing).toEqual(["Ann", "Bo", "Cy"]);
    // This test server listens on 127.0.0.1 only: the links are said to work here only.
    expect(r.stdout).toContain("Phones and tablets cannot open these links");
  });

  it("finds the server npm start runs on this computer by default (port PORT, else 8080)", async () => {
    const r = await runNode(BIN, ["class", "new", "--game", "number-line"], {
      env: { NUMBERS_SERVER: "", PORT: String(server.port) },
    });
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(new RegExp(`students join: ${server.url}/c/\\S+`));
  });

  it("says plainly when no server answers, and how to start one", async () => {
    const closed = await freePort();
    const r = await runNode(BIN, ["class", "new", "--game", "number-line"], {
      env: { NUMBERS_SERVER: "", PORT: String(closed) },
    });
    expect(r.status).toBe(2);
    expect(r.stderr.trim()).toBe(
      `numbers: no Number Games server answers at http://127.0.0.1:${closed}: start one on this computer with \`npm start\`, or name it with --server URL (or NUMBERS_SERVER)`,
    );
  });

  it("refuses bad input with one line and exit code 2", async () => {
    for (const [args, message] of [
      [["--game", "chess"], /unknown game "chess"/],
      [["--game", "take-or-pay", "--size", "many"], /--size must be/],
      [["--game", "take-or-pay", "--size", "2"], /at least 3 players/],
      [["--game", "take-or-pay", "--roster", join(dir, "missing.txt")], /cannot read the roster/],
      [["--game", "take-or-pay", "--lang", "fr"], /--lang must be/],
    ] as const) {
      const r = await runNode(BIN, ["class", "new", ...args, "--server", server.url]);
      expect(r.status, r.stdout).toBe(2);
      expect(r.stderr.trim().split("\n")).toHaveLength(1);
      expect(r.stderr).toMatch(message);
    }
  });
});
