// How a report's figures are shown, shared by the CLI's HTML report (drawn on linkedom) and the
// web app's Strategy lab (drawn in the page): table cells as text, and each Chart turned into
// Observable Plot marks. The caller passes Plot's namespace and a `document`, so this package
// has no runtime dependency on Plot or on a DOM (a type import only); importable through
// `@number-games/bots/draw` without loading the bots themselves.

import type * as PlotNamespace from "@observablehq/plot";
import type { Cell, Chart } from "./figures";
import { count, isInterval } from "./figures";

export type PlotModule = typeof PlotNamespace;

/** A number as a table shows it; NaN (or null: JSON turns NaN into null) is "–". */
function num(x: number | null, percent: boolean): string {
  if (x === null || Number.isNaN(x)) return "–";
  if (percent) return `${(100 * x).toFixed(1)}%`;
  if (Number.isInteger(x)) return count(x);
  return Math.abs(x) >= 100 ? x.toFixed(0) : x.toFixed(2);
}

/** A cell as text: intervals as "value [low, high]", proportions as percentages if asked. */
export function cellText(c: Cell, percent: boolean): string {
  if (c === null) return "";
  if (typeof c === "string") return c;
  if (typeof c === "number") return num(c, percent);
  if (isInterval(c)) {
    const low = c.low as number | null;
    if (low === null || Number.isNaN(low)) return num(c.value, percent);
    return `${num(c.value, percent)} [${num(c.low, percent)}, ${num(c.high, percent)}]`;
  }
  return String(c);
}

/** The width the CLI's report draws at; the web page passes its container's width. */
export const REPORT_WIDTH = 860;

/** Below this width, panels stack in rows and their labels sit above each panel. */
const NARROW = 600;

export interface DrawOptions {
  /** The document Plot creates elements in (the page's, or linkedom's on a server). */
  readonly document: Document;
  /** Pixels; default REPORT_WIDTH. */
  readonly width?: number;
}

const facets = (xs: readonly { facet: string }[]) => [...new Set(xs.map((x) => x.facet))];

/**
 * The chart drawn by Plot: an `<svg>`, or a `<figure>` holding a legend and the svg.
 * Wide: the CLI report's layout. Narrow (a phone): panels one per row, each labelled above
 * itself instead of in a right margin, so the marks keep most of the width.
 */
export function drawChart(Plot: PlotModule, chart: Chart, options: DrawOptions): Element {
  const width = Math.max(240, Math.round(options.width ?? REPORT_WIDTH));
  const narrow = width < NARROW;
  const common = {
    document: options.document,
    width,
    marginLeft: narrow ? 48 : 60,
    marginBottom: 40,
    style: { fontSize: "12px" },
  };
  // Narrow rows: the facet's name as a text above its panel, at the right (the fy axis hidden).
  const rowLabels = (fs: readonly string[]) =>
    Plot.text(fs, {
      fy: (d: string) => d,
      text: (d: string) => d,
      // Right-aligned: the y axis's label holds the top-left corner.
      frameAnchor: "top-right",
      textAnchor: "end",
      dy: -6,
      lineAnchor: "bottom",
      fontWeight: "bold",
    });
  const rowAxis = (fs: readonly string[]) =>
    narrow
      ? { marginTop: 24, marginRight: 12, fy: { axis: null, padding: 0.25, domain: fs } }
      : { marginRight: 150, ...(fs.length > 1 ? { fy: { label: null, domain: fs } } : {}) };
  switch (chart.kind) {
    case "intervals": {
      const fs = facets(chart.points);
      const faceted = fs.length > 1;
      const series = new Set(chart.points.map((p) => p.series)).size > 1;
      // Several series: one panel per x value, the series side by side inside it. Many
      // panels (or a narrow screen): one row each (fy), so that each keeps a readable width.
      const rows = !series && faceted && (fs.length > 4 || narrow);
      const fx = series ? "x" : faceted && !rows ? "facet" : undefined;
      const fy = rows ? "facet" : undefined;
      const x = series ? "series" : "x";
      return Plot.plot({
        ...common,
        height: rows ? (narrow ? 130 : 110) * fs.length : 320,
        ...(rows ? rowAxis(fs) : {}),
        y: { label: chart.yLabel, grid: true, ...(chart.percent ? { tickFormat: "%" } : {}) },
        // Several series: the legend names them, so no tick labels under each panel.
        x: series ? { axis: null } : { label: chart.xLabel },
        // Panels in the order of the data (token counts 4, 7, 10…, not 10, 13, 16, 4, 7).
        ...(fx !== undefined
          ? {
              fx: {
                label: series ? chart.xLabel : null,
                domain: series ? [...new Set(chart.points.map((p) => p.x))] : fs,
              },
            }
          : {}),
        color: series ? { legend: true } : {},
        marks: [
          ...(chart.reference !== undefined && !series
            ? [
                Plot.ruleY(chart.reference as { facet: string; value: number }[], {
                  y: "value",
                  ...(faceted ? (rows ? { fy: "facet" } : { fx: "facet" }) : {}),
                  stroke: "#888",
                  strokeDasharray: "4,3",
                }),
              ]
            : chart.reference !== undefined && chart.reference.length > 0
              ? [
                  Plot.ruleY([chart.reference[0]!.value], {
                    stroke: "#888",
                    strokeDasharray: "4,3",
                  }),
                ]
              : []),
          Plot.ruleX(chart.points as never[], {
            x,
            y1: "low",
            y2: "high",
            ...(fx !== undefined ? { fx } : {}),
            ...(fy !== undefined ? { fy } : {}),
            stroke: series ? "series" : "#1f4e79",
            strokeWidth: 2,
          }),
          Plot.dot(chart.points as never[], {
            x,
            y: "value",
            ...(fx !== undefined ? { fx } : {}),
            ...(fy !== undefined ? { fy } : {}),
            fill: series ? "series" : "#1f4e79",
            r: 4,
          }),
          ...(rows && narrow ? [rowLabels(fs)] : []),
        ],
      });
    }
    case "histogram": {
      const fs = facets(chart.bars);
      const many = fs.length > 1;
      return Plot.plot({
        ...common,
        height: Math.max(160, (narrow ? 130 : 110) * fs.length),
        ...rowAxis(fs),
        x: { label: chart.xLabel },
        y: { label: "share", tickFormat: "%", grid: true },
        marks: [
          Plot.rectY(chart.bars as never[], {
            x1: (d: { x: number }) => d.x - 0.45,
            x2: (d: { x: number }) => d.x + 0.45,
            y: "share",
            ...(many ? { fy: "facet" } : {}),
            fill: "#1f4e79",
          }),
          Plot.ruleY([0]),
          ...(many && narrow ? [rowLabels(fs)] : []),
        ],
      });
    }
    case "heatmap": {
      // One panel per row, each the full width, so the cells keep room for their labels.
      const fs = facets(chart.cells);
      const rowsPerPanel = new Set(chart.cells.map((c) => c.y)).size;
      const many = fs.length > 1;
      return Plot.plot({
        ...common,
        height: 60 + fs.length * (34 * rowsPerPanel + 24),
        marginLeft: narrow ? 70 : 80,
        ...(narrow
          ? {
              marginTop: 24,
              marginRight: 8,
              ...(many ? { fy: { axis: null, padding: 0.25, domain: fs } } : {}),
            }
          : { marginRight: many ? 80 : 20, ...(many ? { fy: { label: null, domain: fs } } : {}) }),
        x: { label: chart.xLabel, type: "band" },
        y: { label: chart.yLabel },
        // No colour legend: Plot draws continuous ramps on a canvas; every cell shows its value.
        color: { scheme: "blues" },
        marks: [
          Plot.cell(chart.cells as never[], {
            x: "x",
            y: "y",
            fill: "value",
            ...(many ? { fy: "facet" } : {}),
          }),
          Plot.text(chart.cells as never[], {
            x: "x",
            y: "y",
            text: (d: { value: number }) =>
              Number.isInteger(d.value) ? String(d.value) : d.value.toFixed(2),
            ...(many ? { fy: "facet" } : {}),
            fill: "black",
            stroke: "white",
            strokeWidth: 3,
            paintOrder: "stroke",
            fontSize: narrow ? 10 : 11,
          }),
          ...(many && narrow ? [rowLabels(fs)] : []),
        ],
      });
    }
  }
}
