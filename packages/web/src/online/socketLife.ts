// A socket's status for the pages, shared by the table's connection (connection.ts) and the
// class's (classroom/connection.ts), and how it comes back after any end of the connection.
// Its own module, with socket.io-client's types only, so that a page can load
// socket.io-client when it first connects rather than with the page.

import type {
  ClientToServerEvents,
  ProtocolError,
  ServerToClientEvents,
} from "@number-games/protocol";
import {
  isRestartRefusal,
  keepReconnecting,
  protocolErrorSchema,
  RECONNECT_OPTIONS,
} from "@number-games/protocol/light";
import type { Socket } from "socket.io-client";
import { followBrowserNetwork } from "./browserNetwork";
import { noteConnected, noteServerStatus } from "./storageNotice";

/**
 * "restarting": the server said it is restarting (or refused a connection while it drains);
 * the page reconnects by itself, as for "reconnecting".
 */
export type ConnectionStatus =
  | "connecting"
  | "connected"
  | "reconnecting"
  | "restarting"
  | "failed";

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** socket.io-client's options for every live connection of the app: the reconnect backoff. */
export const SOCKET_OPTIONS = RECONNECT_OPTIONS;

/**
 * A socket's life as a status line: `join` on every (re)connect, "reconnecting" while the
 * line is down, "restarting" once the server said it restarts, and a refusal by the server's
 * middleware (e.g. ERR_TOO_MANY_CONNECTIONS) final: the client does not retry it by itself,
 * so it says why instead of "connecting" for ever. A server that closed the connection on
 * purpose (a restart) or refused it while draining is retried (`keepReconnecting`), so the
 * page comes back after any kind of server end, and the browser's own "offline" and "online"
 * are followed at once (browserNetwork.ts). Returns what stops the retries (the page is
 * done). Tables (connection.ts) and classes (classroom/connection.ts) alike.
 */
export function followConnection(
  socket: ClientSocket,
  join: () => void,
  setStatus: (s: ConnectionStatus | ((s: ConnectionStatus) => ConnectionStatus)) => void,
  setError: (e: ProtocolError) => void,
): () => void {
  const down = (s: ConnectionStatus): ConnectionStatus => (s === "restarting" ? s : "reconnecting");
  socket.on("connect", join);
  socket.on("disconnect", () => setStatus(down));
  socket.io.on("reconnect_attempt", () => setStatus(down));
  socket.on("connect", noteConnected);
  socket.on("serverStatus", noteServerStatus);
  socket.on("connect_error", (e: Error & { data?: unknown }) => {
    if (isRestartRefusal(e)) {
      setStatus("restarting");
      return;
    }
    const refusal = protocolErrorSchema.safeParse(e.data);
    if (refusal.success) {
      setError(refusal.data);
      setStatus("failed");
      return;
    }
    setStatus((s) => (s === "connected" ? "reconnecting" : s));
  });
  const stopRetrying = keepReconnecting(socket, { onRestarting: () => setStatus("restarting") });
  const stopFollowing = followBrowserNetwork(socket);
  return () => {
    stopRetrying();
    stopFollowing();
  };
}
