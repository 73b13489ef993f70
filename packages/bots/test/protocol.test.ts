// External bots over the JSON-lines protocol: a good program plays whole tournaments; one
// that crashes, stays silent, answers garbage or an illegal action forfeits each game with
// a clear message while the arena carries on.

import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import type { BotSpec } from "../src/index";
import { parseAnswer, parseBotSpec, runArena } from "../src/index";

const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));
const cmd = (name: string): BotSpec => ({ kind: "command", command: `node ${fixture(name)}` });
const level = (text: string): BotSpec => {
  const r = parseBotSpec(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

describe("parseAnswer", () => {
  it.each([
    ['{"type":"pay"}', { type: "pay" }],
    ['{"action":{"type":"take"}}', { type: "take" }],
  ])("reads %s", (line, action) => {
    expect(parseAnswer(line)).toEqual({ ok: true, value: action });
  });
  it("refuses a line that is not JSON", () => {
    const r = parseAnswer("pay please");
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe("ERR_BOT_NOT_JSON");
  });
});

describe("bot specs", () => {
  it.each([
    ["medium", { kind: "level", level: "medium" }],
    ["hard@200", { kind: "level", level: "hard", iterations: 200 }],
    ["hard@20ms", { kind: "level", level: "hard", timeMs: 20 }],
    ["hard-v1@12.5ms", { kind: "level", level: "hard-v1", timeMs: 12.5 }],
    ["hard-v1@300", { kind: "level", level: "hard-v1", iterations: 300 }],
    ["hard-v2@20ms", { kind: "level", level: "hard-v2", timeMs: 20 }],
    ['cmd:"python3 my.py"', { kind: "command", command: "python3 my.py" }],
  ])("parses %s", (text, spec) => {
    expect(parseBotSpec(text)).toEqual({ ok: true, value: spec });
  });
  it.each(["genius", "hard@0", "hard@x", "hard@0ms", "hard@ms", "hard@-5ms", "cmd:"])(
    "refuses %s",
    (text) => {
      const r = parseBotSpec(text);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.code).toBe("ERR_BOT_SPEC");
    },
  );
});

describe("external bots in the arena", () => {
  it("a well-behaved program plays every game to the end", async () => {
    const r = await runArena({
      game: "take-or-pay",
      bots: [cmd("first-legal-bot.mjs"), level("medium"), level("easy")],
      games: 6,
      seed: "ext",
    });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.summary.forfeits).toBe(0);
    expect(r.value.outcomes.every((o) => o.winners.length > 0)).toBe(true);
  });

  const cases: [string, string, string][] = [
    ["crash-bot.mjs", "ERR_BOT_CRASH", "exited with code 3"],
    ["chatty-bot.mjs", "ERR_BOT_NOT_JSON", "not JSON"],
    ["illegal-bot.mjs", "ERR_BOT_ILLEGAL", "illegal action"],
    ["silent-bot.mjs", "ERR_BOT_TIMEOUT", "within 300 ms"],
  ];
  it.each(cases)(
    "%s forfeits every game with %s and the arena carries on",
    async (file, code, words) => {
      const forfeits: string[] = [];
      const r = await runArena({
        game: "number-line",
        bots: [cmd(file), level("easy")],
        games: 4,
        seed: "bad",
        // Short only where the timeout is the point: a loaded machine may take longer than
        // 300 ms to start a bot process, and the others must fail for their own reason.
        moveTimeoutMs: code === "ERR_BOT_TIMEOUT" ? 300 : 15_000,
        onForfeit: (o) => forfeits.push(o.forfeit!.message),
      });
      expect(r.ok).toBe(true);
      if (!r.ok) return;
      const s = r.value.summary;
      expect(s.games).toBe(4);
      expect(s.forfeits).toBe(4);
      for (const o of r.value.outcomes) {
        expect(o.forfeit?.code).toBe(code);
        expect(o.forfeit?.message).toContain(words);
        // The forfeiting seat lost; the other seat won.
        expect(o.seats[o.forfeit!.seat]).toMatch(/^cmd:/);
      }
      const easy = s.bots.find((b) => b.label === "easy")!;
      expect(easy.winRate.value).toBe(1);
      expect(forfeits).toHaveLength(4);
    },
  );
});

describe("the example bot in examples/", () => {
  const python = spawnSync("python3", ["--version"]).status === 0;
  it.skipIf(!python)("examples/random_bot.py plays legal moves", async () => {
    const script = fileURLToPath(new URL("../../../examples/random_bot.py", import.meta.url));
    const r = await runArena({
      game: "magic-numbers",
      bots: [{ kind: "command", command: `python3 ${script}` }, level("medium")],
      games: 4,
      seed: "py",
    });
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.value.summary.forfeits).toBe(0);
  });
});
