// The class's pure parts: the dashboard's table summary never depends on what a spectator
// may not know (noninterference: hidden deck order and removed cards, secret numbers and
// scores, decoy flags), and the split into tables. The leaderboard: class-points.test.ts.

import type { AnyGame, GameId } from "@number-games/engine";
import { getGame } from "@number-games/engine";
import { describe, expect, it } from "vitest";
import {
  groupSizes,
  planTables,
  playerRange,
  shuffled,
  split,
  splitSize,
} from "../src/classes/seating";
import { tableSummary } from "../src/classes/views";
import type { ClassSeatRow, TableRow } from "../src/storage/types";

function play(game: AnyGame, config: unknown, actions: readonly unknown[]) {
  const cfg = game.parseConfig(config);
  if (!cfg.ok) throw new Error(cfg.error.message);
  let state = game.newGame(cfg.value);
  const actors: number[] = [];
  for (const a of actions) {
    actors.push(game.toMove(state) < 0 ? -1 : game.toMove(state));
    const parsed = game.parseAction(a);
    if (!parsed.ok) throw new Error(parsed.error.message);
    const next = game.apply(state, parsed.value);
    if (!next.ok) throw new Error(`${JSON.stringify(a)}: ${next.error.message}`);
    state = next.value;
  }
  return { state, actors };
}

function meta(game: GameId, players: number): TableRow {
  return {
    id: "taaaaaaaaaaaaaaaaaaaaaaaa",
    code: "ABCDEFGHJK",
    game,
    config: {},
    seats: Array.from({ length: players }, (_, i) => ({
      kind: "human" as const,
      name: `P${i}`,
      tokenHash: String(i).repeat(64),
    })),
    visibility: "private",
    status: "playing",
    turnClockSeconds: null,
    startRace: null,
    rematch: null,
    seed: "0".repeat(64),
    rng: "chacha20",
    seedCommitment: "1".repeat(64),
    hostTokenHash: "2".repeat(64),
    turnDeadline: null,
    awayRule: { action: "computer", graceSeconds: 180 },
    ending: null,
    version: 1,
    createdAt: "2025-01-01T00:00:00.000Z",
    updatedAt: "2025-01-01T00:00:00.000Z",
    classTable: { classId: "caaaaaaaaaaaaaaaaaaaaaaaa", round: 1, number: 1 },
  };
}

/** Two histories a spectator cannot tell apart give the teacher the same summary. */
function expectSameSummary(
  id: GameId,
  config: unknown,
  players: number,
  a: readonly unknown[],
  b: readonly unknown[],
  seated: { meta: TableRow; rows: readonly ClassSeatRow[] } = { meta: meta(id, players), rows: [] },
) {
  const game = getGame(id);
  const x = play(game, config, a);
  const y = play(game, config, b);
  // The histories really differ in what is hidden (else the test could not fail).
  expect(JSON.stringify(x.state)).not.toEqual(JSON.stringify(y.state));
  expect(game.observe(x.state, "spectator")).toEqual(game.observe(y.state, "spectator"));
  const m = seated.meta;
  expect(tableSummary(m, game, x.state, x.actors, seated.rows)).toEqual(
    tableSummary(m, game, y.state, y.actors, seated.rows),
  );
  return tableSummary(m, game, x.state, x.actors, seated.rows);
}

describe("the dashboard's tables: noninterference", () => {
  it("Take or Pay: the deck order and the removed cards do not show", () => {
    const config = { players: 3 };
    const all = Array.from({ length: 36 }, (_, i) => i + 1);
    const deckA = all.slice(0, 30);
    // The four cards turned up by then the same; the rest in another order, with a removed
    // card swapped in.
    const deckB = [...deckA.slice(0, 4), 31, ...deckA.slice(5).reverse()];
    const moves = [
      { type: "pay" },
      { type: "take" },
      { type: "pay" },
      { type: "pay" },
      { type: "take" },
      { type: "take" },
      { type: "pay" },
    ];
    expectSameSummary(
      "take-or-pay",
      config,
      3,
      [{ type: "deal", deck: deckA }, ...moves],
      [{ type: "deal", deck: deckB }, ...moves],
    );
  });

  it("seats that changed hands (a computer keeping a student's seat, a student in a computer's): nothing hidden shows", () => {
    const all = Array.from({ length: 36 }, (_, i) => i + 1);
    const deckA = all.slice(0, 30);
    const deckB = [...deckA.slice(0, 4), 31, ...deckA.slice(5).reverse()];
    const moves = [{ type: "pay" }, { type: "take" }, { type: "pay" }, { type: "take" }];
    const m = meta("take-or-pay", 3);
    const tableId = m.id;
    const classId = m.classTable!.classId;
    const seats = [
      { kind: "bot" as const, level: "easy" as const }, // Ann handed her seat to a computer
      m.seats[1]!, // Cy, seated in place of a computer
      { kind: "bot" as const, level: "medium" as const }, // a computer from the start
    ];
    const rows: ClassSeatRow[] = [
      { tableId, seat: 0, classId, studentId: "sann", name: "Ann" },
      { tableId, seat: 1, classId, studentId: "scy", name: "P1" },
    ];
    const summary = expectSameSummary(
      "take-or-pay",
      { players: 3 },
      3,
      [{ type: "deal", deck: deckA }, ...moves],
      [{ type: "deal", deck: deckB }, ...moves],
      { meta: { ...m, seats }, rows },
    );
    expect(summary.seats.map((s) => [s.kind, s.studentId, s.keptFor])).toEqual([
      ["bot", null, "sann"],
      ["human", "scy", null],
      ["bot", null, null],
    ]);
  });

  it("Magic Numbers: the secret numbers and the scores do not show", () => {
    const config = { players: 3 };
    const turns = [
      { type: "roll", value: 2 },
      { type: "keep" },
      { type: "roll", value: 5 },
      { type: "give", to: 0 },
      { type: "roll", value: 3 },
      { type: "keep" },
      { type: "roll", value: 6 },
      { type: "keep" },
    ];
    expectSameSummary(
      "magic-numbers",
      config,
      3,
      [{ type: "secrets", good: [2, 1, 3], evil: [5, 4, 6] }, ...turns],
      [{ type: "secrets", good: [1, 5, 6], evil: [3, 2, 1] }, ...turns],
    );
  });

  it("Number Line: which card is a decoy does not show before the round is scored", () => {
    const config = { players: 2 };
    const round1 = [
      { type: "place", number: 1 },
      { type: "place", number: 10 },
    ];
    expectSameSummary(
      "number-line",
      config,
      2,
      [
        ...round1,
        { type: "place", number: 5, decoy: true },
        { type: "place", number: 3, decoy: false },
      ],
      [
        ...round1,
        { type: "place", number: 5, decoy: false },
        { type: "place", number: 3, decoy: true },
      ],
    );
  });

  it("shows public standings: Number Line's scored points, Take or Pay's card points", () => {
    const nl = play(getGame("number-line"), { players: 2 }, [
      { type: "place", number: 1 },
      { type: "place", number: 10 },
    ]);
    const s = tableSummary(meta("number-line", 2), getGame("number-line"), nl.state, nl.actors, []);
    expect(s.standings).toEqual([5, 5]);
    expect(s).toMatchObject({ status: "playing", moves: 2, seq: 2, toMove: 1, result: null });
  });
});

describe("seating", () => {
  it("splits as evenly as the largest table allows", () => {
    expect(groupSizes(24, 4)).toEqual([4, 4, 4, 4, 4, 4]);
    expect(groupSizes(7, 4)).toEqual([4, 3]);
    expect(groupSizes(13, 4)).toEqual([4, 3, 3, 3]);
    expect(groupSizes(5, 6)).toEqual([5]);
    expect(groupSizes(0, 4)).toEqual([]);
    // "As even as possible": tables of about four within the game's range (11 students: 4 + 4
    // + 3, not 6 + 5 and a computer).
    const top = { min: 3, max: 6 };
    expect(groupSizes(11, splitSize("even", top))).toEqual([4, 4, 3]);
    expect(splitSize("even", { min: 2, max: 3 })).toBe(3);
    expect(splitSize(6, { min: 3, max: 5 })).toBe(5);
    expect(splitSize(3, top)).toBe(3);
    expect(split([1, 2, 3, 4, 5, 6, 7], 4)).toEqual([
      [1, 2, 3, 4],
      [5, 6, 7],
    ]);
  });

  it("shuffles by seed: the same seed the same order, another seed another", () => {
    const ids = Array.from({ length: 24 }, (_, i) => `s${i}`);
    expect(shuffled(ids, "a")).toEqual(shuffled(ids, "a"));
    expect(shuffled(ids, "a")).not.toEqual(shuffled(ids, "b"));
    expect([...shuffled(ids, "a")].sort()).toEqual([...ids].sort());
  });

  it("knows each game's player range with the class's config", () => {
    expect(playerRange("take-or-pay", {})).toEqual({ min: 3, max: 6 });
    expect(playerRange("take-or-pay", { preset: "classic" })).toEqual({ min: 3, max: 7 });
    expect(playerRange("number-line", {})).toEqual({ min: 2, max: 5 });
  });

  it("plans tables: bots fill short ones; refusals name the problem", () => {
    const waiting = new Set(["a", "b", "c", "d", "e"]);
    const range = { min: 3, max: 6 };
    expect(planTables([["a", "b", "c", "d"], ["e"]], waiting, 4, range, true)).toEqual({
      ok: true,
      value: [4, 4],
    });
    expect(
      planTables(
        [
          ["a", "b", "c"],
          ["d", "e"],
        ],
        waiting,
        "even",
        range,
        true,
      ),
    ).toEqual({
      ok: true,
      value: [3, 3],
    });
    const rule = (r: ReturnType<typeof planTables>) => (r.ok ? "ok" : r.error.rule);
    expect(rule(planTables([["a", "b"]], waiting, 4, range, false))).toBe("too-few");
    expect(rule(planTables([["a", "b", "c", "d", "e"]], waiting, 4, range, false))).toBe(
      "too-many",
    );
    expect(rule(planTables([["a", "x", "c"]], waiting, 4, range, false))).toBe("unknown-student");
    expect(rule(planTables([["a", "b", "c"], ["a"]], waiting, 4, range, true))).toBe(
      "duplicate-student",
    );
    expect(rule(planTables([], waiting, 4, range, true))).toBe("no-students");
  });
});
