import type { ClassPodium } from "@number-games/protocol";
import { describe, expect, it } from "vitest";
import { podiumShown } from "./podiumShown";

const podium = (p: Partial<ClassPodium> = {}): ClassPodium => ({
  classId: "c",
  round: 2,
  finishedGames: 1,
  over: [2],
  playing: 1,
  places: [{ rank: 1, name: "Ann", points: 3 }],
  ...p,
});
const at = (tableNumber: number) => ({ tableId: "t", code: "ABCDEFGHJK", seat: 0, tableNumber });

describe("the podium on a student's phone", () => {
  it("shows once the student's own table of this game is over, never while it plays", () => {
    expect(podiumShown({ round: 2, table: at(2) }, podium())).toBe(true);
    expect(podiumShown({ round: 2, table: at(1) }, podium())).toBe(false);
    // Last game's podium says nothing about this game's tables.
    expect(podiumShown({ round: 3, table: at(2) }, podium())).toBe(false);
    // A stopped table with no points anywhere yet: shown (it says nobody has points).
    expect(podiumShown({ round: 2, table: at(2) }, podium({ finishedGames: 0, places: [] }))).toBe(
      true,
    );
  });

  it("shows while waiting once a game of the lesson was played to its end", () => {
    expect(podiumShown({ round: 3, table: null }, podium())).toBe(true);
    expect(podiumShown({ round: 1, table: null }, podium({ finishedGames: 0, places: [] }))).toBe(
      false,
    );
    expect(podiumShown({ round: 1, table: null }, null)).toBe(false);
  });
});
