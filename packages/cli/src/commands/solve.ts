// `numbers solve number-line --players P --tiebreak T [--objective win] [--json]`: the exact
// solution of Number Line's round 1; `--decoy` solves the two-player decoy round with CFR+
// and reports its exploitability (NashConv); `--full` solves the whole 2-player game with
// the win objective (solve-full.ts). `numbers solve magic-numbers [--target N] [--bonus B]
// [--secrecy GAMES] [--opponent LEVEL]`: the 2-player game with both secret pairs open, by
// value iteration, and the value of secrecy. Which games have a solver, and the solver itself,
// come from the bots registry; the one switch over them says which flags each reads.

import type {
  Interval,
  MagicNumbersSolver,
  NumberLineSolver,
  Objective,
  Tiebreak,
} from "@number-games/bots";
import {
  createBot,
  gamesWithSolver,
  isBotLevel,
  OBJECTIVES,
  solverOf,
  TIEBREAKS,
} from "@number-games/bots";
import type { GameId } from "@number-games/engine";
import { exhaustive } from "@number-games/engine";
import type { Command } from "commander";
import { InvalidArgumentError } from "commander";
import { fail, gameArg, intArg, listText } from "../options";
import type { FullFlags } from "./solve-full";
import { full, methodArg } from "./solve-full";

interface SolveFlags {
  players: number;
  tiebreak: Tiebreak;
  objective: Objective;
  decoy?: boolean;
  iterations?: number;
  length: number;
  json?: boolean;
  full?: boolean;
  method: FullFlags["method"];
  check?: boolean;
  target?: number;
  bonus?: number;
  secrecy?: number;
  opponent?: string;
}

function tiebreakArg(value: string): Tiebreak {
  if (!(TIEBREAKS as readonly string[]).includes(value)) {
    throw new InvalidArgumentError(`choose one of ${TIEBREAKS.join(", ")}`);
  }
  return value as Tiebreak;
}

function objectiveArg(value: string): Objective {
  if (!(OBJECTIVES as readonly string[]).includes(value)) {
    throw new InvalidArgumentError(`choose one of ${OBJECTIVES.join(", ")}`);
  }
  return value as Objective;
}

const fmt = (x: number, deterministic: boolean) => (deterministic ? String(x) : x.toFixed(4));

const pctInterval = (i: Interval) =>
  `${(100 * i.value).toFixed(1)}% [${(100 * i.low).toFixed(1)}%, ${(100 * i.high).toFixed(1)}%]`;

/**
 * Magic Numbers, 2 players with both secret pairs open: the start's value over every deal;
 * with --secrecy, the open game's optimal player against one of our bots.
 */
function magic(solver: MagicNumbersSolver, flags: SolveFlags): void {
  const rules = { target: flags.target ?? 30, goodBonus: flags.bonus ?? 10, dieSides: 6 };
  if (rules.target < 2 || rules.target > 200) fail("--target must be from 2 to 200");
  if (rules.goodBonus < 1 || rules.goodBonus > 100) fail("--bonus must be from 1 to 100");
  const opponent = flags.opponent ?? "expert";
  if (!isBotLevel(opponent)) fail(`unknown bot "${opponent}"`);
  if (flags.secrecy !== undefined && (flags.secrecy < 1 || flags.secrecy > 100_000)) {
    fail("--secrecy must be from 1 to 100,000 games");
  }
  const t0 = performance.now();
  const open = solver.openGameValue(rules);
  const seconds = (performance.now() - t0) / 1000;
  const secrecy =
    flags.secrecy === undefined
      ? null
      : solver.valueOfSecrecy({ opponent, games: flags.secrecy, rules, seed: "1", createBot });
  if (secrecy !== null && !secrecy.ok) fail(secrecy.error);
  const s = secrecy?.value;
  if (flags.json) {
    process.stdout.write(
      `${JSON.stringify({ rules, open: { ...open, seconds }, ...(s ? { secrecy: s } : {}) })}\n`,
    );
    return;
  }
  const out = [
    `Magic Numbers, 2 players, both secret pairs open (first to exactly ${rules.target}, Good +${rules.goodBonus}, a d6)`,
    `value iteration over every position of each of the ${open.deals} deals of secrets (${seconds.toFixed(1)} s, at most ${open.maxSweeps} sweeps)`,
    `the first player's win probability with perfect play: ${(100 * open.mean).toFixed(2)}% on average over the deals (from ${(100 * open.min).toFixed(1)}% to ${(100 * open.max).toFixed(1)}% by deal)`,
  ];
  if (s !== undefined) {
    out.push(
      "",
      `value of secrecy: the open game's optimal player (it sees both secret pairs) against ${s.opponent} (hidden numbers), ${s.games} games, seats swapped on each deal:`,
      `  it wins ${pctInterval(s.oracle)} (first seat ${pctInterval(s.oracleFirst)}, second ${pctInterval(s.oracleSecond)})`,
      `  if hidden numbers cost ${s.opponent} nothing it would win 50%: secrecy costs ${s.opponent} ${(100 * (s.oracle.value - 0.5)).toFixed(1)} points of win rate [${(100 * (s.oracle.low - 0.5)).toFixed(1)}, ${(100 * (s.oracle.high - 0.5)).toFixed(1)}]`,
    );
  }
  process.stdout.write(`${out.join("\n")}\n`);
}

function round1(solver: NumberLineSolver, flags: SolveFlags): void {
  if (flags.players < 2 || flags.players > 5) fail("--players must be from 2 to 5");
  const sol = solver.round1(flags.players, flags.tiebreak, flags.objective);
  const exact =
    flags.tiebreak === "lowest" || flags.tiebreak === "highest" || flags.objective === "win";
  if (flags.json) {
    const values =
      flags.tiebreak === "random" ? sol.values.map((v) => Number(v.toFixed(4))) : [...sol.values];
    process.stdout.write(
      `${JSON.stringify({
        players: sol.players,
        tiebreak: sol.tiebreak,
        ...(flags.objective !== "points" ? { objective: flags.objective } : {}),
        values,
        ...(sol.line !== undefined ? { line: sol.line } : {}),
      })}\n`,
    );
    return;
  }
  const what =
    flags.objective === "win"
      ? "probability of finishing round 1 strictly ahead"
      : flags.tiebreak === "paranoid"
        ? "round-1 points each player can guarantee against all the others"
        : flags.tiebreak === "random"
          ? "expected round-1 points"
          : "round-1 points";
  const out: string[] = [
    `Number Line, round 1 (numbers 1..10, one card each), ${sol.players} players, tiebreak ${sol.tiebreak}${flags.objective === "win" ? ", objective win" : ""}`,
    "players are numbered in order of play (player 0 places first)",
    `${what}:`,
  ];
  sol.values.forEach((v, p) => {
    out.push(`  player ${p}: ${fmt(v, exact && flags.tiebreak !== "random")}`);
  });
  if (sol.line !== undefined) {
    out.push(`line of play: ${sol.line.map((n, p) => `player ${p} → ${n}`).join(", ")}`);
    if (flags.objective === "win" && sol.linePoints !== undefined) {
      out.push(`points along that line: ${sol.linePoints.join(", ")}`);
    }
  }
  process.stdout.write(`${out.join("\n")}\n`);
}

/**
 * Three players: the points game's approximate equilibrium with each player's exploitability,
 * and each player's paranoid value (against the other two as a team sharing what they know).
 */
function decoy3(solver: NumberLineSolver, flags: SolveFlags): void {
  if (flags.length < 6 || flags.length > 10) fail("--length must be from 6 to 10 with 3 players");
  const iterations = flags.iterations ?? 200;
  if (iterations < 1 || iterations > 100_000) fail("--iterations must be from 1 to 100,000");
  const points = solver.decoyRound3({ length: flags.length, iterations });
  const paranoid = [0, 1, 2].map((player) =>
    solver.decoyRound3({ length: flags.length, iterations, game: { kind: "paranoid", player } }),
  );
  const first = Array.from(points.strategy[0]!.subarray(0, 2 * flags.length));
  const total = first.reduce((a, b) => a + b, 0);
  const decoyFirst = first.reduce((a, p, k) => a + (k & 1 ? p : 0), 0) / total;
  const seconds = points.seconds + paranoid.reduce((a, s) => a + s.seconds, 0);
  const result = {
    players: 3,
    round: "decoy",
    length: flags.length,
    algorithm: "CFR+",
    iterations,
    values: points.values,
    bestResponses: points.bestResponses,
    exploitability: points.exploitability,
    paranoid: paranoid.map((s) => ({
      value: s.values[0],
      /** What the player's computed strategy guarantees, and the most any strategy can. */
      guaranteed: -s.bestResponses[1]!,
      atMost: s.bestResponses[0],
      nashConv: s.bestResponses[0]! + s.bestResponses[1]!,
      bestResponses: s.bestResponses,
    })),
    firstCardDecoy: decoyFirst,
    seconds: Number(seconds.toFixed(1)),
  };
  if (flags.json) {
    process.stdout.write(`${JSON.stringify(result)}\n`);
    return;
  }
  const f = (x: number) => x.toFixed(3);
  const out = [
    `Number Line, 3 players, decoy round on 1..${flags.length} (one card each, then a second each): CFR+ for ${iterations} iterations per game (${seconds.toFixed(0)} s)`,
    "points game (each player maximises its own round points):",
    ...points.values.map(
      (v, p) =>
        `  player ${p} (${["first", "second", "third"][p]} to place): ${f(v)} points, exploitability ${points.exploitability[p]!.toExponential(2)} (best response ${f(points.bestResponses[p]!)})`,
    ),
    `  player 0's first card is the decoy with probability ${(100 * decoyFirst).toFixed(1)}%`,
    "paranoid (the other two as one team that shares its flags and minimises the player's points):",
    ...paranoid.map(
      (s, p) =>
        `  player ${p}: guarantees ${f(-s.bestResponses[1]!)} points with its computed strategy; no strategy guarantees more than ${f(s.bestResponses[0]!)} (value of the profile ${f(s.values[0]!)}); ${f(points.values[p]!)} in the points game`,
    ),
  ];
  process.stdout.write(`${out.join("\n")}\n`);
}

function decoy(solver: NumberLineSolver, flags: SolveFlags): void {
  if (flags.players === 3) {
    decoy3(solver, flags);
    return;
  }
  if (flags.players !== 2) fail("the decoy round is solved for 2 or 3 players (--players 2 or 3)");
  const t0 = performance.now();
  const sol = solver.decoyRound({ length: flags.length, iterations: flags.iterations ?? 1000 });
  const seconds = (performance.now() - t0) / 1000;
  // The most likely first cards of A's equilibrium strategy.
  const first = Array.from(sol.a1, (p, k) => ({ number: (k >> 1) + 1, decoy: (k & 1) === 1, p }))
    .filter((x) => x.p >= 0.005)
    .sort((a, b) => b.p - a.p);
  const decoyFirst = first.filter((x) => x.decoy).reduce((s, x) => s + x.p, 0);
  if (flags.json) {
    process.stdout.write(
      `${JSON.stringify({
        players: 2,
        round: "decoy",
        length: sol.length,
        algorithm: "CFR+",
        iterations: sol.iterations,
        value: sol.value,
        nashConv: sol.nashConv,
        bestResponse: sol.bestResponse,
        firstCard: first.map((x) => ({
          number: x.number,
          decoy: x.decoy,
          probability: Number(x.p.toFixed(4)),
        })),
        seconds: Number(seconds.toFixed(2)),
      })}\n`,
    );
    return;
  }
  const out = [
    `Number Line, 2 players, decoy round on 1..${sol.length}: CFR+ for ${sol.iterations} iterations (${seconds.toFixed(1)} s)`,
    "payoff: own round points minus the opponent's (zero-sum); A places first, then B, A, B",
    `value to A: ${sol.value.toFixed(4)} points`,
    `NashConv (OpenSpiel): ${sol.nashConv.toExponential(3)} points  (best responses: A ${sol.bestResponse[0].toFixed(5)}, B ${sol.bestResponse[1].toFixed(5)})`,
    `A's first card: ${first.map((x) => `${x.number}${x.decoy ? " decoy" : ""} ${(100 * x.p).toFixed(1)}%`).join(", ")}`,
    `A's first card is the decoy with probability ${(100 * decoyFirst).toFixed(1)}%`,
  ];
  process.stdout.write(`${out.join("\n")}\n`);
}

export function register(program: Command): void {
  const solvable = gamesWithSolver();
  const one = solvable.length === 1;
  program
    .command("solve")
    .description(
      "exact solutions: Number Line round 1 (backward induction), the 2-player decoy round (CFR+) and whole game; Magic Numbers with open secrets (value iteration)",
    )
    .argument(
      "<game>",
      `${listText(solvable, "or")} (the only game${one ? "" : "s"} with a solver)`,
      gameArg,
    )
    .option("--players <n>", "players, 2 to 5", intArg, 2)
    .option(
      "--tiebreak <t>",
      `among equally good numbers: ${TIEBREAKS.join(", ")}`,
      tiebreakArg,
      "lowest",
    )
    .option(
      "--objective <o>",
      "points (maximise own round-1 points) or win (finish round 1 strictly ahead)",
      objectiveArg,
      "points",
    )
    .option("--decoy", "solve the 2-player decoy round (CFR+) instead of round 1")
    .option(
      "--iterations <n>",
      "CFR+ iterations for --decoy (default 1000 with 2 players, 200 with 3)",
      intArg,
    )
    .option(
      "--length <n>",
      "line length for --decoy (10 in round 2, fewer in rounds 4+)",
      intArg,
      10,
    )
    .option("--json", "print one JSON object")
    .option(
      "--full",
      "solve the whole 2-player game (every round) with the win objective; --length for a shorter line",
    )
    .option(
      "--method <m>",
      "for --full: lp (sequence-form LP, exact) or cfr (CFR+)",
      methodArg,
      "lp",
    )
    .option(
      "--check",
      "for --full on the 10-number line: a best response walked over the engine's own game tree",
    )
    .option("--target <n>", "Magic Numbers: the target score (default 30)", intArg)
    .option("--bonus <n>", "Magic Numbers: what a Good number adds (default 10)", intArg)
    .option(
      "--secrecy <games>",
      "Magic Numbers: also play this many games of the open game's optimal player (seeing both secret pairs) against --opponent",
      intArg,
    )
    .option(
      "--opponent <level>",
      "Magic Numbers, --secrecy: our bot, with hidden numbers",
      "expert",
    )
    .action(async (id: GameId, flags: SolveFlags) => {
      const solver = solverOf(id);
      if (solver === undefined) {
        fail(`no solver for ${id}: only ${listText(solvable, "and")} ${one ? "has" : "have"} one`);
      }
      switch (solver.game) {
        case "number-line":
          if (flags.full) await full(flags);
          else if (flags.decoy) decoy(solver, flags);
          else round1(solver, flags);
          return;
        case "magic-numbers":
          magic(solver, flags);
          return;
        default:
          return exhaustive(solver);
      }
    });
}
