// Who sits where in a local game: a person at this device, or a computer player of some level.

import type { BotLevel } from "@number-games/bots";

export const BOT_LEVEL_NAMES: readonly BotLevel[] = ["random", "easy", "medium", "hard", "expert"];

export type Seat =
  | { readonly kind: "human"; readonly name: string }
  | { readonly kind: "bot"; readonly name: string; readonly level: BotLevel };

export function isBotLevelName(x: unknown): x is BotLevel {
  return typeof x === "string" && (BOT_LEVEL_NAMES as readonly string[]).includes(x);
}

export function humanSeats(seats: readonly Seat[]): number[] {
  const out: number[] = [];
  seats.forEach((s, i) => {
    if (s.kind === "human") out.push(i);
  });
  return out;
}

/** Untrusted JSON (localStorage) → seats, or null. */
export function parseSeats(input: unknown): Seat[] | null {
  if (!Array.isArray(input)) return null;
  const out: Seat[] = [];
  for (const s of input) {
    if (typeof s !== "object" || s === null) return null;
    const r = s as Record<string, unknown>;
    if (typeof r.name !== "string") return null;
    if (r.kind === "human") out.push({ kind: "human", name: r.name });
    else if (r.kind === "bot" && isBotLevelName(r.level)) {
      out.push({ kind: "bot", name: r.name, level: r.level });
    } else return null;
  }
  return out;
}
