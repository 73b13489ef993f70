// Number Line's part of `numbers analyze`: how often a game needs round 3 or later, what the
// decoy round's bluff is worth, and the round-1 solver's tables with the value of each first
// placement (exact, no simulation).

import type { AnyGame, numberLineGame } from "@number-games/engine";
import { facetOf } from "../../analysis/common";
import type { Cell, Figure, HeatCell, IntervalPoint } from "../../analysis/figures";
import { count } from "../../analysis/figures";
import {
  distinctGames,
  distinctNote,
  honestMean,
  honestShare,
  pointOf,
  repeats,
} from "../../analysis/honest";
import { differenceOfMeans } from "../../analysis/stats";
import type { BatchResult, GameAnalysis, GameFeatures } from "../../analysis/types";
import { winShares } from "../../arena/stats";
import { firstPlacementValues, solveRound1, TIEBREAKS } from "./round1";

type Observation = numberLineGame.NumberLineObservation;

/** Bluff flags per seat: 1 the first card placed in round 2 was the decoy, 0 real, −1 none. */
const NO_CARD = -1;

/**
 * rounds: scored rounds; bluff: per seat (see NO_CARD); r2: round-2 points per seat.
 */
export function numberLineFeatures(game: AnyGame, state: unknown): GameFeatures {
  const obs = game.observe(state, "spectator") as Observation;
  const round2 = obs.rounds.find((r) => r.round === 2);
  const bluff = new Array<number>(obs.players).fill(NO_CARD);
  if (round2 !== undefined) {
    for (const p of round2.placements) {
      if (bluff[p.player] === NO_CARD) bluff[p.player] = p.decoy === true ? 1 : 0;
    }
  }
  return {
    rounds: obs.rounds.length,
    bluff,
    r2: round2 === undefined ? new Array<number>(obs.players).fill(0) : [...round2.points],
  };
}

const rounds = (r: BatchResult) =>
  r.outcomes.map((o) => (o.features?.rounds as number | undefined) ?? 0);

function roundsFigure(self: readonly BatchResult[], basis: string): Figure {
  const rows: Cell[][] = [];
  const points: IntervalPoint[] = [];
  for (const r of self) {
    const rs = rounds(r);
    const n = rs.length;
    const rep = repeats(r.outcomes);
    const three = honestShare(rs.filter((x) => x >= 3).length, n, rep);
    const four = honestShare(rs.filter((x) => x >= 4).length, n, rep);
    rows.push([r.spec.players, three, four, Math.max(0, ...rs), n, distinctGames(r.outcomes)]);
    points.push({ facet: "", x: `${r.spec.players} players`, series: "", ...pointOf(three) });
  }
  return {
    id: "number-line-rounds",
    title: "Games that need round 3 or later",
    description:
      "The game ends after round 2 unless the leaders tie; each tie plays one more round. The share of games that reached round 3 and round 4, with 95% Wilson intervals where the games are independent (else the exact share of the games played: Number Line has no chance, so games between deterministic bots repeat; the last column counts the distinct ones), and the longest game seen.",
    basis,
    games: self.reduce((a, r) => a + r.outcomes.length, 0),
    table: {
      columns: ["players", "round 3+", "round 4+", "most rounds", "games", "distinct games"],
      rows,
      percent: ["round 3+", "round 4+"],
    },
    chart: {
      kind: "intervals",
      xLabel: "players",
      yLabel: "share of games with round 3+",
      percent: true,
      points,
    },
  };
}

function bluffFigure(self: readonly BatchResult[], basis: string, selfBot: string): Figure {
  const rows: Cell[][] = [];
  const points: IntervalPoint[] = [];
  for (const r of self) {
    const bluffPts: number[] = [];
    const honestPts: number[] = [];
    let bluffWins = 0;
    let honestWins = 0;
    for (const o of r.outcomes) {
      const flags = o.features?.bluff as readonly number[] | undefined;
      const r2 = o.features?.r2 as readonly number[] | undefined;
      if (flags === undefined || r2 === undefined) continue;
      const shares = winShares(o);
      flags.forEach((f, seat) => {
        if (f === 1) {
          bluffPts.push(r2[seat]!);
          bluffWins += shares[seat]!;
        } else if (f === 0) {
          honestPts.push(r2[seat]!);
          honestWins += shares[seat]!;
        }
      });
    }
    const rep = repeats(r.outcomes);
    const bluffMean = honestMean(bluffPts, rep);
    const honestMeanPts = honestMean(honestPts, rep);
    const diff = rep
      ? pointOf(bluffMean).value - pointOf(honestMeanPts).value
      : differenceOfMeans(bluffPts, honestPts);
    rows.push([
      r.spec.players,
      honestShare(bluffPts.length, bluffPts.length + honestPts.length, rep),
      bluffMean,
      honestMeanPts,
      diff,
      honestShare(bluffWins, bluffPts.length, rep),
      honestShare(honestWins, honestPts.length, rep),
      distinctGames(r.outcomes),
    ]);
    const facet = facetOf(r.spec.players, "", false);
    points.push({ facet, x: "bluff (decoy first)", series: "", ...pointOf(bluffMean) });
    points.push({ facet, x: "honest (real first)", series: "", ...pointOf(honestMeanPts) });
  }
  return {
    id: "number-line-bluff",
    title: "The decoy round and the bluffer",
    description: `In round 2 each player places two cards, exactly one of them the hidden decoy. A player bluffs when the first card they place in round 2 is the decoy: the others answer a card that will score nothing. The bluff's effect is the mean round-2 points of bluffing players minus that of honest ones (real card first), with a 95% interval (Welch; where games repeat, exact over the games played and no interval), and the two groups' game win rates. The groups form by the bots' own choices (medium bluffs where its look-ahead prefers a decoy first and tosses a coin only when both plans are about as good), so the difference says how bluffs played by ${selfBot} fare against ${selfBot}, not what a bluff is worth anywhere. With perfect play in the 2-player round (docs/analysis/number-line.md) the round is fair and about half of the first player's first cards are decoys.`,
    basis,
    games: self.reduce((a, r) => a + r.outcomes.length, 0),
    table: {
      columns: [
        "players",
        "share bluffing",
        "round-2 points, bluff",
        "round-2 points, honest",
        "bluff − honest",
        "win rate, bluff",
        "win rate, honest",
        "distinct games",
      ],
      rows,
      percent: ["share bluffing", "win rate, bluff", "win rate, honest"],
    },
    chart: {
      kind: "intervals",
      xLabel: "first card in round 2",
      yLabel: "round-2 points",
      percent: false,
      points,
    },
  };
}

const SOLVED_PLAYERS = [2, 3, 4, 5] as const;

function round1Figures(): Figure[] {
  const rows: Cell[][] = [];
  for (const p of SOLVED_PLAYERS) {
    for (const t of TIEBREAKS) {
      const s = solveRound1(p, t);
      rows.push([
        p,
        t,
        s.values.map((v) => (Number.isInteger(v) ? String(v) : v.toFixed(2))).join(", "),
        s.line === undefined ? "" : s.line.join(", "),
      ]);
    }
  }
  const cells: HeatCell[] = [];
  for (const t of TIEBREAKS) {
    for (const p of SOLVED_PLAYERS) {
      firstPlacementValues(p, t).forEach((v, i) => {
        cells.push({ facet: t, x: i + 1, y: `${p} players`, value: Math.round(v * 100) / 100 });
      });
    }
  }
  const tiebreaks =
    "Tiebreaks among equally good numbers: lowest / highest number, random (expected points), paranoid (what a player can guarantee when all the others play against it).";
  return [
    {
      id: "number-line-round1",
      title: "Round 1 solved (backward induction)",
      description: `Round-1 points of each player in order of play, when every player maximises their own round-1 points, and the line of play for the deterministic tiebreaks. ${tiebreaks} Exact; docs/analysis/number-line.md explains the tables.`,
      basis: "exact: every order of play on 1..10 (no simulation)",
      games: 0,
      table: { columns: ["players", "tiebreak", "points (in order of play)", "line"], rows },
    },
    {
      id: "number-line-first-placement",
      title: "Value of each first placement",
      description: `The first player's round-1 points when its card goes on each number, every later player then playing by backward induction with the panel's tiebreak. ${tiebreaks}`,
      basis: "exact (no simulation)",
      games: 0,
      chart: { kind: "heatmap", xLabel: "first card on number", yLabel: "players", cells },
    },
  ];
}

export const numberLineAnalysis: GameAnalysis = {
  players: [2, 3, 4, 5],
  assumedSecondsPerMove: 8,
  features: numberLineFeatures,
  figures(settings, results) {
    const self = results.filter((r) => r.spec.kind === "self");
    const selfBot = self[0]?.outcomes[0]?.seats[0] ?? "?";
    const basis = `${count(settings.games)} games per player count, ${selfBot} in every seat${distinctNote(self)}`;
    return [roundsFigure(self, basis), bluffFigure(self, basis, selfBot), ...round1Figures()];
  },
};
