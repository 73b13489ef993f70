import { describe, expect, it } from "vitest";
import { config, play, start, tieRound } from "../../../test/support/number-line";
import { numberLine } from "./index";
import type { NumberLineState } from "./state";
import { lineLength, startPlayer } from "./state";

/** Whose turn it is, for every placement until the round changes (or the game ends). */
function turnOrder(s: NumberLineState): { order: number[]; after: NumberLineState } {
  const round = s.round;
  const order: number[] = [];
  while (s.round === round && s.toMove >= 0) {
    order.push(s.toMove);
    s = play(s, firstLegalText(s));
  }
  return { order, after: s };
}

function firstLegalText(s: NumberLineState): string {
  return numberLine.formatAction(numberLine.legalActions(s)[0]!);
}

describe("rounds", () => {
  it("rotates the starting player clockwise and plays clockwise within a round", () => {
    const s = start(3, 2);
    const r1 = turnOrder(s);
    expect(r1.order).toEqual([2, 0, 1]);
    expect(r1.after.round).toBe(2);
    expect(r1.after.startPlayer).toBe(0);
    const r2 = turnOrder(r1.after);
    expect(r2.order).toEqual([0, 1, 2, 0, 1, 2]);
    const cfg = config(4, 3);
    expect([1, 2, 3, 4, 5, 6].map((r) => startPlayer(cfg, r))).toEqual([3, 0, 1, 2, 3, 0]);
  });

  it("round 1: one card each; round 2: two cards each (two laps)", () => {
    const s = start(2);
    expect(numberLine.observe(s, 0).cardsToPlace).toEqual([1, 1]);
    const r2 = play(s, "5", "6");
    expect(r2.round).toBe(2);
    expect(numberLine.observe(r2, 0).cardsToPlace).toEqual([2, 2]);
  });

  it("the seed's surround example in play: 5 surrounded by 4 and 6 scores 1", () => {
    const s = play(start(3), "5", "4", "6");
    expect(numberLine.result(s).rounds).toEqual([[1, 4, 5]]);
    expect(numberLine.result(s).scores).toEqual([1, 4, 5]);
  });

  it("after round 1 there is always a round 2, even with a single leader", () => {
    const s = play(start(2), "1", "2");
    expect(numberLine.result(s).scores).toEqual([1, 9]);
    expect(s.round).toBe(2);
    expect(numberLine.actor(s)).toEqual({ kind: "player", player: 1 });
  });

  it("a single leader after round 2 wins at once", () => {
    let s = play(start(2), "5", "6");
    s = play(s, "6r", "4r", "1d", "2d"); // orange starts round 2
    const res = numberLine.result(s);
    expect(res).toEqual({
      terminal: true,
      scores: [9, 10],
      winners: [1],
      rounds: [
        [5, 5],
        [4, 5],
      ],
    });
    expect(numberLine.actor(s)).toEqual({ kind: "terminal" });
    expect(numberLine.legalActions(s)).toEqual([]);
  });

  it("decoys never score in play: only the real cards count in round 2", () => {
    let s = play(start(2), "5", "6");
    // Orange's decoy on 5 sits next to green's real 4 but takes nothing; green's decoy on 9
    // sits next to orange's real 10 and takes nothing either.
    s = play(s, "5d", "4r", "10r", "9d");
    expect(numberLine.result(s).rounds![1]).toEqual([6, 3]);
  });

  it("a tie for the lead after round 2 plays round 3: no decoys, every card scores", () => {
    let s = tieRound(tieRound(start(2)));
    expect(numberLine.result(s).scores).toEqual([10, 10]);
    expect(s.round).toBe(3);
    expect(s.decoyRound).toBe(false);
    expect(numberLine.legalActions(s).every((a) => a.decoy === undefined)).toBe(true);
    const flagged = numberLine.apply(s, { type: "place", number: 5, decoy: true });
    expect(flagged.ok || flagged.error.code).toBe("ERR_DECOY_FLAG");
    // Green's second card on 9 scores too: 1..5 and 8..9 for green, 6, 7 and 10 for orange.
    s = play(s, "5", "6", "9", "10");
    expect(numberLine.result(s).rounds![2]).toEqual([7, 3]);
    expect(numberLine.result(s).winners).toEqual([0]);
  });

  it("round 4 and later are decoy rounds on a line one number shorter each time", () => {
    let s = start(2);
    const lengths: number[] = [];
    const decoy: boolean[] = [];
    while (s.round < 12) {
      lengths.push(s.lineLength);
      decoy.push(s.decoyRound);
      s = tieRound(s);
      expect(numberLine.result(s).terminal).toBe(false);
    }
    lengths.push(s.lineLength);
    decoy.push(s.decoyRound);
    expect(lengths).toEqual([10, 10, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
    expect(lengths).toEqual(lengths.map((_, i) => lineLength(i + 1)));
    expect(decoy).toEqual([
      false,
      true,
      false,
      true,
      true,
      true,
      true,
      true,
      true,
      true,
      true,
      true,
    ]);
  });

  it("refuses numbers removed from the line (10 in round 4)", () => {
    const s = tieRound(tieRound(tieRound(start(2))));
    expect(s.round).toBe(4);
    const off = numberLine.apply(s, { type: "place", number: 10, decoy: false });
    expect(off.ok ? "ok" : off.error.code).toBe("ERR_NUMBER_OFF_LINE");
    expect(numberLine.apply(s, { type: "place", number: 9, decoy: false }).ok).toBe(true);
  });

  it("the 12-round bound: when the line would be empty, the tied leaders share the win", () => {
    let s = start(2);
    while (s.round < 12) s = tieRound(s);
    expect(numberLine.result(s).scores).toEqual([35, 35]);
    expect(s.toMove).toBe(1); // round 12 is orange's: (0 + 12 - 1) mod 2
    // One number, four cards: the round ends after the first card. A decoy scores nothing.
    const shared = play(s, "1d");
    const res = numberLine.result(shared);
    expect(res.terminal).toBe(true);
    expect(res.winners).toEqual([0, 1]);
    expect(res.rounds).toHaveLength(12);
    expect(res.rounds![11]).toEqual([0, 0]);
    // The same card as the real one decides the game.
    const won = play(s, "1r");
    expect(numberLine.result(won).winners).toEqual([1]);
    expect(numberLine.result(won).scores).toEqual([35, 36]);
  });

  it("ends a round at once when the player to move has no free number (5 players, round 4)", () => {
    let s = start(5);
    s = play(s, "2", "3", "5", "7", "9"); // round 1: [2, 1, 1, 1, 2]
    s = play(s, "1r", "2r", "3r", "4r", "10r", "5d", "6d", "7d", "8d", "9d"); // from orange
    expect(numberLine.result(s).scores).toEqual([5, 2, 2, 2, 5]);
    s = play(s, "1", "2", "3", "4", "5", "6", "7", "8", "9", "10"); // from red: 2 each
    expect(numberLine.result(s).scores).toEqual([7, 4, 4, 4, 7]);
    expect(s.round).toBe(4);
    expect(s.lineLength).toBe(9);
    expect(s.startPlayer).toBe(3);
    // Ten cards, nine numbers: red (2), the last in the second lap, never places a second card.
    expect(numberLine.observe(s, "spectator").cardsToPlace).toEqual([2, 2, 1, 2, 2]);
    s = play(s, "1r", "2r", "3r", "4r", "5r", "6d", "7d", "8d");
    expect(s.toMove).toBe(1);
    expect(numberLine.observe(s, "spectator").cardsToPlace).toEqual([0, 1, 0, 0, 0]);
    s = play(s, "9d");
    // Red's real 5 is nearest to 5..9 (the decoys 6..9 do not count).
    const res = numberLine.result(s);
    expect(res.rounds![3]).toEqual([1, 1, 5, 1, 1]);
    expect(res.scores).toEqual([8, 5, 9, 5, 8]);
    expect(res.winners).toEqual([2]);
    expect(numberLine.observe(s, "spectator").rounds[3]!.placements).toHaveLength(9);
  });

  it("clears the board between rounds", () => {
    const s = play(start(2), "5", "6");
    expect(numberLine.observe(s, 0).placements).toEqual([]);
    expect(numberLine.apply(s, { type: "place", number: 5, decoy: false }).ok).toBe(true);
  });
});
