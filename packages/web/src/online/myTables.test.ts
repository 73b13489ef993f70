import type { TableInfo } from "@number-games/protocol";
import { describe, expect, it } from "vitest";
import { myTableState, sortMyTables } from "./myTables";
import { tableInfo } from "./tableInfo.testing";

function info(over: Partial<TableInfo>): TableInfo {
  return tableInfo({ code: "ABCDE23456", seats: [], seq: 3, toMove: 1, ...over });
}

describe("my tables", () => {
  it("says whose turn it is, or how the game ended", () => {
    expect(myTableState(info({}), 1)).toEqual({ kind: "yourTurn" });
    expect(myTableState(info({}), 0)).toEqual({ kind: "turnOf", seat: 1 });
    expect(myTableState(info({ toMove: null }), 0)).toEqual({ kind: "playing" });
    expect(myTableState(info({ status: "lobby", toMove: null }), 0)).toEqual({ kind: "lobby" });
    const result = { terminal: true, scores: [3, 1], winners: [0] };
    expect(myTableState(info({ status: "finished", result, toMove: null }), 1)).toEqual({
      kind: "won",
      winners: [0],
    });
    const ending = { kind: "resigned" as const, seat: 0, winners: [1], seq: 3, at: 1 };
    expect(myTableState(info({ status: "finished", ending, toMove: null }), 1)).toEqual({
      kind: "won",
      winners: [1],
    });
    // A private table read without a seat token, or a stopped class game: no winners known.
    expect(myTableState(info({ status: "finished", toMove: null }), 1)).toEqual({
      kind: "finished",
    });
  });

  it("lists the tables waiting for this player first, finished ones last, newest first", () => {
    const at = (d: number) => `2025-01-0${d}T00:00:00.000Z`;
    const rows = [
      { info: info({ id: "done", status: "finished", toMove: null, createdAt: at(5) }) },
      { info: info({ id: "theirs", toMove: 0, createdAt: at(4) }) },
      { info: info({ id: "mine-old", toMove: 1, createdAt: at(1) }) },
      { info: info({ id: "lobby", status: "lobby", toMove: null, createdAt: at(6) }) },
      { info: info({ id: "mine-new", toMove: 1, createdAt: at(2) }) },
    ].map((r) => ({ ...r, state: myTableState(r.info, 1) }));
    expect(sortMyTables(rows).map((r) => r.info.id)).toEqual([
      "mine-new",
      "mine-old",
      "theirs",
      "lobby",
      "done",
    ]);
  });
});
