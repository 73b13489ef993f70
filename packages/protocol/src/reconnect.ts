// Coming back by itself after any end of a connection, for every client (the web app,
// `numbers join`). socket.io-client's own reconnection covers a lost line (a crash, a network
// cut: "transport close") with the backoff below, but it never retries a connection the
// server closed on purpose ("io server disconnect", as a draining server does right after
// `serverRestarting`), nor one a draining server refused (ERR_SERVER_RESTARTING).
// `keepReconnecting` retries those too. The caller joins its tables again on every "connect",
// as after any reconnect, and so resyncs from the current observation.

import type { Socket } from "socket.io-client";
import { protocolErrorSchema } from "./errors";
import type { ClientToServerEvents, ServerRestartingEvent, ServerToClientEvents } from "./socket";
import { serverRestartingEventSchema } from "./socket";

/** The backoff: 0.5 s doubling to a 5 s cap, each delay ±50% at random. */
export const RECONNECT = { firstDelayMs: 500, maxDelayMs: 5000, jitter: 0.5 } as const;

/** The same backoff as socket.io-client's Manager options. */
export const RECONNECT_OPTIONS = {
  reconnection: true,
  reconnectionDelay: RECONNECT.firstDelayMs,
  reconnectionDelayMax: RECONNECT.maxDelayMs,
  randomizationFactor: RECONNECT.jitter,
} as const;

/** The delay before retry number `attempt` (0 first): the backoff with its jitter. */
export function reconnectDelayMs(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(RECONNECT.maxDelayMs, RECONNECT.firstDelayMs * 2 ** Math.max(0, attempt));
  const jittered = base * (1 + RECONNECT.jitter * (2 * random() - 1));
  return Math.round(Math.min(RECONNECT.maxDelayMs, Math.max(0, jittered)));
}

/** A connection refused because the server process is draining (try another, or later). */
export function isRestartRefusal(error: unknown): boolean {
  const refusal = protocolErrorSchema.safeParse((error as { data?: unknown } | null)?.data);
  return refusal.success && refusal.data.code === "ERR_SERVER_RESTARTING";
}

export interface ReconnectHooks {
  /** The server said it is restarting (it closes the connection next). */
  readonly onRestarting?: (event: ServerRestartingEvent) => void;
  /** Uniform in [0, 1) (default Math.random). */
  readonly random?: () => number;
}

type AnySocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * Reconnects `socket` after the server closed it or refused it while draining: after a
 * restart notice at a random moment within its hint (a process's clients spread out), else
 * with the backoff. Returns a function that stops it (the page or command is done).
 */
export function keepReconnecting(socket: AnySocket, hooks: ReconnectHooks = {}): () => void {
  const random = hooks.random ?? Math.random;
  let spreadMs: number | null = null;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const connectIn = (ms: number) => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      if (!stopped && !socket.connected) socket.connect();
    }, ms);
  };
  const onRestarting = (event: unknown) => {
    const parsed = serverRestartingEventSchema.safeParse(event);
    const notice = parsed.success ? parsed.data : { reconnectWithinMs: RECONNECT.maxDelayMs };
    spreadMs = notice.reconnectWithinMs;
    hooks.onRestarting?.(notice);
  };
  const onConnect = () => {
    attempt = 0;
    spreadMs = null;
  };
  const onDisconnect = (reason: string) => {
    // Any other reason is socket.io-client's to retry (or the client's own disconnect).
    if (reason !== "io server disconnect") return;
    if (spreadMs !== null) connectIn(Math.round(random() * spreadMs));
    else connectIn(reconnectDelayMs(attempt++, random));
  };
  const onConnectError = (e: Error) => {
    if (isRestartRefusal(e)) connectIn(reconnectDelayMs(attempt++, random));
  };
  socket.on("serverRestarting", onRestarting);
  socket.on("connect", onConnect);
  socket.on("disconnect", onDisconnect);
  socket.on("connect_error", onConnectError);
  return () => {
    stopped = true;
    clearTimeout(timer);
    socket.off("serverRestarting", onRestarting);
    socket.off("connect", onConnect);
    socket.off("disconnect", onDisconnect);
    socket.off("connect_error", onConnectError);
  };
}
