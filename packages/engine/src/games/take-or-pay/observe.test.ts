import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Viewer } from "../../core/game";
import { TERMINAL } from "../../core/game";
import { Rng } from "../../core/rng";
import type { TakeOrPayObservation, TakeOrPayState } from "./index";
import { takeOrPay as game } from "./index";
import { config, dealt, play, randomStates, range } from "./testing";

const PAY = { type: "pay" } as const;
const TAKE = { type: "take" } as const;

function viewers(players: number): Viewer[] {
  return [...range(0, players - 1), "spectator"];
}

describe("observation shape", () => {
  const cfg = config({ players: 3, minCard: 1, maxCard: 6, removed: 2, tokens: 2 });
  const s = play(dealt(cfg, [5, 1, 3, 4]), [PAY, PAY, TAKE, PAY]);

  it("a seat sees its own tokens, the public board and every public event", () => {
    expect(game.observe(s, 0)).toEqual({
      game: "take-or-pay",
      viewer: 0,
      players: 3,
      actor: { kind: "player", player: 0 },
      legal: [PAY, TAKE],
      config: cfg,
      faceUp: 1,
      pot: 1,
      deckRemaining: 2,
      cards: [[], [], [5]],
      tokens: [1, null, null],
      removed: null,
      events: [
        { type: "pay", player: 0 },
        { type: "pay", player: 1 },
        { type: "take", player: 2, card: 5, pot: 2 },
        { type: "pay", player: 2 },
      ],
    });
  });

  it("a seat not to act has no legal actions; a spectator sees no token counts", () => {
    expect(game.observe(s, 2).legal).toEqual([]);
    expect(game.observe(s, 2).tokens).toEqual([null, null, 3]);
    const spectator = game.observe(s, "spectator");
    expect(spectator.viewer).toBe("spectator");
    expect(spectator.legal).toEqual([]);
    expect(spectator.tokens).toEqual([null, null, null]);
  });

  it("with openTokens everyone's count is shown to everyone", () => {
    const open = play(dealt({ ...cfg, openTokens: true }, [5, 1, 3, 4]), [PAY, PAY, TAKE, PAY]);
    for (const v of viewers(3)) expect(game.observe(open, v).tokens).toEqual([1, 1, 3]);
  });

  it("before the deal: no face-up card, every card still to deal", () => {
    const o = game.observe(game.newGame(cfg), 1);
    expect(o.actor).toEqual({ kind: "chance" });
    expect(o.faceUp).toBeNull();
    expect(o.deckRemaining).toBe(4);
    expect(o.events).toEqual([]);
    expect(o.tokens).toEqual([null, 2, null]);
    expect("result" in o).toBe(false);
  });

  it("at the end everything is shown: tokens, scores, winners and the removed cards", () => {
    const end = play(s, [TAKE, TAKE, TAKE]);
    const o = game.observe(end, "spectator");
    expect(o.actor).toEqual({ kind: "terminal" });
    expect(o.faceUp).toBeNull();
    expect(o.deckRemaining).toBe(0);
    expect(o.tokens).toEqual([2, 1, 3]);
    expect(o.removed).toEqual([2, 6]);
    expect(o.cards).toEqual([[1, 3, 4], [], [5]]);
    // Player 0: {1} and the run {3, 4} → 1 + 3 − 2 tokens; player 2: 5 − 3 tokens.
    expect(o.result).toEqual({ terminal: true, scores: [2, -1, 2], winners: [1] });
  });

  it("observations are plain JSON, `result` only when terminal, and unknown seats are bugs", () => {
    for (const st of randomStates(config({ players: 4 }), "json")) {
      for (const v of viewers(4)) {
        const o = game.observe(st, v);
        expect(JSON.parse(JSON.stringify(o))).toEqual(o);
        expect("result" in o).toBe(st.toMove === TERMINAL);
        expect(o.events.length).toBe(Math.max(0, game.history(st).length - 1));
      }
    }
    expect(() => game.observe(game.newGame(config()), 3)).toThrow(RangeError);
    expect(() => game.observe(game.newGame(config()), -1)).toThrow(RangeError);
  });
});

describe("hidden tokens", () => {
  it("without openTokens, no observation states another seat's token count before the end", () => {
    for (const players of [3, 5]) {
      for (const st of randomStates(config({ players }), `tokens-${players}`)) {
        const terminal = st.toMove === TERMINAL;
        for (const v of viewers(players)) {
          const o = game.observe(st, v);
          o.tokens.forEach((t, p) => {
            if (terminal || p === v) expect(t).toBe(st.tokens[p]);
            else expect(t).toBeNull();
          });
          if (!terminal) expect(o.removed).toBeNull();
        }
      }
    }
  });
});

/** Two deals that agree on the first `k` cards and differ in the rest and in the removed cards. */
function twinDecks(seed: number, k: number): [number[], number[]] {
  const rng = Rng.fromSeed(seed);
  const all = range(1, 36);
  rng.shuffle(all);
  const a = all.slice(0, 30);
  let b: number[];
  do {
    const rest = all.slice(k);
    rng.shuffle(rest);
    b = [...all.slice(0, k), ...rest.slice(0, 30 - k)];
  } while (k < 30 && b.slice(k).join() === a.slice(k).join());
  return [a, b];
}

describe("noninterference: the deck order and the removed cards", () => {
  it("every seat and the spectator see the same thing until a differing card is turned up", () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 3, max: 6 }),
        fc.boolean(),
        (seed, k, players, openTokens) => {
          const cfg = config({ players, openTokens });
          const [deckA, deckB] = twinDecks(seed, k);
          const removedA = range(1, 36).filter((c) => !deckA.includes(c));
          const removedB = range(1, 36).filter((c) => !deckB.includes(c));
          if (k < 30)
            expect(removedA.join() === removedB.join() && deckA.join() === deckB.join()).toBe(
              false,
            );
          let a = dealt(cfg, deckA);
          let b = dealt(cfg, deckB);
          const rng = Rng.fromSeed(seed ^ 0x5eed);
          let takes = 0;
          // Card k (0-based) is the first that differs: it turns up with the k-th take.
          for (;;) {
            for (const v of viewers(players))
              expect(game.observe(b, v)).toEqual(game.observe(a, v));
            if (a.toMove === TERMINAL) break;
            const legal = game.legalActions(a);
            const action = legal[rng.int(legal.length)]!;
            if (action.type === "take" && takes + 1 >= k && k < 30) break;
            if (action.type === "take") takes++;
            a = play(a, [action]);
            b = play(b, [action]);
          }
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe("resample", () => {
  function checkResample(states: TakeOrPayState[], players: number, seed: string) {
    const rng = Rng.fromSeed(seed);
    for (const st of states) {
      for (const v of viewers(players)) {
        const o: TakeOrPayObservation = game.observe(st, v);
        const r = game.resample(o, rng);
        expect(game.observe(r, v)).toEqual(o);
        // The resampled history is a complete, legal record of that state.
        const replayed = play(game.newGame(o.config), game.history(r));
        expect(game.observe(replayed, v)).toEqual(o);
        expect([...replayed.tokens]).toEqual([...r.tokens]);
        // Token counts follow from the public history, so they are the true ones.
        expect([...r.tokens]).toEqual([...st.tokens]);
      }
    }
  }

  it("observe(resample(obs), viewer) deep-equals obs at every step of random games", () => {
    for (const [players, preset] of [
      [3, "classroom"],
      [6, "classroom"],
      [7, "classic"],
    ] as const) {
      const cfg = config({ players, preset });
      checkResample(randomStates(cfg, `resample-${players}`), players, `rs-${players}`);
    }
  });

  it("the deal starts with the revealed cards in order; the rest vary", () => {
    const cfg = config({ players: 4 });
    const states = randomStates(cfg, "prefix");
    const mid = states[Math.floor(states.length / 2)]!;
    const o = game.observe(mid, 1);
    const revealed = [...o.events.flatMap((e) => (e.type === "take" ? [e.card] : [])), o.faceUp!];
    const rng = Rng.fromSeed("prefix-rs");
    const tails = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const deal = game.history(game.resample(o, rng))[0]!;
      if (deal.type !== "deal") throw new Error("the first action must be the deal");
      expect(deal.deck.slice(0, revealed.length)).toEqual(revealed);
      tails.add(deal.deck.slice(revealed.length).join());
    }
    expect(tails.size).toBeGreaterThan(15);
  });

  it("unseen cards are drawn uniformly (the next card, over many resamples)", () => {
    // Cards 1..5 with 2 removed: after the deal only the face-up card is known, so the next
    // card is each of the 4 unseen cards with probability 1/4.
    const cfg = config({ minCard: 1, maxCard: 5, removed: 2 });
    const o = game.observe(dealt(cfg, [3, 1, 5]), 0);
    const rng = Rng.fromSeed("uniform");
    const counts = new Map<number, number>();
    const n = 4000;
    for (let i = 0; i < n; i++) {
      const deal = game.history(game.resample(o, rng))[0]!;
      if (deal.type !== "deal") throw new Error("the first action must be the deal");
      expect(deal.deck[0]).toBe(3);
      counts.set(deal.deck[1]!, (counts.get(deal.deck[1]!) ?? 0) + 1);
    }
    expect([...counts.keys()].sort()).toEqual([1, 2, 4, 5]);
    for (const c of counts.values()) expect(Math.abs(c - n / 4)).toBeLessThan(150); // ~5 sigma
  });

  it("before the deal and at the end", () => {
    const cfg = config({ players: 5 });
    const rng = Rng.fromSeed("ends");
    const fresh = game.observe(game.newGame(cfg), 2);
    expect(game.observe(game.resample(fresh, rng), 2)).toEqual(fresh);
    const states = randomStates(cfg, "ends");
    const end = states[states.length - 1]!;
    const o = game.observe(end, "spectator");
    const r = game.resample(o, rng);
    expect(game.history(r)).toEqual(game.history(end));
    expect(game.result(r)).toEqual(game.result(end));
  });
});
