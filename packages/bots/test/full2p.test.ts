// The whole 2-player Number Line with the win objective (games/number-line/full2p): on lines of 3 to 6
// numbers the game value of both methods (sequence-form LP, CFR+) equals a brute-force
// sure-win search, the methods agree, and the composed strategy's exploitability measured by
// a best response walked over an independent implementation of the rules (checked here
// against the engine, whose line is always 1..10) is zero up to the stated tolerances.

import type { AnyGame, ObservationBase } from "@number-games/engine";
import { getGame, Rng } from "@number-games/engine";
import { beforeAll, describe, expect, it } from "vitest";
import { bestResponseWalk, engineRules, outcomeWalk } from "../src/games/number-line/full2p/check";
import type { Highs } from "../src/games/number-line/full2p/lp";
import { loadHighs } from "../src/games/number-line/full2p/lp";
import {
  roundValueFor,
  solvedBot,
  solvedDistribution,
} from "../src/games/number-line/full2p/policy";
import type { FullSolution } from "../src/games/number-line/full2p/solve";
import { solveFullGame } from "../src/games/number-line/full2p/solve";
import {
  decodeTable,
  encodeTable,
  sureWinTable,
  verifySureWin,
} from "../src/games/number-line/full2p/sure-win";
import type { SmallState } from "./support/full2p-rules";
import { smallRules, smallStart, sureWin } from "./support/full2p-rules";

const game: AnyGame = getGame("number-line");
/** CFR+ stops at this NashConv per decoy round; the LP is exact up to HiGHS's tolerances. */
const CFR_TARGET = 1e-5;
const LP_EPS = 1e-7;
const CFR_EPS = 1e-4;

let highs: Highs;
beforeAll(async () => {
  highs = await loadHighs();
});

describe("the rules re-implemented for short lines agree with the engine", () => {
  const cfg = game.parseConfig({ players: 2, firstPlayer: 1 });
  if (!cfg.ok) throw new Error("config");
  const rules = engineRules(game, cfg.value);

  /** Plays one game in both, comparing every step; `mirror` steers towards tied rounds. */
  const compare = (rng: Rng, mirror: boolean): number => {
    let e: unknown = game.newGame(cfg.value);
    let s: SmallState = smallStart(10, 1);
    for (let step = 0; step < 200; step++) {
      expect(smallRules.toMove(s)).toBe(Math.max(-1, rules.toMove(e)));
      expect(smallRules.round(s)).toBe(rules.round(e));
      expect([...smallRules.totals(s)]).toEqual([...rules.totals(e)]);
      if (rules.toMove(e) < 0) {
        expect([...smallRules.winners(s)]).toEqual([...rules.winners(e)]);
        return rules.round(e);
      }
      const legal = rules.legalIds(e);
      expect(smallRules.legalIds(s)).toEqual(legal);
      for (const seat of [0, 1]) {
        const v = smallRules.view(s, seat);
        const o = rules.view(e, seat);
        expect(v.placements).toEqual(o.placements);
        expect(v.lineLength).toBe(o.lineLength);
        expect(v.decoyRound).toBe(o.decoyRound);
      }
      // The second player copies the first's flag on the mirrored number when it can.
      let id = legal[rng.int(legal.length)]!;
      const placed = smallRules.view(s, 0).placements;
      const last = (s.placed[s.placed.length - 1] ?? null) as SmallState["placed"][number] | null;
      if (mirror && placed.length % 2 === 1 && last !== null) {
        const want = (rules.view(e, 0).lineLength - last.number) * 3 + last.flag;
        if (legal.includes(want)) id = want;
      }
      e = rules.play(e, id);
      s = smallRules.play(s, id);
    }
    throw new Error("the game did not end");
  };

  it("in 100 random games and 100 games steered towards ties (every round reached)", () => {
    const rng = Rng.fromSeed("full2p-rules");
    const rounds = new Set<number>();
    for (let g = 0; g < 200; g++) rounds.add(compare(rng, g >= 100));
    // Tied games go on to the last round, 12 (line 1), so every schedule rule is exercised.
    expect(Math.max(...rounds)).toBe(12);
    expect(rounds.has(2) && rounds.has(3) && rounds.has(4)).toBe(true);
  });
});

const policyOf = (sol: FullSolution) => (v: Parameters<typeof solvedDistribution>[1]) =>
  solvedDistribution(sol, v);

describe.each([3, 4, 5, 6])("line of %i numbers", (L) => {
  let lp: FullSolution;
  let cfr: FullSolution;
  beforeAll(() => {
    lp = solveFullGame({ length: L, method: "lp", highs });
    cfr = solveFullGame({ length: L, method: "cfr", cfr: { target: CFR_TARGET } });
  });

  it("the value is what a brute-force sure-win search finds", () => {
    const root = smallStart(L);
    const first = sureWin(root, 0);
    const second = sureWin(root, 1);
    expect(first && second).toBe(false);
    if (first) expect(lp.value).toBeCloseTo(1, 9);
    else if (second) expect(lp.value).toBeCloseTo(-1, 9);
    else {
      expect(lp.value).toBeGreaterThan(-1 + 1e-9);
      expect(lp.value).toBeLessThan(1 - 1e-9);
    }
  });

  it("the sure-win tables read off either method are proven and have the brute-force value", () => {
    for (const sol of [lp, cfr]) {
      const table = sureWinTable(sol);
      expect(verifySureWin(table)).toBe(Math.round(lp.value));
      expect(decodeTable(encodeTable(table))).toEqual(table);
    }
    // A table whose round-1 winner always answers number 1 (taken, or a losing move) is refused.
    const table = sureWinTable(lp);
    const r1 = table.rounds.find((r) => r.round === 1)!;
    const winner = r1.winner;
    const broken = {
      ...table,
      rounds: table.rounds.map((r) =>
        r !== r1 ? r : { ...r, moves: new Map([...r.moves].map(([k]) => [k, 0])) },
      ),
    };
    expect(() => verifySureWin(broken)).toThrow(
      winner === 0 ? /beats seat 0|no legal move/ : /beats seat 1|no legal move/,
    );
  });

  it("LP and CFR+ agree on the value and on every subgame's value", () => {
    expect(Math.abs(lp.value - cfr.value)).toBeLessThanOrEqual(CFR_EPS);
    for (const [d, sg] of lp.round2) {
      expect(Math.abs(sg.value - cfr.round2.get(d)!.value)).toBeLessThanOrEqual(CFR_EPS);
    }
    for (let r = 3; r <= L + 2; r++) {
      expect(Math.abs(lp.tie[r]!.value - cfr.tie[r]!.value)).toBeLessThanOrEqual(CFR_EPS);
    }
    expect(lp.nashConv).toBeLessThanOrEqual(LP_EPS);
    expect(cfr.nashConv).toBeLessThanOrEqual(CFR_EPS);
  });

  it("an independent best response over the re-implemented rules cannot exploit either strategy", () => {
    const root = smallStart(L);
    for (const [sol, eps] of [
      [lp, LP_EPS],
      [cfr, CFR_EPS],
    ] as const) {
      const br0 = bestResponseWalk(smallRules, root, 0, policyOf(sol));
      const br1 = bestResponseWalk(smallRules, root, 1, policyOf(sol));
      expect(br0 + br1).toBeLessThanOrEqual(eps);
      // The best responses bracket the value: br0 ≥ value ≥ −br1.
      expect(br0).toBeGreaterThanOrEqual(sol.value - eps);
      expect(-br1).toBeLessThanOrEqual(sol.value + eps);
      const [w0, w1, shared] = outcomeWalk(smallRules, root, policyOf(sol));
      expect(w0).toBeCloseTo(sol.outcome.win0, 6);
      expect(w1).toBeCloseTo(sol.outcome.win1, 6);
      expect(shared).toBeCloseTo(sol.outcome.shared, 6);
      expect(w0 - w1).toBeCloseTo(sol.value, 6);
    }
  });

  it("the solved bot plays legal moves through whole games, from either first seat", () => {
    for (let g = 0; g < 20; g++) {
      const fp = g % 2;
      const bots = [0, 1].map((seat) => solvedBot(game, lp, { seed: `${g}-${seat}` }));
      let s = smallStart(L, fp);
      while (smallRules.toMove(s) >= 0) {
        const p = smallRules.toMove(s);
        const v = smallRules.view(s, p);
        // The bot reads ids through game.actionId, so hand it engine-shaped actions.
        const legal = v.legal.map((id) => game.actionFromId(id));
        const action = bots[p]!.act({
          ...v,
          game: "number-line",
          actor: { kind: "player", player: p },
          legal,
        } as never);
        const id = game.actionId(action);
        expect(v.legal).toContain(id);
        s = smallRules.play(s, id);
      }
      // Under the solved strategy the game ends as the solution says it does.
      const w = smallRules.winners(s);
      if (lp.outcome.win0 === 1) expect(w).toEqual([fp]);
      if (lp.outcome.win1 === 1) expect(w).toEqual([1 - fp]);
    }
  });

  it("with a fallback, the bot hands over exactly the rounds it has lost and still wins every game it can", () => {
    const rng = Rng.fromSeed(`fallback-${L}`);
    let handed = 0;
    for (let g = 0; g < 20; g++) {
      const fp = g % 2;
      const me = Math.floor(g / 2) % 2;
      const fallback = {
        level: "stub",
        act(o: ObservationBase<unknown>) {
          handed++;
          expect(roundValueFor(lp, o as never)).toBeCloseTo(-1, 9);
          return o.legal[0];
        },
      };
      const bot = solvedBot(game, lp, { seed: `h${g}` }, fallback);
      let s = smallStart(L, fp);
      while (smallRules.toMove(s) >= 0) {
        const p = smallRules.toMove(s);
        const v = smallRules.view(s, p);
        let id: number;
        if (p === me) {
          const legal = v.legal.map((x) => game.actionFromId(x));
          const o = { ...v, game: "number-line", actor: { kind: "player", player: p }, legal };
          id = game.actionId(bot.act(o as never));
          expect(v.legal).toContain(id);
        } else id = v.legal[rng.int(v.legal.length)]!;
        s = smallRules.play(s, id);
      }
      // From the seat that wins against perfect play, it wins whatever the other does.
      const winningSeat = lp.value > 0 ? fp : 1 - fp;
      if (me === winningSeat) expect(smallRules.winners(s)).toEqual([me]);
    }
    expect(handed).toBeGreaterThan(0);
  });
});
