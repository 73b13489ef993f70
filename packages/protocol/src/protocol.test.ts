import { describe, expect, it } from "vitest";
import {
  actRequestSchema,
  claimSeatRequestSchema,
  createTableRequestSchema,
  HTTP_STATUS,
  isTableId,
  JOIN_CODE_ALPHABET,
  joinRequestSchema,
  PROTOCOL_ERROR_CODES,
  PROTOCOL_VERSION,
  parseJoinCode,
} from "./index";

describe("join codes and ids", () => {
  it("have no look-alike characters", () => {
    for (const c of "01OIL") expect(JOIN_CODE_ALPHABET).not.toContain(c);
    expect(new Set(JOIN_CODE_ALPHABET).size).toBe(JOIN_CODE_ALPHABET.length);
  });
  it.each([
    ["k7m p2q", "K7MP2Q"],
    ["K7M-P2Q", "K7MP2Q"],
    ["k7mp2", null],
    ["K7MP2O", null],
    ["K7MP2Q1", null],
    ["k7mp2 qx4rt", "K7MP2QX4RT"],
    ["K7MP2-QX4RT", "K7MP2QX4RT"],
    ["K7MP2QX4R", null],
    ["K7MP2QX4RTA", null],
    ["K7MP2QX4R0", null],
  ])("parseJoinCode(%j) = %j", (input, expected) => {
    expect(parseJoinCode(input)).toBe(expected);
  });
  it("recognises table ids", () => {
    expect(isTableId(`t${"a".repeat(24)}`)).toBe(true);
    expect(isTableId(`t${"a".repeat(23)}`)).toBe(false);
    expect(isTableId("K7MP2Q")).toBe(false);
  });
});

describe("message schemas", () => {
  it("join: a seat token or spectate, not both, not neither", () => {
    const base = { protocolVersion: PROTOCOL_VERSION, tableId: "t1" };
    expect(joinRequestSchema.safeParse({ ...base, seatToken: "x" }).success).toBe(true);
    expect(joinRequestSchema.safeParse({ ...base, spectate: true, lastSeq: 3 }).success).toBe(true);
    expect(joinRequestSchema.safeParse({ ...base, seatToken: "x", spectate: true }).success).toBe(
      false,
    );
    expect(joinRequestSchema.safeParse(base).success).toBe(false);
    expect(joinRequestSchema.safeParse({ ...base, spectate: false }).success).toBe(false);
    expect(joinRequestSchema.safeParse({ ...base, seatToken: "x", lastSeq: -1 }).success).toBe(
      false,
    );
  });
  it("act: a seq and any action, nothing else", () => {
    expect(
      actRequestSchema.safeParse({ tableId: "t", seq: 0, action: { type: "pay" } }).success,
    ).toBe(true);
    expect(actRequestSchema.safeParse({ tableId: "t", seq: 0 }).success).toBe(false);
    expect(actRequestSchema.safeParse({ tableId: "t", seq: 1.5, action: 1 }).success).toBe(false);
    expect(actRequestSchema.safeParse({ tableId: "t", seq: 0, action: 1, x: 1 }).success).toBe(
      false,
    );
    expect(actRequestSchema.safeParse(null).success).toBe(false);
  });
  it("create table: defaults and limits", () => {
    const ok = createTableRequestSchema.parse({ game: "take-or-pay", seats: [{ kind: "human" }] });
    expect(ok.visibility).toBe("private");
    expect(ok.turnClockSeconds).toBeNull();
    expect(ok.startRace).toBe(false);
    const bad = [
      { game: "chess", seats: [{ kind: "human" }] },
      { game: "take-or-pay", seats: [] },
      { game: "take-or-pay", seats: Array(9).fill({ kind: "human" }) },
      { game: "take-or-pay", seats: [{ kind: "bot", level: "godlike" }] },
      { game: "take-or-pay", seats: [{ kind: "human" }], turnClockSeconds: 1 },
      { game: "take-or-pay", seats: [{ kind: "human" }], config: [] },
    ];
    for (const b of bad) expect(createTableRequestSchema.safeParse(b).success).toBe(false);
  });
  it("claim: a name of type string (the name rule is names.ts), an optional seat", () => {
    expect(claimSeatRequestSchema.safeParse({ name: "Ann", seat: 1 }).success).toBe(true);
    for (const bad of [{}, { name: 3 }, { name: "Ann", seat: -1 }, { name: "Ann", x: 1 }]) {
      expect(claimSeatRequestSchema.safeParse(bad).success).toBe(false);
    }
  });
});

describe("errors", () => {
  it("every code has an HTTP status", () => {
    for (const code of PROTOCOL_ERROR_CODES) expect(HTTP_STATUS[code]).toBeGreaterThanOrEqual(400);
  });
});
