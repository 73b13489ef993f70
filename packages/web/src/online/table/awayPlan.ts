// What a seated player may do about the others who left (docs/protocol.md, "Presence"), as
// plain data from the table, who is connected and the time: pure, so a unit test covers it.
// The server decides; this only says which button to offer and from when.

import type { TableInfo } from "@number-games/protocol";

export interface AwaySeat {
  readonly seat: number;
  /** Epoch ms since the seat has had no connection. */
  readonly since: number;
  /** The computer plays the seat (handed over). */
  readonly computer: boolean;
}

export type AwayOffer =
  /** Nobody else is away (or this page holds no seat, or the game is not being played). */
  | { readonly kind: "none" }
  /** The claim table: these seats are away; the claim opens at `readyAt` (epoch ms). */
  | { readonly kind: "claim"; readonly seats: readonly number[]; readonly readyAt: number }
  /** The hand-over table: each away seat not yet the computer's, from its `readyAt`. */
  | {
      readonly kind: "computer";
      readonly seats: readonly { readonly seat: number; readonly readyAt: number }[];
    };

/**
 * The other people's seats that are away now, oldest absence first. An open seat (a class's
 * released student's) holds nobody: it is not away, and only the teacher can give it to a
 * computer player (openSeats).
 */
export function awaySeats(
  table: TableInfo,
  presence: ReadonlyMap<number, number | null>,
): AwaySeat[] {
  const out: AwaySeat[] = [];
  for (const s of table.seats) {
    const since = presence.get(s.seat);
    if (s.kind !== "human" || !s.claimed || since === undefined || since === null) continue;
    out.push({ seat: s.seat, since, computer: s.handedOver !== null });
  }
  return out.sort((a, b) => a.since - b.since);
}

/** The seats nobody holds while the game is played (a class's released students'). */
export function openSeats(table: TableInfo): number[] {
  if (table.status !== "playing") return [];
  return table.seats.filter((s) => s.kind === "human" && !s.claimed).map((s) => s.seat);
}

/** What `mySeat` may do about the seats away (the grace time counted from each absence). */
export function awayOffer(
  table: TableInfo,
  presence: ReadonlyMap<number, number | null>,
  mySeat: number | null,
): AwayOffer {
  if (mySeat === null || table.status !== "playing" || table.paused) return { kind: "none" };
  const others = awaySeats(table, presence).filter((a) => a.seat !== mySeat);
  const grace = table.away.graceSeconds * 1000;
  if (table.away.action === "claim") {
    if (others.length === 0) return { kind: "none" };
    return {
      kind: "claim",
      seats: others.map((a) => a.seat),
      readyAt: Math.min(...others.map((a) => a.since)) + grace,
    };
  }
  const open = others.filter((a) => !a.computer);
  if (open.length === 0) return { kind: "none" };
  return {
    kind: "computer",
    seats: open.map((a) => ({ seat: a.seat, readyAt: a.since + grace })),
  };
}

/** "0:07", "3:05", "1:02:03": a duration as a clock reads. */
export function clockText(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const ss = String(s).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${ss}` : `${m}:${ss}`;
}
