// `numbers review` as a user runs it: a record file in, one rating per decision of the seat out.

import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { runNode } from "./support/spawn";

const BIN = fileURLToPath(new URL("../bin/numbers.js", import.meta.url));

const record = {
  format: "number-games/record@1",
  game: "number-line",
  config: { players: 2 },
  actions: [
    { type: "place", number: 1 },
    { type: "place", number: 6 },
  ],
};

describe("numbers review", () => {
  it("rates an edge opening in Number Line round 1 a mistake, with the better move", async () => {
    const dir = mkdtempSync(join(tmpdir(), "review-"));
    try {
      const file = join(dir, "r.json");
      writeFileSync(file, JSON.stringify(record));
      const r = await runNode(BIN, ["review", file, "--seat", "0", "--json"]);
      expect(r.status, r.stderr).toBe(0);
      const lines = r.stdout
        .trim()
        .split("\n")
        .map((l) => JSON.parse(l));
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({ index: 0, rating: "mistake", actionText: "place 1" });
      const text = await runNode(BIN, ["review", file, "--seat", "1"]);
      expect(text.stdout).toMatch(/^#1 place 6: (best|fine|mistake)/);
      const bad = await runNode(BIN, ["review", file, "--seat", "7"]);
      expect(bad.status).not.toBe(0);
      expect(bad.stderr).toContain("seat must be 0..1");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
