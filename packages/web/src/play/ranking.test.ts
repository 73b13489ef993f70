import { describe, expect, it } from "vitest";
import { rankedSeats } from "./ranking";

describe("rankedSeats", () => {
  it("highest first when the winner has the highest score", () => {
    expect(rankedSeats({ terminal: true, scores: [3, 7, 5], winners: [1] })).toEqual([1, 2, 0]);
  });
  it("lowest first when the winner has the lowest score (Take or Pay)", () => {
    expect(rankedSeats({ terminal: true, scores: [40, 12, 25], winners: [1] })).toEqual([1, 2, 0]);
  });
  it("shared winners first, in seat order; no winner: highest first", () => {
    expect(rankedSeats({ terminal: true, scores: [5, 9, 9], winners: [1, 2] })).toEqual([1, 2, 0]);
    expect(rankedSeats({ terminal: true, scores: [5, 9, 7], winners: [] })).toEqual([1, 2, 0]);
  });
});
