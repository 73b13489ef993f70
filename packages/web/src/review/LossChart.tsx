// A small chart of each reviewed seat's loss per move: one row of bars per seat, one bar per
// decision at its place in the game, taller for a costlier move. Win-chance losses (a share)
// and point losses (Number Line's solver) are each scaled to their own largest, so every bar
// also carries its exact cost as a tooltip and for screen readers.

import type { ReviewedDecision } from "@number-games/bots";
import { useTranslation } from "react-i18next";

const ROW = 36;
const LABEL = 16;

export function formatCost(d: ReviewedDecision): string {
  return d.unit === "win" ? `${Math.round(d.cost * 100)}%` : d.cost.toFixed(2);
}

export function LossChart({
  results,
  names,
  moves,
}: {
  /** Reviewed seats and their decisions, in seat order. */
  results: readonly (readonly [number, readonly ReviewedDecision[]])[];
  names: readonly string[];
  /** The record's length: the x axis spans the whole game. */
  moves: number;
}) {
  const { t } = useTranslation();
  if (results.length === 0) return null;
  const width = 300;
  const height = results.length * (ROW + LABEL);
  const all = results.flatMap(([, ds]) => ds);
  const max = (unit: ReviewedDecision["unit"]) =>
    Math.max(1e-9, ...all.filter((d) => d.unit === unit).map((d) => d.cost));
  const scale = { win: max("win"), points: max("points") };
  const x = (index: number) => (index / Math.max(1, moves)) * (width - 4) + 2;
  return (
    <figure className="review-chart-figure" data-testid="review-chart">
      <figcaption className="small">{t("review.chartTitle")}</figcaption>
      <svg
        className="review-chart"
        viewBox={`0 0 ${width} ${height}`}
        width={width}
        height={height}
        // The entries above say every cost in words; the chart is their picture.
        aria-hidden="true"
      >
        {results.map(([seat, ds], row) => {
          const top = row * (ROW + LABEL);
          return (
            <g key={seat} data-seat={seat}>
              <text x={0} y={top + 12} fontSize={12} fill="currentColor">
                {t("review.chartSeat", { name: names[seat] ?? "" })}
              </text>
              <line
                x1={0}
                x2={width}
                y1={top + LABEL + ROW}
                y2={top + LABEL + ROW}
                stroke="currentColor"
                strokeWidth={1}
              />
              {ds.map((d) => {
                const h = Math.max(2, (Math.max(0, d.cost) / scale[d.unit]) * ROW);
                const label = t("review.chartBar", { n: d.index + 1, cost: formatCost(d) });
                return (
                  <rect
                    key={d.index}
                    data-index={d.index}
                    className={`chart-${d.rating}`}
                    x={x(d.index)}
                    y={top + LABEL + ROW - h}
                    width={3}
                    height={h}
                  >
                    <title>{label}</title>
                  </rect>
                );
              })}
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
