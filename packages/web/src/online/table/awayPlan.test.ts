import type { TableInfo } from "@number-games/protocol";
import { describe, expect, it } from "vitest";
import { tableInfo } from "../tableInfo.testing";
import { awayOffer, awaySeats, clockText, openSeats } from "./awayPlan";

function table(over: Partial<TableInfo> = {}, handed: number[] = []): TableInfo {
  return tableInfo({
    code: "ABCDE23456",
    game: "take-or-pay",
    seats: [0, 1, 2, 3].map((seat) => ({
      seat,
      kind: seat === 3 ? ("bot" as const) : ("human" as const),
      name: seat === 3 ? "Bot (random)" : `P${seat}`,
      level: seat === 3 ? ("random" as const) : null,
      claimed: true,
      handedOver: handed.includes(seat) ? { by: 0, at: 5 } : null,
    })),
    seq: 3,
    away: { action: "claim", graceSeconds: 60 },
    toMove: 0,
    ...over,
  });
}

describe("what a player may do about those who left", () => {
  const presence = new Map<number, number | null>([
    [0, null],
    [1, 10_000],
    [2, 4_000],
  ]);

  it("lists the people away, the longest absence first", () => {
    expect(awaySeats(table(), presence).map((a) => a.seat)).toEqual([2, 1]);
    expect(awaySeats(table({}, [1]), presence).find((a) => a.seat === 1)?.computer).toBe(true);
  });

  it("claims from the longest absence plus the grace time", () => {
    expect(awayOffer(table(), presence, 0)).toEqual({
      kind: "claim",
      seats: [2, 1],
      readyAt: 64_000,
    });
    // Nothing to offer to a spectator, an away seat about itself alone, or when all are here.
    expect(awayOffer(table(), presence, null)).toEqual({ kind: "none" });
    expect(awayOffer(table(), new Map([[0, null]]), 0)).toEqual({ kind: "none" });
    expect(awayOffer(table({ status: "finished" }), presence, 0)).toEqual({ kind: "none" });
    expect(awayOffer(table({ paused: true }), presence, 0)).toEqual({ kind: "none" });
  });

  it("offers each away seat to the computer from its own absence, once", () => {
    const computer = table({ away: { action: "computer", graceSeconds: 60 } }, [2]);
    expect(awayOffer(computer, presence, 0)).toEqual({
      kind: "computer",
      seats: [{ seat: 1, readyAt: 70_000 }],
    });
  });

  it("offers no computer for an open seat (nobody holds it: the teacher's to give)", () => {
    const base = table({ away: { action: "computer", graceSeconds: 60 } });
    const released = {
      ...base,
      seats: base.seats.map((s) => (s.seat === 1 ? { ...s, name: null, claimed: false } : s)),
    };
    expect(awaySeats(released, presence).map((a) => a.seat)).toEqual([2]);
    expect(awayOffer(released, presence, 0)).toEqual({
      kind: "computer",
      seats: [{ seat: 2, readyAt: 64_000 }],
    });
    expect(openSeats(released)).toEqual([1]);
    expect(openSeats({ ...released, status: "finished" })).toEqual([]);
    expect(openSeats(base)).toEqual([]);
  });

  it("reads durations as a clock does", () => {
    expect(clockText(0)).toBe("0:00");
    expect(clockText(7_900)).toBe("0:07");
    expect(clockText(185_000)).toBe("3:05");
    expect(clockText(3_723_000)).toBe("1:02:03");
    expect(clockText(-5)).toBe("0:00");
  });
});
