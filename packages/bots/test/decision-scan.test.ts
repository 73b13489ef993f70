// Reading a growing record's decisions (src/review/decision-scan.ts): read in pieces, a scan
// finds each seat's decisions exactly as the review does (decisionIndices) on the whole record;
// an illegal action is a ReviewError with its index.

import type { GameId, GameRecord } from "@number-games/engine";
import { CHANCE, getGame, RECORD_FORMAT, Rng, TERMINAL } from "@number-games/engine";
import { describe, expect, it } from "vitest";
import { DecisionScan, decisionIndices, ReviewError, randomBot } from "../src/index";

function randomRecord(id: GameId, players: number, seed: string): GameRecord {
  const game = getGame(id);
  const cfg = game.parseConfig({ players });
  if (!cfg.ok) throw new Error(cfg.error.message);
  const rng = Rng.fromSeed(seed);
  const bot = randomBot(game as never, { seed });
  let state = game.newGame(cfg.value);
  const actions: unknown[] = [];
  for (;;) {
    const m = game.toMove(state);
    if (m === TERMINAL) break;
    const a = m === CHANCE ? game.sampleChance(state, rng) : bot.act(game.observe(state, m));
    actions.push(a);
    const next = game.apply(state, a as never);
    if (!next.ok) throw new Error(next.error.message);
    state = next.value;
  }
  return { format: RECORD_FORMAT, game: id, config: { players }, actions } as GameRecord;
}

describe("a decision scan", () => {
  it.each(["number-line", "take-or-pay", "magic-numbers"] as const)(
    "%s: read in pieces, finds what the review finds on the whole record",
    (id) => {
      const record = randomRecord(id, 3, `scan-${id}`);
      const scan = DecisionScan.of(record);
      for (let n = 0; n <= record.actions.length; n += 7) scan.extend(record.actions.slice(0, n));
      scan.extend(record.actions);
      expect(scan.length).toBe(record.actions.length);
      for (let seat = 0; seat < 3; seat++) {
        expect(scan.decisionsOf(seat)).toEqual(decisionIndices(record, seat));
      }
    },
  );

  it("an illegal action is a ReviewError naming its index", () => {
    const record = randomRecord("take-or-pay", 3, "scan-bad");
    const scan = DecisionScan.of(record);
    const bad = [...record.actions.slice(0, 3), { type: "nonsense" }];
    expect(() => scan.extend(bad)).toThrow(ReviewError);
    expect(scan.length).toBe(3);
  });
});
