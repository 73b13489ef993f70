// Take or Pay's part of `numbers analyze`: the classroom preset against the classic one (the
// common figures split by preset), how many passes (pays) a card sees before it is taken,
// and a sweep of the starting tokens: balance, length and skill gap as the count changes.

import type { AnyGame, takeOrPayGame } from "@number-games/engine";
import { getGame } from "@number-games/engine";
import { botWinRate, seatWinRate } from "../../analysis/common";
import type { BarPoint, Cell, Figure, IntervalPoint } from "../../analysis/figures";
import { count } from "../../analysis/figures";
import { pointOf } from "../../analysis/honest";
import { histogram, meanInterval, spread, wilson } from "../../analysis/stats";
import type {
  AnalysisSettings,
  BatchResult,
  BatchSpec,
  GameAnalysis,
  GameFeatures,
} from "../../analysis/types";
import { specLabel } from "../../arena/spec";

type Observation = takeOrPayGame.TakeOrPayObservation;

/** cards: the cards in the order taken; passes: the pays each saw before it was taken. */
export function takeOrPayFeatures(game: AnyGame, state: unknown): GameFeatures {
  const obs = game.observe(state, "spectator") as Observation;
  const cards: number[] = [];
  const passes: number[] = [];
  let pays = 0;
  for (const e of obs.events) {
    if (e.type === "pay") pays++;
    else {
      cards.push(e.card);
      passes.push(pays);
      pays = 0;
    }
  }
  return { cards, passes };
}

const SCENARIOS = [
  { key: "classroom", label: "classroom", config: { preset: "classroom" } },
  { key: "classic", label: "classic", config: { preset: "classic" } },
] as const;

/** The starting tokens of the sweep (classroom preset; its default is 10). */
export const TOKEN_SWEEP = [4, 7, 10, 13, 16] as const;

/** The sweep's player count: 4 when analysed, else the first count the classroom preset takes. */
function sweepPlayers(s: AnalysisSettings): number | undefined {
  if (s.players.includes(4)) return 4;
  const game = getGame("take-or-pay");
  return s.players.find((players) => game.parseConfig({ preset: "classroom", players }).ok);
}

function extraBatches(s: AnalysisSettings): BatchSpec[] {
  const players = sweepPlayers(s);
  if (players === undefined) return [];
  const out: BatchSpec[] = [];
  for (const tokens of TOKEN_SWEEP) {
    const config = { preset: "classroom", tokens, players };
    out.push({
      key: `tokens/${tokens}/self`,
      kind: "extra",
      scenario: "classroom",
      players,
      config,
      bots: [s.self],
      games: s.games,
      tag: `self ${tokens}`,
    });
    const weak = s.weak[0];
    if (weak !== undefined) {
      out.push({
        key: `tokens/${tokens}/skill`,
        kind: "extra",
        scenario: "classroom",
        players,
        config,
        bots: [s.strong, weak],
        games: s.skillGames,
        tag: `skill ${tokens}`,
      });
    }
  }
  return out;
}

function passesFigure(self: readonly BatchResult[], basis: string): Figure {
  const rows: Cell[][] = [];
  const bars: BarPoint[] = [];
  for (const r of self) {
    const passes = r.outcomes.flatMap((o) => [
      ...((o.features?.passes as readonly number[]) ?? []),
    ]);
    const sp = spread(passes);
    const facet = `${r.spec.scenario}, ${r.spec.players} players`;
    rows.push([
      r.spec.scenario,
      r.spec.players,
      sp.mean,
      wilson(passes.filter((x) => x === 0).length, passes.length),
      sp.median,
      sp.p90,
      Math.max(0, ...passes),
      passes.length,
    ]);
    for (const h of histogram(passes)) bars.push({ facet, x: h.x, share: h.share });
  }
  return {
    id: "take-or-pay-passes",
    title: "Passes per card",
    description:
      "How many times a card is passed (a player pays a token rather than take it) before someone takes it, over every card of every game: the mean with its 95% interval, the share of cards taken at once, and the spread.",
    basis,
    games: self.reduce((a, r) => a + r.outcomes.length, 0),
    table: {
      columns: [
        "preset",
        "players",
        "mean passes",
        "taken at once",
        "median",
        "90%",
        "most",
        "cards",
      ],
      rows,
      percent: ["taken at once"],
    },
    chart: { kind: "histogram", xLabel: "passes before the card is taken", bars },
  };
}

function sweepFigure(s: AnalysisSettings, extra: readonly BatchResult[]): Figure | null {
  if (extra.length === 0) return null;
  const players = extra[0]!.spec.players;
  const strong = specLabel(s.strong);
  const weak = s.weak[0] === undefined ? null : specLabel(s.weak[0]);
  const rows: Cell[][] = [];
  const points: IntervalPoint[] = [];
  for (const tokens of TOKEN_SWEEP) {
    const self = extra.find((r) => r.spec.key === `tokens/${tokens}/self`);
    const skill = extra.find((r) => r.spec.key === `tokens/${tokens}/skill`);
    if (self === undefined) continue;
    const seats = Array.from({ length: players }, (_, seat) => seatWinRate(self.outcomes, seat));
    const best = Math.max(...seats.map((i) => pointOf(i).value));
    const worst = Math.min(...seats.map((i) => pointOf(i).value));
    const moves = meanInterval(self.outcomes.map((o) => o.decisions));
    const passes = meanInterval(
      self.outcomes.flatMap((o) => [...((o.features?.passes as readonly number[]) ?? [])]),
    );
    const gap = skill === undefined ? null : botWinRate(skill.outcomes, strong);
    rows.push([tokens, ...seats, best - worst, moves, passes, gap]);
    const facet = "";
    points.push({ facet, x: String(tokens), series: "seat 1 win rate", ...pointOf(seats[0]!) });
    if (gap !== null)
      points.push({ facet, x: String(tokens), series: `${strong} vs ${weak}`, ...pointOf(gap) });
  }
  return {
    id: "take-or-pay-tokens",
    title: `Starting tokens: balance, length and skill gap (classroom cards, ${players} players)`,
    description: `The classroom preset (cards 1–36, 6 removed) with each player starting with the given number of tokens. Balance: each seat's win rate (95% Wilson intervals) and the spread between the best and worst seat; length: player decisions per game; passes per card; skill gap: ${strong} in one seat against ${weak ?? "—"} in the others (fair share ${(100 / players).toFixed(0)}%).`,
    basis: `${count(s.games)} self-play games (${specLabel(s.self)}) and ${count(s.skillGames)} skill-gap games per token count`,
    games: extra.reduce((a, r) => a + r.outcomes.length, 0),
    table: {
      columns: [
        "tokens",
        ...Array.from({ length: players }, (_, i) => `seat ${i + 1}`),
        "best − worst seat",
        "mean moves",
        "mean passes per card",
        weak === null ? "skill gap" : `${strong} vs ${weak}`,
      ],
      rows,
      percent: [
        ...Array.from({ length: players }, (_, i) => `seat ${i + 1}`),
        "best − worst seat",
        weak === null ? "skill gap" : `${strong} vs ${weak}`,
      ],
    },
    chart: {
      kind: "intervals",
      xLabel: "starting tokens",
      yLabel: "win rate",
      percent: true,
      points,
      reference: [{ facet: "", value: 1 / players }],
    },
  };
}

export const takeOrPayAnalysis: GameAnalysis = {
  players: [3, 4, 5, 6],
  scenarios: () => SCENARIOS,
  // hard spends 2,000 playouts a decision here (over a second of CPU per game): a quarter of
  // that against easy keeps the default report within minutes on two cores.
  defaultBots: "hard@500,easy",
  assumedSecondsPerMove: 4,
  features: takeOrPayFeatures,
  extraBatches,
  figures(settings, results) {
    const self = results.filter((r) => r.spec.kind === "self");
    const basis = `${count(settings.games)} games per preset and player count, ${specLabel(settings.self)} in every seat`;
    const sweep = sweepFigure(
      settings,
      results.filter((r) => r.spec.kind === "extra"),
    );
    return [passesFigure(self, basis), ...(sweep === null ? [] : [sweep])];
  },
};
