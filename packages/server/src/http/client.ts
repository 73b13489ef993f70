// The HTTP API as the server's tests and load benchmark call it: positional arguments over
// the protocol's one typed client (createApiClient, typed by the route table), with network
// failures as ERR_INTERNAL. The socket client lives in @number-games/protocol/socket-client
// and is re-exported here; `numbers join` and the web app use the protocol's clients directly.

import type { Result } from "@number-games/engine";
import type {
  ApiResult,
  CreateTableRequest,
  ProtocolError,
  ApiClient as RouteClient,
  SeatBotLevel,
} from "@number-games/protocol";
import { createApiClient, protocolError } from "@number-games/protocol";

export type {
  ClientSocket,
  TableClient,
  TableClientOptions,
} from "@number-games/protocol/socket-client";
export { connectTable } from "@number-games/protocol/socket-client";

export class ApiClient {
  private readonly routes: RouteClient;
  constructor(readonly baseUrl: string) {
    this.routes = createApiClient(baseUrl);
  }

  private async done<T>(call: Promise<ApiResult<T>>): Promise<Result<T, ProtocolError>> {
    const r = await call;
    if (r.ok || r.error.code !== "ERR_NETWORK") return r as Result<T, ProtocolError>;
    return { ok: false, error: protocolError("ERR_INTERNAL", r.error.message) };
  }

  createTable(req: CreateTableRequest) {
    return this.done(this.routes.createTable({ body: req }));
  }
  listTables() {
    return this.done(this.routes.listTables());
  }
  /** By table id or join code; a private table's seed, result and rematch need a seat token. */
  table(ref: string, seatToken?: string) {
    return this.done(this.routes.getTable({ ref, token: seatToken }));
  }
  claim(tableId: string, name: string, seat?: number) {
    return this.done(
      this.routes.claimSeat({
        id: tableId,
        body: { name, ...(seat !== undefined ? { seat } : {}) },
      }),
    );
  }
  /** A seat's answer to the start race (the seat token proves the seat). */
  race(tableId: string, seatToken: string, answer: number) {
    return this.done(this.routes.race({ id: tableId, body: { answer }, token: seatToken }));
  }
  /** A seat of a finished table joins (or first creates) its rematch. */
  rematch(tableId: string, seatToken: string) {
    return this.done(this.routes.rematch({ id: tableId, token: seatToken }));
  }
  start(tableId: string, hostToken: string) {
    return this.done(this.routes.start({ id: tableId, token: hostToken }));
  }
  setBot(tableId: string, hostToken: string, seat: number, level: SeatBotLevel) {
    return this.done(this.routes.setBot({ id: tableId, seat, body: { level }, token: hostToken }));
  }
  removeBot(tableId: string, hostToken: string, seat: number) {
    return this.done(this.routes.removeBot({ id: tableId, seat, token: hostToken }));
  }
  kick(tableId: string, hostToken: string, seat: number) {
    return this.done(this.routes.kick({ id: tableId, seat, token: hostToken }));
  }
  /** A private table's record needs one of its seat tokens. */
  record(tableId: string, seatToken?: string) {
    return this.done(this.routes.record({ ref: tableId, token: seatToken }));
  }
}
