// The end-of-game breakdown from the final observation of real games (docs/rules.md).

import type { GameId } from "@number-games/engine";
import { getGame, randomGame } from "@number-games/engine";
import { describe, expect, it } from "vitest";
import { playTextMoves } from "../play/textMoves";
import { buildBreakdown } from "./breakdown";

// biome-ignore lint/suspicious/noExplicitAny: the game and its state are generic here
function finalObs(id: GameId, config: unknown, moves: readonly string[]): any {
  const { game, state } = playTextMoves(id, config, moves);
  return { game, s: state, obs: game.observe(state, 0) };
}

describe("score breakdown", () => {
  it("is empty before the end", () => {
    const { obs } = finalObs("magic-numbers", { players: 2, target: 20 }, ["secrets 1/6 2/5"]);
    expect(buildBreakdown(obs)).toEqual([]);
  });

  it("Magic Numbers: the secrets, then each keep, gift and gift received in order", () => {
    const moves = ["secrets 1/6 2/5 3/4", "roll 1", "keep", "roll 1", "give 0"];
    const { obs } = finalObs("magic-numbers", { players: 3, target: 20 }, moves);
    const b = buildBreakdown(obs);
    expect(b[0]!.map((l) => l.key)).toEqual([
      "end.mnSecrets",
      "end.mnKept",
      "end.mnGot",
      "end.score",
    ]);
    expect(b[0]![0]!.params).toEqual({ good: 1, evil: 6 });
    expect(b[1]![1]).toEqual({ key: "end.mnGave", params: { roll: 1 }, seats: { to: 0 } });
    expect(b[0]!.at(-1)!.params).toEqual({ n: obs.result.scores[0] });
    // What each roll did and the running total: 1 is seat 0's Good number (+10) twice.
    expect(b[0]![1]!.params).toMatchObject({ roll: 1, context: "good", total: 10, bonus: 10 });
    expect(b[0]![2]!.params).toMatchObject({ roll: 1, context: "good", total: 20 });
  });

  it("Magic Numbers: each player's running total ends at the engine's score", () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const game = getGame("magic-numbers");
      const cfg = game.parseConfig({ players: 3, target: 20 });
      if (!cfg.ok) throw new Error(cfg.error.message);
      const end = randomGame(game, cfg.value, seed);
      // biome-ignore lint/suspicious/noExplicitAny: the observation of this game
      const obs = game.observe(end, 0) as any;
      const b = buildBreakdown(obs);
      for (let p = 0; p < 3; p++) {
        const received = b[p]!.filter((l) => l.key === "end.mnKept" || l.key === "end.mnGot");
        const last = received.at(-1)?.params?.total ?? 0;
        expect(last, `seed ${seed} seat ${p}`).toBe(obs.revealed.scores[p]);
        for (const l of received) {
          expect(["plain", "good", "evil", "over"]).toContain(l.params!.context);
        }
      }
    }
  });

  it("Take or Pay: each run with its lowest card, then the tokens; the score is the engine's", () => {
    const { game, s, obs } = finalObs("take-or-pay", { players: 3 }, [
      `deal ${Array.from({ length: 30 }, (_, i) => i + 3).join(" ")}`,
    ]);
    // Take every card in turn until the game ends.
    let st = s;
    while (game.toMove(st) >= 0) st = game.apply(st, { type: "take" }).value;
    const end = game.observe(st, 0);
    const b = buildBreakdown(end);
    expect(obs.result).toBeUndefined();
    expect(b).toHaveLength(3);
    for (let p = 0; p < 3; p++) {
      const runs = b[p]!.filter((l) => l.key === "end.topRun");
      const counted = runs.map((l) => Number(l.params!.card));
      // Each counted card is the lowest of its run and is one of the player's cards.
      for (const c of counted) expect(end.cards[p]).toContain(c);
      expect(b[p]!.at(-1)).toEqual({ key: "end.score", params: { n: end.result.scores[p] } });
    }
  });

  it("Number Line: points per round and the decoys shown", () => {
    const { game, s } = finalObs("number-line", { players: 2, firstPlayer: 0 }, []);
    // Play the first legal move until the end (decoys are placed and revealed on the way).
    let st = s;
    while (game.toMove(st) >= 0) st = game.apply(st, game.legalActions(st)[0]).value;
    const end = game.observe(st, 1);
    const b = buildBreakdown(end);
    const rounds = end.rounds.length;
    expect(b[1]!.filter((l) => l.key.startsWith("end.nlRound"))).toHaveLength(rounds);
    expect(b[1]!.some((l) => l.key === "end.nlRoundDecoy")).toBe(true);
    const sum = b[1]!
      .filter((l) => l.key.startsWith("end.nlRound"))
      .reduce((a, l) => a + Number(l.params!.points), 0);
    expect(sum).toBe(end.totals[1]);
  });
});
