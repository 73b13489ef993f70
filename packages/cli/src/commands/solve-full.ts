// `numbers solve number-line --full [--length L] [--method lp|cfr] [--check] [--json]`: the
// whole 2-player Number Line with the win objective (payoff to seat 0: +1 win, 0 shared win,
// −1 loss), solved round by round; prints the value, each seat's probability of winning under
// the solved strategy, and the composed strategy's exploitability. `--check` also measures it
// with a best response walked over the engine's own game tree (10-number line only).

import type { FullSolution, Method } from "@number-games/bots/full2p";
import {
  bestResponseWalk,
  engineRules,
  loadHighs,
  outcomeWalk,
  solvedDistribution,
  solveFullGame,
} from "@number-games/bots/full2p";
import { getGame } from "@number-games/engine";
import { InvalidArgumentError } from "commander";
import { fail } from "../options";

export interface FullFlags {
  readonly players: number;
  readonly length: number;
  readonly method: Method;
  readonly check?: boolean;
  readonly json?: boolean;
}

export function methodArg(value: string): Method {
  if (value !== "lp" && value !== "cfr") throw new InvalidArgumentError("choose lp or cfr");
  return value;
}

interface EngineCheck {
  /** Per first player 0 and 1: [seat 0's, seat 1's] best-response values (engine seats). */
  readonly bestResponse: [number, number][];
  readonly outcome: [number, number, number][];
  readonly seconds: number;
}

function engineCheck(sol: FullSolution): EngineCheck {
  const game = getGame("number-line");
  const t0 = performance.now();
  const bestResponse: [number, number][] = [];
  const outcome: [number, number, number][] = [];
  for (const firstPlayer of [0, 1]) {
    const config = game.parseConfig({ players: 2, firstPlayer });
    if (!config.ok) fail(config.error.message);
    const rules = engineRules(game, config.value);
    const root = game.newGame(config.value);
    const policy = (v: Parameters<typeof solvedDistribution>[1]) => solvedDistribution(sol, v);
    bestResponse.push([
      bestResponseWalk(rules, root, 0, policy),
      bestResponseWalk(rules, root, 1, policy),
    ]);
    outcome.push(outcomeWalk(rules, root, policy));
  }
  return { bestResponse, outcome, seconds: (performance.now() - t0) / 1000 };
}

export async function full(flags: FullFlags): Promise<void> {
  if (flags.players !== 2) fail("--full solves the 2-player game only (--players 2)");
  if (!Number.isInteger(flags.length) || flags.length < 2 || flags.length > 10) {
    fail("--length must be from 2 to 10");
  }
  if (flags.check && flags.length !== 10) {
    fail("--check walks the engine's game tree, whose line is 1..10: use --length 10");
  }
  const highs = flags.method === "lp" ? await loadHighs() : undefined;
  const sol = solveFullGame({
    length: flags.length,
    method: flags.method,
    ...(highs !== undefined ? { highs } : {}),
  });
  const check = flags.check ? engineCheck(sol) : null;
  const round2 = [...sol.round2].map(([diff, sg]) => ({ diff, value: sg.value }));
  const tie = sol.tie.flatMap((sg, r) => (sg === undefined ? [] : [{ round: r, value: sg.value }]));
  const r4 = (x: number) => Number(x.toFixed(6));
  if (flags.json) {
    process.stdout.write(
      `${JSON.stringify({
        players: 2,
        game: "full",
        objective: "win",
        length: sol.length,
        method: sol.method,
        payoff: "seat 0: +1 win, 0 shared win, -1 loss",
        value: r4(sol.value),
        pWin: [r4(sol.outcome.win0), r4(sol.outcome.win1)],
        pShared: r4(sol.outcome.shared),
        nashConv: sol.nashConv,
        bestResponse: sol.bestResponse,
        round2: round2.map((x) => ({ diff: x.diff, value: r4(x.value) })),
        tie: tie.map((x) => ({ round: x.round, value: r4(x.value) })),
        decoySolves: sol.decoySolves,
        seconds: Number(sol.seconds.toFixed(2)),
        ...(check !== null
          ? { engineCheck: { ...check, seconds: Number(check.seconds.toFixed(1)) } }
          : {}),
      })}\n`,
    );
    return;
  }
  const pct = (x: number) => `${(100 * x).toFixed(4)}%`;
  const out = [
    `Number Line, 2 players, the whole game on 1..${sol.length} (rounds 4+ shorter), objective win`,
    `method: ${sol.method === "lp" ? "sequence-form LP (HiGHS)" : "CFR+"} for the decoy rounds, backward induction for rounds 1 and 3; ${sol.decoySolves} decoy-round subgames, ${sol.seconds.toFixed(1)} s`,
    "seat 0 places first in rounds 1, 3, 5, ...; payoff to seat 0: +1 win, 0 shared win, -1 loss",
    `value to seat 0: ${sol.value.toFixed(6)}`,
    `P(win): seat 0 ${pct(sol.outcome.win0)}, seat 1 ${pct(sol.outcome.win1)}; P(shared) ${pct(sol.outcome.shared)}`,
    `NashConv of the solved strategy (whole game): ${sol.nashConv.toExponential(2)}  (best responses: seat 0 ${sol.bestResponse[0].toFixed(6)}, seat 1 ${sol.bestResponse[1].toFixed(6)})`,
    `value to seat 0 after round 1, by difference: ${round2.map((x) => `${x.diff >= 0 ? "+" : ""}${x.diff}: ${x.value.toFixed(3)}`).join(", ")}`,
    `value to seat 0 from a tied round r: ${tie.map((x) => `${x.round}: ${x.value.toFixed(3)}`).join(", ")}`,
  ];
  if (check !== null) {
    check.bestResponse.forEach(([b0, b1], fp) => {
      out.push(
        `engine tree, firstPlayer ${fp}: best responses seat 0 ${b0.toFixed(6)}, seat 1 ${b1.toFixed(6)}, NashConv ${(b0 + b1).toExponential(2)}; P(win) ${check.outcome[fp]!.slice(0, 2).map(pct).join(" / ")}`,
      );
    });
    out.push(`engine check: ${check.seconds.toFixed(1)} s`);
  }
  process.stdout.write(`${out.join("\n")}\n`);
}
