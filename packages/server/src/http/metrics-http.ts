// Where Prometheus scrapes the metrics: `GET /metrics` on the server's own port behind
// `Authorization: Bearer <METRICS_TOKEN>`, and/or a listener of its own (METRICS_PORT, on
// loopback unless told) that needs no token: whoever can reach that port is trusted.

import { createHash, timingSafeEqual } from "node:crypto";
import type { Server } from "node:http";
import { createServer } from "node:http";
import { protocolError } from "@number-games/protocol";
import type { FastifyInstance } from "fastify";
import { bearerToken, sendError } from "./http-reply";
import type { ServerMetrics } from "./metrics";
import { STRICT_HEADERS } from "./security-headers";

export const METRICS_PATH = "/metrics";

const digest = (s: string) => createHash("sha256").update(s).digest();

/** `GET /metrics` on the main app: 401 (and a `WWW-Authenticate` challenge) without the token. */
export function registerMetricsRoute(
  app: FastifyInstance,
  metrics: ServerMetrics,
  token: string,
): void {
  const expected = digest(token);
  app.get(METRICS_PATH, async (req, reply) => {
    const sent = bearerToken(req);
    if (sent === null || !timingSafeEqual(digest(sent), expected)) {
      reply.header("www-authenticate", 'Bearer realm="metrics"');
      return sendError(
        reply,
        protocolError(
          "ERR_UNAUTHORIZED",
          "send the metrics token as 'Authorization: Bearer <token>'",
        ),
      );
    }
    return reply
      .type(metrics.contentType)
      .header("cache-control", "no-store")
      .send(await metrics.text());
  });
}

/** The metrics' own listener: GET /metrics, anything else 404. Resolves once listening. */
export async function listenForMetrics(
  metrics: ServerMetrics,
  host: string,
  port: number,
): Promise<Server> {
  const server = createServer((req, res) => {
    for (const [name, value] of Object.entries(STRICT_HEADERS)) res.setHeader(name, value);
    const path = req.url?.split("?")[0];
    if ((req.method === "GET" || req.method === "HEAD") && path === METRICS_PATH) {
      metrics.text().then(
        (text) => {
          res.writeHead(200, { "content-type": metrics.contentType, "cache-control": "no-store" });
          res.end(req.method === "HEAD" ? undefined : text);
        },
        () => {
          res.writeHead(500, { "content-type": "text/plain" });
          res.end("metrics failed\n");
        },
      );
      return;
    }
    res.writeHead(404, { "content-type": "text/plain" });
    res.end("not found\n");
  });
  await new Promise<void>((done, fail) => {
    server.once("error", fail);
    server.listen({ host, port }, () => {
      server.off("error", fail);
      done();
    });
  });
  return server;
}
