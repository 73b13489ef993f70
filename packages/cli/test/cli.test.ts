// The `numbers` command as a user runs it: a real process, real stdin/stdout, exit codes.

import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { runNode } from "./support/spawn";

const BIN = fileURLToPath(new URL("../bin/numbers.js", import.meta.url));

async function run(args: string[], input?: string, env?: Record<string, string>) {
  const r = await runNode(BIN, args, {
    ...(input === undefined ? {} : { input }),
    ...(env === undefined ? {} : { env }),
  });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

describe("numbers new | numbers replay", () => {
  it("replays generated records of every game, one JSON line each, exit 0", async () => {
    const lines: string[] = [];
    for (const [game, players] of [
      ["number-line", "3"],
      ["take-or-pay", "4"],
      ["magic-numbers", "2"],
    ] as const) {
      const r = await run(["new", game, "--players", players, "--seed", "cli-test"]);
      expect(r.code, r.err).toBe(0);
      const rec = JSON.parse(r.out);
      expect(rec.format).toBe("number-games/record@1");
      expect(rec.game).toBe(game);
      lines.push(r.out.trim());
    }
    const r = await run(["replay", "-", "--json"], `${lines.join("\n")}\n`);
    expect(r.code, r.err).toBe(0);
    const out = r.out
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(out).toHaveLength(3);
    for (const o of out) {
      expect(o.ok).toBe(true);
      expect(o.terminal).toBe(true);
      expect(o.actor).toEqual({ kind: "terminal" });
      expect(Array.isArray(o.scores)).toBe(true);
      expect(o.winners.length).toBeGreaterThan(0);
    }
    expect(Array.isArray(out[0].rounds)).toBe(true);
    expect(out[1].rounds).toBeUndefined();
  });

  it("the same seed gives the same record", async () => {
    const a = (await run(["new", "take-or-pay", "--seed", "s1"])).out;
    const b = (await run(["new", "take-or-pay", "--seed", "s1"])).out;
    expect(JSON.parse(a).actions).toEqual(JSON.parse(b).actions);
  });

  it("rejects an illegal action with its index and code, exit 1", async () => {
    // Take or Pay, classroom: deal, then player 0 pays 10 times round the table until out.
    const deck = Array.from({ length: 30 }, (_, i) => i + 1);
    const actions: unknown[] = [{ type: "deal", deck }];
    for (let i = 0; i < 30; i++) actions.push({ type: "pay" });
    actions.push({ type: "pay" }); // index 31: player 0's 11th pay, with no tokens left
    const rec = { format: "number-games/record@1", game: "take-or-pay", config: {}, actions };
    const r = await run(["replay", "-", "--json"], JSON.stringify(rec));
    expect(r.code).toBe(1);
    const o = JSON.parse(r.out);
    expect(o).toMatchObject({ ok: false, index: 31, code: "ERR_NO_TOKENS" });
    expect(o.message).toMatch(/^action 31: player 0 has no tokens and must take/);
  });

  it("reports unfinished records with who is to act, and bad JSON lines without stopping", async () => {
    const rec = {
      format: "number-games/record@1",
      game: "magic-numbers",
      config: { players: 3 },
      actions: [{ type: "secrets", good: [1, 2, 3], evil: [2, 3, 4] }],
    };
    const r = await run(["replay", "-", "--json"], `${JSON.stringify(rec)}\n{not json\n`);
    expect(r.code).toBe(1);
    const [a, b] = r.out
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(a).toMatchObject({ ok: true, terminal: false, actor: { kind: "chance" }, winners: [] });
    expect(b).toMatchObject({ ok: false, index: null, code: "ERR_RECORD_FORMAT" });
  });

  it("accepts the classroom and classic presets by name", async () => {
    const rec = {
      format: "number-games/record@1",
      game: "take-or-pay",
      config: { preset: "classic", players: 3 },
      actions: [],
    };
    const r = await run(["replay", "-", "--json"], JSON.stringify(rec));
    expect(r.code, r.out).toBe(0);
    expect(JSON.parse(r.out)).toMatchObject({ ok: true, actor: { kind: "chance" } });
  });
});

describe("numbers play", () => {
  it("plays a whole game from piped input, re-asking after bad input", async () => {
    // Magic Numbers: "keep" is always legal, so a stream of keeps finishes the game.
    const input = `nonsense\ngive 7\n${"keep\n".repeat(3000)}`;
    const r = await run(["play", "magic-numbers", "--players", "2", "--seed", "p1"], input);
    expect(r.code, r.err).toBe(0);
    expect(r.out).toMatch(/Game over/);
    expect(r.out).toMatch(/help/);
    // the re-ask after "nonsense" and after an illegal recipient
    expect(r.out.split("your move> ").length).toBeGreaterThan(3);
  });

  it("Take or Pay shows cards as Hanzi numerals with the Arabic value", async () => {
    const r = await run(["play", "take-or-pay", "--players", "3", "--seed", "p2"], "take\nquit\n");
    expect(r.code, r.err).toBe(0);
    expect(r.out).toMatch(/[一二三四五六七八九十]+ \(\d+\)/);
  });

  it("prints the rules of every game", async () => {
    for (const g of ["number-line", "take-or-pay", "magic-numbers"]) {
      const r = await run(["rules", g]);
      expect(r.code).toBe(0);
      expect(r.out.length).toBeGreaterThan(500);
    }
    const bad = await run(["rules", "chess"]);
    expect(bad.code).not.toBe(0);
    expect(bad.err).toMatch(/unknown game/);
  });
});

describe("help texts", () => {
  it("list every game of the engine's registry", async () => {
    const { GAME_IDS, GAMES } = await import("@number-games/engine");
    const top = await run(["--help"]);
    expect(top.code, top.err).toBe(0);
    for (const id of GAME_IDS) expect(top.out).toContain(GAMES[id].title);
    for (const command of ["new", "arena", "bench", "rules", "play"]) {
      const r = await run([command, "--help"]);
      expect(r.code, r.err).toBe(0);
      const text = r.out.replace(/\s+/g, " ");
      for (const id of GAME_IDS) expect(text, `numbers ${command} --help`).toContain(id);
    }
  });
});

describe("numbers bench", () => {
  it("prints one JSON line per game with the figures", async () => {
    const r = await run(["bench", "--seconds", "0.2", "--json"]);
    expect(r.code, r.err).toBe(0);
    const lines = r.out
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(lines.map((l) => l.game)).toEqual(["number-line", "take-or-pay", "magic-numbers"]);
    for (const l of lines) {
      expect(l.players).toBe(4);
      expect(l.playouts_per_s).toBeGreaterThan(0);
      expect(l.actions_per_s).toBeGreaterThan(l.playouts_per_s);
    }
  });
});

describe("numbers bench --vs-reference", () => {
  const quick = [
    "bench",
    "--vs-reference",
    "--game",
    "number-line",
    "--runs",
    "2",
    "--seconds",
    "0.2",
  ];
  const tables = (out: string) => out.trim().split("\n");

  it("without the reference, says where it looked and prints ours only", async () => {
    const empty = mkdtempSync(join(tmpdir(), "no-reference-"));
    try {
      const r = await run([...quick, "--runs", "1"], undefined, { NUMBERS_REFERENCE_DIR: empty });
      expect(r.code, r.err).toBe(0);
      expect(r.err).toContain(`no reference at ${join(empty, "playouts.c")}`);
      expect(r.err).toContain("ours only");
      const [, row] = tables(r.out);
      expect(row).toMatch(/^number-line\s+[\d,]+\s+-\s+-$/);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });

  it("without a C compiler, says so and prints ours only", async () => {
    const dir = mkdtempSync(join(tmpdir(), "reference-"));
    try {
      writeFileSync(join(dir, "playouts.c"), "int main(void) { return 0; }\n");
      const r = await run([...quick, "--runs", "1"], undefined, {
        NUMBERS_REFERENCE_DIR: dir,
        CC: join(dir, "no-such-compiler"),
      });
      expect(r.code, r.err).toBe(0);
      expect(r.err).toContain("is not available, so the reference cannot be built: ours only");
      expect(tables(r.out)[1]).toMatch(/^number-line\s+[\d,]+\s+-\s+-$/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it.skipIf(spawnSync("gcc", ["--version"]).status !== 0)(
    "with gcc, builds the reference in a temp dir, runs both and prints the ratio of each run's pair",
    async () => {
      // A stand-in reference: the real one's output format, a fixed figure.
      const dir = mkdtempSync(join(tmpdir(), "reference-"));
      try {
        writeFileSync(
          join(dir, "playouts.c"),
          '#include <stdio.h>\nint main(int c, char **v) { printf("{\\"impl\\":\\"c\\",\\"game\\":\\"%s\\",\\"playouts_per_s\\":123456789}\\n", c > 2 ? v[2] : "?"); return 0; }\n',
        );
        const r = await run([...quick, "--json"], undefined, { NUMBERS_REFERENCE_DIR: dir });
        expect(r.code, r.err).toBe(0);
        const row = JSON.parse(r.out);
        expect(row.game).toBe("number-line");
        expect(row.reference).toEqual([123456789, 123456789]);
        expect(row.ours).toHaveLength(2);
        const ratios = row.ours
          .map((o: number) => 123456789 / o)
          .sort((a: number, b: number) => a - b);
        expect(row.ratio_median).toBeCloseTo((ratios[0] + ratios[1]) / 2);
        // The binary lived in a temp dir that is gone.
        const bin = /reference: (\S+) /.exec(r.err)?.[1];
        expect(bin).toBeDefined();
        expect(existsSync(bin!)).toBe(false);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );

  it("refuses other player counts: the reference plays 4", async () => {
    const r = await run([...quick, "--players", "3"]);
    expect(r.code).toBe(2);
    expect(r.err).toContain("the reference plays 4 players only");
  });
});

describe("completing what a person types", () => {
  it("takes the one legal move that extends the text, lists several, else leaves it", async () => {
    const { completeAction } = await import("../src/moves");
    const { GAMES } = await import("@number-games/engine");
    const nl = GAMES["number-line"];
    const decoyOnly = [{ type: "place", number: 7, decoy: true }];
    expect(completeAction(nl, decoyOnly, { type: "place", number: 7 })).toEqual(decoyOnly[0]);
    const both = [
      { type: "place", number: 7, decoy: false },
      { type: "place", number: 7, decoy: true },
    ];
    expect(completeAction(nl, both, { type: "place", number: 7 })).toEqual(both);
    expect(completeAction(nl, both, { type: "place", number: 3 })).toEqual({
      type: "place",
      number: 3,
    });
    expect(completeAction(nl, both, both[1])).toEqual(both[1]);
  });
});
