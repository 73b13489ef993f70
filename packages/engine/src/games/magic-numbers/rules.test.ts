import { describe, expect, it } from "vitest";
import { CHANCE, TERMINAL } from "../../core/game";
import { makeRecord, replayWith } from "../../core/record";
import { Rng } from "../../core/rng";
import type { MagicNumbersAction } from "./actions";
import { GIVE, KEEP, ROLL } from "./actions";
import { applyRoll } from "./index";
import { scoresOf } from "./state";
import { cfg, game, give, keep, play, roll, secrets, snapshot } from "./testkit";

const C2 = cfg({});
// Player 0: Good 6, Evil 1. Player 1: Good 2, Evil 3.
const DEAL2 = secrets([6, 2], [1, 3]);

/**
 * Two players, every roll goes to player 0: player 0 keeps, player 1 gives to 0.
 * `turnsBefore` completed turns decide who rolls first.
 */
function toZero(rolls: number[], turnsBefore = 0): MagicNumbersAction[] {
  return rolls.flatMap((v, i) => [roll(v), (turnsBefore + i) % 2 === 0 ? keep : give(0)]);
}

describe("applyRoll (the seed's scoring, target 30, Good bonus 10)", () => {
  const c = { target: 30, goodBonus: 10 };
  it.each([
    // score, roll, good, evil, expected, why
    [0, 6, 6, 1, 10, "Good number adds the bonus instead of its value"],
    [12, 1, 6, 1, 0, "Evil number resets the score to zero"],
    [12, 4, 6, 1, 16, "any other number is added"],
    [27, 4, 6, 1, 27, "an addition past 30 is not made"],
    [25, 6, 6, 1, 25, "a Good bonus past 30 is not made either"],
    [20, 6, 6, 1, 30, "a Good bonus can land exactly on 30"],
    [26, 4, 6, 1, 30, "exactly 30"],
    [29, 1, 1, 6, 29, "stuck at 29 with Good 1: the Good bonus overshoots"],
    [29, 6, 1, 6, 0, "stuck at 29 with Good 1: only the Evil number helps"],
    [0, 1, 6, 1, 0, "Evil at zero stays zero"],
  ])("score %i, roll %i, good %i, evil %i → %i (%s)", (score, v, good, evil, expected) => {
    expect(applyRoll(score, v, good, evil, c)).toBe(expected);
  });

  it("a stuck player at 29 with Good 1 can move only with the Evil number", () => {
    const moves = [1, 2, 3, 4, 5, 6].filter((v) => applyRoll(29, v, 1, 6, c) !== 29);
    expect(moves).toEqual([6]);
  });
});

describe("a game of Magic Numbers", () => {
  it("starts at a chance node that deals secrets, then rolls for firstPlayer", () => {
    const s = game.newGame(C2);
    expect(game.toMove(s)).toBe(CHANCE);
    expect(game.actor(s)).toEqual({ kind: "chance" });
    const dealt = play(C2, [DEAL2]);
    expect(game.toMove(dealt)).toBe(CHANCE);
    const rolled = play(C2, [roll(4)], dealt);
    expect(game.actor(rolled)).toEqual({ kind: "player", player: 0 });
  });

  it("adds the Good bonus, resets on Evil, adds other numbers", () => {
    const s1 = play(C2, [DEAL2, ...toZero([6])]);
    expect(game.result(s1).scores).toEqual([10, 0]);
    const s2 = play(C2, toZero([4], 1), s1);
    expect(game.result(s2).scores).toEqual([14, 0]);
    const s3 = play(C2, toZero([1], 2), s2);
    expect(game.result(s3).scores).toEqual([0, 0]);
  });

  it("does not make an addition past the target, Good bonus included", () => {
    const at29 = play(C2, [DEAL2, ...toZero([6, 6, 5, 4])]);
    expect(game.result(at29).scores).toEqual([29, 0]);
    const over = play(C2, toZero([2, 6], 4), at29); // 31, then 39: neither is made
    expect(game.result(over).scores).toEqual([29, 0]);
    expect(game.toMove(over)).toBe(CHANCE);
  });

  it("a gift that makes exactly the target wins for the receiver at once", () => {
    // Player 0 reaches 25; player 1 rolls 5 and gives it to player 0.
    const s = play(C2, [DEAL2, ...toZero([6, 6, 5]), roll(5), give(0)]);
    expect(game.toMove(s)).toBe(TERMINAL);
    expect(game.result(s)).toEqual({ terminal: true, scores: [30, 0], winners: [0] });
  });

  it("a roll given to someone else that makes their target ends the game", () => {
    const c3 = cfg({ players: 3, target: 10 });
    // Player 2's Good number is 4: +10 = exactly 10.
    const s = play(c3, [secrets([1, 1, 4], [2, 2, 5]), roll(4), give(2)]);
    expect(game.result(s)).toEqual({ terminal: true, scores: [0, 0, 10], winners: [2] });
    const next = game.apply(s, roll(3));
    expect(!next.ok && next.error.code).toBe("ERR_GAME_OVER");
    expect(!next.ok && next.error.message).toMatch(/player 2 won/);
  });

  it("the next turn belongs to the player after the roller, whatever was given", () => {
    const c3 = cfg({ players: 3 });
    const s = play(c3, [secrets([1, 2, 3], [4, 5, 6]), roll(2), give(2), roll(3)]);
    expect(game.toMove(s)).toBe(1);
    const t = play(c3, [give(0), roll(5)], s);
    expect(game.toMove(t)).toBe(2);
    const u = play(c3, [keep, roll(5)], t);
    expect(game.toMove(u)).toBe(0);
  });

  it("starts with firstPlayer and wraps around", () => {
    const c3 = cfg({ players: 3, firstPlayer: 2 });
    const s = play(c3, [secrets([1, 2, 3], [4, 5, 6]), roll(2)]);
    expect(game.toMove(s)).toBe(2);
    expect(game.toMove(play(c3, [keep, roll(2)], s))).toBe(0);
  });

  it("ends with no winner after maxTurns completed turns", () => {
    const c = cfg({ maxTurns: 3 });
    const s2 = play(c, [DEAL2, ...toZero([2, 2]), roll(2)]);
    expect(game.toMove(s2)).toBe(0);
    const s3 = play(c, [keep], s2);
    expect(game.result(s3)).toEqual({ terminal: true, scores: [6, 0], winners: [] });
    const next = game.apply(s3, roll(1));
    expect(!next.ok && next.error).toEqual({
      code: "ERR_GAME_OVER",
      message: "the game is over: the turn limit of 3 turns was reached with no winner",
    });
  });

  it("result reports every current score while the game is on", () => {
    const s = play(C2, [DEAL2, roll(5), give(1)]);
    expect(game.result(s)).toEqual({ terminal: false, scores: [0, 5], winners: [] });
  });

  it("history holds every action, chance included, with shared constants", () => {
    const actions = [DEAL2, roll(4), keep, roll(6), give(0)];
    const s = play(C2, actions);
    expect(game.history(s)).toEqual(actions);
    expect(game.history(s)[1]).toBe(ROLL[4]);
    expect(game.history(s)[2]).toBe(KEEP);
    expect(game.history(s)[4]).toBe(GIVE[0]);
    expect(Object.isFrozen(game.history(s)[0])).toBe(true);
    const replayed = replayWith(game, makeRecord(game, s));
    expect(replayed.ok && scoresOf(replayed.value as typeof s)).toEqual([14, 0]);
  });
});

describe("illegal actions are rejected with their code and change nothing", () => {
  const dealt = play(C2, [DEAL2]);
  const rolled = play(C2, [roll(3)], dealt);
  const over = play(C2, [...toZero([6, 6, 5]), roll(5), give(0)], dealt);

  it.each([
    [
      "keep before the deal",
      game.newGame(C2),
      keep,
      "ERR_CHANCE_TO_ACT",
      /secret numbers must be dealt/,
    ],
    [
      "give before the roll",
      dealt,
      give(1),
      "ERR_CHANCE_TO_ACT",
      /die must be rolled for player 0/,
    ],
    [
      "roll while a decision is pending",
      rolled,
      roll(4),
      "ERR_PLAYER_TO_ACT",
      /player 0 must keep or give the roll 3/,
    ],
    ["secrets while a decision is pending", rolled, DEAL2, "ERR_PLAYER_TO_ACT", /player 0/],
    [
      "roll before the deal",
      game.newGame(C2),
      roll(4),
      "ERR_BAD_ROLL",
      /dealt before the first roll/,
    ],
    ["roll 0", dealt, { type: "roll", value: 0 }, "ERR_BAD_ROLL", /from 1 to 6 \(got 0\)/],
    ["roll 7 on a d6", dealt, { type: "roll", value: 7 }, "ERR_BAD_ROLL", /from 1 to 6 \(got 7\)/],
    ["secrets twice", dealt, DEAL2, "ERR_BAD_SECRETS", /already dealt/],
    [
      "too few secrets",
      game.newGame(C2),
      secrets([1], [2]),
      "ERR_BAD_SECRETS",
      /exactly 2 Good and 2 Evil/,
    ],
    ["uneven secrets", game.newGame(C2), secrets([1, 2], [2]), "ERR_BAD_SECRETS", /exactly 2/],
    [
      "Good 0",
      game.newGame(C2),
      secrets([1, 0], [2, 3]),
      "ERR_BAD_SECRETS",
      /player 1's Good number must be from 1 to 6 \(got 0\)/,
    ],
    [
      "Evil 7",
      game.newGame(C2),
      secrets([1, 2], [7, 3]),
      "ERR_BAD_SECRETS",
      /player 0's Evil number must be from 1 to 6 \(got 7\)/,
    ],
    [
      "Good equals Evil",
      game.newGame(C2),
      secrets([1, 4], [2, 4]),
      "ERR_BAD_SECRETS",
      /player 1's Good and Evil numbers must differ \(both are 4\)/,
    ],
    [
      "give to oneself",
      rolled,
      give(0),
      "ERR_BAD_RECIPIENT",
      /player 0 cannot give the roll to themself/,
    ],
    [
      "give to a missing player",
      rolled,
      give(2),
      "ERR_BAD_RECIPIENT",
      /player 2 does not exist \(players are 0 to 1\)/,
    ],
    [
      "give to -1",
      rolled,
      { type: "give", to: -1 },
      "ERR_BAD_RECIPIENT",
      /player -1 does not exist/,
    ],
    [
      "roll after the end",
      over,
      roll(2),
      "ERR_GAME_OVER",
      /game is over: player 0 won by reaching exactly 30/,
    ],
    ["keep after the end", over, keep, "ERR_GAME_OVER", /game is over/],
  ] as const)("%s", (_name, state, action, code, message) => {
    const before = snapshot(state);
    const r = game.apply(state, action as MagicNumbersAction);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe(code);
      expect(r.error.message).toMatch(message);
    }
    expect(snapshot(state)).toBe(before);
  });

  it("a legal apply leaves its input untouched too", () => {
    const before = snapshot(rolled);
    const r = game.apply(rolled, give(1));
    expect(r.ok).toBe(true);
    expect(snapshot(rolled)).toBe(before);
  });

  it("the record replayer names the failing action", () => {
    const rec = {
      ...makeRecord(game, dealt),
      actions: [DEAL2, roll(3), give(0)],
    };
    const r = replayWith(game, rec);
    expect(!r.ok && r.error).toEqual({
      code: "ERR_BAD_RECIPIENT",
      message: "action 2: player 0 cannot give the roll to themself; to take it, keep it",
      index: 2,
    });
  });
});

describe("chance", () => {
  it("chanceOutcomes: null for the secrets, the dieSides faces for a roll, null for players", () => {
    const c = cfg({ dieSides: 8 });
    expect(game.chanceOutcomes(game.newGame(c))).toBeNull();
    const dealt = play(c, [secrets([1, 2], [3, 4])]);
    const outs = game.chanceOutcomes(dealt)!;
    expect(outs.map((o) => o.action)).toEqual([1, 2, 3, 4, 5, 6, 7, 8].map((v) => ROLL[v]));
    expect(outs.reduce((t, o) => t + o.probability, 0)).toBeCloseTo(1, 12);
    expect(game.chanceOutcomes(play(c, [roll(8)], dealt))).toBeNull();
  });

  it("secrets draw Good uniformly, then Evil uniformly among the other faces", () => {
    const c = cfg({ players: 3 });
    const a = game.sampleChance(game.newGame(c), Rng.fromSeed("deal"));
    const r = Rng.fromSeed("deal");
    const good: number[] = [];
    const evil: number[] = [];
    for (let i = 0; i < 3; i++) {
      const g = 1 + r.int(6);
      const e = 1 + r.int(5);
      good.push(g);
      evil.push(e >= g ? e + 1 : e);
    }
    expect(a).toEqual({ type: "secrets", good, evil });
  });

  it("every (good, evil) pair is about equally likely", () => {
    const c = cfg({ players: 8 });
    const rng = Rng.fromSeed(7);
    const counts = new Map<string, number>();
    const n = 1500; // x 8 players = 12,000 pairs, 400 expected per pair
    for (let i = 0; i < n; i++) {
      const a = game.sampleChance(game.newGame(c), rng);
      if (a.type !== "secrets") throw new Error("expected secrets");
      a.good.forEach((g, j) => {
        const k = `${g}/${a.evil[j]}`;
        counts.set(k, (counts.get(k) ?? 0) + 1);
      });
    }
    expect(counts.size).toBe(30);
    for (const [k, v] of counts) {
      expect(k.split("/")[0]).not.toBe(k.split("/")[1]);
      expect(v).toBeGreaterThan(300);
      expect(v).toBeLessThan(500);
    }
  });

  it("sampleChance and sampleChanceInPlace draw the same outcome from the same generator", () => {
    const s = game.newGame(C2);
    const a = game.sampleChance(s, Rng.fromSeed(3));
    game.sampleChanceInPlace(s, Rng.fromSeed(3));
    expect(game.history(s)).toEqual([a]);
    const b = game.sampleChance(s, Rng.fromSeed(4));
    game.sampleChanceInPlace(s, Rng.fromSeed(4));
    expect(game.history(s)[1]).toBe(b);
  });

  it("sampleChance at a player node is a bug and throws", () => {
    expect(() => game.sampleChance(play(C2, [DEAL2, roll(2)]), Rng.fromSeed(1))).toThrow();
  });
});

describe("action ids and the fast path", () => {
  it("keep = 0, give j = 1 + j, maxActionId = 1 + players", () => {
    expect(game.actionId(KEEP)).toBe(0);
    for (let j = 0; j < 8; j++) {
      expect(game.actionId(GIVE[j]!)).toBe(1 + j);
      expect(game.actionFromId(1 + j)).toBe(GIVE[j]);
    }
    expect(game.actionFromId(0)).toBe(KEEP);
    expect(game.maxActionId(cfg({ players: 5 }))).toBe(6);
    expect(() => game.actionId(ROLL[3]!)).toThrow(/no action id/);
    expect(() => game.actionFromId(9)).toThrow();
  });

  it("legalIds lists keep and a give to every other player, matching legalActions", () => {
    const c = cfg({ players: 4 });
    const s = play(c, [secrets([1, 2, 3, 4], [2, 3, 4, 5]), roll(1), give(3), roll(6)]);
    const buf = new Int32Array(game.maxActionId(c));
    const n = game.legalIds(s, buf);
    expect(Array.from(buf.subarray(0, n))).toEqual([0, 1, 3, 4]);
    expect(game.legalActions(s).map((a) => game.actionId(a))).toEqual([0, 1, 3, 4]);
    expect(game.legalActions(play(c, [keep], s))).toEqual([]);
    expect(game.legalIds(play(c, [keep], s), buf)).toBe(0);
  });

  it("applyId and applyInPlace agree with the checked door", () => {
    const c = cfg({ players: 3 });
    const actions = [secrets([1, 2, 3], [4, 5, 6]), roll(2), give(2), roll(5), keep, roll(3)];
    const checked = play(c, actions);
    const fast = game.newGame(c);
    for (const a of actions) game.applyInPlace(fast, a);
    expect(snapshot(fast)).toBe(snapshot(checked));
    const byId = game.clone(fast);
    game.applyId(byId, 1);
    expect(snapshot(byId)).toBe(snapshot(play(c, [give(0)], checked)));
    expect(snapshot(fast)).toBe(snapshot(checked)); // clone is independent
  });
});
