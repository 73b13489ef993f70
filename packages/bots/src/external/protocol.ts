// The external-bot protocol (docs/bot-protocol.md): JSON lines over a program's stdin and
// stdout, like UCI for chess. The arena writes one message per line; the program answers
// each `act` message with one line holding its action. Versioned and typed; the answer is
// untrusted and goes through one parse function.

import type { GameId, GameResult, Result } from "@number-games/engine";
import { err, ok } from "@number-games/engine";

export const BOT_PROTOCOL_VERSION = 1;

/** A new game starts; the program is told its seat. No answer. */
export interface StartMessage {
  readonly type: "start";
  readonly protocol: typeof BOT_PROTOCOL_VERSION;
  readonly game: GameId;
  readonly config: unknown;
  readonly seat: number;
  readonly players: number;
}

/** The program's seat is to act: it must answer one line with one of `legal`. */
export interface ActMessage {
  readonly type: "act";
  readonly observation: unknown;
  readonly legal: readonly unknown[];
}

/** The game is over (or stopped). No answer. */
export interface EndMessage {
  readonly type: "end";
  readonly result: GameResult | null;
  readonly seat: number;
}

export type ToBotMessage = StartMessage | ActMessage | EndMessage;

export const FORFEIT_CODES = [
  "ERR_BOT_TIMEOUT",
  "ERR_BOT_CRASH",
  "ERR_BOT_NOT_JSON",
  "ERR_BOT_ILLEGAL",
  "ERR_BOT_ERROR",
] as const;
export type ForfeitCode = (typeof FORFEIT_CODES)[number];

export interface Forfeit {
  readonly code: ForfeitCode;
  readonly message: string;
}

/** One answer line → the action it holds: `{"type":"pay"}` or `{"action":{"type":"pay"}}`. */
export function parseAnswer(line: string): Result<unknown, Forfeit> {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    const shown = line.length > 80 ? `${line.slice(0, 80)}…` : line;
    return err({ code: "ERR_BOT_NOT_JSON", message: `answered a line that is not JSON: ${shown}` });
  }
  if (typeof value === "object" && value !== null && !Array.isArray(value) && "action" in value) {
    return ok((value as { action: unknown }).action);
  }
  return ok(value);
}
