import { describe, expect, it } from "vitest";
import { moveToGroup, proposeGroups } from "./groups";

const ids = (n: number) => Array.from({ length: n }, (_, i) => `s${i}`);

describe("proposeGroups", () => {
  it("makes as few tables as the size allows, sizes within one", () => {
    expect(proposeGroups(ids(10), 4, 6).map((g) => g.length)).toEqual([4, 3, 3]);
    expect(proposeGroups(ids(24), 4, 6).map((g) => g.length)).toEqual([4, 4, 4, 4, 4, 4]);
    // "As even as possible": tables of about four, within the game's range.
    expect(proposeGroups(ids(11), "even", 6, 3).map((g) => g.length)).toEqual([4, 4, 3]);
    expect(proposeGroups(ids(13), "even", 6, 3).map((g) => g.length)).toEqual([4, 3, 3, 3]);
    expect(proposeGroups(ids(7), "even", 3, 2).map((g) => g.length)).toEqual([3, 2, 2]);
    expect(proposeGroups(ids(5), 8, 6).map((g) => g.length)).toEqual([5]);
  });
  it("keeps every student exactly once, in order", () => {
    expect(proposeGroups(ids(7), 3, 6).flat()).toEqual(ids(7));
  });
  it("is empty without students", () => {
    expect(proposeGroups([], 4, 6)).toEqual([]);
  });
});

describe("moveToGroup", () => {
  const g = [["a", "b"], ["c"], ["d", "e"]];
  it("moves a student to another table", () => {
    expect(moveToGroup(g, "a", 1)).toEqual([["b"], ["c", "a"], ["d", "e"]]);
  });
  it("opens a new table past the last one", () => {
    expect(moveToGroup(g, "e", 3)).toEqual([["a", "b"], ["c"], ["d"], ["e"]]);
  });
  it("drops a table left empty", () => {
    expect(moveToGroup(g, "c", 0)).toEqual([
      ["a", "b", "c"],
      ["d", "e"],
    ]);
  });
});
