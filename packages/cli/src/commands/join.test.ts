// `numbers join`'s seat list: computer players are marked by their seat's kind, not by name.

import type { SeatInfo, TableInfo } from "@number-games/protocol";
import { InvalidArgumentError } from "commander";
import { describe, expect, it } from "vitest";
import { describeEnding, formatSeats, nameArg } from "./join";

describe("numbers join: seats", () => {
  const seats: SeatInfo[] = [
    { seat: 0, kind: "human", name: "Ann", level: null, claimed: true, handedOver: null },
    // An old stored name that reads like a bot's: still a person, no mark.
    { seat: 1, kind: "human", name: "Bot (expert)", level: null, claimed: true, handedOver: null },
    // A computer player named like a person: marked, and shown by its level.
    { seat: 2, kind: "bot", name: "Ben", level: "hard", claimed: true, handedOver: null },
    { seat: 3, kind: "human", name: null, level: null, claimed: false, handedOver: null },
  ];

  it("lists every seat, marks computers by kind and says which is yours", () => {
    expect(formatSeats(seats, 0)).toBe(
      "0 Ann (you) · 1 Bot (expert) · 2 [computer: hard] · 3 (open)",
    );
    expect(formatSeats(seats, null)).not.toContain("(you)");
  });

  it("checks --name with the protocol's name rule", () => {
    expect(nameArg("  Ann ")).toBe("Ann");
    for (const bad of ["Bot (expert)", "电脑", "\uD800", ""]) {
      expect(() => nameArg(bad)).toThrow(InvalidArgumentError);
    }
  });
});

describe("numbers join: a game that ended early", () => {
  const seat = (i: number, name: string | null, kind: "human" | "bot" = "human"): SeatInfo => ({
    seat: i,
    kind,
    name,
    level: kind === "bot" ? "easy" : null,
    claimed: true,
    handedOver: null,
  });
  const table = (ending: TableInfo["ending"]) =>
    ({
      seats: [seat(0, "Ann"), seat(1, "Ben"), seat(2, "Bot (easy)", "bot")],
      ending,
    }) as unknown as TableInfo;

  it("says who resigned or claimed the win, and who won, from the reader's seat", () => {
    expect(
      describeEnding(table({ kind: "resigned", seat: 0, winners: [1, 2], seq: 4, at: 1 }), 1),
    ).toBe("The game is over: Ann resigned. Winners: you, computer 2.\n");
    expect(
      describeEnding(
        table({ kind: "claimed", by: 0, away: [1], winners: [0], seq: 4, at: 1 }),
        null,
      ),
    ).toBe("The game is over: Ann claimed the win (Ben had left the table). Winners: Ann.\n");
  });
});
