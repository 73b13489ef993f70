// An analysis report as ONE self-contained HTML file: inline CSS, every chart an inline SVG
// drawn by Observable Plot on a small server-side DOM (linkedom), every table with its 95%
// intervals. No script and no network needed to open it. The cells' text and the charts' Plot
// marks are the bots package's (analysis/draw.ts), shared with the web app's Strategy lab.

import type { AnalysisReport, Chart, Figure, Table } from "@number-games/bots";
import { count } from "@number-games/bots";
import { cellText, drawChart } from "@number-games/bots/draw";
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

/** The chart as SVG markup (Plot's output, serialised). */
export function chartSvg(chart: Chart): string {
  return drawChart(Plot, chart, { document: document as unknown as Document }).outerHTML;
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
