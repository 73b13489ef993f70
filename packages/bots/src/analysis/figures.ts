// The report's figures as plain data: a title, what they rest on, a table whose cells may be
// intervals, and an optional chart described by its data (the CLI draws it with Observable
// Plot; a browser page can draw the same data). Plain JSON, so `--json` prints them as is.

import type { Interval } from "./stats";

export type Cell = string | number | Interval | null;

export interface Table {
  readonly columns: readonly string[];
  readonly rows: readonly (readonly Cell[])[];
  /** The columns holding proportions, shown as percentages. */
  readonly percent?: readonly string[];
}

/** One point of an interval chart: a value with its 95% interval. */
export interface IntervalPoint {
  /** The panel (e.g. "3 players"). */
  readonly facet: string;
  readonly x: string;
  /** Several series in one panel (e.g. presets), or "" for one. */
  readonly series: string;
  readonly value: number;
  readonly low: number;
  readonly high: number;
}

export interface BarPoint {
  readonly facet: string;
  readonly x: number;
  readonly share: number;
}

export interface HeatCell {
  readonly facet: string;
  readonly x: number;
  readonly y: string;
  readonly value: number;
}

export type Chart =
  | {
      /** Dots with 95% interval bars, per panel; `reference` draws a dashed line (fair share). */
      readonly kind: "intervals";
      readonly xLabel: string;
      readonly yLabel: string;
      readonly percent: boolean;
      readonly points: readonly IntervalPoint[];
      readonly reference?: readonly { readonly facet: string; readonly value: number }[];
    }
  | {
      /** A distribution: the share of observations at each whole-number value, per panel. */
      readonly kind: "histogram";
      readonly xLabel: string;
      readonly bars: readonly BarPoint[];
    }
  | {
      /** A grid of values (rows y, columns x) per panel, each cell labelled with its value. */
      readonly kind: "heatmap";
      readonly xLabel: string;
      readonly yLabel: string;
      readonly cells: readonly HeatCell[];
    };

export interface Figure {
  /** Stable id (e.g. "seat-win-rate"). */
  readonly id: string;
  readonly title: string;
  /** What it shows, in plain words, and how a figure is defined. */
  readonly description: string;
  /** What it rests on: "2,000 games per player count, medium in every seat". */
  readonly basis: string;
  /** Simulated games behind it (0 for exact computations). */
  readonly games: number;
  readonly table?: Table;
  readonly chart?: Chart;
}

/** "1,234". */
export function count(n: number): string {
  return n.toLocaleString("en-US");
}

export function isInterval(c: Cell): c is Interval {
  return typeof c === "object" && c !== null;
}
