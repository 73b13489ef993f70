import { describe, expect, it } from "vitest";
import { analysisInput, commandFor, DEFAULT_FORM, formOk, LAB_LIMITS, seedOk } from "./form";

const COUNTS = [2, 3, 4, 5];

describe("the lab's run form", () => {
  it("accepts the defaults", () => expect(formOk(DEFAULT_FORM, COUNTS)).toBe(true));

  it.each([
    ["no games", { games: 0 }],
    ["too many games", { games: LAB_LIMITS.games.max + 1 }],
    ["a fraction of a game", { games: 2.5 }],
    ["an empty games field", { games: Number.NaN }],
    ["no skill games", { skillGames: 0 }],
    ["an empty seed", { seed: "" }],
    ["a seed with a space", { seed: "a b" }],
    ["a seed with a quote", { seed: "a'b" }],
    ["a 41-character seed", { seed: "x".repeat(41) }],
    ["a player count outside the report", { players: "6" }],
  ])("refuses %s", (_what, change) => {
    expect(formOk({ ...DEFAULT_FORM, ...change }, COUNTS)).toBe(false);
  });

  it.each(["1", "seed-7", "v1.2_x", "x".repeat(40)])("takes the seed %j", (s) =>
    expect(seedOk(s)).toBe(true),
  );

  it("makes the planner's input and the command that reproduces it", () => {
    const all = analysisInput("number-line", DEFAULT_FORM, COUNTS);
    expect(all).toEqual({
      game: "number-line",
      players: "2-5",
      games: 200,
      skillGames: 20,
      seed: "2",
    });
    expect(commandFor(all)).toBe(
      "numbers analyze number-line --players 2-5 --games 200 --skill-games 20 --seed 2",
    );
    const three = analysisInput("take-or-pay", { ...DEFAULT_FORM, players: "3" }, [3, 4, 5, 6]);
    expect(three.players).toBe("3");
  });
});
