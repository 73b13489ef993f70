// The server's HTTP API (docs/protocol.md) for this app: the protocol's one client
// (createApiClient, typed by its route table) with the argument order the pages use. Every
// call answers a Result: a network failure or an error body becomes a value, never a throw.

import type {
  ApiClient,
  ClaimSeatRequest,
  CreateTableRequest,
  SeatBotLevel,
  TableRecord,
} from "@number-games/protocol";
import { createApiClient } from "@number-games/protocol";
import { loadCredentials } from "./credentials";

export type { ApiError, ApiResult } from "@number-games/protocol";

/** The protocol's client (typed by its route table) on this page's own origin. */
const client: ApiClient = createApiClient("");

export const api = {
  /** The server's facts for this page: the origin share links name. */
  server: () => client.server(),
  createTable: (req: CreateTableRequest) => client.createTable({ body: req }),
  listTables: () => client.listTables(),
  getTable: (ref: string) => client.getTable({ ref }),
  claimSeat: (id: string, req: ClaimSeatRequest) => client.claimSeat({ id, body: req }),
  /** A seat's answer to the start race (17 × 34); the seat token proves the seat. */
  race: (id: string, answer: number, seatToken: string) =>
    client.race({ id, body: { answer }, token: seatToken }),
  /** A seat of a finished table creates (first) or joins its rematch; the seat token proves it. */
  rematch: (id: string, seatToken: string) => client.rematch({ id, token: seatToken }),
  start: (id: string, hostToken: string) => client.start({ id, token: hostToken }),
  setBot: (id: string, seat: number, level: SeatBotLevel, hostToken: string) =>
    client.setBot({ id, seat, body: { level }, token: hostToken }),
  removeBot: (id: string, seat: number, hostToken: string) =>
    client.removeBot({ id, seat, token: hostToken }),
  kick: (id: string, seat: number, hostToken: string) =>
    client.kick({ id, seat, token: hostToken }),
  /** A private table's record needs one of its seat tokens. */
  record: (id: string, seatToken?: string) => client.record({ ref: id, token: seatToken }),
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
