import { describe, expect, it } from "vitest";
import { cycleMark, EMPTY_NOTES, setMark, setText } from "./notepad";

describe("Magic Numbers notepad", () => {
  it("cycles blank → good → evil → not → blank", () => {
    expect(cycleMark("")).toBe("good");
    expect(cycleMark("good")).toBe("evil");
    expect(cycleMark("evil")).toBe("no");
    expect(cycleMark("no")).toBe("");
  });
  it("marks one face of one player without touching the rest", () => {
    const n = setMark(setMark(EMPTY_NOTES, 1, 3, 6), 2, 6, 6);
    expect(n.marks[1]).toEqual(["", "", "good", "", "", ""]);
    expect(n.marks[2]?.[5]).toBe("good");
    expect(EMPTY_NOTES.marks).toEqual({});
    expect(setText(n, 1, "x".repeat(900)).text[1]?.length).toBe(500);
  });
});
