import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { config, play, randomState, start, tieRound } from "../../../test/support/number-line";
import { numberLine, PLAYER_COLORS } from "./index";

describe("action text", () => {
  it.each([
    [{ type: "place", number: 7 }, "place 7"],
    [{ type: "place", number: 7, decoy: true }, "place 7 decoy"],
    [{ type: "place", number: 10, decoy: false }, "place 10 real"],
  ] as const)("%j ↔ %s", (action, text) => {
    expect(numberLine.formatAction(action)).toBe(text);
    expect(numberLine.parseActionText(text)).toEqual({ ok: true, value: action });
  });

  it.each([
    ["7", { type: "place", number: 7 }],
    ["7d", { type: "place", number: 7, decoy: true }],
    ["7r", { type: "place", number: 7, decoy: false }],
    ["7 decoy", { type: "place", number: 7, decoy: true }],
    ["7 real", { type: "place", number: 7, decoy: false }],
    ["p 7 d", { type: "place", number: 7, decoy: true }],
    ["  PLACE   7   Decoy ", { type: "place", number: 7, decoy: true }],
    ["P7R", { type: "place", number: 7, decoy: false }],
    ["place\t3", { type: "place", number: 3 }],
  ] as const)("reads %j forgivingly", (text, action) => {
    expect(numberLine.parseActionText(text)).toEqual({ ok: true, value: action });
  });

  it.each(["", "place", "seven", "7x", "place 7 decoyy", "-1", "7.5", "7 d d", "pay", "decoy 7"])(
    "%j is ERR_PARSE",
    (text) => {
      const a = numberLine.parseActionText(text);
      expect(a.ok).toBe(false);
      if (a.ok) return;
      expect(a.error.code).toBe("ERR_PARSE");
      expect(a.error.message).toMatch(/place 7/);
    },
  );

  it("format and parse are inverse on every legal action of random games", () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 5 }), fc.integer(), fc.nat(60), (p, seed, steps) => {
        const s = randomState(config(p), seed, steps);
        for (const a of numberLine.legalActions(s)) {
          const text = numberLine.formatAction(a);
          expect(text).toBe(text.toLowerCase());
          expect(numberLine.parseActionText(text)).toEqual({ ok: true, value: a });
          expect(numberLine.parseActionText(` ${text.toUpperCase()}  `)).toEqual({
            ok: true,
            value: a,
          });
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe("formatObservation", () => {
  it("draws the line with colour letters, own decoys marked, hidden flags as ?", () => {
    const s = play(start(2), "5", "6", "3d", "7r", "8r");
    expect(numberLine.formatObservation(numberLine.observe(s, 1))).toBe(
      [
        "Number Line - round 2 (decoy round), numbers 1-10, started by O",
        "You are O (orange). Players: G=green O=orange",
        "To move: G (green).",
        "   1   2   3   4   5   6   7   8   9  10",
        "   .   .  Od   .   .   .  G?   O   .   .",
        "Cards to place: G 1  O 0",
        "Totals: G 5  O 5",
        "Round 1 scored: G 5  O 5",
        "  cards: G 5, O 6",
        "Recent: O on 3 (decoy), G on 7, O on 8 (real)",
        "Key: d = decoy, ? = decoy or real (hidden), . = free",
      ].join("\n"),
    );
    const green = numberLine.formatObservation(numberLine.observe(s, 0));
    expect(green).toContain("To move: you, your 2nd card this round (must be the decoy).");
    expect(green).toContain("  .  O?   .   .   .   G  O?");
    const watching = numberLine.formatObservation(numberLine.observe(s, "spectator"));
    expect(watching).toContain("You are watching.");
    expect(watching).toContain("O?   .   .   .  G?  O?");
  });

  it("announces the winners at the end", () => {
    const s = play(start(2), "5", "6", "6r", "4r", "1d", "2d");
    const text = numberLine.formatObservation(numberLine.observe(s, 0));
    expect(text).toContain("Game over: O (orange) wins with 10 points.");
    expect(text).toContain("  Od  Gd   .   G   .   O");
    let tie = start(2);
    while (tie.round < 12) tie = tieRound(tie);
    tie = play(tie, "1d");
    expect(numberLine.formatObservation(numberLine.observe(tie, "spectator"))).toContain(
      "Game over: G (green), O (orange) share the win with 35 points.",
    );
  });

  it("is plain ASCII, at most 78 columns, for any position", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 5 }),
        fc.integer(),
        fc.nat(80),
        fc.nat(5),
        (p, seed, steps, v) => {
          const s = randomState(config(p), seed, steps);
          const text = numberLine.formatObservation(numberLine.observe(s, v < p ? v : "spectator"));
          for (const line of text.split("\n")) {
            expect(line.length).toBeLessThanOrEqual(78);
            expect(line).toMatch(/^[\x20-\x7e]*$/);
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it("names the five colours in seat order", () => {
    expect(PLAYER_COLORS).toEqual(["green", "orange", "red", "yellow", "blue"]);
  });
});

describe("rulesText", () => {
  it("is 40-70 lines of plain text wrapped at 78 columns", () => {
    const lines = numberLine.rulesText.trimEnd().split("\n");
    expect(lines.length).toBeGreaterThanOrEqual(40);
    expect(lines.length).toBeLessThanOrEqual(70);
    for (const line of lines) {
      expect(line.length).toBeLessThanOrEqual(78);
      expect(line).toMatch(/^[\x20-\x7e]*$/);
    }
  });
});
