// Storage outages: which failures mean "the database does not answer" (not a bug in a query),
// the typed error the transports turn into ERR_STORAGE_UNAVAILABLE (HTTP 503, a socket ack),
// and the store's availability as one value with change events: lost at the first failed
// query, logged once per outage, probed until storage answers again.

import type { ProtocolError } from "@number-games/protocol";
import { protocolError } from "@number-games/protocol";

/** What a client is told while storage does not answer (HTTP 503, a socket ack alike). */
export const storageUnavailable = (): ProtocolError =>
  protocolError(
    "ERR_STORAGE_UNAVAILABLE",
    "the server's storage does not answer just now; try again shortly",
  );

/** The database does not answer just now; nothing the request asked for was done. */
export class StorageUnavailableError extends Error {
  override readonly name = "StorageUnavailableError";
  readonly code = "ERR_STORAGE_UNAVAILABLE";
  constructor(readonly reason: string) {
    super(`storage unavailable: ${reason}`);
  }
}

export function isStorageUnavailable(e: unknown): e is StorageUnavailableError {
  return e instanceof StorageUnavailableError;
}

/** Socket-level failures of the pg driver (and SQLite's file system ones). */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EAI_AGAIN",
]);
/** SQLite: a disk or file that cannot be used now (a full disk, a read-only remount, a lock). */
const SQLITE_UNAVAILABLE = /^SQLITE_(IOERR|FULL|CANTOPEN|READONLY|BUSY)/;
/** pg's own words when the connection goes (it sets no code for these). */
const PG_CONNECTION_LOST =
  /Connection terminated|not queryable|timeout exceeded when trying to connect|Connection ended/i;

/**
 * Whether `e` says storage is unreachable (so a later try may work) rather than that a query
 * is wrong. PostgreSQL SQLSTATE class 08 (connection exception), 57P01-57P03 (shutting down,
 * crashed, starting up) and class 53 (out of connections, memory, disk) count.
 */
export function isConnectionFailure(e: unknown): boolean {
  if (isStorageUnavailable(e)) return true;
  const err = e as { code?: unknown; message?: unknown } | null;
  if (err === null || typeof err !== "object") return false;
  const code = typeof err.code === "string" ? err.code : "";
  if (NETWORK_CODES.has(code) || SQLITE_UNAVAILABLE.test(code)) return true;
  if (/^(08|53)[0-9A-Z]{3}$/.test(code) || /^57P0[123]$/.test(code)) return true;
  return typeof err.message === "string" && PG_CONNECTION_LOST.test(err.message);
}

/** Where the outage's two lines go (the server's logger). */
export interface OutageLog {
  warn(msg: string, data?: Record<string, unknown>): void;
}

/** How often an unavailable store is asked whether it is back. */
const PROBE_MS = 1000;

/**
 * The store's availability. `failed` (a query's connection failure) starts an outage: one
 * warning, listeners told, and a probe every PROBE_MS until one answers; `answered` (any
 * query that worked, or the probe) ends it: one line, listeners told.
 */
export class Availability {
  private up = true;
  private probe: NodeJS.Timeout | null = null;
  private readonly listeners = new Set<(available: boolean) => void>();
  private log: OutageLog | null = null;
  private closed = false;

  constructor(private readonly ping: () => Promise<void>) {}

  get available(): boolean {
    return this.up;
  }

  /** Where to log outages (the server sets its logger; without one they are silent). */
  logTo(log: OutageLog): void {
    this.log = log;
  }

  onChange(listener: (available: boolean) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  failed(e: unknown): void {
    if (this.closed || !this.up) return;
    this.up = false;
    this.log?.warn("storage unreachable: answering ERR_STORAGE_UNAVAILABLE until it is back", {
      error: describe(e),
    });
    this.tell(false);
    this.scheduleProbe();
  }

  answered(): void {
    if (this.up) return;
    this.up = true;
    if (this.probe !== null) clearTimeout(this.probe);
    this.probe = null;
    this.log?.warn("storage is back");
    this.tell(true);
  }

  close(): void {
    this.closed = true;
    if (this.probe !== null) clearTimeout(this.probe);
    this.probe = null;
  }

  private scheduleProbe(): void {
    if (this.closed || this.up || this.probe !== null) return;
    this.probe = setTimeout(() => {
      this.probe = null;
      // The store's own ping reports back through failed/answered.
      this.ping().then(
        () => this.answered(),
        () => this.scheduleProbe(),
      );
    }, PROBE_MS);
    this.probe.unref();
  }

  private tell(available: boolean): void {
    for (const l of this.listeners) {
      try {
        l(available);
      } catch {
        // A listener's failure is its own; the others are still told.
      }
    }
  }
}

function describe(e: unknown): string {
  const err = e as { code?: unknown; message?: unknown } | null;
  const code = typeof err?.code === "string" ? `${err.code}: ` : "";
  return `${code}${typeof err?.message === "string" ? err.message : String(e)}`;
}
