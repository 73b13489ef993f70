// The Strategy lab's browser run, with its workers' logic (labHandler) run in-thread behind the
// same message protocol: the same input gives the CLI's figures (runAnalysis on one thread),
// whatever the number of workers; Cancel ends the run at once; bad input is refused with the
// planner's typed error before any game is played.

import type { AnalysisInput } from "@number-games/bots";
import { planAnalysis, runAnalysis } from "@number-games/bots";
import { describe, expect, it } from "vitest";
import type { FromLab, ToLab } from "./labWorker";
import { assumedPace, labHandler } from "./labWorker";
import type { LabWorkerLike } from "./pool";
import { chunkSize, startLabRun, workerCount } from "./pool";

/** A worker whose messages cross a structured clone and a task boundary, as between threads. */
function inThread(log?: ToLab[]): LabWorkerLike {
  let alive = true;
  const w: LabWorkerLike = {
    onmessage: null,
    onerror: null,
    terminate: () => {
      alive = false;
    },
    postMessage: (m) => {
      log?.push(m);
      setTimeout(() => {
        if (alive) void handle(structuredClone(m));
      }, 0);
    },
  };
  const handle = labHandler((r: FromLab) => {
    setTimeout(() => {
      if (alive) w.onmessage?.({ data: structuredClone(r) });
    }, 0);
  });
  return w;
}

async function cliReport(input: AnalysisInput) {
  const plan = planAnalysis(input);
  if (!plan.ok) throw new Error(plan.error.message);
  return runAnalysis(plan.value, { threads: 1, pace: assumedPace(input.game) });
}

describe("the lab's browser run", () => {
  const cases: readonly [AnalysisInput, number][] = [
    [{ game: "number-line", players: "2-3", games: 6, skillGames: 2, seed: "lab" }, 3],
    [{ game: "magic-numbers", players: "2", games: 5, skillGames: 2, seed: "7" }, 2],
    [
      {
        game: "take-or-pay",
        players: "3",
        games: 2,
        skillGames: 1,
        bots: "easy,random",
        seed: "x",
      },
      4,
    ],
  ];
  for (const [input, workers] of cases) {
    it(`${input.game} on ${workers} workers gives runAnalysis's report (threads 1)`, async () => {
      const seen: number[] = [];
      const run = startLabRun(input, {
        workers,
        spawn: () => inThread(),
        onProgress: (done) => seen.push(done),
      });
      const end = await run.end;
      expect(end.kind).toBe("done");
      if (end.kind !== "done") return;
      const expected = await cliReport(input);
      expect(end.report).toEqual(expected);
      expect(end.report.seed).toBe(input.seed);
      expect(seen.at(-1)).toBe(expected.games);
      expect(seen).toEqual([...seen].sort((a, b) => a - b));
    });
  }

  it("a different seed gives different figures", async () => {
    const input: AnalysisInput = { game: "number-line", players: "3", games: 6, skillGames: 2 };
    const a = await startLabRun({ ...input, seed: "1" }, { workers: 2, spawn: () => inThread() })
      .end;
    const b = await startLabRun({ ...input, seed: "2" }, { workers: 2, spawn: () => inThread() })
      .end;
    expect(a.kind === "done" && b.kind === "done").toBe(true);
    if (a.kind !== "done" || b.kind !== "done") return;
    expect(a.report.figures).not.toEqual(b.report.figures);
  });

  it("Cancel terminates every worker at once and ends the run as cancelled", async () => {
    const logs: ToLab[][] = [];
    let terminated = 0;
    const run = startLabRun(
      { game: "number-line", players: "2-5", games: 50, skillGames: 4, seed: "c" },
      {
        workers: 3,
        spawn: () => {
          const log: ToLab[] = [];
          logs.push(log);
          const w = inThread(log);
          const terminate = w.terminate;
          w.terminate = () => {
            terminated++;
            terminate();
          };
          return w;
        },
        onProgress: (done) => {
          if (done >= 3) run.cancel();
        },
      },
    );
    expect(await run.end).toEqual({ kind: "cancelled" });
    expect(terminated).toBe(3);
    // Three games were in when it stopped: no report was asked for.
    expect(logs.flat().some((m) => m.type === "report")).toBe(false);
  });

  it("refuses bad input with the planner's typed error, before any game", async () => {
    const logs: ToLab[] = [];
    const end = await startLabRun(
      { game: "number-line", players: "9", games: 5, seed: "1" },
      { workers: 2, spawn: () => inThread(logs) },
    ).end;
    expect(end.kind).toBe("refused");
    if (end.kind === "refused") expect(end.error.code).toBe("ERR_ANALYSIS_PLAYERS");
    expect(logs.filter((m) => m.type === "play")).toEqual([]);
  });

  it.each([
    [8, 2, 1],
    [2000, 2, 25],
    [400, 4, 2],
    [100_000, 4, 25],
  ])("chunkSize(%s games, %s workers) = %s", (games, workers, n) => {
    expect(chunkSize(games, workers)).toBe(n);
  });

  it.each([
    [8, 1000, 4],
    [2, 1000, 2],
    [1, 1000, 1],
    [undefined, 1000, 2],
    [16, 3, 3],
    [Number.NaN, 10, 2],
  ])("workerCount(%s cores, %s games) = %s", (cores, games, n) => {
    expect(workerCount(cores, games)).toBe(n);
  });
});
