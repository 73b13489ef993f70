// The "run more games" form of the Strategy lab: its fields, their limits, what is wrong with
// them (shown at the field; nothing runs until they are right), the analysis input they make
// and the `numbers analyze` command that gives the same figures. Pure: no React, no bots.

import type { AnalysisInput } from "@number-games/bots";
import type { GameId } from "@number-games/engine";

export interface LabForm {
  /** "all" or one player count from the report's list. */
  readonly players: string;
  readonly games: number;
  readonly skillGames: number;
  readonly seed: string;
}

/** A browser run is for a look, not for the report: it stays well under a few minutes. */
export const LAB_LIMITS = {
  games: { min: 1, max: 5000 },
  skillGames: { min: 1, max: 1000 },
} as const;

export const DEFAULT_FORM: LabForm = { players: "all", games: 200, skillGames: 20, seed: "2" };

const SEED = /^[A-Za-z0-9._-]{1,40}$/;

export function seedOk(seed: string): boolean {
  return SEED.test(seed);
}

function inRange(n: number, r: { readonly min: number; readonly max: number }): boolean {
  return Number.isInteger(n) && n >= r.min && n <= r.max;
}

/** Whether every field is right (the messages themselves are shown at each field). */
export function formOk(f: LabForm, counts: readonly number[]): boolean {
  return (
    (f.players === "all" || counts.includes(Number(f.players))) &&
    inRange(f.games, LAB_LIMITS.games) &&
    inRange(f.skillGames, LAB_LIMITS.skillGames) &&
    seedOk(f.seed)
  );
}

/** The report's player counts as the planner's text: "2-5" (they are consecutive) or "3". */
export function playersText(f: LabForm, counts: readonly number[]): string {
  if (f.players !== "all") return f.players;
  const lo = Math.min(...counts);
  const hi = Math.max(...counts);
  return lo === hi ? String(lo) : `${lo}-${hi}`;
}

export function analysisInput(game: GameId, f: LabForm, counts: readonly number[]): AnalysisInput {
  return {
    game,
    players: playersText(f, counts),
    games: f.games,
    skillGames: f.skillGames,
    seed: f.seed,
  };
}

/** The command line that reproduces a run (the seed is safe to print unquoted: see SEED). */
export function commandFor(input: AnalysisInput): string {
  const parts = ["numbers analyze", input.game];
  if (input.players !== undefined) parts.push(`--players ${input.players}`);
  if (input.games !== undefined) parts.push(`--games ${input.games}`);
  if (input.skillGames !== undefined) parts.push(`--skill-games ${input.skillGames}`);
  if (input.seed !== undefined) parts.push(`--seed ${input.seed}`);
  return parts.join(" ");
}
