// What every HTTP answer shares: answers in the error format (`{error:{code,message,
// rule?}}`, the protocol's status for each code), bodies' schema errors, the bearer token.

import type { Result } from "@number-games/engine";
import type { ProtocolError } from "@number-games/protocol";
import { HTTP_STATUS, protocolError } from "@number-games/protocol";
import type { FastifyReply, FastifyRequest } from "fastify";

export function sendError(reply: FastifyReply, error: ProtocolError): FastifyReply {
  return reply.code(HTTP_STATUS[error.code]).send({ error });
}

export function send<T>(
  reply: FastifyReply,
  res: Result<T, ProtocolError>,
  status = 200,
): FastifyReply {
  return res.ok ? reply.code(status).send(res.value) : sendError(reply, res.error);
}

export function malformed(
  issues: readonly { path: PropertyKey[]; message: string }[],
): ProtocolError {
  const first = issues[0];
  const path = first ? first.path.map(String).join(".") : "";
  return protocolError(
    "ERR_MALFORMED",
    first ? (path ? `${path}: ${first.message}` : first.message) : "malformed request",
  );
}

/** The `Authorization: Bearer <token>` of a request: a host or a seat token, or null. */
export function bearerToken(req: FastifyRequest): string | null {
  const h = req.headers.authorization;
  if (typeof h !== "string") return null;
  const m = /^Bearer\s+([A-Za-z0-9_-]{1,128})$/.exec(h.trim());
  return m ? m[1]! : null;
}

export const rateLimited = () =>
  protocolError("ERR_RATE_LIMITED", "too many requests; try again later");
