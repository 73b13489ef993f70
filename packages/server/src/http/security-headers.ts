// Security headers for the answers that do not pass through Fastify's hooks (where helmet
// sets them): an undecodable URL, which the router refuses before any hook runs, and
// socket.io's own HTTP answers (long-polling, its errors). Neither carries a page, so the
// strictest policy fits: nothing may load, nothing may frame it, nothing is sniffed.

import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { protocolError } from "@number-games/protocol";
import type { FastifyReply, FastifyRequest } from "fastify";
import { sendError } from "./http-reply";

export const STRICT_HEADERS: Readonly<Record<string, string>> = {
  "content-security-policy": "default-src 'none'; frame-ancestors 'none'; base-uri 'none'",
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "referrer-policy": "no-referrer",
  "cross-origin-resource-policy": "same-origin",
  "cross-origin-opener-policy": "same-origin",
};

/**
 * Fastify's `frameworkErrors`: a URL the router cannot decode (`/%zz`) answers in the error
 * format, never echoing the URL, with the strict headers.
 */
export function frameworkErrors(error: Error, _req: FastifyRequest, reply: FastifyReply): void {
  const code = (error as { code?: string }).code;
  reply.headers(STRICT_HEADERS);
  void sendError(
    reply,
    protocolError(
      "ERR_MALFORMED",
      code === "FST_ERR_BAD_URL" ? "the URL is not valid" : "the request is not valid",
    ),
  );
}

/**
 * Every HTTP answer under socket.io's path gets the strict headers. Listens before socket.io
 * (which wraps the listeners it found when attached): `setHeader` merges with the headers
 * engine.io writes itself, errors included.
 */
export function secureSocketIoAnswers(server: Server, path: string): void {
  server.prependListener("request", (req: IncomingMessage, res: ServerResponse) => {
    if (!req.url?.startsWith(path)) return;
    for (const [name, value] of Object.entries(STRICT_HEADERS)) res.setHeader(name, value);
  });
}
