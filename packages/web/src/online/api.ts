// The server's HTTP API (docs/protocol.md), typed by @number-games/protocol. Every call
// answers a Result: a network failure or an error body becomes a value, never a throw.

import type {
  ClaimSeatRequest,
  ClaimSeatResponse,
  CreateTableRequest,
  CreateTableResponse,
  ListTablesResponse,
  ProtocolError,
  RematchResponse,
  SeatBotLevel,
  ServerInfo,
  TableInfo,
  TableRecord,
} from "@number-games/protocol";
import { loadCredentials } from "./credentials";

export type ApiError = ProtocolError | { readonly code: "ERR_NETWORK"; readonly message: string };
export type ApiResult<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: ApiError };

async function call<T>(
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { accept: "application/json" };
  if (body !== undefined) headers["content-type"] = "application/json";
  if (token !== undefined) headers.authorization = `Bearer ${token}`;
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (e) {
    return {
      ok: false,
      error: { code: "ERR_NETWORK", message: e instanceof Error ? e.message : String(e) },
    };
  }
  let json: unknown = null;
  try {
    json = await res.json();
  } catch {
    // not JSON: no server behind this page (e.g. a static host)
  }
  if (res.ok && json !== null) return { ok: true, value: json as T };
  const e = (json as { error?: ProtocolError } | null)?.error;
  if (e && typeof e.code === "string" && typeof e.message === "string")
    return { ok: false, error: e };
  return { ok: false, error: { code: "ERR_NETWORK", message: `HTTP ${res.status}` } };
}

const enc = encodeURIComponent;

export const api = {
  /** The server's facts for this page: the origin share links name. */
  server: () => call<ServerInfo>("GET", "/api/server"),
  createTable: (req: CreateTableRequest) => call<CreateTableResponse>("POST", "/api/tables", req),
  listTables: () => call<ListTablesResponse>("GET", "/api/tables"),
  getTable: (ref: string) => call<TableInfo>("GET", `/api/tables/${enc(ref)}`),
  claimSeat: (id: string, req: ClaimSeatRequest) =>
    call<ClaimSeatResponse>("POST", `/api/tables/${enc(id)}/claim`, req),
  /** A seat's answer to the start race (17 × 34); the seat token proves the seat. */
  race: (id: string, answer: number, seatToken: string) =>
    call<TableInfo>("POST", `/api/tables/${enc(id)}/race`, { answer }, seatToken),
  /** A seat of a finished table creates (first) or joins its rematch; the seat token proves it. */
  rematch: (id: string, seatToken: string) =>
    call<RematchResponse>("POST", `/api/tables/${enc(id)}/rematch`, {}, seatToken),
  start: (id: string, hostToken: string) =>
    call<TableInfo>("POST", `/api/tables/${enc(id)}/start`, {}, hostToken),
  setBot: (id: string, seat: number, level: SeatBotLevel, hostToken: string) =>
    call<TableInfo>("PUT", `/api/tables/${enc(id)}/seats/${seat}/bot`, { level }, hostToken),
  removeBot: (id: string, seat: number, hostToken: string) =>
    call<TableInfo>("DELETE", `/api/tables/${enc(id)}/seats/${seat}/bot`, undefined, hostToken),
  kick: (id: string, seat: number, hostToken: string) =>
    call<TableInfo>("POST", `/api/tables/${enc(id)}/seats/${seat}/kick`, {}, hostToken),
  /** A private table's record needs one of its seat tokens. */
  record: (id: string, seatToken?: string) =>
    call<TableRecord>("GET", `/api/tables/${enc(id)}/record`, undefined, seatToken),
};

/**
 * A finished table's full record (a record fetched during play is redacted and does not replay),
 * with this browser's seat token for the table if it has one (private tables need it).
 */
export async function fetchTableRecord(
  id: string,
): Promise<{ ok: true; value: TableRecord } | { ok: false; error: string }> {
  const r = await api.record(id, loadCredentials(id).seatToken ?? undefined);
  if (!r.ok) return { ok: false, error: r.error.message };
  return { ok: true, value: r.value };
}
