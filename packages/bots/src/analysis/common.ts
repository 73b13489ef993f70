// The figures every report shows, whatever the game: win rate by seat, score distributions,
// game length in moves and minutes, and the skill gap. Read from the self-play and
// skill-gap batches only (generic: no game's name here).

import { specLabel } from "../arena/spec";
import type { GameOutcome } from "../arena/stats";
import { winShares } from "../arena/stats";
import type { BarPoint, Cell, Figure, IntervalPoint, Table } from "./figures";
import { count } from "./figures";
import { distinctGames, distinctNote, honestShare, pointOf, repeats } from "./honest";
import { histogram, spread } from "./stats";
import type { AnalysisSettings, BatchResult, Pace, Scenario } from "./types";

/** The label of a panel: "3 players", with the scenario when there are several. */
export function facetOf(players: number, scenario: string, several: boolean): string {
  return several ? `${scenario}, ${players} players` : `${players} players`;
}

/**
 * Wins of seat `seat` in these games (ties split) with a Wilson interval, or the exact share
 * when the games repeat (honest.ts).
 */
export function seatWinRate(outcomes: readonly GameOutcome[], seat: number): Cell {
  let wins = 0;
  for (const o of outcomes) wins += winShares(o)[seat]!;
  return honestShare(wins, outcomes.length, repeats(outcomes));
}

/** Wins of the seats held by `label` with a Wilson interval (exact share if games repeat). */
export function botWinRate(outcomes: readonly GameOutcome[], label: string): Cell {
  let wins = 0;
  let n = 0;
  for (const o of outcomes) {
    const shares = winShares(o);
    o.seats.forEach((l, s) => {
      if (l !== label) return;
      wins += shares[s]!;
      n++;
    });
  }
  return honestShare(wins, n, repeats(outcomes));
}

const asPoint = (facet: string, x: string, series: string, c: Cell): IntervalPoint => ({
  facet,
  x,
  series,
  ...pointOf(c),
});

export function commonFigures(
  settings: AnalysisSettings,
  scenarios: readonly Scenario[],
  results: readonly BatchResult[],
  pace: Pace,
): Figure[] {
  const self = results.filter((r) => r.spec.kind === "self");
  const skill = results.filter((r) => r.spec.kind === "skill");
  const several = new Set(self.map((r) => r.spec.scenario)).size > 1;
  const label = (key: string) => scenarios.find((s) => s.key === key)?.label ?? key;
  const facet = (r: BatchResult) => facetOf(r.spec.players, label(r.spec.scenario), several);
  const selfBot = specLabel(settings.self);
  const perBatch = (n: number) =>
    `${count(n)} games per ${several ? "rule set and " : ""}player count, ${selfBot} in every seat`;
  const figures: Figure[] = [];
  // One rule set: no "rules" column.
  const trim = (t: Table): Table =>
    several ? t : { ...t, columns: t.columns.slice(1), rows: t.rows.map((r) => r.slice(1)) };

  // Win rate by seat.
  const maxPlayers = Math.max(0, ...self.map((r) => r.spec.players));
  const seatRows: Cell[][] = [];
  const seatPoints: IntervalPoint[] = [];
  for (const r of self) {
    const row: Cell[] = [label(r.spec.scenario), r.spec.players];
    for (let s = 0; s < maxPlayers; s++) {
      if (s >= r.spec.players) {
        row.push(null);
        continue;
      }
      const i = seatWinRate(r.outcomes, s);
      row.push(i);
      seatPoints.push(asPoint(facet(r), `seat ${s + 1}`, "", i));
    }
    row.push(r.outcomes.length, distinctGames(r.outcomes));
    seatRows.push(row);
  }
  const games = self[0]?.outcomes.length ?? 0;
  figures.push({
    id: "seat-win-rate",
    title: "Win rate by seat",
    description:
      "How often the player in each seat wins (seat 1 moves first; a shared win counts as a share), with its 95% Wilson interval where the games are independent; where they repeat (a game without chance between deterministic bots), the exact share of the games played and no interval, and the last column says how many distinct games that is. With the same bot in every seat, a seat above the fair share 1/players has an advantage from the rules alone.",
    basis: perBatch(games) + distinctNote(self),
    games: self.reduce((a, r) => a + r.outcomes.length, 0),
    table: trim({
      columns: [
        "rules",
        "players",
        ...Array.from({ length: maxPlayers }, (_, s) => `seat ${s + 1}`),
        "games",
        "distinct games",
      ],
      rows: seatRows,
      percent: Array.from({ length: maxPlayers }, (_, s) => `seat ${s + 1}`),
    }),
    chart: {
      kind: "intervals",
      xLabel: "seat",
      yLabel: "win rate",
      percent: true,
      points: seatPoints,
      reference: self.map((r) => ({ facet: facet(r), value: 1 / r.spec.players })),
    },
  });

  // Scores.
  const scoreBars: BarPoint[] = [];
  const scoreRows: Cell[][] = [];
  for (const r of self) {
    const scores = r.outcomes.filter((o) => o.forfeit === undefined).flatMap((o) => o.scores);
    const sp = spread(scores);
    scoreRows.push([
      label(r.spec.scenario),
      r.spec.players,
      sp.mean,
      sp.sd,
      sp.p10,
      sp.median,
      sp.p90,
    ]);
    for (const h of histogram(scores)) scoreBars.push({ facet: facet(r), x: h.x, share: h.share });
  }
  figures.push({
    id: "scores",
    title: "Score distribution",
    description:
      "Final scores of all players (every seat pooled): the mean with its 95% interval, the standard deviation and the 10th, 50th and 90th percentiles.",
    basis: perBatch(games) + distinctNote(self),
    games: self.reduce((a, r) => a + r.outcomes.length, 0),
    table: trim({
      columns: ["rules", "players", "mean score", "sd", "10%", "median", "90%"],
      rows: scoreRows,
    }),
    chart: { kind: "histogram", xLabel: "final score", bars: scoreBars },
  });

  // Length.
  const lengthBars: BarPoint[] = [];
  const lengthRows: Cell[][] = [];
  const minutes = (moves: number) => (moves * pace.secondsPerMove) / 60;
  for (const r of self) {
    const moves = r.outcomes.filter((o) => o.forfeit === undefined).map((o) => o.decisions);
    const sp = spread(moves);
    const m = sp.mean;
    lengthRows.push([
      label(r.spec.scenario),
      r.spec.players,
      m,
      sp.p10,
      sp.median,
      sp.p90,
      { value: minutes(m.value), low: minutes(m.low), high: minutes(m.high), n: m.n },
      minutes(sp.p90),
    ]);
    for (const h of histogram(moves)) lengthBars.push({ facet: facet(r), x: h.x, share: h.share });
  }
  const paceText = pace.measured
    ? `${pace.secondsPerMove.toFixed(1)} s per move, measured over ${count(pace.moves)} moves of ${count(pace.tables)} stored games`
    : `${pace.secondsPerMove} s per move, ASSUMED (no stored games with timestamps were found)`;
  figures.push({
    id: "length",
    title: "Game length",
    description: `Player decisions per game (chance steps such as dice or deals not counted), and minutes at a pace of ${paceText}.`,
    basis: perBatch(games) + distinctNote(self),
    games: self.reduce((a, r) => a + r.outcomes.length, 0),
    table: trim({
      columns: [
        "rules",
        "players",
        "mean moves",
        "10%",
        "median",
        "90%",
        "mean minutes",
        "90% minutes",
      ],
      rows: lengthRows,
    }),
    chart: { kind: "histogram", xLabel: "moves per game", bars: lengthBars },
  });

  // Skill gap.
  if (skill.length > 0) {
    const strong = specLabel(settings.strong);
    const rows: Cell[][] = [];
    const points: IntervalPoint[] = [];
    for (const r of skill) {
      const weak = r.outcomes[0]?.seats.find((l) => l !== strong) ?? "?";
      const i = botWinRate(r.outcomes, strong);
      rows.push([
        label(r.spec.scenario),
        r.spec.players,
        `${strong} vs ${weak}`,
        i,
        1 / r.spec.players,
        r.outcomes.length,
        distinctGames(r.outcomes),
      ]);
      points.push(asPoint(facet(r), `vs ${weak}`, "", i));
    }
    figures.push({
      id: "skill-gap",
      title: "Skill gap",
      description: `How often ${strong} (one seat) wins against weaker bots in all the other seats, seats rotated so that ${strong} sits in each equally often; shared wins count as a share. The further above the fair share 1/players, the more the game rewards skill over luck.`,
      basis: `${count(settings.skillGames)} games (rounded up to whole seat rotations) per pairing and player count${distinctNote(skill)}`,
      games: skill.reduce((a, r) => a + r.outcomes.length, 0),
      table: trim({
        columns: [
          "rules",
          "players",
          "pairing",
          `${strong} win rate`,
          "fair share",
          "games",
          "distinct games",
        ],
        rows,
        percent: [`${strong} win rate`, "fair share"],
      }),
      chart: {
        kind: "intervals",
        xLabel: "opponents",
        yLabel: `${strong} win rate`,
        percent: true,
        points,
        reference: skill.map((r) => ({ facet: facet(r), value: 1 / r.spec.players })),
      },
    });
  }
  return figures;
}
