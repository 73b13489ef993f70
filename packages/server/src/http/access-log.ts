// The access log: one JSON line per HTTP request (method, path, status, milliseconds, request
// id) and the request id itself, taken from the client's `X-Request-Id` when it is a short
// safe word, else made here, and echoed in the answer's `X-Request-Id`. A logged path never
// holds a secret: an API path is logged as its route's pattern (`/api/tables/:ref`, never the
// join code), a page path as its page (`/c/:code`), the query string never, and any other
// path only up to its first segment (a hashed asset's name is kept: it holds no secret).

import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { pagePattern } from "./page-paths";

export const REQUEST_ID_HEADER = "x-request-id";
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** Fastify's `genReqId`: the client's id when it is a short safe word, else a new one. */
export function requestId(req: IncomingMessage): string {
  const sent = req.headers[REQUEST_ID_HEADER];
  return typeof sent === "string" && SAFE_REQUEST_ID.test(sent) ? sent : randomUUID();
}

/** The request's path as a log line may show it (see the header). */
export function loggedPath(req: FastifyRequest): string {
  const pattern = req.routeOptions.url;
  // The static files' wildcard route and the not-found answer match no pattern of ours.
  if (pattern !== undefined && pattern !== "/*" && pattern !== "*") return pattern;
  const path = req.url.split("?")[0] ?? "";
  const page = pagePattern(path);
  if (page !== null) return page;
  if (/^\/assets\/[A-Za-z0-9._-]{1,120}$/.test(path)) return path;
  const first = /^\/[A-Za-z0-9._-]{0,60}/.exec(path)?.[0] ?? "/";
  return first.length < path.length ? `${first}/…` : first;
}

/** Echoes the request id and logs each answered request (a no-op without a logger). */
export function registerAccessLog(app: FastifyInstance): void {
  // Its own level: the server's logger stays at warnings (no "Server listening" line among the
  // start message), its access lines are info.
  const log = app.log.child({}, { level: "info" });
  app.addHook("onRequest", async (req, reply) => {
    reply.header(REQUEST_ID_HEADER, req.id);
  });
  app.addHook("onResponse", async (req, reply) => {
    log.info(
      {
        reqId: req.id,
        method: req.method,
        path: loggedPath(req),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      "request",
    );
  });
}
