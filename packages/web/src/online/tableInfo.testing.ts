// A table's public facts (TableInfo) for the online pages' unit tests: a private Number Line
// table of three people being played, nothing of its end known; `over` changes what a test needs.

import type { TableInfo } from "@number-games/protocol";

export function tableInfo(over: Partial<TableInfo> = {}): TableInfo {
  return {
    id: "t1",
    code: "ABC234",
    game: "number-line",
    config: {},
    visibility: "private",
    status: "playing",
    paused: false,
    seats: [0, 1, 2].map((seat) => ({
      seat,
      kind: "human" as const,
      name: `P${seat}`,
      level: null,
      claimed: true,
      handedOver: null,
    })),
    seq: 0,
    turnClockSeconds: null,
    startRace: null,
    rematch: null,
    seedCommitment: "0".repeat(64),
    seed: null,
    result: null,
    createdAt: "2025-01-01T00:00:00.000Z",
    away: { action: "computer", graceSeconds: 180 },
    toMove: null,
    ending: null,
    ...over,
  };
}
