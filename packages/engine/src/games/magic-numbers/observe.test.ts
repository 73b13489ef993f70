import { describe, expect, it } from "vitest";
import { TERMINAL } from "../../core/game";
import { Rng } from "../../core/rng";
import type { MagicNumbersAction } from "./actions";
import type { MagicNumbersConfig } from "./config";
import type { MagicNumbersObservation, MagicNumbersState } from "./index";
import { consistentSecrets } from "./index";
import { cfg, game, give, keep, play, randomState, roll, secrets, snapshot } from "./testkit";

const OBS_KEYS = [
  "actor",
  "config",
  "current",
  "game",
  "legal",
  "own",
  "pendingRoll",
  "phase",
  "players",
  "revealed",
  "turns",
  "turnsPlayed",
  "viewer",
].sort();

/** Replays `actions` with another secrets action; null if the game would have ended sooner. */
function replayWithSecrets(
  config: MagicNumbersConfig,
  actions: readonly MagicNumbersAction[],
  good: number[],
  evil: number[],
): MagicNumbersState | null {
  let s = game.newGame(config);
  for (const a of [secrets(good, evil), ...actions.slice(1)]) {
    const r = game.apply(s, a);
    if (!r.ok) return null;
    s = r.value;
  }
  return game.toMove(s) === TERMINAL ? null : s;
}

function pairsOf(d: number): [number, number][] {
  const out: [number, number][] = [];
  for (let g = 1; g <= d; g++) for (let e = 1; e <= d; e++) if (g !== e) out.push([g, e]);
  return out;
}

/** Random mid-game states (and some finished ones) over a spread of configs. */
function samples(count: number): MagicNumbersState[] {
  const configs = [
    cfg({}),
    cfg({ players: 3, target: 20 }),
    cfg({ players: 4, maxTurns: 60 }),
    cfg({ players: 3, dieSides: 4, target: 15, goodBonus: 5 }),
  ];
  const rng = Rng.fromSeed("samples");
  const out: MagicNumbersState[] = [];
  for (let i = 0; i < count; i++) {
    const c = configs[i % configs.length]!;
    const full = randomState(c, `s${i}`);
    const steps = i % 5 === 0 ? full.history.length : rng.int(full.history.length + 1);
    out.push(randomState(c, `s${i}`, steps));
  }
  return out;
}

describe("observe", () => {
  const c3 = cfg({ players: 3 });
  // Player 0: 6/1, player 1: 2/3, player 2: 4/5.
  const deal = secrets([6, 2, 4], [1, 3, 5]);
  const mid = play(c3, [deal, roll(6), keep, roll(4), give(2), roll(2)]);

  it("a seat sees its own Good, Evil and score, the public turns, and nothing else hidden", () => {
    expect(game.observe(mid, 0)).toEqual({
      game: "magic-numbers",
      viewer: 0,
      players: 3,
      actor: { kind: "player", player: 2 },
      legal: [],
      config: {
        players: 3,
        firstPlayer: 0,
        target: 30,
        goodBonus: 10,
        dieSides: 6,
        maxTurns: null,
      },
      phase: "decide",
      turnsPlayed: 2,
      current: 2,
      pendingRoll: 2,
      turns: [
        { player: 0, roll: 6, to: 0 },
        { player: 1, roll: 4, to: 2 },
      ],
      own: { good: 6, evil: 1, score: 10 },
      revealed: null,
    });
    const p2 = game.observe(mid, 2);
    expect(p2.own).toEqual({ good: 4, evil: 5, score: 10 });
    expect(p2.legal).toEqual(game.legalActions(mid));
  });

  it("a spectator sees only the public part", () => {
    const obs = game.observe(mid, "spectator");
    expect(obs.own).toBeNull();
    expect(obs.revealed).toBeNull();
    expect(obs.legal).toEqual([]);
    expect(obs).toEqual({ ...game.observe(mid, 1), viewer: "spectator", own: null });
  });

  it("before the deal nobody has secrets yet", () => {
    const obs = game.observe(game.newGame(c3), 1);
    expect(obs.phase).toBe("setup");
    expect(obs.own).toBeNull();
    expect(obs.actor).toEqual({ kind: "chance" });
  });

  it("holds no other seat's Good, Evil or score before the end: only known fields", () => {
    for (const s of samples(40)) {
      if (game.toMove(s) === TERMINAL) continue;
      for (let v = 0; v < s.players; v++) {
        const obs = game.observe(s, v);
        expect(Object.keys(obs).sort()).toEqual(OBS_KEYS);
        expect(obs.revealed).toBeNull();
        expect("result" in obs).toBe(false);
        if (obs.own !== null)
          expect(Object.keys(obs.own).sort()).toEqual(["evil", "good", "score"]);
        for (const t of obs.turns) expect(Object.keys(t).sort()).toEqual(["player", "roll", "to"]);
      }
    }
  });

  it("at the end everyone sees every secret and score, and the result", () => {
    const capped = cfg({ players: 3, maxTurns: 3 });
    const over = play(capped, [deal, roll(6), keep, roll(4), give(2), roll(6), keep]);
    expect(game.toMove(over)).toBe(TERMINAL);
    for (const v of [0, 1, 2, "spectator"] as const) {
      const obs = game.observe(over, v);
      expect(obs.phase).toBe("over");
      expect(obs.revealed).toEqual({ good: [6, 2, 4], evil: [1, 3, 5], scores: [10, 0, 16] });
      expect(obs.result).toEqual({ terminal: true, scores: [10, 0, 16], winners: [] });
      expect(obs.own).toEqual(
        v === "spectator"
          ? null
          : { good: deal.good[v], evil: deal.evil[v], score: [10, 0, 16][v] },
      );
    }
    const won = play(
      c3,
      [roll(6), keep, roll(4), give(2), roll(4), keep, roll(4), give(2)],
      play(c3, [deal]),
    );
    expect(game.observe(won, "spectator").result).toEqual({
      terminal: true,
      scores: [10, 0, 30],
      winners: [2],
    });
  });

  it("is plain JSON", () => {
    for (const s of samples(12)) {
      for (const v of [0, 1, "spectator"] as const) {
        const obs = game.observe(s, v);
        expect(JSON.parse(JSON.stringify(obs))).toEqual(obs);
      }
    }
  });

  it("rejects a seat that does not exist (a bug in the caller)", () => {
    expect(() => game.observe(mid, 3)).toThrow(/no seat 3/);
  });
});

describe("noninterference", () => {
  it("another player's secrets, varied consistently, leave a seat's observation unchanged", () => {
    let variants = 0;
    for (const s of samples(24)) {
      if (game.toMove(s) === TERMINAL || !s.dealt) continue;
      const c = s.config;
      const actions = game.history(s);
      const dealt = actions[0]!;
      if (dealt.type !== "secrets") throw new Error("first action must be the secrets");
      for (let v = 0; v < c.players; v++) {
        const obs = game.observe(s, v);
        for (let j = 0; j < c.players; j++) {
          if (j === v) continue;
          const found: string[] = [];
          for (const [g, e] of pairsOf(c.dieSides)) {
            const good = [...dealt.good];
            const evil = [...dealt.evil];
            good[j] = g;
            evil[j] = e;
            const other = replayWithSecrets(c, actions, good, evil);
            if (other === null) continue; // inconsistent: the game would have ended sooner
            found.push(`${g}/${e}`);
            expect(game.observe(other, v)).toEqual(obs);
            variants++;
          }
          // consistentSecrets finds exactly the pairs that replay without an earlier end.
          expect(consistentSecrets(obs, j).map((p) => `${p.good}/${p.evil}`)).toEqual(found);
        }
      }
    }
    expect(variants).toBeGreaterThan(500);
  });

  it("all secrets, varied consistently, leave the spectator's observation unchanged", () => {
    const rng = Rng.fromSeed("spectator");
    for (const s of samples(24)) {
      if (game.toMove(s) === TERMINAL || !s.dealt) continue;
      const obs = game.observe(s, "spectator");
      const choices = Array.from({ length: s.players }, (_, j) => consistentSecrets(obs, j));
      for (let k = 0; k < 5; k++) {
        const pick = choices.map((ps) => ps[rng.int(ps.length)]!);
        const other = replayWithSecrets(
          s.config,
          game.history(s),
          pick.map((p) => p.good),
          pick.map((p) => p.evil),
        );
        expect(other).not.toBeNull();
        expect(game.observe(other!, "spectator")).toEqual(obs);
      }
    }
  });
});

describe("resample", () => {
  it("observe(resample(obs), viewer) deep-equals obs, for seats and spectators", () => {
    const rng = Rng.fromSeed("resample");
    for (const s of samples(40)) {
      for (const v of [...Array.from({ length: s.players }, (_, i) => i), "spectator" as const]) {
        const obs = game.observe(s, v);
        const r = game.resample(obs, rng);
        expect(game.observe(r, v)).toEqual(obs);
        // A full, consistent history: it replays through the checked door to the same state.
        const replayed = play(r.config, game.history(r));
        expect(snapshot(replayed)).toBe(snapshot(r));
        if (typeof v === "number" && s.dealt) {
          expect(r.data[v]).toBe(s.data[v]);
          expect(r.data[s.players + v]).toBe(s.data[s.players + v]);
        }
        if (game.toMove(s) === TERMINAL) expect(snapshot(r)).toBe(snapshot(s));
      }
    }
  });

  // Two players, target 10. Player 0 gives a 5 to player 1, who then rolls a 5 and keeps it.
  // Good 5 would have made 10 at once; any other non-Evil number makes 10 after two fives.
  // So the public history shows player 1's Evil number is 5.
  const c = cfg({ target: 10 });
  const s = play(c, [secrets([1, 3], [2, 5]), roll(5), give(1), roll(5), keep]);
  const obs0 = game.observe(s, 0);
  const expected = [1, 2, 3, 4, 6].map((good) => ({ good, evil: 5 }));

  it("consistentSecrets keeps only the pairs the public history allows", () => {
    expect(consistentSecrets(obs0, 1)).toEqual(expected);
    expect(consistentSecrets(obs0, 0)).toEqual([{ good: 1, evil: 2 }]);
    expect(consistentSecrets(game.observe(s, "spectator"), 0)).toHaveLength(30);
  });

  it("draws uniformly among the consistent pairs", () => {
    const rng = Rng.fromSeed("uniform");
    const counts = new Map<string, number>();
    for (let i = 0; i < 2000; i++) {
      const r = game.resample(obs0, rng);
      const k = `${r.data[1]}/${r.data[3]}`;
      counts.set(k, (counts.get(k) ?? 0) + 1);
    }
    expect([...counts.keys()].sort()).toEqual(expected.map((p) => `${p.good}/${p.evil}`));
    for (const n of counts.values()) expect(n).toBeGreaterThan(320); // 400 expected
  });

  it("follows belief weights, ignoring inconsistent pairs, and falls back to uniform", () => {
    const d = 6;
    const at = (g: number, e: number) => (g - 1) * d + (e - 1);
    const rng = Rng.fromSeed("belief");
    const point = new Array<number>(36).fill(0);
    point[at(3, 5)] = 1;
    point[at(5, 1)] = 1000; // inconsistent: never drawn
    for (let i = 0; i < 50; i++) {
      const r = game.resample(obs0, rng, { weights: [null, point] });
      expect([r.data[1], r.data[3]]).toEqual([3, 5]);
    }
    const skewed = new Array<number>(36).fill(0);
    skewed[at(2, 5)] = 3;
    skewed[at(6, 5)] = 1;
    skewed[at(4, 5)] = Number.NaN; // ignored
    skewed[at(1, 5)] = -5; // ignored
    let twos = 0;
    for (let i = 0; i < 2000; i++) {
      const r = game.resample(obs0, rng, { weights: [null, skewed] });
      expect([2, 6]).toContain(r.data[1]);
      if (r.data[1] === 2) twos++;
    }
    expect(twos).toBeGreaterThan(1350); // 1500 expected
    expect(twos).toBeLessThan(1650);
    const zero = new Array<number>(36).fill(0);
    zero[at(5, 1)] = 1; // weight only on an inconsistent pair: uniform instead
    const seen = new Set<number>();
    for (let i = 0; i < 200; i++)
      seen.add(game.resample(obs0, rng, { weights: [null, zero] }).data[1]!);
    expect([...seen].sort()).toEqual([1, 2, 3, 4, 6]);
    // Malformed beliefs are ignored rather than trusted.
    expect(game.observe(game.resample(obs0, rng, "nonsense"), 0)).toEqual(obs0);
    expect(game.observe(game.resample(obs0, rng, { weights: [[1, 2]] }), 0)).toEqual(obs0);
  });

  it("before the deal returns a fresh game", () => {
    const fresh = game.newGame(c);
    const r = game.resample(game.observe(fresh, 1), Rng.fromSeed(1));
    expect(snapshot(r)).toBe(snapshot(fresh));
  });

  it("throws on an observation no state can produce (a caller bug)", () => {
    // Target 1, a two-sided die, Good bonus 1: whichever face is Good makes exactly 1, so no
    // player can receive both faces and still be playing.
    const tiny = cfg({ target: 1, dieSides: 2, goodBonus: 1 });
    const real = game.observe(play(tiny, [secrets([1, 2], [2, 1])]), 0);
    const forged: MagicNumbersObservation = {
      ...real,
      turns: [
        { player: 0, roll: 1, to: 1 },
        { player: 1, roll: 2, to: 1 },
      ],
      turnsPlayed: 2,
    };
    expect(consistentSecrets(forged, 1)).toEqual([]);
    expect(() => game.resample(forged, Rng.fromSeed(1))).toThrow(/impossible observation/);
  });
});
