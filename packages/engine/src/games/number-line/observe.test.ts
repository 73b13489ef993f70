import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { config, play, randomState, replayActions, start } from "../../../test/support/number-line";
import type { Viewer } from "../../core/game";
import { Rng } from "../../core/rng";
import type { NumberLineAction } from "./actions";
import { makeAction } from "./actions";
import { numberLine } from "./index";
import type { NumberLineState } from "./state";

/** Round 1 done (green 5, orange 6); in round 2 orange put its decoy on 3, green its real 7. */
const midRound2 = () => play(start(2), "5", "6", "3d", "7r");

describe("observe", () => {
  it("shows a seat its own decoy flags and hides the opponent's (exact JSON)", () => {
    const s = play(midRound2(), "8r"); // orange's second card: its real card
    expect(numberLine.observe(s, 0)).toEqual({
      game: "number-line",
      viewer: 0,
      players: 2,
      actor: { kind: "player", player: 0 },
      legal: [1, 2, 4, 5, 6, 9, 10].map((n) => ({ type: "place", number: n, decoy: true })),
      firstPlayer: 0,
      round: 2,
      lineLength: 10,
      decoyRound: true,
      startPlayer: 1,
      placements: [
        { player: 1, number: 3 },
        { player: 0, number: 7, decoy: false },
        { player: 1, number: 8 },
      ],
      cardsToPlace: [1, 0],
      totals: [5, 5],
      rounds: [
        {
          round: 1,
          lineLength: 10,
          startPlayer: 0,
          decoyRound: false,
          placements: [
            { player: 0, number: 5, decoy: null },
            { player: 1, number: 6, decoy: null },
          ],
          points: [5, 5],
        },
      ],
    });
    const spectator = numberLine.observe(s, "spectator");
    expect(spectator.legal).toEqual([]);
    expect(spectator.placements).toEqual([
      { player: 1, number: 3 },
      { player: 0, number: 7 },
      { player: 1, number: 8 },
    ]);
    const orange = numberLine.observe(s, 1);
    expect(orange.placements).toEqual([
      { player: 1, number: 3, decoy: true },
      { player: 0, number: 7 },
      { player: 1, number: 8, decoy: false },
    ]);
    expect(orange.legal).toEqual([]);
  });

  it("reveals every flag once the round is scored, and keeps it (perfect recall)", () => {
    const s = play(midRound2(), "4r", "1d", "9");
    // green's real 7 vs orange's real 4: 5 points each, a tie; round 3 started.
    expect(s.round).toBe(3);
    for (const viewer of [0, 1, "spectator"] as const) {
      const o = numberLine.observe(s, viewer);
      expect(o.rounds[1]!.placements).toEqual([
        { player: 1, number: 3, decoy: true },
        { player: 0, number: 7, decoy: false },
        { player: 1, number: 4, decoy: false },
        { player: 0, number: 1, decoy: true },
      ]);
      expect(o.rounds[1]!.points).toEqual([5, 5]);
      expect(o.placements).toEqual([{ player: 0, number: 9, decoy: null }]);
      expect(o.result).toBeUndefined();
    }
  });

  it("carries the result only at the end, with the last board on show", () => {
    const s = play(start(2), "5", "6", "6r", "4r", "1d", "2d");
    const o = numberLine.observe(s, "spectator");
    expect(o.actor).toEqual({ kind: "terminal" });
    expect(o.result).toEqual(numberLine.result(s));
    expect(o.round).toBe(2);
    expect(o.placements).toEqual(o.rounds[1]!.placements);
    expect(o.placements[0]).toEqual({ player: 1, number: 6, decoy: false });
    expect(o.cardsToPlace).toEqual([0, 0]);
    expect(numberLine.observe(start(2), 0).result).toBeUndefined();
    expect(numberLine.result(start(2))).toEqual({
      terminal: false,
      scores: [0, 0],
      winners: [],
      rounds: [],
    });
  });

  it("noninterference: swapping an opponent's decoy and real card changes nothing seen", () => {
    const a = play(start(3), "5", "4", "6", "2d", "9r", "1r", "8r", "3d");
    const b = play(start(3), "5", "4", "6", "2r", "9r", "1r", "8d", "3d");
    // Orange (1) placed 2 and 8, swapped between a and b; green (0) sees the same.
    for (const viewer of [0, 2, "spectator"] as const) {
      expect(numberLine.observe(b, viewer)).toEqual(numberLine.observe(a, viewer));
    }
    expect(numberLine.observe(b, 1)).not.toEqual(numberLine.observe(a, 1));
  });

  it("noninterference, property: flip what a viewer may not know, see the same", () => {
    fc.assert(
      fc.property(gameArb, fc.array(fc.boolean(), { minLength: 5, maxLength: 5 }), (g, flips) => {
        const { s, viewer } = g;
        const other = replayActions(s.config, flipHidden(s, viewer, flips));
        expect(numberLine.observe(other, viewer)).toEqual(numberLine.observe(s, viewer));
      }),
      { numRuns: 300 },
    );
  });

  it("is plain JSON, and legal is the viewer's legal actions exactly when they are to act", () => {
    fc.assert(
      fc.property(gameArb, ({ s, viewer }) => {
        const o = numberLine.observe(s, viewer);
        expect(JSON.parse(JSON.stringify(o))).toEqual(o);
        expect(o.legal).toEqual(viewer === s.toMove ? numberLine.legalActions(s) : []);
        expect(o.totals).toEqual(numberLine.result(s).scores);
        expect("result" in o).toBe(s.toMove < 0);
      }),
      { numRuns: 200 },
    );
  });
});

describe("resample", () => {
  it("gives a full state whose observation is the one given (property)", () => {
    fc.assert(
      fc.property(gameArb, fc.integer(), ({ s, viewer }, seed) => {
        const o = numberLine.observe(s, viewer);
        const r = numberLine.resample(o, Rng.fromSeed(seed));
        expect(numberLine.observe(r, viewer)).toEqual(o);
        const hs = numberLine.history(s);
        const hr = numberLine.history(r);
        expect(hr).toHaveLength(hs.length);
        // Only the flags of other players' cards in the current decoy round may differ.
        const from = s.toMove < 0 ? hs.length : hs.length - s.placed;
        hs.forEach((a, i) => {
          if (i < from) expect(hr[i]).toEqual(a);
          else expect(hr[i]!.number).toBe(a.number);
        });
        // A real state: the game goes on from it.
        expect(numberLine.result(r).scores).toEqual(numberLine.result(s).scores);
        if (r.toMove >= 0) expect(numberLine.legalActions(r).length).toBeGreaterThan(0);
      }),
      { numRuns: 300 },
    );
  });

  it("draws which card is the decoy uniformly", () => {
    const o = numberLine.observe(play(midRound2(), "8r"), 0);
    let firstIsDecoy = 0;
    const rng = Rng.fromSeed("uniform");
    for (let i = 0; i < 400; i++) {
      const r = numberLine.resample(o, rng);
      if (numberLine.history(r)[2]!.decoy === true) firstIsDecoy++;
      expect(numberLine.history(r)[4]!.decoy).toBe(!numberLine.history(r)[2]!.decoy);
    }
    expect(firstIsDecoy).toBeGreaterThan(150);
    expect(firstIsDecoy).toBeLessThan(250);
  });

  it("follows a belief on whether a player's first card is the decoy", () => {
    const o = numberLine.observe(play(midRound2(), "8r"), 0);
    const rng = Rng.fromSeed("belief");
    for (let i = 0; i < 20; i++) {
      const sure = numberLine.resample(o, rng, { firstIsDecoy: [null, 1] });
      expect(numberLine.history(sure)[2]).toEqual({ type: "place", number: 3, decoy: true });
      const never = numberLine.resample(o, rng, { firstIsDecoy: [0.5, 0] });
      expect(numberLine.history(never)[2]).toEqual({ type: "place", number: 3, decoy: false });
    }
    // Anything else is ignored (uniform), never an error.
    for (const junk of [null, "x", 3, { firstIsDecoy: "y" }, { firstIsDecoy: [2, -1] }, [1]]) {
      const r = numberLine.resample(o, rng, junk);
      expect(numberLine.observe(r, 0)).toEqual(o);
    }
  });

  it("a single card of another player: whether it is the decoy is drawn", () => {
    const o = numberLine.observe(play(start(2), "5", "6", "3r"), 0);
    const seen = new Set<boolean | undefined>();
    const rng = Rng.fromSeed(5);
    for (let i = 0; i < 40; i++)
      seen.add(numberLine.history(numberLine.resample(o, rng))[2]!.decoy);
    expect(seen).toEqual(new Set([true, false]));
  });
});

/** A random position of a random game, and a random viewer. */
const gameArb = fc
  .record({
    players: fc.integer({ min: 2, max: 5 }),
    first: fc.nat(4),
    seed: fc.integer(),
    steps: fc.nat(60),
    viewer: fc.nat(5),
  })
  .map(({ players, first, seed, steps, viewer }) => {
    const s = randomState(config(players, first % players), seed, steps);
    const v: Viewer = viewer >= players ? "spectator" : viewer;
    return { s, viewer: v };
  });

/** The history with some opponents' hidden flags in the current decoy round flipped. */
function flipHidden(s: NumberLineState, viewer: Viewer, flips: boolean[]): NumberLineAction[] {
  const h = [...numberLine.history(s)];
  if (s.toMove < 0 || !s.decoyRound) return h;
  for (let i = h.length - s.placed; i < h.length; i++) {
    const t = i - (h.length - s.placed);
    const player = (s.startPlayer + t) % s.players;
    if (player === viewer || !flips[player]) continue;
    h[i] = makeAction(h[i]!.number, !h[i]!.decoy);
  }
  return h;
}
