// Takeback and resign over every game: undo then redo gives the same state and record; chance
// already drawn stays drawn; bad input is refused with a typed error and changes nothing.

import { createBot } from "@number-games/bots";
import type { GameId } from "@number-games/engine";
import { GAME_IDS } from "@number-games/engine";
import { describe, expect, it } from "vitest";
import type { LocalGame } from "./referee";
import {
  actLocal,
  botSeed,
  createLocalGame,
  observeLocal,
  recordOf,
  restoreLocalGame,
  stepChance,
  turnOf,
} from "./referee";
import type { Seat } from "./seats";
import { canTakeBack, isOver, localOutcome, resign, resignationOf, takeBack } from "./takeback";

const CONFIGS: Record<GameId, unknown> = {
  "number-line": { players: 3 },
  "take-or-pay": { players: 3 },
  "magic-numbers": { players: 3, target: 60 },
};

function seats(humans: number): Seat[] {
  return Array.from({ length: 3 }, (_, i) =>
    i < humans ? { kind: "human", name: `H${i}` } : { kind: "bot", name: `B${i}`, level: "random" },
  );
}

function newLocal(id: GameId, humans = 1, seed = "tb"): LocalGame {
  const r = createLocalGame({
    game: id,
    mode: humans === 1 ? "computer" : "pass",
    config: CONFIGS[id],
    seats: seats(humans),
    seed,
    now: 0,
  });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** One step: chance by the referee, any seat (people too) by a seeded random bot. */
function step(lg: LocalGame): LocalGame {
  const turn = turnOf(lg);
  if (turn.kind === "terminal") throw new Error("over");
  const r =
    turn.kind === "chance"
      ? stepChance(lg, 0)
      : actLocal(
          lg,
          turn.seat,
          createBot(lg.game, "random", { seed: botSeed(lg.save, turn.seat) }).act(
            observeLocal(lg, turn.seat),
          ),
          0,
        );
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** Plays until seat 0 (the person) has made `moves` moves and it is someone else's turn. */
function playMoves(lg: LocalGame, moves: number): LocalGame {
  let made = 0;
  for (let i = 0; i < 5000; i++) {
    const turn = turnOf(lg);
    if (turn.kind === "terminal") return lg;
    if (turn.kind === "human" && made === moves) return lg;
    if (turn.kind === "human") made++;
    lg = step(lg);
  }
  throw new Error("game did not end");
}

function unchanged(lg: LocalGame, r: { ok: boolean; error?: { code: string } }, code: string) {
  expect(r.ok).toBe(false);
  expect(r.error?.code).toBe(code);
  return lg;
}

describe("takeback", () => {
  for (const id of GAME_IDS) {
    describe(id, () => {
      it("undo then redo gives the same state and record", () => {
        const before = playMoves(newLocal(id), 2);
        expect(turnOf(before).kind).toBe("human");
        const undone = takeBack(before, 0);
        if (!undone.ok) throw new Error(undone.error.message);
        const u = undone.value;
        expect(u.save.actions.length).toBeLessThan(before.save.actions.length);
        expect(before.save.actions.slice(0, u.save.actions.length)).toEqual(u.save.actions);
        // Back at the person's own decision, with the chance before it still drawn.
        expect(turnOf(u)).toEqual({ kind: "human", seat: 0 });
        expect(u.save.takebacks).toBe(1);
        // Redo: the same move, then chance and the computers as before.
        let redo = u;
        while (redo.save.actions.length < before.save.actions.length) redo = step(redo);
        expect(redo.save.actions).toEqual(before.save.actions);
        expect(redo.game.history(redo.state)).toEqual(before.game.history(before.state));
        expect(observeLocal(redo, "spectator")).toEqual(observeLocal(before, "spectator"));
        expect(observeLocal(redo, 0)).toEqual(observeLocal(before, 0));
        const rec = recordOf(redo);
        expect(rec.actions).toEqual(recordOf(before).actions);
        expect(rec.meta?.takebacks).toBe(1);
      });

      it("takes back as often as the person likes, one of their moves at a time", () => {
        const lg = playMoves(newLocal(id), 2);
        const once = takeBack(lg, 0);
        if (!once.ok) throw new Error(once.error.message);
        const twice = takeBack(once.value, 0);
        if (!twice.ok) throw new Error(twice.error.message);
        expect(twice.value.save.takebacks).toBe(2);
        expect(twice.value.save.actions.length).toBeLessThan(once.value.save.actions.length);
        expect(turnOf(twice.value)).toEqual({ kind: "human", seat: 0 });
        // A saved game keeps its count through a reload.
        const restored = restoreLocalGame(JSON.parse(JSON.stringify(twice.value.save)));
        expect(restored.ok && restored.value.save.takebacks).toBe(2);
      });

      it("takeback with nothing to take back is refused and changes nothing", () => {
        const lg = playMoves(newLocal(id), 0);
        const r = takeBack(lg, 0);
        unchanged(lg, r, "ERR_NOTHING_TO_TAKE_BACK");
        expect(canTakeBack(lg)).toBe(false);
      });

      it("takeback with several people at the device is refused (they would all have to agree)", () => {
        let lg = newLocal(id, 2);
        for (let i = 0; i < 4 && turnOf(lg).kind !== "terminal"; i++) lg = step(lg);
        const copy = JSON.stringify(lg.save);
        unchanged(lg, takeBack(lg, 0), "ERR_TAKEBACK_NOT_ALONE");
        expect(JSON.stringify(lg.save)).toBe(copy);
      });

      it("resign ends the game: the resigner last, the others share the win", () => {
        const lg = playMoves(newLocal(id), 2);
        const r = resign(lg, 0, 0);
        if (!r.ok) throw new Error(r.error.message);
        const over = r.value;
        expect(isOver(over)).toBe(true);
        expect(turnOf(over).kind).toBe("terminal");
        expect(resignationOf(over)).toEqual({ seat: 0, winners: [1, 2], ranking: [1, 2, 0] });
        expect(localOutcome(over)?.winners).toEqual([1, 2]);
        expect(recordOf(over).meta?.resigned).toBe(0);
        // Nothing moves after a resignation, and nothing is taken back.
        const copy = JSON.stringify(over.save);
        unchanged(over, resign(over, 0, 0), "ERR_ALREADY_RESIGNED");
        unchanged(over, takeBack(over, 0), "ERR_GAME_OVER");
        expect(stepChance(over, 0).ok).toBe(false);
        expect(actLocal(over, 1, {}, 0).ok).toBe(false);
        expect(JSON.stringify(over.save)).toBe(copy);
        // The resignation survives a reload.
        const restored = restoreLocalGame(JSON.parse(JSON.stringify(over.save)));
        expect(restored.ok && restored.value.save.resigned).toBe(0);
        expect(restored.ok && turnOf(restored.value).kind).toBe("terminal");
      });

      it("only a person resigns", () => {
        const lg = playMoves(newLocal(id), 1);
        unchanged(lg, resign(lg, 2, 0), "ERR_NOT_A_PERSON");
        unchanged(lg, resign(lg, 7, 0), "ERR_NOT_A_PERSON");
        expect(lg.save.resigned).toBeUndefined();
      });
    });
  }

  it("Magic Numbers: the rolls after a takeback are the rolls drawn before (no free re-roll)", () => {
    for (const seed of ["a", "b", "c", "d", "e"]) {
      const before = playMoves(newLocal("magic-numbers", 1, seed), 3);
      const undone = takeBack(before, 0);
      if (!undone.ok) throw new Error(undone.error.message);
      const at = undone.value.save.actions.length;
      // The roll the person decides on is the one they saw.
      expect(undone.value.save.actions[at - 1]).toEqual(before.save.actions[at - 1]);
      // Decide differently: the next roll is still the one already drawn there.
      const played = before.save.actions[at] as { type: string };
      const other = played.type === "keep" ? { type: "give", to: 1 } : { type: "keep" };
      const changed = actLocal(undone.value, 0, other, 0);
      if (!changed.ok) throw new Error(changed.error.message);
      if (turnOf(changed.value).kind !== "chance") continue; // a win on the spot
      const roll = stepChance(changed.value, 0);
      if (!roll.ok) throw new Error(roll.error.message);
      expect(roll.value.save.actions[at + 1]).toEqual(before.save.actions[at + 1]);
    }
  });

  it("Take or Pay: the deck dealt at the start stays the deck after a takeback", () => {
    const before = playMoves(newLocal("take-or-pay"), 3);
    const undone = takeBack(before, 0);
    if (!undone.ok) throw new Error(undone.error.message);
    expect(undone.value.save.actions[0]).toEqual(before.save.actions[0]);
  });

  it("a save naming a computer as the resigner is damaged", () => {
    const lg = newLocal("number-line");
    const r = restoreLocalGame({ ...lg.save, resigned: 2 });
    expect(r.ok).toBe(false);
  });
});
