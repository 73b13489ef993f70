import { describe, expect, it } from "vitest";
import { readRecordFile } from "./recordFile";

describe("readRecordFile", () => {
  it("reads JSON", () => {
    expect(readRecordFile('{"format": "number-games/record@1"}')).toEqual({
      ok: true,
      json: { format: "number-games/record@1" },
    });
  });

  it("says on which line a file stops being JSON, with that line", () => {
    const text = '{\n  "format": "number-games/record@1",\n  oops: 1\n}';
    expect(readRecordFile(text)).toEqual({ ok: false, line: 3, excerpt: "oops: 1" });
  });

  it("points at the last line when the file ends too early", () => {
    expect(readRecordFile('{\n  "actions": [1, 2,\n\n')).toEqual({
      ok: false,
      line: 2,
      excerpt: '"actions": [1, 2,',
    });
  });

  it("reads a browser's 'line N column M' wording too, and shortens long lines", () => {
    const long = `x${"y".repeat(100)}`;
    const r = readRecordFile(`${long}\n`);
    expect(r).toEqual({ ok: false, line: 1, excerpt: `${long.slice(0, 40)}…` });
  });

  it("handles a file that is not text at all", () => {
    const r = readRecordFile("\u0000\u0001PK\u0003\u0004");
    expect(r.ok).toBe(false);
    expect(r.ok ? 0 : r.line).toBe(1);
  });
});
