// `numbers replay <FILE|-> [--json]`: replays records and reports each one's outcome.
// Input: one record (a JSON document), or JSON Lines of records; `-` reads stdin.

import { readFileSync } from "node:fs";
import type { ReplayError } from "@number-games/engine";
import { replay } from "@number-games/engine";
import type { Command } from "commander";
import { fail } from "../options";

export interface ReplayLine {
  readonly ok: boolean;
  readonly [key: string]: unknown;
}

/** Splits input into record candidates: the whole text if it is one JSON value, else lines. */
export function recordsFromText(text: string): unknown[] {
  const trimmed = text.trim();
  if (trimmed === "") return [];
  try {
    return [JSON.parse(trimmed)];
  } catch {
    return trimmed
      .split(/\r?\n/)
      .filter((line) => line.trim() !== "")
      .map((line) => {
        try {
          return JSON.parse(line) as unknown;
        } catch {
          return new SyntaxError("not JSON");
        }
      });
  }
}

/** The bytes as text, or null when they are not UTF-8 text (a NUL, an invalid sequence). */
export function textOf(bytes: Uint8Array): string | null {
  if (bytes.includes(0)) return null;
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

export function replayOne(input: unknown): ReplayLine {
  if (input instanceof SyntaxError) {
    return errorLine({
      index: null,
      code: "ERR_RECORD_FORMAT",
      message: "this line is not valid JSON",
    });
  }
  const r = replay(input);
  if (!r.ok) return errorLine(r.error);
  const { game, state } = r.value;
  const res = game.result(state);
  return {
    ok: true,
    game: game.id,
    terminal: res.terminal,
    actor: game.actor(state),
    scores: res.scores,
    winners: res.winners,
    ...(res.rounds !== undefined ? { rounds: res.rounds } : {}),
  };
}

function errorLine(e: ReplayError): ReplayLine {
  return { ok: false, index: e.index, code: e.code, message: e.message };
}

function human(line: ReplayLine): string {
  if (!line.ok) {
    return `rejected: ${line.message} [${line.code}]`;
  }
  const actor = line.actor as { kind: string; player?: number };
  const state =
    actor.kind === "terminal"
      ? `finished; winners ${(line.winners as number[]).join(", ") || "none"}`
      : actor.kind === "chance"
        ? "unfinished; chance to act"
        : `unfinished; player ${actor.player} to act`;
  const rounds = line.rounds
    ? `; rounds ${(line.rounds as number[][]).map((r) => `[${r.join(" ")}]`).join(" ")}`
    : "";
  return `${line.game}: ${state}; scores ${(line.scores as number[]).join(" ")}${rounds}`;
}

export function register(program: Command): void {
  program
    .command("replay")
    .description("replay a record file, or JSON Lines of records on stdin (-)")
    .argument("<file>", "a record file, or - for stdin")
    .option("--json", "one JSON result line per record")
    .action((file: string, opts: { json?: boolean }) => {
      let bytes: Buffer;
      try {
        bytes = readFileSync(file === "-" ? 0 : file);
      } catch (e) {
        process.stderr.write(`numbers: cannot read ${file}: ${(e as Error).message}\n`);
        process.exit(2);
      }
      const text = textOf(bytes);
      if (text === null) fail(`${file} is not a text file (a record is JSON)`);
      const records = recordsFromText(text);
      if (records.length === 0) fail(`${file} holds no record`);
      let failed = false;
      const out: string[] = [];
      for (const rec of records) {
        const line = replayOne(rec);
        if (!line.ok) failed = true;
        out.push(opts.json ? JSON.stringify(line) : human(line));
      }
      process.stdout.write(out.length ? `${out.join("\n")}\n` : "");
      process.exitCode = failed ? 1 : 0;
    });
}
