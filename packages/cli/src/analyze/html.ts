// An analysis report as ONE self-contained HTML file: inline CSS, every chart an inline SVG
// drawn by Observable Plot on a small server-side DOM (linkedom), every table with its 95%
// intervals. No script and no network needed to open it.

import type { AnalysisReport, Cell, Chart, Figure, Table } from "@number-games/bots";
import { count, isInterval } from "@number-games/bots";
import * as Plot from "@observablehq/plot";
import { parseHTML } from "linkedom";

const { document } = parseHTML("<!doctype html><html><head></head><body></body></html>");

export function escapeHtml(s: string): string {
  return s
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;");
}

function num(x: number, percent: boolean): string {
  if (Number.isNaN(x)) return "–";
  if (percent) return `${(100 * x).toFixed(1)}%`;
  if (Number.isInteger(x)) return count(x);
  return Math.abs(x) >= 100 ? x.toFixed(0) : x.toFixed(2);
}

/** A cell as text: intervals as "value [low, high]". */
export function cellText(c: Cell, percent: boolean): string {
  if (c === null) return "";
  if (typeof c === "string") return c;
  if (typeof c === "number") return num(c, percent);
  if (isInterval(c)) {
    if (Number.isNaN(c.low)) return num(c.value, percent);
    return `${num(c.value, percent)} [${num(c.low, percent)}, ${num(c.high, percent)}]`;
  }
  return String(c);
}

function tableHtml(t: Table): string {
  const pct = new Set(t.percent ?? []);
  const head = t.columns.map((c) => `<th>${escapeHtml(c)}</th>`).join("");
  const rows = t.rows
    .map(
      (r) =>
        `<tr>${r.map((c, i) => `<td>${escapeHtml(cellText(c, pct.has(t.columns[i]!)))}</td>`).join("")}</tr>`,
    )
    .join("\n");
  return `<div class="table"><table><thead><tr>${head}</tr></thead><tbody>\n${rows}\n</tbody></table></div>`;
}

const facets = (xs: readonly { facet: string }[]) => [...new Set(xs.map((x) => x.facet))];

/** The chart as SVG markup (Plot's output, serialised). */
export function chartSvg(chart: Chart): string {
  const common = {
    document,
    width: 860,
    marginLeft: 60,
    marginBottom: 40,
    style: { fontSize: "12px" },
  };
  let el: { outerHTML: string };
  switch (chart.kind) {
    case "intervals": {
      const fs = facets(chart.points);
      const faceted = fs.length > 1;
      const series = new Set(chart.points.map((p) => p.series)).size > 1;
      // Several series: one panel per x value, the series side by side inside it. Many
      // panels: one row each (fy), so that each keeps a readable width.
      const rows = !series && fs.length > 4;
      const fx = series ? "x" : faceted && !rows ? "facet" : undefined;
      const fy = rows ? "facet" : undefined;
      const x = series ? "series" : "x";
      el = Plot.plot({
        ...common,
        height: rows ? 110 * fs.length : 320,
        ...(rows ? { marginRight: 150, fy: { label: null } } : {}),
        y: { label: chart.yLabel, grid: true, ...(chart.percent ? { tickFormat: "%" } : {}) },
        x: { label: series ? null : chart.xLabel },
        ...(fx !== undefined ? { fx: { label: series ? chart.xLabel : null } } : {}),
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
        ],
      });
      break;
    }
    case "histogram": {
      const fs = facets(chart.bars);
      el = Plot.plot({
        ...common,
        height: Math.max(160, 110 * fs.length),
        marginRight: 150,
        x: { label: chart.xLabel },
        y: { label: "share", tickFormat: "%", grid: true },
        ...(fs.length > 1 ? { fy: { label: null } } : {}),
        marks: [
          Plot.rectY(chart.bars as never[], {
            x1: (d: { x: number }) => d.x - 0.45,
            x2: (d: { x: number }) => d.x + 0.45,
            y: "share",
            ...(fs.length > 1 ? { fy: "facet" } : {}),
            fill: "#1f4e79",
          }),
          Plot.ruleY([0]),
        ],
      });
      break;
    }
    case "heatmap": {
      // One panel per row, each the full width, so the cells keep room for their labels.
      const fs = facets(chart.cells);
      const rowsPerPanel = new Set(chart.cells.map((c) => c.y)).size;
      const many = fs.length > 1;
      el = Plot.plot({
        ...common,
        height: 60 + fs.length * (34 * rowsPerPanel + 24),
        marginLeft: 80,
        marginRight: many ? 80 : 20,
        x: { label: chart.xLabel, type: "band" },
        y: { label: chart.yLabel },
        ...(many ? { fy: { label: null } } : {}),
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
            fontSize: 11,
          }),
        ],
      });
      break;
    }
  }
  return el.outerHTML;
}

function figureHtml(f: Figure): string {
  return `<section id="${escapeHtml(f.id)}">
<h2>${escapeHtml(f.title)}</h2>
<p>${escapeHtml(f.description)}</p>
<p class="basis">Rests on: ${escapeHtml(f.basis)}${f.games > 0 ? ` (${count(f.games)} simulated games in this figure)` : ""}.</p>
${f.chart !== undefined ? `<div class="chart">${chartSvg(f.chart)}</div>` : ""}
${f.table !== undefined ? tableHtml(f.table) : ""}
</section>`;
}

const CSS = `body{font:15px/1.45 system-ui,sans-serif;max-width:920px;margin:2em auto;padding:0 1em;color:#222}
h1{font-size:1.6em}h2{font-size:1.25em;margin-top:2em;border-bottom:1px solid #ddd}
table{border-collapse:collapse;margin:1em 0;font-size:13px}th,td{border:1px solid #ccc;padding:3px 7px;text-align:right;white-space:nowrap}.table{overflow-x:auto}
th{background:#f3f3f3}td:first-child,th:first-child{text-align:left}.basis{color:#555;font-size:13px}
.chart svg{max-width:100%;height:auto}code{background:#f3f3f3;padding:0 3px}`;

export function renderHtml(report: AnalysisReport, command: string): string {
  const pace = report.pace.measured
    ? `${report.pace.secondsPerMove.toFixed(1)} s per move, measured from ${count(report.pace.moves)} moves of ${count(report.pace.tables)} stored games`
    : `${report.pace.secondsPerMove} s per move, assumed: no stored games with timestamps were found`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(report.title)}: analysis</title>
<style>${CSS}</style></head><body>
<h1>${escapeHtml(report.title)}: what the simulations say</h1>
<p>${count(report.games)} simulated games. Self-play bot: <b>${escapeHtml(report.self)}</b>; skill gap: <b>${escapeHtml(report.strong)}</b> against ${escapeHtml(report.weak.join(", ") || "—")}. Seed ${escapeHtml(report.seed)}: the same command gives the same figures. Intervals are 95% (Wilson for proportions, normal for means). Pace: ${escapeHtml(pace)}.</p>
<p>Reproduce: <code>${escapeHtml(command)}</code></p>
${report.figures.map(figureHtml).join("\n")}
</body></html>
`;
}
