// Splitting a class into tables, as data: group sizes as even as possible within the table
// size and the game's player range, a seeded shuffle, and the check of a teacher's own groups.
// Pure: the class service stores and creates what this decides.

import type { Result } from "@number-games/engine";
import { err, getGame, ok, Rng } from "@number-games/engine";
import type { ProtocolError, SeatingProblem, TableSize } from "@number-games/protocol";
import { protocolError } from "@number-games/protocol";

const problem = (rule: SeatingProblem, message: string): Result<never, ProtocolError> =>
  err(protocolError("ERR_BAD_SEATING", message, rule));

/** The player counts a game accepts with this config (`players` set by each table). */
export function playerRange(
  game: string,
  config: Record<string, unknown>,
): { min: number; max: number } | null {
  const g = getGame(game as never);
  let min = 0;
  let max = 0;
  for (let p = g.minPlayers; p <= g.maxPlayers; p++) {
    if (g.parseConfig({ ...config, players: p }).ok) {
      if (min === 0) min = p;
      max = p;
    }
  }
  return min === 0 ? null : { min, max };
}

/** The largest table: the class's table size, or for "even" the game's most players. */
export function largestTable(size: TableSize, range: { max: number }): number {
  return size === "even" ? range.max : Math.min(size, range.max);
}

/** The table "as even as possible" splits a class into: four players, within the game's range. */
export const EVEN_TABLE = 4;

/**
 * The table size a random seating splits the class by: the class's table size (at most the
 * game's most players), or for "even" tables of about EVEN_TABLE, so 11 students sit 4 + 4 + 3,
 * not 6 + 5 (every table of a game that seats six would be a long wait between turns).
 */
export function splitSize(size: TableSize, range: { min: number; max: number }): number {
  return size === "even"
    ? Math.min(range.max, Math.max(range.min, EVEN_TABLE))
    : Math.min(size, range.max);
}

/**
 * Group sizes for `n` students: as few tables as the largest table allows, sizes differing by
 * at most one (larger tables first).
 */
export function groupSizes(n: number, largest: number): number[] {
  if (n <= 0) return [];
  const tables = Math.ceil(n / largest);
  const base = Math.floor(n / tables);
  const extra = n % tables;
  return Array.from({ length: tables }, (_, i) => base + (i < extra ? 1 : 0));
}

/** A seeded shuffle (Fisher–Yates over the engine's seeded generator). */
export function shuffled<T>(items: readonly T[], seed: string): T[] {
  const rng = Rng.fromSeed(`class-seating:${seed}`);
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** Splits `ids` (already shuffled) into groups of `groupSizes`. */
export function split<T>(items: readonly T[], largest: number): T[][] {
  const out: T[][] = [];
  let at = 0;
  for (const size of groupSizes(items.length, largest)) {
    out.push(items.slice(at, at + size));
    at += size;
  }
  return out;
}

/**
 * Checks groups (of student ids) against the waiting students and the table limits, and says
 * how many seats each table gets: its group, plus bots up to the fill size when `bots`.
 * Fill size: the class's table size, or for "even" the largest group; never below the game's
 * minimum.
 */
export function planTables(
  groups: readonly (readonly string[])[],
  waiting: ReadonlySet<string>,
  size: TableSize,
  range: { min: number; max: number },
  bots: boolean,
): Result<number[], ProtocolError> {
  if (groups.length === 0 || groups.every((g) => g.length === 0)) {
    return problem("no-students", "nobody is waiting to be seated");
  }
  const seen = new Set<string>();
  for (const g of groups) {
    for (const id of g) {
      if (!waiting.has(id)) return problem("unknown-student", `${id} is not a waiting student`);
      if (seen.has(id)) return problem("duplicate-student", `${id} is in two groups`);
      seen.add(id);
    }
  }
  const largest = largestTable(size, range);
  const biggest = Math.max(...groups.map((g) => g.length));
  if (biggest > largest) {
    return problem("too-many", `a table seats at most ${largest} players`);
  }
  const fill = Math.max(range.min, size === "even" ? biggest : largest);
  const seats: number[] = [];
  for (const g of groups) {
    if (bots) seats.push(Math.max(g.length, fill));
    else if (g.length < range.min) {
      return problem(
        "too-few",
        `a table needs at least ${range.min} players; add students or fill with bots`,
      );
    } else seats.push(g.length);
  }
  return ok(seats);
}
