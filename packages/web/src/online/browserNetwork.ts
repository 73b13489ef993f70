// What the browser knows of its own network, given to a live connection. A phone that loses
// its Wi-Fi says so at once (the window's "offline" event), but a WebSocket open over it is
// not closed: socket.io would notice only when the server's pings stop arriving, 45 s later,
// and the page said "Connected" all that while. So on "offline" the connection is closed
// (socket.io-client's own reconnection then retries with its backoff, which the page shows as
// "reconnecting"), and on "online" a connection that is down tries again at once instead of
// waiting out the backoff's next delay. Nothing is lost either way: an action the server had
// not acknowledged is sent again on the next connection, as after any cut (connection.ts).

import type { Socket } from "socket.io-client";

/** What this uses of a socket.io-client socket, whatever its events. */
export type NetworkSocket = Pick<Socket, "connected" | "io" | "connect" | "disconnect">;

/** The part of `window` this needs (a test passes an EventTarget). */
export type NetworkEvents = Pick<EventTarget, "addEventListener" | "removeEventListener">;

/**
 * Follows `events`' "offline" and "online" for `socket` (default: the window, where there is
 * one). Returns what stops following (the page is done with the socket).
 */
export function followBrowserNetwork(
  socket: NetworkSocket,
  events: NetworkEvents | undefined = typeof window === "undefined" ? undefined : window,
): () => void {
  if (events === undefined) return () => {};
  const offline = () => {
    // Closing the transport is what a cut line does: the manager reconnects by itself.
    if (socket.connected) socket.io.engine?.close();
  };
  const online = () => {
    if (socket.connected) return;
    // Ends the backoff's wait and opens a new connection now; "connect" then joins again.
    socket.disconnect();
    socket.connect();
  };
  events.addEventListener("offline", offline);
  events.addEventListener("online", online);
  return () => {
    events.removeEventListener("offline", offline);
    events.removeEventListener("online", online);
  };
}
