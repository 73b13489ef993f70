import { describe, expect, it } from "vitest";
import { takeOrPay as game } from "./index";
import { rulesText } from "./rules";
import { config, dealt, play, randomStates } from "./testing";
import { displayWidth } from "./text";

const PAY = { type: "pay" } as const;
const TAKE = { type: "take" } as const;

describe("action text", () => {
  it("formatAction and parseActionText are inverse on every action of random games", () => {
    for (const players of [3, 6]) {
      for (const s of randomStates(config({ players }), `text-${players}`)) {
        const actions = [...game.legalActions(s), ...game.history(s).slice(0, 1)];
        for (const a of actions) {
          const text = game.formatAction(a);
          expect(text).toBe(text.toLowerCase());
          expect(game.parseActionText(text)).toEqual({ ok: true, value: a });
        }
      }
    }
  });

  it.each([
    ["pay", PAY],
    ["  PAY ", PAY],
    ["p", PAY],
    ["Take", TAKE],
    ["t", TAKE],
    ["\tT\n", TAKE],
    ["deal 5 12 33", { type: "deal", deck: [5, 12, 33] }],
    ["DEAL 5,12,  33", { type: "deal", deck: [5, 12, 33] }],
    ["deal, 1 ,2", { type: "deal", deck: [1, 2] }],
    ["deal", { type: "deal", deck: [] }],
  ] as const)("reads %j", (text, action) => {
    expect(game.parseActionText(text)).toEqual({ ok: true, value: action });
  });

  it("writes the notation", () => {
    expect(game.formatAction(PAY)).toBe("pay");
    expect(game.formatAction(TAKE)).toBe("take");
    expect(game.formatAction({ type: "deal", deck: [5, 12, 33] })).toBe("deal 5 12 33");
  });

  it.each([
    ["", /type "pay" or "take"/],
    ["   ", /type "pay" or "take"/],
    ["bet", /unknown action "bet"/],
    ["pay 3", /"pay" takes nothing after it/],
    ["take it", /"take" takes nothing after it/],
    ["deal 1 x 3", /"x" is not a card number/],
    ["deal -1", /"-1" is not a card number/],
    ["deal 2.5", /"2.5" is not a card number/],
  ])("rejects %j with ERR_PARSE", (text, message) => {
    const r = game.parseActionText(text);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe("ERR_PARSE");
      expect(r.error.message).toMatch(message);
    }
  });
});

describe("formatObservation", () => {
  const cfg = config({ players: 3, minCard: 10, maxCard: 20, removed: 4, tokens: 3 });
  const s = play(dealt(cfg, [17, 12, 13, 19, 11, 15, 20]), [TAKE, TAKE, TAKE, PAY, PAY]);

  it("shows whose turn, the face-up card in Hanzi, the pot, the deck and the viewer's tokens", () => {
    const text = game.formatObservation(game.observe(s, 0));
    expect(text).toContain("You are player 0.");
    expect(text).toContain("To act: player 2");
    expect(text).toContain("Face up: 十九 (19)  pot: 2 tokens  deck: 3 face down");
    expect(text).toContain("player 0 (you): 29 points in cards, tokens: 2, score so far: 27\n");
    // Player 0's cards grouped in runs under the player's line: 12-13 is a run, 17 alone.
    expect(text).toContain("      [十二 (12) 十三 (13)]  十七 (17)\n");
    expect(text).toContain("player 1: no cards, tokens: ?\n");
    expect(text).toContain("player 0 (you) took 十七 (17) with 0 tokens");
    expect(text).toContain("player 1 paid a token");
    expect(text).not.toContain("Your move");
    expect(text.includes(String.fromCharCode(27))).toBe(false); // no ANSI escapes
  });

  it("offers the legal actions to the player to act, and hides every count from a spectator", () => {
    expect(game.formatObservation(game.observe(s, 2))).toContain("Your move: pay or take");
    const spectator = game.formatObservation(game.observe(s, "spectator"));
    expect(spectator).toContain("You are watching.");
    expect(spectator.match(/tokens: \?/g)?.length).toBe(3);
  });

  it("shows scores, winners and the removed cards at the end", () => {
    const end = play(s, [TAKE, TAKE, TAKE, TAKE]);
    const text = game.formatObservation(game.observe(end, 1));
    expect(text).toContain("Game over.");
    expect(text).toContain("Removed: 十 (10) 十四 (14) 十六 (16) 十八 (18)");
    expect(text).toMatch(/Winner: player [0-2]/);
    expect(text).toContain("score:");
  });

  it("stays compact for whole random games: at most 30 lines, cards wrapped at 78 columns", () => {
    for (const st of randomStates(config({ players: 6 }), "compact")) {
      const lines = game.formatObservation(game.observe(st, 3)).split("\n");
      expect(lines.length).toBeLessThanOrEqual(30);
      for (const line of lines)
        if (line.startsWith("      ")) expect(displayWidth(line)).toBeLessThanOrEqual(78);
    }
  });
});

describe("rulesText", () => {
  it("is 40-70 lines, each within 78 columns", () => {
    const lines = rulesText.trimEnd().split("\n");
    expect(lines.length).toBeGreaterThanOrEqual(40);
    expect(lines.length).toBeLessThanOrEqual(70);
    for (const line of lines) expect(displayWidth(line)).toBeLessThanOrEqual(78);
  });

  it("states the rules of docs/rules.md, with the seed's examples", () => {
    for (const phrase of [
      "cards 1 to 36, 6 set aside",
      "cards 3 to 35, 9 set aside",
      "must take",
      "decide again",
      "lowest card",
      "{4, 11, 12}      -> 4 + 11 = 15",
      "72 in cards and 10 tokens -> 62",
      "share the win",
      "openTokens",
    ]) {
      expect(rulesText).toContain(phrase);
    }
    expect(game.rulesText).toBe(rulesText);
  });
});
