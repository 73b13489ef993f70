import { PROTOCOL_ERROR_CODES } from "@number-games/protocol";
import { describe, expect, it } from "vitest";
import { en } from "./en";
import { zh } from "./zh";

function leaves(o: unknown, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(o as Record<string, unknown>)) {
    const key = prefix === "" ? k : `${prefix}.${k}`;
    if (typeof v === "string") out.set(key, v);
    else for (const [kk, vv] of leaves(v, key)) out.set(kk, vv);
  }
  return out;
}

const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe("i18n", () => {
  const e = leaves(en);
  const z = leaves(zh);

  it("has every key in both languages", () => {
    expect([...z.keys()].sort()).toEqual([...e.keys()].sort());
  });

  it("translates every string (no empty values)", () => {
    for (const [k, v] of z) expect(v.trim(), k).not.toBe("");
  });

  // A few English texts leave out a value only the Chinese uses (a Take or Pay card's Chinese
  // numerals): the Chinese has every placeholder of the English, and nothing else.
  const ZH_ONLY: Readonly<Record<string, readonly string[]>> = {
    "review.context.top_one": ["hanzi"],
    "review.context.top_other": ["hanzi"],
  };

  it("keeps the same placeholders in both languages", () => {
    for (const [k, v] of e) {
      const extra = ZH_ONLY[k] ?? [];
      expect(placeholders(z.get(k) ?? ""), k).toEqual([...placeholders(v), ...extra].sort());
    }
  });

  it("explains every protocol error code the server can send, in both languages", () => {
    for (const code of PROTOCOL_ERROR_CODES) {
      expect(e.get(`errors.${code}`), code).toBeTruthy();
      expect(z.get(`errors.${code}`), code).toBeTruthy();
    }
  });

  it("gives every Number Line colour a second cue that is not only colour", () => {
    const letters = Object.values(zh.nlLetters);
    expect(new Set(letters).size).toBe(5);
    expect(new Set(Object.values(en.nlLetters)).size).toBe(5);
  });
});
