// A socket's status for the pages, shared by the table's connection (connection.ts) and the
// class's (classroom/connection.ts). Its own module, with socket.io-client's types only, so
// that a page can load socket.io-client when it first connects rather than with the page.

import type {
  ClientToServerEvents,
  ProtocolError,
  ServerToClientEvents,
} from "@number-games/protocol";
import { protocolErrorSchema } from "@number-games/protocol/light";
import type { Socket } from "socket.io-client";

export type ConnectionStatus = "connecting" | "connected" | "reconnecting" | "failed";

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * A socket's life as a status line: `join` on every (re)connect, "reconnecting" while the
 * line is down, and a refusal by the server's middleware (e.g. ERR_TOO_MANY_CONNECTIONS)
 * final: the client does not retry it by itself, so it says why instead of "connecting" for
 * ever. Tables (connection.ts) and classes (classroom/connection.ts) alike.
 */
export function followConnection(
  socket: ClientSocket,
  join: () => void,
  setStatus: (s: ConnectionStatus | ((s: ConnectionStatus) => ConnectionStatus)) => void,
  setError: (e: ProtocolError) => void,
): void {
  socket.on("connect", join);
  socket.on("disconnect", () => setStatus("reconnecting"));
  socket.io.on("reconnect_attempt", () => setStatus("reconnecting"));
  socket.on("connect_error", (e: Error & { data?: unknown }) => {
    const refusal = protocolErrorSchema.safeParse(e.data);
    if (refusal.success) {
      setError(refusal.data);
      setStatus("failed");
      return;
    }
    setStatus((s) => (s === "connected" ? "reconnecting" : s));
  });
}
