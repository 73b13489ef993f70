import type { DashboardTable } from "@number-games/protocol";
import type { TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import { en } from "../../i18n/en";
import { tableLine } from "./History";

/** English, as the page's t() reads it (nested keys, {{params}}). */
const t = ((key: string, params: Record<string, unknown> = {}) => {
  let text: unknown = en;
  for (const part of key.split(".")) text = (text as Record<string, unknown>)[part];
  return (text as string).replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(params[k]));
}) as unknown as TFunction;

describe("a table's line in the lesson's history", () => {
  it("names the computers by their seat, so two of one level are two", () => {
    const tb = {
      tableNumber: 2,
      status: "finished",
      moves: 31,
      seats: [
        { seat: 0, kind: "human", name: "Ana", studentId: "s1", level: null },
        { seat: 1, kind: "bot", name: null, studentId: null, level: "medium" },
        { seat: 2, kind: "bot", name: null, studentId: null, level: "medium" },
      ],
      result: { winners: [1, 2] },
    } as unknown as DashboardTable;
    const line = tableLine(tb, t);
    expect(line).toContain("Computer (Medium) in seat 2, Computer (Medium) in seat 3");
    expect(line).toContain("Ana");
  });
});
