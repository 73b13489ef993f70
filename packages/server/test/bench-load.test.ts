// bench:server --json (bench/load.ts) prints one JSON object with its figures and nothing else
// on stdout, as `npm run bench:table -- server` (scripts/bench-table.ts) reads it: a tiny real
// run, one SQLite process, a few idle tables. Only the shape is checked, never a figure: the
// figures depend on the machine.

import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));

describe("bench:server --json", () => {
  it("prints one JSON object: the options, each setup's figures, memory per idle table", async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [
        "--import",
        "tsx",
        "packages/server/bench/load.ts",
        ...["--tables", "5", "--seconds", "2", "--mode", "single", "--idle", "6", "--json"],
      ],
      { cwd: ROOT, encoding: "utf8" },
    );
    const lines = stdout.trimEnd().split("\n");
    expect(lines).toHaveLength(1);
    const figures = JSON.parse(lines[0]!);
    const number = expect.any(Number);
    // A run without a measured action has no round trip (NaN, written as null).
    const numberOrNull = (x: unknown) => x === null || typeof x === "number";
    expect(figures).toMatchObject({
      tables: 5,
      seconds: 2,
      thinkMs: 1000,
      idle: 6,
      clientSockets: 120,
      node: process.version,
      modes: [
        {
          mode: "single",
          setup: "one process (SQLite)",
          tables: 5,
          actions: number,
          seconds: number,
          actionsPerSecond: number,
          errors: 0,
          clientLoopDelayP99Ms: number,
          serverLoopDelayP99Ms: number,
          serverLoopDelayMaxMs: number,
          serverCpuMsPerAction: expect.toSatisfy(numberOrNull),
          clientCpuMsPerAction: number,
          setupSeconds: number,
        },
      ],
      idleTables: { tables: 6, heapMiB: number, kibPerTable: number },
    });
    const [single] = figures.modes;
    for (const key of ["roundTripP50Ms", "roundTripP99Ms", "roundTripMaxMs"])
      expect(single[key], key).toSatisfy(numberOrNull);
  });
});
