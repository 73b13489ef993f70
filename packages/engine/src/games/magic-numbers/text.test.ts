import { describe, expect, it } from "vitest";
import { CHANCE, TERMINAL } from "../../core/game";
import { Rng } from "../../core/rng";
import type { MagicNumbersAction } from "./actions";
import { GIVE, KEEP, ROLL } from "./actions";
import { rulesText } from "./rules";
import { cfg, game, give, keep, play, roll, secrets } from "./testkit";

describe("action notation", () => {
  it.each([
    [KEEP, "keep"],
    [GIVE[2]!, "give 2"],
    [ROLL[5]!, "roll 5"],
    [secrets([3, 1], [5, 2]), "secrets 3/5 1/2"],
  ] as const)("%j is written %s", (action, text) => {
    expect(game.formatAction(action)).toBe(text);
    expect(game.parseActionText(text)).toEqual({ ok: true, value: action });
  });

  it.each([
    ["  KEEP ", KEEP],
    ["k", KEEP],
    ["G 2", GIVE[2]],
    ["give   to 3", GIVE[3]],
    ["g\t1", GIVE[1]],
    ["Roll 6", ROLL[6]],
    ["r 6", ROLL[6]],
    ["secrets 3/5, 1/2", secrets([3, 1], [5, 2])],
    [" SECRETS 6/1 2/3 4/5 ", secrets([6, 2, 4], [1, 3, 5])],
  ])("reads %j forgivingly", (text, action) => {
    expect(game.parseActionText(text)).toEqual({ ok: true, value: action });
  });

  it.each([
    ["", /it is empty/],
    ["   ", /it is empty/],
    ["jump", /unknown action "jump"/],
    ["keep 1", /keep takes nothing after it/],
    ["give", /give needs one player number/],
    ["give x", /give needs one player number/],
    ["give 1 2", /give needs one player number/],
    ["give -1", /give needs one player number/],
    ["roll", /roll needs one number/],
    ["roll 2.5", /roll needs one number/],
    ["secrets", /secrets needs a Good\/Evil pair per player/],
    ["secrets 3-5", /"3-5" is not a Good\/Evil pair/],
  ])("rejects %j with ERR_PARSE and a hint", (text, message) => {
    const r = game.parseActionText(text);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe("ERR_PARSE");
      expect(r.error.message).toMatch(message);
      expect(r.error.message).toMatch(/try "keep"/);
    }
  });

  it("formatAction and parseActionText are inverse on every action of random games", () => {
    let checked = 0;
    for (let seed = 0; seed < 30; seed++) {
      const c = cfg({ players: 2 + (seed % 7), dieSides: 2 + (seed % 19), maxTurns: 40 });
      const rng = Rng.fromSeed(seed);
      let s = game.newGame(c);
      const roundTrip = (a: MagicNumbersAction) => {
        const text = game.formatAction(a);
        expect(game.parseActionText(text)).toEqual({ ok: true, value: a });
        expect(game.parseActionText(` ${text.toUpperCase()}  `)).toEqual({ ok: true, value: a });
        checked++;
      };
      while (game.toMove(s) !== TERMINAL) {
        let a: MagicNumbersAction;
        if (game.toMove(s) === CHANCE) a = game.sampleChance(s, rng);
        else {
          const legal = game.legalActions(s);
          legal.forEach(roundTrip);
          a = legal[rng.int(legal.length)]!;
        }
        roundTrip(a);
        const next = game.apply(s, a);
        if (!next.ok) throw new Error(next.error.message);
        s = next.value;
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });
});

describe("formatObservation", () => {
  const c3 = cfg({ players: 3, maxTurns: 50 });
  const deal = secrets([6, 2, 4], [1, 3, 5]);
  const mid = play(c3, [deal, roll(6), keep, roll(4), give(2), roll(2)]);

  it("shows a seat whose turn it is, the pending roll, its secrets and the turns", () => {
    expect(game.formatObservation(game.observe(mid, 2))).toBe(
      [
        "Magic Numbers: 3 players, target 30, Good bonus +10, d6",
        "You are player 2. Turns played: 2 of 50.",
        "Turn 3: player 2 (you) rolled 2 and must keep or give it.",
        "Your Good number: 4  Evil number: 5  Score: 10",
        "Turns so far:",
        "  turn 1: player 0 rolled 6, kept it",
        "  turn 2: player 1 rolled 4, gave it to player 2 (you)",
        "Your move: keep, give 0, give 1",
      ].join("\n"),
    );
  });

  it("shows a spectator no secrets, and the last 8 turns only", () => {
    let s = mid;
    for (let i = 0; i < 10; i++) s = play(c3, i === 0 ? [keep] : [roll(3), keep], s);
    const text = game.formatObservation(game.observe(s, "spectator"));
    expect(text).toContain("You are a spectator. Turns played: 12 of 50.");
    expect(text).toContain("Turn 13: player 0 is about to roll.");
    expect(text).toContain("Last 8 turns:");
    expect(text).not.toContain("turn 4:");
    expect(text).toContain("turn 5:");
    expect(text).toContain("turn 12:");
    expect(text).not.toMatch(/Good number|Score|Your move/);
  });

  it("reveals everything once the game is over", () => {
    const won = play(c3, [keep, roll(6), give(2), roll(4), give(2), roll(2), keep], mid);
    const text = game.formatObservation(game.observe(won, 0));
    expect(text).toContain("Game over: player 2 reached exactly 30 and wins.");
    expect(text).toContain("Final scores (Good/Evil):");
    expect(text).toContain("  player 0 (you): 10  (6/1)");
    expect(text).toContain("  player 2: 30  (4/5)");
  });

  it("describes the deal and a turn-limit end, with no terminal control codes", () => {
    expect(game.formatObservation(game.observe(game.newGame(c3), 1))).toContain(
      "Waiting for the secret Good and Evil numbers to be dealt.",
    );
    const capped = cfg({ maxTurns: 1 });
    const over = play(capped, [secrets([1, 2], [3, 4]), roll(5), keep]);
    const text = game.formatObservation(game.observe(over, 1));
    expect(text).toContain("Game over: the turn limit was reached with no winner.");
    expect(text.includes("\u001b")).toBe(false);
  });
});

describe("rulesText", () => {
  it("is 40 to 70 lines, none wider than 78 columns", () => {
    const lines = rulesText.trimEnd().split("\n");
    expect(lines.length).toBeGreaterThanOrEqual(40);
    expect(lines.length).toBeLessThanOrEqual(70);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(78);
    expect(game.rulesText).toBe(rulesText);
  });
});
