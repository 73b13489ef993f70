// A figure's words in the page's language (i18n/sections/labFigures.ts): the chart's axes,
// legends and panels and the table's headers and labels. Numbers, intervals and the figure's
// description stay as the report has them. Pure: `t` is passed in.

import type { Chart, Figure, Table } from "@number-games/bots";

export type Translate = (key: string, options?: Record<string, unknown>) => string;
export type Exists = (key: string) => boolean;

/** One of the report's words or labels, translated if the dictionary knows it. */
export function figureWord(s: string, t: Translate, exists: Exists): string {
  if (s === "") return s;
  if (exists(`labTerms.${s}`)) return t(`labTerms.${s}`);
  let m = /^(\d+) players$/.exec(s);
  if (m !== null) return t("labPatterns.nPlayers", { n: m[1] });
  m = /^seat (\d+)$/.exec(s);
  if (m !== null) return t("labPatterns.seatN", { n: m[1] });
  m = /^seat (\d+) win rate$/.exec(s);
  if (m !== null) return t("labPatterns.seatWinRate", { n: m[1] });
  m = /^(.+), (\d+) players$/.exec(s);
  if (m !== null) {
    return t("labPatterns.presetPlayers", { preset: figureWord(m[1]!, t, exists), n: m[2] });
  }
  return s;
}

function chartWords(chart: Chart, w: (s: string) => string): Chart {
  switch (chart.kind) {
    case "intervals":
      return {
        ...chart,
        xLabel: w(chart.xLabel),
        yLabel: w(chart.yLabel),
        points: chart.points.map((p) => ({
          ...p,
          facet: w(p.facet),
          x: w(p.x),
          series: w(p.series),
        })),
        ...(chart.reference !== undefined
          ? { reference: chart.reference.map((r) => ({ ...r, facet: w(r.facet) })) }
          : {}),
      };
    case "histogram":
      return {
        ...chart,
        xLabel: w(chart.xLabel),
        bars: chart.bars.map((b) => ({ ...b, facet: w(b.facet) })),
      };
    case "heatmap":
      return {
        ...chart,
        xLabel: w(chart.xLabel),
        yLabel: w(chart.yLabel),
        cells: chart.cells.map((c) => ({ ...c, facet: w(c.facet), y: w(c.y) })),
      };
    default: {
      const never: never = chart;
      return never;
    }
  }
}

function tableWords(table: Table, w: (s: string) => string): Table {
  const percent = new Set(table.percent ?? []);
  return {
    columns: table.columns.map(w),
    rows: table.rows.map((row) => row.map((c) => (typeof c === "string" ? w(c) : c))),
    percent: table.columns.filter((c) => percent.has(c)).map(w),
  };
}

/** The figure with its chart's and table's words translated. */
export function figureInLanguage(f: Figure, t: Translate, exists: Exists): Figure {
  const w = (s: string) => figureWord(s, t, exists);
  return {
    ...f,
    ...(f.chart !== undefined ? { chart: chartWords(f.chart, w) } : {}),
    ...(f.table !== undefined ? { table: tableWords(f.table, w) } : {}),
  };
}
