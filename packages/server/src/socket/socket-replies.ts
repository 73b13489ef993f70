// What the socket gateway answers: a reply's shape, a typed refusal, and the first problem of
// a message that does not parse, in words, and the opening checks of a join (socket.ts).

import type { ProtocolError } from "@number-games/protocol";
import { PROTOCOL_VERSION, protocolError } from "@number-games/protocol";
import type { z } from "zod";

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

/**
 * A join's request (a table's or a class's) parsed, and spoken in this server's protocol: the
 * request, or the refusal to answer with (ERR_MALFORMED, ERR_PROTOCOL_VERSION).
 */
export function joinRequest<T extends { readonly protocolVersion: number }>(
  schema: z.ZodType<T>,
  payload: unknown,
): { ok: true; request: T } | ReturnType<typeof failure> {
  const parsed = schema.safeParse(payload);
  if (!parsed.success) return failure("ERR_MALFORMED", shapeError(parsed.error.issues));
  if (parsed.data.protocolVersion !== PROTOCOL_VERSION) {
    return failure(
      "ERR_PROTOCOL_VERSION",
      `this server speaks protocol ${PROTOCOL_VERSION}, not ${parsed.data.protocolVersion}`,
    );
  }
  return { ok: true, request: parsed.data };
}
