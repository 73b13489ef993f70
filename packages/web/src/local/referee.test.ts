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
  randomFirstPlayer,
  recordOf,
  rematch,
  restoreLocalGame,
  seedFromSearch,
  stepChance,
  turnOf,
} from "./referee";
import type { Screen } from "./screen";
import { initialScreen, nextScreen } from "./screen";
import type { Seat } from "./seats";

const CONFIGS: Record<GameId, unknown> = {
  "number-line": { players: 3 },
  "take-or-pay": { players: 3 },
  "magic-numbers": { players: 3, target: 12 },
};

function seats(n: number, humans: number): Seat[] {
  return Array.from({ length: n }, (_, i) =>
    i < humans ? { kind: "human", name: `H${i}` } : { kind: "bot", name: `B${i}`, level: "random" },
  );
}

/** Plays to the end: chance by the referee, every seat by a random bot fed its observation. */
function playOut(lg: LocalGame, maxSteps = 5000): LocalGame {
  for (let i = 0; i < maxSteps; i++) {
    const turn = turnOf(lg);
    if (turn.kind === "terminal") return lg;
    if (turn.kind === "chance") {
      const r = stepChance(lg, 0);
      if (!r.ok) throw new Error(r.error.message);
      lg = r.value;
      continue;
    }
    const bot = createBot(lg.game, "random", { seed: botSeed(lg.save, turn.seat) });
    const r = actLocal(lg, turn.seat, bot.act(observeLocal(lg, turn.seat)), 0);
    if (!r.ok) throw new Error(r.error.message);
    lg = r.value;
  }
  throw new Error("game did not end");
}

describe("local referee", () => {
  for (const id of GAME_IDS) {
    describe(id, () => {
      const created = createLocalGame({
        game: id,
        mode: "computer",
        config: CONFIGS[id],
        seats: seats(3, 1),
        seed: "s1",
        id: "g1",
        now: 1,
      });

      it("plays a whole game and its record replays to the same result", () => {
        if (!created.ok) throw new Error(created.error.message);
        const end = playOut(created.value);
        const rec = recordOf(end);
        expect(rec.format).toBe("number-games/record@1");
        expect(rec.players).toEqual(["H0", "B1", "B2"]);
        const again = restoreLocalGame({ ...end.save });
        expect(again.ok).toBe(true);
        if (again.ok)
          expect(again.value.game.result(again.value.state)).toEqual(end.game.result(end.state));
      });

      it("is deterministic: the same seed gives the same game", () => {
        if (!created.ok) throw new Error(created.error.message);
        expect(playOut(created.value).save.actions).toEqual(playOut(created.value).save.actions);
      });

      it("resumes mid-game from its save (reload)", () => {
        if (!created.ok) throw new Error(created.error.message);
        let lg = created.value;
        for (let i = 0; i < 4 && turnOf(lg).kind !== "terminal"; i++) {
          const t = turnOf(lg);
          const r =
            t.kind === "chance"
              ? stepChance(lg, 0)
              : actLocal(
                  lg,
                  (t as { seat: number }).seat,
                  observeLocal(lg, (t as { seat: number }).seat).legal[0],
                  0,
                );
          if (!r.ok) throw new Error(r.error.message);
          lg = r.value;
        }
        const back = restoreLocalGame(JSON.parse(JSON.stringify(lg.save)));
        expect(back.ok).toBe(true);
        if (back.ok) {
          expect(back.value.save.actions).toEqual(lg.save.actions);
          expect(observeLocal(back.value, 0)).toEqual(observeLocal(lg, 0));
        }
      });

      it("refuses a move out of turn and an illegal move, changing nothing", () => {
        if (!created.ok) throw new Error(created.error.message);
        let lg = created.value;
        while (turnOf(lg).kind === "chance") {
          const r = stepChance(lg, 0);
          if (!r.ok) throw new Error(r.error.message);
          lg = r.value;
        }
        const t = turnOf(lg);
        if (t.kind !== "human" && t.kind !== "bot") throw new Error("expected a player to act");
        const other = (t.seat + 1) % 3;
        const legal = observeLocal(lg, t.seat).legal[0];
        const wrong = actLocal(lg, other, legal, 0);
        expect(wrong.ok).toBe(false);
        const garbage = actLocal(lg, t.seat, { type: "nonsense" }, 0);
        expect(garbage.ok).toBe(false);
        if (!garbage.ok) expect(garbage.error.code).toBe("ERR_ACTION_SHAPE");
      });

      it("rematch keeps the seats and moves the first player on", () => {
        if (!created.ok) throw new Error(created.error.message);
        const r = rematch(created.value, 2);
        expect(r.ok).toBe(true);
        if (r.ok) {
          expect(r.value.save.seats).toEqual(created.value.save.seats);
          expect((r.value.save.config as { firstPlayer: number }).firstPlayer).toBe(1);
          expect(r.value.save.id).not.toBe(created.value.save.id);
        }
      });
    });
  }

  it("rejects a damaged save", () => {
    expect(restoreLocalGame(null).ok).toBe(false);
    expect(
      restoreLocalGame({
        v: 1,
        id: "x",
        game: "chess",
        mode: "pass",
        seed: "s",
        seats: [],
        actions: [],
      }).ok,
    ).toBe(false);
    const good = createLocalGame({
      game: "take-or-pay",
      mode: "pass",
      config: { players: 3 },
      seats: seats(3, 3),
      seed: "s",
    });
    if (!good.ok) throw new Error("setup");
    expect(restoreLocalGame({ ...good.value.save, actions: [{ type: "take" }] }).ok).toBe(false);
    expect(restoreLocalGame({ ...good.value.save, seats: seats(2, 2) }).ok).toBe(false);
  });

  it("refuses a seat count that does not match the config", () => {
    const r = createLocalGame({
      game: "number-line",
      mode: "pass",
      config: { players: 3 },
      seats: seats(2, 2),
    });
    expect(r.ok).toBe(false);
  });
});

describe("pass-and-play screen", () => {
  function begin(id: GameId, humans: number): LocalGame {
    const r = createLocalGame({
      game: id,
      mode: "pass",
      config: CONFIGS[id],
      seats: seats(3, humans),
      seed: "p",
    });
    if (!r.ok) throw new Error(r.error.message);
    let lg = r.value;
    while (turnOf(lg).kind === "chance") {
      const s = stepChance(lg, 0);
      if (!s.ok) throw new Error(s.error.message);
      lg = s.value;
    }
    return lg;
  }

  it("with one person, always shows that person's view (no cover)", () => {
    const lg = begin("magic-numbers", 1);
    expect(initialScreen(lg)).toEqual({ kind: "view", viewer: 0 });
  });

  it("covers the screen before a person's turn when their view holds secrets", () => {
    const lg = begin("magic-numbers", 3);
    const first = turnOf(lg);
    expect(first.kind).toBe("human");
    const screen = initialScreen(lg);
    expect(screen.kind).toBe("cover");
  });

  it("after one person acts, covers again for the next person (Take or Pay hides tokens)", () => {
    let lg = begin("take-or-pay", 3);
    const t = turnOf(lg);
    if (t.kind !== "human") throw new Error("expected a person");
    let screen = nextScreen(lg, { kind: "view", viewer: t.seat });
    expect(screen).toEqual({ kind: "view", viewer: t.seat });
    const r = actLocal(lg, t.seat, { type: "pay" }, 0);
    if (!r.ok) throw new Error(r.error.message);
    lg = r.value;
    screen = nextScreen(lg, screen);
    expect(screen).toEqual({ kind: "cover", seat: (t.seat + 1) % 3 });
  });

  it("covers every hand-over, even where nothing is secret (Number Line round 1)", () => {
    let lg = begin("number-line", 3);
    const t = turnOf(lg);
    if (t.kind !== "human") throw new Error("expected a person");
    expect(observeLocal(lg, t.seat)).toMatchObject({ round: 1, decoyRound: false });
    expect(initialScreen(lg)).toEqual({ kind: "cover", seat: t.seat });
    const r = actLocal(lg, t.seat, observeLocal(lg, t.seat).legal[0], 0);
    if (!r.ok) throw new Error(r.error.message);
    lg = r.value;
    expect(nextScreen(lg, { kind: "view", viewer: t.seat })).toEqual({
      kind: "cover",
      seat: (t.seat + 1) % 3,
    });
  });

  it("covers before the first turn of Number Line's decoy round (a new round, a new holder)", () => {
    // 3 people, seat 0 starts: round 1 is 0, 1, 2; round 2 starts with seat 1.
    let lg = begin("number-line", 3);
    let screen: Screen = { kind: "view", viewer: 0 };
    for (const seat of [0, 1, 2]) {
      const r = actLocal(lg, seat, observeLocal(lg, seat).legal[0], 0);
      if (!r.ok) throw new Error(r.error.message);
      lg = r.value;
      if (seat < 2) screen = { kind: "view", viewer: seat + 1 };
    }
    expect(turnOf(lg)).toEqual({ kind: "human", seat: 1 });
    expect(observeLocal(lg, 1)).toMatchObject({ round: 2, decoyRound: true });
    expect(nextScreen(lg, screen)).toEqual({ kind: "cover", seat: 1 });
  });

  // Every game, people and computers mixed: the device shows a person's view only after that
  // person tapped "I am <name>" on the cover, whenever the view would change hands (between
  // people, across rounds, after computer turns) — and a person never sees another's secret.
  for (const id of GAME_IDS) {
    it(`${id}: every change of the person whose view is shown goes through the cover`, () => {
      const created = createLocalGame({
        game: id,
        mode: "pass",
        config: CONFIGS[id],
        seats: [
          { kind: "human", name: "H0" },
          { kind: "bot", name: "B1", level: "random" },
          { kind: "human", name: "H2" },
        ],
        seed: `hand-over-${id}`,
      });
      if (!created.ok) throw new Error(created.error.message);
      let lg = created.value;
      let holder: number | null = null; // who tapped last: the person holding the device
      let screen = initialScreen(lg);
      let covers = 0;
      const look = () => {
        if (screen.kind === "cover") {
          covers++;
          holder = screen.seat; // they tap "I am …"
          screen = { kind: "view", viewer: screen.seat };
        }
        if (typeof screen.viewer === "number") expect(screen.viewer).toBe(holder);
      };
      look();
      for (let step = 0; step < 5000 && turnOf(lg).kind !== "terminal"; step++) {
        const turn = turnOf(lg);
        const r =
          turn.kind === "chance"
            ? stepChance(lg, 0)
            : turn.kind === "human" || turn.kind === "bot"
              ? actLocal(
                  lg,
                  turn.seat,
                  createBot(lg.game, "random", { seed: botSeed(lg.save, turn.seat) }).act(
                    observeLocal(lg, turn.seat),
                  ),
                  0,
                )
              : null;
        if (r === null) break;
        if (!r.ok) throw new Error(r.error.message);
        lg = r.value;
        screen = nextScreen(lg, screen);
        look();
      }
      expect(turnOf(lg).kind).toBe("terminal");
      expect(covers).toBeGreaterThan(1);
    });
  }

  it("shows the spectator view (everything revealed) once a shared game is over", () => {
    const lg = playOut(begin("magic-numbers", 3));
    expect(nextScreen(lg, { kind: "view", viewer: 1 })).toEqual({
      kind: "view",
      viewer: "spectator",
    });
  });
});

describe("a seed from the set-up page's address", () => {
  it("takes ?seed= when it is a plain word, and nothing else", () => {
    expect(seedFromSearch("?seed=e2e-1")).toBe("e2e-1");
    expect(seedFromSearch("?players=3&seed=Ab_9")).toBe("Ab_9");
    expect(seedFromSearch("")).toBeUndefined();
    expect(seedFromSearch("?seed=")).toBeUndefined();
    expect(seedFromSearch("?seed=a%20b")).toBeUndefined();
    expect(seedFromSearch(`?seed=${"x".repeat(65)}`)).toBeUndefined();
  });

  it("draws a random first player from the seed: the same seed, the same player", () => {
    const firsts = new Set<number>();
    for (let i = 0; i < 40; i++) {
      const p = randomFirstPlayer(4, `s${i}`);
      expect(p).toBe(randomFirstPlayer(4, `s${i}`));
      expect(p).toBeGreaterThanOrEqual(0);
      expect(p).toBeLessThan(4);
      firsts.add(p);
    }
    expect(firsts.size).toBe(4);
  });
});
