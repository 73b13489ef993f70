// One conformance suite for every game (OpenSpiel style): random playouts through both doors,
// record round-trips, determinism, action ids and text, observation contract, noninterference
// via resample, and robustness of the untrusted-input parsers. Game-specific rules and the
// seeds' worked examples are tested next to each game.

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { breathe } from "../../../../scripts/vitest-breathe";
import type { AnyGame, GameId } from "../../src/index";
import {
  CHANCE,
  getGame,
  makeRecord,
  parseRecord,
  Rng,
  randomPlayoutInPlace,
  randomPlayoutSteps,
  replay,
  TERMINAL,
} from "../../src/index";

export const CONFIGS: Record<GameId, unknown[]> = {
  "number-line": [{ players: 2 }, { players: 3, firstPlayer: 2 }, { players: 4 }, { players: 5 }],
  "take-or-pay": [
    { players: 3 },
    { players: 4, openTokens: true },
    { preset: "classic", players: 5, firstPlayer: 4 },
    { preset: "classic", players: 7 },
  ],
  "magic-numbers": [
    { players: 2 },
    { players: 3, firstPlayer: 1, maxTurns: 200 },
    { players: 4, maxTurns: 1000 },
    { players: 2, target: 12, dieSides: 4 },
    { players: 5, dieSides: 2, maxTurns: 300 },
  ],
};

const plain = (x: unknown): unknown => JSON.parse(JSON.stringify(x));

function viewers(game: AnyGame, cfg: unknown): (number | "spectator")[] {
  const n = game.numPlayers(cfg);
  return [...Array.from({ length: n }, (_, i) => i), "spectator"];
}

/** Plays a random game through the checked door, calling `check` before every step. */
function walk(
  game: AnyGame,
  cfg: unknown,
  rng: Rng,
  check: (state: unknown, step: number) => void,
): unknown {
  let state = game.newGame(cfg);
  for (let step = 0; ; step++) {
    check(state, step);
    const m = game.toMove(state);
    if (m === TERMINAL) return state;
    const action =
      m === CHANCE
        ? game.sampleChance(state, rng)
        : game.legalActions(state)[rng.int(game.legalActions(state).length)];
    const next = game.apply(state, action);
    if (!next.ok)
      throw new Error(`legal action rejected: ${next.error.code} ${next.error.message}`);
    state = next.value;
  }
}

/**
 * Registers the whole suite for one game (one test file per game, so they run in parallel):
 * a built-in with its CONFIGS, or a game registered at test time with configs of its own.
 */
export function conformance(id: GameId, configInputs: readonly unknown[] = CONFIGS[id]): void {
  const game: AnyGame = getGame(id);
  describe(`conformance: ${id}`, () => {
    const configs = configInputs.map((input) => {
      const c = game.parseConfig(input);
      if (!c.ok) throw new Error(`${id} rejects ${JSON.stringify(input)}: ${c.error.message}`);
      return c.value;
    });

    it("normalised configs are plain JSON and parse to themselves", () => {
      for (const cfg of configs) {
        expect(plain(cfg)).toEqual(cfg);
        const again = game.parseConfig(plain(cfg));
        expect(again.ok && again.value).toEqual(cfg);
        expect(game.numPlayers(cfg)).toBeGreaterThanOrEqual(game.minPlayers);
        expect(game.numPlayers(cfg)).toBeLessThanOrEqual(game.maxPlayers);
      }
    });

    it("rejects configs that cannot be played with ERR_CONFIG", () => {
      for (const bad of [
        null,
        42,
        "x",
        { players: game.maxPlayers + 1 },
        { players: game.minPlayers - 1 },
        { players: 2.5 },
        { firstPlayer: -1 },
        { firstPlayer: game.maxPlayers },
        { nonsense: true },
      ]) {
        const r = game.parseConfig(bad);
        expect(r.ok, JSON.stringify(bad)).toBe(false);
        if (!r.ok) {
          expect(r.error.code).toBe("ERR_CONFIG");
          expect(r.error.message.length).toBeGreaterThan(10);
        }
      }
    });

    it("random games through the checked door keep the contract at every step", async () => {
      const rng = Rng.fromSeed(`conformance-${id}`);
      for (const cfg of configs) {
        const P = game.numPlayers(cfg);
        const buf = new Int32Array(game.maxActionId(cfg));
        for (let g = 0; g < 20; g++) {
          // The test runner's worker must answer its own messages between games.
          await breathe();
          const end = walk(game, cfg, rng, (state) => {
            const m = game.toMove(state);
            const actor = game.actor(state);
            if (m === TERMINAL) expect(actor).toEqual({ kind: "terminal" });
            else if (m === CHANCE) expect(actor).toEqual({ kind: "chance" });
            else expect(actor).toEqual({ kind: "player", player: m });
            const legal = m >= 0 ? game.legalActions(state) : [];
            if (m >= 0) {
              expect(legal.length).toBeGreaterThan(0);
              // legal ids and legal actions are the same set, ids round-trip
              const n = game.legalIds(state, buf);
              const ids = Array.from(buf.subarray(0, n)).sort((a, b) => a - b);
              const fromActions = legal.map((a) => game.actionId(a)).sort((a, b) => a - b);
              expect(ids).toEqual(fromActions);
              for (const a of legal) {
                expect(game.actionFromId(game.actionId(a))).toEqual(a);
                const text = game.formatAction(a);
                const back = game.parseActionText(text);
                expect(back.ok && back.value, text).toEqual(a);
                const parsed = game.parseAction(plain(a));
                expect(parsed.ok && parsed.value).toEqual(a);
              }
            }
            // observations: plain JSON, the right actor, legal only for the one to act
            for (const v of viewers(game, cfg)) {
              const obs = game.observe(state, v);
              expect(plain(obs)).toEqual(obs);
              expect(obs.game).toBe(id);
              expect(obs.viewer).toEqual(v);
              expect(obs.players).toBe(P);
              expect(obs.actor).toEqual(actor);
              if (v === m) expect(obs.legal).toEqual(legal);
              else expect(obs.legal).toEqual([]);
              expect(obs.result !== undefined).toBe(m === TERMINAL);
            }
            const res = game.result(state);
            expect(res.terminal).toBe(m === TERMINAL);
            expect(res.scores.length).toBe(P);
            if (m !== TERMINAL) expect(res.winners).toEqual([]);
          });
          const res = game.result(end);
          for (const w of res.winners) expect(w >= 0 && w < P).toBe(true);
          expect(new Set(res.winners).size).toBe(res.winners.length);
        }
      }
    });

    it("the checked door never changes the state it is given, and rejects with typed errors", async () => {
      const rng = Rng.fromSeed(`immutability-${id}`);
      for (const cfg of configs) {
        for (let g = 0; g < 15; g++) {
          await breathe();
          walk(game, cfg, rng, (state) => {
            const before = plain(game.observe(state, "spectator"));
            const hist = game.history(state).length;
            const m = game.toMove(state);
            if (m >= 0) {
              const legal = game.legalActions(state);
              game.apply(state, legal[0]);
            } else if (m === CHANCE) {
              game.apply(state, game.sampleChance(state, rng));
            }
            // any action of the wrong kind, or after the end, is refused
            for (let id2 = 0; id2 < game.maxActionId(cfg); id2++) {
              const a = game.actionFromId(id2);
              const r = game.apply(state, a);
              if (m === TERMINAL) expect(!r.ok && r.error.code).toBe("ERR_GAME_OVER");
              if (m === CHANCE) expect(!r.ok && r.error.code).toBe("ERR_CHANCE_TO_ACT");
              if (!r.ok) expect(r.error.message.length).toBeGreaterThan(5);
            }
            expect(game.history(state).length).toBe(hist);
            expect(game.observe(state, "spectator")).toEqual(before);
          });
        }
      }
    });

    it("records round-trip through JSON and replay to the same result; same seed, same game", async () => {
      const rng = Rng.fromSeed(`records-${id}`);
      for (const cfg of configs) {
        for (let g = 0; g < 25; g++) {
          await breathe();
          const end = walk(game, cfg, rng, () => {});
          const rec = makeRecord(game, end, { players: ["a", "b"] });
          const text = JSON.stringify(rec);
          const back = replay(JSON.parse(text));
          expect(back.ok).toBe(true);
          if (!back.ok) continue;
          expect(game.result(back.value.state)).toEqual(game.result(end));
          expect(makeRecord(game, back.value.state, { players: ["a", "b"] })).toEqual(rec);
          for (const v of viewers(game, cfg)) {
            expect(game.observe(back.value.state, v)).toEqual(game.observe(end, v));
          }
        }
        const a = walk(game, cfg, Rng.fromSeed("same"), () => {});
        const b = walk(game, cfg, Rng.fromSeed("same"), () => {});
        expect(game.history(a)).toEqual(game.history(b));
      }
    });

    it("a corrupted record is rejected with the index of the first bad action", () => {
      const rng = Rng.fromSeed(`corrupt-${id}`);
      for (const cfg of configs) {
        const end = walk(game, cfg, rng, () => {});
        const actions = [...game.history(end)];
        // after the end, any further action is rejected at its index
        const extra = replay({
          format: "number-games/record@1",
          game: id,
          config: cfg,
          actions: [...actions, actions[actions.length - 1]],
        });
        expect(!extra.ok && extra.error.index).toBe(actions.length);
        expect(!extra.ok && extra.error.code).toBe("ERR_GAME_OVER");
        expect(!extra.ok && extra.error.message).toMatch(new RegExp(`^action ${actions.length}: `));
        const garbage = replay({
          format: "number-games/record@1",
          game: id,
          config: cfg,
          actions: [...actions.slice(0, 3), { type: "nonsense" }],
        });
        expect(!garbage.ok && garbage.error.index).toBe(3);
        expect(!garbage.ok && garbage.error.code).toBe("ERR_ACTION_SHAPE");
      }
      expect(parseRecord({ format: "x" }).ok).toBe(false);
      const unknown = replay({
        format: "number-games/record@1",
        game: "chess",
        config: {},
        actions: [],
      });
      expect(!unknown.ok && unknown.error.code).toBe("ERR_UNKNOWN_GAME");
    });

    it("the playout kernel plays the step-by-step game draw for draw, from any state", async () => {
      for (const cfg of configs) {
        const buf = new Int32Array(game.maxActionId(cfg));
        const P = game.numPlayers(cfg);
        const prefix = Rng.fromSeed(`kernel-prefix-${id}`);
        for (let g = 0; g < 500; g++) {
          await breathe();
          // From the start, or from a state a few random steps in (a chance node, a pending
          // roll, the middle of a round, ...).
          const start = game.newGame(cfg);
          const k = g % 2 === 0 ? 0 : prefix.int(40);
          for (let i = 0; i < k && game.toMove(start) !== TERMINAL; i++) {
            if (game.toMove(start) === CHANCE) game.sampleChanceInPlace(start, prefix);
            else game.applyId(start, buf[prefix.int(game.legalIds(start, buf))]!);
          }
          const kernel = game.clone(start);
          const steps = game.clone(start);
          const rk = Rng.fromSeed(`kernel-${g}`);
          const rs = Rng.fromSeed(`kernel-${g}`);
          const n = randomPlayoutInPlace(game, kernel, rk, buf);
          expect(n).toBe(randomPlayoutSteps(game, steps, rs, buf));
          expect(rk.getState()).toEqual(rs.getState());
          expect(game.toMove(kernel)).toBe(TERMINAL);
          expect(game.history(kernel)).toEqual(game.history(steps));
          expect(game.history(kernel).length).toBe(game.history(start).length + n);
          expect(game.result(kernel)).toEqual(game.result(steps));
          if (g % 25 === 0) {
            for (let v = 0; v < P; v++)
              expect(game.observe(kernel, v)).toEqual(game.observe(steps, v));
          }
        }
      }
    });

    it("the fast path plays the same games as the checked door", async () => {
      for (const cfg of configs) {
        const buf = new Int32Array(game.maxActionId(cfg));
        for (let g = 0; g < 300; g++) {
          await breathe();
          // the fast path with one rng ...
          const fast = game.newGame(cfg);
          randomPlayoutInPlace(game, fast, Rng.fromSeed(`fast-${g}`), buf);
          // ... replayed through the checked door gives the same result
          const rec = makeRecord(game, fast);
          const back = replay(plain(rec));
          expect(back.ok, !back.ok ? back.error.message : "").toBe(true);
          if (back.ok) expect(game.result(back.value.state)).toEqual(game.result(fast));
          // clone is deep: playing on a clone leaves the original alone
          const mid = game.newGame(cfg);
          const rng = Rng.fromSeed(`clone-${g}`);
          for (let k = 0; k < 5 && game.toMove(mid) !== TERMINAL; k++) {
            if (game.toMove(mid) === CHANCE) game.sampleChanceInPlace(mid, rng);
            else game.applyId(mid, buf[rng.int(game.legalIds(mid, buf))]!);
          }
          const snapshot = plain(game.observe(mid, "spectator"));
          const histLen = game.history(mid).length;
          randomPlayoutInPlace(game, game.clone(mid), rng, buf);
          expect(game.observe(mid, "spectator")).toEqual(snapshot);
          expect(game.history(mid).length).toBe(histLen);
        }
      }
    });

    it("noninterference: a resampled state shows every viewer exactly the same observation", async () => {
      const rng = Rng.fromSeed(`resample-${id}`);
      for (const cfg of configs) {
        for (let g = 0; g < 8; g++) {
          await breathe();
          walk(game, cfg, rng, (state, step) => {
            if (step % 3 !== 0) return;
            for (const v of viewers(game, cfg)) {
              const obs = game.observe(state, v);
              for (let k = 0; k < 2; k++) {
                const other = game.resample(obs, rng);
                expect(game.observe(other, v)).toEqual(obs);
                expect(game.toMove(other)).toBe(game.toMove(state));
                // the resampled state is itself a legal game: its history replays
                const back = replay(plain(makeRecord(game, other)));
                expect(back.ok, !back.ok ? back.error.message : "").toBe(true);
              }
            }
          });
        }
      }
    });

    it("viewHistory: one entry per action, plain JSON, all known at the end, the same for every resampled state", async () => {
      const rng = Rng.fromSeed(`view-history-${id}`);
      for (const cfg of configs) {
        for (let g = 0; g < 4; g++) {
          // The test runner's worker must answer its own messages between games.
          await breathe();
          walk(game, cfg, rng, (state, step) => {
            const over = game.toMove(state) === TERMINAL;
            if (step % 4 !== 0 && !over) return;
            const history = game.history(state);
            for (const v of viewers(game, cfg)) {
              const views = game.viewHistory(state, v);
              expect(views.length).toBe(history.length);
              views.forEach((view, i) => {
                if (view.kind === "known") expect(view.action).toEqual(history[i]);
                if (view.kind === "partial") expect(plain(view.shown)).toEqual(view.shown);
                if (over) expect(view.kind).toBe("known");
              });
              // Never more than the observation: a state resampled from it shows the same.
              if (!over) {
                const other = game.resample(game.observe(state, v), rng);
                expect(plain(game.viewHistory(other, v))).toEqual(plain(views));
              }
            }
          });
        }
      }
    });

    it("untrusted input never throws: parseAction, parseActionText and parseConfig answer typed errors", async () => {
      await fc.assert(
        fc.asyncProperty(fc.jsonValue(), fc.string(), async (json, text) => {
          await breathe();
          const a = game.parseAction(json);
          if (!a.ok) expect(a.error.code).toBe("ERR_ACTION_SHAPE");
          const t = game.parseActionText(text);
          if (!t.ok) expect(typeof t.error.message).toBe("string");
          const c = game.parseConfig(json);
          if (!c.ok) expect(c.error.code).toBe("ERR_CONFIG");
        }),
        { numRuns: 2000 },
      );
      for (const bad of [null, undefined, 1, "pay", [], {}, { type: 1 }, { type: "x" }]) {
        const a = game.parseAction(bad);
        expect(a.ok).toBe(false);
      }
    });

    it("many fast random playouts end, with results in range", async () => {
      for (const cfg of configs) {
        const P = game.numPlayers(cfg);
        const buf = new Int32Array(game.maxActionId(cfg));
        const rng = Rng.fromSeed(`many-${id}`);
        for (let g = 0; g < 1500; g++) {
          await breathe();
          const s = game.newGame(cfg);
          randomPlayoutInPlace(game, s, rng, buf);
          const r = game.result(s);
          expect(r.terminal).toBe(true);
          expect(r.scores.length).toBe(P);
          for (const x of r.scores) expect(Number.isFinite(x)).toBe(true);
        }
      }
    });
  });
}
