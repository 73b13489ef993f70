// Limits on HTTP connections themselves, below Fastify: at most `max` open connections per
// client address (the TCP peer; a trusted proxy's connections are not counted, since they
// carry many clients), the next answered 429 in the error format and closed; and the Node
// server's request time limit, checked often, so a body that trickles in is cut off (408).

import type { Server } from "node:http";
import type { Socket } from "node:net";
import { protocolError } from "@number-games/protocol";
import type { ProxyTrust } from "../limits/client-address";

/** HTTP_CONNECTIONS_PER_ADDRESS's default: a class of 60 behind one NAT (browsers open ~6 each). */
export const DEFAULT_HTTP_CONNECTIONS_PER_ADDRESS = 512;
/** REQUEST_TIMEOUT's default: a whole request (headers and body) within this many ms. */
export const DEFAULT_REQUEST_TIMEOUT_MS = 15_000;

/**
 * Fastify's settings for the request time limit: the Node server checks it every
 * `connectionsCheckingInterval` (30 s by default, too coarse for a short limit).
 */
export function requestTimeouts(requestTimeoutMs: number): {
  requestTimeout: number;
  http: { headersTimeout: number; connectionsCheckingInterval: number };
} {
  return {
    requestTimeout: requestTimeoutMs,
    http: {
      headersTimeout: requestTimeoutMs,
      connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.floor(requestTimeoutMs / 4))),
    },
  };
}

function refusal(max: number): string {
  const body = JSON.stringify({
    error: protocolError(
      "ERR_TOO_MANY_CONNECTIONS",
      `at most ${max} HTTP connections per address; close one and try again`,
    ),
  });
  return [
    "HTTP/1.1 429 Too Many Requests",
    "Content-Type: application/json; charset=utf-8",
    `Content-Length: ${Buffer.byteLength(body)}`,
    "X-Content-Type-Options: nosniff",
    "Connection: close",
    "",
    body,
  ].join("\r\n");
}

/** Counts each address's open connections; the one over `max` is answered 429 and closed. */
export function limitHttpConnections(server: Server, max: number, trust: ProxyTrust): void {
  const open = new Map<string, number>();
  server.on("connection", (socket: Socket) => {
    const address = socket.remoteAddress;
    if (address === undefined || trust?.(address, 0)) return;
    const n = open.get(address) ?? 0;
    if (n >= max) {
      socket.end(refusal(max));
      return;
    }
    open.set(address, n + 1);
    socket.once("close", () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left === 0) open.delete(address);
      else open.set(address, left);
    });
  });
}
