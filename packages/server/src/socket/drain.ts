// Draining a server process before it exits (SIGTERM: a restart, a rolling deploy), so that
// nobody notices: readiness turns false, no new connection is accepted (a proxy sends it to
// another process; HTTP requests already in progress are answered), the commands already
// received are finished (stored and acknowledged), every connection is told
// `serverRestarting` and closed, and the clients come back by themselves (to this process
// once it is back, or to another). Bounded by a timeout: after it, whatever is left is cut.
// This module owns the pieces; server.ts close() runs them in order.

import type { ProtocolError } from "@number-games/protocol";
import { protocolError } from "@number-games/protocol";
import type { Server } from "socket.io";

/** How long a drain may take before the rest is cut (DRAIN_TIMEOUT_SECONDS). */
export const DEFAULT_DRAIN_TIMEOUT_MS = 10_000;

/** The clients of a restarting process come back spread over this long (the notice's hint). */
export const RECONNECT_SPREAD_MS = 1000;

const RESTARTING = "this server is restarting: nothing was changed; connect again in a moment";

/** The refusal of a command or a connection that arrives while the process drains. */
export function restartingError(): ProtocolError {
  return protocolError("ERR_SERVER_RESTARTING", RESTARTING);
}

/**
 * The socket commands in progress. Each received command `enter`s before it is handled and
 * `leave`s once acknowledged; `shut` refuses every later one and resolves when the ones in
 * progress are done.
 */
export class CommandGate {
  private running = 0;
  private open = true;
  private idle: (() => void)[] = [];

  /** False once shut: the command is refused (ERR_SERVER_RESTARTING), nothing changes. */
  enter(): boolean {
    if (!this.open) return false;
    this.running++;
    return true;
  }

  leave(): void {
    this.running--;
    if (this.running === 0) for (const done of this.idle.splice(0)) done();
  }

  shut(): Promise<void> {
    this.open = false;
    if (this.running === 0) return Promise.resolve();
    return new Promise((done) => this.idle.push(done));
  }
}

/**
 * New socket.io connections are refused while `draining()`, with a refusal clients retry
 * (`connect_error` data `{code: "ERR_SERVER_RESTARTING"}`): a connection that reached this
 * process over a connection kept open goes elsewhere or waits. Registered before any other
 * middleware, so that a refused connection takes no place of its address.
 */
export function refuseWhileDraining(io: Server, draining: () => boolean): void {
  io.use((_socket, next) => {
    if (!draining()) return next();
    const refused = new Error("this server is restarting") as Error & { data: ProtocolError };
    refused.data = restartingError();
    next(refused);
  });
}

/**
 * Tells every connection of this process that it restarts, then disconnects them on purpose
 * (clients see "io server disconnect" and come back after a random part of the notice's hint);
 * closing the server then closes their transports.
 */
export async function sendAwayLocalSockets(io: Server): Promise<void> {
  // Their transports, known before the disconnect takes them out of the namespace.
  const conns = new Set(
    [...io.of("/").sockets.values()].map((s) => s.conn as unknown as EngineSocket),
  );
  io.local.emit("serverRestarting", { reconnectWithinMs: RECONNECT_SPREAD_MS });
  io.local.disconnectSockets();
  // Closing the server drops what a connection has not written yet: the notice and the
  // disconnect are let out first (each connection drains, or closes).
  const pending = [...conns].filter((c) => c.writeBuffer.length > 0);
  await within(
    FLUSH_MS,
    Promise.all(
      pending.map(
        (c) =>
          new Promise<void>((done) => {
            c.once("drain", done);
            c.once("close", done);
          }),
      ),
    ).then(() => {}),
    () => {},
  );
}

/** An engine.io connection, as far as flushing it goes. */
interface EngineSocket {
  readonly writeBuffer: readonly unknown[];
  once(event: "drain" | "close", fn: () => void): unknown;
}

/** How long the last words to the clients may take to leave. */
const FLUSH_MS = 1000;

/** `work`, or whatever it got to once `ms` have passed (then `onTimeout` says so). */
export async function within(
  ms: number,
  work: Promise<void>,
  onTimeout: () => void,
): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<"late">((resolve) => {
    timer = setTimeout(() => resolve("late"), ms);
  });
  try {
    if ((await Promise.race([work, late])) === "late") onTimeout();
  } finally {
    clearTimeout(timer);
  }
}
