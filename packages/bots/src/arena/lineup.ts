// Who plays in an arena: bot specs parsed from text ("hard", "hard@4000", "hard@20ms",
// "hard-v1@20ms", "hard-v2@20ms", "cmd:python3 my.py"),
// the lineup of seats, and the seat permutations that make a tournament fair (every bot
// plays every seat equally often).

import type { Result } from "@number-games/engine";
import { err, ok } from "@number-games/engine";
import { BOT_LEVELS, isBotLevel } from "../bot";
import type { ArenaLevel, BotSpec } from "./spec";
import { HARD_V1, HARD_V2 } from "./spec";

export type { ArenaLevel, BotSpec } from "./spec";
export { specLabel } from "./spec";

function isArenaLevel(x: string): x is ArenaLevel {
  return x === HARD_V1 || x === HARD_V2 || isBotLevel(x);
}

export const ARENA_ERROR_CODES = ["ERR_BOT_SPEC", "ERR_LINEUP", "ERR_ARENA_CONFIG"] as const;
export type ArenaErrorCode = (typeof ARENA_ERROR_CODES)[number];

export interface ArenaError {
  readonly code: ArenaErrorCode;
  readonly message: string;
}

function fail(code: ArenaErrorCode, message: string): { ok: false; error: ArenaError } {
  return err({ code, message });
}

/**
 * "medium", "hard@4000" (iterations per move), "hard@20ms" (time per move), "hard-v1@20ms"
 * (the frozen old hard) or "cmd:<shell command>".
 */
export function parseBotSpec(text: string): Result<BotSpec, ArenaError> {
  const t = text.trim();
  if (t.startsWith("cmd:")) {
    let command = t.slice(4).trim();
    if (command.length >= 2 && command.startsWith('"') && command.endsWith('"')) {
      command = command.slice(1, -1);
    }
    if (command === "")
      return fail("ERR_BOT_SPEC", 'an external bot needs a command: cmd:"python3 my.py"');
    return ok({ kind: "command", command });
  }
  const [name, budget, ...rest] = t.split("@");
  if (name === undefined || !isArenaLevel(name) || rest.length > 0) {
    return fail(
      "ERR_BOT_SPEC",
      `unknown bot ${JSON.stringify(text)}: use a level (${[...BOT_LEVELS, HARD_V1, HARD_V2].join(", ")}), optionally with @iterations or @<n>ms, or cmd:"command"`,
    );
  }
  if (budget === undefined) return ok({ kind: "level", level: name });
  if (budget.endsWith("ms")) {
    const timeMs = Number(budget.slice(0, -2));
    if (!Number.isFinite(timeMs) || timeMs <= 0 || budget.slice(0, -2).trim() === "") {
      return fail("ERR_BOT_SPEC", `"${text}": the time after @ must be a positive number of ms`);
    }
    return ok({ kind: "level", level: name, timeMs });
  }
  const iterations = Number(budget);
  if (!Number.isInteger(iterations) || iterations < 1) {
    return fail(
      "ERR_BOT_SPEC",
      `"${text}": the iterations after @ must be a whole number of at least 1`,
    );
  }
  return ok({ kind: "level", level: name, iterations });
}

/**
 * Splits a comma-separated list of bot specs, keeping commas inside double quotes
 * (cmd:"python3 bot.py --a,b").
 */
export function splitBotList(text: string): string[] {
  const out: string[] = [];
  let cur = "";
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    if (ch === "," && !quoted) {
      out.push(cur);
      cur = "";
    } else cur += ch;
  }
  out.push(cur);
  return out.map((s) => s.trim()).filter((s) => s !== "");
}

/**
 * The seats of one game: the listed bots, and when the game has more seats than bots the
 * last listed bot fills the rest (`hard,medium` with 3 players is hard against two medium).
 */
export function lineupFor(
  specs: readonly BotSpec[],
  players: number,
): Result<BotSpec[], ArenaError> {
  if (specs.length === 0) return fail("ERR_LINEUP", "list at least one bot");
  if (specs.length > players) {
    return fail("ERR_LINEUP", `${specs.length} bots listed but the game has only ${players} seats`);
  }
  const seats = [...specs];
  while (seats.length < players) seats.push(specs[specs.length - 1]!);
  return ok(seats);
}

/**
 * Every distinct assignment of the lineup's entries to seats, in a fixed order: each entry
 * then sits in every seat equally often. Entries with the same label are interchangeable,
 * so `hard,medium,medium` gives 3 arrangements, not 6.
 */
export function seatPermutations(labels: readonly string[]): number[][] {
  const out: number[][] = [];
  const n = labels.length;
  const used = new Array<boolean>(n).fill(false);
  const cur: number[] = [];
  const rec = () => {
    if (cur.length === n) {
      out.push([...cur]);
      return;
    }
    const seen = new Set<string>();
    for (let i = 0; i < n; i++) {
      if (used[i] || seen.has(labels[i]!)) continue;
      seen.add(labels[i]!);
      used[i] = true;
      cur.push(i);
      rec();
      cur.pop();
      used[i] = false;
    }
  };
  rec();
  return out;
}
