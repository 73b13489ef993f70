// The bench scripts' command line, read strictly in one place (`node:util` parseArgs): a script
// declares its options (each with its default, its limits or its choices) and gets them back
// typed, or a refusal: a line naming the script, the problem and the script's usage. A misspelt
// flag, a missing value, a number that is not one or is out of range, a value not among the
// choices: each is refused before any work starts, rather than the script running a whole
// benchmark on a default it kept silently. `parseCommandLine` returns the refusal as a value
// (testable); a script's main passes it to `orExit`, which prints it and ends with exit code 2.
// Every `--` is dropped: npm passes on any after its own (`npm run bench:web -- --no-build --
// --json`), and no bench script takes a positional that starts with a dash.
//
// Why in scripts/: it imports node:util, which the engine's src may not, nor the bots' src
// outside arena/ and external/, nor protocol's or print's (biome.json's noRestrictedImports,
// run by scripts/check-imports.ts), and one package's bench importing another package's would
// tie the packages sideways. scripts/ belongs to no package, so no package's rules apply to
// it; those rules restrict packages/*/src only, so every bench folder may import it, as the
// packages' tests import scripts/vitest-breathe.ts. It imports only Node and the engine's
// `exhaustive` (a leaf), so it is in no cycle.

import { parseArgs } from "node:util";
import { exhaustive } from "@number-games/engine/result";

/** A number's limits: `min`/`max` inclusive, `above` exclusive; `noun` names it ("a ratio"). */
export interface NumberRule {
  readonly whole?: boolean;
  readonly min?: number;
  readonly max?: number;
  readonly above?: number;
  readonly noun?: string;
}

/**
 * One option, `--name value` (or `--name=value`), or `--name` alone for a boolean. Without a
 * default a value is `undefined` when not given (a boolean is `false`, a list empty). A
 * `choices` option takes a comma-separated list, and may be given more than once.
 */
export type OptionSpec =
  | { readonly type: "boolean" }
  | { readonly type: "string"; readonly default?: string }
  | ({ readonly type: "number"; readonly default?: number } & NumberRule)
  | { readonly type: "choice"; readonly choices: readonly string[]; readonly default?: string }
  | {
      readonly type: "choices";
      readonly choices: readonly string[];
      readonly default?: readonly string[];
    };

export interface CommandLineSpec {
  /** How the script is called: the start of every refusal (`bench:compare`, `speed.ts`). */
  readonly script: string;
  /** The positionals, as the usage shows them (`<commit>`); without it none are taken. */
  readonly positionals?: string;
  readonly options: Readonly<Record<string, OptionSpec>>;
}

type Given<O, T> = O extends { readonly default: unknown } ? T : T | undefined;

export type OptionValue<O> = O extends { readonly type: "boolean" }
  ? boolean
  : O extends { readonly type: "number" }
    ? Given<O, number>
    : O extends { readonly type: "choice"; readonly choices: readonly (infer C)[] }
      ? Given<O, C>
      : O extends { readonly type: "choices"; readonly choices: readonly (infer C)[] }
        ? readonly C[]
        : Given<O, string>;

export interface CommandLine<S extends CommandLineSpec> {
  readonly options: { readonly [K in keyof S["options"]]: OptionValue<S["options"][K]> };
  readonly positionals: readonly string[];
}

export type Parsed<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly why: string };

/** The script's command line (`argv`, without node and the script), or why it is refused. */
export function parseCommandLine<const S extends CommandLineSpec>(
  spec: S,
  argv: readonly string[],
): Parsed<CommandLine<S>> {
  let read: {
    values: Record<string, GivenValue>;
    positionals: string[];
  };
  try {
    read = parseArgs({
      args: argv.filter((a) => a !== "--"),
      options: Object.fromEntries(
        Object.entries(spec.options).map(([name, o]) => [
          name,
          o.type === "boolean"
            ? { type: "boolean" as const }
            : { type: "string" as const, multiple: o.type === "choices" },
        ]),
      ),
      allowPositionals: spec.positionals !== undefined,
      strict: true,
    });
  } catch (e) {
    // parseArgs's first sentence names the problem (one line); the rest advises, on more lines.
    return refusal(spec, (e as Error).message.split(/\.\s/)[0]!);
  }
  const options: Record<string, unknown> = {};
  for (const [name, o] of Object.entries(spec.options)) {
    const value = optionValue(`--${name}`, o, read.values[name]);
    if (!value.ok) return refusal(spec, value.why);
    options[name] = value.value;
  }
  return { ok: true, value: { options, positionals: read.positionals } as CommandLine<S> };
}

/** What parseArgs read for one option (a list only for a `choices` one, of strings). */
type GivenValue = string | boolean | (string | boolean)[] | undefined;

function optionValue(flag: string, o: OptionSpec, given: GivenValue): Parsed<unknown> {
  switch (o.type) {
    case "boolean":
      return { ok: true, value: given === true };
    case "string":
      return { ok: true, value: given ?? o.default };
    case "number":
      return typeof given === "string"
        ? parseNumber(given, flag, o)
        : { ok: true, value: o.default };
    case "choice":
      if (typeof given !== "string") return { ok: true, value: o.default };
      return o.choices.includes(given)
        ? { ok: true, value: given }
        : { ok: false, why: `${flag} takes ${orList(o.choices)}, not "${given}"` };
    case "choices": {
      if (!Array.isArray(given)) return { ok: true, value: o.default ?? [] };
      const items = given.flatMap((g) => String(g).split(","));
      const wrong = items.find((x) => !o.choices.includes(x));
      return wrong === undefined
        ? { ok: true, value: items }
        : { ok: false, why: `${flag} "${wrong}" is not one of ${o.choices.join(", ")}` };
    }
    default:
      return exhaustive(o);
  }
}

/**
 * `text` as a number within `rule`, or the problem alone (`--runs takes a whole number from 1,
 * not "0"`), for a value a script splits out of an option itself.
 */
export function parseNumber(text: string, name: string, rule: NumberRule = {}): Parsed<number> {
  const n = Number(text);
  const fits =
    text.trim() !== "" &&
    Number.isFinite(n) &&
    (!rule.whole || Number.isInteger(n)) &&
    (rule.min === undefined || n >= rule.min) &&
    (rule.max === undefined || n <= rule.max) &&
    (rule.above === undefined || n > rule.above);
  return fits
    ? { ok: true, value: n }
    : { ok: false, why: `${name} takes ${wanted(rule)}, not "${text}"` };
}

function wanted(rule: NumberRule): string {
  const parts = [rule.noun ?? (rule.whole ? "a whole number" : "a number")];
  if (rule.min !== undefined) parts.push(`from ${rule.min}`);
  else if (rule.above !== undefined) parts.push(`above ${rule.above}`);
  if (rule.max !== undefined)
    parts.push(rule.min !== undefined ? `to ${rule.max}` : `up to ${rule.max}`);
  return parts.join(" ");
}

function orList(items: readonly string[]): string {
  return items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} or ${items.at(-1)}`;
}

/** The script's usage: its name, positionals and every option with its default or choices. */
export function usage(spec: CommandLineSpec): string {
  const parts = [spec.script, ...(spec.positionals === undefined ? [] : [spec.positionals])];
  for (const [name, o] of Object.entries(spec.options)) parts.push(`[--${name}${placeholder(o)}]`);
  return parts.join(" ");
}

function placeholder(o: OptionSpec): string {
  switch (o.type) {
    case "boolean":
      return "";
    case "string":
      return ` <${o.default || "…"}>`;
    case "number":
      return ` <${o.default ?? "…"}>`;
    case "choice":
      return ` <${o.choices.join("|")}>`;
    case "choices":
      return ` <${o.choices.join("|")}>,…`;
    default:
      return exhaustive(o);
  }
}

/** A refusal for `problem`, as the script prints it: its name, the problem, its usage. */
export function refusal(spec: CommandLineSpec, problem: string): { ok: false; why: string } {
  return { ok: false, why: `${spec.script}: ${problem}; usage: ${usage(spec)}` };
}

/** For a script's main: the value, or the refusal printed and the process ended (exit code 2). */
export function orExit<T>(parsed: Parsed<T>): T {
  if (parsed.ok) return parsed.value;
  console.error(parsed.why);
  return process.exit(2);
}

/** For a check a script makes after reading its options: `problem` refused as `orExit` does. */
export function usageExit(spec: CommandLineSpec, problem: string): never {
  return orExit(refusal(spec, problem));
}
