import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CHANCE, TERMINAL } from "../../core/game";
import { randomGame, randomPlayoutInPlace } from "../../core/play";
import { makeRecord, replayWith } from "../../core/record";
import { Rng } from "../../core/rng";
import type { TakeOrPayAction, TakeOrPayState } from "./index";
import { takeOrPay as game } from "./index";
import { cardPoints } from "./score";
import { shuffleRange } from "./state";
import { config, dealt, play, randomStates, range } from "./testing";

const PAY = { type: "pay" } as const;
const TAKE = { type: "take" } as const;

/** Everything in a state, as plain data, to prove a rejected or checked apply changed nothing. */
function snapshot(s: TakeOrPayState) {
  return {
    deck: [...s.deck],
    owner: [...s.owner],
    tokens: [...s.tokens],
    pos: s.pos,
    pot: s.pot,
    toMove: s.toMove,
    history: JSON.stringify(game.history(s)),
  };
}

function expectError(s: TakeOrPayState, a: TakeOrPayAction, code: string, message?: RegExp) {
  const before = snapshot(s);
  const r = game.apply(s, a);
  expect(r.ok).toBe(false);
  if (!r.ok) {
    expect(r.error.code).toBe(code);
    if (message) expect(r.error.message).toMatch(message);
  }
  expect(snapshot(s)).toEqual(before);
}

describe("the deal", () => {
  it("a new game waits for chance's deal", () => {
    const s = game.newGame(config());
    expect(game.actor(s)).toEqual({ kind: "chance" });
    expect(game.toMove(s)).toBe(CHANCE);
    expect(game.legalActions(s)).toEqual([]);
    expect(game.history(s)).toEqual([]);
    expect(game.chanceOutcomes(s)).toBeNull();
  });

  it("turns the top card face up with a pot of 0, and the first player acts", () => {
    const cfg = config({ players: 4, firstPlayer: 2, minCard: 1, maxCard: 5, removed: 1 });
    const s = dealt(cfg, [3, 1, 5, 2]);
    expect(game.actor(s)).toEqual({ kind: "player", player: 2 });
    const o = game.observe(s, "spectator");
    expect(o.faceUp).toBe(3);
    expect(o.pot).toBe(0);
    expect(o.deckRemaining).toBe(3);
    expect(game.history(s)).toEqual([{ type: "deal", deck: [3, 1, 5, 2] }]);
  });

  it.each([
    [[1, 2, 3], /must hold 4 cards \(the 5 cards from 1 to 5 minus 1 removed\), got 3/],
    [[1, 2, 3, 4, 5], /must hold 4 cards/],
    [[1, 2, 3, 6], /6 is not a card of this game: cards are the whole numbers 1 to 5/],
    [[0, 1, 2, 3], /0 is not a card of this game/],
    [[1, 2, 3, 3], /card 3 is dealt twice/],
    [[1, 2, 3, 2.5], /2.5 is not a card of this game/],
    [[1, 2, 3, Number.NaN], /NaN is not a card of this game/],
    [range(1, 100), /must hold 4 cards .* got 100/],
  ])("rejects the deck %j with ERR_BAD_DECK", (deck, message) => {
    const s = game.newGame(config({ minCard: 1, maxCard: 5, removed: 1 }));
    expectError(s, { type: "deal", deck }, "ERR_BAD_DECK", message);
  });

  it("sampleChance follows the documented procedure: shuffle the whole range, deal the first cards", () => {
    const cfg = config({ players: 4 });
    for (const seed of [1, 2, "table-7"]) {
      const cards = range(1, 36);
      Rng.fromSeed(seed).shuffle(cards);
      const expected = { type: "deal", deck: cards.slice(0, 30) };
      expect(game.sampleChance(game.newGame(cfg), Rng.fromSeed(seed))).toEqual(expected);
      const s = game.newGame(cfg);
      game.sampleChanceInPlace(s, Rng.fromSeed(seed));
      expect(game.history(s)).toEqual([expected]);
      // The removed cards are the rest of the shuffled range.
      expect([...s.deck.slice(30)].sort((a, b) => a - b)).toEqual(
        cards.slice(30).sort((a, b) => a - b),
      );
    }
  });

  it("the deal's shuffle is exactly Rng.shuffle (same draws, same order) for every deck size", () => {
    for (let size = 1; size <= 99; size++) {
      for (const seed of [size, `s${size}`]) {
        const cfg = config({ minCard: 1, maxCard: size, removed: 0 });
        const ours = new Int8Array(size);
        const a = Rng.fromSeed(seed);
        shuffleRange(cfg, a, ours);
        const theirs = range(1, size);
        const b = Rng.fromSeed(seed);
        b.shuffle(theirs);
        expect([...ours]).toEqual(theirs);
        expect(a.getState()).toEqual(b.getState());
      }
    }
  });

  it("sampled deals are always valid and all cards are drawn", () => {
    const cfg = config({ preset: "classic", players: 5 });
    const seen = new Set<number>();
    const rng = Rng.fromSeed("deals");
    for (let i = 0; i < 50; i++) {
      const d = game.sampleChance(game.newGame(cfg), rng);
      expect(game.apply(game.newGame(cfg), d).ok).toBe(true);
      if (d.type === "deal") for (const c of d.deck) seen.add(c);
    }
    expect([...seen].sort((a, b) => a - b)).toEqual(range(3, 35));
  });
});

describe("pay and take", () => {
  const cfg = config({ players: 3, minCard: 1, maxCard: 6, removed: 2, tokens: 2 });

  it("pay puts one token on the pot and passes play to the left", () => {
    let s = dealt(cfg, [5, 1, 3, 4]);
    s = play(s, [PAY]);
    expect(game.actor(s)).toEqual({ kind: "player", player: 1 });
    expect(s.pot).toBe(1);
    expect([...s.tokens]).toEqual([1, 2, 2]);
    s = play(s, [PAY, PAY]);
    expect(game.actor(s)).toEqual({ kind: "player", player: 0 }); // wraps round from 2 to 0
    expect(s.pot).toBe(3);
    expect([...s.tokens]).toEqual([1, 1, 1]);
  });

  it("take gives the card and the whole pot; the next card is turned up and the same player acts", () => {
    let s = dealt(cfg, [5, 1, 3, 4]);
    s = play(s, [PAY, PAY, TAKE]);
    expect(game.actor(s)).toEqual({ kind: "player", player: 2 });
    const o = game.observe(s, 2);
    expect(o.cards).toEqual([[], [], [5]]);
    expect(o.tokens[2]).toBe(4);
    expect(o.faceUp).toBe(1);
    expect(o.pot).toBe(0);
    expect(o.deckRemaining).toBe(2);
  });

  it("a player with no tokens cannot pay and must take", () => {
    let s = dealt(cfg, [5, 1, 3, 4]);
    s = play(s, [PAY, PAY, PAY, PAY, PAY]); // player 0 and 1 are now out of tokens
    expect(game.actor(s)).toEqual({ kind: "player", player: 2 });
    s = play(s, [PAY]);
    expect(game.actor(s)).toEqual({ kind: "player", player: 0 });
    expect(game.legalActions(s)).toEqual([TAKE]);
    const ids = new Int32Array(2);
    expect(game.legalIds(s, ids)).toBe(1);
    expect(ids[0]).toBe(1);
    s = play(s, [TAKE]); // player 0 takes 5 and 6 tokens, then faces card 1
    expect([...s.tokens]).toEqual([6, 0, 0]);
    s = play(s, [PAY]); // player 1 is next, with no tokens
    expect(game.legalActions(s)).toEqual([TAKE]);
    expectError(s, PAY, "ERR_NO_TOKENS", /^player 1 has no tokens and must take$/);
  });

  it("with 0 tokens everyone takes every card they are shown", () => {
    const s0 = config({
      players: 3,
      minCard: 1,
      maxCard: 3,
      removed: 0,
      tokens: 0,
      firstPlayer: 1,
    });
    let s = dealt(s0, [2, 3, 1]);
    expectError(s, PAY, "ERR_NO_TOKENS", /player 1 has no tokens and must take/);
    s = play(s, [TAKE, TAKE, TAKE]);
    expect(game.actor(s)).toEqual({ kind: "terminal" });
    // Player 1 holds 1, 2, 3: one run, 1 point; the others 0: they share the win.
    expect(game.result(s)).toEqual({ terminal: true, scores: [0, 1, 0], winners: [0, 2] });
  });

  it("the game ends when the last card is taken; nothing may follow", () => {
    let s = dealt(cfg, [5, 1, 3, 4]);
    s = play(s, [TAKE, TAKE, PAY, TAKE, TAKE]);
    expect(game.toMove(s)).toBe(TERMINAL);
    expect(game.legalActions(s)).toEqual([]);
    expect(game.legalIds(s, new Int32Array(2))).toBe(0);
    for (const a of [PAY, TAKE, { type: "deal", deck: [1, 2, 3, 4] }] as TakeOrPayAction[]) {
      expectError(s, a, "ERR_GAME_OVER", /the game is over: all 4 cards have been taken/);
    }
    const r = game.result(s);
    // Player 0: {1, 5} → 6 − 1 token; player 1: {3, 4} is a run → 3 − 3 tokens; player 2: 0 − 2.
    expect(game.observe(s, 0).cards).toEqual([[1, 5], [3, 4], []]);
    expect(r).toEqual({ terminal: true, scores: [5, 0, -2], winners: [2] });
  });

  it("a player action before the deal is ERR_CHANCE_TO_ACT; a deal after it is ERR_PLAYER_TO_ACT", () => {
    const s = game.newGame(cfg);
    expectError(s, PAY, "ERR_CHANCE_TO_ACT", /not been dealt yet/);
    expectError(s, TAKE, "ERR_CHANCE_TO_ACT");
    const d = dealt(cfg, [5, 1, 3, 4]);
    expectError(
      d,
      { type: "deal", deck: [1, 3, 4, 5] },
      "ERR_PLAYER_TO_ACT",
      /player 0 must pay or take/,
    );
  });

  it("result() scores cards − tokens before the end too, with no winners", () => {
    let s = dealt(cfg, [5, 1, 3, 4]);
    expect(game.result(s)).toEqual({ terminal: false, scores: [-2, -2, -2], winners: [] });
    s = play(s, [PAY, TAKE]);
    expect(game.result(s)).toEqual({ terminal: false, scores: [-1, 2, -2], winners: [] });
  });

  it("a checked apply never changes its input", () => {
    const s = dealt(cfg, [5, 1, 3, 4]);
    const before = snapshot(s);
    play(s, [PAY, TAKE, PAY]);
    expect(snapshot(s)).toEqual(before);
  });
});

describe("action ids and shapes", () => {
  it("pay = 0, take = 1, whatever the state", () => {
    expect(game.maxActionId(config())).toBe(2);
    expect(game.actionId(PAY)).toBe(0);
    expect(game.actionId(TAKE)).toBe(1);
    expect(game.actionFromId(0)).toEqual(PAY);
    expect(game.actionFromId(1)).toEqual(TAKE);
    expect(() => game.actionFromId(2)).toThrow();
  });

  it.each([
    [{ type: "pay" }, PAY],
    [{ type: "take" }, TAKE],
    [
      { type: "deal", deck: [3, 1, 2] },
      { type: "deal", deck: [3, 1, 2] },
    ],
    [
      { type: "deal", deck: [] },
      { type: "deal", deck: [] },
    ],
  ])("parses %j", (input, expected) => {
    expect(game.parseAction(input)).toEqual({ ok: true, value: expected });
  });

  it.each([
    [null],
    [undefined],
    ["pay"],
    [42],
    [Number.NaN],
    [[]],
    [[{ type: "pay" }]],
    [{}],
    [{ type: "PAY" }],
    [{ type: "pass" }],
    [{ type: "pay", player: 1 }],
    [{ type: "take", card: 4 }],
    [{ type: "deal" }],
    [{ type: "deal", deck: "1 2 3" }],
    [{ type: "deal", deck: [1, "2"] }],
    [{ type: "deal", deck: [1, null] }],
    [{ type: "deal", deck: [1, 2], seed: 7 }],
  ] as [unknown][])("rejects %j with ERR_ACTION_SHAPE", (input) => {
    const r = game.parseAction(input);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe("ERR_ACTION_SHAPE");
      expect(r.error.message.length).toBeGreaterThan(10);
    }
  });

  it("a deck of wrong numbers parses (it is a deal's shape) and apply rejects it", () => {
    const r = game.parseAction({ type: "deal", deck: [1, 2.5, 3, 4] });
    expect(r.ok).toBe(true);
    if (r.ok) {
      const s = game.newGame(config({ minCard: 1, maxCard: 5, removed: 1 }));
      expectError(s, r.value, "ERR_BAD_DECK", /2.5 is not a card of this game/);
    }
  });

  it("a parsed deal owns its cards (later changes to the input do not leak in)", () => {
    const input = { type: "deal", deck: [2, 1, 3] };
    const r = game.parseAction(input);
    input.deck[0] = 9;
    expect(r.ok && r.value).toEqual({ type: "deal", deck: [2, 1, 3] });
  });
});

describe("records and history", () => {
  it("history holds every action, chance included, and a record replays to the same game", () => {
    const cfg = config({ players: 4, openTokens: true });
    const states = randomStates(cfg, "record");
    const end = states[states.length - 1]!;
    expect(game.history(end).length).toBe(states.length - 1);
    const record = JSON.parse(JSON.stringify(makeRecord(game, end)));
    const replayed = replayWith(game, record);
    expect(replayed.ok).toBe(true);
    if (replayed.ok) {
      const r = replayed.value as TakeOrPayState;
      expect(game.history(r)).toEqual(game.history(end));
      expect(game.result(r)).toEqual(game.result(end));
      expect(game.observe(r, "spectator")).toEqual(game.observe(end, "spectator"));
    }
  });

  it("an illegal action in a record is rejected with its index and reason", () => {
    const cfg = { players: 3, minCard: 1, maxCard: 4, removed: 0, tokens: 1 };
    const record = {
      format: "number-games/record@1",
      game: "take-or-pay",
      config: cfg,
      actions: [{ type: "deal", deck: [4, 3, 2, 1] }, PAY, PAY, PAY, PAY],
    } as const;
    const r = replayWith(game, record);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error).toEqual({
        code: "ERR_NO_TOKENS",
        message: "action 4: player 0 has no tokens and must take",
        index: 4,
      });
    }
  });

  it("randomGame (the generic checked door) finishes games", () => {
    for (const players of [3, 6]) {
      const s = randomGame(game, config({ players }), players) as TakeOrPayState;
      expect(game.actor(s)).toEqual({ kind: "terminal" });
    }
  });
});

describe("long games", () => {
  it("a history longer than the initial log (512 player actions) is kept exactly", () => {
    // Everyone who can pays while the pot is under 20: up to 21 actions per card, 99 cards.
    const cfg = config({ players: 5, tokens: 50, minCard: 1, maxCard: 99, removed: 0 });
    const deal = { type: "deal", deck: range(1, 99).reverse() } as const;
    const fast = game.newGame(cfg);
    game.applyInPlace(fast, deal);
    let checked = play(game.newGame(cfg), [deal]);
    const actions: TakeOrPayAction[] = [deal];
    while (game.toMove(fast) !== TERMINAL) {
      const a = fast.pot < 20 && fast.tokens[fast.toMove]! > 0 ? PAY : TAKE;
      actions.push(a);
      game.applyInPlace(fast, a);
      checked = play(checked, [a]);
    }
    expect(actions.length).toBeGreaterThan(600);
    expect(game.history(fast)).toEqual(actions);
    expect(game.history(checked)).toEqual(actions);
    expect(game.history(game.clone(fast))).toEqual(actions);
    expect(game.observe(fast, 3)).toEqual(game.observe(checked, 3));
    expect(game.observe(fast, 3).events.length).toBe(actions.length - 1);
  });
});

describe("invariants over random games (fast path)", () => {
  const anyConfig = fc
    .record({
      preset: fc.constantFrom("classroom" as const, "classic" as const),
      players: fc.integer({ min: 3, max: 6 }),
      tokens: fc.integer({ min: 0, max: 12 }),
      openTokens: fc.boolean(),
      firstPlayer: fc.integer({ min: 0, max: 2 }),
    })
    .map((c) => config(c));

  it("tokens are conserved, pay is never legal without tokens, every dealt card is taken once", () => {
    fc.assert(
      fc.property(anyConfig, fc.integer(), (cfg, seed) => {
        const rng = Rng.fromSeed(seed);
        const s = game.newGame(cfg);
        const buf = new Int32Array(game.maxActionId(cfg));
        const total = cfg.players * cfg.tokens;
        let steps = 0;
        while (game.toMove(s) !== TERMINAL) {
          const p = game.toMove(s);
          if (p === CHANCE) game.sampleChanceInPlace(s, rng);
          else {
            const n = game.legalIds(s, buf);
            const ids = [...buf.subarray(0, n)];
            expect(ids.includes(0)).toBe(s.tokens[p]! > 0);
            expect(ids.includes(1)).toBe(true);
            const id = buf[rng.int(n)]!;
            if (id === 0) expect(s.tokens[p]!).toBeGreaterThan(0);
            game.applyId(s, id);
            expect(s.tokens.every((t) => t >= 0)).toBe(true);
          }
          steps++;
          expect(s.tokens.reduce((a, b) => a + b, 0) + s.pot).toBe(total);
        }
        expect(game.history(s).length).toBe(steps);
        const deal = game.history(s)[0]!;
        if (deal.type !== "deal") throw new Error("first action must be the deal");
        const cards = range(0, cfg.players - 1).flatMap((p) => game.observe(s, p).cards[p]!);
        expect(cards.sort((a, b) => a - b)).toEqual([...deal.deck].sort((a, b) => a - b));
        expect(s.pot).toBe(0);
        // Terminal scores are card points − tokens, lowest wins.
        const o = game.observe(s, "spectator");
        const scores = o.cards.map((c, p) => cardPoints(c) - o.tokens[p]!);
        expect(game.result(s).scores).toEqual(scores);
        const best = Math.min(...scores);
        expect(game.result(s).winners).toEqual(
          range(0, cfg.players - 1).filter((p) => scores[p] === best),
        );
      }),
      { numRuns: 100 },
    );
  });

  it("the fast path and the checked door agree step by step; clone is independent", () => {
    fc.assert(
      fc.property(anyConfig, fc.integer(), (cfg, seed) => {
        const rng = Rng.fromSeed(seed);
        const fast = game.newGame(cfg);
        let checked = game.newGame(cfg);
        const buf = new Int32Array(2);
        while (game.toMove(fast) !== TERMINAL) {
          let action: TakeOrPayAction;
          if (game.toMove(fast) === CHANCE) {
            action = game.sampleChance(fast, rng);
            game.applyInPlace(fast, action);
          } else {
            const n = game.legalIds(fast, buf);
            const id = buf[rng.int(n)]!;
            action = game.actionFromId(id);
            const before = snapshot(fast);
            const copy = game.clone(fast);
            game.applyId(copy, id);
            expect(snapshot(fast)).toEqual(before);
            game.applyId(fast, id);
            expect(snapshot(copy)).toEqual(snapshot(fast));
          }
          const next = game.apply(checked, action);
          expect(next.ok).toBe(true);
          if (next.ok) checked = next.value;
          expect(snapshot(checked)).toEqual(snapshot(fast));
        }
      }),
      { numRuns: 40 },
    );
  });

  it("randomPlayoutInPlace finishes every game with a bounded number of actions", () => {
    const rng = Rng.fromSeed("playouts");
    const buf = new Int32Array(2);
    for (const players of [3, 4, 5, 6]) {
      const cfg = config({ players });
      for (let i = 0; i < 200; i++) {
        const s = game.newGame(cfg);
        const steps = randomPlayoutInPlace(game, s, rng, buf);
        // Each card is taken once, and each pay needs a token the pot gives back.
        expect(steps).toBeGreaterThanOrEqual(1 + 30);
        expect(steps).toBeLessThanOrEqual(1 + 30 * (1 + players * 10));
        expect(game.toMove(s)).toBe(TERMINAL);
      }
    }
  });
});
