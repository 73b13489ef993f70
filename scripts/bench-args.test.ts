// bench-args.ts: a bench script's command line read strictly, without exiting: the options back
// typed and at their defaults, or one refusal line naming the script, the problem and its usage.

import { describe, expect, it } from "vitest";
import type { CommandLineSpec } from "./bench-args";
import { parseCommandLine, parseNumber, refusal, usage } from "./bench-args";

const SPEC = {
  script: "bench:demo",
  options: {
    runs: { type: "number", default: 6, whole: true, min: 1 },
    seconds: { type: "number", default: 2, above: 0 },
    size: { type: "number", default: 4, whole: true, min: 3, max: 6 },
    "fail-below": { type: "number", above: 0, noun: "a ratio" },
    seed: { type: "string", default: "demo" },
    out: { type: "string" },
    clock: { type: "choice", choices: ["cpu", "wall"], default: "cpu" },
    mode: { type: "choice", choices: ["single", "redis", "both"] },
    game: { type: "choices", choices: ["a", "b", "c"], default: ["a", "b", "c"] },
    json: { type: "boolean" },
  },
} as const satisfies CommandLineSpec;

const USAGE =
  "bench:demo [--runs <6>] [--seconds <2>] [--size <4>] [--fail-below <…>] [--seed <demo>] [--out <…>] [--clock <cpu|wall>] [--mode <single|redis|both>] [--game <a|b|c>,…] [--json]";

describe("parseCommandLine", () => {
  it("gives every option its default when the command line is empty", () => {
    expect(parseCommandLine(SPEC, [])).toEqual({
      ok: true,
      value: {
        options: {
          runs: 6,
          seconds: 2,
          size: 4,
          "fail-below": undefined,
          seed: "demo",
          out: undefined,
          clock: "cpu",
          mode: undefined,
          game: ["a", "b", "c"],
          json: false,
        },
        positionals: [],
      },
    });
  });

  it("reads every kind of option, `--name value` and `--name=value`", () => {
    const r = parseCommandLine(SPEC, [
      "--runs",
      "3",
      "--seconds=0.5",
      "--size",
      "6",
      "--fail-below",
      "0.95",
      "--seed",
      "x",
      "--out",
      "f.jsonl",
      "--clock",
      "wall",
      "--mode",
      "redis",
      "--game",
      "c,a",
      "--game",
      "b",
      "--json",
    ]);
    expect(r.ok && r.value.options).toEqual({
      runs: 3,
      seconds: 0.5,
      size: 6,
      "fail-below": 0.95,
      seed: "x",
      out: "f.jsonl",
      clock: "wall",
      mode: "redis",
      game: ["c", "a", "b"],
      json: true,
    });
  });

  it.each([
    ["a misspelt flag", ["--rnus", "3"], "Unknown option '--rnus'"],
    ["a misspelt boolean", ["--jsno"], "Unknown option '--jsno'"],
    ["a missing value", ["--runs"], "Option '--runs <value>' argument missing"],
    ["a flag where the value goes", ["--seed", "--json"], "Option '--seed' argument is ambiguous"],
    ["a value to a boolean", ["--json=yes"], "Option '--json' does not take an argument"],
    ["a positional", ["main"], "Unexpected argument 'main'"],
    ["not a number", ["--seconds", "two"], '--seconds takes a number above 0, not "two"'],
    ["an empty number", ["--seconds", ""], '--seconds takes a number above 0, not ""'],
    ["not whole", ["--runs", "2.5"], '--runs takes a whole number from 1, not "2.5"'],
    ["below the minimum", ["--runs", "0"], '--runs takes a whole number from 1, not "0"'],
    ["not above", ["--seconds", "0"], '--seconds takes a number above 0, not "0"'],
    ["above the maximum", ["--size", "7"], '--size takes a whole number from 3 to 6, not "7"'],
    ["below a range", ["--size", "2"], '--size takes a whole number from 3 to 6, not "2"'],
    ["a named number", ["--fail-below", "0"], '--fail-below takes a ratio above 0, not "0"'],
    ["not a choice", ["--clock", "gpu"], '--clock takes cpu or wall, not "gpu"'],
    ["not one of three", ["--mode", "x"], '--mode takes single, redis or both, not "x"'],
    ["a list's item", ["--game", "a,d"], '--game "d" is not one of a, b, c'],
    ["a list's empty item", ["--game", "a,"], '--game "" is not one of a, b, c'],
  ])("refuses %s, naming it, the script and its usage", (_, argv, problem) => {
    expect(parseCommandLine(SPEC, argv)).toEqual({
      ok: false,
      why: `bench:demo: ${problem}; usage: ${USAGE}`,
    });
  });

  it("drops every `--` (npm passes on those after its own)", () => {
    const r = parseCommandLine(SPEC, ["--", "--runs", "3", "--", "--json", "--"]);
    expect(r.ok && r.value.options).toMatchObject({ runs: 3, json: true });
    const bad = parseCommandLine(SPEC, ["--", "--rnus", "3"]);
    expect(!bad.ok && bad.why).toContain("Unknown option '--rnus';");
  });

  it("takes positionals only from a script that declares them, `--` or not", () => {
    const spec = { ...SPEC, positionals: "<commit>" } as const satisfies CommandLineSpec;
    const r = parseCommandLine(spec, ["main", "--runs", "2", "--", "HEAD~1"]);
    expect(r.ok && r.value.positionals).toEqual(["main", "HEAD~1"]);
    expect(r.ok && r.value.options.runs).toBe(2);
    expect(usage(spec)).toMatch(/^bench:demo <commit> \[--runs <6>\]/);
  });
});

describe("parseNumber, refusal", () => {
  it("a number split out of an option by the script", () => {
    expect(parseNumber("500", "--others' @iterations")).toEqual({ ok: true, value: 500 });
    expect(parseNumber("lots", "--others' @iterations")).toEqual({
      ok: false,
      why: `--others' @iterations takes a number, not "lots"`,
    });
    expect(parseNumber("11", "--n", { max: 10 })).toEqual({
      ok: false,
      why: '--n takes a number up to 10, not "11"',
    });
  });

  it("a script's own check refused like the reader's", () => {
    expect(refusal(SPEC, "one area expected")).toEqual({
      ok: false,
      why: `bench:demo: one area expected; usage: ${USAGE}`,
    });
  });
});
