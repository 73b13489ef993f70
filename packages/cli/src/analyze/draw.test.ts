// The figures' shared drawing (packages/bots/src/analysis/draw.ts), here where Plot and a DOM
// (linkedom) are dependencies: cells as text, every chart kind drawn at the report's width and
// at a phone's, the narrow layout labelling each panel above itself.

import type { Chart } from "@number-games/bots";
import { cellText, drawChart, REPORT_WIDTH } from "@number-games/bots/draw";
import * as Plot from "@observablehq/plot";
import { parseHTML } from "linkedom";
import { describe, expect, it } from "vitest";

const { document } = parseHTML("<!doctype html><html><head></head><body></body></html>");
const doc = document as unknown as Document;

describe("cellText", () => {
  it.each([
    [null, false, ""],
    ["hard vs easy", false, "hard vs easy"],
    [1234, false, "1,234"],
    [2.456, false, "2.46"],
    [123.6, false, "124"],
    [0.25, true, "25.0%"],
    [Number.NaN, true, "–"],
    [{ value: 0.5, low: 0.4, high: 0.6, n: 100 }, true, "50.0% [40.0%, 60.0%]"],
    [{ value: 2.5, low: 2.25, high: 2.75, n: 100 }, false, "2.50 [2.25, 2.75]"],
    // NaN bounds, and the nulls JSON writes for them, show the value alone.
    [{ value: 0.5, low: Number.NaN, high: Number.NaN, n: 0 }, true, "50.0%"],
    [{ value: 0.5, low: null, high: null, n: 0 } as never, true, "50.0%"],
  ])("%j (percent %s) → %j", (cell, percent, text) => {
    expect(cellText(cell as never, percent)).toBe(text);
  });
});

const facets = ["2 players", "3 players"];
const CHARTS: readonly Chart[] = [
  {
    kind: "intervals",
    xLabel: "seat",
    yLabel: "win rate",
    percent: true,
    points: facets.flatMap((facet) =>
      ["seat 1", "seat 2"].map((x) => ({ facet, x, series: "", value: 0.5, low: 0.4, high: 0.6 })),
    ),
    reference: facets.map((facet) => ({ facet, value: 0.5 })),
  },
  {
    kind: "histogram",
    xLabel: "final score",
    bars: facets.flatMap((facet) => [1, 2, 3].map((x) => ({ facet, x, share: x / 6 }))),
  },
  {
    kind: "heatmap",
    xLabel: "first card",
    yLabel: "players",
    cells: ["lowest", "random"].flatMap((facet) =>
      [1, 2, 3].map((x) => ({ facet, x, y: "2 players", value: x / 2 })),
    ),
  },
];

describe("drawChart", () => {
  for (const chart of CHARTS) {
    it(`${chart.kind}: an svg of the asked width, panels labelled beside (wide) or above (narrow)`, () => {
      const wide = drawChart(Plot, chart, { document: doc });
      expect(wide.tagName.toLowerCase()).toBe("svg");
      expect(wide.getAttribute("width")).toBe(String(REPORT_WIDTH));
      const narrow = drawChart(Plot, chart, { document: doc, width: 360 });
      expect(narrow.getAttribute("width")).toBe("360");
      const panelNames = chart.kind === "heatmap" ? ["lowest", "random"] : facets;
      for (const name of panelNames) {
        expect(wide.outerHTML).toContain(name);
        expect(narrow.outerHTML).toContain(name);
      }
      // Narrow: the names are bold labels above the panels, not an axis in a right margin.
      expect(narrow.outerHTML).toContain('font-weight="bold"');
      expect(wide.outerHTML).not.toContain('font-weight="bold"');
    });
  }
  it("never draws narrower than 240 px", () => {
    expect(drawChart(Plot, CHARTS[0]!, { document: doc, width: 100 }).getAttribute("width")).toBe(
      "240",
    );
  });
});
