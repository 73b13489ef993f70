// One figure's chart, drawn in the page by Observable Plot with the CLI report's own marks
// (@number-games/bots/draw) at the width of its container, again when that width changes (a
// phone turned, a window resized). Plot is loaded with the first chart, not with the page.

import type { Chart } from "@number-games/bots";
import { drawChart } from "@number-games/bots/draw";
import { useEffect, useRef, useState } from "react";

export function PlotChart({ chart, label }: { chart: Chart; label: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState<number | null>(null);

  useEffect(() => {
    const el = box.current;
    if (el === null) return;
    const measure = () => setWidth(Math.floor(el.clientWidth));
    measure();
    if (typeof ResizeObserver === "undefined") return;
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, []);

  useEffect(() => {
    if (width === null || width === 0) return;
    let live = true;
    void import("@observablehq/plot").then((Plot) => {
      const el = box.current;
      if (!live || el === null) return;
      const drawn = drawChart(Plot, chart, { document, width });
      // The table below holds the same numbers; the chart is one labelled picture. Plot names
      // its mark groups with aria-label ("dot", "rule"), which a role-less <g> may not carry.
      for (const g of drawn.querySelectorAll("[aria-label]")) g.removeAttribute("aria-label");
      drawn.setAttribute("role", "img");
      drawn.setAttribute("aria-label", label);
      el.replaceChildren(drawn);
    });
    return () => {
      live = false;
    };
  }, [chart, width, label]);

  return <div className="lab-chart" ref={box} data-testid="lab-chart" />;
}
