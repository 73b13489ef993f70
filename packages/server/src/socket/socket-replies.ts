// What the socket gateway answers: a reply's shape, a typed refusal, and the first problem of
// a message that does not parse, in words (socket.ts).

import type { ProtocolError } from "@number-games/protocol";
import { protocolError } from "@number-games/protocol";

export type Reply = { ok: true } | { ok: false; error: ProtocolError } | Record<string, unknown>;

export const failure = (code: ProtocolError["code"], message: string) => ({
  ok: false as const,
  error: protocolError(code, message),
});

export function shapeError(issues: readonly { path: PropertyKey[]; message: string }[]): string {
  const first = issues[0];
  if (!first) return "malformed message";
  const path = first.path.map(String).join(".");
  return path ? `${path}: ${first.message}` : first.message;
}
